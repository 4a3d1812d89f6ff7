/**
 * Demo insurers and plans (prisma/seed-data/insurance.json): clearly fictional names, plan terms of
 * the shapes real UAE plans use, and every demo lab in 1–4 plan networks. Idempotent: insurers and
 * plans are upserted by slug; networks and exclusions are added when missing.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { PrismaClient } from "./generated/prisma/client.ts";
import { seedDataDir } from "./paths.ts";

interface PlanSeed {
  slug: string;
  name: string;
  nameAr: string;
  copayPercent: number;
  copayCapPerVisitAed: number | null;
  coversHomeCollection: boolean;
  requiresReferral: boolean;
  excludedTests?: string[];
  excludedCategories?: string[];
}
interface InsurerSeed {
  slug: string;
  name: string;
  nameAr: string;
  plans: PlanSeed[];
}

/**
 * The plans of lab number `labIndex` (in labs.json order) among `planCount` plans: 1 to 4 of them,
 * spread so that every plan has labs. Deterministic, so re-runs give the same networks.
 */
export function demoNetworkPlans(labIndex: number, planCount: number): number[] {
  const count = 1 + (labIndex % 4);
  return Array.from({ length: count }, (_, k) => (labIndex * 5 + k * 3) % planCount);
}

/** Writes the demo insurers, plans, exclusions and networks. Returns the number of plans. */
export async function seedInsurance(prisma: PrismaClient): Promise<number> {
  const { insurers } = JSON.parse(readFileSync(resolve(seedDataDir, "insurance.json"), "utf8")) as {
    insurers: InsurerSeed[];
  };
  const planIds: string[] = [];
  for (const insurer of insurers) {
    const { plans, ...fields } = insurer;
    const { id: insurerId } = await prisma.insurer.upsert({
      where: { slug: insurer.slug },
      create: { ...fields, isDemo: true },
      update: {},
      select: { id: true },
    });
    for (const plan of plans) planIds.push(await upsertPlan(prisma, insurerId, plan));
  }
  const labs = JSON.parse(readFileSync(resolve(seedDataDir, "labs.json"), "utf8")) as { slug: string }[];
  const labIds = await prisma.lab.findMany({
    where: { slug: { in: labs.map((l) => l.slug) } },
    select: { id: true, slug: true },
  });
  const idBySlug = new Map(labIds.map((l) => [l.slug, l.id]));
  await prisma.labPlanNetwork.createMany({
    data: labs.flatMap((lab, i) =>
      idBySlug.has(lab.slug)
        ? demoNetworkPlans(i, planIds.length).map((p) => ({
            labId: idBySlug.get(lab.slug)!,
            planId: planIds[p]!,
          }))
        : [],
    ),
    skipDuplicates: true,
  });
  return planIds.length;
}

async function upsertPlan(prisma: PrismaClient, insurerId: string, plan: PlanSeed): Promise<string> {
  const { excludedTests = [], excludedCategories = [], ...fields } = plan;
  const { id } = await prisma.insurancePlan.upsert({
    where: { slug: plan.slug },
    create: { ...fields, insurerId },
    update: {},
    select: { id: true },
  });
  const tests = await prisma.test.findMany({ where: { slug: { in: excludedTests } }, select: { id: true } });
  const categories = await prisma.testCategory.findMany({
    where: { slug: { in: excludedCategories } },
    select: { id: true },
  });
  await prisma.insurancePlanTestExclusion.createMany({
    data: tests.map((t) => ({ planId: id, testId: t.id })),
    skipDuplicates: true,
  });
  await prisma.insurancePlanCategoryExclusion.createMany({
    data: categories.map((c) => ({ planId: id, categoryId: c.id })),
    skipDuplicates: true,
  });
  return id;
}
