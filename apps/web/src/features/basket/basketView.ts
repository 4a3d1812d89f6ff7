/**
 * The basket page's derived values without UI: the emirates to filter by, which tests the page shows
 * while the browser's basket catches up with the URL, and which comparison answer may be shown for
 * the collection mode chosen.
 */

/** Offered while the labs' emirates are unknown (loading or failed). */
export const FALLBACK_EMIRATES = ["Abu Dhabi", "Dubai", "Sharjah"];

/** The labs' emirates, each once, in alphabetical order; the fallback list when there are none. */
export function basketEmirates(labs: readonly { emirate: string }[] | undefined): string[] {
  const list = [...new Set((labs ?? []).map((l) => l.emirate))].sort();
  return list.length ? list : FALLBACK_EMIRATES;
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
