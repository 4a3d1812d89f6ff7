/**
 * seed:scale's observation values (seed-scale-results.ts runs them): the analytes a booked test
 * measures as a temp table, and the SQL that draws a value and its flag for each observation.
 */
import { ANALYTES, type Analyte } from "./seed-scale-analytes.ts";
import { lit, numArray, textArray, type ScaleSql } from "./seed-scale-sql.ts";

/** Categories whose unlisted tests report "Within reference limits" rather than "Negative". */
const RANGE_CATEGORIES = new Set([
  "heart-health",
  "hormone-panels",
  "vitamin-mineral",
  "kidney-health",
  "thyroid",
  "bone-joint",
  "general-health",
  "executive-health",
  "wellness-packages",
  "mens-health",
  "womens-health",
]);

/** A seeded test as analytesOf reads it (prisma/seed-data/tests.json). */
export interface AnalyteSeed {
  name: string;
  slug: string;
  category: string;
  loinc?: string | null;
  isPanel?: boolean;
  components?: string[];
}

/** At most this many observations per report (a lab's report of one booking). */
export const MAX_OBSERVATIONS = 20;

/**
 * The analytes seeded test `slug` measures: its own rows; else, for a panel, its components'
 * analytes in order (each once, at most MAX_OBSERVATIONS); else one text result named as the test
 * with its LOINC code ("Within reference limits" in RANGE_CATEGORIES, "No pathogenic variant
 * detected" for genetic tests, else "Negative").
 */
export function analytesOf(slug: string, seeds: ReadonlyMap<string, AnalyteSeed>, depth = 0): Analyte[] {
  const own = ANALYTES.get(slug);
  if (own) return own;
  const test = seeds.get(slug);
  if (!test) return [];
  if (test.isPanel && test.components?.length && depth < 3) {
    const seen = new Set<string>();
    return test.components
      .flatMap((c) => analytesOf(c, seeds, depth + 1).map((a) => ({ ...a, name: a.name ?? null, of: c })))
      .filter((a) => {
        const key = a.loinc ?? `${a.of}|${a.name}`;
        return seen.has(key) ? false : (seen.add(key), true);
      })
      .slice(0, MAX_OBSERVATIONS)
      .map(({ of, ...a }) => ({ ...a, name: a.name ?? seeds.get(of)!.name }));
  }
  const [normal, abnormal] =
    test.category === "genetic-testing"
      ? ["No pathogenic variant detected", "Pathogenic variant detected"]
      : RANGE_CATEGORIES.has(test.category)
        ? ["Within reference limits", "Outside reference limits"]
        : ["Negative", "Positive"];
  return [
    {
      loinc: test.loinc ?? null,
      name: null,
      unit: null,
      low: null,
      high: null,
      decimals: 0,
      mean: null,
      sd: null,
      normal,
      abnormal,
    },
  ];
}

/**
 * SQL making the temp table scale_an (dropped at commit): every seeded test's analytes (analytesOf)
 * as (slug, pos, loinc, name, unit, low, high, dec, mean, sd, normal, abnormal); a text result's
 * `normal` may list several values, comma-separated (one is kept per person).
 */
export function analyteTableSql(seeds: readonly AnalyteSeed[]): string {
  const bySlug = new Map(seeds.map((s) => [s.slug, s]));
  const rows = seeds.flatMap((s) =>
    analytesOf(s.slug, bySlug).map((a, pos) => ({ slug: s.slug, pos, ...a })),
  );
  const nums = (f: (a: Analyte) => number | null) =>
    `ARRAY[${rows.map((a) => (f(a) === null ? "NULL" : String(f(a)))).join(",")}]::float8[]`;
  const texts = (f: (a: Analyte) => string | null) =>
    `ARRAY[${rows.map((a) => (f(a) === null ? "NULL" : lit(f(a)!))).join(",")}]::text[]`;
  return `
    CREATE TEMP TABLE scale_an ON COMMIT DROP AS
    SELECT * FROM unnest(${textArray(rows.map((a) => a.slug))}, ${numArray(rows.map((a) => a.pos))},
                         ${texts((a) => a.loinc)}, ${texts((a) => a.name)}, ${texts((a) => a.unit)},
                         ${nums((a) => a.low)}, ${nums((a) => a.high)}, ${numArray(rows.map((a) => a.decimals))},
                         ${nums((a) => a.mean)}, ${nums((a) => a.sd)}, ${texts((a) => a.normal)}, ${texts((a) => a.abnormal)})
      AS a(slug, pos, loinc, name, unit, low, high, dec, mean, sd, normal, abnormal);`;
}

/**
 * SQL making temp table `target` (dropped at commit) from `source`, a table of observations to be
 * with columns report_id, test_id, loinc, name, unit, low, high, dec, mean, sd, normal, abnormal,
 * position, effective_at, `draw` (text: the observation's own draws) and `person` (text: whose
 * result, so one person's values of an analyte stay near each other). Adds an id (ordered as the
 * report ids, then positions), value_number or
 * value_text, ref_text and flag. Numeric values: mean + sd × z (z: 0.6 × the person's offset + 1.6
 * × a centred sum of three uniform draws, sd 0.9, within ±3.1), at least a tenth of the mean,
 * rounded to `dec`; flagged L/H outside the range, LL/HH beyond |z| 2.5 (about 1 in 1,000 on each
 * side). Text values: the usual one, 4 % the abnormal one (A).
 */
export function observationValuesSql(sql: ScaleSql, source: string, target: string): string {
  const { unit, pick } = sql;
  const person = `s.person || '|' || coalesce(s.loinc, s.name)`;
  return `
    CREATE TEMP TABLE ${target} ON COMMIT DROP AS
    SELECT ${sql.uuid7("row_number() OVER (ORDER BY s.report_id, s.position) - 1")} AS id, s.*, v.value_number,
           CASE WHEN s.normal IS NULL THEN NULL WHEN z.abnormal THEN s.abnormal ELSE z.usual END AS value_text,
           CASE WHEN s.normal IS NOT NULL THEN (CASE WHEN s.abnormal IS NOT NULL THEN z.usual END)
                WHEN s.low IS NULL AND s.high IS NOT NULL THEN '< ' || s.high
                WHEN s.high IS NULL AND s.low IS NOT NULL THEN '> ' || s.low END AS ref_text,
           (CASE WHEN s.normal IS NOT NULL THEN (CASE WHEN s.abnormal IS NULL THEN NULL WHEN z.abnormal THEN 'A' ELSE 'N' END)
                 WHEN v.value_number < s.low THEN (CASE WHEN z.z < -2.5 THEN 'LL' ELSE 'L' END)
                 WHEN v.value_number > s.high THEN (CASE WHEN z.z > 2.5 THEN 'HH' ELSE 'H' END)
                 ELSE 'N' END)::"ObservationFlag" AS flag
    FROM ${source} s
    CROSS JOIN LATERAL (
      SELECT 0.6 * (${unit(person, "person")} * 2.4 - 1.2)
             + 1.6 * (${unit("s.draw", "z1")} + ${unit("s.draw", "z2")} + ${unit("s.draw", "z3")} - 1.5) AS z,
             s.abnormal IS NOT NULL AND ${unit("s.draw", "text")} < 0.04 AS abnormal,
             (string_to_array(s.normal, ','))[1 + ${pick(person, "usual", "cardinality(string_to_array(s.normal, ','))")}] AS usual
    ) z
    CROSS JOIN LATERAL (
      SELECT CASE WHEN s.normal IS NULL THEN round(greatest(s.mean * 0.1, s.mean + s.sd * z.z)::numeric, s.dec::int) END AS value_number
    ) v;`;
}
