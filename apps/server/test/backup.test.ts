/**
 * Backups: a seeded database with bookings and results (the demo patient's reports, one with a PDF)
 * is backed up, restored into an empty database, and every table has the same rows (count and an
 * MD5 over its rows in order). PostgreSQL (skipped with a message when unreachable; TEST_DATABASE_URL
 * or the local server) with the PDF in S3 (s3rver), and PGlite in a data folder with the PDF in
 * the database.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { ensureDemoPatient, openDatabase, seedCatalog, type Database } from "@labcompare/db";
import { postgresUnreachable } from "@labcompare/db/testing-net";
import { createPostgresFileStore, createS3FileStore, sha256Hex, type FileStore } from "@labcompare/api";
import { createBackup, restoreBackup } from "../src/backup.ts";
import { startTestS3, type TestS3 } from "../../../packages/api/test/s3-server.ts";

const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const postgresDown = await postgresUnreachable(PG_URL);
if (postgresDown)
  console.warn(`backup test: PostgreSQL at ${PG_URL} is unreachable (${postgresDown}); its part is skipped.`);

const work = mkdtempSync(join(tmpdir(), "backup-test-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const PDF = new TextEncoder().encode("%PDF-1.4\n% a lab report\n%%EOF\n");

/** Row count and an MD5 of every row (as text, in order) of each table of `schema`. */
async function tableFingerprints(db: Database, schema: string): Promise<Record<string, string>> {
  const tables = await db.sql.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = $1 ORDER BY tablename",
    [schema],
  );
  const result: Record<string, string> = {};
  for (const { tablename } of tables.rows) {
    const { rows } = await db.sql.query<{ n: number; digest: string | null }>(
      `SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${schema}"."${tablename}" t`,
    );
    result[tablename] = `${rows[0]!.n}:${rows[0]!.digest ?? "-"}`;
  }
  return result;
}

/** Seeds the catalogue and the demo patient (bookings with reports), and gives one report a PDF in `store`. */
async function seedSite(db: Database, store: FileStore): Promise<string> {
  await seedCatalog(db.prisma);
  await ensureDemoPatient(db.prisma, { hashPassword: (p) => Promise.resolve(`plain:${p}`) });
  const report = await db.prisma.report.findFirstOrThrow({ select: { id: true } });
  const put = await store.put(PDF, "application/pdf");
  await db.prisma.report.update({
    where: { id: report.id },
    data: { fileKey: put.key, fileSha256: put.sha256, fileBytes: put.size },
  });
  return put.key;
}

describe.skipIf(postgresDown !== null)("PostgreSQL, with result PDFs in S3", () => {
  let s3: TestS3 | undefined;
  afterAll(async () => s3?.stop());

  it("restores into an empty database the same rows in every table, and the PDFs under their keys", async () => {
    const schema = `bk_${randomBytes(5).toString("hex")}`;
    const targetDb = `bk_restore_${randomBytes(5).toString("hex")}`;
    const admin = await openDatabase({ databaseUrl: PG_URL, migrate: false, poolSize: 1 });
    s3 = await startTestS3();
    const store = await createS3FileStore(s3.options);
    const targetUrl = new URL(PG_URL);
    targetUrl.pathname = `/${targetDb}`;
    const source = await openDatabase({ databaseUrl: PG_URL, schema, poolSize: 2 });
    try {
      const key = await seedSite(source, store);
      expect(await source.prisma.booking.count()).toBeGreaterThan(0);
      const before = await tableFingerprints(source, schema);
      const file = join(work, "postgres.tar");
      expect(await createBackup({ databaseUrl: PG_URL, schema, objectStore: store }, file)).toEqual({
        database: "postgres",
        files: 1,
      });

      // A new site: an empty database and an empty bucket.
      await store.delete(key);
      await admin.sql.exec(`CREATE DATABASE "${targetDb}"`);
      expect(await restoreBackup({ databaseUrl: targetUrl.href, schema, objectStore: store }, file)).toEqual({
        database: "postgres",
        files: 1,
      });
      const restored = await openDatabase({
        databaseUrl: targetUrl.href,
        schema,
        migrate: false,
        poolSize: 1,
      });
      try {
        expect(await tableFingerprints(restored, schema)).toEqual(before);
        expect(Object.keys(before)).toContain("reports");
        const object = await store.get(key);
        expect(object && sha256Hex(object.bytes)).toBe(sha256Hex(PDF));
        // A second restore would mix two sites: refused, and nothing changes.
        await expect(
          restoreBackup({ databaseUrl: targetUrl.href, schema, objectStore: store }, file),
        ).rejects.toThrow(/Restore needs an empty database/);
        expect(await tableFingerprints(restored, schema)).toEqual(before);
      } finally {
        await restored.close();
      }
    } finally {
      store.close();
      await source.sql.exec(`DROP SCHEMA "${schema}" CASCADE`);
      await source.close();
      await admin.sql.exec(`DROP DATABASE IF EXISTS "${targetDb}" WITH (FORCE)`);
      await admin.close();
    }
  });
});

describe("PGlite in a data folder, with result PDFs in the database", () => {
  it("restores into an empty folder the same rows in every table, the PDF's bytes included", async () => {
    const dataDir = join(work, "pglite-source");
    const source = await openDatabase({ dataDir });
    const before = await (async () => {
      try {
        await seedSite(source, createPostgresFileStore(source.prisma));
        return await tableFingerprints(source, "public");
      } finally {
        await source.close();
      }
    })();
    expect(before["stored_files"]).toMatch(/^1:/);
    const file = join(work, "pglite.tar");
    expect(await createBackup({ dataDir }, file)).toEqual({ database: "pglite", files: 0 });

    const targetDir = join(work, "pglite-restored");
    expect(await restoreBackup({ dataDir: targetDir }, file)).toEqual({ database: "pglite", files: 0 });
    const restored = await openDatabase({ dataDir: targetDir, migrate: false });
    try {
      expect(await tableFingerprints(restored, "public")).toEqual(before);
    } finally {
      await restored.close();
    }
    await expect(restoreBackup({ dataDir: targetDir }, file)).rejects.toThrow(
      /Restore needs an empty data folder/,
    );
    // A PGlite backup cannot go into PostgreSQL, and says how to restore it.
    await expect(restoreBackup({ databaseUrl: PG_URL }, file)).rejects.toThrow(
      /holds a PGlite database; restore it with DATABASE_URL unset/,
    );
    // Two PGlite folders started, seeded, dumped and read back: more than the default timeout on a busy machine.
  }, 120_000);
});
