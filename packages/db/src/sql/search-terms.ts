/**
 * catalog.search's inputs, tuning and row (sql/search.ts runs it): the query's words, the filters, and
 * the columns one result row carries.
 */
import type { SearchSort } from "@labcompare/validators";

/**
 * Shortest query (and query word) for which misspellings are matched (pg_trgm); shorter ones match
 * words exactly or by prefix.
 */
export const MIN_FUZZY_QUERY_LENGTH = 4;
/** Full-text hits below which misspellings are matched. */
export const FUZZY_FALLBACK_BELOW = 3;
/** Catalogue words tried in place of one misspelt query word, most similar first. */
export const MAX_CORRECTIONS_PER_WORD = 5;
/**
 * Words of one search query, or of one item of a doctor's list, looked up for corrections: the first
 * distinct words of MIN_FUZZY_QUERY_LENGTH+ characters. Each lookup compares the word with every
 * catalogue word, so an anonymous caller's long query must not multiply them; the other words are
 * still matched as typed.
 */
export const MAX_CORRECTED_WORDS_PER_QUERY = 4;
/**
 * Longest word looked up for corrections (or compared whole): a comparison costs in proportion to
 * the word's length, and medical words are shorter; a longer word is matched as typed only.
 */
export const MAX_CORRECTED_WORD_LENGTH = 32;

/**
 * The typo-correction work statements did, as the database reports it; a caller passes one to count
 * what a call costs (the bounds above and in sql/resolve-list.ts cap it).
 */
export interface CorrectionWork {
  /** Distinct words compared with the catalogue's words (search_words) for corrections. */
  correctedWords: number;
  /** Texts compared whole with every test's own text (pg_trgm word similarity: the slow fallback). */
  wholeTextScans: number;
}

/** A CorrectionWork at zero. */
export function newCorrectionWork(): CorrectionWork {
  return { correctedWords: 0, wholeTextScans: 0 };
}

/**
 * The words of `tokens` to look up for corrections: the first MAX_CORRECTED_WORDS_PER_QUERY distinct
 * ones of MIN_FUZZY_QUERY_LENGTH to MAX_CORRECTED_WORD_LENGTH characters, in order.
 */
export function wordsToCorrect(tokens: string[]): string[] {
  const correctable = tokens.filter(
    (t) => t.length >= MIN_FUZZY_QUERY_LENGTH && t.length <= MAX_CORRECTED_WORD_LENGTH,
  );
  return [...new Set(correctable)].slice(0, MAX_CORRECTED_WORDS_PER_QUERY);
}

/** A search: query text, filters (price range in AED), 1-based page and sort. */
export interface SearchParams {
  q: string;
  category?: string;
  page: number;
  minPrice?: number;
  maxPrice?: number;
  lab?: string;
  emirate?: string;
  homeCollection?: boolean;
  sort: SearchSort;
}

/** Lower-case word tokens of a query, letters and digits only (safe to build a tsquery from). */
export function queryTokens(q: string): string[] {
  return q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12);
}

/** One result row: the test, its category, and its offers' summary (prices AED as text). */
export interface SearchRow {
  id: string;
  slug: string;
  name: string;
  name_ar: string | null;
  description: string | null;
  description_ar: string | null;
  synonyms: string[] | null;
  synonyms_ar: string[] | null;
  is_panel: boolean;
  sample_type: string;
  fasting_hours: number;
  result_time: string | null;
  preparation_instructions: string | null;
  preparation_instructions_ar: string | null;
  category_id: string | null;
  category_name: string | null;
  category_name_ar: string | null;
  category_slug: string | null;
  /** AED, numeric as text. */
  lowest_price: string;
  highest_price: string;
  original_price: string | null;
  lab_count: number;
  fastest_turnaround: number;
}
