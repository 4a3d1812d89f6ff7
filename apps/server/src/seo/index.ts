/**
 * Search-engine support for the Fastify host: the web app's index.html with per-page title, meta,
 * Open Graph, Twitter card and JSON-LD written in by the server (and the right status: 404 for
 * unknown pages), /sitemap.xml and /robots.txt, a bounded cache of rendered pages invalidated after
 * every successful admin change, and index.html reloaded when the web build changes.
 *
 * Wiring (app.ts): call `setupSeo` before the tRPC plugin is registered (its onResponse hook must see
 * the admin calls), then use `sendPage` from the not-found handler for page requests.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { messages } from "@labcompare/validators";
import { errorBody, RETRY_AFTER_SECONDS } from "../http-errors.ts";
import { uncachedSiteData, type SiteDataCache } from "@labcompare/api/content/site-data";
import { LruCache } from "./cache.ts";
import { encodedPage } from "./page-encoding.ts";
import { ShellTemplate } from "./shell-template.ts";
import { deviceClassOf, type PageRenderer } from "./ssr.ts";
import { createPageBuilder, pageKey, type CachedPage } from "./page-build.ts";
import { pathInLocale } from "@labcompare/domain/locale";
import { isAdminChange, isRenderedBasket, savedLocale, siteOrigin, splitUrl } from "./request.ts";
import { matchPage, pagePathOf } from "./routes.ts";
import { buildRobotsTxt, buildSitemapFile } from "./sitemap.ts";

export { isPageRequest } from "./routes.ts";
export { isAdminChange, isRenderedBasket, siteOrigin } from "./request.ts";

export interface SeoOptions {
  /** The site's public origin (env PUBLIC_URL); when unset, the request's protocol and Host are used. */
  publicUrl?: string;
  /** Folder of the web build; its index.html is the page template. */
  webDistDir: string;
  /** Rendered pages kept (default 500). */
  cacheSize?: number;
  /** Lifetime of a cached page or sitemap in ms (default 10 minutes). */
  cacheMaxAgeMs?: number;
  /**
   * Called after an admin change instead of emptying only this process's cache: the host announces
   * it to every instance (cache-bus.ts), whose handlers call `invalidate()`. Absent = local only.
   */
  announceChange?: () => void;
  /**
   * The site-wide reads pages are built from (settings, SEO, areas, plans), emptied with the page
   * cache; the renderer's procedures must be given the same one. Absent = read afresh for each page.
   */
  siteData?: SiteDataCache;
  /** Server rendering of public pages' bodies (ssr.ts); absent = the browser renders every page. */
  renderer?: PageRenderer;
  /** URLs one sitemap file holds before /sitemap.xml becomes an index (default 50,000). */
  sitemapMaxUrls?: number;
}

