/**
 * Output schemas of the patient's results procedures: exactly what results.service.ts and
 * timeline.service.ts return. Decimals are numbers; instants are Dates (superjson). Plain objects, no
 * transforms: they run on every answer.
 */
import { z } from "zod";
import { observationFlags } from "@labcompare/validators";

const flag = z.enum(observationFlags).nullable();

/** One measured value of a report. */
export const observationOutput = z.object({
  id: z.string(),
  testId: z.string(),
  loincCode: z.string().nullable(),
  name: z.string(),
  /** The catalogue test's Arabic name (null: Arabic pages show `name`). */
  nameAr: z.string().nullable(),
  valueNumber: z.number().nullable(),
  valueText: z.string().nullable(),
  unit: z.string().nullable(),
  refLow: z.number().nullable(),
  refHigh: z.number().nullable(),
  refText: z.string().nullable(),
  flag,
  effectiveAt: z.date(),
});

/** A current report as the patient sees it (a lab's upload, or a past result they added). */
export const reportOutput = z.object({
  id: z.string(),
  version: z.number(),
  status: z.enum(["final", "amended"]),
  issuedAt: z.date(),
  source: z.enum(["lab", "patient"]),
  booking: z
    .object({
      reference: z.string(),
      lab: z.object({ name: z.string(), nameAr: z.string().nullable(), slug: z.string() }),
    })
    .nullable(),
  labName: z.string(),
  /** The booking lab's Arabic name; null for a lab's name the patient typed, or a lab without one. */
  labNameAr: z.string().nullable(),
  hasFile: z.boolean(),
  /** A lab's report with an observation flagged LL or HH: the patient is urged to act promptly. */
  critical: z.boolean(),
  observations: z.array(observationOutput),
});

export const reportListOutput = z.array(reportOutput);

/** results.timeline: numeric series across every current report. */
export const timelineOutput = z.object({
  series: z.array(
    z.object({
      key: z.string(),
      loincCode: z.string().nullable(),
      testId: z.string(),
      name: z.string(),
      nameAr: z.string().nullable(),
      unit: z.string().nullable(),
      refLow: z.number().nullable(),
      refHigh: z.number().nullable(),
      points: z.array(
        z.object({
          effectiveAt: z.string(),
          value: z.number(),
          flag,
          reportId: z.string(),
        }),
      ),
    }),
  ),
  /** The lab and source of each report with a value above, named once. */
  reports: z.array(
    z.object({
      id: z.string(),
      source: z.enum(["lab", "patient"]),
      labName: z.string(),
      labNameAr: z.string().nullable(),
    }),
  ),
});
