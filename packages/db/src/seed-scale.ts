/**
 * Large, realistic data for benchmarks (issue 12): `seedScale(db, { tests, labs, bookings })` grows the
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
import { REFERENCE_ALPHABET } from "@labcompare/domain";
import type { Database } from "./index.ts";
import { seedCatalog, seedDataDir } from "./seed.ts";

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
  added: { labs: number; tests: number; offers: number; patients: number; bookings: number; bookingItems: number };
  seconds: number;
}

interface TestSeed { name: string; slug: string; typicalPriceAed: number; turnaroundHours: number }

/** A seeded test's name as the first part of a variant's: "Vitamin D Test" → "Vitamin D". */
function baseName(name: string): string {
  return name.replace(/\s+Test$/, "");
}
interface LabSeed { slug: string; priceFactor: number; catalogueShare: number; homeCollectionFeeAed: number | null }

/** Password hash of generated patients: not an argon2 hash, so no password signs them in; also marks them. */
export const SCALE_PATIENT_PASSWORD_HASH = "!seed-scale:no-login";

const SAMPLE_TYPES = ["blood", "urine", "stool", "swab", "saliva", "semen"] as const;
/** Eight specimens or forms per sample type (same order as SAMPLE_TYPES). */
const SPECIMENS: Record<(typeof SAMPLE_TYPES)[number], string[]> = {
  blood: ["Serum", "Plasma", "Whole Blood", "Fasting", "Random", "Capillary", "Venous", "Paediatric"],
  urine: ["Random Urine", "24-Hour Urine", "First Morning Urine", "Spot Urine", "Midstream Urine", "Catheter Urine", "Paediatric Urine", "Timed Urine"],
  stool: ["Stool", "Random Stool", "Three Samples", "Preserved Stool", "Fresh Stool", "Paediatric Stool", "Quantitative", "Qualitative"],
  swab: ["Nasopharyngeal Swab", "Throat Swab", "Nasal Swab", "Vaginal Swab", "Urethral Swab", "Wound Swab", "Rectal Swab", "Paediatric Swab"],
  saliva: ["Saliva", "Morning Saliva", "Late-Night Saliva", "Four-Point Saliva", "Stimulated Saliva", "Paediatric Saliva", "Quantitative", "Qualitative"],
  semen: ["Semen", "Fresh Semen", "Post-Vasectomy Semen", "Computer-Assisted", "Extended", "Quantitative", "Repeat", "Screening"],
};
const PLATFORMS = [
  "Roche cobas", "Abbott Alinity", "Siemens Atellica", "Beckman DxI", "Sysmex", "bioMérieux VIDAS",
  "Ortho Vitros", "Mindray", "Snibe Maglumi", "Tosoh", "Werfen", "DiaSorin Liaison",
];
/** Qualifier and its price factor. */
const QUALIFIERS: [string, number][] = [["", 1], ["Rapid", 1.35], ["Extended", 1.6], ["Reference", 1.8]];

