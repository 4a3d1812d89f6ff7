/**
 * What booking.create reads before its transaction, in one statement sent straight to the driver
 * (`readRows`): whether this idempotency key already made a booking, the lab's rules, the tests, the
 * lab's offers of them and a closure on the day. Five statements through Prisma cost more CPU than
 * the rest of the request's reads together (docs/performance.md, issue 12); the checks themselves
 * stay in createBooking.
 */
import { readRows, type PrismaClient, type SampleType } from "@labcompare/db";
import { labRulesSelect, type LabRulesRow } from "./slots.service.ts";

/** `json_build_object` of `alias`'s columns named by `keys` (camelCase keys, snake_case columns). */
function jsonObject(alias: string, keys: readonly string[]): string {
  const column = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return `json_build_object(${keys.map((k) => `'${k}', ${alias}.${column(k)}`).join(", ")})`;
}

/** The lab's columns createBooking reads: its rules, and what the answer and the messages show. */
const checkedLabKeys = [...Object.keys(labRulesSelect), "slug", "area", "emirate", "address", "phone", "latitude", "longitude"];

/** $1 user, $2 idempotency key (or null), $3 lab, $4 test ids, $5 date (YYYY-MM-DD). */
const BOOKING_CHECKS_SQL = `SELECT
  (SELECT b.id FROM bookings b WHERE b.user_id = $1::uuid AND b.idempotency_key = $2) AS repeat_id,
  (SELECT ${jsonObject("l", checkedLabKeys)} FROM labs l WHERE l.id = $3::uuid AND l.active) AS lab,
  coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'slug', t.slug, 'fastingHours', t.fasting_hours,
              'preparationInstructions', t.preparation_instructions, 'sampleType', t.sample_type::text) ORDER BY t.name) FROM tests t
            WHERE t.id = ANY($4::uuid[]) AND t.active), '[]') AS tests,
  coalesce((SELECT json_agg(json_build_object('testId', o.test_id, 'priceAed', o.price_aed::text,
              'originalPriceAed', o.original_price_aed::text, 'homeCollectionFeeAed', o.home_collection_fee_aed::text) ORDER BY o.test_id)
            FROM lab_test_offers o WHERE o.lab_id = $3::uuid AND o.test_id = ANY($4::uuid[]) AND o.active), '[]') AS offers,
  (SELECT c.reason FROM lab_closures c WHERE c.lab_id = $3::uuid AND c.date = $5::date) AS closure`;

/** An offer's prices as createBooking snapshots them (AED, numeric as text). */
export interface CheckedOffer {
  testId: string;
  priceAed: string;
  originalPriceAed: string | null;
  homeCollectionFeeAed: string | null;
}

/** A requested test as the booking's items show it. */
export interface CheckedTest {
  id: string;
  name: string;
  slug: string;
  fastingHours: number;
  preparationInstructions: string | null;
  sampleType: SampleType;
}

/** The lab's rules, and its details as the answer and the messages show them. */
export type CheckedLab = LabRulesRow & {
  slug: string;
  area: string;
  emirate: string;
  address: string;
  phone: string;
  latitude: number | null;
  longitude: number | null;
};

export interface BookingChecks {
  /** The booking this user already made with this idempotency key, or null. */
  repeatId: string | null;
  /** The lab's rules when it exists and is active, else null. */
  lab: CheckedLab | null;
  /** The active tests among the requested ids, by name (the database's order). */
  tests: CheckedTest[];
  /** The lab's active offers of the requested tests. */
  offers: CheckedOffer[];
  /** The reason the lab is closed on the date, or null. */
  closure: string | null;
}

/** The row of the checks statement (snake_case columns, JSON objects in camelCase). */
export interface BookingChecksRow {
  repeat_id: string | null;
  lab: CheckedLab | null;
  tests: CheckedTest[];
  offers: CheckedOffer[];
  closure: string | null;
}

/**
 * The checks statement for `userId` booking `testIds` (lower-case UUIDs) at `labId` on
 * `scheduledDate` (YYYY-MM-DD, Asia/Dubai); also sent by the benchmark's bare baseline.
 */
export function bookingChecksStatement(
  userId: string,
  input: { idempotencyKey?: string; labId: string; testIds: string[]; scheduledDate: string },
): { text: string; values: unknown[] } {
  return { text: BOOKING_CHECKS_SQL, values: [userId, input.idempotencyKey ?? null, input.labId, input.testIds, input.scheduledDate] };
}

/** Reads the booking checks' facts (`bookingChecksStatement`) through the driver. Errors: only the driver's. */
export async function readBookingChecks(db: PrismaClient, userId: string, input: Parameters<typeof bookingChecksStatement>[1]): Promise<BookingChecks> {
  const { text, values } = bookingChecksStatement(userId, input);
  const [row] = await readRows<BookingChecksRow>(db, text, values);
  return { repeatId: row!.repeat_id, lab: row!.lab, tests: row!.tests, offers: row!.offers, closure: row!.closure };
}
