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
import { seedDataDir } from "./paths.ts";
import { seedCatalog } from "./seed.ts";
import { addPatientsAndBookings } from "./seed-scale-bookings.ts";
import { addLabs, addTests } from "./seed-scale-catalogue.ts";
import {
  lit,
  SCALE_PATIENT_PASSWORD_HASH,
  scaleSql,
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
