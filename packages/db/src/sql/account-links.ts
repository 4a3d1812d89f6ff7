/**
 * An emailed single-use link (password reset, email verification) as ONE statement: the account is
 * looked up, its links of the hour counted, the token and the outbox row written. Asked for an
 * address with no account (or an account at its hourly limit), the same statement runs and writes no
 * token, so a caller cannot tell the cases apart by the statements the database ran.
 */
import { readRows, type RawDb } from "../driver.ts";

/** What `queueLinkMessage` writes; ids, token hash and message id come from the caller. */
export interface LinkMessageRequest {
  /** The account: by address (password reset, anyone may ask) or by id (the signed-in user). */
  account: { email: string } | { userId: string };
  purpose: "verify_email" | "reset_password";
  /** Only an account whose address is not verified yet gets a link (verification). */
  onlyUnverified: boolean;
  /** At most this many links of `purpose` per account since `since`. */
  maxRecent: number;
  since: Date;
  now: Date;
  tokenId: string;
  /** SHA-256 hex of the link's token (the stored form). */
  tokenHash: string;
  expiresAt: Date;
  notificationId: string;
  messageId: string;
  template: string;
  /** The template's data (holding the link). */
  data: unknown;
  /**
   * When no link is made: the recipient of a `cancelled` outbox row written instead (no address, no
   * data, no account: the write the database does matches the sent case's), or null for no row.
   */
  placeholderRecipient: string | null;
}

const QUEUE_LINK_SQL = `WITH account AS (
  SELECT u.id, u.email FROM users u
  WHERE (u.email = $1::text OR u.id = $2::uuid)
    AND (NOT $4::boolean OR u.email_verified_at IS NULL)
    AND (SELECT count(*) FROM email_tokens t WHERE t.user_id = u.id AND t.purpose = $3::"EmailTokenPurpose" AND t.created_at > $5::timestamptz) < $6::int
), token AS (
  INSERT INTO email_tokens (id, user_id, purpose, token_hash, expires_at, created_at)
  SELECT $7::uuid, a.id, $3::"EmailTokenPurpose", $8::text, $9::timestamptz, $10::timestamptz FROM account a
  RETURNING user_id
), outcome AS (
  SELECT a.id AS user_id, a.email FROM token t JOIN account a ON a.id = t.user_id
  UNION ALL
  SELECT NULL::uuid, NULL::text WHERE NOT EXISTS (SELECT 1 FROM token)
)
INSERT INTO notifications (id, recipient, user_id, template, data, status, next_attempt_at, message_id, created_at)
SELECT $11::uuid, COALESCE(o.email, $15::text), o.user_id, $13::text,
       CASE WHEN o.user_id IS NULL THEN '{}'::jsonb ELSE $14::jsonb END,
       (CASE WHEN o.user_id IS NULL THEN 'cancelled' ELSE 'queued' END)::"NotificationStatus",
       $10::timestamptz, $12::text, $10::timestamptz
FROM outcome o
WHERE o.user_id IS NOT NULL OR $15::text IS NOT NULL
RETURNING user_id::text`;

/**
 * Writes the link's token and its queued outbox row when the account exists (and is unverified when
 * asked) and is under its hourly limit; otherwise the placeholder row, or nothing. One statement, so
 * atomic without a transaction. Output: true when a link was queued.
 */
export async function queueLinkMessage(db: RawDb, r: LinkMessageRequest): Promise<boolean> {
  const rows = await readRows<{ user_id: string | null }>(db, QUEUE_LINK_SQL, [
    "email" in r.account ? r.account.email : null,
    "userId" in r.account ? r.account.userId : null,
    r.purpose,
    r.onlyUnverified,
    r.since,
    r.maxRecent,
    r.tokenId,
    r.tokenHash,
    r.expiresAt,
    r.now,
    r.notificationId,
    r.messageId,
    r.template,
    JSON.stringify(r.data),
    r.placeholderRecipient,
  ]);
  return rows.some((row) => row.user_id !== null);
}
