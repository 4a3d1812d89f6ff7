/**
 * "Which lab does all of these, cheapest, near me?": a basket of tests compared across labs, the
 * UAE areas for "near me", the home page's popular tests from live offers, and a lab's own page.
 * Money is AED (strings with two decimals), distances km (one decimal, straight line), turnaround
 * hours.
 */
import { AppError } from "../app-error.ts";
import type { PrismaClient } from "@labcompare/db";
import { bookingTotals, labDistanceKm, type CollectionModeValue, type LatLng } from "@labcompare/domain";
import { messages } from "@labcompare/validators";
import { aed, aedRequired, idOrSlugWhere } from "../money.ts";
import { labPublicSelect, toPublicLab } from "./catalog.service.ts";

export interface CompareBasketInput {
  testIds: string[];
  emirate?: string;
  homeCollection?: boolean;
  near?: LatLng;
}

/**
 * catalog.compareBasket. Output: { tests: [{ id, name, slug }], labs: [{ lab (public lab + distanceKm),
 * offered: [{ testId, name, slug, priceAed, originalPriceAed, homeCollectionFeeAed, turnaroundHours }],
 * missing: [{ testId, name }], complete, subtotalAed, homeCollectionFeeAed (one visit: the highest fee
 * among the offered items — homeCollectionFeeForVisit, the booking's rule), totalAed, turnaroundHours
 * (the slowest item), distanceKm, panel: { testId, name, slug, priceAed, savingAed, covers } | null }],
 * cheapestCompleteLabId, savingAed (dearest complete total − cheapest), completeCount, collectionMode (the
 * mode every total and the cheapest are for: "home_collection" when `homeCollection`, else "lab_visit") }.
 * Order: labs offering every test first by total (then distance, name); then partial matches by how
 * few tests are missing, then total. Filters: `emirate` (the lab's), `homeCollection` (labs that
 * collect at home; the fee is added). Errors: NOT_FOUND when a test does not exist.
 */
export async function compareBasket(db: PrismaClient, input: CompareBasketInput) {
  const ids = input.testIds.map((id) => id.toLowerCase());
  const tests = await db.test.findMany({
    where: { id: { in: ids }, active: true },
    select: { id: true, name: true, slug: true },
  });
  if (tests.length !== ids.length) throw new AppError("NOT_FOUND", messages.catalog.testNotFound);
  const order = new Map(ids.map((id, i) => [id, i]));
  tests.sort((a, b) => order.get(a.id)! - order.get(b.id)!);

  const labWhere = {
    active: true,
    ...(input.emirate ? { emirate: input.emirate } : {}),
    ...(input.homeCollection ? { homeCollection: true } : {}),
  };
  const offers = await db.labTestOffer.findMany({
    where: { testId: { in: ids }, active: true, lab: labWhere },
    select: {
      testId: true,
      priceAed: true,
      originalPriceAed: true,
      homeCollectionFeeAed: true,
      turnaroundHours: true,
      lab: { select: labPublicSelect },
    },
  });

  // Panels that contain every basket test, offered at these labs (for "covers these tests for less").
  const panels = await db.test.findMany({
    where: {
      isPanel: true,
      active: true,
      id: { notIn: ids },
      AND: ids.map((id) => ({ components: { some: { componentId: id } } })),
    },
    select: {
      id: true,
      name: true,
      slug: true,
      offers: { where: { active: true, lab: labWhere }, select: { labId: true, priceAed: true } },
    },
  });

  const byLab = new Map<string, { lab: (typeof offers)[number]["lab"]; items: typeof offers }>();
  for (const o of offers) {
    const entry = byLab.get(o.lab.id) ?? { lab: o.lab, items: [] };
    entry.items.push(o);
    byLab.set(o.lab.id, entry);
  }
  const mode: CollectionModeValue = input.homeCollection ? "home_collection" : "lab_visit";
  const labs = [...byLab.values()].map(({ lab, items }) => {
    items.sort((a, b) => order.get(a.testId)! - order.get(b.testId)!);
    const totals = bookingTotals(items, mode);
    const missing = tests
      .filter((t) => !items.some((i) => i.testId === t.id))
      .map((t) => ({ testId: t.id, name: t.name }));
    const distanceKm = labDistanceKm(input.near, lab);
    const complete = missing.length === 0;
    let panel: {
      testId: string;
      name: string;
      slug: string;
      priceAed: string;
      savingAed: string;
      covers: number;
    } | null = null;
    if (complete && tests.length > 1) {
      for (const p of panels) {
        const offer = p.offers.find((o) => o.labId === lab.id);
        if (!offer) continue;
        const saving = Number(totals.subtotalAed) - Number(offer.priceAed);
        if (saving > 0 && (!panel || saving > Number(panel.savingAed))) {
          panel = {
            testId: p.id,
            name: p.name,
            slug: p.slug,
            priceAed: aedRequired(offer.priceAed),
            savingAed: saving.toFixed(2),
            covers: tests.length,
          };
        }
      }
    }
    return {
      lab: { ...toPublicLab(lab), distanceKm },
      offered: items.map((i) => ({
        testId: i.testId,
        name: tests.find((t) => t.id === i.testId)!.name,
        slug: tests.find((t) => t.id === i.testId)!.slug,
        priceAed: aedRequired(i.priceAed),
        originalPriceAed: aed(i.originalPriceAed),
        homeCollectionFeeAed: lab.homeCollection ? aed(i.homeCollectionFeeAed ?? 0) : null,
        turnaroundHours: i.turnaroundHours,
      })),
      missing,
      complete,
      subtotalAed: totals.subtotalAed,
      homeCollectionFeeAed: totals.homeCollectionFeeAed,
      totalAed: totals.totalAed,
      turnaroundHours: Math.max(...items.map((i) => i.turnaroundHours)),
      distanceKm,
      panel,
    };
  });
  const byDistanceThenName = (a: (typeof labs)[number], b: (typeof labs)[number]) =>
    (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) || a.lab.name.localeCompare(b.lab.name);
  labs.sort((a, b) => {
    if (a.complete !== b.complete) return a.complete ? -1 : 1;
    if (!a.complete && a.missing.length !== b.missing.length) return a.missing.length - b.missing.length;
    return Number(a.totalAed) - Number(b.totalAed) || byDistanceThenName(a, b);
  });
  const complete = labs.filter((l) => l.complete);
  const cheapest = complete[0] ?? null;
  const dearest = complete.at(-1) ?? null;
  return {
    tests,
    labs,
    collectionMode: mode,
    completeCount: complete.length,
    cheapestCompleteLabId: cheapest?.lab.id ?? null,
    savingAed: cheapest && dearest ? (Number(dearest.totalAed) - Number(cheapest.totalAed)).toFixed(2) : null,
  };
}

