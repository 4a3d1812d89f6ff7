/**
 * Large, realistic data for benchmarks `seedScale(db, { tests, labs, bookings })` grows the
 * demo catalogue (seedCatalog: 21 categories, 400 real tests, 24 labs) to `tests` tests, `labs` labs
 * and `bookings` bookings. Used by `npm run seed:scale` (packages/db/scripts/seed-scale.ts) and by
 * `npm run bench:search` (packages/api/bench/search.bench.ts).
 *
 * What it generates, all in SQL (INSERT … SELECT over generate_series, in batches, one transaction
 * each), so the triggers that keep tests' search columns and offer summaries run once per statement:
 * - Tests: each a variant of one of the 400 seeded tests — its name without "Test", a specimen or
 *   form that fits its sample type, an optional "Rapid/Extended/Reference" qualifier and an analyser
 *   platform ("Vitamin D, Serum (Roche cobas)", "Urine Culture, Midstream Urine, Rapid (Sysmex)").
 *   It keeps the seeded test's category, abbreviations/synonyms, description, LOINC code, sample
 *   type, fasting and preparation, so search sees real analyte words. Names are unique (a bijection
 *   over 400 × 8 × 12 × 4 = 153,600 combinations; beyond that " #2", " #3"… are appended).
 * - Offers: 2–5 per test (35 % 2, 35 % 3, 20 % 4, 10 % 5: ~3.05 on average) at labs drawn by
 *   weighted sampling (a seeded lab's catalogue share), priced from the seeded test's typical UAE
 *   price × the lab's price factor, rounded as price lists are (5 AED, 10 AED above 1,000) and kept
 *   within 30–2,000 AED; 15 % with an original (struck-through) price; turnaround from the seeded
 *   test's; the lab's home-collection fee.
 * - Labs beyond the seeded 24: copies of a seeded lab's emirate, area, hours and accreditation under
 *   a new name and slug, 70 % with home collection.
 * - Bookings: one patient account (users + profiles: name, email, E.164 UAE mobile) per three
 *   bookings; appointments from 365 days ago to 60 days ahead in Asia/Dubai (lab visits every 15
 *   minutes 07:00–19:45, home collection in 2-hour windows 07:00–19:00 at labs that offer it),
 *   statuses that fit past or future, cancellations with who/when/why, 1–3 items from the lab's
 *   offers (the seeded tests first) with price snapshots and totals, references "LC-" + 6 characters
 *   of REFERENCE_ALPHABET (a bijection, so unique), some family-member names, notes, no phone, or a
 *   deleted account. booking_slot_usage is counted for future bookings that hold a place (capacity is
 *   not enforced for generated bookings). The patient accounts cannot sign in (no password hash).
 *
 * Deterministic: the same options and `seed` give the same data (hashtext over the row number, no
 * random()), apart from UUIDs and timestamps relative to now. Counts are totals to reach: running
 * again with the same numbers adds nothing; it ends with VACUUM (ANALYZE) of the tables it wrote. Works on
 * PostgreSQL and PGlite (PGlite is slow at 100,000).
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Database } from "./index.ts";
import { seedCatalog, seedDataDir } from "./seed.ts";
import { addPatientsAndBookings } from "./seed-scale-bookings.ts";
import {
  baseName,
  LAB_NAME_WORDS,
  lit,
  numArray,
  PLATFORMS,
  QUALIFIERS,
  SAMPLE_TYPES,
  SCALE_PATIENT_PASSWORD_HASH,
  scaleSql,
  scrambler,
  slugOf,
  SPECIMENS,
  textArray,
  type LabSeed,
  type ScaleSql,
  type TestSeed,
} from "./seed-scale-data.ts";

export interface SeedScaleOptions {
  /** Tests the catalogue should hold in total (default: the seeded 400, nothing generated). */
  tests?: number;
  /** Active labs in total (default: the seeded 24). */
  labs?: number;
  /** Bookings in total (default 0: none generated). */
  bookings?: number;
  /** Varies the generated data (default "labcompare"). */
  seed?: string;
  /** Rows per INSERT batch (default 25,000). */
  batchSize?: number;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
}

export interface SeedScaleSummary {
  categories: number;
  labs: number;
  tests: number;
  offers: number;
  patients: number;
  bookings: number;
  bookingItems: number;
  /** Rows added by this run. */
  added: {
    labs: number;
    tests: number;
    offers: number;
    patients: number;
    bookings: number;
    bookingItems: number;
  };
  seconds: number;
}

