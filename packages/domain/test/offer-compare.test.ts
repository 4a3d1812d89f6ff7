/**
 * The test page's comparison (@labcompare/validators/offer-compare): every sort with its tie-breaks
 * (distance falls back to price without a point), every filter, the winner badges and the price range,
 * and the filters kept in the URL (defaults, round trip, unknown values, other parameters kept).
 */
import { describe, expect, it } from "vitest";
import {
  compareOffers,
  filtersActive,
  nextDates,
  NO_FILTERS,
  OFFER_SORTS,
  readOfferFilters,
  sortInUse,
  writeOfferFilters,
  type ComparableOffer,
  type OfferFilters,
} from "../src/offer-compare.ts";
import { dailyHours } from "../src/schedule.ts";
import { type WeeklyHours } from "../src/calendar.ts";
import * as fromIndex from "../src/index.ts";

const FRIDAY = "2026-11-27";
const SUNDAY = "2026-11-29";
const MARINA = { lat: 25.08, lng: 55.14 };

/** Open `open`–`close` every day except the weekdays (0 = Sunday) in `closedOn`. */
const hoursExcept = (open: string, close: string, closedOn: number[]): WeeklyHours =>
  dailyHours(open, close).map((day, i) => (closedOn.includes(i) ? [] : day));

type Lab = ComparableOffer["lab"];

/**
 * A lab in `area`, `emirate`: open 07:00–22:00 daily, collecting at home, without accreditation or
 * coordinates unless `more` gives them (`at`: its latitude and longitude).
 */
function lab(
  name: string,
  emirate: string,
  area: string,
  more: Partial<Lab> & { at?: { lat: number; lng: number } } = {},
): Lab {
  const { at, ...rest } = more;
  return {
    name,
    emirate,
    area,
    accreditation: [],
    homeCollection: true,
    weeklyHours: dailyHours("07:00", "22:00"),
    latitude: at?.lat ?? null,
    longitude: at?.lng ?? null,
    ...rest,
  };
}

/** Offer `id` at `lab`: its price and original price, home-collection fee (AED) and turnaround (hours). */
function offer(
  id: string,
  lab: Lab,
  o: { price: string; original?: string; fee: string | null; hours: number },
): ComparableOffer {
  return {
    id,
    priceAed: o.price,
    originalPriceAed: o.original ?? null,
    homeCollectionFeeAed: o.fee,
    turnaroundHours: o.hours,
    lab,
  };
}

const LABS = {
  alpha: lab("Alpha Lab", "Dubai", "Al Barsha", { accreditation: ["ISO 15189", "CAP"], at: MARINA }),
  beta: lab("Beta Lab", "Dubai", "Deira", {
    accreditation: ["CAP"],
    weeklyHours: hoursExcept("08:00", "20:00", [5]),
    at: { lat: 25.27, lng: 55.31 },
  }),
  gamma: lab("Gamma Lab", "Abu Dhabi", "Khalifa City", {
    homeCollection: false,
    weeklyHours: dailyHours("00:00", "24:00"),
  }),
  delta: lab("Delta Lab", "Abu Dhabi", "Al Reem Island", {
    accreditation: ["ISO 15189"],
    weeklyHours: hoursExcept("09:00", "17:00", [1, 2, 3, 4, 5, 6]),
    at: { lat: 24.49, lng: 54.4 },
  }),
};

// Alpha and Delta tie on price and turnaround (name breaks the tie); Gamma is cheapest but has no
// home collection or coordinates; Beta is fastest and collects at home for free.
const alpha = offer("a", LABS.alpha, { price: "100.00", original: "150.00", fee: "50.00", hours: 24 });
const beta = offer("b", LABS.beta, { price: "120.00", fee: "0.00", hours: 12 });
const gamma = offer("g", LABS.gamma, { price: "90.00", fee: null, hours: 48 });
const delta = offer("d", LABS.delta, { price: "100.00", fee: "30.00", hours: 24 });
const ALL = [delta, gamma, beta, alpha];
const NOW = { date: FRIDAY, time: "21:00" };

const f = (patch: Partial<OfferFilters> = {}): OfferFilters => ({ ...NO_FILTERS, ...patch });
const ids = (c: { rows: { offer: ComparableOffer }[] }) => c.rows.map((r) => r.offer.id);
const run = (
  patch: Partial<OfferFilters> = {},
  near: { lat: number; lng: number } | null = null,
  now = NOW,
) => compareOffers(ALL, f(patch), near, now);

