/**
 * "Which lab does all of these, cheapest, near me?": a basket of tests compared across labs, and the
 * UAE areas for "near me" (the home page's popular tests: popular-tests.service.ts; a lab's own page:
 * lab-page.service.ts). Money is AED (strings with two decimals), distances km (one decimal,
 * straight line), turnaround hours.
 */
import { AppError } from "../app-error.ts";
import type { PrismaClient } from "@labcompare/db";
import { bookingTotals, labDistanceKm, type CollectionModeValue, type LatLng } from "@labcompare/domain";
import { messages } from "@labcompare/validators";
import { aed, aedRequired } from "../money.ts";
import { labPublicSelect, toPublicLab } from "./catalog.service.ts";
import type { PayerInput } from "@labcompare/validators";
import { resolvePayer, visitEstimate, type ResolvedPayer } from "../insurance/payer.service.ts";
import type { PlanCache } from "../insurance/plan-cache.ts";
import { byWhatThePatientPays } from "./basket-order.ts";

export interface CompareBasketInput {
  testIds: string[];
  emirate?: string;
  homeCollection?: boolean;
  near?: LatLng;
  /** An insurance plan (by slug) and the referral: each lab gains the patient's estimated share. */
  payer?: PayerInput;
}

/** Reads a basket's tests, the offers and covering panels at the labs that pass the filters, and the payer. */
async function readBasket(db: PrismaClient, ids: string[], input: CompareBasketInput, plans?: PlanCache) {
  const labWhere = {
    active: true,
    ...(input.emirate ? { emirate: input.emirate } : {}),
    ...(input.homeCollection ? { homeCollection: true } : {}),
  };
  // Independent reads, asked for together (a pool answers them at once).
  const testsRead = db.test.findMany({
    where: { id: { in: ids }, active: true },
    select: { id: true, name: true, nameAr: true, slug: true, categoryId: true },
  });
  const offersRead = db.labTestOffer.findMany({
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
  const panelsRead = db.test.findMany({
    where: {
      isPanel: true,
      active: true,
      id: { notIn: ids },
      AND: ids.map((id) => ({ components: { some: { componentId: id } } })),
    },
    select: {
      id: true,
      name: true,
      nameAr: true,
      slug: true,
      offers: { where: { active: true, lab: labWhere }, select: { labId: true, priceAed: true } },
    },
  });
  const [tests, offers, panels, payer] = await Promise.all([
    testsRead,
    offersRead,
    panelsRead,
    resolvePayer(db, input.payer, plans),
  ]);
  return { tests, offers, panels, payer };
}

type Basket = Awaited<ReturnType<typeof readBasket>>;
type BasketOffer = Basket["offers"][number];

/**
 * The panel at `labId` that covers every basket test for less than `subtotalAed` (the largest
 * saving), or null. Money as AED strings with two decimals.
 */
function cheaperPanel(panels: Basket["panels"], labId: string, subtotalAed: string, covers: number) {
  let panel: {
    testId: string;
    name: string;
    nameAr: string | null;
    slug: string;
    priceAed: string;
    savingAed: string;
    covers: number;
  } | null = null;
  for (const p of panels) {
    const offer = p.offers.find((o) => o.labId === labId);
    if (!offer) continue;
    const saving = Number(subtotalAed) - Number(offer.priceAed);
    if (saving > 0 && (!panel || saving > Number(panel.savingAed))) {
      panel = {
        testId: p.id,
        name: p.name,
        nameAr: p.nameAr,
        slug: p.slug,
        priceAed: aedRequired(offer.priceAed),
        savingAed: saving.toFixed(2),
        covers,
      };
    }
  }
  return panel;
}

/** What the basket comes to at one lab: its offered and missing tests, totals, panel and estimate. */
function compareAtLab(
  lab: BasketOffer["lab"],
  items: BasketOffer[],
  basket: {
    tests: Basket["tests"];
    panels: Basket["panels"];
    payer: ResolvedPayer;
    categoryOf: Map<string, string | null>;
  },
  at: { order: Map<string, number>; mode: CollectionModeValue; near: LatLng | undefined },
) {
  const { tests, panels, payer, categoryOf } = basket;
  const pick = ({ name, nameAr, slug }: (typeof tests)[number]) => ({ name, nameAr, slug });
  items.sort((a, b) => at.order.get(a.testId)! - at.order.get(b.testId)!);
  const totals = bookingTotals(items, at.mode);
  const missing = tests
    .filter((t) => !items.some((i) => i.testId === t.id))
    .map((t) => ({ testId: t.id, name: t.name, nameAr: t.nameAr }));
  const distanceKm = labDistanceKm(at.near, lab);
  const complete = missing.length === 0;
  const panel =
    complete && tests.length > 1 ? cheaperPanel(panels, lab.id, totals.subtotalAed, tests.length) : null;
  return {
    lab: { ...toPublicLab(lab), distanceKm },
    offered: items.map((i) => ({
      testId: i.testId,
      ...pick(tests.find((t) => t.id === i.testId)!),
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
    estimate: visitEstimate(
      payer,
      items.map((i) => ({
        testId: i.testId,
        categoryId: categoryOf.get(i.testId) ?? null,
        priceAed: i.priceAed,
      })),
      totals.homeCollectionFeeAed,
      payer.networkLabIds.has(lab.id),
    ),
  };
}

/**
 * catalog.compareBasket. Output: { tests: [{ id, name, nameAr, slug }], labs: [{ lab (public lab + distanceKm),
 * offered: [{ testId, name, nameAr, slug, priceAed, originalPriceAed, homeCollectionFeeAed, turnaroundHours }],
 * missing: [{ testId, name, nameAr }], complete, subtotalAed, homeCollectionFeeAed (one visit: the highest fee
 * among the offered items — homeCollectionFeeForVisit, the booking's rule), totalAed, turnaroundHours
 * (the slowest item), distanceKm, panel: { testId, name, nameAr, slug, priceAed, savingAed, covers } | null }],
 * cheapestCompleteLabId, savingAed (what the patient pays at the dearest complete lab − at the cheapest:
 * the share with a plan, else the total), completeCount, collectionMode (the
 * mode every total and the cheapest are for: "home_collection" when `homeCollection`, else "lab_visit"),
 * payer (the plan's names, referral and network date; null for self-pay), planUnavailable (a named plan
 * is unknown or switched off: self-pay prices) } and on each lab `estimate` (patientShare of
 * @labcompare/domain/insurance; null for self-pay).
 * Order: labs offering every test first by what the patient pays (the estimated share with a plan,
 * else the total; then total, distance, name); then partial matches by how few tests are missing. Filters: `emirate` (the lab's), `homeCollection` (labs that
 * collect at home; the fee is added). Errors: NOT_FOUND when a test does not exist.
 */
export async function compareBasket(db: PrismaClient, input: CompareBasketInput, plans?: PlanCache) {
  const ids = input.testIds.map((id) => id.toLowerCase());
  const { tests, offers, panels, payer } = await readBasket(db, ids, input, plans);
  if (tests.length !== ids.length) throw new AppError("NOT_FOUND", messages.catalog.testNotFound);
  const order = new Map(ids.map((id, i) => [id, i]));
  tests.sort((a, b) => order.get(a.id)! - order.get(b.id)!);

  const byLab = new Map<string, { lab: (typeof offers)[number]["lab"]; items: typeof offers }>();
  for (const o of offers) {
    const entry = byLab.get(o.lab.id) ?? { lab: o.lab, items: [] };
    entry.items.push(o);
    byLab.set(o.lab.id, entry);
  }
  const mode: CollectionModeValue = input.homeCollection ? "home_collection" : "lab_visit";
  const categoryOf = new Map(tests.map((t) => [t.id, t.categoryId]));
  const labs = [...byLab.values()].map(({ lab, items }) =>
    compareAtLab(lab, items, { tests, panels, payer, categoryOf }, { order, mode, near: input.near }),
  );
  labs.sort(byWhatThePatientPays);
  const complete = labs.filter((l) => l.complete);
  const cheapest = complete[0] ?? null;
  const dearest = complete.at(-1) ?? null;
  return {
    tests: tests.map(({ id, name, nameAr, slug }) => ({ id, name, nameAr, slug })),
    labs,
    payer: payer.dto,
    planUnavailable: payer.planUnavailable,
    collectionMode: mode,
    completeCount: complete.length,
    cheapestCompleteLabId: cheapest?.lab.id ?? null,
    savingAed: cheapest && dearest ? (paidBy(dearest) - paidBy(cheapest)).toFixed(2) : null,
  };
}

/** What the patient pays at a lab, AED: the estimated share with a plan, else the total. */
const paidBy = (lab: { totalAed: string; estimate: { patientShareAed: string } | null }) =>
  Number(lab.estimate?.patientShareAed ?? lab.totalAed);

/** catalog.areas: UAE areas with centre points for "near me" (names in English and Arabic), by emirate then name. */
export async function listAreas(db: PrismaClient) {
  return db.uaeArea.findMany({
    orderBy: [{ emirate: "asc" }, { name: "asc" }],
    select: { id: true, name: true, nameAr: true, emirate: true, latitude: true, longitude: true },
  });
}
