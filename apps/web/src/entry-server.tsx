/**
 * The server render of public pages (content and data in the first HTML, so a phone paints
 * the page before any JavaScript runs and a crawler reads it). Built by `vite build --ssr` into
 * apps/web/dist-ssr/entry-server.js and called by the API host (apps/server/src/seo/ssr.ts).
 *
 * `render({ url, link })`:
 * - url: the absolute page URL (path and query);
 * - link: a terminating tRPC link that runs procedures in the host's process as a visitor
 *   (@trpc/client's unstable_localLink);
 * - device: the device class to lay the page out for (lib/viewport.ts; the host reads it from the
 *   User-Agent);
 * - returns `{ html, state, modules }`: the markup of `<div id="root">`, the data to embed
 *   (ssr/state.ts) and the source modules of the matched pages (Vite manifest keys, for the
 *   stylesheets and module preloads), or null when the page is not server-rendered (private pages,
 *   unknown paths) or a query it needs failed (the browser then renders it, as before). A query
 *   refused by a rate limit (TOO_MANY_REQUESTS) is left out instead: the rest of the page is
 *   rendered, that part left loading for the browser, and the result says `partial: true`.
 *
 * The page is rendered until the queries it asks for are all answered (at most MAX_PASSES renders):
 * each render registers its queries in React Query's cache; the shared ones (ssr/state.ts) that are
 * still pending are fetched, and the page is rendered again with their data. A page module that
 * declares its queries (`serverQueries`, lib/lazyPage.ts) has them fetched with the layout's
 * (ssr/layoutQueries.ts) before the first render, which then has its data: one render instead of two.
 */
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { dehydrate, skipToken, type Query } from "@tanstack/react-query";
import type { TRPCLink } from "@trpc/client";
import type { ReactNode } from "react";
import { StaticRouter } from "react-router-dom";
import superjson from "superjson";
import type { AppRouter } from "@labcompare/api";
import { basenameOf, localeOfPath } from "@labcompare/domain/locale";
import { makeQueryClient, Providers } from "./App";
import { serverI18n } from "./i18n/i18n";
import { AppRoutes, matchPagesWithParams } from "./router";
import { trpc, trpcUtils } from "./trpc";
import type { DeviceClass } from "./lib/viewport";
import { layoutQueries } from "./ssr/layoutQueries";
import { isSharedQueryKey, type SsrState } from "./ssr/state";

export type { SsrState } from "./ssr/state";
export { SSR_STATE_ELEMENT_ID } from "./ssr/state";

/** Renders per page at most: the page, then again after each round of data (a query may depend on another's answer). */
const MAX_PASSES = 5;

export interface RenderResult {
  html: string;
  state: SsrState;
  modules: string[];
  /** True when a part was left to the browser (the visitor past a rate limit): not for other visitors. */
  partial?: boolean;
  /** How many times the page was rendered (1 when its declared queries were all it asked for). */
  passes: number;
}

/** A query the server should fetch now: shared, enabled, not yet fetched. */
function shouldFetch(query: Query): boolean {
  if (
    !isSharedQueryKey(query.queryKey) ||
    query.state.status !== "pending" ||
    query.state.fetchStatus !== "idle"
  )
    return false;
  if (query.options.queryFn === skipToken) return false;
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === "function" ? enabled(query) : enabled !== false;
}

/**
 * The tRPC error code (`data.code`) of a failed query's error or of an error it wraps: the host's
 * in-process link may load another copy of @trpc/client, whose error the client wraps once.
 */
function errorCodeOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 3; e = e.cause, depth++) {
    const code = (e as { data?: { code?: unknown } }).data?.code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

/**
 * Renders `tree` and waits until everything in it has loaded (lazy components): renderToString
 * leaves a boundary that suspends to the browser (marked `<!--$!-->`), which re-renders it and logs
 * an error on hydration. React.lazy keeps what it loaded, so the next renderToString has it.
 */
async function loadSuspended(tree: ReactNode): Promise<void> {
  const { prelude } = await prerenderToNodeStream(tree);
  // Drained only: the output is not used.
  for await (const chunk of prelude) void chunk;
}

export async function render({
  url,
  link,
  device,
}: {
  url: string;
  link: TRPCLink<AppRouter>;
  device: DeviceClass;
}): Promise<RenderResult | null> {
  const location = new URL(url);
  const { pages, params } = matchPagesWithParams(location.pathname);
  const modules = pages.map((p) => p.module).filter((m): m is string => !!m);
  if (!modules.length) return null;
  const locale = localeOfPath(location.pathname);
  const [i18n] = await Promise.all([serverI18n(locale), ...pages.map(({ Page }) => Page.preload())]);

  const queryClient = makeQueryClient();
  const trpcClient = trpc.createClient({ links: [link] });
  const utils = trpcUtils(queryClient, trpcClient);
  // prefetch() never rejects: a failed query stays in the cache as an error, checked below.
  await Promise.all([
    ...layoutQueries(utils, location.pathname),
    ...pages.flatMap(
      ({ Page }) => Page.serverQueries()?.(utils, { params, search: location.searchParams }) ?? [],
    ),
  ]);
  const tree = (
    <Providers i18n={i18n} queryClient={queryClient} trpcClient={trpcClient} device={device}>
      <StaticRouter basename={basenameOf(locale)} location={`${location.pathname}${location.search}`}>
        <AppRoutes />
      </StaticRouter>
    </Providers>
  );

  let html = "";
  let pass = 1;
  try {
    for (; ; pass++) {
      html = renderToString(tree);
      if (html.includes("<!--$!-->")) {
        // Something suspended (a lazy component not loaded yet in this process): load it, render again.
        if (pass === MAX_PASSES) return null;
        await loadSuspended(tree);
        continue;
      }
      const pending = queryClient.getQueryCache().findAll().filter(shouldFetch);
      if (!pending.length) break;
      // Still asking for data after MAX_PASSES renders: leave the page to the browser.
      if (pass === MAX_PASSES) return null;
      // Errors stay in the cache (checked below); fetch() also rejects with them.
      await Promise.all(pending.map((q) => q.fetch().catch(() => undefined)));
    }
    const failed = queryClient
      .getQueryCache()
      .findAll()
      .filter((q) => isSharedQueryKey(q.queryKey) && q.state.status === "error");
    const limited = failed.filter((q) => errorCodeOf(q.state.error) === "TOO_MANY_REQUESTS");
    if (failed.length > limited.length) return null;
    if (limited.length) {
      // Past the visitor's rate limit: the rest of the page is rendered, the limited part left loading
      // (as the browser's first render has it), for the browser to ask after hydration.
      for (const q of limited) queryClient.getQueryCache().remove(q);
      html = renderToString(tree);
    }
    const dehydrated = dehydrate(queryClient, {
      shouldDehydrateQuery: (q) => q.state.status === "success" && isSharedQueryKey(q.queryKey),
    });
    // The language's texts are a chunk of their own, preloaded with the page's.
    const result = {
      html,
      state: { queries: superjson.serialize(dehydrated), device },
      modules: [...modules, `src/i18n/locales/${locale}/index.ts`],
      passes: pass,
    };
    return limited.length ? { ...result, partial: true } : result;
  } finally {
    queryClient.clear();
  }
}
