/**
 * The Fastify host as a plugin-built instance (fastify/demo layout): tRPC at /trpc, GET /health,
 * security headers, an Origin check on state-changing requests, per-IP rate limits on sign-in and
 * sign-up, lab results uploads (results-upload.ts), /robots.txt and /sitemap.xml, and, when the web
 * app is built, its files and, for every page path, its index.html with that page's SEO tags and
 * status (seo/). The database is opened here and closed in onClose.
 */
import { join } from "node:path";
import Fastify, { type FastifyInstance, type FastifyPluginCallback, type FastifyServerOptions } from "fastify";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import { unstable_localLink } from "@trpc/client";
import superjson from "superjson";
import { openDatabase, seedCatalog, seedContent, ensureAdmin, ensureAreas, ensureDemoPatient, type Database, type DatabaseOptions } from "@labcompare/db";
import { Redis } from "ioredis";
import { createAuth, hashPassword, type Auth } from "@labcompare/auth";
import { appRouter, closePdfChecks, createAuthLimits, createCatalogLimits, createContextInner, ensureSiteSettings, MAX_BATCH_SIZE, type FileStore } from "@labcompare/api";
import { messages } from "@labcompare/validators";
import type { Env } from "./env.ts";
import { sendHttpError, sendTrpcStyleError } from "./http-errors.ts";
import { requestContext } from "./trpc-context.ts";
import { isJsonOrEmptyBody, registerTrpcRoute, trpcPathDecodes } from "./trpc-route.ts";
import { AccessLogController, errorForLog, maskEmail, privateLogSerializers } from "./log-privacy.ts";
import { registerSecurityHeaders } from "./security-headers.ts";
import { startHostOutboxWorker } from "./outbox-worker.ts";
import { registerRequestIdHeader, requestIdOf } from "./request-id.ts";
import { registerMetrics } from "./metrics.ts";
import { registerHealthChecks, type Readiness } from "./health.ts";
import { registerOverloadGuard } from "./overload.ts";

// Tests and scripts import these from here (the host's public helpers).
export { errorForLog, maskEmail, scrubText, smtpErrorForLog } from "./log-privacy.ts";
export { allowedOrigins, isForeignOrigin } from "./origins.ts";
export { GOOGLE_ANALYTICS } from "./security-headers.ts";
import { allowedOrigins, isForeignOrigin } from "./origins.ts";
import { isPageRequest, setupSeo } from "./seo/index.ts";
import { createPageRenderer } from "./seo/ssr.ts";
import { registerBookingCalendar } from "./booking-calendar.ts";
import { writePasswordFile } from "./password-files.ts";
import { fileStoreFromEnv } from "./file-store.ts";
import { registerResultFiles } from "./results-file.ts";
import { registerResultsUpload } from "./results-upload.ts";
import { createCacheBus } from "./cache-bus.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
    auth: Auth;
    /** Where result PDFs are kept: S3 when S3_BUCKET is set, else PostgreSQL. */
    fileStore: FileStore;
    /** Readiness' shutdown switch (server.ts turns it on SIGTERM). */
    readiness: Readiness;
  }
}

