import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../src/index.ts";
import { diffSql, migrationsTarget, schemaTarget } from "../scripts/schema-engine.ts";
import { createCategoryWithTest, createTestDatabase } from "../src/testing.ts";
import { listMigrations, migrationsDir, runMigrations } from "../src/migrate.ts";

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

  it("carry existing labs and bookings into appointments (weekly hours, items, references, places)", async () => {
    // The database as it was before the appointments migration, with a lab and a booking in it.
    const before = mkdtempSync(join(tmpdir(), "labcompare-migrations-"));
    const all = listMigrations();
    const cut = all.findIndex((name) => name.endsWith("_appointments"));
    for (const name of all.slice(0, cut))
      cpSync(join(migrationsDir, name), join(before, name), { recursive: true });
    const db = await openDatabase({ migrate: false });
    try {
      await runMigrations(db.sql, before);
      await db.sql.exec(`
        INSERT INTO users (id, email, password_hash) VALUES ('11111111-1111-4111-8111-111111111111', 'old@example.com', 'x');
        INSERT INTO labs (id, name, slug, emirate, area, address, phone, home_collection, opening_hours, updated_at)
          VALUES ('22222222-2222-4222-8222-222222222222', 'Old Lab', 'old-lab', 'Dubai', 'Deira', 'Street 1', '+971 4 000 0000', true, 'Sat–Thu 07:30–21:00, Fri 14:00–21:00', now());
        INSERT INTO tests (id, name, slug, updated_at) VALUES ('33333333-3333-4333-8333-333333333333', 'CBC', 'cbc', now());
        INSERT INTO bookings (id, user_id, test_id, lab_id, scheduled_date, scheduled_time, patient_name, patient_email, price_aed, total_aed, updated_at)
          VALUES ('44444444-4444-4444-8444-444444444444', '11111111-1111-4111-8111-111111111111', '33333333-3333-4333-8333-333333333333',
                  '22222222-2222-4222-8222-222222222222', '2026-12-01', '09:30', 'Old Patient', 'old@example.com', 85, 85, now());
      `);
      await runMigrations(db.sql);
      const lab = await db.prisma.lab.findUniqueOrThrow({ where: { slug: "old-lab" } });
      expect((lab.weeklyHours as unknown[][])[5]).toEqual([{ open: "14:00", close: "21:00" }]);
      expect(lab.serviceEmirates).toEqual(["Dubai"]);
      const booking = await db.prisma.booking.findUniqueOrThrow({
        where: { id: "44444444-4444-4444-8444-444444444444" },
        include: { items: true },
      });
      expect(booking.reference).toMatch(/^LC-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/);
      expect(booking.startsAt.toISOString()).toBe("2026-12-01T05:30:00.000Z");
      expect(booking.items.map((i) => [i.testId, i.priceAed.toFixed(2)])).toEqual([
        ["33333333-3333-4333-8333-333333333333", "85.00"],
      ]);
      const usage = await db.prisma.bookingSlotUsage.findMany();
      expect(usage.map((u) => [u.slotTime, u.collectionMode, u.booked])).toEqual([["09:30", "lab_visit", 1]]);
    } finally {
      await db.close();
    }
  });
});
