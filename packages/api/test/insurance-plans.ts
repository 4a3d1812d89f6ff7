/**
 * The insurance plans the payer tests run on, added to the fixture world.
 */
import type { SeededWorld } from "./helpers.ts";

/**
 * Corvane Health's plans "essential", "no-vitamin-d" (Vitamin D excluded) and "retired" (switched off):
 * 20 % capped at 50 AED per visit, referral required, in the Abu Dhabi lab's network only.
 */
export async function addCorvanePlans({ world, fx }: SeededWorld): Promise<void> {
  const insurer = await world.db.prisma.insurer.create({
    data: { name: "Corvane Health", nameAr: "كورفان للصحة", slug: "corvane-health" },
  });
  const plan = (slug: string, data: Record<string, unknown>) =>
    world.db.prisma.insurancePlan.create({
      data: {
        insurerId: insurer.id,
        slug,
        name: slug,
        copayPercent: 20,
        copayCapPerVisitAed: 50,
        networkUpdatedAt: new Date("2026-11-20T08:00:00Z"),
        networks: { create: [{ labId: fx.abuDhabiLabId }] },
        ...data,
      },
    });
  await plan("essential", {});
  await plan("no-vitamin-d", { excludedTests: { create: [{ testId: fx.vitaminDId }] } });
  await plan("retired", { active: false });
}
