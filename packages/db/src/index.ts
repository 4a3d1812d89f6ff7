/**
 * Database access for every app and script: one factory that opens PostgreSQL (when a URL is given)
 * or an embedded PGlite (PostgreSQL compiled to WebAssembly) in a data folder, applies migrations,
 * and returns a Prisma client bound to it.
 */
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import type { PGlite } from "@electric-sql/pglite";
import { PrismaClient } from "./generated/prisma/client.ts";
import { runMigrations, type SqlRunner } from "./migrate.ts";
import { guardRootClient, registerDriver, type DriverSession } from "./driver.ts";
import { lockDataDir, restrictToOwner } from "./data-dir.ts";

export { PrismaClient, Prisma } from "./generated/prisma/client.ts";
export * from "./generated/prisma/enums.ts";
export { runMigrations, listMigrations, type SqlRunner } from "./migrate.ts";
export { type RawDb } from "./driver.ts";
export {
  transaction,
  isTransactionConflict,
  sqlStateOf,
  TransactionTimeoutError,
  TRANSACTION_ATTEMPTS,
  type Db,
  type TransactionOptions,
} from "./transaction.ts";
export { restrictToOwner } from "./data-dir.ts";
export { isDatabaseUnavailable } from "./unavailable.ts";
export { dumpDatabase, restoreDatabase, type BackupTarget, type DatabaseDump } from "./backup.ts";
export * from "./sql/admin.ts";
export * from "./sql/booking.ts";
export * from "./sql/booking-checks.ts";
export * from "./sql/catalog.ts";
export * from "./sql/lab-prices.ts";
export * from "./sql/search.ts";
export * from "./sql/search-terms.ts";
export * from "./sql/resolve-list.ts";
export * from "./sql/arabic.ts";
export * from "./sql/locks.ts";
export * from "./sql/outbox.ts";
export * from "./sql/account-links.ts";
export * from "./sql/session.ts";
export * from "./sql/stored-files.ts";

/**
 * Word-similarity threshold for typo-tolerant search (pg_trgm's `<%` operator; default 0.6 is too
 * strict for short misspellings such as "vitamn d"). Measured on the seeded catalogue.
 */
export const SEARCH_WORD_SIMILARITY_THRESHOLD = 0.45;

export interface DatabaseOptions {
  /** postgres:// URL. When absent, an embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; absent = in memory (tests). Ignored with a URL. */
  dataDir?: string;
  /** PostgreSQL schema to use (tests make one per file); default "public". */
  schema?: string;
  /** Apply pending migrations on open (default true). */
  migrate?: boolean;
  /** Pool size for PostgreSQL (default 10). */
  poolSize?: number;
}

export interface Database {
  prisma: PrismaClient;
  kind: "postgres" | "pglite";
  /** Raw SQL runner on the same database (migrations, benchmarks, test set-up). */
  sql: SqlRunner;
  /** The PostgreSQL pool's connections now (absent for PGlite, which has one connection and no pool). */
  poolStats?: () => PoolStats;
  close(): Promise<void>;
}

/** Connections of a PostgreSQL pool: open ones, idle ones among them, callers waiting for one, and the most it opens. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/**
 * Opens the database described by `options`, migrated to the latest schema unless `migrate: false`.
 * Throws when the PGlite folder is already open in another process (a lock file guards it),
 * or when PostgreSQL cannot be reached.
 */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPGlite(options);
}

