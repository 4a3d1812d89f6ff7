/**
 * Input schemas of the patient's results procedures (results.byBooking, results.addOwn), shared by
 * the server and the "Add a past result" form. Messages: results-messages.ts (view section).
 */
import { z } from "zod";
import { todayInDubai } from "@labcompare/domain/calendar";
import { resultViewMessages as m } from "./results-messages.ts";
import { hasNoNul, idOrSlugSchema, idSchema, noNul, textOfLength } from "./fields.ts";

export { bookingReferenceInput as resultsByBookingInput } from "./booking-schemas.ts";

/** HL7 ObservationInterpretation codes a result may carry (FHIR R4 Observation.interpretation). */
export const observationFlags = ["L", "N", "H", "LL", "HH", "A"] as const;
export type ObservationFlagValue = (typeof observationFlags)[number];

/** The earliest date of a past result: 1 January 2000. */
export const OWN_RESULT_FIRST_DATE = "2000-01-01";
/** Largest magnitude a numeric result may have (the column is decimal(18, 6)). */
export const RESULT_VALUE_LIMIT = 999_999_999_999;

/** A decimal as typed: optional sign, digits, optional fraction ("6.1", "-0.5", ".5"). */
const DECIMAL_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * A result's value: a number, or text. Text that is a plain decimal ("6.1") becomes a number; any
 * other text ("Negative", "<0.5") stays text (1–200 characters, no NUL).
 */
const resultValueSchema = z
  .union([z.number({ error: m.ownValueRequired }), z.string({ error: m.ownValueRequired })], {
    error: m.ownValueRequired,
  })
  .transform((v, ctx): number | string => {
    const text = typeof v === "string" ? v.trim() : null;
    if (text === "") {
      ctx.addIssue({ code: "custom", message: m.ownValueRequired });
      return z.NEVER;
    }
    const n = text === null ? v : DECIMAL_TEXT.test(text) ? Number(text) : null;
    if (typeof n === "number") {
      if (!Number.isFinite(n) || Math.abs(n) > RESULT_VALUE_LIMIT) {
        ctx.addIssue({ code: "custom", message: m.ownValueOutOfRange });
        return z.NEVER;
      }
      return n;
    }
    if (text!.length > 200) ctx.addIssue({ code: "custom", message: m.ownValueTooLong });
    else if (!hasNoNul(text!)) ctx.addIssue({ code: "custom", message: noNul.message });
    return text!;
  });

/**
 * results.addOwn: a past result from elsewhere. `testId` a catalogue test's id or slug; `value` a
 * number or text (see resultValueSchema); `unit` UCUM text ≤ 40 characters (empty = none);
 * `effectiveDate` "YYYY-MM-DD", from 2000-01-01 to today in Asia/Dubai; `labName` 2–200 characters;
 * `flag` an HL7 interpretation code, or absent / null / "" for none; `personId` the family member
 * the result is about (absent or "": the account holder).
 */
export const addOwnResultInput = z.object({
  testId: z
    .string({ error: m.ownTestRequired })
    .trim()
    .min(1, { message: m.ownTestRequired })
    .pipe(idOrSlugSchema),
  value: resultValueSchema,
  unit: z
    .string()
    .trim()
    .max(40, { message: m.ownUnitTooLong })
    .refine(hasNoNul, noNul)
    .nullish()
    .transform((v) => (v ? v : null)),
  effectiveDate: z.iso
    .date({ message: m.ownDateRequired })
    // Piped: the range is checked only on a well-formed date.
    .pipe(
      z
        .string()
        .refine((d) => d >= OWN_RESULT_FIRST_DATE, { message: m.ownDateTooEarly })
        .refine((d) => d <= todayInDubai(), { message: m.ownDateInFuture }),
    ),
  labName: textOfLength(m.ownLabNameRequired, 2, 200),
  // "" is "no flag" (the form's empty choice).
  flag: z
    .union([z.enum(observationFlags), z.literal("")], { error: m.ownFlagInvalid })
    .nullish()
    .transform((v) => v || null),
  // "" is the account holder (a form's or a multipart upload's empty field).
  personId: z
    .union([idSchema, z.literal("")])
    .optional()
    .transform((v) => v || undefined),
});
export type AddOwnResultInput = z.input<typeof addOwnResultInput>;