const FIRST_NAMES = [
  "Fatima", "Aisha", "Mariam", "Noura", "Hessa", "Shamma", "Mohammed", "Ahmed", "Omar", "Khalid", "Saeed", "Rashid",
  "Hamdan", "Youssef", "Ali", "Hassan", "Layla", "Sara", "Reem", "Huda", "Priya", "Anjali", "Rahul", "Arjun",
  "Vikram", "Deepa", "Sanjay", "Lakshmi", "Imran", "Ayesha", "Bilal", "Zainab", "Maria", "Jose", "Angelica", "Mark",
  "Joy", "Ramon", "Emma", "Oliver", "Sophie", "James", "Olga", "Dmitri", "Wei", "Mei", "Tariq", "Nadia",
  "Rania", "Karim", "Samir", "Lina", "Hiba", "Amal", "Salma", "Yara", "Joseph", "Anita", "Faisal", "Noor",
];
const LAST_NAMES = [
  "Al Mansoori", "Al Hashimi", "Al Nuaimi", "Al Ketbi", "Al Shamsi", "Al Mazrouei", "Al Dhaheri", "Al Suwaidi",
  "Al Falasi", "Al Marri", "Haddad", "Khoury", "Nasser", "Saleh", "Mahmoud", "Hussain", "Khan", "Sharma", "Patel",
  "Nair", "Menon", "Iyer", "Reddy", "Gupta", "Qureshi", "Siddiqui", "Malik", "Santos", "Reyes", "Cruz",
  "Garcia", "Dela Cruz", "Smith", "Jones", "Brown", "Taylor", "Wilson", "Ivanova", "Petrov", "Wang", "Li", "Zhang",
  "Fernandes", "D'Souza", "Mathew", "Thomas", "George", "Abraham", "O'Brien", "Kapoor",
];
const EMAIL_DOMAINS = ["example.com", "example.ae", "example.net", "example.org"];
/** UAE mobile prefixes after +971 (50, 52, 54, 55, 56, 58). */
const MOBILE_PREFIXES = ["50", "52", "54", "55", "56", "58"];
const NOTES = ["Please call on arrival", "Wheelchair access needed", "Prefer a female phlebotomist", "Needle-phobic, please be patient", "Gate code 4411", "Child aged 7"];
const LAB_REASONS = ["Lab closed for maintenance", "Patient asked by phone", "Duplicate booking", "Sample kit unavailable"];
const PATIENT_REASONS = ["Travelling", "Feeling unwell", "Booked another lab", "Doctor changed the request"];
const LAB_NAME_WORDS: [string[], string[]] = [
  ["Al Noor", "Crescent", "Oasis", "Falcon", "Pearl", "Palm", "Dune", "Marina", "Gulf", "Horizon", "Union", "Saker"],
  ["Diagnostics", "Medical Laboratory", "Clinical Lab", "Pathology Centre", "Health Labs"],
];
/** Days of bookings before and after today (Asia/Dubai). */
const PAST_DAYS = 365;
const FUTURE_DAYS = 60;