export interface Seo {
  /** True when the web build's index.html exists (pages can be rendered). */
  readonly hasShell: boolean;
  /** Answers a page request with the rendered shell: 200, 404 (unknown page) or 503 (database error). */
  sendPage(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /** Empties the page and sitemap cache and the site-wide reads. */
  invalidate(): void;
}

/** Pages the server renders in full (the rest get the head only and are rendered by the browser). */
const RENDERED_KINDS = new Set(["home", "static", "category", "test", "post", "lab"]);

/**
 * GET /robots.txt, /sitemap.xml and, past one file's URLs, /sitemap-N.xml (each cached with the pages;
 * the static pages' date is the build's at the least). An unknown part is 404.
 */
function registerSeoFiles(
  app: FastifyInstance,
  cache: LruCache<CachedPage>,
  shell: ShellTemplate,
  options: Pick<SeoOptions, "publicUrl" | "sitemapMaxUrls">,
): void {
  app.get("/robots.txt", async (req, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(buildRobotsTxt(siteOrigin(req, options.publicUrl))),
  );

  const sendSitemap = async (req: FastifyRequest, reply: FastifyReply, part: number | null) => {
    const origin = siteOrigin(req, options.publicUrl);
    const key = `sitemap ${origin} ${part ?? "main"}`;
    let xml = cache.get(key)?.body;
    if (xml === undefined) {
      const generation = cache.generation;
      const tpl = await shell.current();
      const built = await buildSitemapFile(app.db.prisma, origin, part, {
        builtAt: tpl ? new Date(tpl.mtimeMs) : null,
        maxUrls: options.sitemapMaxUrls,
      });
      if (built === null) return reply.callNotFound();
      xml = built;
      cache.set(key, { status: 200, body: xml }, generation);
    }
    return reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(xml);
  };
  app.get("/sitemap.xml", (req, reply) => sendSitemap(req, reply, null));
  app.get<{ Params: { part: string } }>("/sitemap-:part(^\\d{1,6}).xml", (req, reply) =>
    sendSitemap(req, reply, Number(req.params.part)),
  );
}

/**
 * Sets up SEO on `app`: GET /robots.txt and /sitemap.xml, and the onResponse hook that empties the
 * cache after admin changes. Reads index.html once (if present). Returns the page renderer for the
 * not-found handler.
 */
export function setupSeo(app: FastifyInstance, options: SeoOptions): Seo {
  const cache = new LruCache<CachedPage>(options.cacheSize ?? 500, options.cacheMaxAgeMs ?? 10 * 60_000);
  const siteData = options.siteData ?? uncachedSiteData;
  const invalidate = () => {
    siteData.clear();
    cache.clear();
  };
  const shell = new ShellTemplate(options.webDistDir, () => cache.clear());

  app.addHook("onResponse", async (req, reply) => {
    if (!isAdminChange(req.method, req.url, reply.statusCode)) return;
    invalidate();
    options.announceChange?.();
  });

  registerSeoFiles(app, cache, shell, options);

  const buildPage = createPageBuilder({ cache, db: app.db.prisma, siteData, renderer: options.renderer });

  return {
    get hasShell() {
      return shell.present;
    },
    invalidate,
    async sendPage(req, reply) {
      const tpl = await shell.current();
      if (!tpl) return reply.status(404).send(errorBody(messages.generic.notFound));
      const origin = siteOrigin(req, options.publicUrl);
      const [pathname, query] = splitUrl(req.url);
      // The address alone sets a page's language; only the bare English home follows the visitor's saved choice.
      if (pathname === "/") {
        reply.header("vary", "cookie");
        if (savedLocale(req.headers.cookie) === "ar") return reply.redirect(pathInLocale(req.url, "ar"), 302);
      }
      const { locale, route } = matchPage(pathname);
      const pagePath = pagePathOf(route, locale);
      const rendered =
        !!options.renderer?.enabled &&
        (RENDERED_KINDS.has(route.kind) || isRenderedBasket(route.path, query));
      const device = deviceClassOf(req.headers["user-agent"]);
      // The search page's head names its query (as the app's title does).
      const searchQuery = route.path === "/search" ? new URLSearchParams(query).get("q") || null : null;
      const params = { origin, locale, route, pagePath, rendered, device, searchQuery, query };
      let page = cache.get(pageKey(params));
      if (!page) {
        page = (await buildPage(req, params, tpl)).page;
        // Only a build can give 503 (the database away): such a page is never cached.
        if (page.status === 503) reply.header("retry-after", String(RETRY_AFTER_SECONDS));
      }
      // A rendered page is laid out for the User-Agent's device class.
      if (rendered) reply.header("vary", pathname === "/" ? "cookie, user-agent" : "user-agent");
      reply.status(page.status).type("text/html; charset=utf-8").header("cache-control", "no-cache");
      const encoded = encodedPage(page, req.headers["accept-encoding"]);
      if (!encoded) return reply.send(page.body);
      const vary = reply.getHeader("vary");
      return reply
        .header("vary", vary ? `${String(vary)}, accept-encoding` : "accept-encoding")
        .header("content-encoding", encoded.encoding)
        .send(encoded.bytes);
    },
  };
}
