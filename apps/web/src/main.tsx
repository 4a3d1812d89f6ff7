/**
 * The browser entry. A page the server rendered (entry-server.tsx) carries its data in a JSON
 * script element (ssr/state.ts): the data goes into React Query, the page's code is loaded, and React
 * hydrates the HTML. Other pages (private ones, and everything under `npm run dev`) render from
 * scratch once the page's code and the language's texts (loaded side by side) are in.
 */
import "./mantine-base.css";
import "./global.css";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { hydrate } from "@tanstack/react-query";
import superjson from "superjson";
import { directionOf, localeOfPath } from "@labcompare/domain/locale";
import { App, makeQueryClient } from "./App";
import { createI18n, loadLocaleResources } from "./i18n/i18n";
import { matchPages } from "./router";
import { SSR_STATE_ELEMENT_ID, type SsrState } from "./ssr/state";
import { createTrpcClient, trpcUtils, type TrpcUtils } from "./trpc";

/** Starts the queries of the page at the current URL that it asks for ahead (router.tsx `prefetch`). */
function prefetchMatchedPages(utils: TrpcUtils) {
  for (const { prefetch } of matchPages(window.location.pathname)) prefetch?.(utils);
}

/** Loads the code of the page at the current URL (either language), so hydration renders the page (not a fallback). */
async function loadMatchedPages() {
  await Promise.all(matchPages(window.location.pathname).map(({ Page }) => Page.preload()));
}

/** The server's embedded state, or null on a page the browser renders itself. */
function readSsrState(): SsrState | null {
  const text = document.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}

async function start() {
  const container = document.getElementById("root")!;
  const state = readSsrState();
  const queryClient = makeQueryClient();
  // The address sets the language; its texts load beside the page's code.
  const locale = localeOfPath(window.location.pathname);
  const resources = loadLocaleResources(locale);
  // The server writes both on its pages; the development server's index.html does not. Written only
  // when different: writing `dir` again, even unchanged, makes the browser restyle the whole page.
  const root = document.documentElement;
  if (root.lang !== locale) root.lang = locale;
  if (root.dir !== directionOf(locale)) root.dir = directionOf(locale);
  if (state && container.firstChild) {
    hydrate(queryClient, superjson.deserialize(state.queries));
    await loadMatchedPages();
    const i18n = createI18n(locale, await resources);
    // In a transition, hydration runs in slices that yield to the browser (the page is already
    // painted from the server's HTML) instead of one long task: less blocking time on a slow phone.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App i18n={i18n} queryClient={queryClient} device={state.device} />
        </StrictMode>,
      );
    });
    return;
  }
  const client = createTrpcClient();
  prefetchMatchedPages(trpcUtils(queryClient, client));
  // The page's code loads beside the texts: the first paint shows the page's frame, not a loader,
  // and its queries leave with the layout's. A failed load is the page's error boundary's to show.
  const [texts] = await Promise.all([resources, loadMatchedPages().catch(() => undefined)]);
  const i18n = createI18n(locale, texts);
  createRoot(container).render(
    <StrictMode>
      <App i18n={i18n} queryClient={queryClient} device={null} client={client} />
    </StrictMode>,
  );
}

void start();
