/**
 * The booking form's values without UI: how the form starts (the collection mode and emirate asked
 * for when the lab can serve them), the totals it shows (AED strings, `bookingTotals`), and the
 * `booking.create` input built from what was typed.
 */
import { bookingTotals } from "@labcompare/domain/pricing";
import type { CollectionModeValue } from "@labcompare/domain/booking-rules";
import type { BookingValues } from "./validate";
import type { PayerChoice } from "../../lib/payer";
import { emptyNewMember, PERSON_ME, PERSON_NEW } from "../../lib/person";

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
  defaults: { patientName: string; patientEmail: string; patientPhone: string; memberNumber?: string },
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
    memberNumber: defaults.memberNumber ?? "",
    person: PERSON_ME,
    dateOfBirth: "",
    sex: "",
    newMember: emptyNewMember(),
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
 * address and emirate only for home collection, empty phone and notes left out, the total the
 * patient saw (`expectedTotalAed`) so a price changed meanwhile is refused rather than charged, and
 * the payment: self-pay, or the plan (`payer`) with the member number and the share the patient saw
 * (`expectedShareAed`, when it was shown) so a changed estimate is reported (ESTIMATE_CHANGED).
 * The person: `familyMemberId` for a family member (a new one is added before, its id in `person`);
 * for "me", the date of birth and sex when they were asked.
 */
export function bookingRequest(
  values: BookingValues,
  selection: {
    testIds: string[];
    labId: string;
    expectedTotalAed: string;
    payer?: PayerChoice | null;
    expectedShareAed?: string | null;
  },
) {
  const { payer } = selection;
  const isHome = values.collectionMode === "home_collection";
  const forMe = values.person === PERSON_ME;
  const familyMemberId = forMe || values.person === PERSON_NEW ? undefined : values.person;
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
    payment: payer
      ? { method: "insurance" as const, ...payer, memberNumber: values.memberNumber.trim() }
      : { method: "self_pay" as const },
    expectedShareAed: (payer && selection.expectedShareAed) || undefined,
    familyMemberId,
    dateOfBirth: (forMe && values.dateOfBirth) || undefined,
    sex: (forMe && values.sex) || undefined,
  };
}
