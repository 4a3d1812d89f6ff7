/**
 * The booking form's values without UI: how the form starts (the collection mode and emirate asked
 * for when the lab can serve them), the totals it shows (AED strings, `bookingTotals`), and the
 * `booking.create` input built from what was typed.
 */
import { bookingTotals } from "@labcompare/domain/pricing";
import type { CollectionModeValue } from "@labcompare/domain/booking-rules";
import type { BookingValues } from "./validate";

type Aed = string | number;

interface DraftLab {
  id: string;
  homeCollection: boolean;
  serviceEmirates: string[];
}

/** The home-collection emirate to start with: the one asked for when the lab collects there, else the lab's first. */
export function startEmirate(
  lab: { serviceEmirates: string[] } | null,
  preferred: string | null,
): string | null {
  return (
    (preferred && lab?.serviceEmirates.includes(preferred) ? preferred : lab?.serviceEmirates[0]) ?? null
  );
}

/**
 * The form's first values: home collection when it was asked for (`preferHome`) and the lab collects
 * somewhere, else a lab visit; the patient's details from `defaults`; no slot yet.
 */
export function initialBookingValues(
  lab: DraftLab | null,
  preferred: { preferHome: boolean; preferEmirate: string | null },
  defaults: { patientName: string; patientEmail: string; patientPhone: string },
): BookingValues {
  return {
    collectionMode:
      preferred.preferHome && lab?.homeCollection && lab.serviceEmirates.length > 0
        ? "home_collection"
        : "lab_visit",
    collectionAddress: "",
    collectionEmirate: startEmirate(lab, preferred.preferEmirate),
    patientName: defaults.patientName,
    patientEmail: defaults.patientEmail,
    patientPhone: defaults.patientPhone,
    notes: "",
    scheduledDate: null,
    scheduledTime: null,
    password: "",
  };
}

type PricedItem = { offer: { priceAed: Aed; homeCollectionFeeAed: Aed | null } };

/** Subtotal, home-collection fee (null for a lab visit) and total of the items in `mode`. */
export function draftTotals(items: readonly PricedItem[], mode: CollectionModeValue) {
  return bookingTotals(
    items.map((i) => ({ priceAed: i.offer.priceAed, homeCollectionFeeAed: i.offer.homeCollectionFeeAed })),
    mode,
  );
}

/** The fee of one home-collection visit for these items (shown beside the home-collection choice). */
export function visitFee(items: readonly PricedItem[]): string | null {
  return bookingTotals(
    items.map((i) => ({ priceAed: 0, homeCollectionFeeAed: i.offer.homeCollectionFeeAed })),
    "home_collection",
  ).homeCollectionFeeAed;
}

/**
 * The `booking.create` input (without its idempotency key) for values that passed validation: the
 * address and emirate only for home collection, empty phone and notes left out, and the total the
 * patient saw (`expectedTotalAed`) so a price changed meanwhile is refused rather than charged.
 */
export function bookingRequest(
  values: BookingValues,
  selection: { testIds: string[]; labId: string; expectedTotalAed: string },
) {
  const isHome = values.collectionMode === "home_collection";
  return {
    testIds: selection.testIds,
    labId: selection.labId,
    scheduledDate: values.scheduledDate!,
    scheduledTime: values.scheduledTime!,
    patientName: values.patientName,
    patientEmail: values.patientEmail,
    patientPhone: values.patientPhone || undefined,
    notes: values.notes || undefined,
    collectionMode: values.collectionMode,
    collectionAddress: isHome ? values.collectionAddress : undefined,
    collectionEmirate: isHome ? (values.collectionEmirate ?? undefined) : undefined,
    expectedTotalAed: selection.expectedTotalAed,
  };
}
