/**
 * catalog.resolveList's statements: a doctor's list matched to tests in at most two statements for the
 * whole list — the exact forms of every item at once (tests.match_keys, kept by the search trigger),
 * with the spelling corrections of the words of items that have none; then the search's typo match
 * for the items still unmatched. Only active tests that at least one active lab offers are matched,
 * as search finds them.
 */
import type { PrismaClient } from "../generated/prisma/client.ts";
import { readRows } from "../driver.ts";
import {
  MAX_CORRECTED_WORD_LENGTH,
  MAX_CORRECTED_WORDS_PER_QUERY,
  MAX_CORRECTIONS_PER_WORD,
  MIN_FUZZY_QUERY_LENGTH,
  type CorrectionWork,
} from "./search-terms.ts";

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
 * Words of one item its typo match considers (its first, as typed or corrected, each matched as a
 * prefix of the test's own words): each costs a pass over the tests' words per item.
 */
export const LIST_MAX_WORDS_PER_ITEM = 6;
/**
 * Distinct words of a whole list looked up for corrections at most (in order written, only words of
 * items with no exact match): each lookup compares the word with every catalogue word.
 */
export const LIST_MAX_CORRECTED_WORDS = 8;
/**
 * Items of a whole list compared whole with every test's own text at most (the first in order whose
 * words find nothing): that fallback costs one pass over the catalogue per item.
 */
export const LIST_MAX_WHOLE_TEXT_ITEMS = 2;

/**
 * One statement for the whole list: the tests whose exact forms (name, name without brackets or a
 * trailing "test", synonym, LOINC code; the Arabic name and synonyms; normalised by the SQL function
 * test_match_key, which folds Arabic spelling too: "تحليل الفيتامين د" is "فيتامين د") equal each of
 * `items` (up to LIST_CANDIDATES_PER_ITEM per item, through the index on match_keys), and the
 * corrections of `words` (Arabic ones normalised: normaliseArabic) whose item has no such test: of
 * the first MAX_CORRECTED_WORDS_PER_QUERY words of each such item (of at most
 * MAX_CORRECTED_WORD_LENGTH characters), the first LIST_MAX_CORRECTED_WORDS
 * distinct ones (by their first place in `words`) are each compared with the catalogue words
 * (search_words), and up to MAX_CORRECTIONS_PER_WORD that resemble it (pg_trgm word similarity at the
 * search's threshold) are returned for every item holding it. `item` in the rows is the index in
 * `items`. `work.correctedWords` (when given) grows by the number of words compared.
 */
export async function lookUpListItems(
  db: Pick<PrismaClient, "$queryRawUnsafe">,
  items: string[],
  words: { item: number; word: string }[],
  work?: CorrectionWork,
): Promise<ListLookupRow[]> {
  const rows = await readRows<ListLookupRow | (Omit<ListLookupRow, "kind"> & { kind: "work" })>(
    db,
    `WITH k AS (
       SELECT (u.ord - 1)::int AS item, test_match_key(u.input) AS key FROM unnest($1::text[]) WITH ORDINALITY AS u(input, ord)),
     matched AS MATERIALIZED (
       SELECT k.item, t.id, t.name, t.slug,
              row_number() OVER (PARTITION BY k.item ORDER BY
                CASE WHEN test_match_key(t.name) = k.key OR test_match_key(t.name_ar) = k.key THEN 0
                     WHEN test_match_key(t.loinc_code) = k.key
                       OR EXISTS (SELECT 1 FROM unnest(t.synonyms || t.synonyms_ar) s WHERE test_match_key(s) = k.key) THEN 1
                     ELSE 2 END,
                t.offer_count DESC, t.name) AS rank
       FROM tests t JOIN k ON k.key = ANY (t.match_keys)
       WHERE t.match_keys && (SELECT array_agg(key) FROM k) AND t.active AND t.offer_count > 0),
     w AS MATERIALIZED (
       SELECT item, word, ord FROM (
         SELECT w.*, row_number() OVER (PARTITION BY w.item ORDER BY w.ord) AS nth
         FROM unnest($2::int[], $3::text[]) WITH ORDINALITY AS w(item, word, ord)
         WHERE NOT EXISTS (SELECT 1 FROM matched m WHERE m.item = w.item) AND length(w.word) <= ${MAX_CORRECTED_WORD_LENGTH}) w
       WHERE nth <= ${MAX_CORRECTED_WORDS_PER_QUERY}),
     -- The bound: the words compared with the catalogue's, each once however many items hold it.
     fuzzy AS MATERIALIZED (
       SELECT word FROM w GROUP BY word ORDER BY min(ord) LIMIT ${LIST_MAX_CORRECTED_WORDS}),
     fixes AS MATERIALIZED (
       SELECT f.word AS token, x.word, x.rank FROM fuzzy f
       CROSS JOIN LATERAL (
         SELECT s.word, row_number() OVER (ORDER BY similarity(f.word, s.word) DESC, s.word) AS rank
         FROM search_words s WHERE f.word <% s.word
         ORDER BY similarity(f.word, s.word) DESC, s.word LIMIT ${MAX_CORRECTIONS_PER_WORD}) x)
     SELECT 'match' AS kind, item, rank::int AS rank, id::text AS id, name, slug, NULL::text AS token, NULL::text AS word
     FROM matched WHERE rank <= ${LIST_CANDIDATES_PER_ITEM}
     UNION ALL
     SELECT 'fix', w.item, f.rank::int, NULL, NULL, NULL, w.word, f.word
     FROM (SELECT DISTINCT item, word FROM w) w JOIN fixes f ON f.token = w.word
     UNION ALL
     SELECT 'work', -1, (SELECT count(*)::int FROM fuzzy), NULL, NULL, NULL, NULL, NULL
     ORDER BY kind, item, rank`,
    [items, words.map((w) => w.item), words.map((w) => w.word)],
  );
  const report = rows.find((r) => r.kind === "work");
  if (work && report) work.correctedWords += report.rank;
  return rows.filter((r): r is ListLookupRow => r.kind !== "work");
}

/**
 * An item to match by the search's typo match: its text as typed (normalised: words in lower case,
 * one space between them), the same with each
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
 * the word or one of its corrections; the first LIST_MAX_WORDS_PER_ITEM groups of an item, with up to
 * MAX_CORRECTIONS_PER_WORD corrections each — ranked as search ranks (name similarity, to the Arabic name
 * for an Arabic item; word similarity to the test's own text, full-text rank; then most labs), with
 * the corrected text. Only for the first LIST_MAX_WHOLE_TEXT_ITEMS items (by `item`) those words find
 * nothing for, of MIN_FUZZY_QUERY_LENGTH+ characters, the item's resemblance (its first
 * LIST_MAX_WORDS_PER_ITEM words as typed, each cut at MAX_CORRECTED_WORD_LENGTH characters) to each test's own text (pg_trgm, as search's last
 * fallback); the others get no candidates. `work.wholeTextScans`
 * (when given) grows by the number of items so compared.
 */
export async function likelyListMatches(
  db: Pick<PrismaClient, "$queryRawUnsafe">,
  items: LikelyListItem[],
  work?: CorrectionWork,
): Promise<LikelyListRow[]> {
  // The comparisons cost in proportion to the text's length: only the words considered are compared.
  const firstWords = (text: string) =>
    text
      .split(" ")
      .slice(0, LIST_MAX_WORDS_PER_ITEM)
      .map((w) => w.slice(0, MAX_CORRECTED_WORD_LENGTH))
      .join(" ");
  const tsquery = (groups: string[][]) =>
    groups
      .slice(0, LIST_MAX_WORDS_PER_ITEM)
      .map((g) => g.slice(0, 1 + MAX_CORRECTIONS_PER_WORD))
      .map((g) => (g.length === 1 ? `${g[0]}:*` : `(${g.map((w) => `${w}:*`).join(" | ")})`))
      .join(" & ");
  const name = `CASE WHEN i.arabic THEN arabic_normalize(coalesce(t.name_ar, '')) ELSE lower(t.name) END`;
  const score = `(3 * similarity(${name}, i.q) + 2 * word_similarity(i.q, t.search_text) + ts_rank(t.name_vector, to_tsquery('simple', i.tsq)))`;
  const pick = (condition: string) => `
       SELECT t.id, t.name, t.slug, ${score} AS score, t.offer_count FROM tests t
       WHERE t.active AND t.offer_count > 0 AND ${condition}
       ORDER BY score DESC, t.offer_count DESC, t.name LIMIT ${LIST_CANDIDATES_PER_ITEM}`;
  const rows = await readRows<LikelyListRow & { work: number | null }>(
    db,
    `WITH i AS MATERIALIZED (
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::boolean[]) AS i(item, typed, q, tsq, arabic)),
     by_words AS MATERIALIZED (
       SELECT i.item, x.* FROM i CROSS JOIN LATERAL (${pick(`t.name_vector @@ to_tsquery('simple', i.tsq)`)}) x),
     -- The bound: the items compared whole with every test (one pass over the catalogue each).
     whole AS MATERIALIZED (
       SELECT i.* FROM i
       WHERE length(i.typed) >= ${MIN_FUZZY_QUERY_LENGTH} AND NOT EXISTS (SELECT 1 FROM by_words w WHERE w.item = i.item)
       ORDER BY i.item LIMIT ${LIST_MAX_WHOLE_TEXT_ITEMS}),
     by_text AS (
       SELECT i.item, x.* FROM whole i CROSS JOIN LATERAL (${pick(`i.typed <% t.search_text`)}) x)
     SELECT c.item, c.rank::int AS rank, c.id::text AS id, c.name, c.slug, NULL::int AS work
     FROM (
       SELECT c.*, row_number() OVER (PARTITION BY c.item ORDER BY c.score DESC, c.offer_count DESC, c.name) AS rank
       FROM (SELECT * FROM by_words UNION ALL SELECT * FROM by_text) c) c
     WHERE c.rank <= ${LIST_CANDIDATES_PER_ITEM}
     UNION ALL
     SELECT -1, 0, NULL, NULL, NULL, (SELECT count(*)::int FROM whole)
     ORDER BY item, rank`,
    [
      items.map((i) => i.item),
      items.map((i) => firstWords(i.typed)),
      items.map((i) => firstWords(i.corrected)),
      items.map((i) => tsquery(i.groups)),
      items.map((i) => i.arabic),
    ],
  );
  const report = rows.find((r) => r.work !== null);
  if (work && report) work.wholeTextScans += report.work!;
  return rows
    .filter((r) => r.work === null)
    .map((r) => ({ item: r.item, rank: r.rank, id: r.id, name: r.name, slug: r.slug }));
}
