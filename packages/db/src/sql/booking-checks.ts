/**
 * What booking.create reads before its transaction, in one statement sent straight to the driver:
 * whether this idempotency key already made a booking, the patient's language, the lab, the tests,
 * the lab's offers of them and a closure on the day. Five statements through Prisma cost more CPU
 * than the rest of the request's reads together (docs/performance.md); the checks themselves stay
 * in the API.
 */
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { SampleType } from "../generated/prisma/enums.ts";
import { readRows } from "../driver.ts";
import type { ItemTest } from "./lab-prices.ts";

/** `json_build_object` of `alias`'s columns named by `keys` (camelCase keys, snake_case columns). */
function jsonObject(alias: string, keys: readonly string[]): string {
  const column = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return `json_build_object(${keys.map((k) => `'${k}', ${alias}.${column(k)}`).join(", ")})`;
}

/**
 * The checks statement with the lab's columns named by `labKeys` (Prisma field names; the lab comes
 * as a JSON object with those keys). $1 user, $2 idempotency key (or null), $3 lab, $4 test ids,
 * $5 date (YYYY-MM-DD).
 */
export function bookingChecksSql(labKeys: readonly string[]): string {
  return `SELECT
  (SELECT b.id FROM bookings b WHERE b.user_id = $1::uuid AND b.idempotency_key = $2) AS repeat_id,
  (SELECT p.locale FROM profiles p WHERE p.id = $1::uuid) AS locale,
  (SELECT ${jsonObject("l", labKeys)} FROM labs l WHERE l.id = $3::uuid AND l.active) AS lab,
  coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'nameAr', t.name_ar, 'slug', t.slug, 'fastingHours', t.fasting_hours,
              'preparationInstructions', t.preparation_instructions, 'preparationInstructionsAr', t.preparation_instructions_ar,
              'sampleType', t.sample_type::text) ORDER BY t.name) FROM tests t
            WHERE t.id = ANY($4::uuid[]) AND t.active), '[]') AS tests,
  coalesce((SELECT json_agg(json_build_object('testId', o.test_id, 'priceAed', o.price_aed::text,
              'originalPriceAed', o.original_price_aed::text, 'homeCollectionFeeAed', o.home_collection_fee_aed::text) ORDER BY o.test_id)
            FROM lab_test_offers o WHERE o.lab_id = $3::uuid AND o.test_id = ANY($4::uuid[]) AND o.active), '[]') AS offers,
  (SELECT c.reason FROM lab_closures c WHERE c.lab_id = $3::uuid AND c.date = $5::date) AS closure`;
}

/** An offer's prices as booking.create snapshots them (AED, numeric as text). */
export interface CheckedOffer {
  testId: string;
  priceAed: string;
  originalPriceAed: string | null;
  homeCollectionFeeAed: string | null;
}

/** A requested test as the booking's items show it. */
export interface CheckedTest extends ItemTest {
  preparationInstructionsAr: string | null;
  sampleType: SampleType;
}

/** The row of the checks statement (snake_case columns, JSON objects in camelCase); `Lab`: the lab's object. */
export interface BookingChecksRow<Lab> {
  repeat_id: string | null;
  locale: string | null;
  lab: Lab | null;
  tests: CheckedTest[];
  offers: CheckedOffer[];
  closure: string | null;
}

/** What booking.create checks. */
export interface BookingChecks<Lab> {
  /** The booking this user already made with this idempotency key, or null. */
  repeatId: string | null;
  /** The patient's language as saved on their profile ("en" | "ar"), or null without a profile. */
  locale: string | null;
  /** The lab when it exists and is active, else null. */
  lab: Lab | null;
  /** The active tests among the requested ids, by name (the database's order). */
  tests: CheckedTest[];
  /** The lab's active offers of the requested tests. */
  offers: CheckedOffer[];
  /** The reason the lab is closed on the date, or null. */
  closure: string | null;
}

/** What the checks are about: `testIds` lower-case UUIDs, `scheduledDate` YYYY-MM-DD (Asia/Dubai). */
export interface BookingChecksInput {
  idempotencyKey?: string;
  labId: string;
  testIds: string[];
  scheduledDate: string;
}

/** The checks statement's values for `userId` booking `input` (also sent by the benchmark's bare baseline). */
export function bookingChecksValues(userId: string, input: BookingChecksInput): unknown[] {
  return [userId, input.idempotencyKey ?? null, input.labId, input.testIds, input.scheduledDate];
}

/** Reads the checks (`sql`: a `bookingChecksSql` text) through the driver. Errors: only the driver's. */
export async function readBookingChecks<Lab>(
  db: Pick<PrismaClient, "$queryRawUnsafe">,
  sql: string,
  userId: string,
  input: BookingChecksInput,
): Promise<BookingChecks<Lab>> {
  const [row] = await readRows<BookingChecksRow<Lab>>(db, sql, bookingChecksValues(userId, input));
  return {
    repeatId: row!.repeat_id,
    locale: row!.locale,
    lab: row!.lab,
    tests: row!.tests,
    offers: row!.offers,
    closure: row!.closure,
  };
}
