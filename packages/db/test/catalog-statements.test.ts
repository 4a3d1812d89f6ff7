/**
 * The catalogue's hot reads go straight to the driver (`readRows`, packages/db/src/driver.ts), and
 * the API's pages are built from them (packages/api's catalog and search services, imported here).
 * These tests hold them to what Prisma reads: the test page's statements against Prisma's typed
 * client, and every statement through the driver against the same statement through Prisma's raw
 * path (the fallback for transaction clients), so both drivers' type handling agrees.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseOpeningHoursText } from "@labcompare/domain";
import {
  labPricesStatement,
  publicLabsStatement,
  testDetailStatement,
  type Prisma,
  type PrismaClient,
} from "../src/index.ts";
import { readRows } from "../src/driver.ts";
import { categorySelect, labPublicSelect, toPublicLab } from "../../api/src/catalog/catalog.service.ts";
import { getTestPage } from "../../api/src/catalog/test-page.service.ts";
import { searchTests, type SearchParams } from "../../api/src/catalog/search.service.ts";
import { createWorld, seedFixture, type Fixture, type TestWorld } from "../../api/test/helpers.ts";

let world: TestWorld;
let fx: Fixture;
let db: PrismaClient;

/** The same client seen only through `$queryRawUnsafe`: not registered, so `readRows` goes through Prisma. */
const throughPrisma = () =>
  ({ $queryRawUnsafe: db.$queryRawUnsafe.bind(db) }) as Pick<PrismaClient, "$queryRawUnsafe">;

beforeAll(async () => {
  world = await createWorld();
  fx = await seedFixture(world);
  db = world.db.prisma;
  // What the statement must leave out or carry: an inactive lab's offer, an inactive offer, a panel
  // with components, a test without a category, a lab without coordinates, equal prices (tie order).
  const closed = await db.lab.create({
    data: {
      name: "Closed Lab",
      slug: "closed-lab",
      emirate: "Dubai",
      area: "Karama",
      address: "Street 9",
      phone: "+971 4 222 2222",
      weeklyHours: parseOpeningHoursText("24 hours")!,
      active: false,
    },
  });
  const panel = await db.test.create({
    data: {
      name: "Wellness Panel",
      slug: "wellness-panel",
      isPanel: true,
      synonyms: [],
      sampleType: "urine",
      fastingHours: 12,
    },
  });
  await db.panelComponent.createMany({
    data: [fx.lipidId, fx.cbcId].map((componentId) => ({ panelId: panel.id, componentId })),
  });
  await db.labTestOffer.createMany({
    data: [
      { labId: closed.id, testId: fx.cbcId, priceAed: 10, turnaroundHours: 1 },
      { labId: fx.otherLabId, testId: fx.cbcId, priceAed: 9, turnaroundHours: 1, active: false },
      {
        labId: fx.dubaiLabId,
        testId: panel.id,
        priceAed: 300.5,
        originalPriceAed: 410.25,
        homeCollectionFeeAed: 0,
        turnaroundHours: 48,
      },
      { labId: fx.abuDhabiLabId, testId: panel.id, priceAed: 300.5, turnaroundHours: 24 },
      { labId: fx.otherLabId, testId: panel.id, priceAed: 300.5, turnaroundHours: 24 },
    ],
  });
  await db.lab.update({ where: { id: fx.otherLabId }, data: { latitude: null, longitude: null } });
  // Arabic fields, set on some rows only (the others read as null / empty).
  const cbc = await db.test.update({
    where: { id: fx.cbcId },
    data: {
      nameAr: "صورة الدم الكاملة",
      descriptionAr: "وصف",
      preparationInstructionsAr: "لا يلزم الصيام",
      synonymsAr: ["عد الدم الشامل"],
    },
    select: { categoryId: true },
  });
  if (cbc.categoryId)
    await db.testCategory.update({
      where: { id: cbc.categoryId },
      data: { nameAr: "الصحة العامة", descriptionAr: "فحوصات عامة" },
    });
  await db.lab.update({
    where: { id: fx.dubaiLabId },
    data: { nameAr: "مختبر دبي", areaAr: "الكرامة", addressAr: "شارع 9" },
  });
});
afterAll(() => world.close());

