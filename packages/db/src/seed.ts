/**
 * Demo catalogue seed: categories, 400 real tests and panels, 24 fictional labs and their offers,
 * from prisma/seed-data/*.json. Prices per lab are derived deterministically (a seeded PRNG over the
 * lab and test slugs) from each test's typical UAE price and the lab's price factor, so re-runs give
 * identical data. Idempotent: rows are upserted by slug / (lab, test).
 */
import type { PrismaClient } from "./generated/prisma/client.ts";
import { parseOpeningHoursText } from "@labcompare/domain/schedule";
import { type WeeklyHours } from "@labcompare/domain/calendar";
import { readSeed, type CategorySeed, type LabSeed, type TestSeed } from "./seed-files.ts";

function weeklyHoursFromText(text: string): WeeklyHours {
  const weekly = parseOpeningHoursText(text);
  if (!weekly) throw new Error(`Seed: cannot read opening hours "${text}"`);
  return weekly;
}

/** mulberry32 over a string hash: the same (lab, test) pair always draws the same numbers. */
function rng(key: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The upsert arguments of a seed row by its unique slug: created with `slug`, `data` and `createOnly`,
 * or updated with `data`. Output: the row's id.
 */
function upsertBySlug<D extends object, C extends object>(slug: string, data: D, createOnly?: C) {
  return {
    where: { slug },
    create: { slug, ...data, ...createOnly },
    update: data,
    select: { id: true },
  } as const;
}

/**
 * Upserts each seed row in order through `upsert` (a model's upsert by the row's slug). Output: the
 * rows' ids by slug.
 */
async function upsertEachBySlug<S extends { slug: string }>(
  rows: S[],
  upsert: (row: S, index: number) => Promise<{ id: string }>,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const [index, row] of rows.entries()) ids.set(row.slug, (await upsert(row, index)).id);
  return ids;
}

/** Rounds an AED amount the way lab price lists do: to 5 AED below 1,000, to 10 AED above. */
function roundPrice(value: number): number {
  const step = value >= 1000 ? 10 : 5;
  return Math.max(step, Math.round(value / step) * step);
}

export interface OfferPlan {
  labSlug: string;
  testSlug: string;
  priceAed: number;
  originalPriceAed: number | null;
  homeCollectionFeeAed: number | null;
  turnaroundHours: number;
}

/**
 * Which lab offers which test at what price. Every test gets at least 3 labs. A test with an
 * `originalPriceAed` (the home page's popular tests) is offered at exactly its listed price and
 * original price by its first offering lab and at least 5 AED more elsewhere, so its "from" price is
 * the listed pair (CBC 85 / 120 AED, …).
 */
export function planOffers(tests: TestSeed[], labs: LabSeed[]): OfferPlan[] {
  const plans: OfferPlan[] = [];
  for (const test of tests) {
    const chosen = labs.filter((lab) => rng(`${lab.slug}|${test.slug}|offer`)() < lab.catalogueShare);
    for (const lab of labs) {
      if (chosen.length >= 3) break;
      if (!chosen.includes(lab)) chosen.push(lab);
    }
    chosen.forEach((lab, index) => {
      const r = rng(`${lab.slug}|${test.slug}|price`);
      let price = roundPrice(test.typicalPriceAed * lab.priceFactor * (0.9 + r() * 0.25));
      let original: number | null = r() < 0.18 ? roundPrice(price * (1.2 + r() * 0.4)) : null;
      if (test.originalPriceAed) {
        if (index === 0) {
          price = test.typicalPriceAed;
          original = test.originalPriceAed;
        } else {
          price = Math.max(price, test.typicalPriceAed + 5);
          if (original !== null && original <= price) original = null;
        }
      }
      plans.push({
        labSlug: lab.slug,
        testSlug: test.slug,
        priceAed: price,
        originalPriceAed: original,
        homeCollectionFeeAed: lab.homeCollection ? (lab.homeCollectionFeeAed ?? 0) : null,
        turnaroundHours: Math.max(2, Math.round(test.turnaroundHours * (0.75 + r() * 0.75))),
      });
    });
  }
  return plans;
}

