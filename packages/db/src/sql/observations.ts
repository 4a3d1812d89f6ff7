/**
 * A report's values written in one statement: a model `createMany` compiles a new query plan for
 * every call (Prisma does not cache plans of bulk creates), and that compile runs on the thread
 * that answers requests with a cost that grows with the rows sent.
 */
import { runStatement, type RawDb } from "../driver.ts";

/** One observation of a report: decimals as strings ("5.8"), `flag` one of ObservationFlag's values. */
export interface ObservationInsert {
  testId: string;
  loincCode: string | null;
  name: string;
  valueNumber: string | null;
  valueText: string | null;
  unit: string | null;
  refLow: string | null;
  refHigh: string | null;
  refText: string | null;
  flag: string | null;
  /** Order within the report (the upload's row order). */
  position: number;
}

const INSERT_OBSERVATIONS_SQL = `INSERT INTO observations
  (id, report_id, effective_at, test_id, loinc_code, name, value_number, value_text, unit,
   ref_low, ref_high, ref_text, flag, position)
SELECT gen_random_uuid(), $1::uuid, $2::timestamptz, r.test_id::uuid, r.loinc_code, r.name,
       r.value_number::numeric, r.value_text, r.unit, r.ref_low::numeric, r.ref_high::numeric,
       r.ref_text, r.flag::"ObservationFlag", r.position
FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
            $10::text[], $11::text[], $12::text[], $13::int[])
  AS r(test_id, loinc_code, name, value_number, value_text, unit, ref_low, ref_high, ref_text, flag, position)`;

/**
 * Inserts `rows` as observations of report `reportId`, all taken at `effectiveAt`, in one statement
 * with the client given (the upload's transaction). Throws the driver's error (e.g. an unknown test id).
 */
export async function insertObservationRows(
  db: RawDb,
  reportId: string,
  effectiveAt: Date,
  rows: readonly ObservationInsert[],
): Promise<void> {
  if (rows.length === 0) return;
  const column = <K extends keyof ObservationInsert>(key: K) => rows.map((row) => row[key]);
  await runStatement(db, INSERT_OBSERVATIONS_SQL, [
    reportId,
    effectiveAt,
    column("testId"),
    column("loincCode"),
    column("name"),
    column("valueNumber"),
    column("valueText"),
    column("unit"),
    column("refLow"),
    column("refHigh"),
    column("refText"),
    column("flag"),
    column("position"),
  ]);
}
