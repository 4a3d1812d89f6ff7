/**
 * Pages as lazy chunks (only the layout is in the first bundle). Unlike React.lazy, a page
 * whose chunk has loaded renders synchronously from then on, so the browser can load the pages of a
 * server-rendered URL before hydrating (main.tsx) and the server before rendering
 * (entry-server.tsx), and the first render matches the HTML. `usePageLoading` tells the layout that
 * a page's code is on its way (its progress bar while the previous page stays on screen).
 */
import { createElement, use, useSyncExternalStore, type ComponentType, type ReactElement } from "react";
import type { TrpcUtils } from "../trpc";

/**
 * The queries a server-rendered page's first render asks for, started by the server before it
 * renders so the page renders with data at once (entry-server.tsx). `params` are the route's, `search`
 * the URL's query. A query declared here with another input than the page asks is only wasted work:
 * the server then renders once more for the missing one.
 */
export type ServerQueries = (
  utils: TrpcUtils,
  url: { params: Record<string, string | undefined>; search: URLSearchParams },
) => Promise<unknown>[];

/** A page's module: the page as its default export, and for a server-rendered page its `serverQueries`. */
export interface PageModule {
  default: ComponentType;
  serverQueries?: ServerQueries;
}

/** A page component that loads its code on first render; `preload()` loads it ahead. */
export interface LazyPage {
  (): ReactElement;
  preload(): Promise<ComponentType>;
  /** The loaded module's `serverQueries` (undefined before `preload()` resolves, or when it has none). */
  serverQueries(): ServerQueries | undefined;
}

let loadingCount = 0;
const listeners = new Set<() => void>();
/** Listeners hear of a change after the render that started a load (no state update during render). */
function changeLoadingCount(by: number) {
  loadingCount += by;
  queueMicrotask(() => listeners.forEach((listener) => listener()));
}

/**
 * A page from `load` (a dynamic import of a module whose default export is the page). A failed load
 * (a chunk gone after a deploy, the network) throws to the nearest error boundary, whose screen asks
 * for a reload; like React.lazy, the page is not fetched again before that (a retry at each render
 * would suspend forever).
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | null = null;
  let serverQueries: ServerQueries | undefined;
  let loading: Promise<ComponentType> | null = null;
  const preload = () => {
    if (loaded) return Promise.resolve(loaded);
    if (!loading) {
      changeLoadingCount(1);
      loading = load().then(
        (module) => {
          changeLoadingCount(-1);
          serverQueries = module.serverQueries;
          return (loaded = module.default);
        },
        (error: unknown) => {
          changeLoadingCount(-1);
          throw error;
        },
      );
    }
    return loading;
  };
  function Page() {
    return createElement(loaded ?? use(preload()));
  }
  return Object.assign(Page, { preload, serverQueries: () => serverQueries });
}

/** True while some page's code is loading (a navigation to a page not opened before). */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loadingCount > 0,
    () => false,
  );
}
