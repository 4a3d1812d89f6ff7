/**
 * The embedded database: PGlite in a worker thread of its own (pglite-host.ts), reached through the
 * same `pg` pool and Prisma adapter as PostgreSQL, over a Unix socket only this user can open.
 */
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import pg from "pg";
import { runMigrations } from "./migrate.ts";
import { lockDataDir, restrictToOwner } from "./data-dir.ts";
import { startPGliteThread, type PGliteThread } from "./pglite-host.ts";
import { dropTemplate, keepTemplate, migratedTemplate } from "./pglite-template.ts";
import { poolDatabase } from "./pool-database.ts";
import type { Database, DatabaseOptions } from "./index.ts";

/**
 * Opens PGlite on `options.dataDir` (absent: in memory), migrated unless `migrate: false`, with
 * pg_trgm's word-similarity threshold `threshold` set in its session. The pool holds one connection:
 * PGlite has one session, so a transaction holds it and other statements wait their turn.
 * Throws when the folder is locked by another process or PGlite cannot open it.
 */
export async function openPGlite(options: DatabaseOptions, threshold: number): Promise<Database> {
  let release: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = resolve(options.dataDir);
    // Patient data: the folder and every file in it are the owner's alone (0700 / 0600).
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    restrictToOwner(dataDir);
    release = await lockDataDir(dataDir);
  }
  // In memory and migrated: start from the kept archive of a migrated database when there is one.
  const template = !dataDir && options.migrate !== false ? migratedTemplate() : null;
  let thread: PGliteThread;
  try {
    thread = await startThread(dataDir, template);
  } catch (error) {
    await release?.();
    throw error;
  }
  const shutDown = async () => {
    await thread.close();
    // PGlite's file system layer creates files 0666 whatever the umask (the folder being 0700
    // keeps them private meanwhile): tighten what it wrote.
    if (dataDir) restrictToOwner(dataDir);
    await release?.();
  };
  try {
    // PGlite's own exec, in its thread, before it serves: a script's error surfaces as it does on
    // PostgreSQL.
    if (options.migrate !== false) await runMigrations(thread.direct);
    if (template && !template.exists) keepTemplate(template.path, await thread.dump());
    // PGlite has one session, which every connection to its socket shares, and ignores a
    // connection's startup options: the setting is made once, here.
    await thread.direct.exec(`SET pg_trgm.word_similarity_threshold = ${threshold}`);
    if (dataDir) restrictToOwner(dataDir);
    await thread.serve();
  } catch (error) {
    await shutDown();
    throw error;
  }
  // idleTimeoutMillis 0: the one connection stays open rather than being closed and reopened.
  const pool = new pg.Pool({
    host: thread.socketDir,
    user: "postgres",
    database: "postgres",
    max: 1,
    idleTimeoutMillis: 0,
  });
  pool.on("error", () => {});
  const db = poolDatabase(pool, { kind: "pglite", schema: "public", max: 1, afterEnd: shutDown });
  return { ...db, lost: thread.lost };
}

/** Starts the thread from `template` when it exists; from an empty cluster when there is none or PGlite refuses it. */
async function startThread(
  dataDir: string | undefined,
  template: { path: string; exists: boolean } | null,
): Promise<PGliteThread> {
  if (!template?.exists) return startPGliteThread(dataDir);
  try {
    return await startPGliteThread(dataDir, undefined, template.path);
  } catch {
    dropTemplate(template.path);
    template.exists = false;
    return startPGliteThread(dataDir);
  }
}
