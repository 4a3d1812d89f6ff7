/**
 * The typo step of catalog.search: whether a query as typed finds too few tests to be taken as it
 * is and, when it does, the catalogue words that resemble its longer words (corrections). Bounded:
 * at most MAX_CORRECTED_WORDS_PER_QUERY words are compared (wordsToCorrect), each with at most
 * MAX_CORRECTIONS_PER_WORD corrections.
 */
import { Prisma, type PrismaClient } from "../generated/prisma/client.ts";
import { readSql } from "../driver.ts";
import type { SearchScope, TextQuery } from "./search-fragments.ts";
import { FUZZY_FALLBACK_BELOW, MAX_CORRECTIONS_PER_WORD, type CorrectionWork } from "./search-terms.ts";

/** A row of typoCheckSql: the count row (n, exact), or one correction (token, word; word null: none found). */
export interface TypoCheckRow {
  n: number | null;
  exact: boolean | null;
  token: string | null;
  word: string | null;
}

/**
 * One statement: whether the query as typed (`typed`) finds fewer than FUZZY_FALLBACK_BELOW tests
 * and, only then, whether `rawQuery` is one of their exact forms (match_keys: a name, synonym or
 * LOINC code as written, in either language) and, only when it is not, up to
 * MAX_CORRECTIONS_PER_WORD catalogue words (search_words) resembling each of `fuzzyWords`, most
 * similar first (one-time filters). Every word compared gets a row, so the work is counted.
 */
export function typoCheckSql(
  scope: SearchScope,
  typed: TextQuery,
  rawQuery: string,
  fuzzyWords: string[],
): Prisma.Sql {
  return Prisma.sql`
            WITH c AS (
              SELECT count(*)::int AS n FROM (
                SELECT 1 FROM tests t WHERE t.active AND t.offer_count > 0 AND ${typed.fullText} ${scope.categoryFilter} ${scope.fits}
                LIMIT ${FUZZY_FALLBACK_BELOW}) m),
            e AS (
              SELECT (SELECT n FROM c) < ${FUZZY_FALLBACK_BELOW} AND EXISTS (
                SELECT 1 FROM tests t WHERE t.active AND t.offer_count > 0 AND t.match_keys @> ARRAY[test_match_key(${rawQuery})]
                  ${scope.categoryFilter} ${scope.fits}) AS exact)
            SELECT n, (SELECT exact FROM e) AS exact, NULL::text AS token, NULL::text AS word FROM c
            UNION ALL
            SELECT NULL, NULL, tok, x.word
            FROM unnest(${fuzzyWords}::text[]) AS tok
            LEFT JOIN LATERAL (
              SELECT s.word FROM search_words s WHERE tok <% s.word
              ORDER BY similarity(tok, s.word) DESC, s.word ASC LIMIT ${MAX_CORRECTIONS_PER_WORD}) x ON TRUE
            WHERE (SELECT n FROM c) < ${FUZZY_FALLBACK_BELOW} AND NOT (SELECT exact FROM e)`;
}

/**
 * The query's word groups with their corrections, or null when the query is taken as typed (it finds
 * enough tests, or it is a test's exact form). Input: the query's tokens and typoCheckSql's rows;
 * `work` (optional) grows by the words compared. A correction the typed word already covers as a
 * prefix adds nothing.
 */
export function correctedGroups(
  tokens: string[],
  checked: TypoCheckRow[],
  work?: CorrectionWork,
): string[][] | null {
  const counted = checked.find((r) => r.n !== null);
  if ((counted?.n ?? 0) >= FUZZY_FALLBACK_BELOW || counted?.exact) return null;
  if (work) work.correctedWords += new Set(checked.filter((f) => f.token !== null).map((f) => f.token)).size;
  const found = checked.filter(
    (f): f is TypoCheckRow & { token: string; word: string } => f.token !== null && f.word !== null,
  );
  return tokens.map((t) => [
    t,
    ...found.filter((f) => f.token === t && !f.word.startsWith(t)).map((f) => f.word),
  ]);
}

/** Runs typoCheckSql on `db`. */
export function checkTypos(
  db: Pick<PrismaClient, "$queryRawUnsafe">,
  scope: SearchScope,
  typed: TextQuery,
  rawQuery: string,
  fuzzyWords: string[],
): Promise<TypoCheckRow[]> {
  return readSql<TypoCheckRow>(db, typoCheckSql(scope, typed, rawQuery, fuzzyWords));
}
