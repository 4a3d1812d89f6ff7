/**
 * Large, realistic data for benchmarks: `seedScale(db, { tests, labs, offers, bookings, observations })`
 * grows the demo catalogue (seedCatalog: 21 categories, 400 real tests, 24 labs) to `tests` tests,
 * `labs` labs, `offers` offers, `bookings` bookings and `observations` result values. Used by
 * `npm run seed:scale` (packages/db/scripts/seed-scale.ts) and by `npm run bench:search`
 * (packages/api/bench/search.bench.ts).
 *
 * What it generates, all in SQL (INSERT … SELECT over generate_series, in batches, one transaction
 * each), so the triggers that keep tests' search columns and offer summaries run once per statement:
 * - Tests: each a variant of one of the 400 seeded tests — its name without "Test", a specimen or
 *   form that fits its sample type, an optional "Rapid/Extended/Reference" qualifier and an analyser
 *   platform ("Vitamin D, Serum (Roche cobas)", "Urine Culture, Midstream Urine, Rapid (Sysmex)").
 *   It keeps the seeded test's category, abbreviations/synonyms, description, LOINC code, sample
 *   type, fasting and preparation, so search sees real analyte words. Names are unique (a bijection
 *   over 400 × 8 × 12 × 4 = 153,600 combinations; beyond that " #2", " #3"… are appended).
 * - Offers: 2–5 per generated test (35 % 2, 35 % 3, 20 % 4, 10 % 5: ~3.05 on average) at labs drawn
 *   by weighted sampling (a seeded lab's catalogue share), priced from the seeded test's typical UAE
 *   price × the lab's price factor, rounded as price lists are (5 AED, 10 AED above 1,000) and kept
 *   within 30–2,000 AED; 15 % with an original (struck-through) price; turnaround from the seeded
 *   test's; the lab's home-collection fee. With `offers`, more up to that total: popular tests at
 *   most labs, rare ones at few (a Zipf-like curve over the tests ranked by popularity, the top test
 *   at every lab: seed-scale-offers.ts), priced as the test's other offers.
 * - Labs beyond the seeded 24: copies of a seeded lab's emirate, area, hours and accreditation under
 *   a new name and slug, 70 % with home collection.
 * - Insurance: the demo insurers and plans, every lab in 1–4 plans' networks (seed-scale-insurance.ts).
 * - Bookings: one patient account (users + profiles: name, email, E.164 UAE mobile) per three
 *   bookings; busy and quiet labs (lab r of those ranked by offers gets a share ∝ 1/r); appointments
 *   from three years ago (a rate growing threefold to today) to 60 days ahead (thinning with lead
 *   time) in Asia/Dubai (lab visits every 15 minutes 07:00–19:45, home collection in 2-hour windows
 *   07:00–19:00 at labs that offer it), statuses that fit past or future, cancellations with
 *   who/when/why, 1–3 items from the lab's offers (the seeded tests first) with price snapshots and
 *   totals, references "LC-" + 6 characters of REFERENCE_ALPHABET (a bijection, so unique), some
 *   family-member names, notes, no phone, or a deleted account; 5 % by the frequent patients (1 in
 *   1,000). booking_slot_usage is counted for future bookings that hold a place (capacity is not
 *   enforced for generated bookings). The patient accounts cannot sign in (no password hash).
 * - Results (`observations`): lab reports of completed bookings with the booked tests' analytes
 *   (LOINC code, value, UCUM unit, reference range, flag), and the frequent patients' ten years of
 *   results (~500 reports each) (seed-scale-results.ts).
 *
 * Deterministic: the same options and `seed` give the same data (hashtext over the row number, no
 * random()), apart from UUIDs and timestamps relative to now. Counts are totals to reach: running
 * again with the same numbers adds nothing; it ends with VACUUM (ANALYZE) of the tables it wrote.
 * Generated accounts, bookings, items, reports and observations get time-ordered UUIDs (the UUIDv7
 * layout), inserted in that order, so the primary keys grow at their end.
 * Bookings and results are inserted without the per-row foreign-key checks when the role may skip
 * them (session_replication_role; those tables have no other triggers): their rows point at rows
 * the same statement read. Works on PostgreSQL and PGlite (PGlite is slow at 100,000).
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Database } from "./index.ts";
import { seedDataDir } from "./paths.ts";
import { seedCatalog } from "./seed.ts";
import { addPatientsAndBookings } from "./seed-scale-bookings.ts";
import { addLabs, addTests, labSetupSql } from "./seed-scale-catalogue.ts";
import { addOffers } from "./seed-scale-offers.ts";
import { addInsuranceNetworks } from "./seed-scale-insurance.ts";
import { addResults } from "./seed-scale-results.ts";
import { SCALE_PATIENT_PASSWORD_HASH, type LabSeed, type TestSeed } from "./seed-scale-data.ts";
import { lit, scaleSql, type ScaleSql } from "./seed-scale-sql.ts";
import type { AnalyteSeed } from "./seed-scale-observations.ts";

export interface SeedScaleOptions {
  /** Tests the catalogue should hold in total (default: the seeded 400, nothing generated; with `offers`, offers / 20). */
  tests?: number;
  /** Active labs in total (default: the seeded 24). */
  labs?: number;
  /** Offers in total (default: the seeded ones and the generated tests' 2–5). */
  offers?: number;
  /** Bookings in total (default 0: none generated). */
  bookings?: number;
  /** Observations (result values) in total (default 0: no reports generated). */
  observations?: number;
  /** Varies the generated data (default "labcompare"). */
  seed?: string;
  /** Rows per INSERT batch (default 25,000). */
  batchSize?: number;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
}

