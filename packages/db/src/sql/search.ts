/**
 * catalog.search's statements: ranked, typo-tolerant search over active tests with offers, its
 * filters and sorts, built per request from `Prisma.sql` fragments and sent through the driver.
 */
import { Prisma, type PrismaClient } from "../generated/prisma/client.ts";
import { SEARCH_TOTAL_CAP } from "@labcompare/validators";
import { readSql } from "../driver.ts";
import { UUID_PATTERN } from "./catalog.ts";
import { hasArabic, normaliseArabic } from "./arabic.ts";
import { FUZZY_FALLBACK_BELOW, MAX_CORRECTIONS_PER_WORD, MIN_FUZZY_QUERY_LENGTH, queryTokens, wordsToCorrect, type CorrectionWork, type SearchParams, type SearchRow } from "./search-terms.ts";

/**
 * Ranked, typo-tolerant search over active tests that at least one active lab offers.
 * Matching: full-text (prefix match on every word) over name, abbreviations, LOINC code, category and
 * description. When that finds fewer than FUZZY_FALLBACK_BELOW tests (a misspelling: "vitamn d"), the
 * query has MIN_FUZZY_QUERY_LENGTH+ characters and is not a test's exact form (its name, a synonym or
 * its LOINC code as written: "صورة الدم الكاملة" finds CBC alone), its first MAX_CORRECTED_WORDS_PER_QUERY
 * distinct words of that length are first corrected (the bound on a query's correction work; the
 * other words are matched as typed):
 * each may also be any of up to MAX_CORRECTIONS_PER_WORD catalogue words (search_words: the words of
 * tests' names, abbreviations and LOINC codes) that resemble it (pg_trgm word similarity at the
 * configured threshold), most similar first, and the full-text search runs again ("vitamn d" searches
 * (vitamn | vitamin | vitality) & d). Comparing a word with a few thousand words takes well under a
 * millisecond. Only when that also finds fewer than FUZZY_FALLBACK_BELOW tests does the earlier
 * fallback run: the whole query's word similarity to each test's own text (name, abbreviations, LOINC
 * code), whose cost grows with every test in the catalogue.
 * Ranking (sort "relevance" with a query): exact name/abbreviation match, then name similarity (to the
 * query as typed), then full-text rank, then most labs. That rank is computed per test (pg_trgm),
 * too costly for the thousands a common word matches in a large catalogue, so it ranks a result of up
 * to SEARCH_TOTAL_CAP tests; a larger (capped) result is ordered as the listing is — tests with every
 * word in their own words (name_vector) first, then the rest, each by most labs then name — which
 * indexes serve page by page (a p95 budget at 100,000 tests: docs/performance.md).
 * Filters apply to offers (price range in AED, lab, emirate, home collection), so prices and lab
 * counts describe the labs that fit; relevance then ranks by the test's overall lab count.
 * A query in Arabic script is first normalised as the catalogue's Arabic names and synonyms are
 * (normaliseArabic: one more statement; "تحليل الفيتامين د" searches "فيتامين د"), and is then
 * matched as above; its exact match is any of the test's exact forms (match_keys), its name
 * similarity is to the Arabic name. A query without Arabic script is matched as it is.
 * Output: one page of `pageSize` rows and the number of matches, exact up to SEARCH_TOTAL_CAP (above
 * it: SEARCH_TOTAL_CAP + 1). `work` (optional) grows by the correction work done: the words compared
 * with the catalogue's words (at most MAX_CORRECTED_WORDS_PER_QUERY) and the whole-query fallback (at
 * most one).
 */
