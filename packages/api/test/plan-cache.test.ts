/**
 * Cached insurance plans (insurance/plan-cache.ts) on a real database: a comparison reads a plan once
 * until it changes; every admin.insurance write shows in the next comparison and test page; entries
 * expire; a failed read is not kept; a booking reads its plan afresh.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PlanCache, planCacheFor } from "../src/insurance/plan-cache.ts";
import { createSeededWorld, type Fixture, type TestWorld } from "./helpers.ts";

let world: TestWorld, fx: Fixture, admin: TestWorld["anon"];
let insurerId: string, planId: string;
const payer = { planSlug: "essential", referral: true };

beforeAll(async () => {
  ({ world, fx } = await createSeededWorld());
  admin = (await world.signedIn("admin@example.com", { admin: true })).caller;
  insurerId = (await admin.admin.insurance.insurers.create({ name: "Corvane Health" })).id;
  planId = (await admin.admin.insurance.plans.create(terms({ copayPercent: 20 }))).id;
  await admin.admin.insurance.networks.set({ planId, labIds: [fx.dubaiLabId, fx.abuDhabiLabId] });
});
afterAll(() => world.close());

function terms(patch: Record<string, unknown>) {
  return {
    insurerId,
    name: "Essential",
    slug: "essential",
    copayPercent: 20,
    copayCapPerVisitAed: null,
    coversHomeCollection: false,
    requiresReferral: true,
    excludedTestIds: [],
    ...patch,
  };
}

/** The estimated share at the Dubai lab for CBC (85.00 AED) with the plan. */
async function dubaiShare() {
  const result = await world.anon.catalog.compareBasket({ testIds: [fx.cbcId], payer });
  return result.labs.find((l) => l.lab.id === fx.dubaiLabId)?.estimate?.patientShareAed ?? null;
}

describe("the plan cache behind comparisons", () => {
  it("reads a plan once: the second comparison uses the same read", async () => {
    const cache = planCacheFor(world.db.prisma);
    cache.clear();
    await dubaiShare();
    const first = cache.get(world.db.prisma, "essential");
    await dubaiShare();
    expect(cache.get(world.db.prisma, "essential")).toBe(first);
  });

  it("shows an admin's change of terms in the next comparison and test page", async () => {
    expect(await dubaiShare()).toBe("17.00");
    await admin.admin.insurance.plans.update({ ...terms({ copayPercent: 10 }), id: planId });
    expect(await dubaiShare()).toBe("8.50");
    const page = await world.anon.catalog.tests.byId({ id: fx.cbcId, payer });
    expect(page.offers.find((o) => o.lab.id === fx.dubaiLabId)?.estimate?.patientShareAed).toBe("8.50");
  });

  it("shows a network change and a plan switched off at once", async () => {
    await admin.admin.insurance.networks.set({ planId, labIds: [fx.abuDhabiLabId] });
    const result = await world.anon.catalog.compareBasket({ testIds: [fx.cbcId], payer });
    expect(result.labs.find((l) => l.lab.id === fx.dubaiLabId)?.estimate?.inNetwork).toBe(false);
    await admin.admin.insurance.plans.setActive({ id: planId, active: false });
    const off = await world.anon.catalog.compareBasket({ testIds: [fx.cbcId], payer });
    expect(off.planUnavailable).toBe(true);
    await admin.admin.insurance.plans.setActive({ id: planId, active: true });
    expect((await world.anon.catalog.compareBasket({ testIds: [fx.cbcId], payer })).planUnavailable).toBe(
      false,
    );
  });

  it("reads again once an entry is older than its time to live", async () => {
    let now = 0;
    const cache = new PlanCache({ ttlMs: 1_000, now: () => now });
    const first = cache.get(world.db.prisma, "essential");
    now = 999;
    expect(cache.get(world.db.prisma, "essential")).toBe(first);
    now = 1_000;
    const second = cache.get(world.db.prisma, "essential");
    expect(second).not.toBe(first);
    expect((await second)?.slug).toBe("essential");
  });

  it("does not keep a failed read", async () => {
    const cache = new PlanCache();
    const closed = { insurancePlan: { findFirst: () => Promise.reject(new Error("database away")) } };
    await expect(cache.get(closed as never, "essential")).rejects.toThrow("database away");
    expect((await cache.get(world.db.prisma, "essential"))?.slug).toBe("essential");
  });

  it("keeps at most maxEntries plans, the oldest going first", async () => {
    const cache = new PlanCache({ maxEntries: 2 });
    const a = cache.get(world.db.prisma, "a");
    void cache.get(world.db.prisma, "b");
    void cache.get(world.db.prisma, "c");
    expect(await cache.get(world.db.prisma, "c")).toBeNull();
    expect(cache.get(world.db.prisma, "a")).not.toBe(a);
  });
});
