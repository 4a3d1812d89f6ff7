/**
 * Backups of the whole site as one tar file: `manifest.json`, the database's dump (`database.dump`
 * from pg_dump, or `database.tar.gz`, PGlite's data folder) and, when result PDFs are kept in S3,
 * every report's file under `files/<key>`. With the PostgreSQL file driver the PDFs are rows of the
 * database and travel in its dump. Restoring needs an empty database (and puts S3 objects back under
 * their keys), so a restore never mixes two sites.
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import * as tar from "tar";
import {
  dumpDatabase,
  openDatabase,
  restoreDatabase,
  type BackupTarget,
  type DatabaseDump,
} from "@labcompare/db";
import type { FileStore } from "@labcompare/api";

/** What the app's FileStore keys look like (newFileKey); anything else in a manifest is refused. */
const OBJECT_KEY = /^results\/[0-9a-f-]{36}$/;

/** Version of the archive's layout, checked on restore. */
const BACKUP_FORMAT = 1;

interface Manifest {
  format: number;
  createdAt: string;
  database: DatabaseDump["kind"];
  /** Keys of the S3 objects in `files/` (empty with the PostgreSQL file driver). */
  files: Array<{ key: string; contentType: string }>;
}

/** Where a backup comes from or goes to: the database, and the S3 store when PDFs live there. */
export interface BackupSite extends BackupTarget {
  /** The S3 FileStore; absent when PDFs are kept in the database. */
  objectStore?: FileStore;
}

/**
 * Writes a backup of `site` to `file` (a tar archive). Output: what it holds (database kind, number
 * of S3 objects). Throws when the database cannot be dumped (a PGlite folder in use by a running
 * server: stop it first) or a report's S3 object is missing.
 */
export async function createBackup(
  site: BackupSite,
  file: string,
): Promise<{ database: DatabaseDump["kind"]; files: number }> {
  const dump = await dumpDatabase(site);
  const work = mkdtempSync(join(tmpdir(), "labcompare-backup-"));
  try {
    const files = site.objectStore ? await copyObjects(site, site.objectStore, work) : [];
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      database: dump.kind,
      files,
    };
    writeFileSync(join(work, dumpName(dump.kind)), dump.bytes, { mode: 0o600 });
    writeFileSync(join(work, "manifest.json"), JSON.stringify(manifest, null, 2), { mode: 0o600 });
    mkdirSync(dirname(file), { recursive: true });
    const entries = ["manifest.json", dumpName(dump.kind), ...(files.length ? ["files"] : [])];
    await tar.create({ file, cwd: work, portable: true, mode: 0o600 }, entries);
    return { database: dump.kind, files: files.length };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Restores the backup in `file` into `site`: the database (which must be empty), then the S3 objects
 * under their keys. Throws when the archive is not a backup of this format, its database kind does
 * not match the target, the target is not empty, or it holds S3 objects and no S3 store is configured.
 */
export async function restoreBackup(
  site: BackupSite,
  file: string,
): Promise<{ database: DatabaseDump["kind"]; files: number }> {
  const work = mkdtempSync(join(tmpdir(), "labcompare-restore-"));
  try {
    await tar.extract({ file, cwd: work });
    const manifest = JSON.parse(readFileSync(join(work, "manifest.json"), "utf8")) as Manifest;
    if (manifest.format !== BACKUP_FORMAT)
      throw new Error(
        `${file} is not a backup this version can restore (format ${String(manifest.format)}).`,
      );
    if (manifest.files.some((f) => !OBJECT_KEY.test(f.key)))
      throw new Error(`${file} names a file outside the backup's files folder.`);
    if (manifest.files.length > 0 && !site.objectStore)
      throw new Error(
        `${file} holds ${manifest.files.length} files from S3: set S3_BUCKET (and its credentials) to restore them.`,
      );
    const bytes = new Uint8Array(readFileSync(join(work, dumpName(manifest.database))));
    await restoreDatabase({ kind: manifest.database, bytes }, site);
    for (const { key, contentType } of manifest.files) {
      await site.objectStore!.putAt(key, new Uint8Array(readFileSync(join(work, "files", key))), contentType);
    }
    return { database: manifest.database, files: manifest.files.length };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function dumpName(kind: DatabaseDump["kind"]): string {
  return kind === "postgres" ? "database.dump" : "database.tar.gz";
}

/** Copies every report's S3 object into `work/files/<key>`; their keys come from the database. */
async function copyObjects(site: BackupTarget, store: FileStore, work: string): Promise<Manifest["files"]> {
  const db = await openDatabase({ ...site, migrate: false });
  try {
    const reports = await db.prisma.report.findMany({
      where: { fileKey: { not: null } },
      select: { fileKey: true },
    });
    const files: Manifest["files"] = [];
    for (const { fileKey } of reports) {
      const object = await store.get(fileKey!);
      if (!object) throw new Error(`The file ${fileKey} of a report is missing from the S3 bucket.`);
      const path = join(work, "files", fileKey!);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, object.bytes, { mode: 0o600 });
      files.push({ key: fileKey!, contentType: object.contentType });
    }
    return files;
  } finally {
    await db.close();
  }
}
