/**
 * The outbox's statements (notifications table): rows written inside bookings' and accounts'
 * transactions, where a model createMany's compilation and mapping cost more CPU than the insert,
 * and the worker's claim of due rows.
 */
import type { PrismaClient } from "../generated/prisma/client.ts";
import { readRows, runStatement, type RawDb } from "../driver.ts";

/** One outbox row as `insertMessages` writes it (snake_case, as the JSON the statement reads). */
export interface MessageRow {
  id: string;
  recipient: string;
  user_id: string | null;
  booking_id: string | null;
  template: string;
  data: unknown;
  /** ISO instant. */
  next_attempt_at: string;
  message_id: string;
}

/** $1 the rows as a JSON array, $2 the creation time. */
const INSERT_MESSAGES_SQL = `INSERT INTO notifications (id, recipient, user_id, booking_id, template, data, next_attempt_at, message_id, created_at)
SELECT m.id, m.recipient, m.user_id, m.booking_id, m.template, m.data, m.next_attempt_at, m.message_id, $2::timestamptz
FROM json_to_recordset($1::json)
  AS m(id uuid, recipient text, user_id uuid, booking_id uuid, template text, data jsonb, next_attempt_at timestamptz, message_id text)`;

/** Writes outbox rows created at `now`, in one statement, with the client given (the change's transaction). */
export async function insertMessages(db: RawDb, rows: readonly MessageRow[], now: Date): Promise<void> {
  await runStatement(db, INSERT_MESSAGES_SQL, [JSON.stringify(rows), now]);
}

/** Cancels the booking's messages of these templates that are still waiting (its reminders). */
export async function cancelQueuedMessages(
  db: RawDb,
  bookingId: string,
  templates: readonly string[],
): Promise<void> {
  await runStatement(
    db,
    `UPDATE notifications SET status = 'cancelled' WHERE booking_id = $1::uuid AND status = 'queued' AND template = ANY($2::text[])`,
    [bookingId, templates],
  );
}

/** A row the worker claimed. */
export interface ClaimedRow {
  id: string;
  recipient: string;
  template: string;
  data: unknown;
  attempts: number;
  message_id: string;
  user_id: string | null;
  /** The claim's fencing token: every later update of the row must match it. */
  claim_token: string;
}

/** What `claimDueMessages` claims: how many rows, for how long, under which token. */
export interface ClaimRequest {
  /** Rows claimed at most. */
  limit: number;
  /** Lease, ms: after it the row may be claimed again (its sender is presumed dead). */
  leaseMs: number;
  /** A fresh UUID: stored with the claim, so only this claimant's updates match the rows. */
  token: string;
  /** The instant rows are due by and the lease starts at (a test's clock); default the database's now(). */
  now?: Date;
}

/**
 * Claims up to `limit` due rows (queued and due, or sending with an expired lease) for `leaseMs`
 * milliseconds under `token`: status 'sending', attempts + 1. SKIP LOCKED: two workers never claim
 * the same row at once; a row claimed again after its lease gets the new token.
 */
export async function claimDueMessages(
  db: Pick<PrismaClient, "$queryRawUnsafe">,
  claim: ClaimRequest,
): Promise<ClaimedRow[]> {
  return readRows<ClaimedRow>(
    db,
    `UPDATE notifications SET status = 'sending', attempts = attempts + 1,
           claimed_until = COALESCE($4::timestamptz, now()) + make_interval(secs => $1::float8), claim_token = $3::uuid
    WHERE id IN (
      SELECT id FROM notifications
      WHERE (status = 'queued' AND next_attempt_at <= COALESCE($4::timestamptz, now()))
         OR (status = 'sending' AND claimed_until < COALESCE($4::timestamptz, now()))
      ORDER BY next_attempt_at
      LIMIT $2::int
      FOR UPDATE SKIP LOCKED)
    RETURNING id::text, recipient, template, data, attempts, message_id, user_id::text, claim_token::text`,
    [claim.leaseMs / 1000, claim.limit, claim.token, claim.now ?? null],
  );
}