export interface SeedSummary {
  categories: number;
  tests: number;
  labs: number;
  offers: number;
}

/** Upserts the whole demo catalogue. Safe to run again; returns the row counts afterwards. */
export async function seedCatalog(prisma: PrismaClient): Promise<SeedSummary> {
  const categories = readSeed<CategorySeed[]>("categories.json");
  const tests = readSeed<TestSeed[]>("tests.json");
  const labs = readSeed<LabSeed[]>("labs.json");

  // The Arabic fields are written on every run (null when the file has none), as the English ones are.
  const categoryIds = await upsertEachBySlug(categories, (c, sortOrder) => {
    const data = {
      name: c.name,
      nameAr: c.nameAr ?? null,
      description: c.description,
      descriptionAr: c.descriptionAr ?? null,
      icon: c.icon,
      sortOrder,
    };
    return prisma.testCategory.upsert(upsertBySlug(c.slug, data));
  });

  const testIds = await upsertEachBySlug(tests, (t) => {
    const data = {
      name: t.name,
      nameAr: t.nameAr ?? null,
      description: t.description,
      descriptionAr: t.descriptionAr ?? null,
      categoryId: categoryIds.get(t.category) ?? null,
      preparationInstructions: t.preparation,
      preparationInstructionsAr: t.preparationAr ?? null,
      synonymsAr: t.synonymsAr ?? [],
      resultTime: t.resultTime,
      loincCode: t.loinc,
      sampleType: t.sampleType,
      fastingHours: t.fastingHours,
      synonyms: t.abbreviations,
      isPanel: t.isPanel,
    };
    return prisma.test.upsert(upsertBySlug(t.slug, data));
  });
  await prisma.panelComponent.createMany({
    data: tests.flatMap((t) =>
      t.components
        .map((c) => ({ panelId: testIds.get(t.slug)!, componentId: testIds.get(c)! }))
        .filter((p) => p.componentId),
    ),
    skipDuplicates: true,
  });

  const labIds = await upsertEachBySlug(labs, (l) => {
    const data = {
      name: l.name,
      nameAr: l.nameAr ?? null,
      emirate: l.emirate,
      area: l.area,
      areaAr: l.areaAr ?? null,
      address: l.address,
      addressAr: l.addressAr ?? null,
      phone: l.phone,
      accreditation: l.accreditation,
      homeCollection: l.homeCollection,
      // The seed keeps each lab's hours as the text a lab would publish; stored as a weekly schedule.
      weeklyHours: weeklyHoursFromText(l.openingHours),
      latitude: l.latitude,
      longitude: l.longitude,
      serviceEmirates: l.serviceEmirates,
    };
    // Auto-confirm only on create: a re-run keeps what an admin has chosen since.
    return prisma.lab.upsert(upsertBySlug(l.slug, data, { autoConfirm: l.autoConfirm ?? false }));
  });

  // New pairs only: a re-run never overwrites prices an admin has since changed.
  await prisma.labTestOffer.createMany({
    data: planOffers(tests, labs).map((p) => ({
      labId: labIds.get(p.labSlug)!,
      testId: testIds.get(p.testSlug)!,
      priceAed: p.priceAed,
      originalPriceAed: p.originalPriceAed,
      homeCollectionFeeAed: p.homeCollectionFeeAed,
      turnaroundHours: p.turnaroundHours,
    })),
    skipDuplicates: true,
  });

  const [c, t, l, o] = await Promise.all([
    prisma.testCategory.count(),
    prisma.test.count(),
    prisma.lab.count(),
    prisma.labTestOffer.count(),
  ]);
  return { categories: c, tests: t, labs: l, offers: o };
}
