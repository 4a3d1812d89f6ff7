/**
 * The search page's URL state: what a link or the address bar gives the page (lenient: bad values
 * fall back to defaults), what the page writes back (only what is set), and the values the page
 * derives from it (the category and lab the URL names, the filters' state, its links, the API input).
 */
import { describe, expect, it } from "vitest";
import { readSearchState, writeSearchState, type SearchState } from "../../src/lib/searchParams";
import {
  clearFiltersHref,
  DEFAULT_EMIRATES,
  emiratesOf,
  findCategory,
  findLab,
  hasActiveFilters,
  isPriceRangeInvalid,
  patchSearchState,
  searchInput,
  searchPageHref,
  withoutLabHref,
} from "../../src/features/search/searchPageState";

const read = (query: string) => readSearchState(new URLSearchParams(query));
const blank: SearchState = read("");

describe("readSearchState", () => {
  it("reads every parameter", () => {
    expect(
      read(
        "q=vitamin%20d&category=hormones&page=3&minPrice=50&maxPrice=200.5&emirate=Dubai&lab=al-borg&home=1&sort=price_asc",
      ),
    ).toEqual({
      q: "vitamin d",
      category: "hormones",
      page: 3,
      minPrice: 50,
      maxPrice: 200.5,
      emirate: "Dubai",
      lab: "al-borg",
      home: true,
      sort: "price_asc",
    });
  });

  it("gives the defaults for an empty address", () => {
    expect(blank).toEqual({
      q: "",
      category: null,
      page: 1,
      minPrice: null,
      maxPrice: null,
      emirate: null,
      lab: null,
      home: false,
      sort: "relevance",
    });
  });

  it("ignores values a person could not have chosen", () => {
    const state = read("page=0&minPrice=-5&maxPrice=abc&sort=cheapest&home=yes&category=&emirate=");
    expect(state.page).toBe(1);
    expect(state.minPrice).toBeNull();
    expect(state.maxPrice).toBeNull();
    expect(state.sort).toBe("relevance");
    expect(state.home).toBe(false);
    expect(state.category).toBeNull();
    expect(state.emirate).toBeNull();
    expect(read("page=10001").page).toBe(1);
    expect(read("page=10000").page).toBe(10_000);
    expect(read("maxPrice=1000001").maxPrice).toBeNull();
    expect(read("maxPrice=1000000").maxPrice).toBe(1_000_000);
    expect(read("minPrice=%20").minPrice).toBeNull();
  });
});

describe("writeSearchState", () => {
  it("always writes q and leaves the defaults out", () => {
    expect(writeSearchState(blank).toString()).toBe("q=");
    expect(writeSearchState({ ...blank, q: "cbc", page: 1, sort: "relevance", home: false }).toString()).toBe(
      "q=cbc",
    );
  });

  it("round-trips every value through the address", () => {
    const state: SearchState = {
      q: "lipid & profile",
      category: "c1",
      page: 2,
      minPrice: 0,
      maxPrice: 99,
      emirate: "Abu Dhabi",
      lab: "lab-1",
      home: true,
      sort: "name",
    };
    expect(readSearchState(writeSearchState(state))).toEqual(state);
  });

  it("writes a minimum price of 0 (a set filter, not a default)", () => {
    expect(writeSearchState({ ...blank, minPrice: 0 }).get("minPrice")).toBe("0");
  });
});

describe("findCategory and findLab", () => {
  const categories = [
    { id: "6F1C0000-0000-4000-8000-000000000001", slug: "heart-health", name: "Heart Health" },
    { id: "6f1c0000-0000-4000-8000-000000000002", slug: "vitamins", name: "Vitamins & Minerals" },
  ];
  const labs = [{ id: "AA000000-0000-4000-8000-000000000001", slug: "al-borg" }];

  it("finds a category by id, slug or name, in any case", () => {
    expect(findCategory(categories, "6f1c0000-0000-4000-8000-000000000001")?.slug).toBe("heart-health");
    expect(findCategory(categories, "vitamins")?.name).toBe("Vitamins & Minerals");
    expect(findCategory(categories, "heart HEALTH")?.slug).toBe("heart-health");
  });

  it("finds nothing while loading, without a parameter, or for an unknown one", () => {
    expect(findCategory(undefined, "vitamins")).toBeNull();
    expect(findCategory(categories, null)).toBeNull();
    expect(findCategory(categories, "diabetes")).toBeNull();
  });

  it("finds a lab by slug or id", () => {
    expect(findLab(labs, "al-borg")).toBe(labs[0]);
    expect(findLab(labs, "aa000000-0000-4000-8000-000000000001")).toBe(labs[0]);
    expect(findLab(labs, "other")).toBeNull();
    expect(findLab(undefined, "al-borg")).toBeNull();
  });
});

