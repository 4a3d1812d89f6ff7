/**
 * What booking.create reads before its transaction, in one statement (@labcompare/db's
 * sql/booking-checks.ts): the lab's columns it needs are its rules and what the answer and the
 * messages show.
 */
import {
  bookingChecksSql,
  bookingChecksValues,
  readBookingChecks as readChecks,
  type BookingChecks as Checks,
  type BookingChecksInput,
  type BookingChecksRow as ChecksRow,
  type PrismaClient,
} from "@labcompare/db";
import { labRulesSelect, type LabRulesRow } from "./slots.service.ts";

export type { CheckedOffer, CheckedTest } from "@labcompare/db";

/** The lab's columns createBooking reads: its rules, and what the answer and the messages show. */
const checkedLabKeys = [
  ...Object.keys(labRulesSelect),
  "nameAr",
  "slug",
  "area",
  "areaAr",
  "emirate",
  "address",
  "addressAr",
  "phone",
  "latitude",
  "longitude",
];

const BOOKING_CHECKS_SQL = bookingChecksSql(checkedLabKeys);

/** The lab's rules, and its details as the answer and the messages show them. */
export type CheckedLab = LabRulesRow & {
  nameAr: string | null;
  slug: string;
  area: string;
  areaAr: string | null;
  emirate: string;
  address: string;
  addressAr: string | null;
  phone: string;
  latitude: number | null;
  longitude: number | null;
};

export type BookingChecks = Checks<CheckedLab>;
export type BookingChecksRow = ChecksRow<CheckedLab>;

/**
 * The checks statement for `userId` booking `testIds` (lower-case UUIDs) at `labId` on
 * `scheduledDate` (YYYY-MM-DD, Asia/Dubai); also sent by the benchmark's bare baseline.
 */
export function bookingChecksStatement(
  userId: string,
  input: BookingChecksInput,
): { text: string; values: unknown[] } {
  return { text: BOOKING_CHECKS_SQL, values: bookingChecksValues(userId, input) };
}

/** Reads the booking checks' facts through the driver. Errors: only the driver's. */
export function readBookingChecks(
  db: PrismaClient,
  userId: string,
  input: BookingChecksInput,
): Promise<BookingChecks> {
  return readChecks<CheckedLab>(db, BOOKING_CHECKS_SQL, userId, input);
}