/** A SQL string literal. The inputs are this module's constants and seed files, but quote them properly anyway. */
function lit(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
function textArray(values: readonly string[]): string {
  return `ARRAY[${values.map(lit).join(",")}]::text[]`;
}
function numArray(values: readonly number[]): string {
  return `ARRAY[${values.map((v) => String(Number(v))).join(",")}]::numeric[]`;
}

/** A slug as slugify (@labcompare/validators) makes one: lower case, accents dropped, other runs as "-", at most 100 characters. */
function slugOf(expr: string): string {
  return `rtrim(left(trim(both '-' from regexp_replace(translate(lower(${expr}), 'àáâäçèéêëíïñóôöúüß', 'aaaaceeeeiinooouus'), '[^a-z0-9]+', '-', 'g')), 100), '-')`;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** First prime of a few that is coprime with `m`: multiplying by it permutes 0..m-1. */
function scrambler(m: number): number {
  return [7919, 104_729, 1_299_709, 15_485_863].find((p) => gcd(p, m) === 1)!;
}

/** A multiplier near m / φ coprime with `m`: consecutive numbers land far apart in 0..m-1. */
function spreader(m: number): number {
  let p = Math.round(m * 0.6180339887);
  while (gcd(p, m) !== 1) p++;
  return p;
}

export async function seedScale(db: Database, options: SeedScaleOptions = {}): Promise<SeedScaleSummary> {
  const t0 = performance.now();
  const log = options.log ?? (() => {});
  const salt = (options.seed ?? "labcompare").replace(/[^a-z0-9_-]/gi, "");
  const batchSize = Math.max(1_000, options.batchSize ?? 25_000);
  /** An integer in [0, n) drawn from `expr` (a row number) and `name`; the same inputs, the same number. */
  const pick = (expr: string, name: string, n: number | string) => `((hashtext((${expr})::text || '|${name}|${salt}')::bigint & 2147483647) % (${n}))`;
  /** A number in [0, 1), as `pick`. */
  const unit = (expr: string, name: string) => `((hashtext((${expr})::text || '|${name}|${salt}')::bigint & 2147483647) / 2147483648.0)`;
  /** Rounds an AED amount as price lists do (5 AED, 10 AED from 1,000) and keeps it within 30–2,000. */
  const roundPrice = (x: string) => `(CASE WHEN (${x}) >= 1000 THEN round((${x}) / 10) * 10 ELSE round((${x}) / 5) * 5 END)`;
  const listPrice = (x: string) => `least(2000, greatest(30, ${roundPrice(x)}))`;
  /** Runs a script; an error names the SQL near its position. */
  const exec = async (sql: string) => {
    try {
      await db.sql.exec(sql);
    } catch (error) {
      const position = Number((error as { position?: string }).position);
      if (Number.isFinite(position) && position > 0) {
        (error as Error).message += ` (near: ${sql.slice(Math.max(0, position - 120), position + 60).replace(/\s+/g, " ")})`;
      }
      throw error;
    }
  };
  const count = async (sql: string) => Number((await db.sql.query<{ n: number | string }>(sql)).rows[0]!.n);

  log("Seeding the demo catalogue (categories, 400 tests, 24 labs)…");
  await seedCatalog(db.prisma);
  const tests = JSON.parse(readFileSync(resolve(seedDataDir, "tests.json"), "utf8")) as TestSeed[];
  const labs = JSON.parse(readFileSync(resolve(seedDataDir, "labs.json"), "utf8")) as LabSeed[];
  const before = {
    labs: await count(`SELECT count(*) AS n FROM labs WHERE active`),
    tests: await count(`SELECT count(*) AS n FROM tests`),
    offers: await count(`SELECT count(*) AS n FROM lab_test_offers`),
    patients: await count(`SELECT count(*) AS n FROM users WHERE password_hash = ${lit(SCALE_PATIENT_PASSWORD_HASH)}`),
    bookings: await count(`SELECT count(*) AS n FROM bookings`),
    bookingItems: await count(`SELECT count(*) AS n FROM booking_items`),
  };

  // Labs beyond the seeded ones: a seeded lab's place, hours and accreditation under a new name.
  const newLabs = Math.max(0, (options.labs ?? 0) - before.labs);
  if (newLabs > 0) {
    const [w1, w2] = LAB_NAME_WORDS;
    const combos = w1.length * w2.length * labs.length;
    // Row g numbers generated labs: a later run continues the numbering, so names stay new.
    const generatedLabs = Math.max(0, before.labs - labs.length);
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

  // Tests with their offers, in batches.
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
  const target = options.tests ?? before.tests;
  let testsNow = before.tests;
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
      SELECT g, gen_random_uuid() AS id, b.base_name, b.synonyms, b.category_id, b.description, b.preparation_instructions,
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
                         sample_type, fasting_hours, synonyms, is_panel, updated_at)
      SELECT id, name, ${slugOf("name")},
             description || ' Run on ' || platform || '.', category_id, preparation_instructions,
             CASE WHEN qualifier = 'Rapid' THEN 'Same day' ELSE result_time END, loinc_code, sample_type, fasting_hours,
             synonyms, is_panel, now()
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

  // Patients (one account per three bookings) and bookings, in batches.
  const targetBookings = options.bookings ?? 0;
  let bookingsNow = before.bookings;
  if (bookingsNow < targetBookings) {
    const wantPatients = Math.max(1, Math.ceil(targetBookings / 3));
    if (before.patients < wantPatients) {
      await exec(`
        INSERT INTO users (id, email, password_hash, created_at, email_verified_at)
        SELECT gen_random_uuid(), p.email, ${lit(SCALE_PATIENT_PASSWORD_HASH)}, now() - interval '1 day' * (${PAST_DAYS + 30} - ${pick("n", "since", PAST_DAYS)}),
               CASE WHEN ${unit("n", "verified")} < 0.8 THEN now() - interval '1 day' * ${pick("n", "since", PAST_DAYS)} END
        FROM generate_series(${before.patients + 1}, ${wantPatients}) AS n
        CROSS JOIN LATERAL (
          SELECT lower(regexp_replace((${textArray(FIRST_NAMES)})[1 + ${pick("n", "first", FIRST_NAMES.length)}] || '.'
                 || (${textArray(LAST_NAMES)})[1 + ${pick("n", "last", LAST_NAMES.length)}], '[^A-Za-z.]', '', 'g'))
                 || n || '@' || (${textArray(EMAIL_DOMAINS)})[1 + ${pick("n", "domain", EMAIL_DOMAINS.length)}] AS email
        ) p
        ON CONFLICT DO NOTHING;
        INSERT INTO profiles (id, first_name, last_name, phone, updated_at)
        SELECT u.id, (${textArray(FIRST_NAMES)})[1 + ${pick("n", "first", FIRST_NAMES.length)}],
               (${textArray(LAST_NAMES)})[1 + ${pick("n", "last", LAST_NAMES.length)}],
               '+971' || (${textArray(MOBILE_PREFIXES)})[1 + ${pick("n", "mobile", MOBILE_PREFIXES.length)}] || lpad(${pick("n", "number", 10_000_000)}::text, 7, '0'),
               now()
        FROM generate_series(${before.patients + 1}, ${wantPatients}) AS n
        JOIN users u ON u.email = lower(regexp_replace((${textArray(FIRST_NAMES)})[1 + ${pick("n", "first", FIRST_NAMES.length)}] || '.'
                 || (${textArray(LAST_NAMES)})[1 + ${pick("n", "last", LAST_NAMES.length)}], '[^A-Za-z.]', '', 'g'))
                 || n || '@' || (${textArray(EMAIL_DOMAINS)})[1 + ${pick("n", "domain", EMAIL_DOMAINS.length)}]
        ON CONFLICT DO NOTHING;
      `);
      log(`Patients: ${(wantPatients - before.patients).toLocaleString("en")} accounts added.`);
    }
    const refModulus = REFERENCE_ALPHABET.length ** 6;
    const refMultiplier = spreader(refModulus);
    const refChar = (i: number) => `substr('${REFERENCE_ALPHABET}', (1 + ((((b.g * ${refMultiplier}::bigint) + 12345) % ${refModulus}) / ${REFERENCE_ALPHABET.length ** i}) % ${REFERENCE_ALPHABET.length})::int, 1)`;
    while (bookingsNow < targetBookings) {
      const from = bookingsNow + 1;
      const to = Math.min(targetBookings, bookingsNow + batchSize);
      await exec(`
        BEGIN;
        CREATE TEMP TABLE scale_pat ON COMMIT DROP AS
        SELECT row_number() OVER (ORDER BY u.email) AS n, u.id AS user_id, p.first_name, p.last_name, u.email, p.phone
        FROM users u JOIN profiles p ON p.id = u.id WHERE u.password_hash = ${lit(SCALE_PATIENT_PASSWORD_HASH)};
        -- Each lab's bookable offers, the seeded (popular) tests first: a booking draws 1–3 of them.
        CREATE TEMP TABLE scale_lab_offers ON COMMIT DROP AS
        SELECT * FROM (
          SELECT o.lab_id, o.test_id, o.price_aed, o.original_price_aed, o.home_collection_fee_aed,
                 row_number() OVER (PARTITION BY o.lab_id ORDER BY (t.slug = ANY(${textArray(tests.map((t) => t.slug))})) DESC, md5(t.slug)) AS rn
          FROM lab_test_offers o JOIN tests t ON t.id = o.test_id AND t.active
          WHERE o.active
        ) x WHERE rn <= 300;
        CREATE TEMP TABLE scale_blabs ON COMMIT DROP AS
        SELECT row_number() OVER (ORDER BY l.slug) AS rn, l.id, l.area, l.emirate, l.home_collection, o.n AS n_off
        FROM labs l JOIN (SELECT lab_id, count(*) AS n FROM scale_lab_offers GROUP BY lab_id) o ON o.lab_id = l.id
        WHERE l.active;
        CREATE TEMP TABLE scale_b ON COMMIT DROP AS
        SELECT g, gen_random_uuid() AS id, l.id AS lab_id, l.n_off, l.area, l.emirate, ${pick("g", "items-at", 1_000_000)} AS h,
               CASE WHEN ${unit("g", "k")} < 0.6 THEN 1 WHEN ${unit("g", "k")} < 0.85 THEN 2 ELSE 3 END AS k,
               p.user_id, p.first_name, p.last_name, p.email, p.phone, m.mode, d.day, t.slot,
               ((d.day + t.slot::time) AT TIME ZONE 'Asia/Dubai') AS starts_at
        FROM generate_series(${from}, ${to}) AS g
        JOIN scale_blabs l ON l.rn = 1 + ${pick("g", "lab", "(SELECT count(*) FROM scale_blabs)")}
        JOIN scale_pat p ON p.n = 1 + ${pick("g", "patient", "(SELECT count(*) FROM scale_pat)")}
        CROSS JOIN LATERAL (SELECT CASE WHEN l.home_collection AND ${unit("g", "mode")} < 0.25 THEN 'home_collection' ELSE 'lab_visit' END::"CollectionMode" AS mode) m
        CROSS JOIN LATERAL (SELECT (now() AT TIME ZONE 'Asia/Dubai')::date - ${PAST_DAYS} + ${pick("g", "day", PAST_DAYS + FUTURE_DAYS + 1)}::int AS day) d
        CROSS JOIN LATERAL (
          SELECT to_char(time '07:00' + CASE WHEN m.mode = 'home_collection' THEN interval '2 hours' * ${pick("g", "window", 7)}
                                             ELSE interval '15 minutes' * ${pick("g", "slot", 52)} END, 'HH24:MI') AS slot
        ) t;
        ALTER TABLE scale_b ADD COLUMN status "BookingStatus", ADD COLUMN created_at timestamptz;
        UPDATE scale_b SET
          status = (CASE WHEN starts_at < now()
                     THEN (ARRAY['completed','completed','completed','completed','completed','completed','completed','completed',
                                 'completed','completed','completed','completed','completed','completed','completed',
                                 'cancelled','cancelled','no_show','confirmed','pending'])[1 + ${pick("g", "status", 20)}]
                     ELSE (ARRAY['pending','pending','pending','pending','confirmed','confirmed','confirmed','confirmed','confirmed','cancelled'])[1 + ${pick("g", "status", 10)}]
                   END)::"BookingStatus",
          created_at = least(now() - interval '1 minute' * ${pick("g", "ago", 600)},
                             starts_at - interval '1 hour' - interval '1 hour' * ${pick("g", "lead", 480)});
        CREATE TEMP TABLE scale_i ON COMMIT DROP AS
        SELECT b.id AS booking_id, o.test_id, o.price_aed, o.original_price_aed, o.home_collection_fee_aed
        FROM scale_b b
        CROSS JOIN LATERAL generate_series(0, least(b.k, b.n_off) - 1) AS j
        JOIN scale_lab_offers o ON o.lab_id = b.lab_id AND o.rn = 1 + ((b.h + j) % b.n_off);
        INSERT INTO bookings (id, reference, user_id, lab_id, scheduled_date, scheduled_time, starts_at, patient_name, patient_email,
                              patient_phone, notes, status, collection_mode, collection_address, collection_emirate, price_aed,
                              home_collection_fee_aed, total_aed, cancelled_by, cancellation_reason, cancelled_at, created_at, updated_at)
        SELECT b.id,
               'LC-' || ${[5, 4, 3, 2, 1, 0].map(refChar).join(" || ")},
               CASE WHEN ${unit("b.g", "deleted")} < 0.03 THEN NULL ELSE b.user_id END,
               b.lab_id, b.day, b.slot, b.starts_at,
               CASE WHEN ${unit("b.g", "family")} < 0.12 THEN (${textArray(FIRST_NAMES)})[1 + ${pick("b.g", "family-first", FIRST_NAMES.length)}] ELSE b.first_name END
                 || ' ' || b.last_name,
               b.email,
               CASE WHEN ${unit("b.g", "nophone")} < 0.05 THEN NULL ELSE b.phone END,
               CASE WHEN ${unit("b.g", "note")} < 0.1 THEN (${textArray(NOTES)})[1 + ${pick("b.g", "note-text", NOTES.length)}] END,
               b.status, b.mode,
               CASE WHEN b.mode = 'home_collection' THEN 'Villa ' || (1 + ${pick("b.g", "villa", 120)}) || ', Street ' || (1 + ${pick("b.g", "street", 40)}) || ', ' || b.area END,
               CASE WHEN b.mode = 'home_collection' THEN b.emirate END,
               s.price, CASE WHEN b.mode = 'home_collection' THEN s.fee END,
               s.price + CASE WHEN b.mode = 'home_collection' THEN s.fee ELSE 0 END,
               c.by, CASE WHEN c.by = 'lab' THEN (${textArray(LAB_REASONS)})[1 + ${pick("b.g", "lab-reason", LAB_REASONS.length)}]
                          WHEN c.by = 'patient' AND ${unit("b.g", "says")} < 0.5 THEN (${textArray(PATIENT_REASONS)})[1 + ${pick("b.g", "pt-reason", PATIENT_REASONS.length)}] END,
               c.at, b.created_at, coalesce(c.at, b.created_at)
        FROM scale_b b
        JOIN (SELECT booking_id, sum(price_aed) AS price, max(coalesce(home_collection_fee_aed, 0)) AS fee FROM scale_i GROUP BY booking_id) s
          ON s.booking_id = b.id
        CROSS JOIN LATERAL (
          SELECT CASE WHEN b.status = 'cancelled' THEN (CASE WHEN ${unit("b.g", "who")} < 0.7 THEN 'patient' ELSE 'lab' END)::"CancelledBy" END AS by,
                 CASE WHEN b.status = 'cancelled' THEN b.created_at + (least(b.starts_at, now()) - b.created_at) * ${unit("b.g", "when")} END AS at
        ) c
        ON CONFLICT DO NOTHING;
        INSERT INTO booking_items (id, booking_id, test_id, price_aed, original_price_aed, home_collection_fee_aed)
        SELECT gen_random_uuid(), i.booking_id, i.test_id, i.price_aed, i.original_price_aed, i.home_collection_fee_aed
        FROM scale_i i JOIN bookings b ON b.id = i.booking_id;
        INSERT INTO booking_slot_usage (lab_id, slot_date, slot_time, collection_mode, booked)
        SELECT b.lab_id, b.scheduled_date, b.scheduled_time, b.collection_mode, count(*)::int
        FROM scale_b s JOIN bookings b ON b.id = s.id
        WHERE b.starts_at > now() AND b.status <> 'cancelled'
        GROUP BY 1, 2, 3, 4
        ON CONFLICT (lab_id, slot_date, collection_mode, slot_time) DO UPDATE SET booked = booking_slot_usage.booked + EXCLUDED.booked;
        COMMIT;
      `);
      bookingsNow = await count(`SELECT count(*) AS n FROM bookings`);
      log(`Bookings: ${bookingsNow.toLocaleString("en")} of ${targetBookings.toLocaleString("en")}.`);
      if (bookingsNow < to) throw new Error(`seedScale: expected ${to} bookings, found ${bookingsNow}`);
    }
  }

  // The offer-summary triggers rewrote every generated test once: VACUUM clears the old versions (as
  // autovacuum would in time) so plans and timings see a settled table, and ANALYZE sees the new rows.
  log("VACUUM ANALYZE…");
  await db.sql.exec(`VACUUM (ANALYZE) tests, lab_test_offers, labs, test_categories, users, profiles, bookings, booking_items, booking_slot_usage`);
  const after = {
    categories: await count(`SELECT count(*) AS n FROM test_categories`),
    labs: await count(`SELECT count(*) AS n FROM labs WHERE active`),
    tests: await count(`SELECT count(*) AS n FROM tests`),
    offers: await count(`SELECT count(*) AS n FROM lab_test_offers`),
    patients: await count(`SELECT count(*) AS n FROM users WHERE password_hash = ${lit(SCALE_PATIENT_PASSWORD_HASH)}`),
    bookings: await count(`SELECT count(*) AS n FROM bookings`),
    bookingItems: await count(`SELECT count(*) AS n FROM booking_items`),
  };
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
