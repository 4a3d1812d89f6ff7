/**
 * booking.create's, cancel's and reschedule's statements, raw because they run inside those
 * transactions on every booking, where a model query's compilation and mapping cost more CPU than the
 * statement (driver.ts). `tx`: a transaction's client (Prisma's, or a raw transaction's).
 *
 * Capacity under concurrency: each slot has a counter row (booking_slot_usage) taken by one
 * conditional upsert (`takePlace`). PostgreSQL row-locks the counter for the rest of the transaction,
 * so concurrent creates for one slot queue on that row and the (capacity+1)-th finds no row returned.
 */
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { CollectionMode } from "../generated/prisma/enums.ts";
import { readRows, runStatement, type RawDb } from "../driver.ts";

/** A transaction's client, or the root client for reads outside one. */
type Reader = Pick<PrismaClient, "$queryRawUnsafe">;

/** $1 lab, $2 date, $3 time, $4 collection mode, $5 capacity (also sent by the benchmark's bare baseline). */
export const TAKE_PLACE_SQL = `INSERT INTO booking_slot_usage (lab_id, slot_date, slot_time, collection_mode, booked)
VALUES ($1::uuid, $2::date, $3, $4::"CollectionMode", 1)
ON CONFLICT (lab_id, slot_date, collection_mode, slot_time)
DO UPDATE SET booked = booking_slot_usage.booked + 1 WHERE booking_slot_usage.booked < $5::int
RETURNING booked`;

/** Takes one place in a slot (`date` YYYY-MM-DD, `time` HH:mm, Asia/Dubai) of `capacity`; false when it is full. */
export async function takePlace(
  tx: Reader,
  labId: string,
  date: string,
  time: string,
  mode: CollectionMode,
  capacity: number,
): Promise<boolean> {
  const rows = await readRows<{ booked: number }>(tx, TAKE_PLACE_SQL, [labId, date, time, mode, capacity]);
  return rows.length === 1;
}

/** Gives back one place in a slot (a cancellation or the old slot of a reschedule); never below zero. */
export async function releasePlace(
  tx: RawDb,
  labId: string,
  date: string,
  time: string,
  mode: CollectionMode,
): Promise<void> {
  await runStatement(
    tx,
    `UPDATE booking_slot_usage SET booked = GREATEST(booked - 1, 0)
    WHERE lab_id = $1::uuid AND slot_date = $2::date AND collection_mode = $3::"CollectionMode" AND slot_time = $4`,
    [labId, date, mode, time],
  );
}

/** $1 user, $2 lab, $3 date, $4 time, $5 test ids, $6 the booking being moved (or null). */
export const DUPLICATE_SQL = `SELECT b.id FROM bookings b
WHERE b.user_id = $1::uuid AND b.lab_id = $2::uuid AND b.scheduled_date = $3::date AND b.scheduled_time = $4
  AND b.status <> 'cancelled' AND ($6::uuid IS NULL OR b.id <> $6::uuid)
  AND EXISTS (SELECT 1 FROM booking_items i WHERE i.booking_id = b.id AND i.test_id = ANY($5::uuid[]))
LIMIT 1`;

/**
 * An active booking of this user at this lab and slot holding any of these tests (other than
 * `excludeId`, the booking being moved), or null.
 */
export async function findDuplicate(
  db: Reader,
  userId: string,
  labId: string,
  date: string,
  time: string,
  testIds: string[],
  excludeId?: string,
): Promise<{ id: string } | null> {
  const [row] = await readRows<{ id: string }>(db, DUPLICATE_SQL, [
    userId,
    labId,
    date,
    time,
    testIds,
    excludeId ?? null,
  ]);
  return row ?? null;
}

/** A booking's state as read under its row lock. */
export interface LockedBooking {
  id: string;
  status: "pending" | "confirmed" | "completed" | "cancelled" | "no_show";
  lab_id: string;
  /** YYYY-MM-DD. */
  scheduled_date: string;
  /** HH:mm. */
  scheduled_time: string;
  collection_mode: CollectionMode;
  starts_at: Date;
}

/**
 * Reads a booking's state under a row lock (SELECT … FOR UPDATE) inside `tx`, a Prisma transaction's
 * client (`starts_at` is a Date there); null when missing.
 */
export async function lockBooking(tx: Reader, id: string): Promise<LockedBooking | null> {
  const [row] = await readRows<LockedBooking>(
    tx,
    `SELECT id::text, status::text AS status, lab_id::text, to_char(scheduled_date, 'YYYY-MM-DD') AS scheduled_date,
           scheduled_time, collection_mode::text AS collection_mode, starts_at
    FROM bookings WHERE id = $1::uuid FOR UPDATE`,
    [id],
  );
  return row ?? null;
}

/**
 * `fillProfile`'s statement: $1 user, $2 first name, $3 last name, $4 phone, $5 date of birth,
 * $6 sex (each filled only where the profile's is empty; a null name or date leaves it as it is).
 */
