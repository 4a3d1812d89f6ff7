/**
 * A test page's offers filtered, sorted and paged on the server (catalog.tests.byId's comparison
 * input), and a lab page's price list paged and searched on the server (catalog.labs.prices), on a
 * real database: the page holds what the list shows, in the order and with the winners the page's
 * comparison (@labcompare/domain/offer-compare) gives over every offer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAreas } from "@labcompare/db";
import {
  compareOffers,
  NO_FILTERS,
  parseOpeningHoursText,
  type LatLng,
  type OfferFilters,
} from "@labcompare/domain";
import { createSeededWorld, failure, issueMessages, type Fixture, type TestWorld } from "./helpers.ts";

let world: TestWorld, fx: Fixture;
/** Dubai Marina. */
const MARINA = { lat: 25.0805, lng: 55.1403 };
const CLOSED_ALL_WEEK = [[], [], [], [], [], [], []];

/** A lab of the extra ones: Dubai unless said, open 24 hours unless said. */
async function addLab(
  slug: string,
  data: {
    emirate?: string;
    area: string;
    homeCollection?: boolean;
    accreditation?: string[];
    weeklyHours?: unknown;
    at?: LatLng;
  },
) {
  return world.db.prisma.lab.create({
    data: {
      name: slug
        .split("-")
        .map((w) => w[0]!.toUpperCase() + w.slice(1))
        .join(" "),
      slug,
      emirate: data.emirate ?? "Dubai",
      area: data.area,
      address: "Street 1",
      phone: "+971 4 123 4567",
      homeCollection: data.homeCollection ?? false,
      serviceEmirates: data.homeCollection ? [data.emirate ?? "Dubai"] : [],
      accreditation: data.accreditation ?? [],
      weeklyHours: data.weeklyHours ?? parseOpeningHoursText("24 hours")!,
      latitude: data.at?.lat ?? null,
      longitude: data.at?.lng ?? null,
    },
  });
}

beforeAll(async () => {
  ({ world, fx } = await createSeededWorld());
  await ensureAreas(world.db.prisma);
  // CBC: Palm Crest 85 (fee 50, 6 h) and Corniche 95 (24 h) from the fixture, and five more labs.
  const labs = [
    await addLab("marina-lab", { area: "Dubai Marina", homeCollection: true, at: MARINA }),
    await addLab("deira-lab", {
      area: "Deira",
      accreditation: ["CAP", "ISO 15189"],
      at: { lat: 25.27, lng: 55.31 },
    }),
    await addLab("never-open-lab", { area: "Deira", weeklyHours: CLOSED_ALL_WEEK }),
    await addLab("sharjah-lab", { emirate: "Sharjah", area: "Al Nahda", homeCollection: true }),
    await addLab("ajman-lab", { emirate: "Ajman", area: "Al Nuaimiya", accreditation: ["CAP"] }),
  ];
  const offers: [number, number, number | null, number][] = [
    [90, 12, 0, 0], // marina: 90, free collection, 12 h
    [85, 48, null, 1], // deira: 85 like Palm Crest, slower
    [70, 72, null, 2], // never open: the cheapest
    [100, 6, 20, 3], // sharjah: 100 + 20, as fast as Palm Crest
    [120, 24, null, 4], // ajman
  ];
  await world.db.prisma.labTestOffer.createMany({
    data: offers.map(([priceAed, turnaroundHours, homeCollectionFeeAed, i]) => ({
      labId: labs[i]!.id,
      testId: fx.cbcId,
      priceAed,
      turnaroundHours,
      homeCollectionFeeAed,
    })),
  });
});
afterAll(() => world.close());

const byId = (input: Record<string, unknown>) => world.anon.catalog.tests.byId({ id: fx.cbcId, ...input });
const labNames = (page: { offers: { lab: { name: string } }[] }) => page.offers.map((o) => o.lab.name);

