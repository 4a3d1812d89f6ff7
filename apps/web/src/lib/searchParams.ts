/**
 * The search page's state lives in the URL: q, category, page, minPrice, maxPrice, emirate, lab
 * (a lab's slug or id, from the /labs directory), home=1 and sort. These helpers read it leniently (bad values are ignored) and write only what is set.
 */
import type { SearchSort } from "@labcompare/validators/schemas";

/**
 * The sort values of `searchSorts` in @labcompare/validators/schemas, in the order the sort select
 * lists them. Listed here (checked against its type both ways) rather than imported: that module
 * builds zod schemas when loaded, which would bring zod, and its eval probe that the site's
 * Content-Security-Policy reports, into the search page.
 */
export const searchSorts = [
  "relevance",
  "price_asc",
  "price_desc",
  "name",
] as const satisfies readonly SearchSort[];
type MissingSorts = Exclude<SearchSort, (typeof searchSorts)[number]>;
const everySortListed: [MissingSorts] extends [never] ? true : MissingSorts = true;
void everySortListed;

export interface SearchState {
  q: string;
  category: string | null;
  page: number;
  minPrice: number | null;
  maxPrice: number | null;
  emirate: string | null;
  /** A lab's slug or id: only tests that lab offers. */
  lab: string | null;
  home: boolean;
  sort: SearchSort;
}

function toPrice(value: string | null): number | null {
  if (value === null || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 1_000_000 ? n : null;
}

export function readSearchState(params: URLSearchParams): SearchState {
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const sort = params.get("sort");
  return {
    q: params.get("q") ?? "",
    category: params.get("category") || null,
    page: Number.isFinite(page) && page >= 1 && page <= 10_000 ? page : 1,
    minPrice: toPrice(params.get("minPrice")),
    maxPrice: toPrice(params.get("maxPrice")),
    emirate: params.get("emirate") || null,
    lab: params.get("lab") || null,
    home: params.get("home") === "1",
    sort: (searchSorts as readonly string[]).includes(sort ?? "") ? (sort as SearchSort) : "relevance",
  };
}

/** URL parameters for a state; `q` is always written (/search?q={text}, even empty), defaults are left out. */
export function writeSearchState(state: SearchState): URLSearchParams {
  const p = new URLSearchParams();
  p.set("q", state.q);
  if (state.category) p.set("category", state.category);
  if (state.minPrice !== null) p.set("minPrice", String(state.minPrice));
  if (state.maxPrice !== null) p.set("maxPrice", String(state.maxPrice));
  if (state.emirate) p.set("emirate", state.emirate);
  if (state.lab) p.set("lab", state.lab);
  if (state.home) p.set("home", "1");
  if (state.sort !== "relevance") p.set("sort", state.sort);
  if (state.page > 1) p.set("page", String(state.page));
  return p;
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
