/**
 * catalog.search: ranked, typo-tolerant search over active tests with offers, its filters (category,
 * price range in AED, lab, emirate, home collection) and sorts, 20 per page with a total capped at
 * SEARCH_TOTAL_CAP (the statements: @labcompare/db's sql/search.ts). Takes the Prisma client first so scripts, benchmarks and tests can call it.
 * Money is returned as AED strings with two decimals; turnaround in hours.
 */
import {
  searchTestRows,
  type CorrectionWork,
  type PrismaClient,
  type SearchParams,
  type SearchRow,
  type TestTexts,
} from "@labcompare/db";
import { SEARCH_PAGE_SIZE, SEARCH_TOTAL_CAP } from "@labcompare/validators";
import { aed, aedRequired } from "../money.ts";
import { paged } from "../console-helpers.ts";

/** One test as a result card shows it: prices across labs in AED, lab count, fastest turnaround. */
export interface TestSummary extends TestTexts {
  isPanel: boolean;
  sampleType: string;
  fastingHours: number;
  resultTime: string | null;
  category: { id: string; name: string; nameAr: string | null; slug: string } | null;
  lowestPriceAed: string;
  highestPriceAed: string;
  /** Struck-through price of the cheapest offer, when that lab lists one. */
  originalPriceAed: string | null;
  labCount: number;
  fastestTurnaroundHours: number;
}

export interface SearchResult {
  items: TestSummary[];
  /** Matching tests, exact up to SEARCH_TOTAL_CAP (1,000); when more match it is the cap and `totalIsCapped` is true. */
  total: number;
  totalIsCapped: boolean;
  page: number;
  pageSize: number;
  pageCount: number;
}

export type { SearchParams };

function rowToSummary(r: SearchRow): TestSummary {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    nameAr: r.name_ar,
    description: r.description,
    descriptionAr: r.description_ar,
    synonyms: r.synonyms ?? [],
    synonymsAr: r.synonyms_ar ?? [],
    isPanel: r.is_panel,
    sampleType: r.sample_type,
    fastingHours: r.fasting_hours,
    resultTime: r.result_time,
    preparationInstructions: r.preparation_instructions,
    preparationInstructionsAr: r.preparation_instructions_ar,
    category: r.category_id
      ? { id: r.category_id, name: r.category_name!, nameAr: r.category_name_ar, slug: r.category_slug! }
      : null,
    lowestPriceAed: aedRequired(r.lowest_price),
    highestPriceAed: aedRequired(r.highest_price),
    originalPriceAed: aed(r.original_price),
    labCount: Number(r.lab_count),
    fastestTurnaroundHours: Number(r.fastest_turnaround),
  };
}

/**
 * catalog.search: one page (`options.pageSize`, default SEARCH_PAGE_SIZE) of the tests matching
 * `input` (matching and ranking: @labcompare/db's searchTestRows) as result cards, with the total,
 * exact up to SEARCH_TOTAL_CAP (then the cap and `totalIsCapped`).
 * Typo correction is bounded per call, whatever the query: its first MAX_CORRECTED_WORDS_PER_QUERY
 * (4) distinct words of 4+ characters are looked up for corrections, up to MAX_CORRECTIONS_PER_WORD
 * (5) candidates each, and the query is compared whole with every test at most once.
 * `options.work` (optional) counts that work, as the database reports it.
 */
export async function searchTests(
  db: Pick<PrismaClient, "$queryRawUnsafe">,
  input: SearchParams,
  options: { pageSize?: number; work?: CorrectionWork } = {},
): Promise<SearchResult> {
  const pageSize = options.pageSize ?? SEARCH_PAGE_SIZE;
  const result = await searchTestRows(db, input, pageSize, options.work);
  const totalIsCapped = result.total > SEARCH_TOTAL_CAP;
  const total = Math.min(result.total, SEARCH_TOTAL_CAP);
  return { ...paged(result.rows.map(rowToSummary), total, input.page, pageSize), totalIsCapped };
}
