/**
 * Booking rules shared by the procedures (which enforce them) and the pages (which mirror them):
 * statuses and collection modes, the status state machine, the cancellation cut-off, references and
 * directions links, and when a lab confirms a booking. Money rules are in pricing.ts.
 */
import { isOpenAt, nowInDubai, type WeeklyHours } from "./calendar.ts";

/** How a sample is taken: at the lab, or by a nurse at the patient's address. */
export const collectionModes = ["lab_visit", "home_collection"] as const;
export type CollectionModeValue = (typeof collectionModes)[number];

/** A booking's statuses, in the order of its life. */
export const bookingStatuses = ["pending", "confirmed", "completed", "cancelled", "no_show"] as const;
export type BookingStatusValue = (typeof bookingStatuses)[number];

/**
 * Allowed status moves: pending → confirmed → completed;
 * confirmed → no_show (only after the appointment time); pending or confirmed → cancelled.
 * Every other change, the same state included, is refused.
 */
export const BOOKING_TRANSITIONS: Record<BookingStatusValue, readonly BookingStatusValue[]> = {
  pending: ["confirmed", "cancelled"],
  confirmed: ["completed", "no_show", "cancelled"],
  completed: [],
  cancelled: [],
  no_show: [],
};

/** Human label of a status ("no_show" → "no-show"), for messages and badges. */
export function statusLabel(status: BookingStatusValue): string {
  return status === "no_show" ? "no-show" : status;
}

/**
 * The statuses a booking may move to now. `no_show` is offered only once the appointment has started
 * (`startsAt` ≤ `now`).
 */
export function allowedTransitions(
  status: BookingStatusValue,
  startsAt: Date,
  now: Date = new Date(),
): BookingStatusValue[] {
  return BOOKING_TRANSITIONS[status].filter(
    (next) => next !== "no_show" || startsAt.getTime() <= now.getTime(),
  );
}

/** True while a booking still holds its place (cancelled frees it; the others used it). */
export function holdsPlace(status: BookingStatusValue): boolean {
  return status !== "cancelled";
}

/** Characters of a reference: no 0/O, 1/I/L or U, so a reference read over the phone is unambiguous. */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A new booking reference, e.g. "LC-7K4Q2M" (30^6 ≈ 729 million; uniqueness is the database's index). */
export function newBookingReference(): string {
  const bytes = new Uint8Array(6);
  globalThis.crypto.getRandomValues(bytes);
  // 256 is not a multiple of 30: the slight bias is harmless for a lookup code.
  return `LC-${Array.from(bytes, (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join("")}`;
}

/**
 * What reads as a booking reference: "LC-" and six capital letters or digits. Wider than
 * REFERENCE_ALPHABET: references not made by newBookingReference (seeds, imports) may hold any of
 * them, and a lookup must still find them.
 */
export const BOOKING_REFERENCE_PATTERN = /^LC-[0-9A-Z]{6}$/;

/** BOOKING_REFERENCE_PATTERN with the six characters in either case (an address the patient typed). */
const BOOKING_REFERENCE_ANY_CASE = /^LC-[0-9A-Za-z]{6}$/;

/**
 * Whether `text` reads as a booking reference (BOOKING_REFERENCE_PATTERN); with `anyCase`, the six
 * characters after "LC-" may be lower-case too ("LC-7k4q2m"; the prefix stays "LC-").
 */
export function isBookingReference(text: string, options: { anyCase?: boolean } = {}): boolean {
  return (options.anyCase ? BOOKING_REFERENCE_ANY_CASE : BOOKING_REFERENCE_PATTERN).test(text);
}

/**
 * A directions link to a lab: Google Maps' documented "Maps URLs" form (no API key), to the lab's
 * coordinates when known, else to its name and address.
 */
export function directionsUrl(lab: {
  latitude: number | null;
  longitude: number | null;
  name: string;
  address: string;
}): string {
  const destination =
    lab.latitude !== null && lab.longitude !== null
      ? `${lab.latitude},${lab.longitude}`
      : `${lab.name}, ${lab.address}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** True while a patient may still cancel or move a booking: now is before start − cut-off. */
export function beforeCutoff(startsAt: Date, cutoffMinutes: number, now: Date = new Date()): boolean {
  return now.getTime() < startsAt.getTime() - cutoffMinutes * 60_000;
}

/** A new lab confirms pending bookings within this many minutes (2 hours) unless the admin sets another time. */
export const DEFAULT_CONFIRMATION_MINUTES = 120;

/** The status a new booking starts in: confirmed at once at an auto-confirm lab, else pending. */
export function initialStatus(lab: {
  autoConfirm: boolean;
}): Extract<BookingStatusValue, "pending" | "confirmed"> {
  return lab.autoConfirm ? "confirmed" : "pending";
}

/** When a lab has promised to confirm a pending booking, in Asia/Dubai, and how that time falls. */
export interface ConfirmationDeadline {
  /** The booking's creation + the lab's confirmation time, as "YYYY-MM-DD" and "HH:mm" in Asia/Dubai. */
  date: string;
  time: string;
  /** The lab is closed then by its weekly hours. */
  outsideHours: boolean;
  /** The appointment starts before (or at) that time. */
  afterStart: boolean;
  /** The time has passed at `now`. */
  passed: boolean;
}

/**
 * The time by which the lab confirms a pending booking: created + `confirmationMinutes`, shown as it
 * falls, even outside opening hours or after the appointment (the flags say so). Null for any other
 * status.
 */
export function confirmationDeadline(
  booking: { status: BookingStatusValue; createdAt: Date; startsAt: Date },
  lab: { confirmationMinutes: number; weeklyHours: WeeklyHours },
  now: Date = new Date(),
): ConfirmationDeadline | null {
  if (booking.status !== "pending") return null;
  const at = new Date(booking.createdAt.getTime() + lab.confirmationMinutes * 60_000);
  const { date, time } = nowInDubai(at);
  return {
    date,
    time,
    outsideHours: !isOpenAt(lab.weeklyHours, date, time),
    afterStart: at.getTime() >= booking.startsAt.getTime(),
    passed: at.getTime() <= now.getTime(),
  };
}
