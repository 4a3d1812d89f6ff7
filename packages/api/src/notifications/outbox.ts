/**
 * The email outbox. A message is a `notifications` row written in the same transaction as the change
 * it reports (a rolled-back booking never sends; a committed one always has its row: outbox-queue.ts).
 * The worker sends due rows over SMTP (nodemailer):
 *
 * 1. claim: one short statement marks ONE due row `sending` with a lease (`claimed_until`) and a
 *    fresh fencing token (`claim_token`) — `FOR UPDATE SKIP LOCKED`, so several instances never claim
 *    the same row; a row whose lease expired (its sender died) is claimed again, under a new token.
 *    One row per claim, because a lease must cover what its holder will do: rows claimed in a batch
 *    would wait behind each other's sends, and a slow mail server would outlast their lease;
 * 2. send outside any transaction, with the row's stable Message-ID;
 * 3. mark `sent`, or on failure `queued` again with exponential back-off (30 s, 1 min, 2 min … capped
 *    at 6 h; after the 6-hour wait has failed too, `failed`). Every mark matches the claim's token: a
 *    sender that lost its lease changes nothing.
 *
 * Delivery is at-least-once: a crash between the SMTP server's acceptance and the `sent` mark (or a
 * single send longer than the lease) sends that message once more, with the same Message-ID (mail
 * clients thread or drop it). The lease must therefore exceed the longest single send.
 */
import { randomUUID } from "node:crypto";
import { claimDueMessages, type ClaimedRow, type PrismaClient } from "@labcompare/db";
import { renderTemplate } from "./templates.ts";
import { afterSent, messageAtSend } from "./send-time.ts";
import { absoluteLinks, scrubbedAfterSending } from "./outbox-links.ts";

/** What the worker needs of a transport: nodemailer's `sendMail`. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    messageId: string;
    icalEvent?: { method: string; content: string; filename: string };
  }): Promise<unknown>;
}

/** Retry delays: 30 s doubling to 6 h; the attempt after a 6-hour wait is the last. */
export function retryDelayMs(attempts: number): number | null {
  const delay = 30_000 * 2 ** Math.max(0, attempts - 1);
  const cap = 6 * 3_600_000;
  if (delay >= cap * 2) return null;
  return Math.min(delay, cap);
}

export interface OutboxOptions {
  transport: MailTransport;
  from: string;
  /** The site's public origin: links stored as paths ("/bookings/LC-…") are made absolute with it. */
  siteUrl: string;
  /** Messages sent per round at most, each claimed on its own (default 20). */
  batchSize?: number;
  /** Lease of a claimed row, ms (default 2 minutes): longer than one send can take. */
  leaseMs?: number;
  /**
   * Called with each failure (logging): a message that was not sent — its id, which attempt that was
   * (1 for the first) and whether it will be tried again — or a whole round that failed (the database).
   */
  onError?: (error: unknown, failure: OutboxFailure) => void;
  /** The clock: which rows are due and the times written (default the real time; tests set it). */
  now?: () => Date;
}

/** What `onError` is told about a failure. */
export type OutboxFailure =
  { kind: "send"; notificationId: string; attempt: number; willRetry: boolean } | { kind: "round" };

/** A round's counts. `superseded`: sent, but the lease had expired and the row was claimed again. */
export interface RoundResult {
  sent: number;
  retried: number;
  failed: number;
  cancelled: number;
  superseded: number;
}

/** How the worker follows a round: whether to claim another row, and which row is held now. */
export interface RoundControl {
  /** Checked before each claim: false ends the round. */
  keepClaiming?: () => boolean;
  /** Told of the row claimed (`handedOver`: given to the transport) and of its release (null). */
  onHeld?: (row: ClaimedRow | null, handedOver: boolean) => void;
}

/** Claims one due row under a new token (see the module comment); null when none is due. */
export async function claimDue(db: PrismaClient, leaseMs: number, now?: Date): Promise<ClaimedRow | null> {
  const [row] = await claimDueMessages(db, { limit: 1, leaseMs, token: randomUUID(), now });
  return row ?? null;
}

/** The row as long as this claim holds it: updates through it change nothing once it was claimed again. */
const claimOf = (row: ClaimedRow) => ({ id: row.id, claimToken: row.claim_token });

/**
 * Sends due messages one claim at a time, up to `batchSize` of them or until none is due or
 * `control.keepClaiming()` says stop. Returns the round's counts. Rows not to be sent any more
 * (messageAtSend: reminders of a patient who turned reminders off, a cancelled retest reminder) are
 * cancelled instead. Database errors reject (the worker logs the round).
 */
export async function deliverDue(
  db: PrismaClient,
  options: OutboxOptions,
  control: RoundControl = {},
): Promise<RoundResult> {
  const result: RoundResult = { sent: 0, retried: 0, failed: 0, cancelled: 0, superseded: 0 };
  const limit = options.batchSize ?? 20;
  for (let n = 0; n < limit && (control.keepClaiming?.() ?? true); n++) {
    const row = await claimDue(db, options.leaseMs ?? 120_000, options.now?.());
    if (!row) break;
    control.onHeld?.(row, false);
    try {
      await deliverClaimed(db, row, options, result, () => control.onHeld?.(row, true));
    } finally {
      control.onHeld?.(null, false);
    }
  }
  return result;
}

/** Sends one claimed row and marks it (matching its claim), adding the outcome to `result`. */
async function deliverClaimed(
  db: PrismaClient,
  row: ClaimedRow,
  options: OutboxOptions,
  result: RoundResult,
  handOver: () => void,
): Promise<void> {
  const now = options.now?.() ?? new Date();
  const current = await messageAtSend(db, row);
  if (!current) {
    await db.notification.updateMany({
      where: claimOf(row),
      data: { status: "cancelled", claimedUntil: null, claimToken: null },
    });
    result.cancelled++;
    return;
  }
  try {
    const message = renderTemplate(
      row.template,
      absoluteLinks(current.data, options.siteUrl),
      current.locale,
    );
    const calendar = (row.data as { calendar?: { method: string; content: string } }).calendar;
    handOver();
    await options.transport.sendMail({
      from: options.from,
      to: current.recipient,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: row.message_id,
      ...(calendar
        ? { icalEvent: { method: calendar.method, content: calendar.content, filename: "booking.ics" } }
        : {}),
    });
  } catch (error) {
    const delay = retryDelayMs(row.attempts);
    options.onError?.(error, {
      kind: "send",
      notificationId: row.id,
      attempt: row.attempts,
      willRetry: delay !== null,
    });
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const cleared = { claimedUntil: null, claimToken: null, lastError };
    await db.notification.updateMany({
      where: claimOf(row),
      data:
        delay === null
          ? { status: "failed", ...cleared }
          : { status: "queued", ...cleared, nextAttemptAt: new Date(now.getTime() + delay) },
    });
    if (delay === null) result.failed++;
    else result.retried++;
    return;
  }
  const marked = await db.notification.updateMany({
    where: claimOf(row),
    data: {
      status: "sent",
      sentAt: now,
      claimedUntil: null,
      claimToken: null,
      lastError: null,
      ...scrubbedAfterSending(row.data),
    },
  });
  if (marked.count === 1) {
    result.sent++;
    await afterSent(db, row, now);
  } else result.superseded++;
}
