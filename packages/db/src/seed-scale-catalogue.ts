/**
 * seed:scale's catalogue: labs beyond the seeded ones and tests (variants of the seeded ones) with
 * their offers, in batches (seed-scale.ts runs them; seed-scale-sql.ts holds the pieces of SQL).
 */
import {
  baseName,
  PLATFORMS,
  QUALIFIERS,
  SAMPLE_TYPES,
  SPECIMENS,
  type LabSeed,
  type TestSeed,
} from "./seed-scale-data.ts";
import { LAB_NAME_WORDS } from "./seed-scale-names.ts";
import { numArray, scrambler, slugOf, textArray, type ScaleSql } from "./seed-scale-sql.ts";

/**
 * Adds `newLabs` labs beyond the seeded ones: a seeded lab's place, hours and accreditation under a
 * new name (`labsBefore`: the labs there already, so a later run continues the numbering).
 */
export async function addLabs(
  sql: ScaleSql,
  labs: LabSeed[],
  labsBefore: number,
  newLabs: number,
  log: (line: string) => void,
): Promise<void> {
  if (newLabs <= 0) return;
  const { pick, unit, exec } = sql;
  const [w1, w2] = LAB_NAME_WORDS;
  const combos = w1.length * w2.length * labs.length;
  // Row g numbers generated labs: a later run continues the numbering, so names stay new.
  const generatedLabs = Math.max(0, labsBefore - labs.length);
  await exec(`
    INSERT INTO labs (id, name, slug, emirate, area, address, phone, accreditation, home_collection, weekly_hours,
                      service_emirates, latitude, longitude, updated_at)
    SELECT gen_random_uuid(), n.name, ${slugOf("n.name")},
           t.emirate, t.area, 'Unit ' || (1 + ${pick("g", "unit", 40)}) || ', ' || t.area || ', ' || t.emirate,
           '+971 ' || CASE t.emirate WHEN 'Abu Dhabi' THEN '2' WHEN 'Sharjah' THEN '6' ELSE '4' END || ' '
             || (200 + ${pick("g", "ph1", 800)}) || ' ' || lpad(${pick("g", "ph2", 10000)}::text, 4, '0'),
           t.accreditation, h.home, t.weekly_hours, CASE WHEN h.home THEN ARRAY[t.emirate] ELSE ARRAY[]::text[] END,
           t.latitude + (${unit("g", "lat")} - 0.5) * 0.05, t.longitude + (${unit("g", "lng")} - 0.5) * 0.05, now()
    FROM generate_series(${generatedLabs + 1}, ${generatedLabs + newLabs}) AS g
    CROSS JOIN LATERAL (SELECT (((g - 1) % ${combos}) * ${scrambler(combos)}::bigint) % ${combos} AS c) c
    JOIN (SELECT row_number() OVER (ORDER BY slug) - 1 AS i, * FROM labs WHERE slug = ANY(${textArray(labs.map((l) => l.slug))})) t
      ON t.i = c.c % ${labs.length}
    CROSS JOIN LATERAL (SELECT ${unit("g", "home")} < 0.7 AS home) h
    CROSS JOIN LATERAL (
      SELECT (${textArray(w1)})[1 + (c.c / ${labs.length}) % ${w1.length}] || ' '
             || (${textArray(w2)})[1 + c.c / ${labs.length * w1.length}] || ' ' || t.area
             || CASE WHEN g > ${combos} THEN ' ' || (1 + (g - 1) / ${combos}) ELSE '' END AS name
    ) n
    ON CONFLICT DO NOTHING;
  `);
  log(`Labs: ${newLabs} added.`);
}

/**
 * SQL making the temp table scale_labs (dropped at commit): every active lab with its sampling
 * weight (a seeded lab's catalogue share, else 0.35–0.85), price factor (seeded, else 0.8–1.3) and
 * home-collection fee (null without home collection).
 */
export function labSetupSql(sql: ScaleSql, labs: LabSeed[]): string {
  const { pick, unit } = sql;
  return `
    CREATE TEMP TABLE scale_labs ON COMMIT DROP AS
    SELECT l.id, l.slug, l.home_collection,
           coalesce(w.share, 0.35 + ${unit("l.slug", "share")} * 0.5) AS weight,
           coalesce(w.factor, 0.8 + ${unit("l.slug", "factor")} * 0.5) AS factor,
           CASE WHEN l.home_collection THEN coalesce(w.fee, (${numArray([0, 50, 75, 99, 150])})[1 + ${pick("l.slug", "fee", 5)}]) END AS fee
    FROM labs l
    LEFT JOIN unnest(${textArray(labs.map((l) => l.slug))}, ${numArray(labs.map((l) => l.catalogueShare))},
                     ${numArray(labs.map((l) => l.priceFactor))}, ${numArray(labs.map((l) => l.homeCollectionFeeAed ?? 0))}) AS w(slug, share, factor, fee)
      ON w.slug = l.slug
    WHERE l.active;`;
}

/** What addTests grows the catalogue with. */
export interface TestGrowth {
  tests: TestSeed[];
  labs: LabSeed[];
  testsBefore: number;
  /** The total of tests to reach. */
  target: number;
  batchSize: number;
  log: (line: string) => void;
}

/**
 * Adds tests up to `target`, each a seeded test's variant (specimen, platform, qualifier) with offers
 * at 2–5 labs chosen by their catalogue share, in batches of `batchSize`. Errors: a batch that did
 * not reach its count (names taken).
 */
