/**
 * The Fastify host as a plugin-built instance (fastify/demo layout): tRPC at /trpc, GET /health,
 * security headers, an Origin check on state-changing requests, per-IP rate limits on sign-in and
 * sign-up, /robots.txt and /sitemap.xml, and, when the web app is built, its files and, for every
 * page path, its index.html with that page's SEO tags and status (seo/). The database is opened here
 * and closed in onClose.
 */
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import compress from "@fastify/compress";
import helmet from "helmet";
import fastifyStatic from "@fastify/static";
import { unstable_localLink } from "@trpc/client";
import superjson from "superjson";
import { openDatabase, seedCatalog, seedContent, ensureAdmin, ensureAreas, type Database, type DatabaseOptions } from "@labcompare/db";
import { Redis } from "ioredis";
import { createAuth, hashPassword, type Auth } from "@labcompare/auth";
import { appRouter, createAuthLimits, createContextInner, ensureSiteSettings, MAX_BATCH_SIZE, startOutboxWorker } from "@labcompare/api";
import { messages } from "@labcompare/validators";
import type { Env } from "./env.ts";
import { sendHttpError, sendTrpcStyleError } from "./http-errors.ts";
import { requestContext } from "./trpc-context.ts";
import { isJsonOrEmptyBody, registerTrpcRoute, trpcPathDecodes } from "./trpc-route.ts";
import { AccessLogController, errorForLog, maskEmail, privateLogSerializers, smtpErrorForLog } from "./log-privacy.ts";

// Tests and scripts import these from here (the host's public helpers).
export { errorForLog, maskEmail, scrubText, smtpErrorForLog } from "./log-privacy.ts";
export { allowedOrigins, isForeignOrigin } from "./origins.ts";
import { allowedOrigins, isForeignOrigin } from "./origins.ts";
import { isPageRequest, setupSeo } from "./seo/index.ts";
import { createPageRenderer } from "./seo/ssr.ts";
import { registerBookingCalendar } from "./booking-calendar.ts";
import { createCacheBus } from "./cache-bus.ts";
import nodemailer from "nodemailer";

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

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Writes a generated admin password to `<DATA_DIR>/admin-password.txt`, readable only by the owner
 * (0600), and returns the file's path. The password never goes to stdout or the log.
 */
