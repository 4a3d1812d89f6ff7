import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRPCError } from "@trpc/server";
import { createSeededWorld, type Fixture, type TestWorld } from "./helpers.ts";

let world: TestWorld, fx: Fixture;

beforeAll(async () => {
  ({ world, fx } = await createSeededWorld());
});
afterAll(() => world.close());

describe("catalog.search", () => {
  it('finds Complete Blood Count for "cbc" first, with its price range across labs', async () => {
    const result = await world.anon.catalog.search({ q: "cbc" });
    expect(result.items[0]).toMatchObject({
      name: "Complete Blood Count (CBC)",
      lowestPriceAed: "85.00",
      highestPriceAed: "95.00",
      originalPriceAed: "120.00",
      labCount: 2,
      fastestTurnaroundHours: 6,
    });
    // "cbc" is three letters: matched exactly, not fuzzily, so "CBZ" (carbamazepine) is not a hit.
    expect(result.items.map((i) => i.name)).not.toContain("Carbamazepine Level");
  });

  it('is typo tolerant: "vitamn d" finds Vitamin D Test', async () => {
    const result = await world.anon.catalog.search({ q: "vitamn d" });
    expect(result.items[0]?.name).toBe("Vitamin D Test");
  });

  it("matches abbreviations, prefixes and category names", async () => {
    expect((await world.anon.catalog.search({ q: "full blood" })).items[0]?.name).toBe(
      "Complete Blood Count (CBC)",
    );
    expect((await world.anon.catalog.search({ q: "choles" })).items[0]?.name).toBe("Lipid Profile");
    const byCategory = await world.anon.catalog.search({ q: "vitamin & mineral" });
    expect(byCategory.items.map((i) => i.name)).toContain("Vitamin D Test");
  });

  it("returns nothing for an unrelated query, with a total of 0", async () => {
    const result = await world.anon.catalog.search({ q: "xylophone" });
    expect(result).toMatchObject({ items: [], total: 0, pageCount: 1 });
  });

  it("filters by category (id or slug), lab, emirate, home collection and price range", async () => {
    const general = await world.anon.catalog.search({ q: "", category: "general-health", sort: "name" });
    expect(general.items.map((i) => i.name)).toEqual([
      "Carbamazepine Level",
      "Complete Blood Count (CBC)",
      "Lipid Profile",
    ]);
    expect((await world.anon.catalog.search({ category: fx.categoryId })).total).toBe(3);

    const abuDhabi = await world.anon.catalog.search({ emirate: "Abu Dhabi", sort: "name" });
    expect(abuDhabi.items.map((i) => [i.name, i.lowestPriceAed, i.labCount])).toEqual([
      ["Complete Blood Count (CBC)", "95.00", 1],
      ["Vitamin D Test", "140.00", 1],
    ]);
    const home = await world.anon.catalog.search({ homeCollection: true, sort: "name" });
    expect(home.items.find((i) => i.name === "Vitamin D Test")?.lowestPriceAed).toBe("150.00");

    const cheap = await world.anon.catalog.search({ minPrice: 90, maxPrice: 120, sort: "price_asc" });
    expect(cheap.items.map((i) => [i.name, i.lowestPriceAed])).toEqual([
      ["Complete Blood Count (CBC)", "95.00"],
      ["Lipid Profile", "110.00"],
    ]);
    expect((await world.anon.catalog.search({ lab: "corniche-lab" })).total).toBe(2);
  });

  it("sorts by price both ways and pages 20 at a time", async () => {
    const asc = await world.anon.catalog.search({ sort: "price_asc" });
    expect(asc.items.map((i) => i.lowestPriceAed)).toEqual(["85.00", "110.00", "125.00", "140.00"]);
    const desc = await world.anon.catalog.search({ sort: "price_desc" });
    expect(desc.items.map((i) => i.lowestPriceAed)).toEqual(["140.00", "125.00", "110.00", "85.00"]);
    expect(asc).toMatchObject({ total: 4, page: 1, pageSize: 20, pageCount: 1 });
    const past = await world.anon.catalog.search({ page: 3 });
    expect(past).toMatchObject({ items: [], total: 4 });
  });

  it("rejects bad input with the shared messages", async () => {
    await expect(world.anon.catalog.search({ q: "x", page: 0 })).rejects.toThrow(
      "Page must be a positive number",
    );
    await expect(world.anon.catalog.search({ minPrice: 200, maxPrice: 100 })).rejects.toThrow(
      "Minimum price cannot be above the maximum price",
    );
    await expect(world.anon.catalog.search({ q: "a".repeat(201) })).rejects.toThrow("This value is too long");
  });

  it("hides inactive tests and labs", async () => {
    await world.db.prisma.lab.update({ where: { id: fx.abuDhabiLabId }, data: { active: false } });
    try {
      const result = await world.anon.catalog.search({ q: "cbc" });
      expect(result.items[0]).toMatchObject({ labCount: 1, highestPriceAed: "85.00" });
    } finally {
      await world.db.prisma.lab.update({ where: { id: fx.abuDhabiLabId }, data: { active: true } });
    }
  });
});

