/**
 * The bare baseline's catalogue reads, with the SQL the project sends for them:
 *
 * - search: the statements that packages/api's `searchTests` (search.service.ts) sends for a text
 *   query without offer filters or category, sorted by relevance, as the project sends them to the
 *   driver (`readSql`; text and parameters captured, then copied): for a query of 4+
 *   characters first the typo check (does the query as typed find fewer than 3 tests, and only then
 *   the corrections of its words from `search_words`), then the page statement (the capped matches
 *   give the total; up to the cap they are ranked, above it listed by tiers of `name_vector`). A
 *   misspelling adds the page for the corrected words and, when that still finds little, the page
 *   with the trigram fallback (`OR <q> <% t.search_text`). "vitamin", page 1: 2 statements;
 * - test by id or slug: the project's statement and mapping for `getTest`, imported (the test, its
 *   category, panel components and active offers at active labs with each lab, as JSON).
 *
 * Search answers are shaped as the project's (`rowToSummary`), so both servers do the same work after
 * the database answers, and the answer sizes match. If the search SQL changes, update the copy: the
 * benchmark prints the statements per request of each server (a difference shows a copy has drifted).
 */
import { SEARCH_PAGE_SIZE, SEARCH_TOTAL_CAP } from "@labcompare/validators";
import { testDetailStatement, type SearchRow } from "@labcompare/db";
import { toTestDetail, type TestDetailRow } from "../packages/api/src/routers/catalog/catalog.service.ts";
import type { BareQueryable } from "./bare-db.ts";

/** Shortest query for which misspellings are matched; full-text hits below which they are; corrections per word (search.service.ts). */
const MIN_FUZZY_QUERY_LENGTH = 4;
const FUZZY_FALLBACK_BELOW = 3;
const MAX_CORRECTIONS_PER_WORD = 5;

export function aed(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return Number(value).toFixed(2);
}

function queryTokens(q: string): string[] {
  return q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12);
}

/**
 * Where the service puts a category or offer filter (`Prisma.empty` for this request): kept as in
 * its templates, so the text has the same spaces.
 */
const none = "";

/**
 * Adds a parameter and answers its placeholder, numbered as Prisma numbers the values of a
 * `Prisma.sql` template (in the order they appear: template expressions run left to right).
 */
type Param = (value: unknown) => string;
type Fragment = (p: Param) => string;

function statement(build: Fragment): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  const text = build((value) => `$${values.push(value)}`);
  return { text, values };
}

/**
 * `searchTests`'s `textQuery`: one group per query word (the word and its corrections), prefix
 * matches; one-letter words are checked on the rows the others find (the whitespace is the service's).
 */
interface TextQuery {
  tsquery: string;
  fullText: Fragment;
  ownWords: Fragment | null;
}

function textQuery(groups: string[][]): TextQuery {
  const group = (words: string[]) => (words.length === 1 ? `${words[0]}:*` : `(${words.map((w) => `${w}:*`).join(" | ")})`);
  const query = (gs: string[][]) => gs.map(group).join(" & ");
  const isShort = (g: string[]) => g.length === 1 && g[0]!.length === 1;
  const [long, short] = [groups.filter((g) => !isShort(g)), groups.filter(isShort)];
  const tsquery = query(groups);
  const split = long.length > 0 && short.length > 0;
  return {
    tsquery,
    fullText: split
      ? (p) => `(t.search_vector @@ to_tsquery('simple', ${p(query(long))})
            AND coalesce(t.search_vector, ''::tsvector) @@ to_tsquery('simple', ${p(query(short))}))`
      : (p) => `t.search_vector @@ to_tsquery('simple', ${p(tsquery)})`,
    ownWords: split
      ? (p) => `(t.name_vector @@ to_tsquery('simple', ${p(query(long))})
            AND coalesce(t.name_vector, ''::tsvector) @@ to_tsquery('simple', ${p(query(short))}))`
      : (p) => `t.name_vector @@ to_tsquery('simple', ${p(tsquery)})`,
  };
}

/** The last fallback: the query as typed, or the whole query resembling the test's own text (pg_trgm). */
function withTrigram(typed: TextQuery, q: string): TextQuery {
  return { ...typed, fullText: (p) => `(${typed.fullText(p)} OR ${p(q)} <% t.search_text)`, ownWords: null };
}

