/**
 * The search page's data: the URL state, the categories and labs it names, and `catalog.search`
 * for that state (the previous results stay shown while the next page loads). `update(patch)`
 * writes a change to the URL (back to page 1 unless the page itself changes).
 */
import { useMemo } from "react";
import { keepPreviousData } from "@tanstack/react-query";
import { useSearchParams } from "react-router-dom";
import { readSearchState, UUID_PATTERN, writeSearchState, type SearchState } from "../../lib/searchParams";
import { trpc } from "../../trpc";
import { emiratesOf, findCategory, findLab, patchSearchState, searchInput } from "./searchPageState";

export function useSearchPage() {
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params);

  const categories = trpc.catalog.categories.list.useQuery(undefined, { staleTime: 5 * 60_000 });
  const labs = trpc.catalog.labs.list.useQuery({}, { staleTime: 5 * 60_000 });
  const category = useMemo(
    () => findCategory(categories.data, state.category),
    [state.category, categories.data],
  );
  // A name or slug needs the categories to become an id first; an id can be searched at once.
  const categoryReady = !state.category || UUID_PATTERN.test(state.category) || !categories.isPending;
  const lab = useMemo(() => findLab(labs.data, state.lab), [state.lab, labs.data]);
  const emirates = useMemo(() => emiratesOf(labs.data), [labs.data]);

  const search = trpc.catalog.search.useQuery(searchInput(state, category?.id ?? null), {
    enabled: categoryReady,
    placeholderData: keepPreviousData,
  });

  const update = (patch: Partial<SearchState>, resetPage = true) => {
    setParams(writeSearchState(patchSearchState(state, patch, resetPage)));
  };

  return { state, categories, labs, category, lab, emirates, search, update };
}

export type SearchPageData = ReturnType<typeof useSearchPage>;
