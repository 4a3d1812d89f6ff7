/**
 * Who pays for a comparison or a booking: self-pay, or an insurance plan named by slug. The share
 * itself is computed by @labcompare/domain/insurance (patientShare); this module reads the plan and
 * its network and shapes what the pages show. AED as two-decimal strings; dates yyyy-MM-dd in Asia/Dubai.
 */
import type { PrismaClient } from "@labcompare/db";
import { patientShare, type PlanTerms, type VisitTest } from "@labcompare/domain/insurance";
import { todayInDubai } from "@labcompare/domain/calendar";
import type { PayerInput } from "@labcompare/validators";
import { readActivePlan, type PlanCache } from "./plan-cache.ts";

/** A payer as the pages show it: the plan's names, the referral and the network's date. */
export interface PayerDto {
  planSlug: string;
  planName: string;
  planNameAr: string | null;
  insurerName: string;
  insurerNameAr: string | null;
  requiresReferral: boolean;
  referral: boolean;
  /** When the plan's network was last set, yyyy-MM-dd in Asia/Dubai. */
  networkUpdatedOn: string;
}

/** A resolved payer: the plan (null = self-pay), its terms, and whether a named plan fell back. */
export interface ResolvedPayer {
  planId: string | null;
  terms: PlanTerms | null;
  referral: boolean;
  dto: PayerDto | null;
  /** A plan was named but is unknown or switched off: prices fall back to self-pay, with a notice. */
  planUnavailable: boolean;
  /** The labs in the plan's network (empty for self-pay). */
  networkLabIds: ReadonlySet<string>;
}

/** The payer when none is named: self-pay, no plan, no network. */
export const SELF_PAY_PAYER: ResolvedPayer = {
  planId: null,
  terms: null,
  referral: false,
  dto: null,
  planUnavailable: false,
  networkLabIds: new Set(),
};

/**
 * The payer `input` names (undefined = self-pay). An unknown or switched-off plan resolves to self-pay
 * with `planUnavailable` (a link or a saved choice naming it still opens the page). With `plans`, the
 * plan comes from that cache (comparisons and test pages); without, it is read now (bookings). Never
 * throws for the plan; throws what the database throws.
 */
export async function resolvePayer(
  db: PrismaClient,
  input: PayerInput | undefined,
  plans?: PlanCache,
): Promise<ResolvedPayer> {
  if (!input) return SELF_PAY_PAYER;
  const plan = await (plans ? plans.get(db, input.planSlug) : readActivePlan(db, input.planSlug));
  if (!plan) return { ...SELF_PAY_PAYER, planUnavailable: true };
  return {
    planId: plan.id,
    referral: input.referral,
    planUnavailable: false,
    networkLabIds: new Set(plan.networks.map((n) => n.labId)),
    terms: {
      copayPercent: plan.copayPercent,
      copayCapPerVisitAed: plan.copayCapPerVisitAed,
      coversHomeCollection: plan.coversHomeCollection,
      requiresReferral: plan.requiresReferral,
      excludedTestIds: plan.excludedTests.map((e) => e.testId),
      excludedCategoryIds: plan.excludedCategories.map((e) => e.categoryId),
    },
    dto: {
      planSlug: plan.slug,
      planName: plan.name,
      planNameAr: plan.nameAr,
      insurerName: plan.insurer.name,
      insurerNameAr: plan.insurer.nameAr,
      requiresReferral: plan.requiresReferral,
      referral: input.referral,
      networkUpdatedOn: todayInDubai(plan.networkUpdatedAt),
    },
  };
}

/**
 * The estimate of one visit at one lab for `payer`: patientShare's output, or null for self-pay.
 * Input: the visit's tests with their prices (AED) and categories, the home-collection fee (null for
 * a lab visit) and whether the lab is in the plan's network.
 */
export function visitEstimate(
  payer: ResolvedPayer,
  tests: ReadonlyArray<VisitTest>,
  homeCollectionFeeAed: string | null,
  inNetwork: boolean,
) {
  if (!payer.terms) return null;
  return patientShare({ tests, homeCollectionFeeAed, inNetwork, referral: payer.referral }, payer.terms);
}

/**
 * catalog.insurancePlans: the plans a patient may choose (active ones), by insurer then plan name,
 * with both names in English and Arabic (null: show the English) and whether a referral is needed.
 * Output: [{ slug, name, nameAr, insurerName, insurerNameAr, requiresReferral }].
 */
export async function listChoosablePlans(db: PrismaClient) {
  const plans = await db.insurancePlan.findMany({
    where: { active: true },
    orderBy: [{ insurer: { name: "asc" } }, { name: "asc" }],
    select: {
      slug: true,
      name: true,
      nameAr: true,
      requiresReferral: true,
      insurer: { select: { name: true, nameAr: true } },
    },
  });
  return plans.map(({ insurer, ...plan }) => ({
    ...plan,
    insurerName: insurer.name,
    insurerNameAr: insurer.nameAr,
  }));
}
