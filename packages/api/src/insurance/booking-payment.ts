/**
 * The payment of a new booking: self-pay, or an insurance plan with the member number and the
 * referral, and the patient's share estimated now (@labcompare/domain/insurance). The booking keeps
 * what was estimated at booking time; the lab confirms the cover at the visit.
 */
import type { PrismaClient } from "@labcompare/db";
import { insuranceMessages, type PaymentInput } from "@labcompare/validators";
import { AppError } from "../app-error.ts";
import { resolvePayer, visitEstimate } from "./payer.service.ts";

/** The plan as a booking shows it (bookingSelect's `insurancePlan`). */
export interface BookingPlan {
  slug: string;
  name: string;
  nameAr: string | null;
  insurer: { name: string; nameAr: string | null };
}

/** The payment columns of a new booking. */
export interface BookingPayment {
  paymentMethod: "self_pay" | "insurance";
  insurancePlanId: string | null;
  insurancePlan: BookingPlan | null;
  memberNumber: string | null;
  referral: boolean;
  /** The estimated share, AED ("50.00"); null for self-pay (the patient pays the total). */
  estimatedShareAed: string | null;
}

/** Self-pay: no plan, no estimate (the patient pays the total). */
export const SELF_PAY: BookingPayment = {
  paymentMethod: "self_pay",
  insurancePlanId: null,
  insurancePlan: null,
  memberNumber: null,
  referral: false,
  estimatedShareAed: null,
};

/**
 * The payment of a booking at `labId` for `offers` (the items' AED prices) with the visit's
 * home-collection fee (null for a lab visit). Undefined or self-pay: SELF_PAY. Errors: BAD_REQUEST
 * "The insurance plan … is no longer offered here…" for an unknown or switched-off plan; CONFLICT
 * ESTIMATE_CHANGED (details: the new estimate) when `expectedShareAed` is given and differs.
 */
export async function bookingPayment(
  db: PrismaClient,
  payment: PaymentInput | undefined,
  visit: {
    labId: string;
    offers: ReadonlyArray<{ testId: string; priceAed: string }>;
    homeCollectionFeeAed: string | null;
  },
  expectedShareAed: string | undefined,
): Promise<BookingPayment> {
  if (!payment || payment.method === "self_pay") return SELF_PAY;
  const [payer, categories] = await Promise.all([
    resolvePayer(db, { planSlug: payment.planSlug, referral: payment.referral }),
    db.test.findMany({
      where: { id: { in: visit.offers.map((o) => o.testId) } },
      select: { id: true, categoryId: true },
    }),
  ]);
  if (!payer.dto || !payer.planId) throw new AppError("BAD_REQUEST", insuranceMessages.planUnavailable);
  const categoryOf = new Map(categories.map((t) => [t.id, t.categoryId]));
  const estimate = visitEstimate(
    payer,
    visit.offers.map((o) => ({
      testId: o.testId,
      categoryId: categoryOf.get(o.testId) ?? null,
      priceAed: o.priceAed,
    })),
    visit.homeCollectionFeeAed,
    payer.networkLabIds.has(visit.labId),
  )!;
  if (expectedShareAed !== undefined && Number(expectedShareAed).toFixed(2) !== estimate.patientShareAed) {
    throw new AppError("CONFLICT", insuranceMessages.estimateChanged(estimate.patientShareAed), {
      reason: "ESTIMATE_CHANGED",
      details: { ...estimate },
    });
  }
  return {
    paymentMethod: "insurance",
    insurancePlanId: payer.planId,
    insurancePlan: {
      slug: payer.dto.planSlug,
      name: payer.dto.planName,
      nameAr: payer.dto.planNameAr,
      insurer: { name: payer.dto.insurerName, nameAr: payer.dto.insurerNameAr },
    },
    memberNumber: payment.memberNumber,
    referral: payment.referral,
    estimatedShareAed: estimate.patientShareAed,
  };
}