describe("catalog.tests.byId: the comparison on the server", () => {
  it("answers the first page, cheapest first, with the count of labs and the summary of every offer", async () => {
    const page = await byId({ limit: 3 });
    // Equal prices: the faster first.
    expect(labNames(page)).toEqual(["Never Open Lab", "Palm Crest Diagnostics", "Deira Lab"]);
    expect(page).toMatchObject({ labCount: 7, lowestPriceAed: "70.00", highestPriceAed: "120.00" });
    expect(page.comparison).toMatchObject({
      sort: "price",
      home: false,
      matchCount: 7,
      range: { minAed: "70.00", maxAed: "120.00" },
      cheapest: { labId: page.offers[0]!.lab.id, totalAed: "70.00", priceAed: "70.00" },
      fastestTurnaroundHours: 6,
    });
    // Winners are marked over every offer (Sharjah, as fast as Palm Crest, is past this page).
    expect(page.offers.map((o) => [o.lowestPrice, o.fastest])).toEqual([
      [true, false],
      [false, true],
      [false, false],
    ]);
    // Without a limit: 10 at most; with 0, the test and its summary alone.
    expect((await byId({})).offers).toHaveLength(7);
    const none = await byId({ limit: 0 });
    expect(none).toMatchObject({ offers: [], labCount: 7, comparison: { matchCount: 7 } });
  });

  it("lists the filters' choices over every offer, whatever the filters", async () => {
    const { choices } = (await byId({ emirate: "Sharjah", limit: 1 })).comparison;
    expect(choices.emirates).toEqual([
      { value: "Abu Dhabi", count: 1 },
      { value: "Ajman", count: 1 },
      { value: "Dubai", count: 4 },
      { value: "Sharjah", count: 1 },
    ]);
    expect(choices.areas.map((a) => [a.emirate, a.area, a.count])).toEqual([
      ["Abu Dhabi", "Al Khalidiyah", 1],
      ["Ajman", "Al Nuaimiya", 1],
      ["Dubai", "Al Barsha", 1],
      ["Dubai", "Deira", 2],
      ["Dubai", "Dubai Marina", 1],
      ["Sharjah", "Al Nahda", 1],
    ]);
    expect(choices.accreditations).toEqual([
      { value: "CAP", count: 2 },
      { value: "ISO 15189", count: 2 },
    ]);
    expect(choices.homeCount).toBe(3);
  });

  it("filters by emirate, area, accreditation and opening, sorts as asked, and marks the winners of what is left", async () => {
    const dubai = await byId({ emirate: "Dubai" });
    expect(labNames(dubai)).toEqual(["Never Open Lab", "Palm Crest Diagnostics", "Deira Lab", "Marina Lab"]);
    expect(dubai.comparison.matchCount).toBe(4);
    expect(labNames(await byId({ labArea: "Deira", sort: "name" }))).toEqual(["Deira Lab", "Never Open Lab"]);
    expect(labNames(await byId({ accreditation: "CAP", sort: "turnaround" }))).toEqual([
      "Ajman Lab",
      "Deira Lab",
    ]);
    const openNow = await byId({ open: "now", emirate: "Dubai" });
    expect(labNames(openNow)).toContain("Marina Lab");
    expect(labNames(openNow)).not.toContain("Never Open Lab");
    // A Friday: the Abu Dhabi lab (Sat–Thu) is closed, the 24-hour ones open.
    const friday = labNames(await byId({ open: "2030-01-04" }));
    expect(friday).not.toContain("Corniche Lab");
    expect(friday).toContain("Ajman Lab");
  });

  it("with home collection, keeps the labs collecting at home and ranks them by total with the fee", async () => {
    const home = await byId({ home: true, sort: "total" });
    expect(home.offers.map((o) => [o.lab.name, o.homeCollectionFeeAed])).toEqual([
      ["Marina Lab", "0.00"],
      ["Sharjah Lab", "20.00"],
      ["Palm Crest Diagnostics", "50.00"],
    ]);
    expect(home.comparison).toMatchObject({
      home: true,
      matchCount: 3,
      range: { minAed: "90.00", maxAed: "135.00" },
      cheapest: { totalAed: "90.00", priceAed: "90.00" },
    });
    expect(home.offers.map((o) => o.lowestPrice)).toEqual([true, false, false]);
  });

  it("sorts by distance from a point or an area, and by price without either", async () => {
    const near = await byId({ sort: "distance", near: MARINA });
    expect(near.comparison.sort).toBe("distance");
    expect(labNames(near).slice(0, 3)).toEqual(["Marina Lab", "Palm Crest Diagnostics", "Deira Lab"]);
    const [marinaArea] = await world.db.prisma.uaeArea.findMany({ where: { name: "Dubai Marina" } });
    const byArea = await byId({ sort: "distance", areaId: marinaArea!.id });
    expect(labNames(byArea)).toEqual(labNames(near));
    const pointless = await byId({ sort: "distance" });
    expect(pointless.comparison.sort).toBe("price");
    expect(labNames(pointless)).toEqual(labNames(await byId({})));
  });

  it("answers what the domain's comparison of every offer gives, page after page", async () => {
    const all = (await byId({ limit: 500 })).offers;
    const cases: [Partial<OfferFilters>, LatLng | null][] = [
      [{}, null],
      [{ sort: "total", home: true }, null],
      [{ sort: "turnaround" }, null],
      [{ sort: "name", emirate: "Dubai" }, null],
      [{ sort: "distance" }, MARINA],
      [{ accreditation: "ISO 15189" }, null],
    ];
    for (const [patch, point] of cases) {
      const filters = { ...NO_FILTERS, ...patch };
      const expected = compareOffers(all, filters, point);
      const input = { ...patch, ...(point && { near: point }) };
      const pages = [await byId({ ...input, limit: 2 }), await byId({ ...input, limit: 4 })];
      for (const page of pages) {
        expect(
          page.offers.map((o) => o.id),
          JSON.stringify(patch),
        ).toEqual(expected.rows.slice(0, page.offers.length).map((r) => r.offer.id));
        expect(page.offers.map((o) => [o.lowestPrice, o.fastest])).toEqual(
          expected.rows.slice(0, page.offers.length).map((r) => [r.lowestPrice, r.fastest]),
        );
        expect(page.comparison.matchCount).toBe(expected.rows.length);
      }
    }
  });

  it("refuses a bad comparison with the shared messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ limit: 501 }, "Ask for between 0 and 500 labs"],
      [{ limit: -1 }, "Ask for between 0 and 500 labs"],
      [{ sort: "cheapest" }, "Choose how to sort the labs from the list"],
      [{ open: "tomorrow" }, "Choose open now or a date"],
      [{ open: "2030-02-30" }, "Choose open now or a date"],
      [{ emirate: "x".repeat(51) }, "This value is too long"],
      [{ near: { lat: 10, lng: 10 } }, "That location is outside the UAE"],
    ];
    for (const [input, message] of cases) {
      const error = await failure(byId(input));
      expect(error.code, JSON.stringify(input)).toBe("BAD_REQUEST");
      expect(issueMessages(error), JSON.stringify(input)).toContain(message);
    }
  });
});

