/**
 * Pure helpers of the console's insurance screens: the rows of the insurers table (each insurer, then
 * its plans, narrowed by the search text and the plans' status) and a plan's current network.
 */
import type { AdminInsurer, AdminPlan, LabNetwork } from "../lib";

/** One table row: an insurer's heading row, or one of its plans. `id` keys the row. */
export type InsuranceRow =
  | { kind: "insurer"; id: string; insurer: AdminInsurer }
  | { kind: "plan"; id: string; insurer: AdminInsurer; plan: AdminPlan };

/** True when `needle` (lower case) is in the name, Arabic name or slug. */
function matches(item: { name: string; nameAr: string | null; slug: string }, needle: string): boolean {
  return (
    !needle ||
    item.name.toLowerCase().includes(needle) ||
    (item.nameAr ?? "").includes(needle) ||
    item.slug.includes(needle)
  );
}

/**
 * Inputs: the insurers with their plans (admin.insurance.list, by name), the search text `q` (an
 * insurer's or plan's name or slug; an insurer that matches keeps all its plans) and `active` (true:
 * active plans only, false: switched-off ones, undefined: both). Output: each insurer that matches or
 * keeps a plan, followed by its kept plans. With a status filter, an insurer without a kept plan is left out.
 */
export function insuranceRows(
  insurers: AdminInsurer[],
  q: string,
  active: boolean | undefined,
): InsuranceRow[] {
  const needle = q.trim().toLowerCase();
  return insurers.flatMap((insurer): InsuranceRow[] => {
    const insurerMatches = matches(insurer, needle);
    const plans = insurer.plans.filter(
      (p) => (insurerMatches || matches(p, needle)) && (active === undefined || p.active === active),
    );
    if (plans.length === 0 && !(insurerMatches && active === undefined)) return [];
    return [
      { kind: "insurer", id: `insurer-${insurer.id}`, insurer },
      ...plans.map((plan) => ({ kind: "plan" as const, id: `plan-${plan.id}`, insurer, plan })),
    ];
  });
}

/** The ids of the labs whose accepted plans include the plan `slug` (networks.forLabs answers by lab). */
export function networkLabIds(networks: LabNetwork[], slug: string): string[] {
  return networks.filter((lab) => lab.plans.some((p) => p.slug === slug)).map((lab) => lab.labId);
}