describe("sorts", () => {
  it("price (default): cheapest first; equal prices by turnaround, then lab name", () => {
    const c = run();
    expect(c.sort).toBe("price");
    expect(ids(c)).toEqual(["g", "a", "d", "b"]);
    expect(c.rows.map((r) => r.price)).toEqual([90, 100, 100, 120]);
    // Without home collection there is no fee and the total is the price.
    expect(c.rows.every((r) => r.fee === 0 && r.total === r.price)).toBe(true);
  });

  it("price breaks a price tie by the faster lab before the name", () => {
    const slowAlpha = { ...alpha, turnaroundHours: 36 };
    expect(ids(compareOffers([slowAlpha, delta], f(), null, NOW))).toEqual(["d", "a"]);
  });

  it("total: with home collection, price + fee, cheapest total first (labs without it left out)", () => {
    const c = run({ sort: "total", home: true });
    expect(ids(c)).toEqual(["b", "d", "a"]);
    expect(c.rows.map((r) => [r.price, r.fee, r.total])).toEqual([
      [120, 0, 120],
      [100, 30, 130],
      [100, 50, 150],
    ]);
    // The same offers by price alone put the dearer-to-collect Alpha first.
    expect(ids(run({ sort: "price", home: true }))).toEqual(["a", "d", "b"]);
  });

  it("total without home collection equals price order; equal totals by price, then name", () => {
    expect(ids(run({ sort: "total" }))).toEqual(["g", "a", "d", "b"]);
  });

  it("turnaround: fastest first; equal turnaround by total, then name", () => {
    expect(ids(run({ sort: "turnaround" }))).toEqual(["b", "a", "d", "g"]);
    // With home collection Delta's total (130) beats Alpha's (150) at the same 24 h.
    expect(ids(run({ sort: "turnaround", home: true }))).toEqual(["b", "d", "a"]);
  });

  it("distance: nearest first from the point, labs without coordinates last, km with one decimal", () => {
    const c = run({ sort: "distance" }, MARINA);
    expect(c.sort).toBe("distance");
    expect(ids(c)).toEqual(["a", "b", "d", "g"]);
    const km = c.rows.map((r) => r.distanceKm);
    expect(km[0]).toBe(0);
    expect(km[1]).toBeGreaterThan(20);
    expect(km[1]).toBeLessThan(30);
    expect(km[2]).toBeGreaterThan(km[1]!);
    expect(km[3]).toBeNull();
    for (const d of km.slice(0, 3)) expect(Math.round(d! * 10) / 10).toBe(d);
  });

  it("distance: equal distances by total, then name", () => {
    const twin = { ...alpha, id: "t", priceAed: "80.00", lab: { ...alpha.lab, name: "Twin Lab" } };
    expect(ids(compareOffers([alpha, twin], f({ sort: "distance" }), MARINA, NOW))).toEqual(["t", "a"]);
    const sameTotal = { ...twin, priceAed: alpha.priceAed };
    expect(ids(compareOffers([sameTotal, alpha], f({ sort: "distance" }), MARINA, NOW))).toEqual(["a", "t"]);
  });

  it("distance without a location falls back to price and reports it", () => {
    const c = run({ sort: "distance" }, null);
    expect(c.sort).toBe("price");
    expect(ids(c)).toEqual(ids(run()));
    expect(c.rows.every((r) => r.distanceKm === null)).toBe(true);
  });

  it("distances are shown with any sort when a point is known", () => {
    const c = run({}, MARINA);
    expect(c.sort).toBe("price");
    expect(c.rows.find((r) => r.offer.id === "a")!.distanceKm).toBe(0);
  });

  it("name: A to Z", () => {
    expect(ids(run({ sort: "name" }))).toEqual(["a", "b", "d", "g"]);
  });

  it("every sort is listed, price first (the default)", () => {
    expect(OFFER_SORTS).toEqual(["price", "total", "turnaround", "distance", "name"]);
    expect(NO_FILTERS.sort).toBe(OFFER_SORTS[0]);
  });

  it("does not reorder the caller's array", () => {
    const input = [...ALL];
    run({ sort: "name" });
    compareOffers(input, f({ sort: "name" }), null, NOW);
    expect(input).toEqual(ALL);
  });
});

