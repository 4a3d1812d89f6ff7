/**
 * Building a page for the page cache (seo/index.ts): its shell with the SEO tags of its path and,
 * for the server-rendered kinds, its body. Visitors asking for a page whose build is under way wait
 * for that build instead of starting their own: a cold page (just after start or an invalidation)
 * would otherwise be rendered once per visitor arriving meanwhile, each render holding the thread
 * that answers everyone.
 */
import type { FastifyRequest } from "fastify";
import type { PrismaClient } from "@labcompare/db";
import type { SiteDataCache } from "@labcompare/api/content/site-data";
import { httpStatusOf } from "../http-errors.ts";
import type { LruCache } from "./cache.ts";
import { resolvePage } from "./meta.ts";
import type { EncodablePage } from "./page-encoding.ts";
import type { matchPage } from "./routes.ts";
import { renderShell, withLanguage } from "./shell-render.ts";
import type { Template } from "./shell-template.ts";
import type { DeviceClass, PageRenderer } from "./ssr.ts";

/** A page or sitemap kept in the cache; a page's compressed forms join it when first sent. */
export interface CachedPage extends EncodablePage {
  status: number;
}

/** What a page request's answer depends on. */
export interface PageParams {
  origin: string;
  locale: ReturnType<typeof matchPage>["locale"];
  route: ReturnType<typeof matchPage>["route"];
  /** The page's path in its language, e.g. "/ar/tests/hba1c". */
  pagePath: string;
  /** Whether the body is server-rendered (then it depends on the query and the device class). */
  rendered: boolean;
  device: DeviceClass;
  /** The search page's `q` (its head names it), else null. */
  searchQuery: string | null;
  /** The URL's query string, without "?". */
  query: string;
}

/** The cache key of a page: a rendered body depends on the query and the device class; the head on neither. */
export function pageKey(
  p: Pick<PageParams, "origin" | "pagePath" | "rendered" | "device" | "searchQuery" | "query">,
): string {
  return p.rendered
    ? `page ${p.device} ${p.origin}${p.pagePath}?${p.query}`
    : `page ${p.origin}${p.pagePath}${p.searchQuery ? `?q=${p.searchQuery}` : ""}`;
}

/** A built page: kept in the cache when `cacheable` (never a 503, when the database was away). */
export interface BuiltPage {
  page: CachedPage;
  cacheable: boolean;
}

/**
 * The page builder of a cache. Output: `(req, params, template) → BuiltPage`, which stores what it
 * builds in `cache` when it may be kept (not a partial render, not an error). Never throws: a database
 * error gives the plain shell with 503, a bug 500.
 */
export function createPageBuilder(deps: {
  cache: LruCache<CachedPage>;
  db: PrismaClient;
  siteData: SiteDataCache;
  renderer?: PageRenderer;
}) {
  const { cache, db, siteData, renderer } = deps;

  /**
   * The server-rendered body of the page, or null (rendered by the browser) when it is not or cannot
   * be. A failed or partial render (the visitor past a rate limit, the database away) is not kept in
   * the page cache: it says nothing about what the next visitor should get.
   */
  const renderBody = async (req: FastifyRequest, origin: string, device: DeviceClass) => {
    try {
      const body = (await renderer?.render(new URL(req.url, origin).href, device, req.ip)) ?? null;
      return { body, cacheable: !body?.partial };
    } catch (error) {
      req.log.error({ err: error, url: req.url }, "Could not server-render the page");
      return { body: null, cacheable: false };
    }
  };

  const build = async (req: FastifyRequest, p: PageParams, tpl: Template): Promise<BuiltPage> => {
    const generation = cache.generation;
    // Head and body both ask the database: the body renders while the head's values are read, so a
    // cold page waits for the longer of the two. A body is used only for a page that exists.
    const rendering = p.rendered ? renderBody(req, p.origin, p.device) : null;
    try {
      const resolved = await resolvePage({ db, siteData }, p.route, p.origin, p.locale, p.searchQuery);
      const rendered = await rendering;
      const render = rendered && resolved.status === 200 ? rendered : { body: null, cacheable: true };
      const page = { status: resolved.status, body: renderShell(tpl.parts, resolved.meta, render.body) };
      if (render.cacheable) cache.set(pageKey(p), page, generation);
      return { page, cacheable: render.cacheable };
    } catch (error) {
      // The shell still boots the app; crawlers retry later when the database was unreachable (503), a bug is a 500.
      // The render, if any, ends alone (renderBody never throws); its body is not used.
      const status = httpStatusOf(error) === 503 ? 503 : 500;
      req.log[status === 503 ? "warn" : "error"](
        { err: error, path: p.pagePath },
        "Could not render the page's SEO tags",
      );
      const page = { status, body: withLanguage(tpl.raw, p.locale) };
      return { page, cacheable: false };
    }
  };

  const building = new Map<string, Promise<BuiltPage>>();
  return async (req: FastifyRequest, p: PageParams, tpl: Template): Promise<BuiltPage> => {
    const key = pageKey(p);
    const pending = building.get(key);
    if (pending) {
      const shared = await pending;
      // One not kept in the cache (a partial render, an error) may not suit this visitor: build anew.
      if (shared.cacheable) return shared;
    }
    const own = build(req, p, tpl);
    if (!building.has(key)) building.set(key, own);
    try {
      return await own;
    } finally {
      if (building.get(key) === own) building.delete(key);
    }
  };
}