export async function searchTestRows(db: Pick<PrismaClient, "$queryRawUnsafe">, input: SearchParams, pageSize: number, work?: CorrectionWork): Promise<{ rows: SearchRow[]; total: number }> {
  const [arabic] = hasArabic(input.q) ? await normaliseArabic(db, [input.q]) : [];
  const q = arabic ? arabic.text : input.q.trim().toLowerCase();
  const tokens = queryTokens(q);
  const hasText = q.length > 0;
  /**
   * The full-text conditions for `groups`: one group per query word, its alternatives (the word and
   * its corrections), each matched as a word prefix. One-letter words ("d" of "vitamin d") are
   * checked on the rows the other words find: as prefixes they match thousands of index entries;
   * the matches are the same either way.
   */
  const textQuery = (groups: string[][]) => {
    const group = (words: string[]) => (words.length === 1 ? `${words[0]}:*` : `(${words.map((w) => `${w}:*`).join(" | ")})`);
    const query = (gs: string[][]) => gs.map(group).join(" & ");
    const isShort = (g: string[]) => g.length === 1 && g[0]!.length === 1;
    const [long, short] = [groups.filter((g) => !isShort(g)), groups.filter(isShort)];
    const tsquery = query(groups);
    return {
      tsquery,
      fullText: long.length && short.length
        ? Prisma.sql`(t.search_vector @@ to_tsquery('simple', ${query(long)})
            AND coalesce(t.search_vector, ''::tsvector) @@ to_tsquery('simple', ${query(short)}))`
        : Prisma.sql`t.search_vector @@ to_tsquery('simple', ${tsquery})`,
      /**
       * Every query word in the test's own words (name, abbreviations, LOINC code), not only in its
       * category or description; null when words are not what matched (the trigram fallback).
       */
      ownWords: (long.length && short.length
        ? Prisma.sql`(t.name_vector @@ to_tsquery('simple', ${query(long)})
            AND coalesce(t.name_vector, ''::tsvector) @@ to_tsquery('simple', ${query(short)}))`
        : Prisma.sql`t.name_vector @@ to_tsquery('simple', ${tsquery})`) as Prisma.Sql | null,
    };
  };
  type TextQuery = ReturnType<typeof textQuery>;
  /** `typed` or the query as a whole resembling the test's own text (pg_trgm word similarity; slow: computed per test). */
  const withTrigram = (typed: TextQuery): TextQuery => ({
    ...typed,
    fullText: Prisma.sql`(${typed.fullText} OR ${q} <% t.search_text)`,
    ownWords: null,
  });
  const exact = arabic
    ? Prisma.sql`${arabic.key} = ANY (t.match_keys)`
    : Prisma.sql`lower(t.name) = ${q} OR EXISTS (SELECT 1 FROM unnest(t.synonyms) s WHERE lower(s) = ${q})`;
  const nameText = arabic ? Prisma.sql`arabic_normalize(coalesce(t.name_ar, ''))` : Prisma.sql`lower(t.name)`;
  const rank = (text: TextQuery) => Prisma.sql`(
        CASE WHEN ${exact} THEN 10 ELSE 0 END
        + 3 * similarity(${nameText}, ${q})
        + 2 * word_similarity(${q}, t.search_text)
        + ts_rank(t.search_vector, to_tsquery('simple', ${text.tsquery}))
      )::float8`;
  const categoryFilter = input.category
    ? UUID_PATTERN.test(input.category)
      ? Prisma.sql`AND t.category_id = ${input.category}::uuid`
      : Prisma.sql`AND t.category_id = (SELECT c2.id FROM test_categories c2 WHERE c2.slug = ${input.category})`
    : Prisma.empty;
  /** The offer filters on offer alias `o` at lab alias `l`. */
  const offerConditions = (o: string, l: string) => {
    const [oc, lc] = [(column: string) => Prisma.raw(`${o}.${column}`), (column: string) => Prisma.raw(`${l}.${column}`)];
    return [
      input.lab
        ? UUID_PATTERN.test(input.lab)
          ? Prisma.sql`AND ${lc("id")} = ${input.lab}::uuid`
          : Prisma.sql`AND ${lc("slug")} = ${input.lab}`
        : null,
      input.emirate ? Prisma.sql`AND ${lc("emirate")} = ${input.emirate}` : null,
      input.homeCollection ? Prisma.sql`AND ${lc("home_collection")}` : null,
      input.minPrice !== undefined ? Prisma.sql`AND ${oc("price_aed")} >= ${input.minPrice}` : null,
      input.maxPrice !== undefined ? Prisma.sql`AND ${oc("price_aed")} <= ${input.maxPrice}` : null,
    ].filter((f): f is Prisma.Sql => f !== null);
  };
  const offerFilters = offerConditions("o", "l");
  const testColumns = Prisma.sql`t.id, t.slug, t.name, t.name_ar, t.description, t.description_ar, t.synonyms, t.synonyms_ar, t.is_panel,
             t.sample_type::text AS sample_type, t.fasting_hours, t.result_time, t.preparation_instructions, t.preparation_instructions_ar,
             c.id AS category_id, c.name AS category_name, c.name_ar AS category_name_ar, c.slug AS category_slug`;
  const summaryColumns = Prisma.sql`t.lowest_price_aed::text AS lowest_price, t.highest_price_aed::text AS highest_price,
             t.lowest_original_price_aed::text AS original_price, t.offer_count AS lab_count,
             t.fastest_turnaround_hours AS fastest_turnaround`;
  /** Offers that fit the offer filters, for the test `t` of the enclosing query. */
  const fittingOffers = Prisma.sql`lab_test_offers o JOIN labs l ON l.id = o.lab_id AND l.active
          WHERE o.test_id = t.id AND o.active ${offerFilters.length ? Prisma.join(offerFilters, " ") : Prisma.empty}`;
  /**
   * Tests with an offer that fits: EXISTS over their offers. A price range first rules out, from the
   * test's own summary (kept by triggers: its cheapest and dearest offer at an active lab), tests
   * with no offer inside it at all, sparing the offers lookup (the same tests pass either way).
   */
  const fitsCondition = () =>
    offerFilters.length
      ? Prisma.sql`${input.maxPrice !== undefined ? Prisma.sql`AND t.lowest_price_aed <= ${input.maxPrice}` : Prisma.empty}
          ${input.minPrice !== undefined ? Prisma.sql`AND t.highest_price_aed >= ${input.minPrice}` : Prisma.empty}
          AND EXISTS (SELECT 1 FROM ${fittingOffers})`
      : Prisma.empty;
  /** Prices and lab counts over the offers that fit the filters, for the test `t` of the enclosing query. */
  const summary = Prisma.sql`LATERAL (
          SELECT min(o.price_aed)::text AS lowest_price,
                 max(o.price_aed)::text AS highest_price,
                 ((array_agg(o.original_price_aed ORDER BY o.price_aed ASC, o.turnaround_hours ASC))[1])::text AS original_price,
                 count(*)::int AS lab_count,
                 min(o.turnaround_hours) AS fastest_turnaround
          FROM ${fittingOffers}) p`;

  /**
   * One page of tests matching `text` (null: every test), and how many match (counted separately, up
   * to the cap: a window count over every match cost 300+ ms at 100,000 tests).
   */
  const runPage = async (text: TextQuery | null, page: number): Promise<{ rows: SearchRow[]; total: number }> => {
    const base = Prisma.sql`t.active AND t.offer_count > 0 ${categoryFilter}`;
    const where = Prisma.sql`${base} AND ${text ? text.fullText : Prisma.sql`TRUE`}`;
    const fits = fitsCondition();
    const offset = (page - 1) * pageSize;
    const countMatches = async () => {
      const counted = await readSql<{ n: number }>(db, Prisma.sql`
        SELECT count(*)::int AS n FROM (SELECT 1 FROM tests t WHERE ${where} ${fits} LIMIT ${SEARCH_TOTAL_CAP + 1}) m`);
      return counted[0]?.n ?? 0;
    };
    // Pages end at the cap, as the count does.
    if (offset >= SEARCH_TOTAL_CAP) return { rows: [], total: await countMatches() };
    if (text && input.sort === "relevance") {
      // One statement: the capped matches (m) give the total; up to the cap they are ranked, above it
      // the page is listed by tiers. Only the branch that applies runs (a one-time filter on the total).
      const tier = (condition: Prisma.Sql, n: number) => Prisma.sql`(
          SELECT t.id, ${Prisma.raw(String(n))} AS tier, t.offer_count, t.name FROM tests t
          WHERE ${base} AND ${condition} ${fits}
          ORDER BY t.offer_count DESC, t.name ASC LIMIT ${offset + pageSize})`;
      // A test found by its own words is found by the full text too (same words, more of them). The
      // others are looked for only when those do not fill the page: when every match is by its own
      // words (an Arabic name: no Arabic descriptions), that walk would read the whole listing index.
      const tiers = text.ownWords
        ? Prisma.sql`SELECT * FROM t0 UNION ALL
            SELECT * FROM ${tier(Prisma.sql`${text.fullText} AND NOT (${text.ownWords})`, 1)} t1
            WHERE (SELECT count(*) FROM t0) < ${offset + pageSize}`
        : tier(text.fullText, 0);
      const rows = await readSql<SearchRow & { total: number; pos: number | null }>(db, Prisma.sql`
        WITH m AS MATERIALIZED (SELECT t.id FROM tests t WHERE ${where} ${fits} LIMIT ${SEARCH_TOTAL_CAP + 1}),
        n AS (SELECT count(*)::int AS total FROM m),
        ${text.ownWords ? Prisma.sql`t0 AS MATERIALIZED ${tier(text.ownWords, 0)},` : Prisma.empty}
        page AS (
          (SELECT t.id, row_number() OVER (ORDER BY ${rank(text)} DESC, t.offer_count DESC, t.name ASC) AS pos
           FROM tests t JOIN m ON m.id = t.id
           WHERE (SELECT total FROM n) <= ${SEARCH_TOTAL_CAP}
           ORDER BY pos LIMIT ${pageSize} OFFSET ${offset})
          UNION ALL
          (SELECT r.id, row_number() OVER (ORDER BY r.tier, r.offer_count DESC, r.name ASC) AS pos
           FROM (${tiers}) r
           WHERE (SELECT total FROM n) > ${SEARCH_TOTAL_CAP}
           ORDER BY pos LIMIT ${pageSize} OFFSET ${offset}))
        SELECT n.total, x.*
        FROM n LEFT JOIN (
          SELECT page.pos::int AS pos, ${testColumns}, ${offerFilters.length ? Prisma.sql`p.*` : summaryColumns}
          FROM page JOIN tests t ON t.id = page.id
          ${offerFilters.length ? Prisma.sql`CROSS JOIN ${summary}` : Prisma.empty}
          LEFT JOIN test_categories c ON c.id = t.category_id
        ) x ON TRUE
        ORDER BY x.pos`);
      return { rows: rows.filter((r) => r.pos !== null), total: rows[0]?.total ?? 0 };
    }

    let rowsQuery: Promise<SearchRow[]>;
    if (!offerFilters.length) {
      // Each test's offer summary (kept by triggers) is all a card needs; the order is served by indexes.
      const order = {
        relevance: Prisma.sql`t.offer_count DESC, t.name ASC`,
        price_asc: Prisma.sql`t.lowest_price_aed ASC, t.name ASC`,
        price_desc: Prisma.sql`t.lowest_price_aed DESC, t.name ASC`,
        name: Prisma.sql`t.name ASC`,
      }[input.sort];
      rowsQuery = readSql<SearchRow>(db, Prisma.sql`
        SELECT ${testColumns}, ${summaryColumns}
        FROM tests t LEFT JOIN test_categories c ON c.id = t.category_id
        WHERE ${where}
        ORDER BY ${order}
        LIMIT ${pageSize} OFFSET ${offset}`);
    } else if (input.sort === "price_asc" || input.sort === "price_desc") {
      // Prices describe the offers that fit, so a test sorts by its cheapest fitting offer. Walking
      // the fitting offers in price order (offers' price index), a test is listed at the one offer no
      // other fitting offer of it undercuts (ties: the lower id), so the page is found without
      // aggregating every match (1.3 s at 100,000 tests and 300,000 offers).
      const dir = input.sort === "price_asc" ? Prisma.sql`ASC` : Prisma.sql`DESC`;
      const cheaperFitting = offerConditions("o2", "l2");
      rowsQuery = readSql<SearchRow>(db, Prisma.sql`
        SELECT ${testColumns}, p.*
        FROM (
          SELECT o.test_id AS id, o.price_aed AS lowest_price
          FROM lab_test_offers o
          JOIN labs l ON l.id = o.lab_id AND l.active
          JOIN tests t ON t.id = o.test_id
          WHERE o.active ${Prisma.join(offerFilters, " ")} AND ${where}
            AND NOT EXISTS (
              SELECT 1 FROM lab_test_offers o2 JOIN labs l2 ON l2.id = o2.lab_id AND l2.active
              WHERE o2.test_id = o.test_id AND o2.active ${Prisma.join(cheaperFitting, " ")}
                AND (o2.price_aed < o.price_aed OR (o2.price_aed = o.price_aed AND o2.id < o.id)))
          ORDER BY o.price_aed ${dir}, t.name ASC
          LIMIT ${pageSize} OFFSET ${offset}) x
        JOIN tests t ON t.id = x.id CROSS JOIN ${summary}
        LEFT JOIN test_categories c ON c.id = t.category_id
        ORDER BY x.lowest_price ${dir}, t.name ASC`);
    } else {
      // Prices and lab counts describe the labs that fit the filters: aggregated for the page's tests only.
      const order = input.sort === "name" ? Prisma.sql`t.name ASC` : Prisma.sql`t.offer_count DESC, t.name ASC`;
      rowsQuery = readSql<SearchRow>(db, Prisma.sql`
        SELECT ${testColumns}, p.*
        FROM (SELECT t.* FROM tests t WHERE ${where} ${fits}
              ORDER BY ${order} LIMIT ${pageSize} OFFSET ${offset}) t
        CROSS JOIN ${summary}
        LEFT JOIN test_categories c ON c.id = t.category_id
        ORDER BY ${order}`);
    }
    const [rows, total] = await Promise.all([rowsQuery, countMatches()]);
    return { rows, total };
  };

  let result: { rows: SearchRow[]; total: number };
  if (!hasText) {
    result = await runPage(null, input.page);
  } else if (!tokens.length) {
    result = { rows: [], total: 0 };
  } else {
    const typed = textQuery(tokens.map((t) => [t]));
    const fuzzyWords = wordsToCorrect(tokens);
    // Misspellings are matched only from 4 characters: "cbc" would also find "cbz".
    const checked =
      q.length < MIN_FUZZY_QUERY_LENGTH
        ? null
        : // One statement: whether the query as typed finds fewer than FUZZY_FALLBACK_BELOW tests
          // and, only then, whether it is one of their exact forms (match_keys: a name, synonym or
          // LOINC code as written, in either language) and, only when it is not, the corrections of
          // its longer words (one-time filters).
          await readSql<{ n: number | null; exact: boolean | null; token: string | null; word: string | null }>(db, Prisma.sql`
            WITH c AS (
              SELECT count(*)::int AS n FROM (
                SELECT 1 FROM tests t WHERE t.active AND t.offer_count > 0 AND ${typed.fullText} ${categoryFilter} ${fitsCondition()}
                LIMIT ${FUZZY_FALLBACK_BELOW}) m),
            e AS (
              SELECT (SELECT n FROM c) < ${FUZZY_FALLBACK_BELOW} AND EXISTS (
                SELECT 1 FROM tests t WHERE t.active AND t.offer_count > 0 AND t.match_keys @> ARRAY[test_match_key(${input.q})]
                  ${categoryFilter} ${fitsCondition()}) AS exact)
            SELECT n, (SELECT exact FROM e) AS exact, NULL::text AS token, NULL::text AS word FROM c
            UNION ALL
            SELECT NULL, NULL, tok, x.word
            FROM unnest(${fuzzyWords}::text[]) AS tok
            -- A row for every word compared (word null: nothing resembles it), so the work is counted.
            LEFT JOIN LATERAL (
              SELECT s.word FROM search_words s WHERE tok <% s.word
              ORDER BY similarity(tok, s.word) DESC, s.word ASC LIMIT ${MAX_CORRECTIONS_PER_WORD}) x ON TRUE
            WHERE (SELECT n FROM c) < ${FUZZY_FALLBACK_BELOW} AND NOT (SELECT exact FROM e)`);
    const counted = checked?.find((r) => r.n !== null);
    // A query that is a test's exact form is not a misspelling, however few tests it finds.
    if (!checked || (counted?.n ?? 0) >= FUZZY_FALLBACK_BELOW || counted?.exact) {
      result = await runPage(typed, input.page);
    } else {
      if (work) work.correctedWords += new Set(checked.filter((f) => f.token !== null).map((f) => f.token)).size;
      const found = checked.filter((f): f is { n: null; exact: null; token: string; word: string } => f.token !== null && f.word !== null);
      // A correction the typed word already covers as a prefix adds nothing.
      const groups = tokens.map((t) => [t, ...found.filter((f) => f.token === t && !f.word.startsWith(t)).map((f) => f.word)]);
      result = groups.some((g) => g.length > 1) ? await runPage(textQuery(groups), input.page) : { rows: [], total: 0 };
      // Corrections that still find little: the whole query's resemblance to each test, as before.
      if (result.total < FUZZY_FALLBACK_BELOW) {
        if (work) work.wholeTextScans += 1;
        result = await runPage(withTrigram(typed), input.page);
      }
    }
  }
  return result;
}