/** A Prisma select of the scalar columns `names`. */
const columns = <K extends string>(...names: K[]) =>
  Object.fromEntries(names.map((name) => [name, true])) as Record<K, true>;

/**
 * The test page's data as Prisma's typed client reads it (relation selects), shaped as getTestPage
 * answers it for self-pay with every offer on the page: offers by price, turnaround, lab name; the
 * summary from the cheapest (then fastest, then by id).
 */
async function expectedTest(id: string) {
  const test = await db.test.findUniqueOrThrow({
    where: { id },
    select: {
      ...columns(
        "id",
        "slug",
        "name",
        "nameAr",
        "description",
        "descriptionAr",
        "preparationInstructions",
        "preparationInstructionsAr",
        "synonymsAr",
      ),
      ...columns("resultTime", "loincCode", "sampleType", "fastingHours", "synonyms", "isPanel"),
      category: { select: categorySelect },
      components: { select: { component: { select: { id: true, name: true, nameAr: true, slug: true } } } },
      offers: {
        where: { active: true, lab: { active: true } },
        orderBy: [{ priceAed: "asc" }, { turnaroundHours: "asc" }, { id: "asc" }],
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
  const money = (d: Prisma.Decimal | null) => (d === null ? null : d.toFixed(2));
  const offers = test.offers.map((o) => ({
    id: o.id,
    lab: toPublicLab(o.lab),
    priceAed: money(o.priceAed),
    originalPriceAed: money(o.originalPriceAed),
    homeCollectionFeeAed: o.lab.homeCollection ? (money(o.homeCollectionFeeAed) ?? "0.00") : null,
    turnaroundHours: o.turnaroundHours,
    estimate: null,
  }));
  const { offers: _offers, ...rest } = test;
  return {
    ...rest,
    components: test.components.map((c) => c.component).sort((a, b) => a.name.localeCompare(b.name)),
    offers: [...offers].sort(
      (a, b) =>
        Number(a.priceAed) - Number(b.priceAed) ||
        a.turnaroundHours - b.turnaroundHours ||
        a.lab.name.localeCompare(b.lab.name),
    ),
    lowestPriceAed: offers[0]?.priceAed ?? null,
    originalPriceAed: offers[0]?.originalPriceAed ?? null,
    highestPriceAed: offers.at(-1)?.priceAed ?? null,
    labCount: offers.length,
    fastestTurnaroundHours: offers.length ? Math.min(...offers.map((o) => o.turnaroundHours)) : null,
  };
}

/** getTestPage's answer with every offer on the page, without the winner marks and the comparison. */
async function testPage(idOrSlug: string) {
  const {
    comparison: _c,
    payer: _p,
    planUnavailable: _u,
    ...page
  } = await getTestPage(db, idOrSlug, {
    limit: 500,
  });
  return { ...page, offers: page.offers.map(({ lowestPrice: _l, fastest: _f, ...o }) => o) };
}

describe("catalog.tests.byId's statements", () => {
  it("answer what Prisma's typed client reads, for every test, by id and by slug", async () => {
    const tests = await db.test.findMany({
      where: { active: true },
      select: { id: true, slug: true, name: true },
    });
    expect(tests.length).toBe(5);
    for (const t of tests) {
      const expected = await expectedTest(t.id);
      expect(await testPage(t.id), t.name).toEqual(expected);
      expect(await testPage(t.slug), t.name).toEqual(expected);
      expect(await testPage(t.id.toUpperCase()), t.name).toEqual(expected);
    }
    const cbc = await testPage(fx.cbcId);
    expect(cbc.offers.map((o) => o.lab.name)).toEqual(["Palm Crest Diagnostics", "Corniche Lab"]);
    const panel = await testPage("wellness-panel");
    expect(panel).toMatchObject({
      category: null,
      sampleType: "urine",
      isPanel: true,
      lowestPriceAed: "300.50",
      originalPriceAed: null,
      labCount: 3,
    });
    expect(panel.components.map((c) => c.name)).toEqual(["Complete Blood Count (CBC)", "Lipid Profile"]);
    expect(panel.offers.find((o) => o.lab.name === "Empty Lab")?.lab).toMatchObject({
      latitude: null,
      longitude: null,
    });
  });

  it("read the same rows through the driver and through Prisma's raw path", async () => {
    for (const idOrSlug of [fx.cbcId, "wellness-panel", "vitamin-d-test", "no-such-test"]) {
      for (const hours of [false, true]) {
        const { text, values } = testDetailStatement(idOrSlug, { hours });
        const direct = await readRows(db, text, values);
        expect(await readRows(throughPrisma(), text, values), idOrSlug).toEqual(direct);
      }
    }
    const labs = publicLabsStatement([fx.dubaiLabId, fx.otherLabId]);
    const direct = await readRows(db, labs.text, labs.values);
    expect(direct).toHaveLength(2);
    expect(await readRows(throughPrisma(), labs.text, labs.values)).toEqual(direct);
  });

  it("read a lab's price list the same both ways, searched and paged", async () => {
    for (const [idOrSlug, q, limit] of [
      ["palm-crest", "", 40],
      [fx.dubaiLabId.toUpperCase(), "VITAMIN", 40],
      ["palm-crest", "blood count", 1],
      ["palm-crest", "مختبر", 40],
      ["no-such-lab", "", 40],
    ] as const) {
      const { text, values } = labPricesStatement(idOrSlug, q, limit);
      const direct = await readRows(db, text, values);
      expect(await readRows(throughPrisma(), text, values), `${idOrSlug} ${q}`).toEqual(direct);
    }
  });
});

describe("catalog.search's statements", () => {
  /**
   * A client whose raw reads run each statement both ways, check the rows agree and count them:
   * searchTests through it sends every statement through Prisma's raw path and the driver.
   */
  function comparingClient() {
    const compared: string[] = [];
    const client = {
      async $queryRawUnsafe(text: string, ...values: unknown[]) {
        const viaPrisma = await db.$queryRawUnsafe<unknown[]>(text, ...values);
        expect(viaPrisma, text).toEqual(await readRows(db, text, values));
        compared.push(text);
        return viaPrisma;
      },
    };
    return { client: client as unknown as PrismaClient, compared };
  }

  const inputs: Partial<SearchParams>[] = [
    { q: "cbc" },
    { q: "vitamn d" },
    { q: "wellness panel" },
    { q: "xylophone" },
    { q: "" },
    { q: "", sort: "price_asc" },
    { q: "", sort: "price_desc", minPrice: 90, maxPrice: 160 },
    { q: "", sort: "name", emirate: "Dubai", homeCollection: true },
    { q: "", category: "general-health", lab: "palm-crest" },
    { q: "blood", lab: "corniche-lab", sort: "relevance" },
    { q: "", page: 60 },
  ];

  it("reads the same rows through the driver and through Prisma's raw path, for every kind of search", async () => {
    for (const input of inputs) {
      const params: SearchParams = { q: "", page: 1, sort: "relevance", ...input };
      const { client, compared } = comparingClient();
      const result = await searchTests(client, params);
      expect(compared.length, JSON.stringify(input)).toBeGreaterThan(0);
      expect(await searchTests(db, params), JSON.stringify(input)).toEqual(result);
    }
    // The comparisons saw real rows: prices as AED strings and whole-number counts.
    const { client } = comparingClient();
    const vitamin = await searchTests(client, { q: "vitamin", page: 1, sort: "relevance" });
    expect(vitamin.items[0]).toMatchObject({
      name: "Vitamin D Test",
      lowestPriceAed: "140.00",
      highestPriceAed: "150.00",
      labCount: 2,
    });
  });
});
