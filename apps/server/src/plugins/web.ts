/**
 * The web app: public pages rendered on the server as a visitor (the same procedures called in
 * process, counted against the visitor's address like the browser's own calls), each page path's
 * index.html with its SEO tags and status (seo/), the built files, and the 404s (a page for page
 * paths, JSON for the API and files). Without a web build only the SEO routes answer.
 */
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import { unstable_localLink, type TRPCLink } from "@trpc/client";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import superjson from "superjson";
import { appRouter, createContextInner, siteDataCacheFor, type AppRouter } from "@labcompare/api";
import { messages } from "@labcompare/validators";
import type { Env } from "../env.ts";
import { errorBody } from "../http-errors.ts";
import { isPageRequest, setupSeo } from "../seo/index.ts";
import { createPageRenderer } from "../seo/ssr.ts";
import "./types.ts";

/** The warm-up's own loopback address: its catalogue calls take nothing from a visitor's rate-limit allowance. */
const WARM_UP_ADDRESS = "127.0.0.2";

/** How long readiness waits for the warm-up at most. */
const WARM_UP_MAX_MS = 15_000;

/** What a phone's browser sends (the home page is laid out per device class). */
const PHONE_USER_AGENT = "Mozilla/5.0 (Linux; Android 14) Mobile";

/**
 * Renders the home page in both languages for desktops and phones into the page cache, one after the
 * other, once the server listens: a first render costs several times a warm one (code loaded and
 * compiled on first use), and visitors arriving meanwhile would wait behind it. Stops when
 * `closing()` turns true (a server closed right after it started).
 */
async function warmHomePages(app: FastifyInstance, closing: () => boolean): Promise<void> {
  for (const url of ["/", "/ar"]) {
    for (const userAgent of [undefined, PHONE_USER_AGENT]) {
      if (closing()) return;
      const res = await app.inject({
        method: "GET",
        url,
        headers: userAgent ? { "user-agent": userAgent } : {},
        remoteAddress: WARM_UP_ADDRESS,
      });
      if (res.statusCode !== 200)
        app.log.warn({ url, status: res.statusCode }, "Could not warm the home page");
    }
  }
}

/**
 * A tRPC link that calls the procedures in this process as a visitor at `ip` (no session; the per-IP
 * limits count its calls), for the server render. `imageHosts`: the env's IMAGE_HOSTS.
 */
export function visitorLink(app: FastifyInstance, imageHosts: string[], ip: string): TRPCLink<AppRouter> {
  return unstable_localLink({
    router: appRouter,
    transformer: superjson,
    createContext: () =>
      Promise.resolve(
        createContextInner({
          db: app.db.prisma,
          auth: app.auth,
          authLimits: app.limits.auth,
          catalogLimits: app.limits.catalog,
          ip,
          imageHosts,
          siteUrl: app.siteUrl,
          fileStore: app.fileStore,
          siteData: siteDataCacheFor(app.db.prisma),
        }),
      ),
  });
}

export const webPlugin = fp<{ env: Env }>(
  async (app, { env }) => {
    const renderer = createPageRenderer({
      webDistDir: env.WEB_DIST_DIR,
      createLink: (ip) => visitorLink(app, env.IMAGE_HOSTS, ip),
    });
    const seo = setupSeo(app, {
      publicUrl: env.PUBLIC_URL,
      webDistDir: env.WEB_DIST_DIR,
      siteData: siteDataCacheFor(app.db.prisma),
      announceChange: () => void app.cacheBus.publish("seo"),
      renderer,
      sitemapMaxUrls: env.SITEMAP_MAX_URLS,
    });
    app.cacheBus.subscribe("seo", () => seo.invalidate());
    let warming = false;
    let closing = false;
    app.decorate("pagesWarming", () => warming);
    if (!seo.hasShell) return;
    app.addHook("preClose", (done) => {
      closing = true;
      done();
    });
    app.addHook("onListen", () => {
      warming = true;
      // Readiness waits for the warm-up, never for ever: a render held up (the database slow to
      // answer) must not keep the instance out of its balancer.
      const timer = setTimeout(() => (warming = false), WARM_UP_MAX_MS).unref();
      void warmHomePages(app, () => closing)
        // A render refused because the server began closing meanwhile is no failure.
        .catch((error: unknown) => {
          if (!closing) app.log.warn({ err: error }, "Could not warm the home pages");
        })
        .finally(() => {
          clearTimeout(timer);
          warming = false;
        });
    });

    await app.register(fastifyStatic, {
      root: env.WEB_DIST_DIR,
      index: false,
      wildcard: true,
      // The build writes .br and .gz beside each asset (apps/web/scripts/precompress.ts): sent as they are.
      preCompressed: true,
      // Directories (the site root above all) are pages, not listings: let the page handler answer.
      allowedPath: (pathName) => !pathName.endsWith("/"),
      cacheControl: false,
      setHeaders(res, path) {
        // Vite fingerprints files under assets/: safe to cache for a year; the rest is revalidated.
        const immutable = path.startsWith(join(env.WEB_DIST_DIR, "assets"));
        res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
        // The same URL is sent as brotli, gzip or plain (preCompressed): caches must key on the encoding.
        res.setHeader("vary", "accept-encoding");
      },
    });
    // Page paths get index.html with the page's title, meta, Open Graph and JSON-LD, and 404 when
    // the page does not exist; the API, assets and other files get a JSON 404.
    app.setNotFoundHandler((req, reply) => {
      if (!isPageRequest(req.method, req.url))
        return reply.status(404).send(errorBody(messages.generic.notFound));
      return seo.sendPage(req, reply);
    });
  },
  { name: "web", dependencies: ["core", "limits", "background"] },
);
