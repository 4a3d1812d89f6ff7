/**
 * Catalogue reads: categories, tests with their offers across labs, labs, and search.
 * Every function takes the Prisma client first so scripts and tests can call it directly.
 * Money is returned as AED strings with two decimals; turnaround in hours.
 */
import { TRPCError } from "@trpc/server";
import { Prisma, type PrismaClient } from "@labcompare/db";
import { directionsUrl, formatWeeklyHours, labDistanceKm, messages, readWeeklyHours, SEARCH_PAGE_SIZE, SEARCH_TOTAL_CAP, type LatLng, type SearchSort } from "@labcompare/validators";
import { aed, aedRequired, idOrSlugWhere, UUID_PATTERN } from "../../money.ts";

export const categorySelect = {
  id: true,
  name: true,
  slug: true,
  description: true,
  icon: true,
} satisfies Prisma.TestCategorySelect;

export const labPublicSelect = {
  id: true,
  name: true,
  slug: true,
  emirate: true,
  area: true,
  address: true,
  phone: true,
  accreditation: true,
  homeCollection: true,
  weeklyHours: true,
  serviceEmirates: true,
  latitude: true,
  longitude: true,
} satisfies Prisma.LabSelect;

/**
 * A lab as public pages show it: the stored weekly schedule plus its text ("Sat–Thu 07:30–21:00,
 * Fri 14:00–21:00") as `openingHours`, and a directions link.
 */
export function toPublicLab<L extends Prisma.LabGetPayload<{ select: typeof labPublicSelect }>>(lab: L) {
  const weeklyHours = readWeeklyHours(lab.weeklyHours);
  return { ...lab, weeklyHours, openingHours: formatWeeklyHours(weeklyHours), directionsUrl: directionsUrl(lab) };
}

/** One test as a result card shows it: prices across labs in AED, lab count, fastest turnaround. */
export interface TestSummary {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  synonyms: string[];
  isPanel: boolean;
  sampleType: string;
  fastingHours: number;
  resultTime: string | null;
  preparationInstructions: string | null;
  category: { id: string; name: string; slug: string } | null;
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

/** Active categories in display order, each with its number of active tests. */
export async function listCategories(db: PrismaClient) {
  const rows = await db.testCategory.findMany({
    where: { active: true },
    orderBy: [{ sortOrder: "asc" }, { name: "asc" }],
    select: { ...categorySelect, _count: { select: { tests: { where: { active: true } } } } },
  });
  return rows.map(({ _count, ...c }) => ({ ...c, testCount: _count.tests }));
}

/** A category by UUID or slug. Throws NOT_FOUND "Category not found". */
export async function getCategory(db: PrismaClient, idOrSlug: string) {
  const category = await db.testCategory.findFirst({ where: { ...idOrSlugWhere(idOrSlug), active: true }, select: categorySelect });
  if (!category) throw new TRPCError({ code: "NOT_FOUND", message: messages.catalog.categoryNotFound });
  return category;
}

/** The active tests of a category ordered by name (SPEC: tests by category_id ordered by name). */
export async function listTestsByCategory(db: PrismaClient, categoryIdOrSlug: string): Promise<TestSummary[]> {
  const category = await getCategory(db, categoryIdOrSlug);
  const result = await searchTests(db, { q: "", category: category.id, page: 1, sort: "name" }, { pageSize: 1000 });
  return result.items;
}

/**
 * A test by UUID or slug with its category, panel components and every active offer at an active lab,
 * cheapest first. Throws NOT_FOUND "Test not found".
 */
export async function getTest(db: PrismaClient, idOrSlug: string) {
  const test = await db.test.findFirst({
    where: { ...idOrSlugWhere(idOrSlug), active: true },
    select: {
      id: true,
      slug: true,
      name: true,
      description: true,
      preparationInstructions: true,
      resultTime: true,
      loincCode: true,
      sampleType: true,
      fastingHours: true,
      synonyms: true,
      isPanel: true,
      updatedAt: true,
      category: { select: categorySelect },
      components: { select: { component: { select: { id: true, name: true, slug: true } } } },
      offers: {
        where: { active: true, lab: { active: true } },
        orderBy: [{ priceAed: "asc" }, { turnaroundHours: "asc" }],
        select: {
          id: true,
          priceAed: true,
          originalPriceAed: true,
          homeCollectionFeeAed: true,
          turnaroundHours: true,
          lab: { select: labPublicSelect },
        },
      },
    },
  });
  if (!test) throw new TRPCError({ code: "NOT_FOUND", message: messages.catalog.testNotFound });
  const offers = test.offers.map((o) => ({
    id: o.id,
    lab: toPublicLab(o.lab),
    priceAed: aedRequired(o.priceAed),
    originalPriceAed: aed(o.originalPriceAed),
    homeCollectionFeeAed: o.lab.homeCollection ? aed(o.homeCollectionFeeAed ?? 0) : null,
    turnaroundHours: o.turnaroundHours,
  }));
  const cheapest = offers[0];
  return {
    ...test,
    components: test.components.map((c) => c.component).sort((a, b) => a.name.localeCompare(b.name)),
    offers,
    lowestPriceAed: cheapest?.priceAed ?? null,
    originalPriceAed: cheapest?.originalPriceAed ?? null,
    highestPriceAed: offers.length ? offers[offers.length - 1]!.priceAed : null,
    labCount: offers.length,
    fastestTurnaroundHours: offers.length ? Math.min(...offers.map((o) => o.turnaroundHours)) : null,
  };
}

/**
 * Active labs (optionally of one emirate) with the number of tests each offers, by emirate and name;
 * with `near` ({ lat, lng }), nearest first with `distanceKm` (straight line, one decimal).
 */
export async function listLabs(db: PrismaClient, input: { emirate?: string; near?: LatLng } = {}) {
  const labs = await db.lab.findMany({
    where: { active: true, ...(input.emirate ? { emirate: input.emirate } : {}) },
    orderBy: [{ emirate: "asc" }, { name: "asc" }],
    select: { ...labPublicSelect, _count: { select: { offers: { where: { active: true } } } } },
  });
  const list = labs.map(({ _count, ...lab }) => ({ ...toPublicLab(lab), testCount: _count.offers, distanceKm: labDistanceKm(input.near, lab) }));
  if (input.near) list.sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) || a.name.localeCompare(b.name));
  return list;
}

