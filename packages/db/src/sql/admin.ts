/**
 * The admin console's raw statements: the audit row every admin write and every booking adds (inside
 * their transactions, where a model create's compilation cost more CPU than the insert), the
 * dashboard's bookings per day, and a price-list import's offer updates in one statement.
 */
import { randomUUID } from "node:crypto";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { readRows, runStatement, type RawDb } from "../driver.ts";

/** One AuditLog row: `before`/`after` as JSON text (null: SQL NULL). */
export interface AuditRow {
  actorId: string | null;
  /** "<entity>.<verb>", e.g. "booking.updateStatus". */
  action: string;
  entity: string;
  entityId: string | null;
  before: string | null;
  after: string | null;
  createdAt: Date;
}

const INSERT_AUDIT_SQL = `INSERT INTO audit_logs (id, actor_id, action, entity, entity_id, before, after, created_at)
VALUES ($1::uuid, $2::uuid, $3, $4, $5, $6::jsonb, $7::jsonb, $8::timestamptz)`;

/** Inserts one AuditLog row with the client given (the change's transaction). Throws on database errors. */
export async function insertAuditRow(db: RawDb, row: AuditRow): Promise<void> {
  await runStatement(db, INSERT_AUDIT_SQL, [
    randomUUID(),
    row.actorId,
    row.action,
    row.entity,
    row.entityId,
    row.before,
    row.after,
    row.createdAt,
  ]);
}

const INSERT_AUDIT_ROWS_SQL = `INSERT INTO audit_logs (id, actor_id, action, entity, entity_id, after)
SELECT gen_random_uuid(), $1::uuid, $2, $3, r.entity_id, r.after::jsonb
FROM unnest($4::text[], $5::text[]) AS r(entity_id, after)`;

/**
 * Inserts one AuditLog row per entity id in one statement (e.g. a view of 500 reports): the same
 * actor, action and entity, the database's time; `after[i]` (JSON text or null) goes with
 * `entityIds[i]`; no `before`. Throws on database errors.
 */
export async function insertAuditRows(
  db: RawDb,
  rows: { actorId: string | null; action: string; entity: string },
  entityIds: readonly string[],
  after: readonly (string | null)[],
): Promise<void> {
  if (entityIds.length === 0) return;
  await runStatement(db, INSERT_AUDIT_ROWS_SQL, [rows.actorId, rows.action, rows.entity, entityIds, after]);
}

/** A day of the dashboard's chart: bookings created that day (Asia/Dubai) and their value. */
export interface BookingsPerDayRow {
  /** YYYY-MM-DD, Asia/Dubai. */
  day: string;
  bookings: number;
  /** AED, numeric as text: the total of those not cancelled. */
  value: string;
}

/** Bookings created in [`from`, `to`) grouped by their day in Asia/Dubai; days without bookings are absent. */
export async function bookingsPerDay(
  db: Pick<PrismaClient, "$queryRawUnsafe">,
  from: Date,
  to: Date,
): Promise<BookingsPerDayRow[]> {
  return readRows<BookingsPerDayRow>(
    db,
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, count(*)::int AS bookings,
             coalesce(sum(total_aed) FILTER (WHERE status <> 'cancelled'), 0)::text AS value
      FROM (SELECT (created_at AT TIME ZONE 'Asia/Dubai')::date AS day, status, total_aed
            FROM bookings
            WHERE created_at >= $1::timestamptz AND created_at < $2::timestamptz) made
      GROUP BY made.day`,
    [from, to],
  );
}

/** New values of one offer (AED as "85.00" strings). */
export interface OfferUpdate {
  offerId: string;
  priceAed: string;
  originalPriceAed: string | null;
  homeCollectionFeeAed: string | null;
  turnaroundHours: number;
}

/** Sets the offers' prices and turnaround (and makes them active) for the lab `labId`, in one statement. */
export async function updateOffers(tx: RawDb, labId: string, updates: readonly OfferUpdate[]): Promise<void> {
  if (updates.length === 0) return;
  await runStatement(
    tx,
    `UPDATE lab_test_offers AS o
     SET price_aed = v.price, original_price_aed = v.original, home_collection_fee_aed = v.fee,
         turnaround_hours = v.hours, active = TRUE, updated_at = now()
     FROM unnest($2::uuid[], $3::numeric[], $4::numeric[], $5::numeric[], $6::int[]) AS v(id, price, original, fee, hours)
     WHERE o.id = v.id AND o.lab_id = $1::uuid`,
    [
      labId,
      updates.map((u) => u.offerId),
      updates.map((u) => u.priceAed),
      updates.map((u) => u.originalPriceAed),
      updates.map((u) => u.homeCollectionFeeAed),
      updates.map((u) => u.turnaroundHours),
    ],
  );
}
