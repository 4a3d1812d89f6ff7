/**
 * catalog.resolveList's statements: a doctor's list matched to tests in at most two statements for the
 * whole list — the exact forms of every item at once (tests.match_keys, kept by the search trigger),
 * with the spelling corrections of the words of items that have none; then the search's typo match
 * for the items still unmatched. Only active tests that at least one active lab offers are matched,
 * as search finds them.
 */
import type { PrismaClient } from "../generated/prisma/client.ts";
import { readRows } from "../driver.ts";
import { MAX_CORRECTIONS_PER_WORD, MIN_FUZZY_QUERY_LENGTH } from "./search-terms.ts";

/** Tests kept per item: the match and up to three alternatives. */
export const LIST_CANDIDATES_PER_ITEM = 4;

/**
 * A row of `lookUpListItems`: kind "match" is a test one of whose exact forms is item `item`'s text
 * (`rank` 1 = best: its name, then a synonym or LOINC code, then a shortened name; then most labs);
 * kind "fix" is a catalogue word resembling the word `token` of an item with no exact match (most
 * similar first), a correction to try as the search does.
 */
export interface ListLookupRow {
  kind: "match" | "fix";
  item: number;
  rank: number;
  id: string | null;
  name: string | null;
  slug: string | null;
  token: string | null;
  word: string | null;
}

/**
 * One statement for the whole list: the tests whose exact forms (name, name without brackets or a
 * trailing "test", synonym, LOINC code; the Arabic name and synonyms; normalised by the SQL function
 * test_match_key, which folds Arabic spelling too: "تحليل الفيتامين د" is "فيتامين د") equal each of
 * `items` (up to LIST_CANDIDATES_PER_ITEM per item, through the index on match_keys), and, for each
 * `words` entry (Arabic ones normalised: normaliseArabic) whose item has no such test, up to MAX_CORRECTIONS_PER_WORD catalogue words
 * (search_words) that resemble the word (pg_trgm word similarity at the search's threshold).
 * `item` in the rows is the index in `items`.
 */
export function lookUpListItems(
  db: Pick<PrismaClient, "$queryRawUnsafe">,
  items: string[],
  words: { item: number; word: string }[],
): Promise<ListLookupRow[]> {
  return readRows<ListLookupRow>(
    db,
    `WITH k AS (
       SELECT (u.ord - 1)::int AS item, test_match_key(u.input) AS key FROM unnest($1::text[]) WITH ORDINALITY AS u(input, ord)),
     matched AS (
       SELECT k.item, t.id, t.name, t.slug,
              row_number() OVER (PARTITION BY k.item ORDER BY
                CASE WHEN test_match_key(t.name) = k.key OR test_match_key(t.name_ar) = k.key THEN 0
                     WHEN test_match_key(t.loinc_code) = k.key
                       OR EXISTS (SELECT 1 FROM unnest(t.synonyms || t.synonyms_ar) s WHERE test_match_key(s) = k.key) THEN 1
                     ELSE 2 END,
                t.offer_count DESC, t.name) AS rank
       FROM tests t JOIN k ON k.key = ANY (t.match_keys)
       WHERE t.match_keys && (SELECT array_agg(key) FROM k) AND t.active AND t.offer_count > 0)
     SELECT 'match' AS kind, item, rank::int AS rank, id::text AS id, name, slug, NULL::text AS token, NULL::text AS word
     FROM matched WHERE rank <= ${LIST_CANDIDATES_PER_ITEM}
     UNION ALL
     SELECT 'fix', w.item, x.rank::int, NULL, NULL, NULL, w.word, x.word
     FROM unnest($2::int[], $3::text[]) AS w(item, word)
     CROSS JOIN LATERAL (
       SELECT s.word, row_number() OVER (ORDER BY similarity(w.word, s.word) DESC, s.word) AS rank
       FROM search_words s WHERE w.word <% s.word
       ORDER BY similarity(w.word, s.word) DESC, s.word LIMIT ${MAX_CORRECTIONS_PER_WORD}) x
     WHERE NOT EXISTS (SELECT 1 FROM matched m WHERE m.item = w.item)
     ORDER BY kind, item, rank`,
    [items, words.map((w) => w.item), words.map((w) => w.word)],
  );
}