/** Shortest query for which misspellings are matched (pg_trgm); shorter ones match words exactly or by prefix. */
export const MIN_FUZZY_QUERY_LENGTH = 4;
/** Full-text hits below which misspelling matches are added. */
export const FUZZY_FALLBACK_BELOW = 3;

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

function rowToSummary(r: SearchRow): TestSummary {
  return {
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
    lowestPriceAed: aedRequired(r.lowest_price),
    highestPriceAed: aedRequired(r.highest_price),
    originalPriceAed: aed(r.original_price),
    labCount: Number(r.lab_count),
    fastestTurnaroundHours: Number(r.fastest_turnaround),
  };
}

interface SearchRow {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  synonyms: string[] | null;
  is_panel: boolean;
  sample_type: string;
  fasting_hours: number;
  result_time: string | null;
  preparation_instructions: string | null;
  category_id: string | null;
  category_name: string | null;
  category_slug: string | null;
  lowest_price: Prisma.Decimal;
  highest_price: Prisma.Decimal;
  original_price: Prisma.Decimal | null;
  lab_count: bigint | number;
  fastest_turnaround: number;
}

/**
 * Ranked, typo-tolerant search over active tests that at least one active lab offers.
 * Matching: full-text (prefix match on every word) over name, abbreviations, LOINC code, category and
 * description. When that finds fewer than FUZZY_FALLBACK_BELOW tests (a misspelling: "vitamn d"),
 * pg_trgm word similarity over name/abbreviations/category is added. Trigram matching is slow in
 * PGlite and noisy on short words, so it is a fallback rather than always on.
 * Ranking: exact name/abbreviation match, then name similarity, then full-text rank.
 * Filters apply to offers (price range in AED, lab, emirate, home collection), so prices and lab
 * counts describe the labs that fit; relevance then ranks by the test's overall lab count.
 * 20 per page with the total, exact up to SEARCH_TOTAL_CAP (then `totalIsCapped`).
 */