/** The typo check: the typed query's hits up to FUZZY_FALLBACK_BELOW, and only below that the corrections. */
function checkSql(typed: TextQuery, fuzzyWords: string[]) {
  return statement(
    (p) => `
            WITH c AS (
              SELECT count(*)::int AS n FROM (
                SELECT 1 FROM tests t WHERE t.active AND t.offer_count > 0 AND ${typed.fullText(p)} ${none} ${none}
                LIMIT ${p(FUZZY_FALLBACK_BELOW)}) m)
            SELECT n, NULL::text AS token, NULL::text AS word FROM c
            UNION ALL
            SELECT NULL, tok, x.word
            FROM unnest(${p(fuzzyWords)}::text[]) AS tok
            CROSS JOIN LATERAL (
              SELECT s.word FROM search_words s WHERE tok <% s.word
              ORDER BY similarity(tok, s.word) DESC, s.word ASC LIMIT ${p(MAX_CORRECTIONS_PER_WORD)}) x
            WHERE (SELECT n FROM c) < ${p(FUZZY_FALLBACK_BELOW)}`,
  );
}

/** `runPage`'s match condition (`base AND text`). */
const where = (text: TextQuery): Fragment => (p) => `t.active AND t.offer_count > 0 ${none} AND ${text.fullText(p)}`;

/** The relevance page in one statement: total of the capped matches, ranked page up to the cap, tiers above it. */
function pageSql(text: TextQuery, q: string, pageSize: number, offset: number) {
  const rank: Fragment = (p) => `(
        CASE WHEN lower(t.name) = ${p(q)} OR EXISTS (SELECT 1 FROM unnest(t.synonyms) s WHERE lower(s) = ${p(q)}) THEN 10 ELSE 0 END
        + 3 * similarity(lower(t.name), ${p(q)})
        + 2 * word_similarity(${p(q)}, t.search_text)
        + ts_rank(t.search_vector, to_tsquery('simple', ${p(text.tsquery)}))
      )::float8`;
  const tier = (condition: Fragment, n: number): Fragment => (p) => `(
          SELECT t.id, ${n} AS tier, t.offer_count, t.name FROM tests t
          WHERE t.active AND t.offer_count > 0 ${none} AND ${condition(p)} ${none}
          ORDER BY t.offer_count DESC, t.name ASC LIMIT ${p(offset + pageSize)})`;
  const ownWords = text.ownWords;
  const tiers: Fragment = ownWords
    ? (p) => `${tier(ownWords, 0)(p)} UNION ALL ${tier((p2) => `${text.fullText(p2)} AND NOT (${ownWords(p2)})`, 1)(p)}`
    : tier(text.fullText, 0);
  return statement(
    (p) => `
        WITH m AS MATERIALIZED (SELECT t.id FROM tests t WHERE ${where(text)(p)} ${none} LIMIT ${p(SEARCH_TOTAL_CAP + 1)}),
        n AS (SELECT count(*)::int AS total FROM m),
        page AS (
          (SELECT t.id, row_number() OVER (ORDER BY ${rank(p)} DESC, t.offer_count DESC, t.name ASC) AS pos
           FROM tests t JOIN m ON m.id = t.id
           WHERE (SELECT total FROM n) <= ${p(SEARCH_TOTAL_CAP)}
           ORDER BY pos LIMIT ${p(pageSize)} OFFSET ${p(offset)})
          UNION ALL
          (SELECT r.id, row_number() OVER (ORDER BY r.tier, r.offer_count DESC, r.name ASC) AS pos
           FROM (${tiers(p)}) r
           WHERE (SELECT total FROM n) > ${p(SEARCH_TOTAL_CAP)}
           ORDER BY pos LIMIT ${p(pageSize)} OFFSET ${p(offset)}))
        SELECT n.total, x.*
        FROM n LEFT JOIN (
          SELECT page.pos::int AS pos, t.id, t.slug, t.name, t.description, t.synonyms, t.is_panel, t.sample_type::text AS sample_type,
             t.fasting_hours, t.result_time, t.preparation_instructions,
             c.id AS category_id, c.name AS category_name, c.slug AS category_slug, t.lowest_price_aed::text AS lowest_price, t.highest_price_aed::text AS highest_price,
             t.lowest_original_price_aed::text AS original_price, t.offer_count AS lab_count,
             t.fastest_turnaround_hours AS fastest_turnaround
          FROM page JOIN tests t ON t.id = page.id
          ${none}
          LEFT JOIN test_categories c ON c.id = t.category_id
        ) x ON TRUE
        ORDER BY x.pos`,
  );
}

