/**
 * A test page (catalog.tests.byId): the test, the summary of all its offers, and one page of its
 * offers compared across labs — filtered, sorted and marked ("Lowest price", "Fastest results") over
 * every offer on the server, so only the page's offers travel. Money is AED strings with two
 * decimals; turnaround in hours; distances km.
 */
import {
  readPublicLabs,
  readTestDetail,
  type PrismaClient,
  type PublicLabRow,
  type TestDetailStatementRow,
  type TestOfferRow,
} from "@labcompare/db";
import {
  compareOffers,
  nowInDubai,
  TEST_OFFER_LIMIT_DEFAULT,
  type ComparedRow,
  type LatLng,
  type OfferFilters,
} from "@labcompare/domain";
import { messages, readStoredSchedule, type TestByIdInput } from "@labcompare/validators";
import { AppError } from "../app-error.ts";
import { aed, aedRequired } from "../money.ts";
import { resolvePayer, visitEstimate, type ResolvedPayer } from "../insurance/payer.service.ts";
import type { PlanCache } from "../insurance/plan-cache.ts";
import { toPublicLab } from "./catalog.service.ts";
import { offerChoices } from "./test-offer-choices.ts";

/** What a test page asks besides the test: catalog.tests.byId's input without `id` (all optional). */
export type TestPageQuery = Partial<Omit<TestByIdInput, "id">>;

/** An offer as the comparison reads it: prices, its lab's comparing fields, the payer's estimate. */
export type ComparableTestOffer = ReturnType<typeof comparableOffers>[number];

/** The comparison's filters from a query (absent: none; sort price). */
export function queryFilters(query: TestPageQuery): OfferFilters {
  return {
    sort: query.sort ?? "price",
    emirate: query.emirate || null,
    labArea: query.labArea || null,
    home: query.home ?? false,
    accreditation: query.accreditation || null,
    open: query.open || null,
  };
}

/**
 * Each offer of `row` with its home-collection fee as pages show it (null when the lab does not
 * collect, "0.00" when it collects free), its lab's comparing fields (the schedule read when the
 * statement carried it) and `estimate`: a lab visit for this test under the payer's plan (null for
 * self-pay).
 */
export function comparableOffers(row: TestDetailStatementRow, payer: ResolvedPayer) {
  const test = { testId: row.id, categoryId: row.category?.id ?? null };
  return row.offers.map((o) => ({
    id: o.id,
    labId: o.labId,
    priceAed: aedRequired(o.priceAed),
    originalPriceAed: aed(o.originalPriceAed),
    homeCollectionFeeAed: o.homeCollection ? aed(o.homeCollectionFeeAed ?? 0) : null,
    turnaroundHours: o.turnaroundHours,
    estimate: visitEstimate(
      payer,
      [{ ...test, priceAed: o.priceAed }],
      null,
      payer.networkLabIds.has(o.labId),
    ),
    lab: {
      name: o.name,
      emirate: o.emirate,
      area: o.area,
      accreditation: o.accreditation,
      homeCollection: o.homeCollection,
      weeklyHours: o.weeklyHours === undefined ? [] : readStoredSchedule(o.weeklyHours).weeklyHours,
      latitude: o.latitude,
      longitude: o.longitude,
    },
  }));
}

/**
 * The test's offers compared (`compareOffers` of @labcompare/domain/offer-compare: `filters`, sort,
 * the winners of what the filters leave) and the first `limit` of them (default 10). `near`: the
 * point for sorting by distance; `now`: the instant "open now" is read at.
 */
export function compareTestOffers(
  row: TestDetailStatementRow,
  payer: ResolvedPayer,
  filters: OfferFilters,
  limit: number | undefined,
  near: LatLng | null,
  now: Date,
) {
  const comparison = compareOffers(comparableOffers(row, payer), filters, near, nowInDubai(now));
  const page = comparison.rows.slice(0, limit ?? TEST_OFFER_LIMIT_DEFAULT);
  return { filters, ...comparison, page };
}

/** The lowest total of `rows` (the first of the order shown among equals), or null. */
function cheapestOf(rows: readonly ComparedRow<ComparableTestOffer>[]) {
  if (rows.length === 0) return null;
  const best = rows.reduce((a, b) => (b.total < a.total ? b : a));
  return {
    offerId: best.offer.id,
    labId: best.offer.labId,
    totalAed: aedRequired(best.total),
    priceAed: best.offer.priceAed,
    originalPriceAed: best.offer.originalPriceAed,
  };
}