describe("catalog categories, tests and labs", () => {
  it("lists categories with test counts and finds one by id or slug", async () => {
    const categories = await world.anon.catalog.categories.list();
    expect(categories.map((c) => [c.name, c.testCount])).toEqual(
      expect.arrayContaining([
        ["General Health", 3],
        ["Vitamin & Mineral", 1],
      ]),
    );
    expect((await world.anon.catalog.categories.byId({ id: "general-health" })).id).toBe(fx.categoryId);
    await expect(world.anon.catalog.categories.byId({ id: "no-such-category" })).rejects.toThrow(
      "Category not found",
    );
  });

  it("lists a category's tests ordered by name with their lowest price", async () => {
    const tests = await world.anon.catalog.tests.byCategory({ categoryId: fx.categoryId });
    expect(tests.map((t) => [t.name, t.lowestPriceAed])).toEqual([
      ["Carbamazepine Level", "125.00"],
      ["Complete Blood Count (CBC)", "85.00"],
      ["Lipid Profile", "110.00"],
    ]);
  });

  it("returns a test with its offers across labs, cheapest first", async () => {
    const test = await world.anon.catalog.tests.byId({ id: fx.cbcId });
    expect(
      test.offers.map((o) => [o.lab.name, o.priceAed, o.originalPriceAed, o.homeCollectionFeeAed]),
    ).toEqual([
      ["Palm Crest Diagnostics", "85.00", "120.00", "50.00"],
      ["Corniche Lab", "95.00", null, null],
    ]);
    expect(test).toMatchObject({
      lowestPriceAed: "85.00",
      labCount: 2,
      category: { name: "General Health" },
    });
    expect((await world.anon.catalog.tests.byId({ id: "complete-blood-count-cbc" })).id).toBe(fx.cbcId);
  });

  it("answers a test no active lab offers with null summary figures, and a basket of it with no cheapest lab", async () => {
    await world.db.prisma.labTestOffer.updateMany({ where: { testId: fx.lipidId }, data: { active: false } });
    try {
      const test = await world.anon.catalog.tests.byId({ id: fx.lipidId });
      expect(test).toMatchObject({
        offers: [],
        labCount: 0,
        lowestPriceAed: null,
        highestPriceAed: null,
        fastestTurnaroundHours: null,
      });
      const basket = await world.anon.catalog.compareBasket({ testIds: [fx.lipidId] });
      expect(basket).toMatchObject({ completeCount: 0, cheapestCompleteLabId: null, savingAed: null });
    } finally {
      await world.db.prisma.labTestOffer.updateMany({
        where: { testId: fx.lipidId },
        data: { active: true },
      });
    }
  });

  it("answers NOT_FOUND for a missing test", async () => {
    const error = await world.anon.catalog.tests
      .byId({ id: "00000000-0000-4000-8000-000000000000" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect(error).toMatchObject({ code: "NOT_FOUND", message: "Test not found" });
  });

  it("lists labs with the number of tests each offers", async () => {
    const labs = await world.anon.catalog.labs.list({});
    expect(labs.map((l) => [l.name, l.testCount])).toEqual([
      ["Corniche Lab", 2],
      ["Empty Lab", 0],
      ["Palm Crest Diagnostics", 4],
    ]);
    expect((await world.anon.catalog.labs.list({ emirate: "Dubai" })).length).toBe(2);
  });

  it("shows each lab's hours as text made from its weekly schedule, with a directions link", async () => {
    const labs = await world.anon.catalog.labs.list({});
    expect(labs.map((l) => [l.name, l.openingHours])).toEqual([
      ["Corniche Lab", "Sat–Thu 08:00–20:00"],
      ["Empty Lab", "Open 24 hours"],
      ["Palm Crest Diagnostics", "Daily 07:00–22:00"],
    ]);
    expect(labs[0]!.directionsUrl).toBe("https://www.google.com/maps/dir/?api=1&destination=24.47%2C54.3496");
    const test = await world.anon.catalog.tests.byId({ id: "complete-blood-count-cbc" });
    expect(test.offers[0]!.lab).toMatchObject({
      openingHours: "Daily 07:00–22:00",
      serviceEmirates: ["Dubai"],
    });
  });

  it("lists one lab's offers by test name for adding tests to a booking", async () => {
    const offers = await world.anon.catalog.labs.offers({ id: "palm-crest" });
    expect(offers.map((o) => [o.test.name, o.priceAed, o.homeCollectionFeeAed])).toEqual([
      ["Carbamazepine Level", "125.00", "0.00"],
      ["Complete Blood Count (CBC)", "85.00", "50.00"],
      ["Lipid Profile", "110.00", "0.00"],
      ["Vitamin D Test", "150.00", "50.00"],
    ]);
    expect(
      (await world.anon.catalog.labs.offers({ id: "corniche-lab" }))[0]!.homeCollectionFeeAed,
    ).toBeNull();
    await expect(world.anon.catalog.labs.offers({ id: "no-such-lab" })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Lab not found",
    });
  });
});
