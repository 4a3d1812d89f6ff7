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
