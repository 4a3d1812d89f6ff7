/**
 * The basket page's derived values without UI: the emirates to filter by and to collect at home in,
 * the filters written into a query, which tests the page shows
 * while the browser's basket catches up with the URL, which comparison answer may be shown for
 * the collection mode chosen, and how many labs it shows (`labs` in the URL).
 */
import { COMPARE_LAB_LIMIT_DEFAULT, COMPARE_LAB_LIMIT_MAX } from "@labcompare/domain/basket";
import { splitDoctorList } from "@labcompare/domain/doctor-list";
import { showMoreSearch, shownCountParam } from "../../lib/listPaging";

/** Offered while the labs' emirates are unknown (loading or failed). */
export const FALLBACK_EMIRATES = ["Abu Dhabi", "Dubai", "Sharjah"];

/** The labs' emirates, each once, in alphabetical order; the fallback list when there are none. */
export function basketEmirates(labs: readonly { emirate: string }[] | undefined): string[] {
  const list = [...new Set((labs ?? []).map((l) => l.emirate))].sort();
  return list.length ? list : FALLBACK_EMIRATES;
}

/** The emirates some lab collects at home in, each once, in alphabetical order; the fallback list when unknown. */
export function homeEmirates(
  labs: readonly { homeCollection: boolean; serviceEmirates: readonly string[] }[] | undefined,
): string[] {
  if (!labs) return FALLBACK_EMIRATES;
  return [...new Set(labs.flatMap((l) => (l.homeCollection ? l.serviceEmirates : [])))].sort();
}

/** The basket's collection filters: the labs' emirate (null: all) and home collection. */
export interface BasketFilterValues {
  /** The lab's emirate, or null for all emirates. */
  emirate: string | null;
  /** Home collection chosen (totals include one home-collection fee per visit). */
  home: boolean;
}

/** `params` with `values` written as `emirate` and `home=1` (each left out when unset); the rest kept. */
export function withFilters(params: URLSearchParams, values: BasketFilterValues): URLSearchParams {
  const out = new URLSearchParams(params);
  if (values.emirate) out.set("emirate", values.emirate);
  else out.delete("emirate");
  if (values.home) out.set("home", "1");
  else out.delete("home");
  return out;
}

/** What the URL names: its tests, else its doctor's list's matches (null while the list resolves); null when it names neither. */
export function urlTestIds(
  urlIds: string[],
  listText: string | null,
  listIds: string[] | null,
): string[] | null {
  return urlIds.length ? urlIds : listText !== null ? listIds : null;
}

/**
 * The tests the page shows: the basket's once it is in step with the URL (`synced`) or when the URL
 * names none, else the URL's, so the server render, the page without JavaScript and the hydrating
 * render show the same tests.
 */
export function shownTestIds(synced: boolean, basketIds: string[], fromUrl: string[] | null): string[] {
  return synced || !fromUrl ? basketIds : fromUrl;
}

/**
 * The comparison to show for the chosen mode: the previous answer stays on screen while filters
 * change, but never one for the other mode (its totals and cheapest lab would be that mode's).
 */
export function comparisonForMode<T extends { collectionMode: "lab_visit" | "home_collection" }>(
  data: T | undefined,
  home: boolean,
): T | undefined {
  return data?.collectionMode === (home ? "home_collection" : "lab_visit") ? data : undefined;
}

/**
 * Height in px of the stand-in while the list is looked up: about what the resolved list takes (its
 * heading, a row per item up to 20, the compare button), so the page below does not jump when it arrives.
 */
export function listPlaceholderHeight(listText: string): number {
  return 110 + 62 * Math.min(20, Math.max(1, splitDoctorList(listText).length));
}

/**
 * The labs to ask compareBasket for from the URL's `labs` (absent, not a whole number or out of
 * range: undefined, the API's default of COMPARE_LAB_LIMIT_DEFAULT; else 1–COMPARE_LAB_LIMIT_MAX).
 */
export function labLimitParam(value: string | null): number | undefined {
  return shownCountParam(value, COMPARE_LAB_LIMIT_MAX);
}

/**
 * The query that shows the next page of labs (COMPARE_LAB_LIMIT_DEFAULT more, at most
 * COMPARE_LAB_LIMIT_MAX) with every other parameter kept, or null when all `labCount` labs show.
 */
export function moreLabsSearch(params: URLSearchParams, shown: number, labCount: number): string | null {
  return showMoreSearch(params, shown, labCount, COMPARE_LAB_LIMIT_DEFAULT, COMPARE_LAB_LIMIT_MAX);
}
