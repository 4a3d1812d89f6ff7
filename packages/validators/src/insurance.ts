/**
 * Inputs of insurance: how a patient pays (the payer of a comparison, the payment of a booking) and
 * the admin's insurers, plans and networks. Messages: insurance-messages.ts.
 */
import { z } from "zod";
import { idSchema, requiredText, optionalText } from "./fields.ts";
import { insuranceMessages as im } from "./insurance-messages.ts";
import { optionalSlug } from "./admin-fields.ts";
import { messages } from "./messages.ts";

/** A plan's URL slug as a link carries it (lower-case letters, digits, hyphens). */
export const planSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { message: im.planRequired })
  .max(100, { message: im.planNotFound })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: im.planNotFound });

/** Who pays in a comparison: a plan by slug, and whether the patient holds a doctor's referral. */
export const payerInput = z.object({
  planSlug: planSlugSchema,
  referral: z.boolean().default(false),
});
export type PayerInput = z.output<typeof payerInput>;

/** An insurance card's member number: 3–30 letters, digits, "-" or "/". */
export const memberNumberSchema = z
  .string({ error: im.memberNumberRequired })
  .trim()
  .min(1, { message: im.memberNumberRequired, abort: true })
  .regex(/^[A-Za-z0-9/-]{3,30}$/, { message: im.memberNumberInvalid });

/** booking.create's payment: self-pay, or a plan with the member number and the referral. */
export const paymentInput = z.discriminatedUnion("method", [
  z.object({ method: z.literal("self_pay") }),
  z.object({
    method: z.literal("insurance"),
    planSlug: planSlugSchema,
    memberNumber: memberNumberSchema,
    referral: z.boolean().default(false),
  }),
]);
export type PaymentInput = z.output<typeof paymentInput>;

/** An AED amount as a page sends it back ("50.00"): up to 7 digits and 2 decimals. */
export const AED_AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

/** The estimated share (AED) a booking page showed. */
export const expectedShareSchema = z
  .string()
  .trim()
  .regex(AED_AMOUNT, { message: messages.validation.priceInvalid })
  .optional();

const v = messages.validation;

/** admin.insurance.insurers.create / update. */
export const insurerInput = z.object({
  name: requiredText(v.nameRequired, 120),
  nameAr: optionalText(120),
  slug: optionalSlug,
});
export const insurerUpdateInput = insurerInput.extend({ id: idSchema });

/** admin.insurance.plans.create / update: the plan's terms for laboratory tests. */
export const planInput = z.object({
  insurerId: idSchema,
  name: requiredText(v.nameRequired, 120),
  nameAr: optionalText(120),
  slug: optionalSlug,
  active: z.boolean().default(true),
  copayPercent: z.coerce
    .number({ error: im.copayPercentInvalid })
    .min(0, { message: im.copayPercentInvalid })
    .max(100, { message: im.copayPercentInvalid })
    // Two decimals at most: the rule computes in basis points.
    .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, { message: im.copayPercentInvalid }),
  copayCapPerVisitAed: z.coerce
    .number({ error: im.copayCapInvalid })
    .min(0, { message: im.copayCapInvalid })
    .max(100_000, { message: im.copayCapInvalid })
    .nullable(),
  coversHomeCollection: z.boolean().default(false),
  requiresReferral: z.boolean().default(true),
  excludedTestIds: z.array(idSchema).max(500).default([]),
  excludedCategoryIds: z.array(idSchema).max(100).default([]),
});
/** Update: `active` left out keeps the plan's switch as it is. */
export const planUpdateInput = planInput.extend({ id: idSchema, active: z.boolean().optional() });

/** admin.insurance.networks.set: the labs of one plan's network (replaces it). */
export const planNetworkInput = z.object({ planId: idSchema, labIds: z.array(idSchema).max(5000) });

/** admin.insurance.networks.importCsv: "lab_slug,plan_slug" lines, header first, at most 1 MB. */
export const networkCsvInput = z.object({
  csv: z.string().max(1_000_000, { message: im.networkCsv.tooLarge }),
});

/** profile.setInsurancePlan: the patient's saved plan by slug, or null for self-pay. */
export const savedPlanInput = z.object({ planSlug: planSlugSchema }).nullable();
export type SavedPlanInput = z.output<typeof savedPlanInput>;
