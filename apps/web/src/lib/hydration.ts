/**
 * Whether the first (hydrating) render of a server-rendered page is over.
 *
 * A page served from the server's page cache carries data rendered up to a few minutes earlier. When
 * that data is older than its query's staleTime, React Query starts a refetch on mount and its very
 * first result already says `isFetching: true`; a "refreshing" indicator drawn from that flag would
 * not be in the server's HTML, and React reports a hydration mismatch (#418) and re-renders the page.
 * Indicators of background work wait for this hook instead.
 */
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * @returns false during the server render and the browser's hydrating render, true on every render
 * after it (and from the first render of a page the browser renders alone).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
