/**
 * The Fastify host as a list of plugins (fastify/demo layout), each one concern in src/plugins/:
 * the core (database, sessions, file store, request ids, errors), rate limits, the outbox and the
 * cache bus, compression and security headers, the overload guard, the checks before a route, the
 * web app (server-rendered pages, SEO, static files, 404s), metrics and health, the results routes,
 * the doctor's links (/share/<token>) and tRPC. Registration order is the order requests meet them.
 */
import Fastify, {
  type FastifyInstance,
  type FastifyPluginCallback,
  type FastifyServerOptions,
} from "fastify";
import { openDatabase, type Database, type DatabaseOptions } from "@labcompare/db";
import { bootstrap } from "./bootstrap.ts";
import type { Env } from "./env.ts";
import { AccessLogController, privateLogSerializers } from "./log-privacy.ts";
import { requestIdOf } from "./request-id.ts";
import { backgroundPlugin } from "./plugins/background.ts";
import { cacheChannel } from "./cache-bus.ts";
import { corePlugin } from "./plugins/core.ts";
import { limitsPlugin } from "./plugins/limits.ts";
import { observabilityPlugin } from "./plugins/observability.ts";
import { overloadPlugin } from "./plugins/overload.ts";
import { resultsRoutesPlugin } from "./plugins/results-routes.ts";
import { sharePlugin } from "./plugins/share.ts";
import { compressionPlugin, requestChecksPlugin, securityPlugin } from "./plugins/security.ts";
import { trpcPlugin } from "./plugins/trpc.ts";
import { webPlugin } from "./plugins/web.ts";

// Tests and scripts import these from here (the host's public helpers).
export { errorForLog, maskEmail, scrubText, smtpErrorForLog } from "./log-privacy.ts";
export { allowedOrigins, isForeignOrigin } from "./origins.ts";
export { GOOGLE_ANALYTICS } from "./security-headers.ts";

export interface BuildAppOptions {
  env: Env;
  /** The database, opened and bootstrapped (server.ts); absent = opened here from `database` or env, and bootstrapped. */
  db?: Database;
  /** Overrides the database named by env (tests: in-memory PGlite or a PostgreSQL schema). */
  database?: DatabaseOptions;
  logger?: FastifyServerOptions["logger"];
  /** OpenTelemetry's request spans (tracing.ts), registered before every other hook and route. */
  tracing?: FastifyPluginCallback;
}

/** Fastify's own options: private log serializers, request ids, trusted proxies, limits. */
function serverOptions(env: Env, logger: BuildAppOptions["logger"]): FastifyServerOptions {
  return {
    logger:
      logger === undefined || logger === false
        ? false
        : { ...(typeof logger === "object" ? logger : {}), serializers: privateLogSerializers },
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
  };
}

/**
 * The API server: tRPC under /trpc, the server-rendered pages, the booking calendar files, the
 * results routes, /health and /metrics, and the static web build. Input: BuildAppOptions. Output: the
 * Fastify instance, ready to listen. Throws when the database cannot be opened, migrated or bootstrapped.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify(serverOptions(env, options.logger));
  if (options.tracing) await app.register(options.tracing);
  const databaseUrl = options.database ? options.database.databaseUrl : env.DATABASE_URL;
  let db = options.db;
  if (!db) {
    db = await openDatabase(options.database ?? { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    await bootstrap(db, env, app.log);
  }
  // HTTPS-only protections (Secure cookie, HSTS, upgrade-insecure-requests) when the public URL is
  // https, or in production when no public URL is given.
  const httpsSite = env.PUBLIC_URL ? env.PUBLIC_URL.startsWith("https:") : env.NODE_ENV === "production";

  await app.register(corePlugin, { env, db, httpsSite });
  await app.register(limitsPlugin, { env });
  await app.register(backgroundPlugin, {
    env,
    databaseUrl,
    channel: cacheChannel(options.database?.schema),
  });
  await app.register(compressionPlugin);
  await app.register(securityPlugin, { env, httpsSite });
  // After the start-up work (seeding may hold the loop), before every route.
  await app.register(overloadPlugin, { maxEventLoopDelayMs: env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS });
  await app.register(requestChecksPlugin, { env });
  // Before the tRPC route, so the pages' onResponse hook (cache invalidation after admin changes) applies there.
  await app.register(webPlugin, { env });
  await app.register(observabilityPlugin, { env });
  await app.register(resultsRoutesPlugin);
  // Encapsulated (no fastify-plugin): its body parser stays with its routes.
  await app.register(sharePlugin, { env, httpsSite });
  await app.register(trpcPlugin, { env });
  return app;
}