describe("filters", () => {
  it("calls the price range invalid only when the minimum is above the maximum", () => {
    expect(isPriceRangeInvalid({ minPrice: 200, maxPrice: 100 })).toBe(true);
    expect(isPriceRangeInvalid({ minPrice: 100, maxPrice: 100 })).toBe(false);
    expect(isPriceRangeInvalid({ minPrice: 200, maxPrice: null })).toBe(false);
  });

  it("counts each filter and a non-default sort as active, but not the text or the page", () => {
    expect(hasActiveFilters({ ...blank, q: "cbc", page: 4 })).toBe(false);
    for (const patch of [
      { category: "x" },
      { minPrice: 0 },
      { maxPrice: 10 },
      { emirate: "Dubai" },
      { lab: "l" },
      { home: true },
      { sort: "name" as const },
    ]) {
      expect(hasActiveFilters({ ...blank, ...patch })).toBe(true);
    }
  });

  it("offers the labs' emirates once each, or the defaults when there are none", () => {
    expect(emiratesOf([{ emirate: "Sharjah" }, { emirate: "Dubai" }, { emirate: "Sharjah" }])).toEqual([
      "Sharjah",
      "Dubai",
    ]);
    expect(emiratesOf([])).toEqual(DEFAULT_EMIRATES);
    expect(emiratesOf(undefined)).toEqual(["Dubai", "Abu Dhabi"]);
  });
});

describe("the page's links and changes", () => {
  const state: SearchState = {
    ...blank,
    q: "cbc",
    emirate: "Dubai",
    lab: "al-borg",
    page: 3,
    sort: "price_desc",
  };

  it("clears every filter but keeps the text", () => {
    expect(clearFiltersHref("vitamin d")).toBe("/search?q=vitamin+d");
  });

  it("links to another page of the same search", () => {
    expect(searchPageHref(state, 1)).toBe("/search?q=cbc&emirate=Dubai&lab=al-borg&sort=price_desc");
    expect(searchPageHref(state, 4)).toBe("/search?q=cbc&emirate=Dubai&lab=al-borg&sort=price_desc&page=4");
  });

  it("removes the lab and goes back to page 1", () => {
    expect(withoutLabHref(state)).toBe("/search?q=cbc&emirate=Dubai&sort=price_desc");
  });

  it("goes back to page 1 on any change but the page's", () => {
    expect(patchSearchState(state, { emirate: "Sharjah" })).toMatchObject({ emirate: "Sharjah", page: 1 });
    expect(patchSearchState(state, { page: 5 }).page).toBe(5);
    expect(patchSearchState(state, { sort: "name" }, false).page).toBe(3);
  });
});

describe("searchInput", () => {
  it("sends the resolved category id and leaves unset filters out", () => {
    expect(searchInput({ ...blank, q: "cbc", category: "heart-health" }, "cat-id")).toEqual({
      q: "cbc",
      page: 1,
      sort: "relevance",
      category: "cat-id",
      minPrice: undefined,
      maxPrice: undefined,
      emirate: undefined,
      lab: undefined,
      homeCollection: undefined,
    });
  });

  it("sends the parameter as given while the category is unresolved", () => {
    expect(searchInput({ ...blank, category: "heart-health" }, null).category).toBe("heart-health");
  });

  it("drops the maximum price while the range is invalid, keeping the minimum", () => {
    const input = searchInput({ ...blank, minPrice: 300, maxPrice: 100 }, null);
    expect(input.minPrice).toBe(300);
    expect(input.maxPrice).toBeUndefined();
    expect(searchInput({ ...blank, minPrice: 0, maxPrice: 100, home: true }, null)).toMatchObject({
      minPrice: 0,
      maxPrice: 100,
      homeCollection: true,
    });
  });
});
