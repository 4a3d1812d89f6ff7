/**
 * Client-side head tags, kept in step while navigating. The server writes the first page's title,
 * description, keywords, robots, canonical, Open Graph, Twitter and JSON-LD tags into index.html
 * (apps/server/src/seo); after that, `useSeo` updates the same tags on every route change: the values
 * are resolved by seoHead.ts (its file comment gives their precedence) and written by seoDom.ts.
 */
import { useEffect, useMemo } from "react";
import { useLocation } from "react-router-dom";
import { normalizePagePath } from "@labcompare/validators/seo-defaults";
import { trpc } from "../trpc";
import { applyHead, setJsonLd } from "./seoDom";
import { resolveHead, type SeoInput } from "./seoHead";
import { useLocalPagePath, useLocalSiteSeo } from "./seoLocale";

/** The path the server rendered the first HTML for: its JSON-LD belongs to that page only. */
const INITIAL_PATH = typeof window === "undefined" ? "/" : normalizePagePath(window.location.pathname);

const SEO_STALE_TIME = 5 * 60_000;

/** The site-wide SEO settings (content.seo.get), cached for five minutes. */
export function useSeoSettings() {
  return trpc.content.seo.get.useQuery(undefined, { staleTime: SEO_STALE_TIME, retry: 1 });
}

/**
 * Keeps document.title and the meta / Open Graph / Twitter / canonical / JSON-LD tags in step with
 * the page (`input`: see SeoInput); returns nothing. See seoHead.ts for the precedence of the values.
 */
export function useSeo(input: SeoInput) {
  const { pathname } = useLocation();
  const path = normalizePagePath(pathname);
  const settings = useSeoSettings();
  const siteSeo = useLocalSiteSeo(settings.data);
  const pageSeo = trpc.content.seo.pageSeo.useQuery(
    { path: useLocalPagePath(path) },
    { staleTime: SEO_STALE_TIME, retry: 1 },
  );

  // Compare inputs by value, so callers may pass object literals.
  const key = JSON.stringify(input);
  const stable = useMemo(() => JSON.parse(key) as SeoInput, [key]);
  const ready = !stable.loading && !settings.isPending && !pageSeo.isPending;

  useEffect(() => {
    if (!ready) return;
    const head = resolveHead(stable, {
      path,
      origin: window.location.origin,
      settings: siteSeo ?? null,
      pageSeo: pageSeo.data ?? null,
    });
    applyHead(head);
    if (stable.jsonLd !== undefined && stable.jsonLd !== null) {
      setJsonLd(Array.isArray(stable.jsonLd) ? (stable.jsonLd as object[]) : [stable.jsonLd]);
    } else if (path !== INITIAL_PATH) {
      setJsonLd([]);
    }
  }, [ready, stable, path, siteSeo, pageSeo.data]);
}
