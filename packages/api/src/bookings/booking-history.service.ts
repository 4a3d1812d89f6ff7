/**
 * A booking's history for the console's drawer: its creation, status changes, cancellations and
 * reschedules, read from the audit log (the rows booking.create, the status machine and reschedule
 * write), oldest first.
 */
import type { Db, Prisma } from "@labcompare/db";

/** Audit actions that make up a booking's history. */
export const BOOKING_HISTORY_ACTIONS = [
  "booking.create",
  "booking.updateStatus",
  "booking.cancel",
  "booking.reschedule",
] as const;

/** One entry of a booking's history, from the audit log. */
export interface BookingHistoryEntry {
  id: string;
  /** "booking.create" | "booking.updateStatus" | "booking.cancel" | "booking.reschedule". */
  action: string;
  at: Date;
  /** Who did it (null when the account was deleted). */
  actor: { id: string; email: string } | null;
  /** Status before and after (null when the entry did not change it). */
  fromStatus: string | null;
  toStatus: string | null;
  /** Reason given with a cancellation. */
  reason: string | null;
  /** Appointment before and after a reschedule ({ scheduledDate, scheduledTime }); the slot booked on create. */
  fromSlot: { scheduledDate: string; scheduledTime: string } | null;
  toSlot: { scheduledDate: string; scheduledTime: string } | null;
}

function jsonObject(value: Prisma.JsonValue | null): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? value : {};
}
function stringOrNull(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}
function slotOf(o: Record<string, unknown>): { scheduledDate: string; scheduledTime: string } | null {
  const date = stringOrNull(o.scheduledDate);
  const time = stringOrNull(o.scheduledTime);
  return date && time ? { scheduledDate: date, scheduledTime: time } : null;
}

/** A booking's history (creation, status changes, cancellations, reschedules), oldest first. */
export async function bookingHistory(db: Db, bookingId: string): Promise<BookingHistoryEntry[]> {
  const rows = await db.auditLog.findMany({
    where: { entity: "booking", entityId: bookingId, action: { in: [...BOOKING_HISTORY_ACTIONS] } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      action: true,
      createdAt: true,
      before: true,
      after: true,
      actor: { select: { id: true, email: true } },
    },
  });
  return rows.map((r) => {
    const before = jsonObject(r.before);
    const after = jsonObject(r.after);
    return {
      id: r.id,
      action: r.action,
      at: r.createdAt,
      actor: r.actor,
      fromStatus: stringOrNull(before.status),
      toStatus: stringOrNull(after.status),
      reason: stringOrNull(after.reason),
      fromSlot: slotOf(before),
      toSlot: slotOf(after),
    };
  });
}
