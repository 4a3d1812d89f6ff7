/**
 * The zod fields every input schema builds on: text without NUL, URLs, ids, emails, phone numbers
 * (E.164), calendar dates. Messages come from ./messages.ts.
 */
import { z } from "zod";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { messages } from "./messages.ts";
import { isSupportedDate } from "@labcompare/domain/calendar";

/** LOINC code: 1–7 digits, a hyphen and a check digit (e.g. 4548-4). */
export const LOINC_PATTERN = /^\d{1,7}-\d$/;

// Run-time code generation on the server only: the site's Content-Security-Policy forbids eval in
// the browser (zod's probe for it raises a CSP report there); on the server zod compiles its object
// checks, which tRPC's output checks use (packages/api output-check.ts).
z.config({ jitless: typeof document !== "undefined" });

const m = messages.validation;

/** True when `value` has no U+0000 (PostgreSQL cannot store it in text). */
export function hasNoNul(value: string): boolean {
  return !value.includes("\u0000");
}

/**
 * Refuses U+0000 with "Text must not contain the NUL character", so a form shows it under the field;
 * the server's NUL middleware (packages/api trpc.ts) stays as the backstop for every other input.
 */
export const noNul = { message: m.inputHasNul } as const;

/** Trimmed text that must be present, with the given message when empty; no NUL character. */
export const requiredText = (message: string, max = 500) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { message })
    .max(max, { message: m.tooLong })
    .refine(hasNoNul, noNul);

/** A whole number from `min` to `max`, with `message` for anything else. */
export const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ message }).int({ message }).min(min, { message }).max(max, { message });

/** A number from `min` to `max` (fractions allowed), with `message` for anything else. */
export const numberIn = (message: string, min: number, max: number) =>
  z.number({ message }).min(min, { message }).max(max, { message });

/** Trimmed text of `min` to `max` characters without a NUL character; `message` for anything else. */
export const textOfLength = (message: string, min: number, max: number) =>
  z.string({ error: message }).trim().min(min, { message }).max(max, { message }).refine(hasNoNul, noNul);

/** Trimmed text of at most `max` characters (`tooLong` past it) without a NUL character, or null/undefined. */
const nullishText = (max: number, tooLong: string = m.tooLong) =>
  z.string().trim().max(max, { message: tooLong }).refine(hasNoNul, noNul).nullish();

/** Optional text: empty or missing is stored as null; no NUL character. */
export const optionalText = (max = 2000) => nullishText(max).transform((v) => (v ? v : null));

/** True when `value` parses as an absolute http: or https: URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** A valid http(s) URL or empty; empty is stored as null. */
export const optionalUrl = optionalText(2000).refine((v) => !v || isHttpUrl(v), { message: m.urlInvalid });

export const idSchema = z.uuid({ message: m.idInvalid });
/** A record's UUID or its URL slug. */
export const idOrSlugSchema = z
  .string()
  .trim()
  .min(1, { message: m.idInvalid })
  .max(200, { message: m.idInvalid })
  .refine(hasNoNul, noNul);

/** A required email address (trimmed, at most 254 characters, no NUL character). */
export const emailSchema = z
  .string({ error: m.patientEmailRequired })
  .trim()
  .min(1, { message: m.patientEmailRequired })
  .max(254, { message: m.tooLong })
  .refine(hasNoNul, noNul)
  .pipe(z.email({ message: m.emailInvalid }));

/**
 * A phone number, stored as E.164 (+971501234567). Numbers without a country code are read as UAE
 * numbers (libphonenumber-js metadata); empty is stored as null.
 */
export const phoneSchema = nullishText(40, m.phoneInvalid).transform((v, ctx) => {
  if (!v) return null;
  const parsed = parsePhoneNumberFromString(v, "AE");
  if (!parsed || !parsed.isValid()) {
    ctx.addIssue({ code: "custom", message: m.phoneInvalid });
    return z.NEVER;
  }
  return parsed.number;
});

/** A calendar date `yyyy-MM-dd` in SUPPORTED_YEARS (@labcompare/domain/calendar); anything else → "Please select a date". */
export const calendarDateSchema = z.iso
  .date({ message: m.selectDate })
  .refine(isSupportedDate, { message: m.selectDate });