export function writeAdminPasswordFile(dataDir: string, email: string, password: string): string {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, "admin-password.txt");
  writeFileSync(file, `Admin account: ${email}\nPassword: ${password}\nChange it after signing in, then delete this file.\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return file;
}

/**
 * The API server: Fastify with the tRPC routes under /trpc, the server-rendered public pages, the
 * booking calendar files, /health and the static web build. Input: BuildAppOptions. Output: the
 * Fastify instance, ready to listen. Throws when the database cannot be opened or migrated.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger: options.logger === undefined || options.logger === false ? false : { ...(typeof options.logger === "object" ? options.logger : {}), serializers: privateLogSerializers },
    logController: new AccessLogController(),
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
  // Reference data and the site settings row (demo contact details, flagged, until an admin saves real ones).
  await ensureAreas(db.prisma);
  await ensureSiteSettings(db.prisma);
  const admin = await ensureAdmin(db.prisma, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, hashPassword });
  if (admin?.generatedPassword) {
    // Written once, on the start that created the account (README: "where the admin password is").
    const file = writeAdminPasswordFile(env.DATA_DIR, admin.email, admin.generatedPassword);
    // The address is masked here (stdout often ends up in a log); the file holds it in full.
    console.log(`\n  Admin account created: ${maskEmail(admin.email)}\n  Its address and password are in ${file} (readable only by this user).\n  Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.\n`);
  }

  // Sign-in/sign-up limits: shared through Redis when REDIS_URL is set (several instances), else in memory.
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: false, lazyConnect: false }) : null;
  redis?.on("error", (error) => app.log.warn({ err: { message: error.message } }, "Redis error"));
  if (redis) app.addHook("onClose", async () => void (await redis.quit().catch(() => redis.disconnect())));
  const authLimits = createAuthLimits({ perMinute: env.AUTH_RATE_LIMIT_PER_MINUTE, redis: redis ?? undefined });
  const origins = allowedOrigins(env);
  const siteUrl = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${env.PORT}`;

  // Email: the outbox worker sends over SMTP when SMTP_URL is set; otherwise messages wait in the
  // outbox, where the admin console shows them.
  if (env.SMTP_URL) {
    const worker = startOutboxWorker(db.prisma, {
      transport: nodemailer.createTransport(env.SMTP_URL),
      from: env.MAIL_FROM,
      siteUrl,
      intervalMs: env.OUTBOX_POLL_MS,
      // Only the notification's id, its attempt number (as the worker reports it) and SMTP's
      // code/command/response code: the mail server's text and nodemailer's message repeat the
      // recipient's address.
      onError: (error, failure) => {
        if (failure.kind === "round") app.log.warn({ err: errorForLog(error) }, "Email outbox round failed");
        else app.log.warn({ notification: failure.notificationId, attempt: failure.attempt, smtp: smtpErrorForLog(error) }, "Email not sent");
      },
    });
    app.addHook("onClose", async () => worker.stop());
  }

  // Answers are compressed in one synchronous call up to 64 KB: @fastify/compress would stream
  // anything above 8 KB, and the stream pipeline costs more CPU than the compression itself.
  const compression = { threshold: 1024, syncThreshold: 64 * 1024 };
  // API answers go gzip-first at level 3 (zlib's fast strategy): as small as brotli's on them, for
  // less CPU. Pages keep brotli, smaller there. Set before the plugin reads routes.
  app.addHook("onRoute", (route) => {
    if (route.prefix === "/trpc") route.compress = { ...compression, encodings: ["gzip", "br"], zlibOptions: { level: 3 } };
  });
  await app.register(compress, { global: true, ...compression, encodings: ["br", "gzip"] });

  // helmet's middleware built once and applied to every reply (@fastify/helmet rebuilds it, parsing
  // the CSP directives, on every request).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Google Analytics (gtag.js): loaded by the client only after the visitor accepts analytics
        // cookies, and only when the admin set an analytics ID.
        scriptSrc: ["'self'", ...GOOGLE_ANALYTICS.scriptSrc],
        // Mantine writes CSS variables into style attributes and <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Images come from this site, data: URLs and the hosts an operator lists in IMAGE_HOSTS
        // (admin image URLs elsewhere are refused), nothing else.
        imgSrc: ["'self'", "data:", ...env.IMAGE_HOSTS.map((h) => `https://${h}`)],
        // gtag.js (GA4) sends its hits with navigator.sendBeacon or fetch, which connect-src governs;
        // its image-pixel fallback is only for browsers without either.
        connectSrc: ["'self'", ...GOOGLE_ANALYTICS.connectSrc],
        fontSrc: ["'self'", "data:"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: httpsSite ? [] : null,
      },
    },
    hsts: httpsSite,
  });
  app.addHook("onRequest", (req, reply, done) => securityHeaders(req.raw, reply.raw, () => done()));

  app.setErrorHandler(sendHttpError);

  app.addHook("onRequest", async (req, reply) => {
    if (req.url.startsWith("/trpc/") && !trpcPathDecodes(req.url)) {
      return sendTrpcStyleError(req, reply, "NOT_FOUND", messages.generic.notFound);
    }
    if (SAFE_METHODS.has(req.method)) return;
    if (isForeignOrigin(req.headers, origins)) {
      return sendTrpcStyleError(req, reply, "FORBIDDEN", messages.auth.badOrigin);
    }
    // Only JSON reaches tRPC: its adapter reads multipart and binary bodies itself, outside the body limit.
    if (req.url.startsWith("/trpc/") && !isJsonOrEmptyBody(req.headers["content-type"])) {
      reply.header("connection", "close");
      return sendTrpcStyleError(req, reply, "UNSUPPORTED_MEDIA_TYPE", messages.generic.unsupportedBody);
    }
  });

  // Before the tRPC route, so its onResponse hook (cache invalidation after admin changes) applies there.
  // Server-side caches are dropped on every instance when an admin changes something (cache-bus.ts).
  const bus = await createCacheBus(options.database ? options.database.databaseUrl : env.DATABASE_URL, app.log);
  app.addHook("onClose", async () => bus.close());
  // Public pages are rendered here as a visitor: procedures called in-process (no HTTP, no session).
  const renderer = createPageRenderer({
    webDistDir: env.WEB_DIST_DIR,
    createLink: () =>
      unstable_localLink({
        router: appRouter,
        transformer: superjson,
        createContext: () => Promise.resolve(createContextInner({ db: db.prisma, auth: app.auth, authLimits, imageHosts: env.IMAGE_HOSTS, siteUrl })),
      }),
  });
  const seo = setupSeo(app, { publicUrl: env.PUBLIC_URL, webDistDir: env.WEB_DIST_DIR, announceChange: () => void bus.publish("seo"), renderer });
  bus.subscribe("seo", () => seo.invalidate());

  app.get("/health", async (_req, reply) => {
    try {
      await db.sql.query("SELECT 1");
      return { status: "ok", database: db.kind };
    } catch {
      return reply.status(503).send({ status: "error", database: db.kind });
    }
  });

  registerBookingCalendar(app);

  // API answers depend on the session (and carry personal data): never stored by a browser or proxy.
  app.addHook("onSend", async (req, reply) => {
    if (req.url.startsWith("/trpc/")) reply.header("cache-control", "no-store");
  });

  await registerTrpcRoute(app, "/trpc", {
    router: appRouter,
    // Matches the clients' httpBatchLink maxItems (apps/web, packages/client).
    maxBatchSize: MAX_BATCH_SIZE,
    createContext: requestContext(app, { authLimits, imageHosts: env.IMAGE_HOSTS, siteUrl }),
    onError({ error, path }) {
      // Name, code, scrubbed message and stack frames only: Prisma's errors repeat argument values.
      if (error.code === "INTERNAL_SERVER_ERROR") app.log.error({ err: errorForLog(error.cause ?? error), path }, "tRPC procedure failed");
    },
  });

  // The web build is present (seo read its index.html): serve its files and pages.
  if (seo.hasShell) {
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
      if (!isPageRequest(req.method, req.url)) return reply.status(404).send({ error: messages.generic.notFound });
      return seo.sendPage(req, reply);
    });
  }

  return app;
}
