/** Admin view of all bookings (SPEC "Admin bookings"): newest first, filterable, paged. */
import { TRPCError } from "@trpc/server";
import type { Prisma, PrismaClient } from "@labcompare/db";
import { messages, type BookingStatusValue } from "@labcompare/validators";
import { bookingSelect, toBookingDto } from "../../booking/booking.service.ts";

export const ADMIN_BOOKINGS_PAGE_SIZE = 25;

export interface AdminBookingFilters {
  status?: BookingStatusValue;
  labId?: string;
  /** yyyy-MM-dd, inclusive, on the scheduled date. */
  from?: string;
  to?: string;
  page: number;
}

/** One page of bookings with the total matching the filters. */
export async function listBookings(db: PrismaClient, filters: AdminBookingFilters) {
  const where: Prisma.BookingWhereInput = {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.labId ? { labId: filters.labId } : {}),
    ...(filters.from || filters.to
      ? {
          scheduledDate: {
            ...(filters.from ? { gte: new Date(`${filters.from}T00:00:00Z`) } : {}),
            ...(filters.to ? { lte: new Date(`${filters.to}T00:00:00Z`) } : {}),
          },
        }
      : {}),
  };
  const [rows, total] = await Promise.all([
    db.booking.findMany({
      where,
      orderBy: { createdAt: "desc" },
      skip: (filters.page - 1) * ADMIN_BOOKINGS_PAGE_SIZE,
      take: ADMIN_BOOKINGS_PAGE_SIZE,
      select: bookingSelect,
    }),
    db.booking.count({ where }),
  ]);
  return { items: rows.map(toBookingDto), total, page: filters.page, pageSize: ADMIN_BOOKINGS_PAGE_SIZE };
}

/** Sets a booking's status (any order, as SPEC section 4). Errors: NOT_FOUND "Booking not found". */
export async function updateBookingStatus(db: PrismaClient, input: { id: string; status: BookingStatusValue }) {
  const existing = await db.booking.findUnique({ where: { id: input.id }, select: { status: true } });
  if (!existing) throw new TRPCError({ code: "NOT_FOUND", message: messages.booking.notFound });
  const booking = await db.booking.update({ where: { id: input.id }, data: { status: input.status }, select: bookingSelect });
  return { before: existing, booking: toBookingDto(booking) };
}