export const FILL_PROFILE_SQL = `
    INSERT INTO profiles (id, first_name, last_name, phone, date_of_birth, sex, updated_at)
    VALUES ($1::uuid, $2, $3, $4, $5::date, $6::"Sex", now())
    ON CONFLICT (id) DO UPDATE SET
      first_name = CASE WHEN coalesce(profiles.first_name, '') = '' AND coalesce(profiles.last_name, '') = '' AND EXCLUDED.first_name IS NOT NULL THEN EXCLUDED.first_name ELSE profiles.first_name END,
      last_name = CASE WHEN coalesce(profiles.first_name, '') = '' AND coalesce(profiles.last_name, '') = '' AND EXCLUDED.first_name IS NOT NULL THEN EXCLUDED.last_name ELSE profiles.last_name END,
      phone = CASE WHEN coalesce(profiles.phone, '') = '' AND EXCLUDED.phone IS NOT NULL THEN EXCLUDED.phone ELSE profiles.phone END,
      date_of_birth = coalesce(profiles.date_of_birth, EXCLUDED.date_of_birth),
      sex = coalesce(profiles.sex, EXCLUDED.sex),
      updated_at = now()
    WHERE (coalesce(profiles.first_name, '') = '' AND coalesce(profiles.last_name, '') = '' AND EXCLUDED.first_name IS NOT NULL)
       OR (coalesce(profiles.phone, '') = '' AND EXCLUDED.phone IS NOT NULL)
       OR (profiles.date_of_birth IS NULL AND EXCLUDED.date_of_birth IS NOT NULL)
       OR (profiles.sex IS NULL AND EXCLUDED.sex IS NOT NULL)`;

/**
 * Saves a name, phone, date of birth (`YYYY-MM-DD`) and sex to the user's profile fields that are
 * still empty (the name only when first and last name are both empty; a null `firstName` leaves the
 * name alone), in one statement.
 */
export async function fillProfile(
  db: RawDb,
  userId: string,
  firstName: string | null,
  lastName: string | null,
  phone: string | null,
  person: { dateOfBirth?: string | null; sex?: string | null } = {},
): Promise<void> {
  await runStatement(db, FILL_PROFILE_SQL, [
    userId,
    firstName,
    lastName,
    phone,
    person.dateOfBirth ?? null,
    person.sex ?? null,
  ]);
}

/**
 * The booking and its items (price snapshot of each offer) in one statement. $1 id, $2 reference,
 * $3 user, $4 lab, $5 date, $6 time, $7 starts at, $8–$11 patient name, email, phone, notes,
 * $12 collection mode, $13 address, $14 emirate, $15–$17 price, home collection fee, total (AED),
 * $18 idempotency key, $19 created at, $20–$23 the items' test ids, prices, original prices, fees,
 * $24 status ("pending", or "confirmed" at an auto-confirm lab), $25 the SHA-256 (hex) of the request's
 * canonical body the idempotency key came with (or null), $26–$30 payment, plan, member number,
 * referral, estimated share, $31–$34 the person: family member (or null), relation, date of birth, sex.
 */
export const INSERT_BOOKING_SQL = `WITH b AS (
  INSERT INTO bookings (id, reference, user_id, lab_id, scheduled_date, scheduled_time, starts_at, patient_name, patient_email,
    patient_phone, notes, status, collection_mode, collection_address, collection_emirate, price_aed, home_collection_fee_aed,
    total_aed, idempotency_key, idempotency_body_sha256, created_at, updated_at, payment_method, insurance_plan_id,
    member_number, referral, estimated_share_aed, family_member_id, person_relation, person_date_of_birth, person_sex)
  VALUES ($1::uuid, $2, $3::uuid, $4::uuid, $5::date, $6, $7::timestamptz, $8, $9, $10, $11, $24::"BookingStatus", $12::"CollectionMode", $13, $14,
    $15::numeric, $16::numeric, $17::numeric, $18::uuid, $25::char(64), $19::timestamptz, $19::timestamptz,
    $26::"PaymentMethod", $27::uuid, $28, $29::boolean, $30::numeric, $31::uuid, $32::"PersonRelation", $33::date, $34::"Sex")
  RETURNING id)
INSERT INTO booking_items (id, booking_id, test_id, price_aed, original_price_aed, home_collection_fee_aed)
SELECT gen_random_uuid(), b.id, x.test_id, x.price_aed, x.original_price_aed, x.home_collection_fee_aed
FROM b CROSS JOIN unnest($20::uuid[], $21::numeric[], $22::numeric[], $23::numeric[]) AS x(test_id, price_aed, original_price_aed, home_collection_fee_aed)`;

/** Inserts a booking with its items (INSERT_BOOKING_SQL's values), in the caller's transaction. Throws the database's error. */
export async function insertBookingRows(tx: RawDb, values: readonly unknown[]): Promise<void> {
  await runStatement(tx, INSERT_BOOKING_SQL, values);
}