describe("filters", () => {
  it("emirate", () => {
    expect(ids(run({ emirate: "Dubai" }))).toEqual(["a", "b"]);
    expect(ids(run({ emirate: "Abu Dhabi" }))).toEqual(["g", "d"]);
    expect(ids(run({ emirate: "Sharjah" }))).toEqual([]);
  });

  it("area, alone and with its emirate; an area outside the emirate leaves nothing", () => {
    expect(ids(run({ labArea: "Deira" }))).toEqual(["b"]);
    expect(ids(run({ emirate: "Dubai", labArea: "Deira" }))).toEqual(["b"]);
    const none = run({ emirate: "Abu Dhabi", labArea: "Deira" });
    expect(none.rows).toEqual([]);
    expect(none.range).toBeNull();
  });

  it("home collection: only labs that collect at home and have a fee set (a free collection counts)", () => {
    expect(ids(run({ home: true }))).toEqual(["a", "d", "b"]);
    const noFee = { ...delta, homeCollectionFeeAed: null };
    expect(ids(compareOffers([noFee, beta], f({ home: true }), null, NOW))).toEqual(["b"]);
  });

  it("accreditation", () => {
    expect(ids(run({ accreditation: "ISO 15189" }))).toEqual(["a", "d"]);
    expect(ids(run({ accreditation: "CAP" }))).toEqual(["a", "b"]);
    expect(ids(run({ accreditation: "JCI" }))).toEqual([]);
  });

  it("open now: by the lab's weekly hours at the given Asia/Dubai time", () => {
    // Friday 21:00: Alpha (07–22) and Gamma (24 h) are open; Beta is closed on Fridays, Delta opens only on Sundays.
    expect(ids(run({ open: "now" }))).toEqual(["g", "a"]);
    // 22:00 is Alpha's closing time: closed.
    expect(ids(run({ open: "now" }, null, { date: FRIDAY, time: "22:00" }))).toEqual(["g"]);
    // Sunday 10:00: all four.
    expect(ids(run({ open: "now" }, null, { date: SUNDAY, time: "10:00" }))).toEqual(["g", "a", "d", "b"]);
  });

  it("open on a day: labs with any opening hours that weekday", () => {
    expect(ids(run({ open: FRIDAY }))).toEqual(["g", "a"]);
    expect(ids(run({ open: SUNDAY }))).toEqual(["g", "a", "d", "b"]);
    expect(ids(run({ open: "2026-11-30" }))).toEqual(["g", "a", "b"]); // Monday
  });

  it("filters combine", () => {
    expect(
      ids(run({ emirate: "Dubai", home: true, accreditation: "CAP", open: "now", sort: "total" })),
    ).toEqual(["a"]);
  });
});

describe("badges and range", () => {
  it("Lowest price and Fastest results go to the winners of the rows shown; range is min–max total", () => {
    const c = run();
    expect(c.range).toEqual({ min: 90, max: 120 });
    expect(c.rows.filter((r) => r.lowestPrice).map((r) => r.offer.id)).toEqual(["g"]);
    expect(c.rows.filter((r) => r.fastest).map((r) => r.offer.id)).toEqual(["b"]);
  });

  it("follow the filters: with home collection the lowest total wins", () => {
    const c = run({ home: true });
    expect(c.range).toEqual({ min: 120, max: 150 });
    expect(c.rows.filter((r) => r.lowestPrice).map((r) => r.offer.id)).toEqual(["b"]);
  });

  it("ties share a badge; no badge when every row is equal; a single row gets both", () => {
    const tie = compareOffers([alpha, delta], f(), null, NOW);
    expect(tie.range).toEqual({ min: 100, max: 100 });
    expect(tie.rows.some((r) => r.lowestPrice || r.fastest)).toBe(false);

    const cheapTie = compareOffers([alpha, delta, beta], f(), null, NOW);
    expect(cheapTie.rows.filter((r) => r.lowestPrice).map((r) => r.offer.id)).toEqual(["a", "d"]);
    expect(cheapTie.rows.filter((r) => r.fastest).map((r) => r.offer.id)).toEqual(["b"]);

    const one = compareOffers([gamma], f(), null, NOW);
    expect(one.rows[0]).toMatchObject({ lowestPrice: true, fastest: true });
  });

  it("no rows: no range", () => {
    expect(compareOffers([], f(), null, NOW)).toEqual({ rows: [], range: null, sort: "price" });
  });
});

