/**
 * The pieces catalog.search's statements are built from (`Prisma.sql` fragments): the full-text
 * conditions of a query, the trigram fallback, the relevance rank, and the scope of a search (its
 * category and offer filters, and the offer summary of the labs that fit them).
 */
import { Prisma } from "../generated/prisma/client.ts";
import { UUID_PATTERN } from "./catalog.ts";
import type { SearchParams } from "./search-terms.ts";

/** The full-text conditions of a query (textQuery). */
export interface TextQuery {
  /** The to_tsquery text: one group per query word, its alternatives ORed, each a word prefix. */
  tsquery: string;
  /** The query's words in the test's text (name, abbreviations, LOINC code, category, description). */
  fullText: Prisma.Sql;
  /** Every query word in the test's own words (name, abbreviations, LOINC code); null when words are not what matched (the trigram fallback). */
  ownWords: Prisma.Sql | null;
}

/**
 * The full-text conditions for `groups`: one group per query word, its alternatives (the word and
 * its corrections), each matched as a word prefix. One-letter words ("d" of "vitamin d") are
 * checked on the rows the other words find: as prefixes they match thousands of index entries; the
 * matches are the same either way.
 */
export function textQuery(groups: string[][]): TextQuery {
  const group = (words: string[]) =>
    words.length === 1 ? `${words[0]}:*` : `(${words.map((w) => `${w}:*`).join(" | ")})`;
  const query = (gs: string[][]) => gs.map(group).join(" & ");
  const isShort = (g: string[]) => g.length === 1 && g[0]!.length === 1;
  const [long, short] = [groups.filter((g) => !isShort(g)), groups.filter(isShort)];
  const tsquery = query(groups);
  const both = long.length > 0 && short.length > 0;
  return {
    tsquery,
    fullText: both
      ? Prisma.sql`(t.search_vector @@ to_tsquery('simple', ${query(long)})
            AND coalesce(t.search_vector, ''::tsvector) @@ to_tsquery('simple', ${query(short)}))`
      : Prisma.sql`t.search_vector @@ to_tsquery('simple', ${tsquery})`,
    ownWords: both
      ? Prisma.sql`(t.name_vector @@ to_tsquery('simple', ${query(long)})
            AND coalesce(t.name_vector, ''::tsvector) @@ to_tsquery('simple', ${query(short)}))`
      : Prisma.sql`t.name_vector @@ to_tsquery('simple', ${tsquery})`,
  };
}

/** `typed`, or the query `q` as a whole resembling the test's own text (pg_trgm word similarity; slow: computed per test). */
export function withTrigram(typed: TextQuery, q: string): TextQuery {
  return { ...typed, fullText: Prisma.sql`(${typed.fullText} OR ${q} <% t.search_text)`, ownWords: null };
}

/** How a query is compared with a test's name: the query `q`, and the Arabic match key when the query is in Arabic script. */
export interface QueryForm {
  q: string;
  /** test_match_key of the Arabic query (normaliseArabic), or undefined for a Latin one. */
  arabicKey?: string;
}

/**
 * The relevance of test `t` to the query: exact name/abbreviation match (10; in Arabic, any of the
 * test's exact forms), then name similarity to the query as typed (×3), then word similarity to the
 * test's own text (×2), then full-text rank.
 */
export function rankExpression(text: TextQuery, { q, arabicKey }: QueryForm): Prisma.Sql {
  const exact =
    arabicKey !== undefined
      ? Prisma.sql`${arabicKey} = ANY (t.match_keys)`
      : Prisma.sql`lower(t.name) = ${q} OR EXISTS (SELECT 1 FROM unnest(t.synonyms) s WHERE lower(s) = ${q})`;
  const nameText =
    arabicKey !== undefined
      ? Prisma.sql`arabic_normalize(coalesce(t.name_ar, ''))`
      : Prisma.sql`lower(t.name)`;
  return Prisma.sql`(
        CASE WHEN ${exact} THEN 10 ELSE 0 END
        + 3 * similarity(${nameText}, ${q})
        + 2 * word_similarity(${q}, t.search_text)
        + ts_rank(t.search_vector, to_tsquery('simple', ${text.tsquery}))
      )::float8`;
}

/** The columns of a test card: the test and its category. */
export const TEST_COLUMNS = Prisma.sql`t.id, t.slug, t.name, t.name_ar, t.description, t.description_ar, t.synonyms, t.synonyms_ar, t.is_panel,
             t.sample_type::text AS sample_type, t.fasting_hours, t.result_time, t.preparation_instructions, t.preparation_instructions_ar,
             c.id AS category_id, c.name AS category_name, c.name_ar AS category_name_ar, c.slug AS category_slug`;

