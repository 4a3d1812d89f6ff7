/**
 * Applies prisma/migrations/<name>/migration.sql in name order, each in its own transaction, under
 * Prisma's advisory lock (72707369), recording each in `_prisma_migrations` exactly as Prisma does
 * (checksum = lowercase SHA-256 hex of the file), so `prisma migrate deploy` agrees where it can run
 * (its native engine cannot be downloaded on the project's machines).
 *
 * A migration folder may hold `replaces.txt`: the names of earlier migrations it squashes, one per
 * line. A database that has all of them gets it recorded as applied without running it (the schema is
 * already there); one that has only some cannot be brought forward by it, and migrating throws.
 */
import { createHash, randomUUID } from "node:crypto";
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { repoRoot } from "./paths.ts";

/** The two SQL entry points both drivers (pg.Client, PGlite) can give us. */
export interface SqlRunner {
  /** Runs one statement with $1.. parameters; returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs a script of several statements. */
  exec(sql: string): Promise<unknown>;
}

export const migrationsDir = resolve(repoRoot, "prisma/migrations");
const PRISMA_ADVISORY_LOCK = 72707369;

/** Migration folder names on disk, in the order they apply. */
export function listMigrations(dir = migrationsDir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort();
}

/**
 * Applies every migration not yet recorded as finished. Returns the names applied, in order.
 * Throws (and leaves that migration unrecorded) when a migration's SQL fails.
 */
export async function runMigrations(db: SqlRunner, dir = migrationsDir): Promise<string[]> {
  await db.query(`SELECT pg_advisory_lock(${PRISMA_ADVISORY_LOCK})`);
  try {
    await db.exec(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0
    )`);
    const done = await db.query<{ migration_name: string }>(
      `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const applied = new Set(done.rows.map((r) => r.migration_name));
    const ran: string[] = [];
    for (const name of listMigrations(dir)) {
      if (applied.has(name)) continue;
      const sql = readFileSync(join(dir, name, "migration.sql"), "utf8");
      if (squashedAlreadyApplied(dir, name, applied)) {
        await recordMigration(db, name, sql);
        continue;
      }
      await db.exec("BEGIN");
      try {
        await db.exec(sql);
        await recordMigration(db, name, sql);
        await db.exec("COMMIT");
      } catch (error) {
        await db.exec("ROLLBACK");
        throw new Error(`Migration ${name} failed: ${(error as Error).message}`);
      }
      ran.push(name);
    }
    return ran;
  } finally {
    await db.query(`SELECT pg_advisory_unlock(${PRISMA_ADVISORY_LOCK})`);
  }
}

/** Records `name` as finished, with Prisma's checksum of its SQL. */
async function recordMigration(db: SqlRunner, name: string, sql: string): Promise<void> {
  const checksum = createHash("sha256").update(sql).digest("hex");
  await db.query(
    `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
     VALUES ($1, $2, now(), $3, 1)`,
    [randomUUID(), checksum, name],
  );
}

/** The migrations that migration `name` squashes (its replaces.txt, one name a line); [] for none. */
export function replacedMigrations(name: string, dir = migrationsDir): string[] {
  const listFile = join(dir, name, "replaces.txt");
  if (!existsSync(listFile)) return [];
  return readFileSync(listFile, "utf8").split(/\s+/).filter(Boolean);
}

/**
 * True when migration `name` squashes earlier ones and the database has them all; false when it
 * squashes none, or the database has none of them (a new database runs it).
 * Throws when the database has only some: the rest no longer exist to be applied.
 */
function squashedAlreadyApplied(dir: string, name: string, applied: Set<string>): boolean {
  const replaced = replacedMigrations(name, dir);
  const missing = replaced.filter((old) => !applied.has(old));
  if (missing.length === replaced.length) return false;
  if (missing.length === 0) return true;
  throw new Error(
    `Migration ${name} replaces migrations this database has only some of (missing: ${missing.join(", ")}); ` +
      "apply them with a checkout from before it first.",
  );
}
