/**
 * Health endpoints for an orchestrator or a balancer, beside the unchanged `/health`:
 * - `GET /health/live`: 200 while the process can answer at all (restart it when this fails);
 * - `GET /health/ready`: 200 when this instance should get traffic: the database answers, every
 *   migration this build knows is applied, the email outbox worker (when SMTP_URL runs one) still
 *   finishes rounds, the overload guard is not shedding requests (overload.ts), the home pages
 *   rendered into the page cache after start (web.ts: a cold render holds the thread), and the
 *   process is not shutting down; else 503 naming the failing checks. `/health/live` answers even while the
 *   overload guard sheds everything else.
 */
import type { FastifyInstance } from "fastify";
import { listMigrations, type Database } from "@labcompare/db";

/** What readiness reads of the outbox worker. */
export interface OutboxLiveness {
  /** When its last round ended (epoch ms). */
  lastRoundEndedAt(): number;
  /** Its polling interval, ms. */
  intervalMs: number;
}

export interface HealthOptions {
  db: Database;
  /** The running outbox worker, or null when none runs (no SMTP_URL). */
  outbox: OutboxLiveness | null;
  /** Whether the overload guard is shedding requests now (overload.ts); null or absent when it is off. */
  overloaded?: (() => boolean) | null;
  /** Whether the home pages are still being rendered into the page cache after start (web.ts); absent: not checked. */
  pagesWarming?: () => boolean;
  /** Migration names this build applies (default: the migrations folder's). */
  knownMigrations?: readonly string[];
}

/** The shutdown switch readiness reads. */
export interface Readiness {
  /** From now on `/health/ready` answers 503 ("shutdown": "draining"); requests are still served. */
  startDraining(): void;
  readonly draining: boolean;
}

type CheckResult =
  | "ok"
  | "not_configured"
  | "not_checked"
  | "failed"
  | "pending"
  | "stale"
  | "draining"
  | "overloaded"
  | "warming";

/** A database that does not answer within this long counts as down (a pool waiting for a connection too). */
const DATABASE_TIMEOUT_MS = 2_000;

/**
 * A worker counts as stuck when no round has ended for three intervals, and never sooner than this:
 * one round may send a batch over a slow mail server.
 */
const OUTBOX_MIN_STALE_MS = 30_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Registers `/health/live` and `/health/ready` on `app`. Output: the Readiness switch the shutdown
 * sequence (drain.ts) turns. Answers: 200 `{ status: "ok", checks }`; 503 `{ status: "unavailable",
 * failing: [check names], checks, requestId }`, where checks maps database, migrations, outbox,
 * shutdown, load and pages to their result.
 */
export function registerHealthChecks(app: FastifyInstance, options: HealthOptions): Readiness {
  const known = options.knownMigrations ?? listMigrations();
  let draining = false;
  // Applied migrations are never unapplied: once all were seen, the query is not needed again.
  let migrationsApplied = false;

  async function migrationsCheck(): Promise<CheckResult> {
    if (migrationsApplied) return "ok";
    const { rows } = await withTimeout(
      options.db.sql.query<{ migration_name: string }>(
        `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
      ),
      DATABASE_TIMEOUT_MS,
    );
    const applied = new Set(rows.map((row) => row.migration_name));
    migrationsApplied = known.every((name) => applied.has(name));
    return migrationsApplied ? "ok" : "pending";
  }

  function outboxCheck(): CheckResult {
    const worker = options.outbox;
    if (!worker) return "not_configured";
    const staleAfter = Math.max(3 * worker.intervalMs, OUTBOX_MIN_STALE_MS);
    return Date.now() - worker.lastRoundEndedAt() <= staleAfter ? "ok" : "stale";
  }

  // While draining, answers ask the client to reconnect (to another instance) for its next request.
  app.addHook("onSend", (_req, reply, payload, done) => {
    if (draining) reply.header("connection", "close");
    done(null, payload);
  });

  app.get("/health/live", (_req, reply) => reply.send({ status: "ok" }));

  app.get("/health/ready", async (req, reply) => {
    // A probe's answer is about this moment: never from a cache.
    reply.header("cache-control", "no-store");
    const checks: Record<string, CheckResult> = {
      database: "ok",
      migrations: "not_checked",
      outbox: outboxCheck(),
      shutdown: draining ? "draining" : "ok",
      load: !options.overloaded ? "not_configured" : options.overloaded() ? "overloaded" : "ok",
      pages: !options.pagesWarming ? "not_configured" : options.pagesWarming() ? "warming" : "ok",
    };
    try {
      await withTimeout(options.db.sql.query("SELECT 1"), DATABASE_TIMEOUT_MS);
      checks.migrations = await migrationsCheck().catch((): CheckResult => "failed");
    } catch {
      checks.database = "failed";
    }
    const failing = Object.keys(checks).filter(
      (name) => !["ok", "not_configured", "not_checked"].includes(checks[name]!),
    );
    if (failing.length === 0) return { status: "ok", checks };
    return reply.status(503).send({ status: "unavailable", failing, checks, requestId: req.id });
  });

  return {
    startDraining() {
      draining = true;
    },
    get draining() {
      return draining;
    },
  };
}