/**
 * An item to match by the search's typo match: its text as typed (normalised), the same with each
 * word replaced by its most similar catalogue word (what the candidates are ranked by: "thyriod"
 * ranks as "thyroid"), and its words, each with its corrections.
 */
export interface LikelyListItem {
  item: number;
  /** The item is in Arabic script: `typed`, `corrected` and `groups` are its normalised form (normaliseArabic), ranked by the Arabic name. */
  arabic: boolean;
  typed: string;
  corrected: string;
  /** One group per word of the item: the word and the catalogue words that may stand for it. */
  groups: string[][];
}

/** A row of `likelyListMatches`: a candidate for item `item`, `rank` 1 = most likely. */
export interface LikelyListRow {
  item: number;
  rank: number;
  id: string;
  name: string;
  slug: string;
}

/**
 * One statement for the unmatched items: for each, up to LIST_CANDIDATES_PER_ITEM tests whose own
 * words (name, synonyms, LOINC code: name_vector) hold every word group as a prefix — a group being
 * the word or one of its corrections — ranked as search ranks (name similarity, to the Arabic name
 * for an Arabic item; word similarity to
 * the test's own text, full-text rank; then most labs), with the corrected text. Only for an item those words find nothing
 * for, and of MIN_FUZZY_QUERY_LENGTH+ characters, the whole item's resemblance to each test's own
 * text (pg_trgm, as search's last fallback).
 */
export function likelyListMatches(db: Pick<PrismaClient, "$queryRawUnsafe">, items: LikelyListItem[]): Promise<LikelyListRow[]> {
  const tsquery = (groups: string[][]) => groups.map((g) => (g.length === 1 ? `${g[0]}:*` : `(${g.map((w) => `${w}:*`).join(" | ")})`)).join(" & ");
  const name = `CASE WHEN i.arabic THEN arabic_normalize(coalesce(t.name_ar, '')) ELSE lower(t.name) END`;
  const score = `(3 * similarity(${name}, i.q) + 2 * word_similarity(i.q, t.search_text) + ts_rank(t.name_vector, to_tsquery('simple', i.tsq)))`;
  const pick = (condition: string) => `
       SELECT t.id, t.name, t.slug, ${score} AS score, t.offer_count FROM tests t
       WHERE t.active AND t.offer_count > 0 AND ${condition}
       ORDER BY score DESC, t.offer_count DESC, t.name LIMIT ${LIST_CANDIDATES_PER_ITEM}`;
  return readRows<LikelyListRow>(
    db,
    `SELECT i.item, x.rank::int AS rank, x.id::text AS id, x.name, x.slug
     FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::boolean[]) AS i(item, typed, q, tsq, arabic)
     CROSS JOIN LATERAL (
       SELECT c.*, row_number() OVER (ORDER BY c.score DESC, c.offer_count DESC, c.name) AS rank FROM (
         (${pick(`t.name_vector @@ to_tsquery('simple', i.tsq)`)})
         UNION ALL
         (${pick(`length(i.typed) >= ${MIN_FUZZY_QUERY_LENGTH} AND i.typed <% t.search_text
            AND NOT EXISTS (SELECT 1 FROM tests t2 WHERE t2.active AND t2.offer_count > 0 AND t2.name_vector @@ to_tsquery('simple', i.tsq))`)})
       ) c) x
     WHERE x.rank <= ${LIST_CANDIDATES_PER_ITEM}
     ORDER BY i.item, x.rank`,
    [items.map((i) => i.item), items.map((i) => i.typed), items.map((i) => i.corrected), items.map((i) => tsquery(i.groups)), items.map((i) => i.arabic)],
  );
}
