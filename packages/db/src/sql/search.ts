/**
 * catalog.search: ranked, typo-tolerant search over active tests with offers, its filters and sorts.
 * The statements are built per request from `Prisma.sql` fragments (search-fragments.ts), one
 * builder per page strategy (search-pages.ts) and the typo step (search-typo.ts).
 */
import type { PrismaClient } from "../generated/prisma/client.ts";
import { hasArabic, normaliseArabic } from "./arabic.ts";
import { rankExpression, searchScope, textQuery, withTrigram, type QueryForm } from "./search-fragments.ts";
import { searchPage, type PageRequest } from "./search-pages.ts";
import { LIST_MAX_WORDS_PER_ITEM } from "./resolve-list.ts";
import {
  FUZZY_FALLBACK_BELOW,
  MAX_CORRECTED_WORD_LENGTH,
  MIN_FUZZY_QUERY_LENGTH,
  queryTokens,
  wordsToCorrect,
  type CorrectionWork,
  type SearchParams,
  type SearchRow,
} from "./search-terms.ts";
import { checkTypos, correctedGroups } from "./search-typo.ts";

/**
 * The text the trigram fallback compares with every test: the query as typed, or, past
 * LIST_MAX_WORDS_PER_ITEM words or that many words' length, its first words (each cut at
 * MAX_CORRECTED_WORD_LENGTH), as a doctor's list item is compared.
 */
export function trigramText(q: string, tokens: string[]): string {
  const short =
    tokens.length <= LIST_MAX_WORDS_PER_ITEM &&
    q.length <= LIST_MAX_WORDS_PER_ITEM * MAX_CORRECTED_WORD_LENGTH;
  return short
    ? q
    : tokens
        .slice(0, LIST_MAX_WORDS_PER_ITEM)
        .map((t) => t.slice(0, MAX_CORRECTED_WORD_LENGTH))
        .join(" ");
}

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
export async function searchTestRows(
  db: Pick<PrismaClient, "$queryRawUnsafe">,
  input: SearchParams,
  pageSize: number,
  work?: CorrectionWork,
): Promise<{ rows: SearchRow[]; total: number }> {
  const [arabic] = hasArabic(input.q) ? await normaliseArabic(db, [input.q]) : [];
  const form: QueryForm = arabic
    ? { q: arabic.text, arabicKey: arabic.key }
    : { q: input.q.trim().toLowerCase() };
  const scope = searchScope(input);
  const request: PageRequest = {
    sort: input.sort,
    page: input.page,
    pageSize,
    rank: (text) => rankExpression(text, form),
  };
  if (form.q.length === 0) return searchPage(db, scope, null, request);
  const tokens = queryTokens(form.q);
  if (!tokens.length) return { rows: [], total: 0 };
  const typed = textQuery(tokens.map((t) => [t]));
  // Misspellings are matched only from 4 characters: "cbc" would also find "cbz".
  if (form.q.length < MIN_FUZZY_QUERY_LENGTH) return searchPage(db, scope, typed, request);
  const groups = correctedGroups(
    tokens,
    await checkTypos(db, scope, typed, input.q, wordsToCorrect(tokens)),
    work,
  );
  // A query that finds enough tests as typed, or is a test's exact form, is not a misspelling.
  if (!groups) return searchPage(db, scope, typed, request);
  const corrected = groups.some((g) => g.length > 1)
    ? await searchPage(db, scope, textQuery(groups), request)
    : { rows: [], total: 0 };
  if (corrected.total >= FUZZY_FALLBACK_BELOW) return corrected;
  // Corrections that still find little: the query's resemblance to each test's own text, from its
  // first words only, as a list item's (its cost grows with the text compared, for every test).
  if (work) work.wholeTextScans += 1;
  return searchPage(db, scope, withTrigram(typed, trigramText(form.q, tokens)), request);
}
