/**
 * Inputs of the public catalogue's paged lists: a test's offers compared across labs
 * (catalog.tests.byId) and a lab's price list (catalog.labs.prices). Text has no NUL (PostgreSQL refuses it).
 */
import { z } from "zod";
import { isCalendarDate, isSupportedDate } from "@labcompare/domain/calendar";
import {
  LAB_PRICE_LIMIT_DEFAULT,
  LAB_PRICE_LIMIT_MAX,
  LAB_PRICE_QUERY_MAX,
} from "@labcompare/domain/lab-prices";
import {
  OFFER_SORTS,
  TEST_OFFER_LIMIT_DEFAULT,
  TEST_OFFER_LIMIT_MAX,
} from "@labcompare/domain/offer-compare";
import { messages } from "./messages.ts";
import { payerInput } from "./insurance.ts";
import { hasNoNul, idOrSlugSchema, idSchema, noNul, wholeNumber } from "./fields.ts";
import { latLngSchema } from "./schemas.ts";

const m = messages.validation;
const mc = messages.comparison;

/** A lab's field to filter by (emirate, area, accreditation): trimmed, at most `max` characters, no NUL. */
const labField = (max: number) =>
  z.string().trim().max(max, { message: m.tooLong }).refine(hasNoNul, noNul).optional();

/**
 * catalog.tests.byId: a test by UUID or slug; who pays (`payer`: adds each offer's estimate); the
 * comparison the test page keeps in its URL (@labcompare/domain/offer-compare): `sort` (default
 * price), `emirate`, `labArea`, `home` (labs collecting at home, totals with the fee), `accreditation`,
 * `open` ("now" or a date YYYY-MM-DD, Asia/Dubai), the point distances are measured from when
 * sorting by distance (`near`, or a UAE area's `areaId`); and `limit`, the offers answered (0–500,
 * default 10; 0: the test and its summary alone).
 */
export const testByIdInput = z.object({
  id: idOrSlugSchema,
  payer: payerInput.optional(),
  sort: z.enum(OFFER_SORTS, { message: mc.sortInvalid }).optional(),
  emirate: labField(50),
  labArea: labField(100),
  home: z.boolean().optional(),
  accreditation: labField(100),
  open: z
    .string({ message: mc.openInvalid })
    .refine((v) => v === "now" || (isCalendarDate(v) && isSupportedDate(v)), { message: mc.openInvalid })
    .optional(),
  near: latLngSchema.optional(),
  areaId: idSchema.optional(),
  limit: wholeNumber(mc.offerLimitInvalid, 0, TEST_OFFER_LIMIT_MAX).default(TEST_OFFER_LIMIT_DEFAULT),
});
export type TestByIdInput = z.output<typeof testByIdInput>;

/**
 * catalog.labs.prices: a lab by id or slug, an optional search of its tests (`q`, at most 100
 * characters; matches a test's name in either language or its slug) and `limit`, the prices answered
 * (1–1,000, default 40).
 */
export const labPricesInput = z.object({
  id: idOrSlugSchema,
  q: z.string().trim().max(LAB_PRICE_QUERY_MAX, { message: m.tooLong }).refine(hasNoNul, noNul).optional(),
  limit: wholeNumber(messages.catalog.priceLimitInvalid, 1, LAB_PRICE_LIMIT_MAX).default(
    LAB_PRICE_LIMIT_DEFAULT,
  ),
});
export type LabPricesInput = z.output<typeof labPricesInput>;
