/**
 * What an insured patient pays for one visit at one lab (@labcompare/domain/insurance): the one home
 * of the insurance-share rule. Pure, so the catalogue, the booking and the tests share it.
 *
 * Source: docs/insurance.md, modelled on the table of benefits of UAE health plans (a co-pay share of
 * laboratory tests, often capped per visit, only inside the plan's network, often only with a doctor's
 * referral, some tests excluded). Amounts are AED, computed exactly in fils and rounded half-up to 0.01.
 */

/** Why a test is paid in cash under a plan. */
export type UncoveredReason = "out_of_network" | "referral_required" | "excluded";

/** The laboratory-test terms of one insurance plan. */
export interface PlanTerms {
  /** The patient's share of covered tests, 0–100 (up to two decimals). */
  copayPercent: number | string | { toString(): string };
  /** The most the patient pays per visit for covered tests, AED; null = no cap. */
  copayCapPerVisitAed: number | string | { toString(): string } | null;
  coversHomeCollection: boolean;
  requiresReferral: boolean;
  excludedTestIds: ReadonlyArray<string>;
  excludedCategoryIds: ReadonlyArray<string>;
}

/** One test of the visit at this lab. */
export interface VisitTest {
  testId: string;
  categoryId: string | null;
  priceAed: number | string | { toString(): string };
}

/** The visit: its tests, the home-collection fee (null for a lab visit), network and referral. */
export interface VisitUnderPlan {
  tests: ReadonlyArray<VisitTest>;
  homeCollectionFeeAed: number | string | { toString(): string } | null;
  inNetwork: boolean;
  referral: boolean;
}

/** The estimate: AED amounts as two-decimal strings, like the other AED fields. */
export interface PatientShare {
  cashTotalAed: string;
  patientShareAed: string;
  inNetwork: boolean;
  coveredTestIds: string[];
  uncovered: { testId: string; reason: UncoveredReason }[];
}

/** Amount in fils (1/100 AED), exact to two decimals. */
function fils(value: number | string | { toString(): string }): number {
  return Math.round(Number(value.toString()) * 100);
}
function aedText(f: number): string {
  return (f / 100).toFixed(2);
}

/** `percent` % of `amountFils`, rounded half-up to the fil, in integers (percent to 0.01). */
function percentOf(amountFils: number, percent: number | string | { toString(): string }): number {
  const basisPoints = Math.round(Number(percent.toString()) * 100);
  return Math.floor((amountFils * basisPoints + 5000) / 10_000);
}

/**
 * The patient's share of one visit under `plan` (null = self-pay: the share is the cash total).
 * Out of network, or a referral required and not held: the cash total, every test uncovered with that
 * reason. Otherwise excluded tests (by test or by category) are paid in cash, the covered tests' total
 * is shared as min(copayPercent % of it, cap), and the home-collection fee is added in full unless the
 * plan covers it (then it costs nothing). Output: PatientShare.
 */
export function patientShare(visit: VisitUnderPlan, plan: PlanTerms | null): PatientShare {
  const feeFils = visit.homeCollectionFeeAed === null ? 0 : fils(visit.homeCollectionFeeAed);
  const cashFils = visit.tests.reduce((sum, t) => sum + fils(t.priceAed), 0) + feeFils;
  const cashTotalAed = aedText(cashFils);
  const blocked: UncoveredReason | null = !plan
    ? null
    : !visit.inNetwork
      ? "out_of_network"
      : plan.requiresReferral && !visit.referral
        ? "referral_required"
        : null;
  if (!plan || blocked) {
    return {
      cashTotalAed,
      patientShareAed: cashTotalAed,
      inNetwork: plan ? visit.inNetwork : false,
      coveredTestIds: [],
      uncovered: blocked ? visit.tests.map((t) => ({ testId: t.testId, reason: blocked })) : [],
    };
  }
  const excluded = (t: VisitTest) =>
    plan.excludedTestIds.includes(t.testId) ||
    (t.categoryId !== null && plan.excludedCategoryIds.includes(t.categoryId));
  const covered = visit.tests.filter((t) => !excluded(t));
  const uncovered = visit.tests.filter(excluded);
  const coveredFils = covered.reduce((sum, t) => sum + fils(t.priceAed), 0);
  const capFils = plan.copayCapPerVisitAed === null ? Infinity : fils(plan.copayCapPerVisitAed);
  const shareFils =
    Math.min(percentOf(coveredFils, plan.copayPercent), capFils) +
    uncovered.reduce((sum, t) => sum + fils(t.priceAed), 0) +
    (plan.coversHomeCollection ? 0 : feeFils);
  return {
    cashTotalAed,
    patientShareAed: aedText(shareFils),
    inNetwork: true,
    coveredTestIds: covered.map((t) => t.testId),
    uncovered: uncovered.map((t) => ({ testId: t.testId, reason: "excluded" as const })),
  };
}
