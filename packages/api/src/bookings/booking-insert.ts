/**
 * A new booking as createBooking writes it: the row built from what the checks read (so nothing is
 * read back), and one statement that inserts it with its items. Prisma's nested create sent three
 * statements (booking, items, the read-back with relations) and its mapping was the largest share of
 * booking.create's CPU (docs/performance.md).
 */
import { randomUUID } from "node:crypto";
import { INSERT_BOOKING_SQL, insertBookingRows, Prisma, type RawDb } from "@labcompare/db";
import { dateColumn, dubaiInstant, initialStatus, newBookingReference } from "@labcompare/domain";
import type { bookingCreateInput } from "@labcompare/validators";
import type { z } from "zod";
import type { BookingChecks, CheckedLab, CheckedOffer } from "./booking-checks.ts";
import type { BookingPayment } from "../insurance/booking-payment.ts";
import type { BookingPerson } from "./booking-person.ts";
import { idempotencyBodySha256 } from "./idempotency.ts";

type BookingInput = z.output<typeof bookingCreateInput>;

/** The booking row createBooking builds: what a read with `bookingSelect` and `messageSelect` would give (answer and messages). */
export interface NewBooking extends Omit<BookingPayment, "estimatedShareAed"> {
  estimatedShareAed: Prisma.Decimal | null;
  id: string;
  reference: string;
  userId: string;
  scheduledDate: Date;
  scheduledTime: string;
  startsAt: Date;
  patientName: string;
  patientEmail: string;
  patientPhone: string | null;
  notes: string | null;
  /** Pending, or confirmed at once at an auto-confirm lab. */
  status: "pending" | "confirmed";
  collectionMode: BookingInput["collectionMode"];
  collectionAddress: string | null;
  collectionEmirate: string | null;
  priceAed: Prisma.Decimal;
  homeCollectionFeeAed: Prisma.Decimal | null;
  totalAed: Prisma.Decimal;
  cancelledBy: null;
  cancellationReason: null;
  cancelledAt: null;
  calendarSequence: number;
  createdAt: Date;
  updatedAt: Date;
  items: {
    priceAed: Prisma.Decimal;
    originalPriceAed: Prisma.Decimal | null;
    test: BookingChecks["tests"][number];
  }[];
  lab: CheckedLab;
  /** The patient's saved language (messageSelect's `user`): the calendar event is written in it. */
  user: { profile: { locale: string } | null };
  /** Not read back: the offers' snapshot the items are inserted from. */
  offers: CheckedOffer[];
  idempotencyKey: string | null;
  /** SHA-256 (hex) of the request's canonical body, kept with the key (null without a key). */
  idempotencyBodySha256: string | null;
  /** The person the test is for: a family member (null: the account holder), as booked. */
  familyMemberId: string | null;
  personRelation: BookingPerson["relation"];
  personDateOfBirth: Date | null;
  personSex: BookingPerson["sex"];
}

const decimal = (aed: string | null) => (aed === null ? null : new Prisma.Decimal(aed));

/**
 * The new booking of `userId` (a fresh id and reference, created now; pending, or confirmed at an
 * auto-confirm lab) for `person` (whose name is the patient name), its items in the tests' order
 * (by name), totals in AED strings from `bookingTotals`.
 */
export function newBooking(
  userId: string,
  input: BookingInput,
  checks: { lab: CheckedLab; tests: BookingChecks["tests"]; offers: CheckedOffer[]; locale: string | null },
  totals: { subtotalAed: string; homeCollectionFeeAed: string | null; totalAed: string },
  payment: BookingPayment,
  person: BookingPerson,
): NewBooking {
  const home = input.collectionMode === "home_collection";
  const createdAt = new Date();
  const offerOf = new Map(checks.offers.map((o) => [o.testId, o]));
  return {
    id: randomUUID(),
    reference: newBookingReference(),
    userId,
    scheduledDate: dateColumn(input.scheduledDate),
    scheduledTime: input.scheduledTime,
    startsAt: dubaiInstant(input.scheduledDate, input.scheduledTime),
    patientName: person.name,
    patientEmail: input.patientEmail,
    patientPhone: input.patientPhone ?? null,
    notes: input.notes ?? null,
    status: initialStatus(checks.lab),
    collectionMode: input.collectionMode,
    collectionAddress: home ? (input.collectionAddress ?? null) : null,
    collectionEmirate: home ? (input.collectionEmirate ?? null) : null,
    priceAed: decimal(totals.subtotalAed)!,
    homeCollectionFeeAed: decimal(totals.homeCollectionFeeAed),
    totalAed: decimal(totals.totalAed)!,
    cancelledBy: null,
    cancellationReason: null,
    cancelledAt: null,
    calendarSequence: 0,
    createdAt,
    updatedAt: createdAt,
    items: checks.tests.map((test) => {
      const offer = offerOf.get(test.id)!;
      return { priceAed: decimal(offer.priceAed)!, originalPriceAed: decimal(offer.originalPriceAed), test };
    }),
    lab: checks.lab,
    user: { profile: checks.locale === null ? null : { locale: checks.locale } },
    offers: checks.offers,
    idempotencyKey: input.idempotencyKey ?? null,
    idempotencyBodySha256: input.idempotencyKey ? idempotencyBodySha256(input) : null,
    ...payment,
    estimatedShareAed: decimal(payment.estimatedShareAed),
    familyMemberId: person.familyMemberId,
    personRelation: person.relation,
    personDateOfBirth: person.dateOfBirth ? dateColumn(person.dateOfBirth) : null,
    personSex: person.sex,
  };
}

/** The insert statement of `booking` and its items (also sent by the benchmark's bare baseline). */
export function insertBookingStatement(booking: NewBooking): { text: string; values: unknown[] } {
  const o = booking.offers;
  return {
    text: INSERT_BOOKING_SQL,
    values: [
      booking.id,
      booking.reference,
      booking.userId,
      booking.lab.id,
      booking.scheduledDate.toISOString().slice(0, 10),
      booking.scheduledTime,
      booking.startsAt,
      booking.patientName,
      booking.patientEmail,
      booking.patientPhone,
      booking.notes,
      booking.collectionMode,
      booking.collectionAddress,
      booking.collectionEmirate,
      booking.priceAed.toFixed(2),
      booking.homeCollectionFeeAed?.toFixed(2) ?? null,
      booking.totalAed.toFixed(2),
      booking.idempotencyKey,
      booking.createdAt,
      o.map((x) => x.testId),
      o.map((x) => x.priceAed),
      o.map((x) => x.originalPriceAed),
      o.map((x) => x.homeCollectionFeeAed),
      booking.status,
      booking.idempotencyBodySha256,
      booking.paymentMethod,
      booking.insurancePlanId,
      booking.memberNumber,
      booking.referral,
      booking.estimatedShareAed?.toFixed(2) ?? null,
      booking.familyMemberId,
      booking.personRelation,
      booking.personDateOfBirth?.toISOString().slice(0, 10) ?? null,
      booking.personSex,
    ],
  };
}

/** Inserts `booking` with its items, in the caller's transaction. Throws the database's error (a unique reference or idempotency key taken). */
export async function insertBooking(tx: RawDb, booking: NewBooking): Promise<void> {
  await insertBookingRows(tx, insertBookingStatement(booking).values);
}
