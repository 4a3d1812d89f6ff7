/**
 * Booking rules shared by the procedures (which enforce them) and the pages (which mirror them):
 * statuses and collection modes, the status state machine, the cancellation cut-off, references and
 * directions links. Money rules are in pricing.ts.
 */

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
export function allowedTransitions(status: BookingStatusValue, startsAt: Date, now: Date = new Date()): BookingStatusValue[] {
  return BOOKING_TRANSITIONS[status].filter((next) => next !== "no_show" || startsAt.getTime() <= now.getTime());
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
 * A directions link to a lab: Google Maps' documented "Maps URLs" form (no API key), to the lab's
 * coordinates when known, else to its name and address.
 */
export function directionsUrl(lab: { latitude: number | null; longitude: number | null; name: string; address: string }): string {
  const destination = lab.latitude !== null && lab.longitude !== null ? `${lab.latitude},${lab.longitude}` : `${lab.name}, ${lab.address}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** True while a patient may still cancel or move a booking: now is before start − cut-off. */
export function beforeCutoff(startsAt: Date, cutoffMinutes: number, now: Date = new Date()): boolean {
  return now.getTime() < startsAt.getTime() - cutoffMinutes * 60_000;
}