export interface BuildAppOptions {
  env: Env;
  /** Overrides the database named by env (tests: in-memory PGlite or a PostgreSQL schema). */
  database?: DatabaseOptions;
  logger?: FastifyServerOptions["logger"];
  /** OpenTelemetry's request spans (tracing.ts), registered before every other hook and route. */
  tracing?: FastifyPluginCallback;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

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
    // The id in every log line of a request and in X-Request-Id (request-id.ts); Fastify would take
    // any incoming header value as it is.
    genReqId: requestIdOf,
    requestIdHeader: false,
    // On close, idle keep-alive connections end at once; requests in flight finish (server.ts drains).
    forceCloseConnections: "idle",
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 2 * 1_048_576, // a 1 MB CSV price list, wrapped in JSON
  });

  if (options.tracing) await app.register(options.tracing);
  registerRequestIdHeader(app);

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
  const files = await fileStoreFromEnv(env, db.prisma);
  app.decorate("fileStore", files.store);
  app.addHook("onClose", (_instance, done) => {
    files.close();
    done();
  });

  if (env.SEED_DEMO_DATA && (await db.prisma.testCategory.count()) === 0) {
    const summary = await seedCatalog(db.prisma);
    await seedContent(db.prisma);
    app.log.info({ summary }, "Seeded the demo catalogue");
    // The demo patient (past bookings and results at two labs) comes with the demo catalogue only.
    const patient = await ensureDemoPatient(db.prisma, { hashPassword });
    if (patient) {
      const file = writePasswordFile("demoPatient", env.DATA_DIR, patient.email, patient.generatedPassword);
      console.log(`\n  Demo patient created: ${maskEmail(patient.email)}\n  Its address and password are in ${file} (readable only by this user).\n`);
    }
  }
  // Reference data and the site settings row (demo contact details, flagged, until an admin saves real ones).
  await ensureAreas(db.prisma);
  await ensureSiteSettings(db.prisma);
  const admin = await ensureAdmin(db.prisma, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, hashPassword });
  if (admin?.generatedPassword) {
    // Written once, on the start that created the account (README: "where the admin password is").
    const file = writePasswordFile("admin", env.DATA_DIR, admin.email, admin.generatedPassword);
    // The address is masked here (stdout often ends up in a log); the file holds it in full.
    console.log(`\n  Admin account created: ${maskEmail(admin.email)}\n  Its address and password are in ${file} (readable only by this user).\n  Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.\n`);
  }

  // Sign-in/sign-up and catalogue limits: shared through Redis when REDIS_URL is set (several instances), else in memory.
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: false, lazyConnect: false }) : null;
  redis?.on("error", (error) => app.log.warn({ err: { message: error.message } }, "Redis error"));
  if (redis) app.addHook("onClose", async () => void (await redis.quit().catch(() => redis.disconnect())));
  const authLimits = createAuthLimits({ perMinute: env.AUTH_RATE_LIMIT_PER_MINUTE, redis: redis ?? undefined });
  const catalogLimits = createCatalogLimits({ perMinute: env.CATALOG_RATE_LIMIT_PER_MINUTE, redis: redis ?? undefined });
  const origins = allowedOrigins(env);
  const siteUrl = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${env.PORT}`;

  const outbox = startHostOutboxWorker(app, db, env, siteUrl);

  // Answers are compressed in one synchronous call up to 64 KB: @fastify/compress would stream
  // anything above 8 KB, and the stream pipeline costs more CPU than the compression itself.
  const compression = { threshold: 1024, syncThreshold: 64 * 1024 };
  // API answers go gzip-first at level 3 (zlib's fast strategy): as small as brotli's on them, for
  // less CPU. Pages keep brotli, smaller there. Set before the plugin reads routes.
  app.addHook("onRoute", (route) => {
    if (route.prefix === "/trpc") route.compress = { ...compression, encodings: ["gzip", "br"], zlibOptions: { level: 3 } };
  });
  await app.register(compress, { global: true, ...compression, encodings: ["br", "gzip"] });

  const securityHeaders = await registerSecurityHeaders(app, env, httpsSite, db.prisma);
  // After the start-up work above (seeding may hold the loop), before every route.
  const overloaded = await registerOverloadGuard(app, { maxEventLoopDelayMs: env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS });

  app.setErrorHandler(sendHttpError);

  app.addHook("onRequest", async (req, reply) => {
    if (req.url.startsWith("/trpc/") && !trpcPathDecodes(req.url)) {
      return sendTrpcStyleError(req, reply, "NOT_FOUND", messages.generic.notFound);
    }
    if (SAFE_METHODS.has(req.method)) return;
    if (isForeignOrigin(req.headers, origins)) {
      if (!req.url.startsWith("/trpc/")) return reply.status(403).send({ error: messages.auth.badOrigin });
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
  // Public pages are rendered here as a visitor: procedures called in-process (no HTTP, no session),
  // counted against the visitor's address like the browser's own calls.
  const renderer = createPageRenderer({
    webDistDir: env.WEB_DIST_DIR,
    createLink: (ip) =>
      unstable_localLink({
        router: appRouter,
        transformer: superjson,
        createContext: () => Promise.resolve(createContextInner({ db: db.prisma, auth: app.auth, authLimits, catalogLimits, ip, imageHosts: env.IMAGE_HOSTS, siteUrl, fileStore: files.store })),
      }),
  });
  const seo = setupSeo(app, { publicUrl: env.PUBLIC_URL, webDistDir: env.WEB_DIST_DIR, announceChange: () => void bus.publish("seo"), renderer });
  bus.subscribe("seo", () => seo.invalidate());
  // The CSP allows Google Analytics only while admin.seo holds an ID: re-read on every instance.
  bus.subscribe("seo", () => void securityHeaders.reload());

  const metrics = registerMetrics(app, { db, token: env.METRICS_TOKEN, procedures: new Set(Object.keys(appRouter._def.procedures)) });
  app.decorate("readiness", registerHealthChecks(app, { db, outbox, overloaded }));

  app.get("/health", async (_req, reply) => {
    try {
      await db.sql.query("SELECT 1");
      return { status: "ok", database: db.kind };
    } catch {
      return reply.status(503).send({ status: "error", database: db.kind });
    }
  });

  registerBookingCalendar(app);
  registerResultFiles(app, { siteUrl });
  await registerResultsUpload(app, { fileStore: files.store });
  app.addHook("onClose", closePdfChecks);

  // API answers depend on the session (and carry personal data): never stored by a browser or proxy.
  app.addHook("onSend", async (req, reply) => {
    if (req.url.startsWith("/trpc/")) reply.header("cache-control", "no-store");
  });

  await registerTrpcRoute(app, "/trpc", {
    router: appRouter,
    // Matches the clients' httpBatchLink maxItems (apps/web, packages/client).
    maxBatchSize: MAX_BATCH_SIZE,
    createContext: requestContext(app, { authLimits, catalogLimits, imageHosts: env.IMAGE_HOSTS, siteUrl, fileStore: files.store }),
    onError({ error, path, req }) {
      metrics.trpcCallFailed(req, path, error.code);
      // Name, code, scrubbed message and stack frames only: Prisma's errors repeat argument values.
      if (error.code === "INTERNAL_SERVER_ERROR") app.log.error({ err: errorForLog(error.cause ?? error), path }, "tRPC procedure failed");
      if (error.code === "SERVICE_UNAVAILABLE") app.log.warn({ err: errorForLog(error.cause ?? error), path }, "tRPC procedure refused: database unavailable");
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
