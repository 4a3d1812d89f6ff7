/**
 * A booking's history as a timeline, oldest first: booked, status changes, reschedules and
 * cancellations, each with who did it and when (from the audit log).
 */
import { Text, Timeline } from "@mantine/core";
import { IconCalendarPlus, IconCalendarRepeat, IconCircleDot, IconX } from "@tabler/icons-react";
import type { BookingStatusValue } from "@labcompare/domain/booking-rules";
import { bookingDateTime, dateTime, type AdminBookingDetail } from "../lib";
import { statusText } from "./labels";

type Entry = AdminBookingDetail["history"][number];

function status(value: string | null): string {
  return value ? statusText(value as BookingStatusValue) : "—";
}

/** The heading of one history entry. */
function title(e: Entry): string {
  switch (e.action) {
    case "booking.create":
      return e.toSlot
        ? `Booked for ${bookingDateTime(e.toSlot.scheduledDate, e.toSlot.scheduledTime)}`
        : "Booked";
    case "booking.reschedule":
      return e.toSlot
        ? `Rescheduled to ${bookingDateTime(e.toSlot.scheduledDate, e.toSlot.scheduledTime)}`
        : "Rescheduled";
    case "booking.cancel":
      return "Cancelled by the patient";
    default:
      return `${status(e.fromStatus)} → ${status(e.toStatus)}`;
  }
}

function icon(e: Entry) {
  if (e.action === "booking.create") return <IconCalendarPlus size={14} aria-hidden />;
  if (e.action === "booking.reschedule") return <IconCalendarRepeat size={14} aria-hidden />;
  if (e.toStatus === "cancelled") return <IconX size={14} aria-hidden />;
  return <IconCircleDot size={14} aria-hidden />;
}

/** The timeline of `history` (BookingHistoryEntry[] from admin.bookings.byId). */
export function BookingHistory({ history }: { history: Entry[] }) {
  if (history.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No history recorded.
      </Text>
    );
  }
  return (
    <Timeline
      active={history.length - 1}
      bulletSize={22}
      lineWidth={2}
      role="list"
      aria-label="Booking history"
    >
      {history.map((e) => (
        <Timeline.Item key={e.id} bullet={icon(e)} title={title(e)} role="listitem">
          {e.fromSlot && e.action === "booking.reschedule" && (
            <Text size="xs" c="dimmed">
              from {bookingDateTime(e.fromSlot.scheduledDate, e.fromSlot.scheduledTime)}
            </Text>
          )}
          {e.reason && <Text size="sm">Reason: {e.reason}</Text>}
          <Text size="xs" c="dimmed">
            {dateTime(e.at)} · {e.actor?.email ?? "deleted account"}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
