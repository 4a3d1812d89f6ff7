/**
 * The statements of seed:scale's results (seed-scale-results.ts runs them): a frequent or other
 * patient's own entries, lab reports of completed bookings, and the insert both end with.
 */
import { FREQUENT_EVERY } from "./seed-scale-bookings.ts";
import { SCALE_PATIENT_PASSWORD_HASH } from "./seed-scale-data.ts";
import { LAB_NAME_WORDS } from "./seed-scale-names.ts";
import { lit, textArray, type ScaleSql } from "./seed-scale-sql.ts";
import {
  analyteTableSql,
  MAX_OBSERVATIONS,
  observationValuesSql,
  type AnalyteSeed,
} from "./seed-scale-observations.ts";

/** Reports a frequent patient has: their lab reports, and results typed in before them. */
export const OWN_REPORTS = 500;
/** Years the frequent patients' results span. */
export const YEARS = 10;
/** What a chronic condition is followed by: the analytes of a frequent patient's own entries. */
const CHRONIC = [
  "glycated-hemoglobin-hba1c",
  "fasting-blood-glucose",
  "total-cholesterol",
  "ldl-cholesterol-direct",
  "hdl-cholesterol",
  "triglycerides",
  "creatinine",
  "thyroid-function-tsh",
  "vitamin-d-test",
  "alanine-aminotransferase-alt-sgpt",
];
/** The account lab reports are uploaded by (it cannot sign in). */
export const UPLOADER_EMAIL = "results@seed-scale.example";
export const UPLOADER_HASH = "!seed-scale:uploader";

/** SQL of a generated patient's number, read from its e-mail address (`expr`). */
export const patientNumber = (email: string) => `substring(${email} from '([0-9]+)@')::int`;
const frequent = `u.password_hash = ${lit(SCALE_PATIENT_PASSWORD_HASH)} AND ${patientNumber("u.email")} % ${FREQUENT_EVERY} = 1`;

/**
 * SQL that keeps the first `budget` rows of scale_ro in report order (`ord`, then position) and
 * inserts what is left: reports from scale_rr (report_id, user_id, family_member_id, booking_id,
 * source, issued_at, external_lab_name), critical when an observation is flagged LL or HH (the
 * lab acknowledged it within two hours, unless it is from the last day), then their observations.
 */
function insertSql(sql: ScaleSql, budget: number): string {
  const { pick } = sql;
  return `
    DELETE FROM scale_ro o USING (
      SELECT report_id, sum(count(*)) OVER (ORDER BY min(ord)) - count(*) AS before FROM scale_ro GROUP BY report_id
    ) k WHERE k.report_id = o.report_id AND k.before + o.position >= ${budget};
    ${observationValuesSql(sql, "scale_ro", "scale_ov")}
    INSERT INTO reports (id, user_id, family_member_id, booking_id, source, version, status, issued_at, uploaded_by_id,
                         external_lab_name, critical, critical_acknowledged_at, critical_acknowledged_by_id, created_at)
    SELECT r.report_id, r.user_id, r.family_member_id, r.booking_id, r.source::"ReportSource", 1, 'final', r.issued_at,
           CASE WHEN r.source = 'lab' THEN up.id END, r.external_lab_name, c.critical,
           CASE WHEN c.critical AND r.issued_at < now() - interval '1 day' THEN r.issued_at + interval '1 minute' * (5 + ${pick("r.ord", "ack", 115)}) END,
           CASE WHEN c.critical AND r.issued_at < now() - interval '1 day' THEN up.id END,
           r.issued_at
    FROM scale_rr r
    JOIN (SELECT report_id, coalesce(bool_or(flag IN ('LL', 'HH')), false) AND min(source) = 'lab' AS critical FROM scale_ov GROUP BY report_id) c
      ON c.report_id = r.report_id
    LEFT JOIN users up ON up.email = ${lit(UPLOADER_EMAIL)}
    ORDER BY r.report_id;
    INSERT INTO observations (id, report_id, test_id, loinc_code, name, value_number, value_text, unit, ref_low, ref_high,
                              ref_text, flag, effective_at, position)
    SELECT id, report_id, test_id, loinc, left(name, 200), value_number, value_text, unit, low, high,
           ref_text, flag, effective_at, position
    FROM scale_ov
    ORDER BY id;
    COMMIT;`;
}

/**
 * The statement adding own entries (results typed in) of the generated patients numbered `from`
 * (inclusive) to `to` (exclusive) who have none yet — the frequent ones (OWN_REPORTS less their
 * completed bookings each) or the others (1–12 each) — from YEARS years ago to their account's
 * opening, each of 1–6 CHRONIC analytes; at most `budget` observations.
 */
