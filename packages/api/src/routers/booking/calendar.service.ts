/**
 * Calendar invitations (.ics, RFC 5545) for a booking, made with the `ics` library. The UID is stable
 * per booking, so an updated invitation replaces the first one.
 *
 * Time zone, on purpose in UTC: the issue asks for the event "in Asia/Dubai". The event is that
 * appointment, the Dubai wall-clock time (scheduledDate + scheduledTime) converted to its instant
 * (`startsAt`), and DTSTART is written as that instant in UTC ("…T060000Z" for 10:00 in Dubai). A UTC
 * instant is unambiguous: every calendar app places it at the right moment and shows it in the
 * viewer's zone, which is Dubai time for a patient in the UAE; the DESCRIPTION also says the time in
 * Asia/Dubai ("… at 10:00 (Asia/Dubai)"). A `DTSTART;TZID=Asia/Dubai` with a VTIMEZONE block (UTC+4,
 * no daylight saving) was not used: the `ics` library has no TZID or VTIMEZONE support (its start is
 * "utc" or floating "local", and a floating time would be wrong for anyone outside Dubai), so it
 * would mean rewriting the library's output by hand.
 */
import { createEvent } from "ics";
import type { Prisma, PrismaClient } from "@labcompare/db";
import { directionsUrl, formatLongDate } from "@labcompare/domain";

/** The event UID of a booking: the same for every version of its invitation. */
export function bookingEventUid(bookingId: string): string {
  return `booking-${bookingId}@labcompare.ae`;
}

/** Booking columns a calendar event needs. */
export const calendarSelect = {
  id: true, reference: true, startsAt: true, scheduledDate: true, scheduledTime: true, status: true, collectionMode: true, collectionAddress: true, updatedAt: true,
  items: { select: { test: { select: { name: true, fastingHours: true, preparationInstructions: true } } } },
  lab: { select: { name: true, address: true, area: true, emirate: true, phone: true, latitude: true, longitude: true, slotMinutes: true, homeCollectionWindowMinutes: true } },
} satisfies Prisma.BookingSelect;
export type CalendarBooking = Prisma.BookingGetPayload<{ select: typeof calendarSelect }>;

/**
 * The iCalendar text of a booking. `method`: PUBLISH (a download), REQUEST (an emailed invitation)
 * or CANCEL (its cancellation, same UID). The sequence grows with every change (updatedAt in seconds),
 * so calendars replace the earlier version. Duration: the lab's slot (lab visit) or window (home).
 */
export function buildBookingIcs(b: CalendarBooking, method: "PUBLISH" | "REQUEST" | "CANCEL" = "PUBLISH"): string {
  const home = b.collectionMode === "home_collection";
  const minutes = home ? b.lab.homeCollectionWindowMinutes : b.lab.slotMinutes;
  const tests = b.items.map((i) => i.test.name).sort();
  const prep = b.items
    .map((i) => i.test)
    .filter((t) => t.fastingHours > 0 || t.preparationInstructions)
    .sort((x, y) => y.fastingHours - x.fastingHours)
    .map((t) => `${t.name}: ${t.fastingHours > 0 ? `fast for ${t.fastingHours} hours. ` : ""}${t.preparationInstructions ?? ""}`.trim());
  const date = b.scheduledDate.toISOString().slice(0, 10);
  const description = [
    `Booking ${b.reference}`,
    `${formatLongDate(date)} at ${b.scheduledTime} (Asia/Dubai)`,
    `Tests: ${tests.join(", ")}`,
    home ? `Home collection at: ${b.collectionAddress ?? ""}` : `Lab: ${b.lab.name}, ${b.lab.address}, ${b.lab.area}, ${b.lab.emirate}`,
    `Lab phone: ${b.lab.phone}`,
    ...(prep.length ? ["Preparation:", ...prep] : []),
    ...(home ? [] : [`Directions: ${directionsUrl(b.lab)}`]),
  ].join("\n");
  const { error, value } = createEvent({
    uid: bookingEventUid(b.id),
    productId: "labcompare/booking",
    method,
    sequence: Math.floor(b.updatedAt.getTime() / 1000) % 2_000_000_000,
    title: home ? `Home sample collection (${b.lab.name})` : `Lab test at ${b.lab.name}`,
    start: b.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes },
    location: home ? (b.collectionAddress ?? "") : `${b.lab.name}, ${b.lab.address}, ${b.lab.area}, ${b.lab.emirate}`,
    ...(b.lab.latitude !== null && b.lab.longitude !== null && !home ? { geo: { lat: b.lab.latitude, lon: b.lab.longitude } } : {}),
    description,
    status: method === "CANCEL" || b.status === "cancelled" ? "CANCELLED" : b.status === "confirmed" ? "CONFIRMED" : "TENTATIVE",
  });
  if (error || !value) throw error ?? new Error("Calendar event could not be made");
  return value;
}

/**
 * The caller's booking `reference` as an iCalendar file (text/calendar), or null when it is not
 * theirs or does not exist.
 */
export async function bookingIcs(db: PrismaClient, userId: string, reference: string): Promise<string | null> {
  const b = await db.booking.findFirst({ where: { reference: reference.toUpperCase(), userId }, select: calendarSelect });
  return b ? buildBookingIcs(b) : null;
}
