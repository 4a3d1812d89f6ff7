import { describe, expect, it } from "vitest";
import { diffSql, migrationsTarget, schemaTarget } from "../scripts/schema-engine.ts";
import { createTestDatabase } from "../src/testing.ts";
import { listMigrations, runMigrations } from "../src/migrate.ts";

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
      const category = await db.prisma.testCategory.create({ data: { name: "Thyroid", slug: "thyroid" } });
      await db.prisma.test.create({ data: { name: "Free T4", slug: "free-t4", synonyms: ["FT4"], categoryId: category.id } });
      await db.prisma.testCategory.update({ where: { id: category.id }, data: { name: "Thyroid Health" } });
      const { rows } = await db.sql.query<{ search_text: string }>(`SELECT search_text FROM tests WHERE slug = 'free-t4'`);
      expect(rows[0]!.search_text).toBe("free t4 ft4 thyroid health");
    } finally {
      await db.close();
    }
  });
});
