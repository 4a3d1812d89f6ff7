/**
 * "Which lab does all of these, cheapest, near me?": a basket of tests compared across labs, and the
 * UAE areas for "near me" (the home page's popular tests: popular-tests.service.ts; a lab's own page:
 * lab-page.service.ts). Money is AED (strings with two decimals), distances km (one decimal,
 * straight line), turnaround hours.
 */
import { AppError } from "../app-error.ts";
import { readBasketOffers, type Prisma, type PrismaClient } from "@labcompare/db";
import {
  bookingTotals,
  COMPARE_LAB_LIMIT_DEFAULT,
  labDistanceKm,
  type CollectionModeValue,
  type LatLng,
} from "@labcompare/domain";
import { messages } from "@labcompare/validators";
import { aed, aedRequired } from "../money.ts";
import { labPublicSelect, toPublicLab } from "./catalog.service.ts";
import type { PayerInput } from "@labcompare/validators";
import { resolvePayer, visitEstimate } from "../insurance/payer.service.ts";
import type { PlanCache } from "../insurance/plan-cache.ts";
import { byWhatThePatientPays } from "./basket-order.ts";

export interface CompareBasketInput {
  testIds: string[];
  emirate?: string;
  homeCollection?: boolean;
  near?: LatLng;
  /** An insurance plan (by slug) and the referral: each lab gains the patient's estimated share. */
  payer?: PayerInput;
  /** Labs answered at most, best first (default COMPARE_LAB_LIMIT_DEFAULT). */
  limit?: number;
  /** Only this lab (a booking's estimate). */
  labId?: string;
}

/** What ranking a lab needs of it; its public page fields are read for the labs answered only. */
const labRankSelect = {
  id: true,
  name: true,
  homeCollection: true,
  latitude: true,
  longitude: true,
} as const;

/**
 * The basket's tests, the labs `labWhere` admits (ranking fields), the tests' active offers with
 * their lab ids, the panels covering the whole basket with their offers, and the payer. Labs and
 * offers are read apart: offers with their lab joined in would repeat a lab per offer.
 */
async function readBasket(
  db: PrismaClient,
  ids: string[],
  labWhere: Prisma.LabWhereInput,
  payerInput: PayerInput | undefined,
  plans?: PlanCache,
) {
  // Independent reads, asked for together (a pool answers them at once).
  return Promise.all([
    db.test.findMany({
      where: { id: { in: ids }, active: true },
      select: { id: true, name: true, nameAr: true, slug: true, categoryId: true },
    }),
    db.lab.findMany({ where: labWhere, select: labRankSelect }),
    readBasketOffers(db, ids),
    readCoveringPanels(db, ids, labWhere),
    resolvePayer(db, payerInput, plans),
  ]);
}

/**
 * Active panels (other than the basket's tests) that contain every test of `ids`, with their active
 * offers at the labs `labWhere` admits: the panels are found from the components first, so the
 * statement grows with the panels holding these tests, not with every panel.
 */
async function readCoveringPanels(db: PrismaClient, ids: string[], labWhere: Prisma.LabWhereInput) {
  const covering = await db.panelComponent.groupBy({
    by: ["panelId"],
    where: { componentId: { in: ids } },
    having: { componentId: { _count: { equals: ids.length } } },
  });
  if (covering.length === 0) return [];
  return db.test.findMany({
    where: { id: { in: covering.map((c) => c.panelId), notIn: ids }, isPanel: true, active: true },
    select: {
      id: true,
      name: true,
      nameAr: true,
      slug: true,
      offers: { where: { active: true, lab: labWhere }, select: { labId: true, priceAed: true } },
    },
  });
}

type Basket = Awaited<ReturnType<typeof readBasket>>;
type BasketTest = Basket[0][number];
type BasketLab = Basket[1][number];
type BasketOffer = Basket[2][number];
type BasketPanels = Basket[3];

/** The panel at `labId` that covers the whole basket for the most less than its subtotal, or null. */
function cheaperPanel(panels: BasketPanels, labId: string, subtotalAed: string, covers: number) {
  let best: {
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
    if (saving > 0 && (!best || saving > Number(best.savingAed)))
      best = {
        testId: p.id,
        name: p.name,
        nameAr: p.nameAr,
        slug: p.slug,
        priceAed: aedRequired(offer.priceAed),
        savingAed: saving.toFixed(2),
        covers,
      };
  }
  return best;
}