/** Past the cap there is no page: only the capped count. */
function countSql(text: TextQuery) {
  return statement(
    (p) => `
        SELECT count(*)::int AS n FROM (SELECT 1 FROM tests t WHERE ${where(text)(p)} ${none} LIMIT ${p(SEARCH_TOTAL_CAP + 1)}) m`,
  );
}

/**
 * catalog.search for a text query (`q` non-empty, page, relevance): the same statements and answer
 * as `searchTests`. Other filters and sorts are not needed by the benchmark and are refused.
 */
export async function bareSearch(db: BareQueryable, input: { q: string; page: number }) {
  const pageSize = SEARCH_PAGE_SIZE;
  const q = input.q.trim().toLowerCase();
  if (!q) throw new Error("bare search: only a text query is implemented");
  const tokens = queryTokens(q);
  const offset = (input.page - 1) * pageSize;
  const runPage = async (text: TextQuery): Promise<{ rows: SearchRow[]; total: number }> => {
    if (offset >= SEARCH_TOTAL_CAP) {
      const { text: sql, values } = countSql(text);
      return { rows: [], total: (await db.query<{ n: number }>(sql, values)).rows[0]?.n ?? 0 };
    }
    const { text: sql, values } = pageSql(text, q, pageSize, offset);
    const { rows } = await db.query<SearchRow & { total: number; pos: number | null }>(sql, values);
    return { rows: rows.filter((r) => r.pos !== null), total: rows[0]?.total ?? 0 };
  };

  let result: { rows: SearchRow[]; total: number };
  if (!tokens.length) {
    // Punctuation only: no statement at all, as in the service.
    result = { rows: [], total: 0 };
  } else {
    const typed = textQuery(tokens.map((t) => [t]));
    const fuzzyWords = tokens.filter((t) => t.length >= MIN_FUZZY_QUERY_LENGTH);
    const check = q.length < MIN_FUZZY_QUERY_LENGTH ? null : checkSql(typed, fuzzyWords);
    const checked = check ? (await db.query<{ n: number | null; token: string | null; word: string | null }>(check.text, check.values)).rows : null;
    if (!checked || (checked.find((r) => r.n !== null)?.n ?? 0) >= FUZZY_FALLBACK_BELOW) {
      result = await runPage(typed);
    } else {
      const found = checked.filter((f): f is { n: null; token: string; word: string } => f.token !== null && f.word !== null);
      const groups = tokens.map((t) => [t, ...found.filter((f) => f.token === t && !f.word.startsWith(t)).map((f) => f.word)]);
      result = groups.some((g) => g.length > 1) ? await runPage(textQuery(groups)) : { rows: [], total: 0 };
      if (result.total < FUZZY_FALLBACK_BELOW) result = await runPage(withTrigram(typed, q));
    }
  }
  const total = Math.min(result.total, SEARCH_TOTAL_CAP);
  return {
    items: result.rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: r.name,
      description: r.description,
      synonyms: r.synonyms ?? [],
      isPanel: r.is_panel,
      sampleType: r.sample_type,
      fastingHours: r.fasting_hours,
      resultTime: r.result_time,
      preparationInstructions: r.preparation_instructions,
      category: r.category_id ? { id: r.category_id, name: r.category_name!, slug: r.category_slug! } : null,
      lowestPriceAed: aed(r.lowest_price)!,
      highestPriceAed: aed(r.highest_price)!,
      originalPriceAed: aed(r.original_price),
      labCount: Number(r.lab_count),
      fastestTurnaroundHours: Number(r.fastest_turnaround),
    })),
    total,
    totalIsCapped: result.total > SEARCH_TOTAL_CAP,
    page: input.page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/**
 * catalog.tests.byId: the test with its offers, or null (the project answers NOT_FOUND). The
 * project's own statement and row mapping (`testDetailStatement`, `toTestDetail`), sent through `pg`.
 */
export async function bareTestById(db: BareQueryable, idOrSlug: string) {
  const { text, values } = testDetailStatement(idOrSlug);
  const { rows } = await db.query<TestDetailRow>(text, values);
  return rows[0] ? toTestDetail(rows[0]) : null;
}