/** The summary figures of every offer (`offers`: cheapest first): lowest and highest price, the cheapest's original, count, fastest. */
function allOffersSummary(offers: readonly TestOfferRow[]) {
  return {
    lowestPriceAed: offers.length ? aedRequired(offers[0]!.priceAed) : null,
    originalPriceAed: offers.length ? aed(offers[0]!.originalPriceAed) : null,
    highestPriceAed: offers.length ? aedRequired(offers[offers.length - 1]!.priceAed) : null,
    labCount: offers.length,
    fastestTurnaroundHours: offers.length ? Math.min(...offers.map((o) => o.turnaroundHours)) : null,
  };
}

/**
 * The answer of catalog.tests.byId from the statement's row, the compared offers and the public rows
 * of the page's labs: the test (components by name), the summary of all offers (`lowestPriceAed`,
 * `originalPriceAed`, `highestPriceAed`, `labCount`, `fastestTurnaroundHours`; null without offers),
 * `offers` (the page, each with its lab as public pages show it, its estimate and its winner marks),
 * `payer`, `planUnavailable` and `comparison`: the sort used (distance falls back to price without a
 * point), `home`, `matchCount` (offers the filters leave), `range` (their lowest and highest total),
 * `cheapest` (the lowest total), `fastestTurnaroundHours` (of those left) and the filters' `choices`.
 */
export function toTestPage(
  row: TestDetailStatementRow,
  compared: ReturnType<typeof compareTestOffers>,
  labs: readonly PublicLabRow[],
  payer: ResolvedPayer,
) {
  const { offers: all, components, ...test } = row;
  const labsById = new Map(labs.map((l) => [l.id, l]));
  const { rows, range, page } = compared;
  return {
    ...test,
    components: components.sort((a, b) => a.name.localeCompare(b.name)),
    ...allOffersSummary(all),
    offers: page.map(({ offer: o, lowestPrice, fastest }) => ({
      id: o.id,
      lab: toPublicLab(labsById.get(o.labId)!),
      priceAed: o.priceAed,
      originalPriceAed: o.originalPriceAed,
      homeCollectionFeeAed: o.homeCollectionFeeAed,
      turnaroundHours: o.turnaroundHours,
      estimate: o.estimate,
      lowestPrice,
      fastest,
    })),
    payer: payer.dto,
    planUnavailable: payer.planUnavailable,
    comparison: {
      sort: compared.sort,
      home: compared.filters.home,
      matchCount: rows.length,
      range: range ? { minAed: aedRequired(range.min), maxAed: aedRequired(range.max) } : null,
      cheapest: cheapestOf(rows),
      fastestTurnaroundHours: rows.length ? Math.min(...rows.map((r) => r.offer.turnaroundHours)) : null,
      choices: offerChoices(all),
    },
  };
}

/** The point distances are measured from: `near`, else the UAE area `areaId` (unknown: none). */
async function queryPoint(db: PrismaClient, query: TestPageQuery): Promise<LatLng | null> {
  if (query.near) return query.near;
  if (!query.areaId) return null;
  const area = await db.uaeArea.findUnique({
    where: { id: query.areaId },
    select: { latitude: true, longitude: true },
  });
  return area ? { lat: area.latitude, lng: area.longitude } : null;
}

/**
 * catalog.tests.byId: the test `idOrSlug` (UUID or slug) as `toTestPage` answers it, compared as
 * `query` asks (filters, sort, payer, the near-me point when sorting by distance, `limit` offers:
 * default 10, 0 for none). `now`: the instant "open now" is read at. Throws NOT_FOUND "Test not found".
 */
export async function getTestPage(
  db: PrismaClient,
  idOrSlug: string,
  query: TestPageQuery = {},
  plans?: PlanCache,
  now: Date = new Date(),
) {
  const filters = queryFilters(query);
  const [row, payer, near] = await Promise.all([
    readTestDetail(db, idOrSlug, { hours: filters.open !== null }),
    resolvePayer(db, query.payer, plans),
    filters.sort === "distance" ? queryPoint(db, query) : null,
  ]);
  if (!row) throw new AppError("NOT_FOUND", messages.catalog.testNotFound);
  const compared = compareTestOffers(row, payer, filters, query.limit, near, now);
  const labs = await readPublicLabs(
    db,
    compared.page.map((r) => r.offer.labId),
  );
  return toTestPage(row, compared, labs, payer);
}