/** A card's prices and lab count from the test's own offer summary (kept by triggers), when no offer filter applies. */
export const SUMMARY_COLUMNS = Prisma.sql`t.lowest_price_aed::text AS lowest_price, t.highest_price_aed::text AS highest_price,
             t.lowest_original_price_aed::text AS original_price, t.offer_count AS lab_count,
             t.fastest_turnaround_hours AS fastest_turnaround`;

/** What a search is limited to: its category and the offers that fit its filters. */
export interface SearchScope {
  /** `AND …` on test `t`'s category, or empty. */
  categoryFilter: Prisma.Sql;
  /** The offer filters (price range in AED, lab, emirate, home collection) on offer alias `o` at lab alias `l`. */
  offerConditions(o: string, l: string): Prisma.Sql[];
  /** offerConditions("o", "l"). */
  offerFilters: Prisma.Sql[];
  /** `AND …`: test `t` has an offer that fits (empty without offer filters). */
  fits: Prisma.Sql;
  /** A LATERAL `p` of prices and lab counts over the offers of test `t` that fit. */
  summary: Prisma.Sql;
}

function categoryFilterOf(category: string | undefined): Prisma.Sql {
  if (!category) return Prisma.empty;
  return UUID_PATTERN.test(category)
    ? Prisma.sql`AND t.category_id = ${category}::uuid`
    : Prisma.sql`AND t.category_id = (SELECT c2.id FROM test_categories c2 WHERE c2.slug = ${category})`;
}

function offerConditionsOf(input: SearchParams) {
  return (o: string, l: string): Prisma.Sql[] => {
    const [oc, lc] = [
      (column: string) => Prisma.raw(`${o}.${column}`),
      (column: string) => Prisma.raw(`${l}.${column}`),
    ];
    const lab = input.lab
      ? UUID_PATTERN.test(input.lab)
        ? Prisma.sql`AND ${lc("id")} = ${input.lab}::uuid`
        : Prisma.sql`AND ${lc("slug")} = ${input.lab}`
      : null;
    return [
      lab,
      input.emirate ? Prisma.sql`AND ${lc("emirate")} = ${input.emirate}` : null,
      input.homeCollection ? Prisma.sql`AND ${lc("home_collection")}` : null,
      input.minPrice !== undefined ? Prisma.sql`AND ${oc("price_aed")} >= ${input.minPrice}` : null,
      input.maxPrice !== undefined ? Prisma.sql`AND ${oc("price_aed")} <= ${input.maxPrice}` : null,
    ].filter((f): f is Prisma.Sql => f !== null);
  };
}

/**
 * The scope of a search by `input`. A price range first rules out, from the test's own summary (its
 * cheapest and dearest offer at an active lab), tests with no offer inside it at all, sparing the
 * offers lookup (the same tests pass either way).
 */
export function searchScope(input: SearchParams): SearchScope {
  const offerConditions = offerConditionsOf(input);
  const offerFilters = offerConditions("o", "l");
  const fittingOffers = Prisma.sql`lab_test_offers o JOIN labs l ON l.id = o.lab_id AND l.active
          WHERE o.test_id = t.id AND o.active ${offerFilters.length ? Prisma.join(offerFilters, " ") : Prisma.empty}`;
  const fits = offerFilters.length
    ? Prisma.sql`${input.maxPrice !== undefined ? Prisma.sql`AND t.lowest_price_aed <= ${input.maxPrice}` : Prisma.empty}
          ${input.minPrice !== undefined ? Prisma.sql`AND t.highest_price_aed >= ${input.minPrice}` : Prisma.empty}
          AND EXISTS (SELECT 1 FROM ${fittingOffers})`
    : Prisma.empty;
  const summary = Prisma.sql`LATERAL (
          SELECT min(o.price_aed)::text AS lowest_price,
                 max(o.price_aed)::text AS highest_price,
                 ((array_agg(o.original_price_aed ORDER BY o.price_aed ASC, o.turnaround_hours ASC))[1])::text AS original_price,
                 count(*)::int AS lab_count,
                 min(o.turnaround_hours) AS fastest_turnaround
          FROM ${fittingOffers}) p`;
  return { categoryFilter: categoryFilterOf(input.category), offerConditions, offerFilters, fits, summary };
}
