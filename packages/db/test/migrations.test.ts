import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../src/index.ts";
import { diffSql, migrationsTarget, schemaTarget } from "../scripts/schema-engine.ts";
import { createCategoryWithTest, createTestDatabase } from "../src/testing.ts";
import { listMigrations, replacedMigrations, runMigrations } from "../src/migrate.ts";

describe("migrations", () => {
  it("have no drift from prisma/schema.prisma", async () => {
    // Replays every migration on a shadow PGlite and diffs the result against the schema.
    const sql = await diffSql(migrationsTarget(), schemaTarget());
    expect(sql.trim()).toBe("-- This is an empty migration.");
  }, 120_000);

  it("apply once, are recorded as Prisma records them, and re-running applies nothing", async () => {
    const db = await createTestDatabase();
    try {
      const rows = await db.sql.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
        `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" ORDER BY migration_name`,
      );
      expect(rows.rows.map((r) => r.migration_name)).toEqual(listMigrations());
      expect(rows.rows.every((r) => /^[0-9a-f]{64}$/.test(r.checksum) && r.finished_at)).toBe(true);
      expect(await runMigrations(db.sql)).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it("keep the search columns in step with a test and its category", async () => {
    const db = await createTestDatabase();
    try {
      const { category } = await createCategoryWithTest(
        db.prisma,
        { name: "Thyroid", slug: "thyroid" },
        { name: "Free T4", slug: "free-t4", synonyms: ["FT4"] },
      );
      await db.prisma.testCategory.update({ where: { id: category.id }, data: { name: "Thyroid Health" } });
      const { rows } = await db.sql.query<{ search_text: string; by_category: boolean }>(
        `SELECT search_text, search_vector @@ to_tsquery('simple', 'health') AS by_category FROM tests WHERE slug = 'free-t4'`,
      );
      // Typo matching covers the test's own words; full-text search also finds it by its (renamed) category.
      expect(rows[0]).toEqual({ search_text: "free t4 ft4", by_category: true });
    } finally {
      await db.close();
    }
  });

  it("keep a test's exact written forms (match_keys) in step with its name, synonyms and LOINC code", async () => {
    const db = await createTestDatabase();
    try {
      const test = await db.prisma.test.create({
        data: {
          name: "Vitamin D Test (25-OH)",
          slug: "vitamin-d",
          synonyms: ["Vit. D", " "],
          loincCode: "62292-8",
        },
      });
      const keys = async () =>
        (await db.prisma.test.findUniqueOrThrow({ where: { id: test.id }, select: { matchKeys: true } }))
          .matchKeys;
      expect(await keys()).toEqual([
        "62292 8",
        "vit d",
        "vitamin d",
        "vitamin d test",
        "vitamin d test 25 oh",
      ]);
      await db.prisma.test.update({
        where: { id: test.id },
        data: { synonyms: ["HbA1c"], loincCode: null, name: "Glycated Hemoglobin [A1c]" },
      });
      expect(await keys()).toEqual(["glycated hemoglobin", "glycated hemoglobin a1c", "hba1c"]);
    } finally {
      await db.close();
    }
  });

  it("record a squashing migration as applied, without running it, where the migrations it replaces are", async () => {
    const db = await createTestDatabase();
    try {
      const [baseline, replaced] = squashingMigration();
      await db.sql.query(`DELETE FROM "_prisma_migrations" WHERE migration_name = $1`, [baseline]);
      for (const name of replaced)
        await db.sql.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name) VALUES (gen_random_uuid(), '', now(), $1)`,
          [name],
        );
      // Running its SQL again would fail: its tables exist.
      expect(await runMigrations(db.sql)).toEqual([]);
      const { rows } = await db.sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "_prisma_migrations" WHERE migration_name = $1 AND finished_at IS NOT NULL`,
        [baseline],
      );
      expect(rows[0]!.n).toBe(1);
    } finally {
      await db.close();
    }
  });

  it("refuse a database that has only some of the migrations a squashing migration replaces", async () => {
    const db = await openDatabase({ migrate: false });
    try {
      const [baseline, replaced] = squashingMigration();
      await runMigrations(db.sql, emptyMigrationsDir());
      await db.sql.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name) VALUES (gen_random_uuid(), '', now(), $1)`,
        [replaced[0]],
      );
      await expect(runMigrations(db.sql)).rejects.toThrow(
        `Migration ${baseline} replaces migrations this database has only some of (missing: ${replaced.slice(1).join(", ")})`,
      );
      const { rows } = await db.sql.query(
        `SELECT 1 FROM information_schema.tables WHERE table_name = 'bookings'`,
      );
      expect(rows).toEqual([]);
    } finally {
      await db.close();
    }
  });
});

/** The first migration that squashes others, and the names it replaces. */
function squashingMigration(): [string, string[]] {
  const name = listMigrations().find((m) => replacedMigrations(m).length > 0);
  if (!name) throw new Error("no migration squashes others");
  return [name, replacedMigrations(name)];
}

/** A folder with no migrations: runMigrations only creates its record table. */
function emptyMigrationsDir(): string {
  return mkdtempSync(join(tmpdir(), "labcompare-migrations-"));
}
