/**
 * Calendar events (.ics, RFC 5545) of a booking, made with the `ics` library: the download and every
 * email attach the same event. METHOD is always PUBLISH: REQUEST and CANCEL are iTIP scheduling
 * messages (RFC 5546) that must name an ORGANIZER and ATTENDEEs, and a booking has no organiser the
 * patient could answer. A published event with the same UID and a higher SEQUENCE replaces the
 * earlier one; a cancellation is that event again with STATUS:CANCELLED.
 *
 * Time zone, on purpose in UTC: the appointment is the Dubai wall-clock time (scheduledDate +
 * scheduledTime) converted to its instant (`startsAt`), and DTSTART/DTEND are written as instants in
 * UTC ("…T060000Z" for 10:00 in Dubai). A UTC instant is unambiguous: every calendar app places it at
 * the right moment and shows it in the viewer's zone; the DESCRIPTION also says the time in
 * Asia/Dubai. The `ics` library has no TZID or VTIMEZONE support (its times are "utc" or floating
 * "local", and a floating time would be wrong for anyone outside Dubai).
 *
 * Language: the event's title and description are written in one language (the email's texts,
 * i18n/locales), with the lab's and tests' Arabic names and address in Arabic.
 */
import { createEvent } from "ics";
import type { Prisma, PrismaClient } from "@labcompare/db";
import {
  appointmentEndTime,
  directionsUrl,
  formatLabPlace,
  formatLongDate,
  formatTimeRange,
  joinList,
  toMinutes,
} from "@labcompare/domain";
import { entityName, type Locale } from "@labcompare/domain/locale";
import { emailLanguage } from "../i18n/email-i18n.ts";
import { preparationLines } from "../i18n/preparation.ts";
import { insuranceLines, insuredPayment } from "../i18n/insurance-texts.ts";

/** The event UID of a booking: the same for every version of its event. */
export function bookingEventUid(bookingId: string): string {
  return `booking-${bookingId}@labcompare.ae`;
}

/** Booking columns a calendar event needs. */
export const calendarSelect = {
  id: true,
  reference: true,
  startsAt: true,
  scheduledDate: true,
  scheduledTime: true,
  status: true,
  collectionMode: true,
  collectionAddress: true,
  calendarSequence: true,
  paymentMethod: true,
  estimatedShareAed: true,
  insurancePlan: { select: { name: true, nameAr: true, insurer: { select: { name: true, nameAr: true } } } },
  items: {
    select: {
      test: {
        select: {
          name: true,
          nameAr: true,
          fastingHours: true,
          preparationInstructions: true,
          preparationInstructionsAr: true,
        },
      },
    },
  },
  lab: {
    select: {
      name: true,
      nameAr: true,
      address: true,
      addressAr: true,
      area: true,
      areaAr: true,
      emirate: true,
      phone: true,
      latitude: true,
      longitude: true,
      slotMinutes: true,
      homeCollectionWindowMinutes: true,
    },
  },
} satisfies Prisma.BookingSelect;
export type CalendarBooking = Prisma.BookingGetPayload<{ select: typeof calendarSelect }>;

/**
 * The iCalendar text of a booking (METHOD:PUBLISH, see the module comment) in `locale` (default
 * English). UID: bookingEventUid; SEQUENCE: the booking's calendarSequence (0 when made, one more
 * per confirmation, move or cancellation). DTSTART–DTEND: the lab's slot (lab visit) or the whole
 * home-collection window. STATUS: TENTATIVE while pending, CONFIRMED, or CANCELLED. A display alarm
 * 24 hours before the start, unless cancelled. The DESCRIPTION carries, for an insured booking not
 * cancelled, the insurer and plan, the estimated share in AED and the cover notice.
 */
export function buildBookingIcs(b: CalendarBooking, locale: Locale = "en"): string {
  const lang = emailLanguage(locale);
  const { t } = lang;
  const home = b.collectionMode === "home_collection";
  const date = b.scheduledDate.toISOString().slice(0, 10);
  const endTime = appointmentEndTime(b.lab, b.collectionMode, b.scheduledTime);
  const tests = b.items.map((i) => entityName(i.test, locale)).sort();
  const prep = preparationLines(
    b.items.map((i) => i.test),
    lang,
  );
  const labName = entityName(b.lab, locale);
  const labPlace = formatLabPlace(b.lab, locale);
  const day = formatLongDate(date, locale);
  const title = home ? t("calendar.titleHome", { lab: labName }) : t("calendar.titleVisit", { lab: labName });
  const description = [
    t("calendar.booking", { reference: b.reference }),
    home
      ? t("calendar.whenWindow", { date: day, range: formatTimeRange(b.scheduledTime, endTime) })
      : t("calendar.whenVisit", { date: day, time: b.scheduledTime }),
    t("calendar.tests", { tests: joinList(tests, locale) }),
    home
      ? t("calendar.homeCollectionAt", { address: b.collectionAddress ?? "" })
      : t("calendar.lab", { lab: labPlace }),
    ...(home ? [t("calendar.lab", { lab: labPlace })] : []),
    t("calendar.labPhone", { phone: b.lab.phone }),
    // Insured: the plan, the estimated share (AED) and the cover notice; nothing to pay once cancelled.
    ...(b.status === "cancelled" ? [] : insuranceLines(insuredPayment(b), lang)),
    ...(prep.length ? [t("calendar.preparation"), ...prep] : []),
    ...(home ? [] : [t("calendar.directions", { url: directionsUrl(b.lab) })]),
  ].join("\n");
  const { error, value } = createEvent({
    uid: bookingEventUid(b.id),
    productId: "labcompare/booking",
    method: "PUBLISH",
    sequence: b.calendarSequence,
    title,
    start: b.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: b.startsAt.getTime() + (toMinutes(endTime) - toMinutes(b.scheduledTime)) * 60_000,
    endInputType: "utc",
    endOutputType: "utc",
    location: home ? (b.collectionAddress ?? "") : labPlace,
    ...(b.lab.latitude !== null && b.lab.longitude !== null && !home
      ? { geo: { lat: b.lab.latitude, lon: b.lab.longitude } }
      : {}),
    description,
    status: b.status === "cancelled" ? "CANCELLED" : b.status === "pending" ? "TENTATIVE" : "CONFIRMED",
    // A reminder the day before (RFC 5545 VALARM), in both modes; a cancelled event needs none.
    alarms:
      b.status === "cancelled"
        ? []
        : [{ action: "display", description: title, trigger: { hours: 24, minutes: 0, before: true } }],
  });
  if (error || !value) throw error ?? new Error("Calendar event could not be made");
  return value;
}

/**
 * The caller's booking `reference` as an iCalendar file (text/calendar) in `locale`, or null when it
 * is not theirs or does not exist.
 */
export async function bookingIcs(
  db: PrismaClient,
  userId: string,
  reference: string,
  locale: Locale = "en",
): Promise<string | null> {
  const b = await db.booking.findFirst({
    where: { reference: reference.toUpperCase(), userId },
    select: calendarSelect,
  });
  return b ? buildBookingIcs(b, locale) : null;
}
