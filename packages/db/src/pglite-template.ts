/**
 * A migrated, empty embedded database kept on disk as a PGlite archive, so that a fresh in-memory
 * database (every test file, a script's scratch database) loads it instead of creating a cluster
 * and applying every migration: PGlite's cluster creation is most of an open's time. The archive's
 * name carries PGlite's version and a hash of every migration's name and SQL, so a changed or new
 * migration makes a new archive; a missing or unwritable cache only means the slower open.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, sep } from "node:path";
import { listMigrations, migrationsDir } from "./migrate.ts";
import { repoRoot } from "./paths.ts";

const cacheDir = join(repoRoot, "node_modules", ".cache", "labcompare-pglite");

/** PGlite's version, from its package.json (the package does not export that file). */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const root = entry.slice(0, entry.lastIndexOf(`${sep}dist${sep}`));
  return (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string }).version;
}

/** The archive for this PGlite version and these migrations; `exists` when it was written before. */
export function migratedTemplate(): { path: string; exists: boolean } {
  const hash = createHash("sha256").update(pgliteVersion());
  for (const name of listMigrations()) {
    hash.update(`\0${name}\0`).update(readFileSync(join(migrationsDir, name, "migration.sql")));
  }
  const path = join(cacheDir, `${hash.digest("hex").slice(0, 24)}.tar`);
  return { path, exists: existsSync(path) };
}

/** Writes `archive` to `path` whole or not at all (a temporary file renamed), or leaves it (cache unwritable). */
export function keepTemplate(path: string, archive: ArrayBuffer): void {
  const temporary = `${path}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
    writeFileSync(temporary, new Uint8Array(archive), { mode: 0o600 });
    renameSync(temporary, path);
  } catch {
    rmSync(temporary, { force: true });
  }
}

/** Removes an archive PGlite could not start from. */
export function dropTemplate(path: string): void {
  rmSync(path, { force: true });
}
