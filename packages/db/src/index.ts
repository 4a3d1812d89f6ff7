/**
 * Database access for every app and script: one factory that opens PostgreSQL (when a URL is given)
 * or an embedded PGlite (PostgreSQL compiled to WebAssembly) in a data folder, applies migrations,
 * and returns a Prisma client bound to it.
 */
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import lockfile from "proper-lockfile";
import { PrismaClient } from "./generated/prisma/client.ts";
import { runMigrations, type SqlRunner } from "./migrate.ts";
import { registerDriver } from "./driver.ts";

export { PrismaClient, Prisma } from "./generated/prisma/client.ts";
export * from "./generated/prisma/enums.ts";
export { runMigrations, listMigrations, type SqlRunner } from "./migrate.ts";
export { driverTransaction, readRows, readSql, runStatement, type RawDb } from "./driver.ts";

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
  const sql: SqlRunner = {
    query: async (text, params) => pool.query(text, params as unknown[]) as never,
    exec: async (text) => pool.query(text),
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
  // An interactive transaction waits up to 10 s for a pooled connection (Prisma's default: 2 s, then
  // P2028 and a 500): a burst, such as one HTTP batch of many writes, queues instead of failing
  // (seen in the PostgreSQL fuzz run of CI, 2026-11-26).
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, { schema }), transactionOptions: { maxWait: 10_000 } });
  registerDriver(prisma, {
    query: sql.query,
    async transaction(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query("BEGIN");
        const result = await fn({ query: (text, params) => client.query(text, params as unknown[]) as never });
        await client.query("COMMIT");
        return result;
      } catch (error) {
        // A connection that cannot even roll back is closed rather than returned to the pool.
        await client.query("ROLLBACK").catch((rollbackError: Error) => (broken = rollbackError));
        throw error;
      } finally {
        client.release(broken);
      }
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

/** chmod 0700 on `dir` and its folders, 0600 on its files (older installs were created 0666/0777). */
export function restrictToOwner(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = resolve(dir, entry.name);
    if (entry.isDirectory()) restrictToOwner(path);
    else if (entry.isFile()) chmodSync(path, 0o600);
  }
}

function processIsAlive(pid: number): boolean {
  // Our own PID on a lock this process does not hold: a previous run in a container (PID 1 again).
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Locks the PGlite folder for this process (one process at a time: PGlite has no locking of its own).
 * The holder's PID is kept beside the lock; when the lock is held by a process that no longer runs
 * (a crash or kill -9), the lock is taken over at once instead of waiting for it to go stale.
 * Throws a clear message when a live process holds it.
 */
/** Data folders this process holds open. */
const heldDataDirs = new Set<string>();

async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const pidFile = `${dataDir}.lock.pid`;
  if (heldDataDirs.has(dataDir)) {
    throw new Error(`The data folder ${dataDir} is in use by another process (PID ${process.pid}). Stop it first, or set DATA_DIR to another folder.`);
  }
  const take = () => lockfile.lock(dataDir, { stale: 15_000, update: 5_000 });
  let release: () => Promise<void>;
  try {
    release = await take();
  } catch {
    let holder = Number.NaN;
    try {
      holder = Number(readFileSync(pidFile, "utf8").trim());
    } catch {
      // No PID file: an older version holds it, or it crashed before writing one.
    }
    if (Number.isInteger(holder) && !processIsAlive(holder)) {
      rmSync(`${dataDir}.lock`, { recursive: true, force: true });
      release = await take();
    } else {
      throw new Error(
        `The data folder ${dataDir} is in use by another process${Number.isInteger(holder) ? ` (PID ${holder})` : ""}. ` +
          `Stop it first, or set DATA_DIR to another folder. If no such process runs, delete ${dataDir}.lock and start again.`,
      );
    }
  }
  writeFileSync(pidFile, String(process.pid), { mode: 0o600 });
  heldDataDirs.add(dataDir);
  return async () => {
    heldDataDirs.delete(dataDir);
    rmSync(pidFile, { force: true });
    await release();
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
  // Loaded only here: a server on PostgreSQL never holds PGlite's code (issue 12, idle memory).
  const [{ PGlite }, { pg_trgm }, { PrismaPGlite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("pglite-prisma-adapter"),
  ]);
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  await pglite.exec(`SET pg_trgm.word_similarity_threshold = ${SEARCH_WORD_SIMILARITY_THRESHOLD}`);
  // PGlite's own exec: the Prisma adapter's executeScript does not surface errors (see shared notes).
  const sql: SqlRunner = { query: (t, p) => pglite.query(t, p) as never, exec: (t) => pglite.exec(t) };
  if (options.migrate !== false) await runMigrations(sql);
  // PGlite's file system layer creates files 0666 whatever the umask: tighten what initdb and the
  // migrations wrote. Files made later are still unreachable for others: the folder is 0700.
  if (dataDir) restrictToOwner(dataDir);
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  registerDriver(prisma, {
    query: sql.query,
    // PGlite's transaction holds its one connection; other statements and Prisma's transactions wait.
    transaction: (fn) => pglite.transaction((tx) => fn({ query: (text, params) => tx.query(text, params) as never })),
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
