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
export { transaction, isTransactionConflict, sqlStateOf, TRANSACTION_ATTEMPTS, type Db, type TransactionOptions } from "./transaction.ts";
export { restrictToOwner } from "./data-dir.ts";
export * from "./sql/admin.ts";
export * from "./sql/booking.ts";
export * from "./sql/booking-checks.ts";
export * from "./sql/catalog.ts";
export * from "./sql/search.ts";
export * from "./sql/search-terms.ts";
export * from "./sql/locks.ts";
export * from "./sql/outbox.ts";
export * from "./sql/session.ts";

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
  close(): Promise<void>;
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
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize ?? 10, options: pgOptions });
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
      await runMigrations({ query: (t, p) => client.query(t, p as unknown[]) as never, exec: (t) => client.query(t) });
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
      try {
        await client.query("BEGIN");
      } catch (error) {
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
  if (options.migrate !== false) await runMigrations({ query: (t, p) => pglite.query(t, p) as never, exec: (t) => pglite.exec(t) });
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
export { seedCatalog, seedContent, ensureAdmin, ensureAreas, planOffers, type SeedSummary } from "./seed.ts";

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
