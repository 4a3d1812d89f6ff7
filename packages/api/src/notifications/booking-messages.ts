/**
 * The messages a booking sends, queued in the transaction that changes it: created (pending: "received",
 * saying by when the lab confirms; or, at an auto-confirm lab, "confirmed" at once and nothing else),
 * confirmed, cancelled (by the patient or the lab, with the reason), rescheduled, and reminders —
 * 24 hours before (only when the booking was made more than 24 hours ahead) and, for home
 * collection, 07:00 on the day (when that is still ahead). A reschedule re-plans the reminders; a
 * cancellation cancels them. Each booking message carries the booking's calendar event
 * (calendar.service.ts: METHOD:PUBLISH, one UID, a SEQUENCE that grows with each change).
 */
import { cancelQueuedMessages, type Db, type Prisma, type RawDb } from "@labcompare/db";
import {
  appointmentEndTime,
  confirmationDeadline,
  directionsUrl,
  dubaiInstant,
  formatLongDate,
} from "@labcompare/domain";
import { parseLocale } from "@labcompare/domain/locale";
import { readStoredSchedule } from "@labcompare/validators";
import { aed, aedRequired } from "../money.ts";
import { buildBookingIcs, calendarSelect } from "../calendar/calendar.service.ts";
import { insuredPayment } from "../i18n/insurance-texts.ts";
import { queueMessages, type QueueMessage } from "./outbox-queue.ts";
import { REMINDER_TEMPLATES, type BookingMessageData, type TemplateName } from "./template-data.ts";

/** What a booking's messages read of it (booking.create builds the same fields: booking-insert.ts's NewBooking). */
export const messageSelect = {
  ...calendarSelect,
  userId: true,
  patientName: true,
  patientEmail: true,
  personRelation: true,
  priceAed: true,
  homeCollectionFeeAed: true,
  totalAed: true,
  cancelledBy: true,
  cancellationReason: true,
  createdAt: true,
  lab: { select: { ...calendarSelect.lab.select, weeklyHours: true, confirmationMinutes: true } },
  items: {
    orderBy: { test: { name: "asc" } },
    select: { priceAed: true, test: { select: calendarSelect.items.select.test.select } },
  },
  /** The patient's language: the calendar event is written in it (the email is, when it is sent). */
  user: { select: { profile: { select: { locale: true } } } },
} satisfies Prisma.BookingSelect;

export type MessageBooking = Prisma.BookingGetPayload<{ select: typeof messageSelect }>;

/** The site path of a booking's page (made absolute with the site URL when the email is rendered). */
export const bookingPath = (reference: string) => `/bookings/${reference}`;

/**
 * When the lab confirms a pending booking (Asia/Dubai): its date and time, written out in the
 * recipient's language when the email is rendered, and the English text rows have always carried.
 */
function confirmBy(
  b: MessageBooking,
  now: Date,
): Pick<BookingMessageData, "confirmBy" | "confirmByDate" | "confirmByTime"> {
  // The stored hours read once per schedule (a cache): booking.create's hot path passes here.
  const deadline = confirmationDeadline(
    b,
    {
      confirmationMinutes: b.lab.confirmationMinutes,
      weeklyHours: readStoredSchedule(b.lab.weeklyHours).weeklyHours,
    },
    now,
  );
  return deadline
    ? {
        confirmBy: `${formatLongDate(deadline.date)} at ${deadline.time}`,
        confirmByDate: deadline.date,
        confirmByTime: deadline.time,
      }
    : {};
}

function messageData(b: MessageBooking, extra: Partial<BookingMessageData> = {}): BookingMessageData {
  const date = b.scheduledDate.toISOString().slice(0, 10);
  return {
    reference: b.reference,
    patientName: b.patientName,
    person: b.personRelation === "self" ? null : { name: b.patientName, relation: b.personRelation },
    tests: b.items.map((i) => ({
      name: i.test.name,
      nameAr: i.test.nameAr,
      priceAed: aedRequired(i.priceAed),
      fastingHours: i.test.fastingHours,
      preparationInstructions: i.test.preparationInstructions,
      preparationInstructionsAr: i.test.preparationInstructionsAr,
    })),
    subtotalAed: aedRequired(b.priceAed),
    homeCollectionFeeAed: aed(b.homeCollectionFeeAed),
    totalAed: aedRequired(b.totalAed),
    insurance: insuredPayment(b),
    dateText: formatLongDate(date),
    date,
    time: b.scheduledTime,
    endTime: appointmentEndTime(b.lab, b.collectionMode, b.scheduledTime),
    collectionMode: b.collectionMode,
    collectionAddress: b.collectionAddress,
    lab: {
      name: b.lab.name,
      nameAr: b.lab.nameAr,
      address: b.lab.address,
      addressAr: b.lab.addressAr,
      area: b.lab.area,
      areaAr: b.lab.areaAr,
      emirate: b.lab.emirate,
      phone: b.lab.phone,
      directionsUrl: directionsUrl(b.lab),
    },
    bookingUrl: bookingPath(b.reference),
    cancelledBy: b.cancelledBy,
    cancellationReason: b.cancellationReason,
    ...extra,
  };
}

