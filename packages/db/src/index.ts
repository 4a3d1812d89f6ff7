/**
 * Database access for every app and script: one factory that opens PostgreSQL (when a URL is given)
 * or an embedded PGlite (PostgreSQL compiled to WebAssembly, run in a worker thread: pglite.ts) in a
 * data folder, applies migrations, and returns a Prisma client bound to it.
 */
import pg from "pg";
import type { PrismaClient } from "./generated/prisma/client.ts";
import { runMigrations, type SqlRunner } from "./migrate.ts";
import { openPGlite } from "./pglite.ts";
import { poolDatabase } from "./pool-database.ts";

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
export * from "./sql/bookings-export.ts";
export * from "./sql/timeline.ts";
export * from "./sql/observations.ts";

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
  /** The pool's connections now (PGlite's pool holds its one connection). */
  poolStats?: () => PoolStats;
  /**
   * PGlite only: resolves with the cause when the embedded database's thread has ended unexpectedly.
   * Every statement fails from then on; the process should exit so that it is restarted.
   */
  lost?: Promise<Error>;
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
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options)
    : openPGlite(options, SEARCH_WORD_SIMILARITY_THRESHOLD);
}

async function openPostgres(databaseUrl: string, options: DatabaseOptions): Promise<Database> {
  const schema = options.schema ?? "public";
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const pgOptions = `-c search_path=${schema},public -c pg_trgm.word_similarity_threshold=${SEARCH_WORD_SIMILARITY_THRESHOLD}`;
  const max = options.poolSize ?? 10;
  // A server that drops packets (no refusal) would hold a connect for the kernel's minutes of
  // retries: give up after 5 s, which the edges answer 503 ("timeout exceeded when trying to connect").
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    options: pgOptions,
    connectionTimeoutMillis: 5_000,
  });
  // An idle connection the server or the network dropped: the pool discards it and the next
  // statement opens a new one. Unheard, the 'error' event would end the process.
  pool.on("error", () => {});
  if (schema !== "public") await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
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
  return poolDatabase(pool, { kind: "postgres", schema, max });
}

export { seedCatalog, planOffers, type SeedSummary } from "./seed.ts";
export { seedContent, ensureAdmin, ensureAreas } from "./seed-site.ts";
export { ensureDemoPatient, DEMO_PATIENT_EMAIL } from "./seed-demo-patient.ts";
export { seedInsurance, demoNetworkPlans } from "./seed-insurance.ts";
