/**
 * The results timeline's values, read through the driver in one statement: flat rows of every
 * numeric observation of the reports asked for (a patient with 500 reports has thousands; Prisma's
 * nested reads of reports, bookings, labs, observations and tests cost several times the query).
 */
import type { PrismaClient } from "../generated/prisma/client.ts";
import { readRows } from "../driver.ts";

/** A numeric observation with its report and lab; numbers as float8, the instant in epoch ms. */
export interface TimelineObservationRow {
  reportId: string;
  /** "lab" (an upload of the booking's lab) or "patient" (their own entry). */
  source: "lab" | "patient";
  /** The booking lab's name, else the lab name the patient typed, else "". */
  labName: string;
  labNameAr: string | null;
  testId: string;
  loincCode: string | null;
  name: string;
  /** The catalogue test's Arabic name. */
  nameAr: string | null;
  value: number;
  unit: string | null;
  refLow: number | null;
  refHigh: number | null;
  flag: string | null;
  effectiveAtMs: number;
}

const TIMELINE_SQL = `SELECT r.id AS "reportId", r.source::text AS source,
    coalesce(l.name, r.external_lab_name, '') AS "labName", l.name_ar AS "labNameAr",
    o.test_id AS "testId", o.loinc_code AS "loincCode", o.name, t.name_ar AS "nameAr",
    o.value_number::float8 AS value, o.unit, o.ref_low::float8 AS "refLow", o.ref_high::float8 AS "refHigh",
    o.flag::text AS flag, (extract(epoch FROM o.effective_at) * 1000)::float8 AS "effectiveAtMs"
  FROM unnest($1::uuid[]) AS wanted(id)
  JOIN reports r ON r.id = wanted.id
  LEFT JOIN bookings b ON b.id = r.booking_id
  LEFT JOIN labs l ON l.id = b.lab_id
  JOIN observations o ON o.report_id = r.id AND o.value_number IS NOT NULL
  JOIN tests t ON t.id = o.test_id`;

/** The numeric observations of the reports `reportIds` (any order; see TimelineObservationRow). */
export function readTimelineObservations(
  db: Pick<PrismaClient, "$queryRawUnsafe">,
  reportIds: readonly string[],
): Promise<TimelineObservationRow[]> {
  if (reportIds.length === 0) return Promise.resolve([]);
  return readRows<TimelineObservationRow>(db, TIMELINE_SQL, [reportIds]);
}
