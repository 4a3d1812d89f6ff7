/**
 * The demo insurers: fictional, flagged as demo data, with the plan shapes the product's rule covers
 * (0 %, 20 % capped at 50 AED, 10 % uncapped, no referral needed, vitamin D excluded) and every demo
 * lab in 1–4 networks; a second run adds nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoNetworkPlans, seedCatalog, seedInsurance } from "../src/index.ts";
import { createTestDatabase, type TestDatabase } from "../src/testing.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await seedCatalog(db.prisma);
});
afterAll(() => db.close());

describe("seedInsurance", () => {
  it("writes 5–6 demo insurers with 2–3 plans each and the rule's plan shapes", async () => {
    expect(await seedInsurance(db.prisma)).toBe(13);
    const insurers = await db.prisma.insurer.findMany({
      select: { isDemo: true, _count: { select: { plans: true } } },
    });
    expect(insurers.length).toBeGreaterThanOrEqual(5);
    expect(insurers.length).toBeLessThanOrEqual(6);
    for (const i of insurers) {
      expect(i.isDemo).toBe(true);
      expect(i._count.plans).toBeGreaterThanOrEqual(2);
      expect(i._count.plans).toBeLessThanOrEqual(3);
    }
    const plans = await db.prisma.insurancePlan.findMany({
      select: {
        copayPercent: true,
        copayCapPerVisitAed: true,
        requiresReferral: true,
        excludedTests: { select: { test: { select: { slug: true } } } },
      },
    });
    const shape = (p: (typeof plans)[number]) =>
      `${p.copayPercent.toString()}|${p.copayCapPerVisitAed?.toString() ?? "none"}`;
    expect(plans.map(shape)).toEqual(expect.arrayContaining(["0|none", "20|50", "10|none"]));
    expect(plans.some((p) => !p.requiresReferral)).toBe(true);
    expect(plans.flatMap((p) => p.excludedTests.map((e) => e.test.slug))).toContain("vitamin-d-test");
  });

  it("puts every demo lab in 1 to 4 networks, and every plan has labs", async () => {
    const labs = await db.prisma.lab.findMany({ select: { _count: { select: { planNetworks: true } } } });
    for (const lab of labs) {
      expect(lab._count.planNetworks).toBeGreaterThanOrEqual(1);
      expect(lab._count.planNetworks).toBeLessThanOrEqual(4);
    }
    const plans = await db.prisma.insurancePlan.findMany({
      select: { _count: { select: { networks: true } } },
    });
    expect(plans.every((p) => p._count.networks > 0)).toBe(true);
    expect(new Set(demoNetworkPlans(7, 13)).size).toBe(demoNetworkPlans(7, 13).length);
  });

  it("adds nothing on a second run", async () => {
    const before = await db.prisma.labPlanNetwork.count();
    await seedInsurance(db.prisma);
    expect(await db.prisma.labPlanNetwork.count()).toBe(before);
    expect(await db.prisma.insurancePlan.count()).toBe(13);
  });
});
