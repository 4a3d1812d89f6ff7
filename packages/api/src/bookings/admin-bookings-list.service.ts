/**
 * admin.bookings.list: the console's bookings list, paged by keyset (admin-bookings-keyset.ts) in
 * appointment order, with a total counted up to ADMIN_BOOKINGS_COUNT_CAP rows. Scope as the rest
 * of admin-bookings.service.ts: `labScope` null for an admin, else the lab_staff user's lab ids.
 */
import type { Prisma, PrismaClient } from "@labcompare/db";
import {
  ADMIN_BOOKINGS_COUNT_CAP,
  ADMIN_PAGE_SIZE,
  encodeAdminBookingsCursor,
  messages,
  type AdminBookingsCursor,
  type AdminBookingsDirection,
} from "@labcompare/validators";
import { AppError } from "../app-error.ts";
import { bookingSelect } from "./booking-dto.ts";
import { toAdminBookingDto } from "./admin-bookings.service.ts";
import { keysetArgs, type BookingAnchor } from "./admin-bookings-keyset.ts";
import {
  bookingsOrder,
  bookingsWhere,
  scopeWhere,
  type AdminBookingFilters,
  type LabScope,
} from "./admin-bookings-where.ts";

/** The list's input (adminBookingsListInput's output): filters, then a cursor and direction, or a page. */
export type AdminBookingsListInput = AdminBookingFilters & {
  /** 1-based; read only without a cursor. Default 1. */
  page?: number;
  /** Rows per page, 1–100. Default ADMIN_PAGE_SIZE (25). */
  limit?: number;
  cursor?: AdminBookingsCursor;
  /** Default "next". */
  direction?: AdminBookingsDirection;
};

type BookingRow = Prisma.BookingGetPayload<{ select: typeof bookingSelect }>;

/** One page's rows, and whether rows of the list lie before and after them. */
interface PageRows {
  rows: BookingRow[];
  before: boolean;
  after: boolean;
}

/**
 * admin.bookings.list: one page of the bookings matching the filters inside the caller's labs, in
 * appointment order (bookingsOrder). Input: AdminBookingsListInput. With a cursor, the `limit` rows
 * after its booking ("next") or before it ("previous"; when fewer than `limit` rows are left before
 * it, the first page instead); without one, page `page` (its rows skipped stay under 10,000).
 * Output: { items: AdminBookingDto[], total (matching rows, counted up to 10,000), totalCapped (true
 * when more than 10,000 match: show "10,000+"), pageSize (= limit), nextCursor (the last item's, or
 * null at the end), previousCursor (the first item's, or null on the first page) }.
 * Errors: FORBIDDEN for a lab filter outside the scope; BAD_REQUEST messages.admin.listCursorInvalid
 * for a cursor that names no booking in the caller's labs.
 */
export async function listBookings(
  db: PrismaClient,
  input: AdminBookingsListInput,
  labScope: LabScope,
  now: Date = new Date(),
) {
  const where = bookingsWhere(input, labScope, now);
  const limit = input.limit ?? ADMIN_PAGE_SIZE;
  const [page, counted] = await Promise.all([
    readPage(db, where, input, limit, labScope),
    // Counting stops at the cap: a count of every match would read them all. In no order, so the
    // database may count from a filter's index alone instead of reading rows in list order.
    db.booking.count({ where, take: ADMIN_BOOKINGS_COUNT_CAP + 1 }),
  ]);
  const first = page.rows[0];
  const last = page.rows.at(-1);
  return {
    items: page.rows.map((r) => toAdminBookingDto(r, now)),
    total: Math.min(counted, ADMIN_BOOKINGS_COUNT_CAP),
    totalCapped: counted > ADMIN_BOOKINGS_COUNT_CAP,
    pageSize: limit,
    nextCursor: page.after && last ? encodeAdminBookingsCursor(last) : null,
    previousCursor: page.before && first ? encodeAdminBookingsCursor(first) : null,
  };
}

/** The page's rows: by cursor (keyset), else by page number (the first pages). */
async function readPage(
  db: PrismaClient,
  where: Prisma.BookingWhereInput,
  input: AdminBookingsListInput,
  limit: number,
  labScope: LabScope,
): Promise<PageRows> {
  // Items and lab by separate queries for the page's bookings, not joined into the page's statement.
  const find = (args: Prisma.BookingFindManyArgs) =>
    db.booking.findMany({ ...args, select: bookingSelect, relationLoadStrategy: "query" });
  if (!input.cursor) {
    const page = input.page ?? 1;
    const rows = await find({
      where,
      orderBy: bookingsOrder(input),
      skip: (page - 1) * limit,
      take: limit + 1,
    });
    return { rows: rows.slice(0, limit), before: page > 1, after: rows.length > limit };
  }
  const anchor = await anchorRow(db, input.cursor, labScope);
  if (input.direction === "previous") {
    const rows = await find(keysetArgs(where, input, anchor, "before", limit + 1));
    if (rows.length <= limit)
      return readPage(db, where, { ...input, cursor: undefined, page: 1 }, limit, labScope);
    return { rows: rows.slice(1), before: true, after: true };
  }
  const rows = await find(keysetArgs(where, input, anchor, "after", limit + 1));
  return { rows: rows.slice(0, limit), before: true, after: rows.length > limit };
}

/**
 * The booking a cursor names, as stored now, inside the caller's labs: a booking moved since the
 * cursor was made is placed where it is now. BAD_REQUEST listCursorInvalid when there is none.
 */
async function anchorRow(
  db: PrismaClient,
  cursor: AdminBookingsCursor,
  labScope: LabScope,
): Promise<BookingAnchor> {
  const row = await db.booking.findFirst({
    where: { id: cursor.id, ...scopeWhere(labScope) },
    select: { id: true, startsAt: true },
  });
  if (!row) throw new AppError("BAD_REQUEST", messages.admin.listCursorInvalid);
  return row;
}
