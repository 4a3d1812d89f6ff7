/**
 * The web app's helpers without UI: the basket's ids and shareable links, the basket page's derived
 * values, the app's paths, where sign-in may send a user, "near me" in the URL, and which bookings
 * count as upcoming and need preparation.
 */
import { describe, expect, it } from "vitest";
import { BASKET_LIMIT, cleanIds, parseTestIds } from "../../src/lib/basket";
import {
  basketPath,
  bookingIcsPath,
  bookingPath,
  bookPath,
  labPath,
  searchPath,
  testPath,
} from "../../src/lib/paths";
import { homeFor, safeRedirect } from "../../src/lib/auth";
import { formatNear, parseNear, readNearParams, writeNearParams } from "../../src/lib/nearMe";
import { isUpcoming, preparationOf } from "../../src/lib/bookings";
import {
  basketEmirates,
  comparisonForMode,
  FALLBACK_EMIRATES,
  homeEmirates,
  labLimitParam,
  listPlaceholderHeight,
  moreLabsSearch,
  shownTestIds,
  urlTestIds,
  withFilters,
} from "../../src/features/basket/basketView";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe("basket ids", () => {
  it("keeps valid ids once each, lower-cased and trimmed, in their order", () => {
    expect(parseTestIds(` ${id(2).toUpperCase()} ,${id(1)},${id(2)},not-an-id,,`)).toEqual([id(2), id(1)]);
    expect(parseTestIds(null)).toEqual([]);
    expect(cleanIds([42, null, id(3)])).toEqual([id(3)]);
  });

  it("holds at most the basket's limit", () => {
    const many = Array.from({ length: BASKET_LIMIT + 5 }, (_, i) => id(i)).join(",");
    expect(parseTestIds(many)).toHaveLength(20);
  });
});

describe("paths", () => {
  it("puts a test under its category when it has one", () => {
    expect(testPath({ id: "t1", category: { id: "c1" } })).toBe("/product/c1/test/t1");
    expect(testPath({ id: "t1", category: null })).toBe("/tests/t1");
  });

  it("writes a booking link with its lab, further tests (commas kept) and the first choices", () => {
    expect(bookPath("t1")).toBe("/book/t1");
    expect(bookPath("t1", "lab1", ["t2", "t3"], { home: true, emirate: "Abu Dhabi" })).toBe(
      "/book/t1?lab=lab1&tests=t2,t3&home=1&emirate=Abu+Dhabi",
    );
    expect(bookPath("t1", null, [], { home: false })).toBe("/book/t1");
  });

  it("escapes what people type or the data holds", () => {
    expect(searchPath("vitamin d & b12")).toBe("/search?q=vitamin%20d%20%26%20b12");
    expect(bookingPath("LC-7K4Q2M")).toBe("/bookings/LC-7K4Q2M");
    expect(bookingIcsPath("LC 1/2")).toBe("/bookings/LC%201%2F2.ics");
    expect(labPath({ slug: "al-borg" })).toBe("/labs/al-borg");
  });

  it("shares a basket by its tests", () => {
    expect(basketPath()).toBe("/basket");
    expect(basketPath([id(1), id(2)])).toBe(`/basket?tests=${id(1)},${id(2)}`);
  });
});

describe("after signing in", () => {
  it("follows only same-site redirects", () => {
    expect(safeRedirect("/bookings/LC-1?x=1")).toBe("/bookings/LC-1?x=1");
    for (const bad of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "bookings",
      "/a\nb",
      "",
      null,
      undefined,
    ]) {
      expect(safeRedirect(bad)).toBeNull();
    }
  });

  it("sends each kind of user home, unless a redirect says otherwise", () => {
    expect(homeFor({ isAdmin: true })).toBe("/admin/dashboard");
    expect(homeFor({ isAdmin: false, isLabStaff: true })).toBe("/admin/bookings");
    expect(homeFor({ isAdmin: false })).toBe("/dashboard");
    expect(homeFor({ isAdmin: true }, "/basket")).toBe("/basket");
    expect(homeFor({ isAdmin: false }, "//evil.example")).toBe("/dashboard");
  });
});

describe("near me in the URL", () => {
  it("reads a point inside the UAE and refuses others", () => {
    expect(parseNear(" 25.2048 , 55.2708 ")).toEqual({ lat: 25.2048, lng: 55.2708 });
    expect(parseNear("51.5,-0.12")).toBeNull();
    expect(parseNear("25.2")).toBeNull();
  });

  it("writes a point to 3 decimals", () => {
    expect(formatNear({ lat: 25.20489, lng: 55.27081 })).toBe("25.205,55.271");
  });

  it("reads a point before an area, and an area only when it is an id", () => {
    expect(readNearParams(new URLSearchParams("near=25.2,55.3&area=x"))).toEqual({
      kind: "gps",
      point: { lat: 25.2, lng: 55.3 },
    });
    expect(readNearParams(new URLSearchParams(`area=${id(7).toUpperCase()}`))).toEqual({
      kind: "area",
      areaId: id(7),
    });
    expect(readNearParams(new URLSearchParams("area=downtown"))).toBeNull();
  });

  it("replaces the choice and keeps the other parameters", () => {
    const params = new URLSearchParams("tests=a&near=25.1,55.1");
    expect(writeNearParams(params, { kind: "area", areaId: id(1) }).toString()).toBe(`tests=a&area=${id(1)}`);
    expect(writeNearParams(params, null).toString()).toBe("tests=a");
    expect(params.get("near")).toBe("25.1,55.1");
  });
});

