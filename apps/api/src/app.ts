/**
 * The Fastify host as a plugin-built instance (fastify/demo layout): tRPC at /trpc, GET /health,
 * security headers, an Origin check on state-changing requests, per-IP rate limits on sign-in and
 * sign-up, /robots.txt and /sitemap.xml, and, when the web app is built, its files and, for every
 * page path, its index.html with that page's SEO tags and status (seo/). The database is opened here
 * and closed in onClose.
 */
import { join } from "node:path";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import { openDatabase, seedCatalog, seedContent, ensureAdmin, type Database, type DatabaseOptions } from "@labcompare/db";
import { createAuth, hashPassword, type Auth } from "@labcompare/auth";
import { appRouter, createContextInner, type AppRouter } from "@labcompare/api";
import { messages } from "@labcompare/validators";
import type { Env } from "./env.ts";
import { sendTrpcStyleError } from "./trpc-errors.ts";
import { isPageRequest, setupSeo } from "./seo/index.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
    auth: Auth;
  }
}

export interface BuildAppOptions {
  env: Env;
  /** Overrides the database named by env (tests: in-memory PGlite or a PostgreSQL schema). */
  database?: DatabaseOptions;
  logger?: FastifyServerOptions["logger"];
}

/** CSP sources Google Analytics 4 needs: gtag.js, and where it sends hits. */
export const GOOGLE_ANALYTICS = {
  scriptSrc: ["https://www.googletagmanager.com"],
  connectSrc: ["https://www.google-analytics.com", "https://*.google-analytics.com", "https://*.analytics.google.com"],
} as const;

