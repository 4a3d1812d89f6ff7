/** The signed-in patient's own bookings: the list and one by its reference. */
import type { PrismaClient } from "@labcompare/db";
import { messages } from "@labcompare/validators";
import { AppError } from "../app-error.ts";
import { bookingSelect, toBookingDto, type BookingDto } from "./booking-dto.ts";

/** The signed-in patient's own bookings (by user_id), newest first. */
export async function listMyBookings(
  db: PrismaClient,
  userId: string,
  now: Date = new Date(),
): Promise<BookingDto[]> {
  const rows = await db.booking.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    select: bookingSelect,
    take: 500,
  });
  return rows.map((r) => toBookingDto(r, now));
}

/**
 * booking.byReference: the caller's booking with this reference ("LC-XXXXXX").
 * Errors: NOT_FOUND "Booking not found" when it does not exist or belongs to someone else.
 */
export async function getMyBookingByReference(
  db: PrismaClient,
  userId: string,
  reference: string,
  now: Date = new Date(),
): Promise<BookingDto> {
  const row = await db.booking.findFirst({
    where: { reference: reference.toUpperCase(), userId },
    select: bookingSelect,
  });
  if (!row) throw new AppError("NOT_FOUND", messages.booking.notFound);
  return toBookingDto(row, now);
}
