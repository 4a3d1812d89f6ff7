/** The patients and bookings step of seedScale (./seed-scale.ts): see that module's description. */
import { REFERENCE_ALPHABET } from "@labcompare/domain";
import { FUTURE_DAYS, PAST_DAYS, SCALE_PATIENT_PASSWORD_HASH, type TestSeed } from "./seed-scale-data.ts";
import {
  EMAIL_DOMAINS,
  FIRST_NAMES,
  LAB_REASONS,
  LAST_NAMES,
  MOBILE_PREFIXES,
  NOTES,
  PATIENT_REASONS,
} from "./seed-scale-names.ts";
import { lit, spreader, textArray, type ScaleSql } from "./seed-scale-sql.ts";

/** Adds patient accounts numbered `from`..`to` (each with a profile: a name, a UAE mobile). */
async function addPatients(sql: ScaleSql, from: number, to: number): Promise<void> {
  const { pick, unit, uuid7, exec } = sql;
  await exec(`
    INSERT INTO users (id, email, password_hash, created_at, email_verified_at)
    SELECT ${uuid7(`n - ${from}`)}, p.email, ${lit(SCALE_PATIENT_PASSWORD_HASH)}, now() - interval '1 day' * (${PAST_DAYS + 30} - ${pick("n", "since", PAST_DAYS)}),
           CASE WHEN ${unit("n", "verified")} < 0.8 THEN now() - interval '1 day' * ${pick("n", "since", PAST_DAYS)} END
    FROM generate_series(${from}, ${to}) AS n
    CROSS JOIN LATERAL (
      SELECT lower(regexp_replace((${textArray(FIRST_NAMES)})[1 + ${pick("n", "first", FIRST_NAMES.length)}] || '.'
             || (${textArray(LAST_NAMES)})[1 + ${pick("n", "last", LAST_NAMES.length)}], '[^A-Za-z.]', '', 'g'))
             || n || '@' || (${textArray(EMAIL_DOMAINS)})[1 + ${pick("n", "domain", EMAIL_DOMAINS.length)}] AS email
    ) p
    ORDER BY n
    ON CONFLICT DO NOTHING;
    INSERT INTO profiles (id, first_name, last_name, phone, updated_at)
    SELECT u.id, (${textArray(FIRST_NAMES)})[1 + ${pick("n", "first", FIRST_NAMES.length)}],
           (${textArray(LAST_NAMES)})[1 + ${pick("n", "last", LAST_NAMES.length)}],
           '+971' || (${textArray(MOBILE_PREFIXES)})[1 + ${pick("n", "mobile", MOBILE_PREFIXES.length)}] || lpad(${pick("n", "number", 10_000_000)}::text, 7, '0'),
           now()
    FROM generate_series(${from}, ${to}) AS n
    JOIN users u ON u.email = lower(regexp_replace((${textArray(FIRST_NAMES)})[1 + ${pick("n", "first", FIRST_NAMES.length)}] || '.'
             || (${textArray(LAST_NAMES)})[1 + ${pick("n", "last", LAST_NAMES.length)}], '[^A-Za-z.]', '', 'g'))
             || n || '@' || (${textArray(EMAIL_DOMAINS)})[1 + ${pick("n", "domain", EMAIL_DOMAINS.length)}]
    ON CONFLICT DO NOTHING;
  `);
}

/** Patients numbered 1, 1001, 2001…: they book often and keep ten years of results (seed-scale-results.ts). */
export const FREQUENT_EVERY = 1000;
/** Share of bookings made by those patients. */
const FREQUENT_SHARE = 0.05;
/** Slots of the lab-choice table: lab r of the ranking holds a share 1/r / H(labs) of them (Zipf). */
const LAB_SLOTS = 100_000;
/** Future bookings thin out with lead time: tomorrow's rate, relative to the past's average, and its decay in days. */
const FUTURE_RATE = 3;
const FUTURE_DECAY_DAYS = 20;

/**
 * SQL for the day (a date in Asia/Dubai) of booking `g`: past days at a rate growing linearly from
 * 0.5 to 1.5 (three years back to yesterday, mean 1), today and later at FUTURE_RATE ×
 * e^(−d / FUTURE_DECAY_DAYS) up to FUTURE_DAYS; one uniform draw, its distribution inverted piecewise.
 */