describe("bookings", () => {
  const now = new Date("2030-01-15T10:00:00Z");

  it("counts a booking upcoming while it is ahead and still pending or confirmed", () => {
    expect(isUpcoming({ startsAt: "2030-01-15T10:30:00Z", status: "confirmed" }, now)).toBe(true);
    expect(isUpcoming({ startsAt: "2030-01-16T10:00:00Z", status: "pending" }, now)).toBe(true);
    expect(isUpcoming({ startsAt: "2030-01-15T10:00:00Z", status: "confirmed" }, now)).toBe(false);
    expect(isUpcoming({ startsAt: "2030-01-16T10:00:00Z", status: "cancelled" }, now)).toBe(false);
  });

  it("lists the tests needing preparation, the longest fast first", () => {
    const items = [
      { name: "CBC", fastingHours: 0, preparationInstructions: null },
      { name: "Lipids", fastingHours: 12, preparationInstructions: null },
      { name: "Urine", fastingHours: 0, preparationInstructions: "First morning sample" },
      { name: "Glucose", fastingHours: 8, preparationInstructions: "" },
      { name: "TSH", fastingHours: 0, preparationInstructions: "   " },
    ];
    expect(preparationOf(items).map((i) => i.name)).toEqual(["Lipids", "Glucose", "Urine"]);
  });
});

describe("the basket page", () => {
  it("reads how many labs to show from `labs`, and links to 50 more while some are left", () => {
    expect([null, "0", "501", "2.5", "many"].map(labLimitParam)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(labLimitParam("100")).toBe(100);
    const params = new URLSearchParams("tests=a,b&emirate=Dubai");
    expect(moreLabsSearch(params, 50, 50)).toBeNull();
    expect(moreLabsSearch(params, 50, 180)).toBe("?tests=a%2Cb&emirate=Dubai&labs=100");
    expect(moreLabsSearch(new URLSearchParams("labs=480"), 480, 500)).toBe("?labs=500");
  });

  it("holds about the resolved list's height while the list is looked up", () => {
    expect(listPlaceholderHeight("CBC, Vitamin D, TSH, HbA1c")).toBe(110 + 4 * 62);
    expect(listPlaceholderHeight("")).toBe(110 + 62);
    expect(listPlaceholderHeight(Array.from({ length: 30 }, (_, i) => `test ${i}`).join("\n"))).toBe(
      110 + 20 * 62,
    );
  });

  it("offers the labs' emirates alphabetically, once each, or a fallback", () => {
    expect(basketEmirates([{ emirate: "Sharjah" }, { emirate: "Dubai" }, { emirate: "Sharjah" }])).toEqual([
      "Dubai",
      "Sharjah",
    ]);
    expect(basketEmirates(undefined)).toEqual(FALLBACK_EMIRATES);
  });

  it("offers home collection in the emirates labs collect in, once each, alphabetically", () => {
    const lab = (homeCollection: boolean, serviceEmirates: string[]) => ({ homeCollection, serviceEmirates });
    expect(
      homeEmirates([lab(true, ["Dubai"]), lab(true, ["Abu Dhabi", "Dubai"]), lab(false, ["Sharjah"])]),
    ).toEqual(["Abu Dhabi", "Dubai"]);
    expect(homeEmirates([lab(false, [])])).toEqual([]);
    expect(homeEmirates(undefined)).toEqual(FALLBACK_EMIRATES);
  });

  it("writes the collection choice into the query, keeping the rest", () => {
    const params = new URLSearchParams("tests=a,b&home=1&emirate=Dubai");
    expect(withFilters(params, { home: true, emirate: "Abu Dhabi" }).toString()).toBe(
      "tests=a%2Cb&home=1&emirate=Abu+Dhabi",
    );
    expect(withFilters(params, { home: false, emirate: "Dubai" }).toString()).toBe(
      "tests=a%2Cb&emirate=Dubai",
    );
    expect(withFilters(params, { home: false, emirate: null }).toString()).toBe("tests=a%2Cb");
    expect(params.toString()).toBe("tests=a%2Cb&home=1&emirate=Dubai");
  });

  it("shows the URL's tests (else its list's) until the basket is in step with it", () => {
    expect(urlTestIds(["a"], "cbc", ["b"])).toEqual(["a"]);
    expect(urlTestIds([], "cbc", ["b"])).toEqual(["b"]);
    expect(urlTestIds([], "cbc", null)).toBeNull();
    expect(urlTestIds([], null, ["b"])).toBeNull();
    expect(shownTestIds(false, ["mine"], ["a"])).toEqual(["a"]);
    expect(shownTestIds(true, ["mine"], ["a"])).toEqual(["mine"]);
    expect(shownTestIds(false, ["mine"], null)).toEqual(["mine"]);
  });

  it("never shows a comparison made for the other collection mode", () => {
    const labVisit = { collectionMode: "lab_visit" as const, total: 1 };
    expect(comparisonForMode(labVisit, false)).toBe(labVisit);
    expect(comparisonForMode(labVisit, true)).toBeUndefined();
    expect(comparisonForMode(undefined, false)).toBeUndefined();
  });
});
