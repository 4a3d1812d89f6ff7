/**
 * Queuing outbox messages: the rows are written with the client of the change they report (its
 * transaction), so a rolled-back change never sends and a committed one always has its rows.
 * Sending them: outbox.ts.
 */
import { randomUUID } from "node:crypto";
import { insertMessages, type RawDb } from "@labcompare/db";
import type { TemplateName } from "./template-data.ts";

/** One message to queue: its template and the data it is rendered from at send time. */
export interface QueueMessage {
  /** The row's id (default: a new one), for a caller that keeps it (a retest reminder). */
  id?: string;
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
    id: m.id ?? randomUUID(),
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