function bookingDaySql(unit: ScaleSql["unit"]): string {
  const futureMass = FUTURE_RATE * FUTURE_DECAY_DAYS * (1 - Math.exp(-FUTURE_DAYS / FUTURE_DECAY_DAYS));
  const past = PAST_DAYS / (PAST_DAYS + futureMass);
  const u = unit("g", "day");
  return `(now() AT TIME ZONE 'Asia/Dubai')::date + CASE
    WHEN ${u} < ${past} THEN ${-PAST_DAYS} + floor(${PAST_DAYS} * (sqrt(0.25 + 2 * ${u} / ${past}) - 0.5))::int
    ELSE floor(${-FUTURE_DECAY_DAYS} * ln(1 - (${u} - ${past}) / ${1 - past} * ${1 - Math.exp(-FUTURE_DAYS / FUTURE_DECAY_DAYS)}))::int END`;
}

/**
 * The statement that adds bookings numbered `from`..`to`: a lab (busy and quiet: Zipf over the labs
 * ranked by offers), a patient (5 % the frequent ones), a mode, a day (bookingDaySql), a slot and a
 * status by the day's place in time, and 1–3 of the lab's offers (the seeded, popular tests first),
 * with their items and the slots' usage. `bulk`: statements that start the transaction's settings.
 */
function bookingBatchSql(sql: ScaleSql, tests: TestSeed[], from: number, to: number, bulk: string): string {
  const { pick, unit, uuid7 } = sql;
  const refModulus = REFERENCE_ALPHABET.length ** 6;
  const refMultiplier = spreader(refModulus);
  const refChar = (i: number) =>
    `substr('${REFERENCE_ALPHABET}', (1 + ((((b.g * ${refMultiplier}::bigint) + 12345) % ${refModulus}) / ${REFERENCE_ALPHABET.length ** i}) % ${REFERENCE_ALPHABET.length})::int, 1)`;
  const patients = "(SELECT max(n) FROM scale_pat)";
  return `
    BEGIN;
    ${bulk}
    -- Generated patients by the number in their address (numbered 1.. without gaps).
    CREATE TEMP TABLE scale_pat ON COMMIT DROP AS
    SELECT substring(u.email from '([0-9]+)@')::int AS n, u.id AS user_id, p.first_name, p.last_name, u.email, p.phone
    FROM users u JOIN profiles p ON p.id = u.id WHERE u.password_hash = ${lit(SCALE_PATIENT_PASSWORD_HASH)};
    -- Each lab's bookable offers, the seeded (popular) tests first: a booking draws 1–3 of them.
    CREATE TEMP TABLE scale_lab_offers ON COMMIT DROP AS
    SELECT * FROM (
      SELECT o.lab_id, o.test_id, o.price_aed, o.original_price_aed, o.home_collection_fee_aed,
             row_number() OVER (PARTITION BY o.lab_id ORDER BY (t.slug = ANY(${textArray(tests.map((t) => t.slug))})) DESC, md5(t.slug)) AS rn,
             count(*) OVER (PARTITION BY o.lab_id) AS total
      FROM lab_test_offers o JOIN tests t ON t.id = o.test_id AND t.active
      WHERE o.active
    ) x WHERE rn <= 300;
    -- Labs ranked by their offers (the larger catalogues are the busier labs).
    CREATE TEMP TABLE scale_blabs ON COMMIT DROP AS
    SELECT row_number() OVER (ORDER BY o.total DESC, l.slug) AS rn, l.id, l.area, l.emirate, l.home_collection, o.n AS n_off
    FROM labs l JOIN (SELECT lab_id, count(*) AS n, max(total) AS total FROM scale_lab_offers GROUP BY lab_id) o ON o.lab_id = l.id
    WHERE l.active;
    CREATE TEMP TABLE scale_lslot ON COMMIT DROP AS
    SELECT s.slot, w.rn FROM (
      SELECT rn, floor(${LAB_SLOTS} * (sum(1.0 / rn) OVER (ORDER BY rn) - 1.0 / rn) / h.total)::int AS lo,
             floor(${LAB_SLOTS} * sum(1.0 / rn) OVER (ORDER BY rn) / h.total)::int AS hi
      FROM scale_blabs CROSS JOIN (SELECT sum(1.0 / rn) AS total FROM scale_blabs) h
    ) w CROSS JOIN LATERAL generate_series(w.lo, w.hi - 1) AS s(slot);
    CREATE TEMP TABLE scale_b ON COMMIT DROP AS
    SELECT g, ${uuid7(`g - ${from}`)} AS id, l.id AS lab_id, l.n_off, l.area, l.emirate, ${pick("g", "items-at", 1_000_000)} AS h,
           CASE WHEN ${unit("g", "k")} < 0.6 THEN 1 WHEN ${unit("g", "k")} < 0.85 THEN 2 ELSE 3 END AS k,
           p.user_id, p.first_name, p.last_name, p.email, p.phone, m.mode, d.day, t.slot,
           ((d.day + t.slot::time) AT TIME ZONE 'Asia/Dubai') AS starts_at
    FROM generate_series(${from}, ${to}) AS g
    JOIN scale_lslot ls ON ls.slot = ${pick("g", "lab", LAB_SLOTS)}
    JOIN scale_blabs l ON l.rn = ls.rn
    JOIN scale_pat p ON p.n = CASE WHEN ${unit("g", "frequent")} < ${FREQUENT_SHARE}
                                   THEN 1 + ${FREQUENT_EVERY} * ${pick("g", "frequent-n", `(${patients} - 1) / ${FREQUENT_EVERY} + 1`)}
                                   ELSE 1 + ${pick("g", "patient", patients)} END
    CROSS JOIN LATERAL (SELECT CASE WHEN l.home_collection AND ${unit("g", "mode")} < 0.25 THEN 'home_collection' ELSE 'lab_visit' END::"CollectionMode" AS mode) m
    CROSS JOIN LATERAL (SELECT ${bookingDaySql(unit)} AS day) d
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
    ORDER BY b.id
    ON CONFLICT DO NOTHING;
    INSERT INTO booking_items (id, booking_id, test_id, price_aed, original_price_aed, home_collection_fee_aed)
    SELECT ${uuid7("row_number() OVER (ORDER BY i.booking_id, i.test_id) - 1")}, i.booking_id, i.test_id, i.price_aed,
           i.original_price_aed, i.home_collection_fee_aed
    FROM scale_i i JOIN bookings b ON b.id = i.booking_id
    ORDER BY i.booking_id, i.test_id;
    INSERT INTO booking_slot_usage (lab_id, slot_date, slot_time, collection_mode, booked)
    SELECT b.lab_id, b.scheduled_date, b.scheduled_time, b.collection_mode, count(*)::int
    FROM scale_b s JOIN bookings b ON b.id = s.id
    WHERE b.starts_at > now() AND b.status <> 'cancelled'
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (lab_id, slot_date, collection_mode, slot_time) DO UPDATE SET booked = booking_slot_usage.booked + EXCLUDED.booked;
    COMMIT;
  `;
}