/** One lab's line of the comparison: its offers of the basket in basket order, totals, panel and estimate. */
function compareAtLab(
  lab: BasketLab,
  items: BasketOffer[],
  basket: { tests: BasketTest[]; order: Map<string, number>; panels: BasketPanels; payer: Basket[4] },
  input: CompareBasketInput,
) {
  const { tests, order, panels, payer } = basket;
  const mode: CollectionModeValue = input.homeCollection ? "home_collection" : "lab_visit";
  items.sort((a, b) => order.get(a.testId)! - order.get(b.testId)!);
  const totals = bookingTotals(items, mode);
  const missing = tests
    .filter((t) => !items.some((i) => i.testId === t.id))
    .map((t) => ({ testId: t.id, name: t.name, nameAr: t.nameAr }));
  const complete = missing.length === 0;
  const testOf = new Map(tests.map((t) => [t.id, t]));
  return {
    lab,
    offered: items.map((i) => {
      const { name, nameAr, slug } = testOf.get(i.testId)!;
      return {
        testId: i.testId,
        name,
        nameAr,
        slug,
        priceAed: aedRequired(i.priceAed),
        originalPriceAed: aed(i.originalPriceAed),
        homeCollectionFeeAed: lab.homeCollection ? aed(i.homeCollectionFeeAed ?? 0) : null,
        turnaroundHours: i.turnaroundHours,
      };
    }),
    missing,
    complete,
    subtotalAed: totals.subtotalAed,
    homeCollectionFeeAed: totals.homeCollectionFeeAed,
    totalAed: totals.totalAed,
    turnaroundHours: Math.max(...items.map((i) => i.turnaroundHours)),
    distanceKm: labDistanceKm(input.near, lab),
    panel:
      complete && tests.length > 1 ? cheaperPanel(panels, lab.id, totals.subtotalAed, tests.length) : null,
    estimate: visitEstimate(
      payer,
      items.map((i) => ({
        testId: i.testId,
        categoryId: testOf.get(i.testId)?.categoryId ?? null,
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
 * labCount (every lab offering at least one of the tests; `labs` holds the first `limit` of them),
 * cheapestCompleteLabId, savingAed (what the patient pays at the dearest complete lab − at the cheapest:
 * the share with a plan, else the total; over every lab), completeCount (every complete lab), collectionMode (the
 * mode every total and the cheapest are for: "home_collection" when `homeCollection`, else "lab_visit"),
 * payer (the plan's names, referral and network date; null for self-pay), planUnavailable (a named plan
 * is unknown or switched off: self-pay prices) } and on each lab `estimate` (patientShare of
 * @labcompare/domain/insurance; null for self-pay).
 * Order: labs offering every test first by what the patient pays (the estimated share with a plan,
 * else the total; then total, distance, name); then partial matches by how few tests are missing. Filters: `emirate` (the lab's), `homeCollection` (labs that
 * collect at home; the fee is added), `labId` (that lab only). Errors: NOT_FOUND when a test does not exist.
 */
export async function compareBasket(db: PrismaClient, input: CompareBasketInput, plans?: PlanCache) {
  const ids = input.testIds.map((id) => id.toLowerCase());
  const mode: CollectionModeValue = input.homeCollection ? "home_collection" : "lab_visit";
  const labWhere = {
    active: true,
    ...(input.emirate ? { emirate: input.emirate } : {}),
    ...(input.homeCollection ? { homeCollection: true } : {}),
    ...(input.labId ? { id: input.labId.toLowerCase() } : {}),
  };
  const [tests, labRows, offers, panels, payer] = await readBasket(db, ids, labWhere, input.payer, plans);
  if (tests.length !== ids.length) throw new AppError("NOT_FOUND", messages.catalog.testNotFound);
  const order = new Map(ids.map((id, i) => [id, i]));
  tests.sort((a, b) => order.get(a.id)! - order.get(b.id)!);

  const labs = new Map(labRows.map((lab) => [lab.id, lab]));
  const byLab = new Map<string, { lab: BasketLab; items: BasketOffer[] }>();
  for (const o of offers) {
    const lab = labs.get(o.labId);
    if (!lab) continue;
    const entry = byLab.get(lab.id) ?? { lab, items: [] };
    entry.items.push(o);
    byLab.set(lab.id, entry);
  }
  const basket = { tests, order, panels, payer };
  const ranked = [...byLab.values()].map(({ lab, items }) => compareAtLab(lab, items, basket, input));
  ranked.sort(byWhatThePatientPays);
  const complete = ranked.filter((l) => l.complete);
  const cheapest = complete[0] ?? null;
  const dearest = complete.at(-1) ?? null;
  return {
    tests: tests.map(({ id, name, nameAr, slug }) => ({ id, name, nameAr, slug })),
    labs: await withPublicLabs(db, ranked.slice(0, input.limit ?? COMPARE_LAB_LIMIT_DEFAULT)),
    labCount: ranked.length,
    payer: payer.dto,
    planUnavailable: payer.planUnavailable,
    collectionMode: mode,
    completeCount: complete.length,
    cheapestCompleteLabId: cheapest?.lab.id ?? null,
    savingAed: cheapest && dearest ? (paidBy(dearest) - paidBy(cheapest)).toFixed(2) : null,
  };
}

/** The answered labs with each lab as public pages show it (toPublicLab) and its distance, read in one statement. */
async function withPublicLabs(db: PrismaClient, shown: ReturnType<typeof compareAtLab>[]) {
  const rows = await db.lab.findMany({
    where: { id: { in: shown.map((l) => l.lab.id) } },
    select: labPublicSelect,
  });
  const publicLab = new Map(rows.map((row) => [row.id, toPublicLab(row)]));
  return shown.map((line) => ({
    ...line,
    lab: { ...publicLab.get(line.lab.id)!, distanceKm: line.distanceKm },
  }));
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
