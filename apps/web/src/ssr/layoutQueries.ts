/**
 * The queries the public layout's first render asks on every page: the site settings (navigation bar
 * and footer, lib/siteSettings.ts), the SEO settings (cookie banner, lib/seo.ts) and the page's own
 * SEO row (useSeo, in the page's language: lib/seoLocale.ts). The server fetches them with the page's
 * declared queries before its first render (entry-server.tsx).
 */
import { localeOfPath, pathWithoutLocale } from "@labcompare/domain/locale";
import { normalizePagePath } from "@labcompare/validators/seo-defaults";
import { localPagePath } from "../lib/seoLocale";
import type { TrpcUtils } from "../trpc";

/** Starts the layout's queries for the page at `pathname` (with its language prefix); never rejects. */
export function layoutQueries(utils: TrpcUtils, pathname: string): Promise<unknown>[] {
  const path = normalizePagePath(pathWithoutLocale(pathname));
  return [
    utils.content.settings.prefetch(),
    utils.content.seo.get.prefetch(),
    utils.content.seo.pageSeo.prefetch({ path: localPagePath(path, localeOfPath(pathname)) }),
  ];
}
