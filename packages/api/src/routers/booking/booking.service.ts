/**
 * Patient bookings. A booking is one test at one lab on a date (yyyy-MM-dd, Asia/Dubai) and time
 * (HH:mm); its price is snapshotted from the lab's offer, so later price changes never alter it.
 */
import { TRPCError } from "@trpc/server";
import type { Prisma, PrismaClient } from "@labcompare/db";
import { isBeforeTodayInDubai, messages, type bookingCreateInput } from "@labcompare/validators";
import type { z } from "zod";
import { aed, aedRequired } from "../../money.ts";

/** Columns a patient may see of their own booking (never another user's id or internals). */
export const bookingSelect = {
  id: true,
  scheduledDate: true,
  scheduledTime: true,
  patientName: true,
  patientEmail: true,
  patientPhone: true,
  notes: true,
  status: true,
  collectionMode: true,
  collectionAddress: true,
  collectionEmirate: true,
  priceAed: true,
  homeCollectionFeeAed: true,
  totalAed: true,
  createdAt: true,
  test: { select: { id: true, name: true, slug: true } },
  lab: { select: { id: true, name: true, slug: true, area: true, emirate: true, phone: true } },
} satisfies Prisma.BookingSelect;

type BookingRow = Prisma.BookingGetPayload<{ select: typeof bookingSelect }>;

/** Booking as the API returns it: date as yyyy-MM-dd, money as AED strings. */
export function toBookingDto(b: BookingRow) {
  return {
    ...b,
    scheduledDate: b.scheduledDate.toISOString().slice(0, 10),
    priceAed: aedRequired(b.priceAed),
    homeCollectionFeeAed: aed(b.homeCollectionFeeAed),
    totalAed: aedRequired(b.totalAed),
  };
}
export type BookingDto = ReturnType<typeof toBookingDto>;

/**
 * Creates a pending booking for `userId`.
 * Errors: BAD_REQUEST when the date is before today in Asia/Dubai, the lab does not offer the test,
 * or home collection is chosen at a lab without it; NOT_FOUND for an unknown test or lab.
 */
export async function createBooking(
  db: PrismaClient,
  userId: string,
  input: z.output<typeof bookingCreateInput>,
  now: Date = new Date(),
): Promise<BookingDto> {
  if (isBeforeTodayInDubai(input.scheduledDate, now)) {
    throw new TRPCError({ code: "BAD_REQUEST", message: messages.validation.dateInPast });
  }
  const [test, lab] = await Promise.all([
    db.test.findFirst({ where: { id: input.testId, active: true }, select: { id: true } }),
    db.lab.findFirst({ where: { id: input.labId, active: true }, select: { id: true, homeCollection: true } }),
  ]);
  if (!test) throw new TRPCError({ code: "NOT_FOUND", message: messages.booking.testNotFound });
  if (!lab) throw new TRPCError({ code: "NOT_FOUND", message: messages.booking.labNotFound });
  const offer = await db.labTestOffer.findFirst({
    where: { labId: lab.id, testId: test.id, active: true },
    select: { priceAed: true, homeCollectionFeeAed: true },
  });
  if (!offer) throw new TRPCError({ code: "BAD_REQUEST", message: messages.booking.labDoesNotOfferTest });
  const home = input.collectionMode === "home_collection";
  if (home && !lab.homeCollection) {
    throw new TRPCError({ code: "BAD_REQUEST", message: messages.booking.labNoHomeCollection });
  }
  const fee = home ? (offer.homeCollectionFeeAed ?? offer.priceAed.mul(0)) : null;
  const booking = await db.booking.create({
    data: {
      userId,
      testId: test.id,
      labId: lab.id,
      scheduledDate: new Date(`${input.scheduledDate}T00:00:00.000Z`),
      scheduledTime: input.scheduledTime,
      patientName: input.patientName,
      patientEmail: input.patientEmail,
      patientPhone: input.patientPhone,
      notes: input.notes,
      collectionMode: input.collectionMode,
      collectionAddress: home ? input.collectionAddress : null,
      collectionEmirate: home ? input.collectionEmirate : null,
      priceAed: offer.priceAed,
      homeCollectionFeeAed: fee,
      totalAed: fee ? offer.priceAed.add(fee) : offer.priceAed,
    },
    select: bookingSelect,
  });
  return toBookingDto(booking);
}

/** The signed-in patient's own bookings, newest first (SPEC: bookings by user_id, newest first). */
export async function listMyBookings(db: PrismaClient, userId: string): Promise<BookingDto[]> {
  const rows = await db.booking.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    select: bookingSelect,
    take: 500,
  });
  return rows.map(toBookingDto);
}
