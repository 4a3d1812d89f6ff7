/**
 * Search-engine support for the Fastify host: the web app's index.html with per-page title, meta,
 * Open Graph, Twitter card and JSON-LD written in by the server (and the right status: 404 for
 * unknown pages), /sitemap.xml and /robots.txt, a bounded cache of rendered pages invalidated after
 * every successful admin change, and index.html reloaded when the web build changes.
 *
 * Wiring (app.ts): call `setupSeo` before the tRPC plugin is registered (its onResponse hook must see
 * the admin calls), then use `sendPage` from the not-found handler for page requests.
 */
import { readFileSync, statSync } from "node:fs";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { messages } from "@labcompare/validators";
import { LruCache } from "./cache.ts";
import { parseShell, renderShell, type ShellParts } from "./html.ts";
import { deviceClassOf, type DeviceClass, type PageRenderer } from "./ssr.ts";
import { resolvePage } from "./meta.ts";
import { matchRoute } from "./routes.ts";
import { buildRobotsTxt, buildSitemap } from "./sitemap.ts";

export { isPageRequest } from "./routes.ts";

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
  /** Server rendering of public pages' bodies (ssr.ts); absent = the browser renders every page. */
  renderer?: PageRenderer;
}

export interface Seo {
  /** True when the web build's index.html exists (pages can be rendered). */
  readonly hasShell: boolean;
  /** Answers a page request with the rendered shell: 200, 404 (unknown page) or 503 (database error). */
  sendPage(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /** Empties the page and sitemap cache. */
  invalidate(): void;
}

interface CachedPage {
  status: number;
  body: string;
}

interface Template {
  raw: string;
  parts: ShellParts;
  mtimeMs: number;
}

/** How often (ms) index.html's mtime is checked for a new web build. */
const TEMPLATE_CHECK_INTERVAL_MS = 1000;
/** Pages the server renders in full (the rest get the head only and are rendered by the browser). */
const RENDERED_KINDS = new Set(["home", "static", "category", "test", "post", "lab"]);

const HOST_PATTERN = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The site's origin ("https://labcompare.ae", no trailing slash): PUBLIC_URL's origin when set,
 * otherwise the request's protocol and Host header ("localhost" when the Host is missing or malformed).
 */
export function siteOrigin(req: FastifyRequest, publicUrl?: string): string {
  if (publicUrl) return new URL(publicUrl).origin;
  const host = HOST_PATTERN.test(req.host) ? req.host.toLowerCase() : "localhost";
  return `${req.protocol ?? "http"}://${host}`;
}

/** `[path, query]` of a request URL (no fragment; query without "?", "" when none). */
function splitUrl(url: string): [string, string] {
  const noFragment = url.split("#")[0]!;
  const at = noFragment.indexOf("?");
  return at < 0 ? [noFragment, ""] : [noFragment.slice(0, at), noFragment.slice(at + 1)];
}

/**
 * True when a response finished a successful state-changing admin call: POST to /trpc/admin.* (alone
 * or in a batch) with a status below 400.
 */
export function isAdminChange(method: string, url: string, statusCode: number): boolean {
  if (method !== "POST" || statusCode >= 400 || !url.startsWith("/trpc/")) return false;
  let procedures: string;
  try {
    procedures = decodeURIComponent(url.slice("/trpc/".length).split("?")[0]!);
  } catch {
    return false;
  }
  return procedures.split(",").some((p) => p.trim().startsWith("admin."));
}

/**
 * Sets up SEO on `app`: GET /robots.txt and /sitemap.xml, and the onResponse hook that empties the
 * cache after admin changes. Reads index.html once (if present). Returns the page renderer for the
 * not-found handler.
 */
export function setupSeo(app: FastifyInstance, options: SeoOptions): Seo {
  const cache = new LruCache<CachedPage>(options.cacheSize ?? 500, options.cacheMaxAgeMs ?? 10 * 60_000);
  const indexPath = join(options.webDistDir, "index.html");

  /** Reads and parses index.html; null when it does not exist. */
  const loadTemplate = (): Template | null => {
    try {
      const mtimeMs = statSync(indexPath).mtimeMs;
      const raw = readFileSync(indexPath, "utf8");
      return { raw, parts: parseShell(raw), mtimeMs };
    } catch {
      return null;
    }
  };

  let template = loadTemplate();
  let lastCheck = Date.now();

  /** The template, re-read (and the cache emptied) when index.html's mtime changed; checked at most once a second. */
  const currentTemplate = async (): Promise<Template | null> => {
    if (!template || Date.now() - lastCheck < TEMPLATE_CHECK_INTERVAL_MS) return template;
    lastCheck = Date.now();
    try {
      const { mtimeMs } = await stat(indexPath);
      if (mtimeMs !== template.mtimeMs) {
        const fresh = loadTemplate();
        if (fresh) {
          template = fresh;
          cache.clear();
        }
      }
    } catch {
      // A rebuild in progress may remove the file for a moment: keep serving the last good one.
    }
    return template;
  };

  app.addHook("onResponse", async (req, reply) => {
    if (!isAdminChange(req.method, req.url, reply.statusCode)) return;
    cache.clear();
    options.announceChange?.();
  });

  app.get("/robots.txt", async (req, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(buildRobotsTxt(siteOrigin(req, options.publicUrl))),
  );

  app.get("/sitemap.xml", async (req, reply) => {
    const origin = siteOrigin(req, options.publicUrl);
    const key = `sitemap ${origin}`;
    let xml = cache.get(key)?.body;
    if (xml === undefined) {
      const generation = cache.generation;
      const tpl = await currentTemplate();
      xml = await buildSitemap(app.db.prisma, origin, { builtAt: tpl ? new Date(tpl.mtimeMs) : null });
      cache.set(key, { status: 200, body: xml }, generation);
    }
    return reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600").send(xml);
  });

  /** The server-rendered body of the page, or null (rendered by the browser) when it is not or cannot be. */
  const renderBody = async (req: FastifyRequest, origin: string, device: DeviceClass) => {
    try {
      return (await options.renderer?.render(new URL(req.url, origin).href, device)) ?? null;
    } catch (error) {
      req.log.error({ err: error, url: req.url }, "Could not server-render the page");
      return null;
    }
  };

  return {
    get hasShell() {
      return template !== null;
    },
    invalidate: () => cache.clear(),
    async sendPage(req, reply) {
      const tpl = await currentTemplate();
      if (!tpl) return reply.status(404).send({ error: messages.generic.notFound });
      const origin = siteOrigin(req, options.publicUrl);
      const [pathname, query] = splitUrl(req.url);
      const route = matchRoute(pathname);
      const rendered = !!options.renderer?.enabled && RENDERED_KINDS.has(route.kind);
      // A rendered body depends on the query (search terms, filters, sort) and the device class; the head on neither.
      const device = deviceClassOf(req.headers["user-agent"]);
      const key = rendered ? `page ${device} ${origin}${route.path}?${query}` : `page ${origin}${route.path}`;
      let page = cache.get(key);
      if (!page) {
        const generation = cache.generation;
        try {
          const resolved = await resolvePage(app.db.prisma, route, origin);
          const body = rendered && resolved.status === 200 ? await renderBody(req, origin, device) : null;
          page = { status: resolved.status, body: renderShell(tpl.parts, resolved.meta, body) };
          cache.set(key, page, generation);
        } catch (error) {
          // The database is unreachable (or a bug): the shell still boots the app; crawlers retry later.
          req.log.error({ err: error, path: route.path }, "Could not render the page's SEO tags");
          page = { status: 503, body: tpl.raw };
          reply.header("retry-after", "30");
        }
      }
      // A rendered page is laid out for the User-Agent's device class.
      if (rendered) reply.header("vary", "user-agent");
      return reply.status(page.status).type("text/html; charset=utf-8").header("cache-control", "no-cache").send(page.body);
    },
  };
}