export { SCALE_PATIENT_PASSWORD_HASH };

/** The row counts a run reports: every category, active lab, test, offer, generated patient, booking and item. */
async function rowCounts(count: ScaleSql["count"]) {
  return {
    categories: await count(`SELECT count(*) AS n FROM test_categories`),
    labs: await count(`SELECT count(*) AS n FROM labs WHERE active`),
    tests: await count(`SELECT count(*) AS n FROM tests`),
    offers: await count(`SELECT count(*) AS n FROM lab_test_offers`),
    patients: await count(
      `SELECT count(*) AS n FROM users WHERE password_hash = ${lit(SCALE_PATIENT_PASSWORD_HASH)}`,
    ),
    bookings: await count(`SELECT count(*) AS n FROM bookings`),
    bookingItems: await count(`SELECT count(*) AS n FROM booking_items`),
  };
}

/**
 * Adds `newLabs` labs beyond the seeded ones: a seeded lab's place, hours and accreditation under a
 * new name (`labsBefore`: the labs there already, so a later run continues the numbering).
 */
async function addLabs(
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

/** What addTests grows the catalogue with. */
interface TestGrowth {
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
async function addTests(
  sql: ScaleSql,
  { tests, labs, testsBefore, target, batchSize, log }: TestGrowth,
): Promise<void> {
  const { pick, unit, listPrice, roundPrice, exec, count } = sql;
  const bases = tests.length;
  const perBase = 8 * PLATFORMS.length * QUALIFIERS.length;
  const combos = bases * perBase;
  const scramble = scrambler(combos);
  const typeIndex = `array_position(${textArray(SAMPLE_TYPES)}, b.sample_type::text) - 1`;
  const labSetup = `
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
  let testsNow = testsBefore;
  while (testsNow < target) {
    const from = testsNow + 1;
    const to = Math.min(target, testsNow + batchSize);
    // Row g numbers generated tests from the catalogue's size: a later run continues the numbering.
    await exec(`
      BEGIN;
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

/**
 * Grows the database to the totals in `options` (see this module's description); the same options
 * add nothing on a second run. Output: the row counts after the run, what it added, and its seconds.
 * Errors: a database error (with the SQL near its position), or a batch that did not reach its count.
 */
export async function seedScale(db: Database, options: SeedScaleOptions = {}): Promise<SeedScaleSummary> {
  const t0 = performance.now();
  const log = options.log ?? (() => {});
  const salt = (options.seed ?? "labcompare").replace(/[^a-z0-9_-]/gi, "");
  const batchSize = Math.max(1_000, options.batchSize ?? 25_000);
  const sql = scaleSql(db, salt);
  const { count } = sql;

  log("Seeding the demo catalogue (categories, 400 tests, 24 labs)…");
  await seedCatalog(db.prisma);
  const tests = JSON.parse(readFileSync(resolve(seedDataDir, "tests.json"), "utf8")) as TestSeed[];
  const labs = JSON.parse(readFileSync(resolve(seedDataDir, "labs.json"), "utf8")) as LabSeed[];
  const before = await rowCounts(count);

  await addLabs(sql, labs, before.labs, Math.max(0, (options.labs ?? 0) - before.labs), log);
  await addTests(sql, {
    tests,
    labs,
    testsBefore: before.tests,
    target: options.tests ?? before.tests,
    batchSize,
    log,
  });

  // Patients (one account per three bookings) and bookings, in batches.
  await addPatientsAndBookings(sql, { before, targetBookings: options.bookings ?? 0, batchSize, tests, log });

  // The offer-summary triggers rewrote every generated test once: VACUUM clears the old versions (as
  // autovacuum would in time) so plans and timings see a settled table, and ANALYZE sees the new rows.
  log("VACUUM ANALYZE…");
  await db.sql.exec(
    `VACUUM (ANALYZE) tests, lab_test_offers, labs, test_categories, users, profiles, bookings, booking_items, booking_slot_usage`,
  );
  const after = await rowCounts(count);
  return {
    ...after,
    added: {
      labs: after.labs - before.labs,
      tests: after.tests - before.tests,
      offers: after.offers - before.offers,
      patients: after.patients - before.patients,
      bookings: after.bookings - before.bookings,
      bookingItems: after.bookingItems - before.bookingItems,
    },
    seconds: (performance.now() - t0) / 1000,
  };
}