export function ownEntriesSql(
  sql: ScaleSql,
  seeds: AnalyteSeed[],
  bulk: string,
  range: { from: number; to: number; frequent: boolean },
  budget: number,
) {
  const { pick, unit, uuid7 } = sql;
  const [w1, w2] = LAB_NAME_WORDS;
  const entry = "h.n || '|' || j";
  const n = patientNumber("u.email");
  return `
    BEGIN;
    ${bulk}
    ${analyteTableSql(seeds)}
    CREATE TEMP TABLE scale_hp ON COMMIT DROP AS
    SELECT u.id AS user_id, u.email, u.created_at, ${n} AS n,
           ${range.frequent ? `greatest(0, ${OWN_REPORTS} - (SELECT count(*) FROM bookings b WHERE b.user_id = u.id AND b.status = 'completed'))` : `1 + ${pick(n, "own", 12)}`} AS k
    FROM users u
    WHERE u.password_hash = ${lit(SCALE_PATIENT_PASSWORD_HASH)} AND ${n} >= ${range.from} AND ${n} < ${range.to}
      AND ${n} % ${FREQUENT_EVERY} ${range.frequent ? "=" : "<>"} 1
      AND NOT EXISTS (SELECT 1 FROM reports r WHERE r.user_id = u.id AND r.source = 'patient');
    CREATE TEMP TABLE scale_rr ON COMMIT DROP AS
    SELECT ${uuid7("row_number() OVER (ORDER BY h.n, j) - 1")} AS report_id, h.user_id, NULL::uuid AS family_member_id, NULL::uuid AS booking_id, 'patient' AS source,
           h.n::bigint * 1000000 + j AS ord, ${entry} AS draw, h.email,
           now() - interval '${YEARS} years' + (h.created_at - (now() - interval '${YEARS} years')) * ((j - 1 + ${unit(entry, "when")}) / h.k) AS issued_at,
           (${textArray(w1)})[1 + ${pick(entry, "lab1", w1.length)}] || ' ' || (${textArray(w2)})[1 + ${pick(entry, "lab2", w2.length)}] AS external_lab_name,
           1 + ${pick(entry, "m", 6)} AS m, ${pick(entry, "first", CHRONIC.length)} AS first
    FROM scale_hp h CROSS JOIN LATERAL generate_series(1, h.k) AS j;
    CREATE TEMP TABLE scale_ro ON COMMIT DROP AS
    SELECT r.report_id, r.ord, r.source, t.id AS test_id, a.loinc, t.name, a.unit, a.low, a.high, a.dec, a.mean, a.sd,
           a.normal, a.abnormal, i AS position, r.issued_at AS effective_at, r.draw || '|' || i AS draw, r.email AS person
    FROM scale_rr r
    CROSS JOIN LATERAL generate_series(0, r.m - 1) AS i
    JOIN tests t ON t.slug = (${textArray(CHRONIC)})[1 + (r.first + i) % ${CHRONIC.length}]
    JOIN scale_an a ON a.slug = t.slug AND a.pos = 0;
    ${insertSql(sql, budget)}`;
}

/**
 * The statement adding lab reports to the completed bookings (with an account, without a report)
 * whose reference is in (`after`, `upTo`] — of the frequent patients only when `frequentOnly` —
 * at most `budget` observations: the booked tests' analytes (a generated test's those of the seeded
 * test it varies: the same description before " Run on "), MAX_OBSERVATIONS at most, issued 4–72
 * hours after the appointment (not after now).
 */
export function labReportsSql(
  sql: ScaleSql,
  seeds: AnalyteSeed[],
  bulk: string,
  range: { after: string; upTo: string | null; frequentOnly: boolean },
  budget: number,
) {
  const { pick, uuid7 } = sql;
  return `
    BEGIN;
    ${bulk}
    ${analyteTableSql(seeds)}
    CREATE TEMP TABLE scale_rr ON COMMIT DROP AS
    SELECT ${uuid7("row_number() OVER (ORDER BY b.reference) - 1")} AS report_id, b.user_id, b.family_member_id, b.id AS booking_id, 'lab' AS source,
           b.reference AS ord, b.patient_email, b.starts_at, NULL::text AS external_lab_name,
           least(now(), b.starts_at + interval '1 hour' * (4 + ${pick("b.reference", "issued", 69)})) AS issued_at
    FROM bookings b
    WHERE b.status = 'completed' AND b.user_id IS NOT NULL AND b.reference > ${lit(range.after)}
      ${range.upTo === null ? "" : `AND b.reference <= ${lit(range.upTo)}`}
      ${range.frequentOnly ? `AND b.user_id IN (SELECT u.id FROM users u WHERE ${frequent})` : ""}
      AND NOT EXISTS (SELECT 1 FROM reports r WHERE r.booking_id = b.id);
    CREATE TEMP TABLE scale_tb ON COMMIT DROP AS
    SELECT t.id AS test_id, t.name, t.loinc_code, s.slug
    FROM (SELECT DISTINCT i.test_id FROM booking_items i JOIN scale_rr r ON r.booking_id = i.booking_id) x
    JOIN tests t ON t.id = x.test_id
    LEFT JOIN tests s ON s.slug = ANY(${textArray(seeds.map((s) => s.slug))}) AND s.description = split_part(t.description, ' Run on ', 1);
    CREATE TEMP TABLE scale_ro ON COMMIT DROP AS
    SELECT o.*, o.ord || '|' || o.position AS draw FROM (
      SELECT r.report_id, r.ord, r.source, tb.test_id, coalesce(a.loinc, tb.loinc_code) AS loinc, coalesce(a.name, tb.name) AS name,
             a.unit, a.low, a.high, a.dec, a.mean, a.sd, coalesce(a.normal, CASE WHEN a.slug IS NULL THEN 'Within reference limits' END) AS normal,
             a.abnormal, r.starts_at AS effective_at, r.patient_email AS person,
             row_number() OVER (PARTITION BY r.report_id ORDER BY tb.name, a.pos) - 1 AS position
      FROM scale_rr r
      JOIN booking_items i ON i.booking_id = r.booking_id
      JOIN scale_tb tb ON tb.test_id = i.test_id
      LEFT JOIN scale_an a ON a.slug = tb.slug
    ) o WHERE o.position < ${MAX_OBSERVATIONS};
    ${insertSql(sql, budget)}`;
}
