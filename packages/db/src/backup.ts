/**
 * A whole database as one file, and back: PostgreSQL through `pg_dump`/`pg_restore` (Debian's
 * postgresql-client, whose major version must be at least the server's), the embedded PGlite through
 * its own dump of the data folder (a gzipped tar). Both copy every table, uploaded files in
 * `stored_files` included; objects kept in S3 are the caller's (apps/server backup.ts).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import pg from "pg";
import { lockDataDir, restrictToOwner } from "./data-dir.ts";

/** Which database to dump or restore into: a PostgreSQL URL (and schema), else a PGlite folder. */
export interface BackupTarget {
  databaseUrl?: string;
  /** PostgreSQL schema (tests make one per file); default "public" = the whole database. */
  schema?: string;
  /** PGlite data folder, used when there is no URL. */
  dataDir?: string;
}

/** A database's dump: `postgres` = pg_dump's custom format; `pglite` = the data folder as .tar.gz. */
export interface DatabaseDump {
  kind: "postgres" | "pglite";
  bytes: Uint8Array;
}

/**
 * Dumps the database of `target`. A PGlite folder is locked for the time of the dump, so the server
 * using it must be stopped first (the lock says so). Throws when pg_dump fails (its stderr in the message).
 */
export async function dumpDatabase(target: BackupTarget): Promise<DatabaseDump> {
  if (target.databaseUrl) {
    const schemaArgs = isPublic(target.schema) ? [] : [`--schema=${checkedSchema(target.schema!)}`];
    const bytes = await run("pg_dump", [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      ...schemaArgs,
      `--dbname=${target.databaseUrl}`,
    ]);
    return { kind: "postgres", bytes };
  }
  const dataDir = requireDataDir(target);
  if (!existsSync(dataDir)) throw new Error(`No database to back up: ${dataDir} does not exist.`);
  return withPGlite(dataDir, async (pglite) => {
    const blob = await pglite.dumpDataDir("gzip");
    return { kind: "pglite", bytes: new Uint8Array(await blob.arrayBuffer()) };
  });
}

/**
 * Restores `dump` into `target`, which must be empty (no tables in the schema; a PGlite folder absent
 * or empty), so a restore never mixes two databases. Throws when the target is not empty, when the
 * dump's kind does not match the target's, or when pg_restore fails (nothing is kept then: one transaction).
 */
export async function restoreDatabase(dump: DatabaseDump, target: BackupTarget): Promise<void> {
  const targetKind = target.databaseUrl ? "postgres" : "pglite";
  if (dump.kind !== targetKind) {
    throw new Error(
      `This backup holds a ${dump.kind === "postgres" ? "PostgreSQL" : "PGlite"} database; restore it with ${dump.kind === "postgres" ? "DATABASE_URL set" : "DATABASE_URL unset (DATA_DIR)"}.`,
    );
  }
  if (target.databaseUrl) return restorePostgres(dump.bytes, target.databaseUrl, target.schema);
  const dataDir = requireDataDir(target);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new Error(`Restore needs an empty data folder: ${dataDir} is not empty.`);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  await withPGlite(
    dataDir,
    async (pglite) => {
      await pglite.query("SELECT 1");
    },
    new Blob([Uint8Array.from(dump.bytes)]),
  );
}

async function restorePostgres(
  bytes: Uint8Array,
  databaseUrl: string,
  schema: string | undefined,
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const name = isPublic(schema) ? "public" : checkedSchema(schema!);
    const { rows } = await client.query<{ tables: number }>(
      "SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname = $1",
      [name],
    );
    if (rows[0]!.tables > 0)
      throw new Error(
        `Restore needs an empty database: schema "${name}" already has ${rows[0]!.tables} tables.`,
      );
    // A one-schema dump leaves out the extension its indexes need (it lives in public), and creates
    // its schema itself, so an empty one of that name is dropped first.
    await client.query("CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public");
    if (name !== "public") await client.query(`DROP SCHEMA IF EXISTS "${name}"`);
  } finally {
    await client.end();
  }
  await run(
    "pg_restore",
    ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${databaseUrl}`],
    bytes,
  );
}

/** Opens the PGlite folder alone (locked), optionally from a dump, runs `work`, and closes it. */
async function withPGlite<T>(
  dataDir: string,
  work: (pglite: import("@electric-sql/pglite").PGlite) => Promise<T>,
  loadDataDir?: Blob,
): Promise<T> {
  const release = await lockDataDir(dataDir);
  try {
    const [{ PGlite }, { pg_trgm }] = await Promise.all([
      import("@electric-sql/pglite"),
      import("@electric-sql/pglite/contrib/pg_trgm"),
    ]);
    const pglite = await PGlite.create(dataDir, {
      extensions: { pg_trgm },
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    try {
      return await work(pglite);
    } finally {
      await pglite.close();
      restrictToOwner(dataDir);
    }
  } finally {
    await release();
  }
}

/** Runs `command` with `input` on stdin; resolves with its stdout, rejects with its stderr. */
function run(command: string, args: string[], input?: Uint8Array): Promise<Uint8Array> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: ["pipe", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", (error) =>
      fail(new Error(`${command} could not start (${error.message}): install Debian's postgresql-client.`)),
    );
    child.on("close", (code) => {
      if (code === 0) done(new Uint8Array(Buffer.concat(out)));
      else fail(new Error(`${command} failed (exit ${code}): ${Buffer.concat(err).toString("utf8").trim()}`));
    });
    child.stdin.on("error", () => {}); // a command that exits early closes its stdin; its exit code says why
    child.stdin.end(input ? Buffer.from(input) : undefined);
  });
}

function isPublic(schema: string | undefined): boolean {
  return schema === undefined || schema === "public";
}

function checkedSchema(schema: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  return schema;
}

function requireDataDir(target: BackupTarget): string {
  if (!target.dataDir)
    throw new Error("Set DATABASE_URL or DATA_DIR: there is no database to back up or restore.");
  return resolve(target.dataDir);
}