export async function searchTests(
  db: PrismaClient,
  input: SearchParams,
  options: { pageSize?: number } = {},
): Promise<SearchResult> {
  const pageSize = options.pageSize ?? SEARCH_PAGE_SIZE;
  const q = input.q.trim().toLowerCase();
  const tokens = queryTokens(q);
  const tsquery = tokens.map((t) => `${t}:*`).join(" & ");
  const hasText = q.length > 0;
  const fullText = Prisma.sql`t.search_vector @@ to_tsquery('simple', ${tsquery})`;
  const trigram = Prisma.sql`${q} <% t.search_text`;

  const rank = !hasText
    ? Prisma.sql`0::float8`
    : Prisma.sql`(
        CASE WHEN lower(t.name) = ${q} OR EXISTS (SELECT 1 FROM unnest(t.synonyms) s WHERE lower(s) = ${q}) THEN 10 ELSE 0 END
        + 3 * similarity(lower(t.name), ${q})
        + 2 * word_similarity(${q}, t.search_text)
        ${tokens.length ? Prisma.sql`+ ts_rank(t.search_vector, to_tsquery('simple', ${tsquery}))` : Prisma.empty}
      )::float8`;
  const categoryFilter = input.category
    ? UUID_PATTERN.test(input.category)
      ? Prisma.sql`AND t.category_id = ${input.category}::uuid`
      : Prisma.sql`AND t.category_id = (SELECT c2.id FROM test_categories c2 WHERE c2.slug = ${input.category})`
    : Prisma.empty;
  const offerFilters = [
    input.lab
      ? UUID_PATTERN.test(input.lab)
        ? Prisma.sql`AND l.id = ${input.lab}::uuid`
        : Prisma.sql`AND l.slug = ${input.lab}`
      : null,
    input.emirate ? Prisma.sql`AND l.emirate = ${input.emirate}` : null,
    input.homeCollection ? Prisma.sql`AND l.home_collection` : null,
    input.minPrice !== undefined ? Prisma.sql`AND o.price_aed >= ${input.minPrice}` : null,
    input.maxPrice !== undefined ? Prisma.sql`AND o.price_aed <= ${input.maxPrice}` : null,
  ].filter((f): f is Prisma.Sql => f !== null);
  const testColumns = Prisma.sql`t.id, t.slug, t.name, t.description, t.synonyms, t.is_panel, t.sample_type::text AS sample_type,
             t.fasting_hours, t.result_time, t.preparation_instructions,
             c.id AS category_id, c.name AS category_name, c.slug AS category_slug`;
  /** Offers that fit the offer filters, for the test `t` of the enclosing query. */
  const fittingOffers = Prisma.sql`lab_test_offers o JOIN labs l ON l.id = o.lab_id AND l.active
          WHERE o.test_id = t.id AND o.active ${offerFilters.length ? Prisma.join(offerFilters, " ") : Prisma.empty}`;

  /**
   * One page of tests matching `textMatch`, and how many match (counted separately, up to the cap:
   * a window count over every match cost 300+ ms at 100,000 tests).
   */
  const runPage = async (textMatch: Prisma.Sql, page: number): Promise<{ rows: SearchRow[]; total: number }> => {
    const where = Prisma.sql`t.active AND t.offer_count > 0 AND ${textMatch} ${categoryFilter}`;
    const offset = (page - 1) * pageSize;
    let rowsQuery: Promise<SearchRow[]>;
    let matches: Prisma.Sql;
    if (!offerFilters.length) {
      // Each test's offer summary (kept by triggers) is all a card needs; the order is served by indexes.
      matches = Prisma.sql`SELECT 1 FROM tests t WHERE ${where}`;
      const order = {
        relevance: hasText ? Prisma.sql`${rank} DESC, t.offer_count DESC, t.name ASC` : Prisma.sql`t.offer_count DESC, t.name ASC`,
        price_asc: Prisma.sql`t.lowest_price_aed ASC, t.name ASC`,
        price_desc: Prisma.sql`t.lowest_price_aed DESC, t.name ASC`,
        name: Prisma.sql`t.name ASC`,
      }[input.sort];
      rowsQuery = db.$queryRaw<SearchRow[]>`
        SELECT ${testColumns},
               t.lowest_price_aed AS lowest_price, t.highest_price_aed AS highest_price,
               t.lowest_original_price_aed AS original_price, t.offer_count AS lab_count,
               t.fastest_turnaround_hours AS fastest_turnaround
        FROM tests t LEFT JOIN test_categories c ON c.id = t.category_id
        WHERE ${where}
        ORDER BY ${order}
        LIMIT ${pageSize} OFFSET ${offset}`;
    } else {
      // Prices and lab counts describe the labs that fit the filters, so they are aggregated over
      // those offers: for the price sorts over every match, otherwise only for the page's tests.
      matches = Prisma.sql`SELECT 1 FROM tests t WHERE ${where} AND EXISTS (SELECT 1 FROM ${fittingOffers})`;
      const summary = Prisma.sql`LATERAL (
          SELECT min(o.price_aed) AS lowest_price,
                 max(o.price_aed) AS highest_price,
                 (array_agg(o.original_price_aed ORDER BY o.price_aed ASC, o.turnaround_hours ASC))[1] AS original_price,
                 count(*) AS lab_count,
                 min(o.turnaround_hours) AS fastest_turnaround
          FROM ${fittingOffers}) p`;
      if (input.sort === "price_asc" || input.sort === "price_desc") {
        rowsQuery = db.$queryRaw<SearchRow[]>`
          SELECT ${testColumns}, p.*
          FROM tests t CROSS JOIN ${summary} LEFT JOIN test_categories c ON c.id = t.category_id
          WHERE ${where} AND p.lab_count > 0
          ORDER BY p.lowest_price ${input.sort === "price_asc" ? Prisma.sql`ASC` : Prisma.sql`DESC`}, t.name ASC
          LIMIT ${pageSize} OFFSET ${offset}`;
      } else {
        const order = input.sort === "name" ? Prisma.sql`t.name ASC` : hasText ? Prisma.sql`${rank} DESC, t.offer_count DESC, t.name ASC` : Prisma.sql`t.offer_count DESC, t.name ASC`;
        rowsQuery = db.$queryRaw<SearchRow[]>`
          SELECT ${testColumns}, p.*
          FROM (SELECT t.* FROM tests t WHERE ${where} AND EXISTS (SELECT 1 FROM ${fittingOffers})
                ORDER BY ${order} LIMIT ${pageSize} OFFSET ${offset}) t
          CROSS JOIN ${summary}
          LEFT JOIN test_categories c ON c.id = t.category_id
          ORDER BY ${order}`;
      }
    }
    const [rows, counted] = await Promise.all([
      // Pages end at the cap, as the count does.
      offset >= SEARCH_TOTAL_CAP ? Promise.resolve([]) : rowsQuery,
      db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM (${matches} LIMIT ${SEARCH_TOTAL_CAP + 1}) m`,
    ]);
    return { rows, total: counted[0]?.n ?? 0 };
  };

  let result: { rows: SearchRow[]; total: number };
  if (!hasText) {
    result = await runPage(Prisma.sql`TRUE`, input.page);
  } else {
    result = tokens.length ? await runPage(fullText, input.page) : { rows: [], total: 0 };
    // Trigram (typo) matching only from 4 characters: on "cbc" it would also match "cbz".
    if (result.total < FUZZY_FALLBACK_BELOW && q.length >= MIN_FUZZY_QUERY_LENGTH) {
      result = await runPage(tokens.length ? Prisma.sql`(${fullText} OR ${trigram})` : trigram, input.page);
    }
  }
  const totalIsCapped = result.total > SEARCH_TOTAL_CAP;
  const total = Math.min(result.total, SEARCH_TOTAL_CAP);
  return {
    items: result.rows.map(rowToSummary),
    total,
    totalIsCapped,
    page: input.page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/**
 * catalog.labs.offers: an active lab's active offers of active tests, by test name — for "Add
 * another test at this lab" and a lab's price list. Input: lab id or slug. Output: [{ offerId,
 * test: { id, name, slug, fastingHours, preparationInstructions }, priceAed, originalPriceAed,
 * homeCollectionFeeAed (AED strings; fee null when the lab has no home collection), turnaroundHours }].
 * Errors: NOT_FOUND "Lab not found".
 */
export async function listLabOffers(db: PrismaClient, labIdOrSlug: string) {
  const lab = await db.lab.findFirst({ where: { ...idOrSlugWhere(labIdOrSlug), active: true }, select: { id: true, homeCollection: true } });
  if (!lab) throw new TRPCError({ code: "NOT_FOUND", message: messages.booking.labNotFound });
  const offers = await db.labTestOffer.findMany({
    where: { labId: lab.id, active: true, test: { active: true } },
    orderBy: { test: { name: "asc" } },
    select: {
      id: true,
      priceAed: true,
      originalPriceAed: true,
      homeCollectionFeeAed: true,
      turnaroundHours: true,
      test: { select: { id: true, name: true, slug: true, fastingHours: true, preparationInstructions: true } },
    },
  });
  return offers.map((o) => ({
    offerId: o.id,
    test: o.test,
    priceAed: aedRequired(o.priceAed),
    originalPriceAed: aed(o.originalPriceAed),
    homeCollectionFeeAed: lab.homeCollection ? aed(o.homeCollectionFeeAed ?? 0) : null,
    turnaroundHours: o.turnaroundHours,
  }));
}
