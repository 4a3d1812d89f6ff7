/** Admin view of all bookings (SPEC "Admin bookings"): newest first, filterable, paged; status changes are audited. */
import { TRPCError } from "@trpc/server";
import type { Prisma, PrismaClient } from "@labcompare/db";
import { messages, type BookingStatusValue } from "@labcompare/validators";
import { bookingSelect, toBookingDto } from "../../booking/booking.service.ts";
import { recordAudit } from "../audit.ts";
import { ADMIN_PAGE_SIZE, dateColumn } from "../shared.ts";

export const ADMIN_BOOKINGS_PAGE_SIZE = ADMIN_PAGE_SIZE;

export interface AdminBookingFilters {
  status?: BookingStatusValue;
  labId?: string;
  /** yyyy-MM-dd, inclusive, on the scheduled date. */
  from?: string;
  to?: string;
  page: number;
}

/**
 * One page (25) of bookings, newest created first, with the total matching the filters.
 * Output: { items: BookingDto[] (scheduledDate "yyyy-MM-dd", money "85.00" AED), total, page, pageSize }.
 */
export async function listBookings(db: PrismaClient, filters: AdminBookingFilters) {
  const where: Prisma.BookingWhereInput = {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.labId ? { labId: filters.labId } : {}),
    ...(filters.from || filters.to
      ? {
          scheduledDate: {
            ...(filters.from ? { gte: dateColumn(filters.from) } : {}),
            ...(filters.to ? { lte: dateColumn(filters.to) } : {}),
          },
        }
      : {}),
  };
  const [rows, total] = await Promise.all([
    db.booking.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: (filters.page - 1) * ADMIN_BOOKINGS_PAGE_SIZE,
      take: ADMIN_BOOKINGS_PAGE_SIZE,
      select: bookingSelect,
    }),
    db.booking.count({ where }),
  ]);
  return { items: rows.map(toBookingDto), total, page: filters.page, pageSize: ADMIN_BOOKINGS_PAGE_SIZE };
}

/**
 * Sets a booking's status (any order, as SPEC section 4) and records "booking.updateStatus" in the
 * audit log in the same transaction. Output: { before: { status }, booking: BookingDto }.
 * Errors: NOT_FOUND "Booking not found".
 */
export async function updateBookingStatus(
  db: PrismaClient,
  input: { id: string; status: BookingStatusValue },
  actorId: string,
) {
  return db.$transaction(async (tx) => {
    const existing = await tx.booking.findUnique({ where: { id: input.id }, select: { status: true } });
    if (!existing) throw new TRPCError({ code: "NOT_FOUND", message: messages.booking.notFound });
    const booking = await tx.booking.update({ where: { id: input.id }, data: { status: input.status }, select: bookingSelect });
    await recordAudit(tx, actorId, {
      action: "booking.updateStatus",
      entity: "booking",
      entityId: input.id,
      before: { status: existing.status },
      after: { status: booking.status },
    });
    return { before: existing, booking: toBookingDto(booking) };
  });
}