describe("catalog.labs.prices: a lab's price list, a page at a time", () => {
  it("answers the first prices by test name with how many match and how many the lab has", async () => {
    const page = await world.anon.catalog.labs.prices({ id: "palm-crest", limit: 2 });
    expect(page.items.map((o) => [o.test.name, o.priceAed, o.homeCollectionFeeAed])).toEqual([
      ["Carbamazepine Level", "125.00", "0.00"],
      ["Complete Blood Count (CBC)", "85.00", "50.00"],
    ]);
    expect(page).toMatchObject({ total: 4, count: 4 });
    const all = await world.anon.catalog.labs.prices({ id: fx.dubaiLabId });
    expect(all.items.map((o) => o.offerId)).toEqual(
      (await world.anon.catalog.labs.offers({ id: "palm-crest" })).map((o) => o.offerId),
    );
    const corniche = await world.anon.catalog.labs.prices({ id: "corniche-lab" });
    expect(corniche.items.map((o) => o.homeCollectionFeeAed)).toEqual([null, null]);
  });

  it("searches a test's name in either language, any case, or its slug", async () => {
    const search = async (q: string) =>
      (await world.anon.catalog.labs.prices({ id: "palm-crest", q })).items.map((o) => o.test.name);
    expect(await search("VITAMIN")).toEqual(["Vitamin D Test"]);
    expect(await search("  blood count ")).toEqual(["Complete Blood Count (CBC)"]);
    expect(await search("lipid profile")).toEqual(["Lipid Profile"]);
    await world.db.prisma.test.update({ where: { id: fx.lipidId }, data: { nameAr: "الدهون" } });
    expect(await search("الدهون")).toEqual(["Lipid Profile"]);
    const none = await world.anon.catalog.labs.prices({ id: "palm-crest", q: "xylophone" });
    expect(none).toMatchObject({ items: [], total: 0, count: 4 });
  });

  it("answers NOT_FOUND for a missing lab and refuses a bad page with the shared messages", async () => {
    await expect(world.anon.catalog.labs.prices({ id: "no-such-lab" })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Lab not found",
    });
    for (const [input, message] of [
      [{ limit: 0 }, "Ask for between 1 and 1,000 prices"],
      [{ limit: 1001 }, "Ask for between 1 and 1,000 prices"],
      [{ q: "x".repeat(101) }, "This value is too long"],
      [{ q: "vitamin\u0000" }, "Text must not contain the NUL character"],
    ] as const) {
      const error = await failure(world.anon.catalog.labs.prices({ id: "palm-crest", ...input }));
      // A NUL is refused before the schema on PostgreSQL (the same message).
      expect([...issueMessages(error), error.message], JSON.stringify(input)).toContain(message);
    }
  });
});