const AUTH_ATTEMPT = /^\/trpc\/[^?]*\bauth\.sign(In|Up)\b/;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** True when a browser request's Origin (or Sec-Fetch-Site) shows it came from another site. */
export function isForeignOrigin(headers: Record<string, string | string[] | undefined>, publicUrl?: string): boolean {
  const origin = typeof headers.origin === "string" ? headers.origin : undefined;
  if (origin) {
    if (origin === "null") return true;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return true;
    }
    const allowed = new Set<string>();
    if (typeof headers.host === "string") allowed.add(headers.host);
    if (publicUrl) allowed.add(new URL(publicUrl).host);
    return !allowed.has(originHost);
  }
  // No Origin: a non-browser client (scripts, curl), unless the browser says it is cross-site.
  return headers["sec-fetch-site"] === "cross-site";
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: env.TRUST_PROXY,
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 2 * 1_048_576, // a 1 MB CSV price list, wrapped in JSON
  });

  // HTTPS-only protections (Secure cookie, HSTS, upgrade-insecure-requests) when the public URL is
  // https, or in production when no public URL is given.
  const httpsSite = env.PUBLIC_URL ? env.PUBLIC_URL.startsWith("https:") : env.NODE_ENV === "production";

  const db = await openDatabase(
    options.database ?? { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR },
  );
  app.decorate("db", db);
  app.decorate("auth", createAuth(db.prisma, { secure: httpsSite }));
  app.addHook("onClose", async () => {
    await db.close();
  });

  if (env.SEED_DEMO_DATA && (await db.prisma.testCategory.count()) === 0) {
    const summary = await seedCatalog(db.prisma);
    await seedContent(db.prisma);
    app.log.info({ summary }, "Seeded the demo catalogue");
  }
  const admin = await ensureAdmin(db.prisma, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, hashPassword });
  if (admin?.generatedPassword) {
    // Printed once, on the start that created the account (README: "where the admin password is").
    console.log(`\n  Admin account created: ${admin.email}\n  Password: ${admin.generatedPassword}\n  (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)\n`);
  }

  // gzip/brotli for pages, scripts and API responses (Lighthouse: ~600 KiB saved on first load).
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Google Analytics (gtag.js): loaded by the client only after the visitor accepts analytics
        // cookies, and only when the admin set an analytics ID.
        scriptSrc: ["'self'", ...GOOGLE_ANALYTICS.scriptSrc],
        // Mantine writes CSS variables into style attributes and <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https:", ...GOOGLE_ANALYTICS.connectSrc],
        connectSrc: ["'self'", ...GOOGLE_ANALYTICS.connectSrc],
        fontSrc: ["'self'", "data:"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: httpsSite ? [] : null,
      },
    },
    hsts: httpsSite,
  });

  await app.register(rateLimit, {
    global: true,
    max: env.AUTH_RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (req) => req.ip,
    // Only sign-in and sign-up attempts count; everything else is let through.
    allowList: (req) => !(req.method === "POST" && AUTH_ATTEMPT.test(req.url)),
    errorResponseBuilder: (_req, context) =>
      Object.assign(new Error(messages.auth.rateLimited), { statusCode: context.statusCode, rateLimited: true }),
  });

  app.setErrorHandler((error: Error & { statusCode?: number; rateLimited?: boolean }, req, reply) => {
    if (error.rateLimited) return sendTrpcStyleError(req, reply, 429, "TOO_MANY_REQUESTS", messages.auth.rateLimited);
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) req.log.error(error);
    return reply.status(status).send({ error: status >= 500 ? messages.generic.serverError : error.message });
  });

  app.addHook("onRequest", async (req, reply) => {
    if (SAFE_METHODS.has(req.method)) return;
    if (isForeignOrigin(req.headers, env.PUBLIC_URL)) {
      return sendTrpcStyleError(req, reply, 403, "FORBIDDEN", messages.auth.badOrigin);
    }
  });

  // Before the tRPC plugin, so its onResponse hook (cache invalidation after admin changes) applies there.
  const seo = setupSeo(app, { publicUrl: env.PUBLIC_URL, webDistDir: env.WEB_DIST_DIR });

  app.get("/health", async (_req, reply) => {
    try {
      await db.sql.query("SELECT 1");
      return { status: "ok", database: db.kind };
    } catch {
      return reply.status(503).send({ status: "error", database: db.kind });
    }
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      async createContext({ req, res }) {
        const auth = app.auth;
        const setCookie = (serialized: string) => void res.header("set-cookie", serialized);
        const sessionId = auth.readSessionCookie(req.headers.cookie ?? "");
        if (!sessionId) return createContextInner({ db: db.prisma, auth, setCookie });
        const { session, user } = await auth.validateSession(sessionId);
        if (session?.fresh) setCookie(auth.createSessionCookie(session.id).serialize());
        if (!session) setCookie(auth.createBlankSessionCookie().serialize());
        return createContextInner({ db: db.prisma, auth, session, user, setCookie });
      },
      onError({ error, path }) {
        if (error.code === "INTERNAL_SERVER_ERROR") app.log.error({ err: error.cause ?? error, path }, "tRPC procedure failed");
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });

  // The web build is present (seo read its index.html): serve its files and pages.
  if (seo.hasShell) {
    await app.register(fastifyStatic, {
      root: env.WEB_DIST_DIR,
      index: false,
      wildcard: true,
      // Directories (the site root above all) are pages, not listings: let the page handler answer.
      allowedPath: (pathName) => !pathName.endsWith("/"),
      cacheControl: false,
      setHeaders(res, path) {
        // Vite fingerprints files under assets/: safe to cache for a year; the rest is revalidated.
        const immutable = path.startsWith(join(env.WEB_DIST_DIR, "assets"));
        res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
    // Page paths get index.html with the page's title, meta, Open Graph and JSON-LD, and 404 when
    // the page does not exist; the API, assets and other files get a JSON 404.
    app.setNotFoundHandler((req, reply) => {
      if (!isPageRequest(req.method, req.url)) return reply.status(404).send({ error: messages.generic.notFound });
      return seo.sendPage(req, reply);
    });
  }

  return app;
}
