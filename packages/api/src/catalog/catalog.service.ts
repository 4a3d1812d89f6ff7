/**
 * Catalogue reads: categories, tests of a category, labs (search: search.service.ts; a test's page:
 * test-page.service.ts; a lab's page: lab-page.service.ts).
 * Every function takes the Prisma client first so scripts and tests can call it directly.
 * Money is returned as AED strings with two decimals; turnaround in hours.
 */
import { Prisma, type PrismaClient } from "@labcompare/db";
import { directionsUrl, labDistanceKm, type LatLng, type WeeklyHours } from "@labcompare/domain";
import { messages, readStoredSchedule } from "@labcompare/validators";
import { aed, aedRequired, idOrSlugWhere } from "../money.ts";
import { AppError } from "../app-error.ts";
import { searchTests, type TestSummary } from "./search.service.ts";

export const categorySelect = {
  id: true,
  name: true,
  nameAr: true,
  slug: true,
  description: true,
  descriptionAr: true,
  icon: true,
} satisfies Prisma.TestCategorySelect;

export const labPublicSelect = {
  id: true,
  name: true,
  nameAr: true,
  slug: true,
  emirate: true,
  area: true,
  areaAr: true,
  address: true,
  addressAr: true,
  phone: true,
  accreditation: true,
  homeCollection: true,
  weeklyHours: true,
  serviceEmirates: true,
  latitude: true,
  longitude: true,
} satisfies Prisma.LabSelect;

/** An offer's price columns: prices (AED), turnaround (hours). */
export const offerPriceSelect = {
  id: true,
  priceAed: true,
  originalPriceAed: true,
  homeCollectionFeeAed: true,
  turnaroundHours: true,
} satisfies Prisma.LabTestOfferSelect;

/** A test as a lab's offer list and a booking's items show it: names, link and how to prepare. */
export const itemTestSelect = {
  id: true,
  name: true,
  nameAr: true,
  slug: true,
  fastingHours: true,
  preparationInstructions: true,
} satisfies Prisma.TestSelect;

/** A lab's public columns: as `labPublicSelect` reads them, or as a statement does (the schedule as JSON text). */
type PublicLabRow = Omit<Prisma.LabGetPayload<{ select: typeof labPublicSelect }>, "weeklyHours"> & {
  weeklyHours: unknown;
};

/**
 * A lab as public pages show it: the stored weekly schedule read (7 days from Sunday, intervals
 * "HH:mm" in Asia/Dubai; malformed reads as closed all week), its text ("Sat–Thu 07:30–21:00,
 * Fri 14:00–21:00") as `openingHours`, and a directions link.
 */
export function toPublicLab<L extends PublicLabRow>(
  lab: L,
): Omit<L, "weeklyHours"> & { weeklyHours: WeeklyHours; openingHours: string; directionsUrl: string } {
  const schedule = readStoredSchedule(lab.weeklyHours);
  return {
    ...lab,
    weeklyHours: schedule.weeklyHours,
    openingHours: schedule.openingHours,
    directionsUrl: directionsUrl(lab),
  };
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
  const category = await db.testCategory.findFirst({
    where: { ...idOrSlugWhere(idOrSlug), active: true },
    select: categorySelect,
  });
  if (!category) throw new AppError("NOT_FOUND", messages.catalog.categoryNotFound);
  return category;
}

/** The active tests of a category ordered by name (SPEC: tests by category_id ordered by name). */
export async function listTestsByCategory(
  db: PrismaClient,
  categoryIdOrSlug: string,
): Promise<TestSummary[]> {
  const category = await getCategory(db, categoryIdOrSlug);
  const result = await searchTests(
    db,
    { q: "", category: category.id, page: 1, sort: "name" },
    { pageSize: 1000 },
  );
  return result.items;
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
  const list = labs.map(({ _count, ...lab }) => ({
    ...toPublicLab(lab),
    testCount: _count.offers,
    distanceKm: labDistanceKm(input.near, lab),
  }));
  if (input.near)
    list.sort(
      (a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) || a.name.localeCompare(b.name),
    );
  return list;
}

/**
 * catalog.labs.offers: an active lab's active offers of active tests, by test name — for "Add
 * another test at this lab" and a lab's price list. Input: lab id or slug. Output: [{ offerId,
 * test: { id, name, nameAr, slug, fastingHours, preparationInstructions }, priceAed, originalPriceAed,
 * homeCollectionFeeAed (AED strings; fee null when the lab has no home collection), turnaroundHours }].
 * Errors: NOT_FOUND "Lab not found".
 */
export async function listLabOffers(db: PrismaClient, labIdOrSlug: string) {
  const lab = await db.lab.findFirst({
    where: { ...idOrSlugWhere(labIdOrSlug), active: true },
    select: { id: true, homeCollection: true },
  });
  if (!lab) throw new AppError("NOT_FOUND", messages.booking.labNotFound);
  const offers = await db.labTestOffer.findMany({
    where: { labId: lab.id, active: true, test: { active: true } },
    orderBy: { test: { name: "asc" } },
    select: { ...offerPriceSelect, test: { select: itemTestSelect } },
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
