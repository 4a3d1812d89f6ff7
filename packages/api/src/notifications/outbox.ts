/**
 * The email outbox. A message is a `notifications` row written in the same transaction as the change
 * it reports (a rolled-back booking never sends; a committed one always has its row). The worker
 * sends due rows over SMTP (nodemailer):
 *
 * 1. claim: one short statement marks up to `batchSize` due rows `sending` with a lease
 *    (`claimed_until`) — `FOR UPDATE SKIP LOCKED`, so several instances never claim the same row;
 *    a row whose lease expired (its sender died) is claimed again;
 * 2. send outside any transaction, with the row's stable Message-ID;
 * 3. mark `sent`, or on failure `queued` again with exponential back-off (30 s, 1 min, 2 min … capped
 *    at 6 h; after the 6-hour wait has failed too, `failed`).
 *
 * Delivery is at-least-once: a crash between the SMTP server's acceptance and the `sent` mark sends
 * that message once more after the lease, with the same Message-ID (mail clients thread or drop it).
 */
import { randomUUID } from "node:crypto";
import { claimDueMessages, insertMessages, type ClaimedRow, type Prisma, type PrismaClient, type RawDb } from "@labcompare/db";
import { REMINDER_TEMPLATES, renderTemplate, type TemplateName } from "./templates.ts";

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

export interface QueueMessage {
  recipient: string;
  template: TemplateName;
  data: Record<string, unknown>;
  userId?: string | null;
  bookingId?: string | null;
  /** Not before this time (reminders); default now. */
  sendAfter?: Date;
}

/** Domain of generated Message-IDs. */
export const MESSAGE_ID_DOMAIN = "labcompare.ae";

/**
 * Writes outbox rows with the client given (pass the transaction client of the change they report),
 * in one raw statement: it runs inside bookings' and accounts' transactions, where a model
 * createMany's compilation and mapping cost more CPU than the insert.
 */
export async function queueMessages(db: RawDb, messages: QueueMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const now = new Date();
  const rows = messages.map((m) => ({
    id: randomUUID(),
    recipient: m.recipient,
    user_id: m.userId ?? null,
    booking_id: m.bookingId ?? null,
    template: m.template,
    data: m.data,
    next_attempt_at: (m.sendAfter ?? now).toISOString(),
    message_id: `<${randomUUID()}@${MESSAGE_ID_DOMAIN}>`,
  }));
  await insertMessages(db, rows, now);
}

const LINK_FIELDS = ["bookingUrl", "link", "resetUrl"] as const;

/** A copy of `data` whose link fields that are site paths ("/…") are absolute on `siteUrl`. */
export function absoluteLinks(data: unknown, siteUrl: string): unknown {
  if (!data || typeof data !== "object") return data;
  const out: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  const origin = siteUrl.replace(/\/+$/, "");
  for (const key of LINK_FIELDS) {
    const value = out[key];
    if (typeof value === "string" && value.startsWith("/")) out[key] = `${origin}${value}`;
  }
  return out;
}

/**
 * Single-use links (verification, password reset) are secrets: once the message is sent, the copy in
 * the outbox is removed. Returns the update for the row, or nothing when there is no link.
 */
function scrubbedAfterSending(data: unknown): { data?: Prisma.InputJsonValue } {
  if (!data || typeof data !== "object" || typeof (data as { link?: unknown }).link !== "string") return {};
  return { data: { ...(data as Record<string, unknown>), link: LINK_REMOVED } };
}

/** What an outbox row shows instead of a sent single-use link. */
export const LINK_REMOVED = "(link removed after sending)";

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
  /** Rows claimed per round (default 20). */
  batchSize?: number;
  /** Lease of a claimed row, ms (default 2 minutes). */
  leaseMs?: number;
  /**
   * Called with each failure (logging): a message that was not sent — its id, which attempt that was
   * (1 for the first) and whether it will be tried again — or a whole round that failed (the database).
   */
  onError?: (error: unknown, failure: OutboxFailure) => void;
}

/** What `onError` is told about a failure. */
export type OutboxFailure =
  | { kind: "send"; notificationId: string; attempt: number; willRetry: boolean }
  | { kind: "round" };

/** Claims due rows (see the module comment). */
export async function claimDue(db: PrismaClient, batchSize: number, leaseMs: number): Promise<ClaimedRow[]> {
  return claimDueMessages(db, batchSize, leaseMs);
}

/**
 * Sends one round of due messages. Returns how many were sent, retried, failed and skipped.
 * Reminders of a patient who turned reminders off are cancelled instead of sent.
 */
export async function deliverDue(db: PrismaClient, options: OutboxOptions): Promise<{ sent: number; retried: number; failed: number; cancelled: number }> {
  const rows = await claimDue(db, options.batchSize ?? 20, options.leaseMs ?? 120_000);
  const result = { sent: 0, retried: 0, failed: 0, cancelled: 0 };
  for (const row of rows) {
    if (REMINDER_TEMPLATES.includes(row.template as TemplateName) && row.user_id) {
      const profile = await db.profile.findUnique({ where: { id: row.user_id }, select: { remindersEnabled: true } });
      if (profile && !profile.remindersEnabled) {
        await db.notification.updateMany({ where: { id: row.id, status: "sending" }, data: { status: "cancelled", claimedUntil: null } });
        result.cancelled++;
        continue;
      }
    }
    try {
      const message = renderTemplate(row.template, absoluteLinks(row.data, options.siteUrl));
      const calendar = (row.data as { calendar?: { method: string; content: string } }).calendar;
      await options.transport.sendMail({
        from: options.from,
        to: row.recipient,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: row.message_id,
        ...(calendar ? { icalEvent: { method: calendar.method, content: calendar.content, filename: "booking.ics" } } : {}),
      });
      await db.notification.updateMany({
        where: { id: row.id, status: "sending" },
        data: { status: "sent", sentAt: new Date(), claimedUntil: null, lastError: null, ...scrubbedAfterSending(row.data) },
      });
      result.sent++;
    } catch (error) {
      const delay = retryDelayMs(row.attempts);
      options.onError?.(error, { kind: "send", notificationId: row.id, attempt: row.attempts, willRetry: delay !== null });
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      await db.notification.updateMany({
        where: { id: row.id, status: "sending" },
        data: delay === null ? { status: "failed", claimedUntil: null, lastError } : { status: "queued", claimedUntil: null, lastError, nextAttemptAt: new Date(Date.now() + delay) },
      });
      if (delay === null) result.failed++;
      else result.retried++;
    }
  }
  return result;
}

/**
 * Runs `deliverDue` every `intervalMs` (and at once when `poke()` is called, e.g. after a booking)
 * until `stop()`. One round at a time per process.
 */
export function startOutboxWorker(db: PrismaClient, options: OutboxOptions & { intervalMs?: number }) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const round = () => {
    if (running || stopped) return;
    running = deliverDue(db, options)
      .catch((error) => options.onError?.(error, { kind: "round" }))
      .finally(() => {
        running = null;
      });
  };
  timer = setInterval(round, options.intervalMs ?? 5_000);
  timer.unref();
  round();
  return {
    poke: round,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
