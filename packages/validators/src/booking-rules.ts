/**
 * Booking rules shared by the procedures (which enforce them) and the pages (which mirror them):
 * the status state machine, the one-visit home-collection fee, totals in AED, and references.
 */
import type { BookingStatusValue } from "./schemas.ts";

/** Machine-readable reasons the API puts in `error.data.reason` for errors a page must tell apart. */
export const errorReasons = [
  "SLOT_FULL",
  "SLOT_UNAVAILABLE",
  "DUPLICATE",
  "PRICE_CHANGED",
  "TEST_NOT_OFFERED",
  "EMIRATE_NOT_SERVED",
  "CUTOFF_PASSED",
  "TRANSITION_REFUSED",
] as const;
export type ErrorReason = (typeof errorReasons)[number];

/**
 * Allowed status moves (issue "Real appointments", section 4): pending → confirmed → completed;
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

/** Amount in fils (1/100 AED) of "85.00", 85 or a Decimal-like, exact to two decimals. */
function fils(value: { toString(): string } | number | string): number {
  return Math.round(Number(value.toString()) * 100);
}
function aedText(f: number): string {
  return (f / 100).toFixed(2);
}

/**
 * The home-collection fee of one visit, AED: one visit, one fee — the highest home-collection fee
 * among the offers booked together (a lab's fee is set per offer; an offer without one counts as 0).
 * Input: the offers' fees (null = none). Output: "0.00" when no offer charges a fee.
 */
export function homeCollectionFeeForVisit(fees: ReadonlyArray<{ toString(): string } | number | string | null | undefined>): string {
  let highest = 0;
  for (const fee of fees) if (fee !== null && fee !== undefined) highest = Math.max(highest, fils(fee));
  return aedText(highest);
}

/**
 * Totals of a booking, AED strings with two decimals: subtotal = sum of the items' prices; fee = the
 * one-visit fee (homeCollectionFeeForVisit) for home collection, else null; total = subtotal + fee.
 */
export function bookingTotals(
  items: ReadonlyArray<{ priceAed: { toString(): string } | number | string; homeCollectionFeeAed?: { toString(): string } | number | string | null }>,
  collectionMode: "lab_visit" | "home_collection",
): { subtotalAed: string; homeCollectionFeeAed: string | null; totalAed: string } {
  const subtotal = items.reduce((sum, i) => sum + fils(i.priceAed), 0);
  if (collectionMode !== "home_collection") return { subtotalAed: aedText(subtotal), homeCollectionFeeAed: null, totalAed: aedText(subtotal) };
  const fee = fils(homeCollectionFeeForVisit(items.map((i) => i.homeCollectionFeeAed)));
  return { subtotalAed: aedText(subtotal), homeCollectionFeeAed: aedText(fee), totalAed: aedText(subtotal + fee) };
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

/** "2 hours", "90 minutes", "1 hour" for a cut-off in minutes. */
export function durationText(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? "1 hour" : `${minutes / 60} hours`;
  return `${minutes} minutes`;
}
