/**
 * Lab result uploads: the observations CSV's columns, one row's schema (shared by the server's CSV
 * parser and the console's form), and the upload's size limits. Messages: messages.results.
 */
import { z } from "zod";
import { hasNoNul, LOINC_PATTERN, noNul } from "./fields.ts";
import { resultUploadMessages as m } from "./results-messages.ts";
import { bookingReferenceInput } from "./booking-schemas.ts";
import { observationFlags, type ObservationFlagValue } from "./results.ts";

/** The observations CSV's header, in this order, on line 1. */
export const RESULT_CSV_COLUMNS = [
  "loinc",
  "name",
  "value",
  "unit",
  "ref_low",
  "ref_high",
  "ref_text",
  "flag",
] as const;
export type ResultCsvColumn = (typeof RESULT_CSV_COLUMNS)[number];

/** Largest PDF accepted, bytes (10 MiB: exactly this many is accepted, one more is refused with 413). */
export const RESULT_FILE_MAX_BYTES = 10_485_760;
/** Largest text part (observations CSV, note) of an upload, bytes. */
export const RESULT_FIELD_MAX_BYTES = 65_536;
/** The upload route's whole body limit, bytes (11 MiB: the file, the text parts and multipart framing). */
export const RESULT_UPLOAD_BODY_LIMIT = 11 * 1_048_576;
/** Most observation rows one upload may carry. */
export const RESULT_MAX_ROWS = 500;
/** Longest note, characters. */
export const RESULT_NOTE_MAX = 2000;

/** A decimal the database keeps exactly (numeric(18, 6)): up to 12 integer and 6 fraction digits. */
const DECIMAL_PATTERN = /^[+-]?\d{1,12}(?:\.\d{1,6})?$/;

/** True when `text` is a decimal the observation columns keep exactly ("5.8", "-1", "120.25"). */
export function isResultDecimal(text: string): boolean {
  return DECIMAL_PATTERN.test(text);
}

const cell = z.string().trim().refine(hasNoNul, noNul);
const optionalDecimal = (message: string) =>
  cell.refine((v) => v === "" || isResultDecimal(v), { message }).transform((v) => (v === "" ? null : v));

/**
 * One observation row as text cells (CSV or form): { loinc, name, value, unit, ref_low, ref_high,
 * ref_text, flag }. Output: { loincCode | null, name, valueNumber (decimal string) | null, valueText |
 * null, unit | null, refLow | null, refHigh | null, refText | null, flag | null }. A value that reads as
 * a decimal is numeric, anything else text (e.g. "Negative"). Each issue's message is a reason
 * ("the name is missing.") the caller puts after the row's line number.
 */
export const observationRowSchema = z
  .object({
    loinc: cell.refine((v) => v === "" || LOINC_PATTERN.test(v), { message: m.loincInvalid }),
    name: cell.pipe(z.string().min(1, { message: m.nameRequired }).max(200, { message: m.nameTooLong })),
    value: cell.pipe(z.string().min(1, { message: m.valueRequired }).max(200, { message: m.valueTooLong })),
    unit: cell.pipe(z.string().max(40, { message: m.unitTooLong })),
    ref_low: optionalDecimal(m.refLowInvalid),
    ref_high: optionalDecimal(m.refHighInvalid),
    ref_text: cell.pipe(z.string().max(200, { message: m.refTextTooLong })),
    flag: cell.refine((v) => v === "" || (observationFlags as readonly string[]).includes(v.toUpperCase()), {
      message: m.flagInvalid,
    }),
  })
  .refine((r) => r.ref_low === null || r.ref_high === null || Number(r.ref_low) <= Number(r.ref_high), {
    message: m.refOrder,
  })
  .transform((r) => ({
    loincCode: r.loinc || null,
    name: r.name,
    valueNumber: isResultDecimal(r.value) ? r.value : null,
    valueText: isResultDecimal(r.value) ? null : r.value,
    unit: r.unit || null,
    refLow: r.ref_low,
    refHigh: r.ref_high,
    refText: r.ref_text || null,
    flag: r.flag ? (r.flag.toUpperCase() as ObservationFlagValue) : null,
  }));
export type ObservationRowInput = z.input<typeof observationRowSchema>;
export type ObservationRow = z.output<typeof observationRowSchema>;

/** An upload's note: trimmed, at most 2,000 characters, empty as null. */
export const resultNoteSchema = cell
  .pipe(z.string().max(RESULT_NOTE_MAX, { message: m.noteTooLong }))
  .nullish()
  .transform((v) => (v ? v : null));

/** admin.bookings.reports: { reference } ("LC-XXXXXX"). */
export const adminBookingReportsInput = bookingReferenceInput;

/** One row of the console's form as CSV text under RESULT_CSV_COLUMNS (quotes doubled, every cell quoted). */
export function observationsCsv(rows: Record<ResultCsvColumn, string>[]): string {
  const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;
  return [
    RESULT_CSV_COLUMNS.join(","),
    ...rows.map((r) => RESULT_CSV_COLUMNS.map((c) => quote(r[c] ?? "")).join(",")),
  ].join("\n");
}
