/**
 * `GET /metrics` in Prometheus' text format, for a scraper on this host or one holding METRICS_TOKEN:
 * - `labcompare_http_requests_total` and `labcompare_http_request_duration_seconds` by route, tRPC
 *   procedure and status (one sample per call of a batched tRPC request, each with the request's time);
 * - `labcompare_sign_in_failures_total` by tRPC error code; `labcompare_bookings_created_total` and
 *   `labcompare_bookings_cancelled_total` (a patient's booking.create / booking.cancel that succeeded,
 *   counted at the tRPC edge; an idempotent replay of a create counts again);
 * - read at each scrape, in one statement: `labcompare_outbox_messages` by status and
 *   `labcompare_outbox_oldest_due_seconds`; `labcompare_critical_reports_unacknowledged_overdue` (current
 *   critical reports nobody marked "Patient contacted" within an hour of issue, one indexed count);
 *   `labcompare_db_pool_connections` by state (on PGlite a pool of its one connection: `waiting`
 *   counts the statements queued for it);
 * - Node's process metrics (memory, CPU, event-loop lag: prom-client's defaults).
 * Anyone else gets the site's 404, as if there were no such path.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { createInstruments, type Instruments } from "./metrics-instruments.ts";
import type { Database } from "@labcompare/db";
import { countOverdueCriticalReports } from "@labcompare/api";

export interface MetricsOptions {
  db: Database;
  /** The bearer token that opens /metrics to a scraper off this host (env METRICS_TOKEN); none = loopback only. */
  token?: string;
  /** Every tRPC procedure path ("booking.create"): other names are labelled "(unknown)", so a client cannot add series. */
  procedures: ReadonlySet<string>;
}

export interface Metrics {
  /** This app's registry (one per app: several apps in one test process keep apart). */
  registry: Instruments["registry"];
  /** Notes a failed tRPC call of `req` (its procedure path and tRPC error code), for the outcome counters. */
  trpcCallFailed(req: FastifyRequest, path: string | undefined, code: string): void;
}

const TRPC_ROUTE = "/trpc/:path";
const OUTBOX_STATUSES = ["queued", "sending", "sent", "failed", "cancelled"] as const;

/** Loopback as Fastify reports `request.ip` (IPv4, IPv6, IPv4-mapped IPv6). */
export function isLoopback(ip: string): boolean {
  return ip === "::1" || /^(::ffff:)?127\./.test(ip);
}

/** True when `authorization` is `Bearer <token>`; compared in constant time (digests of equal length). */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  if (!authorization?.startsWith("Bearer ")) return false;
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(authorization.slice("Bearer ".length)), digest(token));
}

/** Counts per status of the outbox, and how long the longest-waiting due message has waited (s). */
const OUTBOX_SQL = `SELECT status::text AS status, count(*)::int AS count,
  COALESCE(EXTRACT(EPOCH FROM now() - min(next_attempt_at) FILTER (WHERE status = 'queued' AND next_attempt_at <= now())), 0)::float8 AS oldest_due
FROM notifications GROUP BY status`;

/**
 * Registers /metrics and the hooks that count requests on `app`. Input: MetricsOptions. Output: the
 * Metrics handle (the tRPC route reports its failed calls to it).
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): Metrics {
  const poolStats = options.db.poolStats;
  const instruments = createInstruments(!!poolStats);
  const { registry, requests, duration, signInFailures, bookingsCreated, bookingsCancelled } = instruments;

  const failures = new WeakMap<FastifyRequest, { path: string; code: string }[]>();

  /** Success or failure of each call of a finished tRPC request, into the outcome counters. */
  function countOutcomes(calls: string[], failed: { path: string; code: string }[], status: number) {
    const unmatched = [...failed];
    for (const procedure of calls) {
      const i = unmatched.findIndex((f) => f.path === procedure);
      // 200: all calls succeeded; 207: the failures tRPC reported; any other status: every call failed.
      const failure =
        i >= 0
          ? unmatched.splice(i, 1)[0]
          : status === 200 || status === 207
            ? null
            : { path: procedure, code: String(status) };
      if (procedure === "auth.signIn" && failure) signInFailures.inc({ code: failure.code });
      if (procedure === "booking.create" && !failure) bookingsCreated.inc();
      if (procedure === "booking.cancel" && !failure) bookingsCancelled.inc();
    }
  }

  app.addHook("onResponse", (req, reply, done) => {
    const seconds = reply.elapsedTime / 1000;
    const status = String(reply.statusCode);
    const route = req.routeOptions.url;
    if (route === TRPC_ROUTE) {
      const path = (req.params as { path?: unknown }).path;
      const calls = (typeof path === "string" ? path.split(",") : [""]).map((p) =>
        options.procedures.has(p) ? p : "(unknown)",
      );
      for (const procedure of calls) {
        requests.inc({ route: "/trpc", procedure, status });
        duration.observe({ route: "/trpc", procedure, status }, seconds);
      }
      countOutcomes(calls, failures.get(req) ?? [], reply.statusCode);
    } else {
      // Unmatched paths share one label: a client must not create series by inventing paths.
      const labels = { route: route ?? "(unmatched)", procedure: "", status };
      requests.inc(labels);
      duration.observe(labels, seconds);
    }
    done();
  });

  app.get("/metrics", async (req, reply) => {
    const allowed =
      isLoopback(req.ip) ||
      (options.token !== undefined && bearerMatches(req.headers.authorization, options.token));
    if (!allowed) {
      reply.callNotFound();
      return reply;
    }
    await readDatabaseGauges(app, options.db, instruments);
    return reply
      .header("content-type", registry.contentType)
      .header("cache-control", "no-store")
      .send(await registry.metrics());
  });

  return {
    registry,
    trpcCallFailed(req, path, code) {
      const list = failures.get(req) ?? [];
      list.push({ path: path ?? "", code });
      failures.set(req, list);
    },
  };
}

/**
 * Sets the gauges read at each scrape: the outbox by status and its oldest due row (one statement),
 * the overdue critical reports, and the pool's connections. A failed read resets its gauges and logs
 * a warning: the scrape still answers.
 */
async function readDatabaseGauges(app: FastifyInstance, db: Database, instruments: Instruments) {
  const { outboxMessages, outboxOldest, outboxRead, criticalOverdue, pool } = instruments;
  const poolStats = db.poolStats;
  try {
    const rows =
      await db.prisma.$queryRawUnsafe<{ status: string; count: number; oldest_due: number }[]>(OUTBOX_SQL);
    for (const status of OUTBOX_STATUSES)
      outboxMessages.set({ status }, rows.find((r) => r.status === status)?.count ?? 0);
    outboxOldest.set(rows.find((r) => r.status === "queued")?.oldest_due ?? 0);
    outboxRead.set(1);
  } catch (error) {
    // The scrape still answers (process metrics matter most when the database is away).
    outboxMessages.reset();
    outboxOldest.reset();
    outboxRead.set(0);
    app.log.warn({ err: error }, "Metrics: the outbox could not be read");
  }
  try {
    criticalOverdue.set(await countOverdueCriticalReports(db.prisma));
  } catch (error) {
    criticalOverdue.reset();
    app.log.warn({ err: error }, "Metrics: the critical reports could not be read");
  }
  if (pool && poolStats) {
    const stats = poolStats();
    for (const state of ["total", "idle", "waiting", "max"] as const) pool.set({ state }, stats[state]);
  }
}
