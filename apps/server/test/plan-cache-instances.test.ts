/**
 * Two instances on one PostgreSQL database: a plan cached by one (a comparison with the plan) is
 * dropped there when an admin changes the plan through the other, over the cache bus, so patients
 * behind either instance see the new share; so is its kept list of the plans a visitor can choose.
 * PostgreSQL only (TEST_DATABASE_URL): on the embedded database there is one instance.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { seedCatalog, seedInsurance } from "@labcompare/db";
import { testDatabaseOptions } from "@labcompare/db/testing";
import { buildApp } from "../src/app.ts";
import { testEnv } from "../src/env.ts";
import { userWithSession } from "./support/results-world.ts";
import { postTrpc, resultOf, trpcBody } from "./support/trpc-answer.ts";

const postgres = !!process.env.TEST_DATABASE_URL;
const database = testDatabaseOptions();
let first: FastifyInstance, second: FastifyInstance;
let adminCookie: string, testId: string, labId: string;
const headers = { origin: "http://localhost:3000" };
const payer = { planSlug: "corvane-essential", referral: true };

beforeAll(async () => {
  if (!postgres) return;
  first = await buildApp({ env: testEnv(), database: database.options });
  second = await buildApp({ env: testEnv(), database: database.options });
  await seedCatalog(first.db.prisma);
  await seedInsurance(first.db.prisma);
  adminCookie = (await userWithSession(first, "admin@example.com", { admin: true })).cookie;
  const test = await first.db.prisma.test.findFirstOrThrow({
    where: { slug: "complete-blood-count-cbc" },
    select: { id: true },
  });
  testId = test.id;
  const network = await first.db.prisma.labPlanNetwork.findFirstOrThrow({
    where: { plan: { slug: payer.planSlug }, lab: { offers: { some: { testId, active: true } } } },
    select: { labId: true },
  });
  labId = network.labId;
}, 120_000);
afterAll(async () => {
  await first?.close();
  await second?.close();
  await database.drop();
});

/** The share the patient pays for CBC at the network lab, as `app` compares it. */
async function share(app: FastifyInstance): Promise<string | undefined> {
  const input = encodeURIComponent(trpcBody({ testIds: [testId], payer }));
  const res = await app.inject({ method: "GET", url: `/trpc/catalog.compareBasket?input=${input}` });
  const result = resultOf<{ labs: { lab: { id: string }; estimate: { patientShareAed: string } | null }[] }>(
    res,
  );
  return result.labs.find((l) => l.lab.id === labId)?.estimate?.patientShareAed;
}

describe.skipIf(!postgres)("insurance plans cached by two instances", () => {
  it("an admin's change through one instance shows in the other's next comparison", async () => {
    const before = await share(second);
    const plan = await first.db.prisma.insurancePlan.findUniqueOrThrow({
      where: { slug: payer.planSlug },
      include: { excludedTests: true, excludedCategories: true },
    });
    const changed = await postTrpc(
      first,
      "admin.insurance.plans.update",
      {
        id: plan.id,
        insurerId: plan.insurerId,
        name: plan.name,
        nameAr: plan.nameAr,
        slug: plan.slug,
        copayPercent: Number(plan.copayPercent) === 10 ? 30 : 10,
        copayCapPerVisitAed: null,
        coversHomeCollection: plan.coversHomeCollection,
        requiresReferral: plan.requiresReferral,
        excludedTestIds: plan.excludedTests.map((e) => e.testId),
        excludedCategoryIds: plan.excludedCategories.map((e) => e.categoryId),
      },
      { headers: { ...headers, cookie: adminCookie } },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    await expect.poll(() => share(second), { timeout: 5_000 }).not.toBe(before);
  });

  it("a plan switched off through one instance leaves the other's list of choosable plans", async () => {
    const slugs = async () =>
      resultOf<{ slug: string }[]>(
        await second.inject({ method: "GET", url: "/trpc/catalog.insurancePlans" }),
      ).map((p) => p.slug);
    expect(await slugs()).toContain(payer.planSlug);
    const plan = await first.db.prisma.insurancePlan.findUniqueOrThrow({ where: { slug: payer.planSlug } });
    const off = await postTrpc(
      first,
      "admin.insurance.plans.setActive",
      { id: plan.id, active: false },
      { headers: { ...headers, cookie: adminCookie } },
    );
    expect(off.statusCode, off.body).toBe(200);
    await expect.poll(slugs, { timeout: 5_000 }).not.toContain(payer.planSlug);
  });
});
