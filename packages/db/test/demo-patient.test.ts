/**
 * The demo patient seed: on the demo catalogue, one account with three past, completed bookings at
 * two labs and their reports (HbA1c 6.1 → 5.9 → 5.8 %), added once; nothing without the catalogue.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PATIENT_EMAIL, ensureDemoPatient, seedCatalog } from "../src/index.ts";
import { createTestDatabase, type TestDatabase } from "../src/testing.ts";

let db: TestDatabase;
const hashPassword = (p: string) => Promise.resolve(`hash:${p}`);

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

describe("ensureDemoPatient", () => {
  it("adds nothing to a database without the demo catalogue", async () => {
    expect(await ensureDemoPatient(db.prisma, { hashPassword })).toBeNull();
    expect(await db.prisma.user.count({ where: { email: DEMO_PATIENT_EMAIL } })).toBe(0);
  });

  it("adds the patient with three past bookings at two labs and an HbA1c trend, once", async () => {
    await seedCatalog(db.prisma);
    const now = new Date("2026-11-20T10:00:00Z");
    const created = await ensureDemoPatient(db.prisma, { hashPassword, now });
    expect(created?.email).toBe("patient@labcompare.local");
    expect(created?.generatedPassword).toMatch(/^[\w-]{16}$/);
    const user = await db.prisma.user.findUniqueOrThrow({
      where: { email: DEMO_PATIENT_EMAIL },
      select: { id: true, passwordHash: true },
    });
    expect(user.passwordHash).toBe(`hash:${created!.generatedPassword}`);

    const bookings = await db.prisma.booking.findMany({
      where: { userId: user.id },
      orderBy: { startsAt: "asc" },
      select: { labId: true, status: true, startsAt: true, items: { select: { testId: true } } },
    });
    expect(bookings).toHaveLength(3);
    expect(new Set(bookings.map((b) => b.labId)).size).toBe(2);
    expect(bookings.every((b) => b.status === "completed" && b.startsAt < now && b.items.length === 2)).toBe(
      true,
    );

    const hba1c = await db.prisma.observation.findMany({
      where: { loincCode: "4548-4", report: { userId: user.id, supersededAt: null, source: "lab" } },
      orderBy: { effectiveAt: "asc" },
      select: { valueNumber: true, unit: true, flag: true },
    });
    expect(hba1c.map((o) => [o.valueNumber?.toNumber(), o.unit, o.flag])).toEqual([
      [6.1, "%", "H"],
      [5.9, "%", "H"],
      [5.8, "%", "H"],
    ]);

    expect(await ensureDemoPatient(db.prisma, { hashPassword, now })).toBeNull();
    expect(await db.prisma.booking.count({ where: { userId: user.id } })).toBe(3);
    expect(await db.prisma.report.count({ where: { userId: user.id } })).toBe(3);
  });
});