export async function addTests(
  sql: ScaleSql,
  { tests, labs, testsBefore, target, batchSize, log }: TestGrowth,
): Promise<void> {
  const { unit, listPrice, roundPrice, exec, count } = sql;
  const bases = tests.length;
  const perBase = 8 * PLATFORMS.length * QUALIFIERS.length;
  const combos = bases * perBase;
  const scramble = scrambler(combos);
  const typeIndex = `array_position(${textArray(SAMPLE_TYPES)}, b.sample_type::text) - 1`;
  const labSetup = labSetupSql(sql, labs);
  let testsNow = testsBefore;
  while (testsNow < target) {
    const from = testsNow + 1;
    const to = Math.min(target, testsNow + batchSize);
    // Row g numbers generated tests from the catalogue's size: a later run continues the numbering.
    await exec(`
      BEGIN;
      SET LOCAL jit = off;
      ${labSetup}
      CREATE TEMP TABLE scale_bases ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY s.slug) - 1 AS idx, s.base_name, t.*, s.price AS typical_price, s.tat AS typical_tat
      FROM unnest(${textArray(tests.map((t) => t.slug))}, ${textArray(tests.map((t) => baseName(t.name)))},
                  ${numArray(tests.map((t) => t.typicalPriceAed))},
                  ${numArray(tests.map((t) => t.turnaroundHours))}) AS s(slug, base_name, price, tat)
      JOIN tests t ON t.slug = s.slug;
      CREATE TEMP TABLE scale_gen ON COMMIT DROP AS
      SELECT g, gen_random_uuid() AS id, b.base_name, b.synonyms, b.name_ar, b.synonyms_ar, b.category_id, b.description, b.preparation_instructions,
             b.result_time, b.loinc_code, b.sample_type, b.fasting_hours, b.is_panel, b.typical_tat,
             (${textArray(SAMPLE_TYPES.flatMap((s) => SPECIMENS[s]))})[1 + (${typeIndex}) * 8 + (c.c / ${bases}) % 8] AS specimen,
             (${textArray(PLATFORMS)})[1 + (c.c / ${bases * 8}) % ${PLATFORMS.length}] AS platform,
             (${textArray(QUALIFIERS.map((q) => q[0]))})[1 + c.c / ${bases * 8 * PLATFORMS.length}] AS qualifier,
             (${numArray(QUALIFIERS.map((q) => q[1]))})[1 + c.c / ${bases * 8 * PLATFORMS.length}] AS qualifier_factor,
             (g - 1) / ${combos} AS lap,
             b.typical_price,
             CASE WHEN ${unit("g", "k")} < 0.35 THEN 2 WHEN ${unit("g", "k")} < 0.70 THEN 3 WHEN ${unit("g", "k")} < 0.90 THEN 4 ELSE 5 END AS k
      FROM generate_series(${from}, ${to}) AS g
      CROSS JOIN LATERAL (SELECT (((g - 1) % ${combos}) * ${scramble}::bigint) % ${combos} AS c) c
      JOIN scale_bases b ON b.idx = c.c % ${bases};
      ALTER TABLE scale_gen ADD COLUMN name text, ADD COLUMN price numeric;
      UPDATE scale_gen SET
        name = base_name || ', ' || specimen || CASE WHEN qualifier <> '' THEN ', ' || qualifier ELSE '' END
               || ' (' || platform || ')' || CASE WHEN lap > 0 THEN ' #' || (lap + 1) ELSE '' END,
        price = least(2000, greatest(30, typical_price * qualifier_factor * (0.6 + ${unit("g", "price")} * 0.9)));
      INSERT INTO tests (id, name, slug, description, category_id, preparation_instructions, result_time, loinc_code,
                         sample_type, fasting_hours, synonyms, is_panel, updated_at, name_ar, synonyms_ar)
      SELECT id, name, ${slugOf("name")},
             description || ' Run on ' || platform || '.', category_id, preparation_instructions,
             CASE WHEN qualifier = 'Rapid' THEN 'Same day' ELSE result_time END, loinc_code, sample_type, fasting_hours,
             synonyms, is_panel, now(), name_ar, synonyms_ar
      FROM scale_gen
      ON CONFLICT DO NOTHING;
      INSERT INTO lab_test_offers (id, lab_id, test_id, price_aed, original_price_aed, home_collection_fee_aed, turnaround_hours, updated_at)
      SELECT gen_random_uuid(), l.id, s.id, p.price,
             CASE WHEN ${unit("s.g || l.slug", "orig")} < 0.15 THEN ${roundPrice(`p.price * (1.2 + ${unit("s.g || l.slug", "origf")} * 0.4)`)} END,
             l.fee,
             greatest(2, round(s.typical_tat * CASE WHEN s.qualifier = 'Rapid' THEN 0.5 ELSE 1 END * (0.75 + ${unit("s.g || l.slug", "tat")} * 0.75)))::int,
             now()
      FROM scale_gen s
      JOIN tests t ON t.id = s.id
      CROSS JOIN LATERAL (
        SELECT * FROM scale_labs l ORDER BY -ln(1 - ${unit("s.g || l.slug", "lab")}) / l.weight LIMIT s.k
      ) l
      CROSS JOIN LATERAL (SELECT ${listPrice(`s.price * l.factor * (0.9 + ${unit("s.g || l.slug", "lp")} * 0.25)`)} AS price) p;
      COMMIT;
    `);
    testsNow = await count(`SELECT count(*) AS n FROM tests`);
    log(`Tests: ${testsNow.toLocaleString("en")} of ${target.toLocaleString("en")}.`);
    if (testsNow < to) throw new Error(`seedScale: expected ${to} tests, found ${testsNow} (names taken?)`);
  }
}