/**
 * Adds patient accounts (one per three bookings) and bookings in batches of `batchSize` until
 * `targetBookings` bookings exist; `before` holds the counts at the start of the run, `bulk` the
 * settings each batch's transaction starts with. Errors: a batch that did not reach its count.
 */
export async function addPatientsAndBookings(
  sql: ScaleSql,
  opts: {
    before: { patients: number; bookings: number };
    targetBookings: number;
    batchSize: number;
    tests: TestSeed[];
    bulk: string;
    log: (line: string) => void;
  },
): Promise<void> {
  const { exec, count } = sql;
  const { before, targetBookings, batchSize, tests, bulk, log } = opts;
  let bookingsNow = before.bookings;
  if (bookingsNow >= targetBookings) return;
  const wantPatients = Math.max(1, Math.ceil(targetBookings / 3));
  if (before.patients < wantPatients) {
    await addPatients(sql, before.patients + 1, wantPatients);
    log(`Patients: ${(wantPatients - before.patients).toLocaleString("en")} accounts added.`);
  }
  while (bookingsNow < targetBookings) {
    const from = bookingsNow + 1;
    const to = Math.min(targetBookings, bookingsNow + batchSize);
    await exec(bookingBatchSql(sql, tests, from, to, bulk));
    bookingsNow = await count(`SELECT count(*) AS n FROM bookings`);
    log(`Bookings: ${bookingsNow.toLocaleString("en")} of ${targetBookings.toLocaleString("en")}.`);
    if (bookingsNow < to) throw new Error(`seedScale: expected ${to} bookings, found ${bookingsNow}`);
  }
}
