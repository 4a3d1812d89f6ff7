/**
 * zod building blocks of the admin inputs (admin.ts, admin-catalog.ts): whole numbers, AED amounts,
 * pages, search text, slugs, short lists and date-range filters, each with its message.
 */
import { z } from "zod";
import { messages } from "./messages.ts";
import { calendarDateSchema } from "./fields.ts";
import { parseAedAmount, SLUG_PATTERN } from "./admin-constants.ts";

export const m = messages.validation;
export const a = messages.admin;

export { numberIn, wholeNumber } from "./fields.ts";

/** A required AED amount (number or string) → "85.00"; `message` when invalid. */
export const aedAmount = (message: string, options: { allowZero?: boolean } = {}) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const parsed = parseAedAmount(value, options);
    if (parsed === null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return parsed;
  });

/** An optional AED amount: missing, null or "" → null; otherwise as `aedAmount`. */
export const optionalAedAmount = (message: string, options: { allowZero?: boolean } = {}) =>
  z
    .union([z.number(), z.string()], { error: message })
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || (typeof value === "string" && value.trim() === ""))
        return null;
      const parsed = parseAedAmount(value, options);
      if (parsed === null) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return parsed;
    });

/** A 1-based page number (default 1). */
export const pageSchema = z.coerce
  .number({ message: m.pageInvalid })
  .int({ message: m.pageInvalid })
  .min(1, { message: m.pageInvalid })
  .max(100_000, { message: m.pageInvalid })
  .default(1);

/** Optional search text: trimmed; empty → undefined. */
export const searchText = z
  .string()
  .trim()
  .max(200, { message: m.tooLong })
  .transform((v) => (v ? v : undefined))
  .optional();

/** A slug the admin typed, or nothing (then it is generated from the name). */
export const optionalSlug = z
  .string()
  .trim()
  .max(120, { message: m.tooLong })
  .nullish()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || SLUG_PATTERN.test(v), { message: a.slugInvalid });

/** A list of at most `count` trimmed strings of at most `itemMax` characters: empties and repeats dropped, default []. */
export const shortList = (itemMax: number, count: number) =>
  z
    .array(z.string().trim().max(itemMax, { message: m.tooLong }), { error: m.tooLong })
    .max(count, { message: a.tooManyItems })
    .default([])
    .transform((list) => [...new Set(list.filter(Boolean))]);

export const dateFilter = calendarDateSchema.optional();
export const fromNotAfterTo: [
  (v: { from?: string; to?: string }) => boolean,
  { message: string; path: string[] },
] = [(v) => !v.from || !v.to || v.from <= v.to, { message: a.dateRangeInvalid, path: ["to"] }];