/** The home page's popular tests (SPEC's five, in SPEC's order), by slug. */
export const POPULAR_TEST_SLUGS = [
  "complete-blood-count-cbc",
  "vitamin-d-test",
  "thyroid-function-tsh",
  "lipid-profile",
  "comprehensive-health-package",
] as const;

/**
 * catalog.popularTests: SPEC's five popular tests with their live "from" price — the cheapest active
 * offer at an active lab — and that offer's original (struck-through) price. Tests without offers are
 * left out. Output: [{ id, slug, name, nameAr, categorySlug, priceAed, originalPriceAed }].
 */
export async function popularTests(db: PrismaClient) {
  const tests = await db.test.findMany({
    where: { slug: { in: [...POPULAR_TEST_SLUGS] }, active: true },
    select: {
      id: true,
      slug: true,
      name: true,
      nameAr: true,
      category: { select: { slug: true } },
      offers: {
        where: { active: true, lab: { active: true } },
        orderBy: [{ priceAed: "asc" }, { id: "asc" }],
        take: 1,
        select: { priceAed: true, originalPriceAed: true },
      },
    },
  });
  return POPULAR_TEST_SLUGS.flatMap((slug) => {
    const t = tests.find((x) => x.slug === slug);
    const cheapest = t?.offers[0];
    if (!t || !cheapest) return [];
    return [
      {
        id: t.id,
        slug: t.slug,
        name: t.name,
        nameAr: t.nameAr,
        categorySlug: t.category?.slug ?? null,
        priceAed: aedRequired(cheapest.priceAed),
        originalPriceAed: aed(cheapest.originalPriceAed),
      },
    ];
  });
}

/** catalog.areas: UAE areas with centre points for "near me", by emirate then name. */
export async function listAreas(db: PrismaClient) {
  return db.uaeArea.findMany({
    orderBy: [{ emirate: "asc" }, { name: "asc" }],
    select: { id: true, name: true, emirate: true, latitude: true, longitude: true },
  });
}

/** catalog.labs.bySlug: an active lab's public page (address, hours, coordinates, accreditation, counts). NOT_FOUND "Lab not found". */
export async function getLab(db: PrismaClient, idOrSlug: string) {
  const lab = await db.lab.findFirst({
    where: { ...idOrSlugWhere(idOrSlug), active: true },
    select: {
      ...labPublicSelect,
      _count: { select: { offers: { where: { active: true, test: { active: true } } } } },
    },
  });
  if (!lab) throw new AppError("NOT_FOUND", messages.booking.labNotFound);
  const { _count, ...rest } = lab;
  return { ...toPublicLab(rest), testCount: _count.offers };
}
