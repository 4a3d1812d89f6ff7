/**
 * seed:scale's results (seed-scale.ts runs it): reports with observations, to a total of
 * observations. First the frequent patients (numbered 1, 1001, 2001…: FREQUENT_EVERY) get ten years of
 * results: earlier results they typed in (source "patient", a lab name, 1–6 of the analytes a
 * chronic condition is followed by) up to OWN_REPORTS reports with their lab reports; then their
 * completed bookings get their lab reports, then every other completed booking's, in reference
 * order (a booking's 1–3 tests measure their analytes: 1–20 observations); beyond those, the other
 * patients' earlier results typed in (1–12 each, in patient order). The last report is cut so the
 * total is met exactly.
 */
import { FREQUENT_EVERY } from "./seed-scale-bookings.ts";
import { SCALE_PATIENT_PASSWORD_HASH } from "./seed-scale-data.ts";
import { lit, type ScaleSql } from "./seed-scale-sql.ts";
import type { AnalyteSeed } from "./seed-scale-observations.ts";
import {
  labReportsSql,
  OWN_REPORTS,
  ownEntriesSql,
  patientNumber,
  UPLOADER_EMAIL,
  UPLOADER_HASH,
  YEARS,
} from "./seed-scale-results-sql.ts";

/** What addResults grows the results with. */
export interface ResultGrowth {
  seeds: AnalyteSeed[];
  /** The total of observations to reach. */
  target: number;
  /** Reports per batch of lab reports. */
  batchSize: number;
  /** Statements each batch's transaction starts with. */
  bulk: string;
  log: (line: string) => void;
}

/**
 * Adds reports and observations until `target` observations exist (see the module's description),
 * each batch one transaction. Stops early, saying so, when every completed booking has its report
 * and every generated patient their own entries.
 */
export async function addResults(sql: ScaleSql, growth: ResultGrowth): Promise<void> {
  const { count, exec } = sql;
  const { seeds, target, batchSize, bulk, log } = growth;
  let now = await count(`SELECT count(*) AS n FROM observations`);
  if (now >= target) return;
  const progress = async (what: string) => {
    now = await count(`SELECT count(*) AS n FROM observations`);
    log(`Observations: ${now.toLocaleString("en")} of ${target.toLocaleString("en")} (${what}).`);
  };
  await exec(`INSERT INTO users (id, email, password_hash, created_at) VALUES (gen_random_uuid(), ${lit(UPLOADER_EMAIL)},
              ${lit(UPLOADER_HASH)}, now() - interval '${YEARS} years') ON CONFLICT (email) DO NOTHING`);
  const patients = await count(
    `SELECT coalesce(max(${patientNumber("email")}), 0) AS n FROM users WHERE password_hash = ${lit(SCALE_PATIENT_PASSWORD_HASH)}`,
  );
  // Patient numbers per batch of own entries: about `batchSize` reports.
  const spans = {
    frequent: Math.ceil(batchSize / OWN_REPORTS) * FREQUENT_EVERY,
    others: Math.ceil(batchSize / 6.5),
  };
  for (let from = 1; from <= patients && now < target; from += spans.frequent) {
    const range = { from, to: from + spans.frequent, frequent: true };
    await exec(ownEntriesSql(sql, seeds, bulk, range, target - now));
    await progress("frequent patients' own entries");
  }
  if (now < target) {
    await exec(labReportsSql(sql, seeds, bulk, { after: "", upTo: null, frequentOnly: true }, target - now));
    await progress("frequent patients' lab reports");
  }
  await addLabReports(sql, growth, () => now, progress);
  for (let from = 1; from <= patients && now < target; from += spans.others) {
    const range = { from, to: from + spans.others, frequent: false };
    await exec(ownEntriesSql(sql, seeds, bulk, range, target - now));
    await progress("other patients' own entries");
  }
  if (now < target)
    log(`Observations: every completed booking has its report and every patient their own entries.`);
}

/** addResults' lab reports of completed bookings, in reference order, batches of `batchSize`. */
async function addLabReports(
  sql: ScaleSql,
  { seeds, target, batchSize, bulk }: ResultGrowth,
  observations: () => number,
  progress: (what: string) => Promise<void>,
): Promise<void> {
  let after = "";
  while (observations() < target) {
    const upTo = await sql.text(`
      SELECT max(reference) AS v FROM (
        SELECT b.reference FROM bookings b
        WHERE b.status = 'completed' AND b.user_id IS NOT NULL AND b.reference > ${lit(after)}
          AND NOT EXISTS (SELECT 1 FROM reports r WHERE r.booking_id = b.id)
        ORDER BY b.reference LIMIT ${batchSize}
      ) x`);
    if (upTo === null) return;
    await sql.exec(
      labReportsSql(sql, seeds, bulk, { after, upTo, frequentOnly: false }, target - observations()),
    );
    after = upTo;
    await progress("lab reports");
  }
}