async function openPostgres(databaseUrl: string, options: DatabaseOptions): Promise<Database> {
  const schema = options.schema ?? "public";
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const pgOptions = `-c search_path=${schema},public -c pg_trgm.word_similarity_threshold=${SEARCH_WORD_SIMILARITY_THRESHOLD}`;
  // A server that drops packets (no refusal) would hold a connect for the kernel's minutes of
  // retries: give up after 5 s, which the edges answer 503 ("timeout exceeded when trying to connect").
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    options: pgOptions,
    connectionTimeoutMillis: 5_000,
  });
  // An idle connection the server or the network dropped: the pool discards it and the next
  // statement opens a new one. Unheard, the 'error' event would end the process.
  pool.on("error", () => {});
  if (schema !== "public") await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  // Every statement of the app goes through `root`: refused inside a transaction (driver.ts, misuse guard).
  const root = guardRootClient(pool, ["query", "connect"]);
  const sql: SqlRunner = {
    query: (text, params) => root.query(text, params as unknown[]) as never,
    exec: async (text) => root.query(text),
  };
  if (options.migrate !== false) {
    // Migrations need one connection for their BEGIN/COMMIT.
    const client = await pool.connect();
    try {
      await runMigrations({
        query: (t, p) => client.query(t, p as unknown[]) as never,
        exec: (t) => client.query(t),
      });
    } finally {
      client.release();
    }
  }
  const prisma = new PrismaClient({ adapter: new PrismaPg(root, { schema }) });
  registerDriver(prisma, {
    key: pool,
    query: (text, params) => sql.query(text, params),
    async begin(): Promise<DriverSession> {
      const client = await root.connect();
      // The connection lost while checked out: its statements reject (and the pool drops it on
      // release); the 'error' event it also emits must be heard or it ends the process.
      const lost = () => {};
      client.on("error", lost);
      try {
        await client.query("BEGIN");
      } catch (error) {
        client.off("error", lost);
        client.release(error as Error);
        throw error;
      }
      return {
        query: (text, params) => client.query(text, params as unknown[]) as never,
        async finish(commit) {
          // A connection that cannot even roll back is closed rather than returned to the pool.
          let broken: Error | undefined;
          try {
            if (commit) await client.query("COMMIT");
            else await client.query("ROLLBACK").catch((error: Error) => (broken = error));
          } finally {
            client.off("error", lost);
            client.release(broken);
          }
        },
      };
    },
  });
  return {
    prisma,
    kind: "postgres",
    sql,
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: options.poolSize ?? 10,
    }),
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

async function openPGlite(options: DatabaseOptions): Promise<Database> {
  let release: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = resolve(options.dataDir);
    // Patient data: the folder and every file in it are the owner's alone (0700 / 0600).
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    restrictToOwner(dataDir);
    release = await lockDataDir(dataDir);
  }
  // Loaded only here: a server on PostgreSQL never holds PGlite's code in memory.
  const [{ PGlite }, { pg_trgm }, { PrismaPGlite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("pglite-prisma-adapter"),
  ]);
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  await pglite.exec(`SET pg_trgm.word_similarity_threshold = ${SEARCH_WORD_SIMILARITY_THRESHOLD}`);
  // PGlite's own exec: the Prisma adapter's executeScript does not surface errors (see shared notes).
  if (options.migrate !== false)
    await runMigrations({ query: (t, p) => pglite.query(t, p) as never, exec: (t) => pglite.exec(t) });
  // PGlite's file system layer creates files 0666 whatever the umask: tighten what initdb and the
  // migrations wrote. Files made later are still unreachable for others: the folder is 0700.
  if (dataDir) restrictToOwner(dataDir);
  // Every statement of the app goes through `root`: refused inside a transaction (driver.ts, misuse guard).
  const root = guardRootClient(pglite, ["query", "exec", "transaction"]);
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(root) });
  const sql: SqlRunner = { query: (t, p) => root.query(t, p) as never, exec: (t) => root.exec(t) };
  registerDriver(prisma, {
    key: pglite,
    query: (text, params) => root.query(text, params) as never,
    // PGlite's transaction holds its one connection until `finish`; other statements wait.
    begin: () => beginPGlite(root),
  });
  return {
    prisma,
    kind: "pglite",
    sql,
    async close() {
      await prisma.$disconnect();
      await pglite.close();
      if (dataDir) restrictToOwner(dataDir);
      await release?.();
    },
  };
}
export { seedCatalog, planOffers, type SeedSummary } from "./seed.ts";
export { seedContent, ensureAdmin, ensureAreas } from "./seed-site.ts";
export { ensureDemoPatient, DEMO_PATIENT_EMAIL } from "./seed-demo-patient.ts";
export { seedInsurance, demoNetworkPlans } from "./seed-insurance.ts";

/** Ends a PGlite transaction the caller chose to roll back (not an error of its own). */
const ROLLBACK = new Error("rollback");

/** BEGIN through PGlite's `transaction`, held open until the session's `finish`. */
function beginPGlite(pglite: PGlite): Promise<DriverSession> {
  return new Promise((resolve, reject) => {
    const ended = pglite.transaction(
      (tx) =>
        new Promise<void>((commit, rollback) => {
          resolve({
            query: (text, params) => tx.query(text, params) as never,
            async finish(wantCommit) {
              if (wantCommit) commit();
              else rollback(ROLLBACK);
              await ended.catch((error: unknown) => {
                if (error !== ROLLBACK) throw error;
              });
            },
          });
        }),
    );
    ended.catch(reject);
  });
}