/** Row counts of the scale data's tables. */
type ScaleRowCounts = {
  labs: number;
  tests: number;
  offers: number;
  patients: number;
  bookings: number;
  bookingItems: number;
  reports: number;
  observations: number;
};

export interface SeedScaleSummary extends ScaleRowCounts {
  categories: number;
  /** Rows added by this run. */
  added: ScaleRowCounts;
  seconds: number;
}

export { SCALE_PATIENT_PASSWORD_HASH };

/** The row counts a run reports: every category, active lab, test, offer, generated patient, booking, item, report and observation. */
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
    reports: await count(`SELECT count(*) AS n FROM reports`),
    observations: await count(`SELECT count(*) AS n FROM observations`),
  };
}

/**
 * Statements a bulk transaction starts with: no JIT (it compiles each large statement for seconds);
 * GIN entries gathered in the pending list (merged by the closing VACUUM); and, when the role may
 * and bookings, items, reports and observations have no triggers besides the dashboard's rollups
 * (recomputed once at the end), no per-row foreign-key checks (session_replication_role = replica
 * also skips triggers: hence the check).
 */
async function bulkSettings(sql: ScaleSql): Promise<string> {
  const replica = await sql.count(`
    SELECT (current_setting('is_superuser') = 'on' AND NOT EXISTS (
      SELECT 1 FROM pg_trigger t
      WHERE NOT t.tgisinternal AND t.tgname NOT LIKE 'booking\\_rollups\\_%' AND t.tgrelid IN ('bookings'::regclass, 'booking_items'::regclass,
            'booking_slot_usage'::regclass, 'reports'::regclass, 'observations'::regclass)))::int AS n`);
  return `SET LOCAL jit = off; SET LOCAL gin_pending_list_limit = '256MB';${replica ? " SET LOCAL session_replication_role = replica;" : ""}`;
}

/**
 * Grows the database to the totals in `options` (see this module's description); the same options
 * add nothing on a second run. Output: the row counts after the run, what it added, and its seconds.
 * `log` gets a line per step, each ending with the seconds since the line before ("[12.3 s]").
 * Errors: a database error (with the SQL near its position), a batch that did not reach its count,
 * or more offers than tests × labs.
 */
export async function seedScale(db: Database, options: SeedScaleOptions = {}): Promise<SeedScaleSummary> {
  const t0 = performance.now();
  let last = t0;
  const log = (line: string) => {
    const now = performance.now();
    options.log?.(`${line} [${((now - last) / 1000).toFixed(1)} s]`);
    last = now;
  };
  const salt = (options.seed ?? "labcompare").replace(/[^a-z0-9_-]/gi, "");
  const batchSize = Math.max(1_000, options.batchSize ?? 25_000);
  const sql = scaleSql(db, salt);
  const { count } = sql;

  await seedCatalog(db.prisma);
  log("Demo catalogue: 21 categories, 400 tests, 24 labs.");
  const tests = JSON.parse(readFileSync(resolve(seedDataDir, "tests.json"), "utf8")) as (TestSeed &
    AnalyteSeed)[];
  const labs = JSON.parse(readFileSync(resolve(seedDataDir, "labs.json"), "utf8")) as LabSeed[];
  const before = await rowCounts(count);
  const bulk = await bulkSettings(sql);

  await addLabs(sql, labs, before.labs, Math.max(0, (options.labs ?? 0) - before.labs), log);
  // Without a number of tests, offers spread over offers / 20 tests: a few labs each for the rare ones.
  const targetTests = options.tests ?? (options.offers ? Math.round(options.offers / 20) : before.tests);
  await addTests(sql, { tests, labs, testsBefore: before.tests, target: targetTests, batchSize, log });
  if (options.offers !== undefined)
    await addOffers(sql, labSetupSql(sql, labs), { tests, labs, target: options.offers, batchSize, log });

  await addInsuranceNetworks(db.prisma, sql, log);

  // Patients (one account per three bookings) and bookings, in batches.
  const targetBookings = options.bookings ?? 0;
  // Bookings in larger batches: each batch first reads every patient and offer.
  await addPatientsAndBookings(sql, { before, targetBookings, batchSize: 4 * batchSize, tests, bulk, log });
  if (options.observations)
    await addResults(sql, {
      seeds: tests,
      target: options.observations,
      batchSize: 2 * batchSize,
      bulk,
      log,
    });

  // Replica mode skipped the dashboard rollups' triggers: recompute them from every booking.
  await db.sql.exec("SELECT refresh_booking_rollups()");
  log("Dashboard rollups recomputed.");

  // The offer-summary triggers rewrote every generated test once: VACUUM clears the old versions (as
  // autovacuum would in time) so plans and timings see a settled table, ANALYZE sees the new rows,
  // and GIN pending lists are merged.
  await db.sql.exec(
    `VACUUM (ANALYZE) tests, lab_test_offers, labs, test_categories, users, profiles, bookings, booking_items,
     booking_slot_usage, reports, observations, lab_booking_totals, test_booking_counts, lab_plan_networks`,
  );
  log("VACUUM ANALYZE.");
  const after = await rowCounts(count);
  const added = Object.fromEntries(
    Object.entries(after)
      .filter(([key]) => key !== "categories")
      .map(([key, n]) => [key, n - before[key as keyof typeof before]]),
  ) as SeedScaleSummary["added"];
  return { ...after, added, seconds: (performance.now() - t0) / 1000 };
}
