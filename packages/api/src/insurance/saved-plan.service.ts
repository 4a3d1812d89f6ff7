/**
 * The insurance plan a patient keeps on their profile: the site adds it to the pages they open (prices
 * for that plan) and the booking form starts with it and its member number. Chosen on any page with
 * "How are you paying?" and filled from each insured booking.
 */
import type { PrismaClient } from "@labcompare/db";
import { insuranceMessages, type SavedPlanInput } from "@labcompare/validators";
import { AppError } from "../app-error.ts";

/** The profile's plan as the pages read it (active plans only). */
export const savedPlanSelect = {
  insuranceMemberNumber: true,
  insurancePlan: { select: { slug: true, active: true } },
} as const;

/** The saved plan: `{ planSlug, memberNumber }`, or null (none, or the plan was switched off). */
export function savedPlanOf(
  profile: {
    insuranceMemberNumber: string | null;
    insurancePlan: { slug: string; active: boolean } | null;
  } | null,
) {
  const plan = profile?.insurancePlan;
  if (!plan?.active) return null;
  return { planSlug: plan.slug, memberNumber: profile?.insuranceMemberNumber ?? null };
}

/**
 * profile.setInsurancePlan: saves `{ planSlug }` (an active plan) as the caller's plan, keeping the
 * member number when the plan is the same; null = self-pay (plan and member number cleared).
 * Returns the saved plan or null. Errors: NOT_FOUND "Insurance plan not found" for an unknown or
 * switched-off plan (nothing changes).
 */
export async function setSavedPlan(db: PrismaClient, userId: string, input: SavedPlanInput) {
  if (!input) {
    const data = { insurancePlanId: null, insuranceMemberNumber: null };
    await db.profile.upsert({ where: { id: userId }, create: { id: userId, ...data }, update: data });
    return null;
  }
  const plan = await db.insurancePlan.findFirst({
    where: { slug: input.planSlug, active: true },
    select: { id: true },
  });
  if (!plan) throw new AppError("NOT_FOUND", insuranceMessages.planNotFound);
  const current = await db.profile.findUnique({ where: { id: userId }, select: { insurancePlanId: true } });
  const update =
    current?.insurancePlanId === plan.id
      ? { insurancePlanId: plan.id }
      : { insurancePlanId: plan.id, insuranceMemberNumber: null };
  const saved = await db.profile.upsert({
    where: { id: userId },
    create: { id: userId, insurancePlanId: plan.id },
    update,
    select: savedPlanSelect,
  });
  return savedPlanOf(saved);
}

/**
 * After an insured booking: its plan and member number become the patient's saved plan (the next
 * booking form starts with them). Self-pay bookings leave the profile as it is.
 */
export async function rememberBookingPlan(
  db: Pick<PrismaClient, "profile">,
  userId: string,
  payment: { insurancePlanId: string | null; memberNumber: string | null },
) {
  if (!payment.insurancePlanId) return;
  const data = { insurancePlanId: payment.insurancePlanId, insuranceMemberNumber: payment.memberNumber };
  await db.profile.upsert({ where: { id: userId }, create: { id: userId, ...data }, update: data });
}
