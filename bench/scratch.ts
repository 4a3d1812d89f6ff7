/**
 * The benchmark's scratch space: the production bundle it runs, a temp folder (server logs, PGlite
 * data), and on PostgreSQL a database of its own (`bench_…`) on the server of DATABASE_URL. One
 * `cleanup()` stops the servers, drops the database and removes the folder, once, however often it
 * is called (also on SIGINT/SIGTERM and on an uncaught error).
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import type { Query } from "./booking-plan.ts";
import { stopServer, type Server } from "./processes.ts";
import { buildServerBundle, bundleIsStale } from "../scripts/server-bundle.ts";

/** The repository's root (the parent of bench/). */
export const repoRoot = resolve(import.meta.dirname, "..");
/** The production bundle the benchmarks start. */
export const serverBundle = join(repoRoot, "apps/server/dist/server.mjs");

/**
 * Builds `serverBundle` when BENCH_BUILD=1 or when it is missing. Returns a note for the report when
 * the bundle is older than the sources (the figures are then those of the bundle), else "".
 */
export function ensureBundle(log: (line: string) => void): string {
  if (process.env.BENCH_BUILD === "1" || !existsSync(serverBundle)) {
    log("building the production bundle (npm run build --workspace @labcompare/server)");
    buildServerBundle(repoRoot);
    return "";
  }
  if (!bundleIsStale(repoRoot, serverBundle)) return "";
  const note =
    " (older than the sources: the figures are those of the bundle; BENCH_BUILD=1 rebuilds it first)";
  log(`note: sources are newer than apps/server/dist/server.mjs${note}`);
  return note;
}

export interface BenchScratch {
  /** The temp folder. */
  dir: string;
  /** PGlite data of the project (and, on PostgreSQL, the folder for its admin password file). */
  projectDataDir: string;
  /** PGlite: the bare server's copy of the project's data (one process per PGlite folder). */
  bareDataDir: string;
  /** PostgreSQL: the URL of the benchmark's own database; undefined on PGlite. */
  benchUrl: string | undefined;
  benchDbName: string | undefined;
  pgVersion: string;
  /** Servers to stop at cleanup. */
  servers: Server[];
  /** Plain SQL on the benchmark's database while the project is stopped (PGlite: opened here). */
  withBenchDb<T>(fn: (query: Query, exec: (sql: string) => Promise<unknown>) => Promise<T>): Promise<T>;
  /** PostgreSQL: empties the booking tables so project and bare start from the same state; PGlite: nothing (each has its own copy). */
  emptyBookingTables(): Promise<void>;
  cleanup(): Promise<void>;
}

/** Runs `fn` with a client connected to `url`, ended afterwards. */
async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Makes the temp folder and, with `databaseUrl`, a new database on that server (its role needs
 * CREATEDB). SIGINT and SIGTERM clean up and exit 130; BENCH_KEEP=1 keeps the folder at cleanup.
 */
export async function makeScratch(
  databaseUrl: string | undefined,
  log: (line: string) => void,
): Promise<BenchScratch> {
  const dir = mkdtempSync(join(tmpdir(), "labcompare-bench-"));
  const projectDataDir = join(dir, "project-data");
  let benchUrl: string | undefined;
  let benchDbName: string | undefined;
  let pgVersion = "";

  const withAdmin = <T>(fn: (c: pg.Client) => Promise<T>) => withClient(databaseUrl!, fn);

  if (databaseUrl) {
    benchDbName = `bench_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
    await withAdmin(async (c) => {
      pgVersion = String(
        (await c.query<{ server_version: string }>("SHOW server_version")).rows[0]!.server_version,
      );
      await c.query(`CREATE DATABASE "${benchDbName}"`).catch((error: Error) => {
        // The project always uses the schema "public", so the benchmark needs a database of its own.
        throw new Error(
          `could not create the benchmark's database (the role of DATABASE_URL needs CREATEDB): ${error.message}`,
        );
      });
    });
    const url = new URL(databaseUrl);
    url.pathname = `/${benchDbName}`;
    benchUrl = url.toString();
  }

  const servers: Server[] = [];
  let cleaning: Promise<void> | null = null;
  const doCleanup = async () => {
    for (const s of servers) await stopServer(s).catch(() => {});
    if (benchDbName) {
      // A plain DROP first, retried while connections that were just closed go away; WITH (FORCE)
      // (PostgreSQL 13+) only as the last resort: it would end a closing client with an error event.
      await withAdmin(async (c) => {
        for (let attempt = 0; ; attempt++) {
          try {
            await c.query(`DROP DATABASE IF EXISTS "${benchDbName}"`);
            return;
          } catch {
            if (attempt >= 10) break;
            await sleep(300);
          }
        }
        await c.query(`DROP DATABASE IF EXISTS "${benchDbName}" WITH (FORCE)`);
      }).catch((e) => log(`could not drop database ${benchDbName}: ${e}`));
    }
    if (process.env.BENCH_KEEP !== "1") rmSync(dir, { recursive: true, force: true });
    else log(`kept ${dir}`);
  };

  const scratch: BenchScratch = {
    dir,
    projectDataDir,
    bareDataDir: join(dir, "bare-data"),
    benchUrl,
    benchDbName,
    pgVersion,
    servers,
    async withBenchDb(fn) {
      if (benchUrl)
        return withClient(benchUrl, (client) =>
          fn(
            async (text) => (await client.query(text)).rows as never,
            (sql) => client.query(sql),
          ),
        );
      const { PGlite } = await import("@electric-sql/pglite");
      const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
      const db = await PGlite.create(projectDataDir, { extensions: { pg_trgm } });
      try {
        return await fn(
          async (text) => (await db.query(text)).rows as never,
          (sql) => db.exec(sql),
        );
      } finally {
        await db.close();
      }
    },
    async emptyBookingTables() {
      if (!benchUrl) return;
      await withClient(benchUrl, async (client) => {
        // CASCADE: the demo patient's results (reports) refer to bookings.
        await client.query(
          "TRUNCATE bookings, booking_items, booking_slot_usage, notifications, audit_logs CASCADE",
        );
        await client.query(
          "UPDATE profiles SET first_name = NULL, last_name = NULL, phone = NULL WHERE id IN (SELECT id FROM users WHERE email LIKE 'bench-%')",
        );
      });
    },
    cleanup() {
      cleaning ??= doCleanup();
      return cleaning;
    },
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => void scratch.cleanup().finally(() => process.exit(130)));
  return scratch;
}
