/**
 * The search page's derived values, without UI: which category and lab the URL names, whether the
 * price range is usable, whether any filter is on, the emirates to offer, the links of the page,
 * and the `catalog.search` input. Everything here reads the URL state of lib/searchParams.
 */
import { readSearchState, writeSearchState, type SearchState } from "../../lib/searchParams";

/** Offered while the labs' emirates are unknown (loading or failed). */
export const DEFAULT_EMIRATES = ["Dubai", "Abu Dhabi"];

/**
 * The category the `category` parameter names: an id, a slug or (from the home cards) a name, in
 * any case. Null when there is none or it matches no category.
 */
export function findCategory<C extends { id: string; slug: string; name: string }>(
  categories: readonly C[] | undefined,
  param: string | null,
): C | null {
  if (!param || !categories) return null;
  const value = param.toLowerCase();
  return (
    categories.find(
      (c) => c.id.toLowerCase() === value || c.slug === value || c.name.toLowerCase() === value,
    ) ?? null
  );
}

/** The lab the `lab` parameter names: a slug (from /labs) or an id, in any case. */
export function findLab<L extends { id: string; slug: string }>(
  labs: readonly L[] | undefined,
  param: string | null,
): L | null {
  if (!param || !labs) return null;
  const value = param.toLowerCase();
  return labs.find((l) => l.id.toLowerCase() === value || l.slug === value) ?? null;
}

/** A minimum above the maximum: the maximum is not sent, and the filters say so. */
export function isPriceRangeInvalid(state: Pick<SearchState, "minPrice" | "maxPrice">): boolean {
  return state.minPrice !== null && state.maxPrice !== null && state.minPrice > state.maxPrice;
}

/** True when any filter or a sort other than relevance is set (the text `q` is not a filter). */
export function hasActiveFilters(state: SearchState): boolean {
  return (
    !!state.category ||
    state.minPrice !== null ||
    state.maxPrice !== null ||
    !!state.emirate ||
    !!state.lab ||
    state.home ||
    state.sort !== "relevance"
  );
}

/** The emirates of the labs, each once in their order; the defaults while there are none. */
export function emiratesOf(labs: readonly { emirate: string }[] | undefined): string[] {
  const fromLabs = [...new Set((labs ?? []).map((l) => l.emirate))];
  return fromLabs.length ? fromLabs : DEFAULT_EMIRATES;
}

/** The search for the same text without filters, on its first page. */
export function clearFiltersHref(q: string): string {
  return `/search?${writeSearchState({ ...readSearchState(new URLSearchParams()), q }).toString()}`;
}

/** The same search on page `page`. */
export function searchPageHref(state: SearchState, page: number): string {
  return `/search?${writeSearchState({ ...state, page }).toString()}`;
}

/** The same search without the lab filter, on its first page. */
export function withoutLabHref(state: SearchState): string {
  return `/search?${writeSearchState({ ...state, lab: null, page: 1 }).toString()}`;
}

/**
 * The state after a change: any change but the page's goes back to page 1 (unless `resetPage` is
 * false), as the old page may not exist in the new results.
 */
export function patchSearchState(
  state: SearchState,
  patch: Partial<SearchState>,
  resetPage = true,
): SearchState {
  return { ...state, ...patch, ...(resetPage && !("page" in patch) ? { page: 1 } : {}) };
}

/**
 * The `catalog.search` input: the resolved category's id (else the parameter as given), and no
 * maximum price while the range is invalid; unset filters are left out.
 */
export function searchInput(state: SearchState, categoryId: string | null) {
  return {
    q: state.q,
    page: state.page,
    sort: state.sort,
    category: categoryId ?? state.category ?? undefined,
    minPrice: state.minPrice ?? undefined,
    maxPrice: isPriceRangeInvalid(state) ? undefined : (state.maxPrice ?? undefined),
    emirate: state.emirate ?? undefined,
    lab: state.lab ?? undefined,
    homeCollection: state.home || undefined,
  };
}