describe("the URL", () => {
  it("defaults: an empty query reads as NO_FILTERS and NO_FILTERS writes nothing", () => {
    expect(readOfferFilters(new URLSearchParams())).toEqual(NO_FILTERS);
    expect(NO_FILTERS).toEqual({
      sort: "price",
      emirate: null,
      labArea: null,
      home: false,
      accreditation: null,
      open: null,
    });
    expect(writeOfferFilters(new URLSearchParams(), NO_FILTERS).toString()).toBe("");
    expect(writeOfferFilters(new URLSearchParams(), f({ sort: "price" })).has("sort")).toBe(false);
  });

  it("round trip: every filter written is read back", () => {
    const full: OfferFilters = {
      sort: "total",
      emirate: "Dubai",
      labArea: "Al Barsha",
      home: true,
      accreditation: "ISO 15189",
      open: SUNDAY,
    };
    const url = writeOfferFilters(new URLSearchParams(), full).toString();
    expect(url).toBe("sort=total&emirate=Dubai&labArea=Al+Barsha&home=1&acc=ISO+15189&open=2026-11-29");
    expect(readOfferFilters(new URLSearchParams(url))).toEqual(full);
    for (const sort of OFFER_SORTS) {
      const back = readOfferFilters(
        new URLSearchParams(writeOfferFilters(new URLSearchParams(), f({ sort, open: "now" })).toString()),
      );
      expect(back).toEqual(f({ sort, open: "now" }));
    }
  });

  it("keeps other parameters (near-me point, area, search) and removes filters set back to default", () => {
    const params = new URLSearchParams(
      "near=25.08,55.14&area=Dubai%20Marina&sort=name&home=1&emirate=Dubai&q=vitamin",
    );
    const next = writeOfferFilters(params, NO_FILTERS);
    expect([...next.keys()]).toEqual(["near", "area", "q"]);
    expect(next.get("area")).toBe("Dubai Marina");
    // The input is not changed.
    expect(params.get("sort")).toBe("name");
  });

  it("reads what the search page passes on (emirate) and ignores unknown or malformed values", () => {
    expect(readOfferFilters(new URLSearchParams("emirate=Dubai"))).toEqual(f({ emirate: "Dubai" }));
    const junk = new URLSearchParams("sort=cheapest&home=true&emirate=&labArea=&acc=&open=tomorrow");
    expect(readOfferFilters(junk)).toEqual(NO_FILTERS);
    for (const open of ["2026-02-31", "2026-13-01", "1999-12-31", "26-11-29", "now "]) {
      expect(readOfferFilters(new URLSearchParams({ open })).open).toBeNull();
    }
    expect(readOfferFilters(new URLSearchParams("home=1&open=now")).open).toBe("now");
  });

  it("filtersActive: any filter, not the sort", () => {
    expect(filtersActive(NO_FILTERS)).toBe(false);
    expect(filtersActive(f({ sort: "name" }))).toBe(false);
    for (const patch of [
      { emirate: "Dubai" },
      { labArea: "Deira" },
      { home: true },
      { accreditation: "CAP" },
      { open: "now" },
    ]) {
      expect(filtersActive(f(patch))).toBe(true);
    }
  });

  it("nextDates: today and the following days, across a month end", () => {
    expect(nextDates(4, "2026-11-29")).toEqual(["2026-11-29", "2026-11-30", "2026-12-01", "2026-12-02"]);
    expect(nextDates(0, "2026-11-29")).toEqual([]);
  });

  it("is exported from the package index", () => {
    expect(fromIndex.compareOffers).toBe(compareOffers);
    expect(fromIndex.readOfferFilters).toBe(readOfferFilters);
  });
});

describe("sortInUse", () => {
  it("falls back from distance to price without a point, and keeps every other sort", () => {
    expect(sortInUse("distance", false)).toBe("price");
    expect(sortInUse("distance", true)).toBe("distance");
    expect(sortInUse("turnaround", false)).toBe("turnaround");
  });
});