const HOUR = 3_600_000;

/** The reminders a booking gets from `now` on (see the module comment). */
export function plannedReminders(
  b: { startsAt: Date; scheduledDate: Date; collectionMode: string },
  now: Date,
): { template: TemplateName; at: Date }[] {
  const out: { template: TemplateName; at: Date }[] = [];
  const dayBefore = new Date(b.startsAt.getTime() - 24 * HOUR);
  if (dayBefore.getTime() > now.getTime()) out.push({ template: "booking_reminder_24h", at: dayBefore });
  if (b.collectionMode === "home_collection") {
    const morning = dubaiInstant(b.scheduledDate.toISOString().slice(0, 10), "07:00");
    if (morning.getTime() > now.getTime() && morning.getTime() < b.startsAt.getTime())
      out.push({ template: "booking_reminder_morning", at: morning });
  }
  return out;
}

/** Cancels the booking's reminders that are still waiting. */
export async function cancelReminders(db: RawDb, bookingId: string): Promise<void> {
  await cancelQueuedMessages(db, bookingId, REMINDER_TEMPLATES);
}

export type BookingEvent = "created" | "confirmed" | "cancelled" | "rescheduled";

/**
 * Queues the message for `event` on a booking, and plans or cancels its reminders. `booking`: its id
 * (then read with `db`, the transaction client of the change) or the booking already read in that
 * transaction with `messageSelect`'s fields. `previous` gives the old date and time of a reschedule.
 * A booking whose patient deleted their account (no user) sends nothing.
 */
export async function queueBookingMessages(
  db: Db,
  booking: string | MessageBooking,
  event: BookingEvent,
  now?: Date,
  previous?: { date: string; time: string },
): Promise<void>;
/** With the booking already read, only raw statements are sent: any `RawDb` (a driver transaction too). */
export async function queueBookingMessages(
  db: RawDb,
  booking: MessageBooking,
  event: BookingEvent,
  now?: Date,
  previous?: { date: string; time: string },
): Promise<void>;
export async function queueBookingMessages(
  db: Db | RawDb,
  booking: string | MessageBooking,
  event: BookingEvent,
  now: Date = new Date(),
  previous?: { date: string; time: string },
): Promise<void> {
  const b =
    typeof booking === "string"
      ? await (db as Db).booking.findUniqueOrThrow({ where: { id: booking }, select: messageSelect })
      : booking;
  const bookingId = b.id;
  if (!b.userId) return;
  const calendar = {
    method: "PUBLISH" as const,
    content: buildBookingIcs(b, parseLocale(b.user?.profile?.locale) ?? "en"),
  };
  // A booking confirmed as it is made (auto-confirm lab) gets the one "confirmed" email, not "received".
  const template: TemplateName =
    event === "created" && b.status === "confirmed" ? "booking_confirmed" : `booking_${event}`;
  const data = messageData(b, {
    calendar,
    ...(template === "booking_created" ? confirmBy(b, now) : {}),
    ...(previous
      ? {
          previousDateText: formatLongDate(previous.date),
          previousDate: previous.date,
          previousTime: previous.time,
          previousEndTime: appointmentEndTime(b.lab, b.collectionMode, previous.time),
        }
      : {}),
  });
  const messages: QueueMessage[] = [
    {
      recipient: b.patientEmail,
      template,
      data: data as unknown as Record<string, unknown>,
      userId: b.userId,
      bookingId,
    },
  ];
  if (event === "cancelled" || event === "rescheduled") await cancelReminders(db, bookingId);
  if (event === "created" || event === "rescheduled") {
    const reminderData = { ...messageData(b) } as unknown as Record<string, unknown>;
    for (const r of plannedReminders(b, now)) {
      messages.push({
        recipient: b.patientEmail,
        template: r.template,
        data: reminderData,
        userId: b.userId,
        bookingId,
        sendAfter: r.at,
      });
    }
  }
  await queueMessages(db, messages);
}
