/**
 * Keyset reads in the admin bookings order (bookingsOrder: appointment time, creation time, id, all
 * one way): the rows after or before one row of the list, without OFFSET, so a page deep in the list
 * costs what the first one does (index bookings(starts_at, created_at, id), or the filter's own).
 *
 * The anchor row is named by its id and appointment instant. The instant bounds the index range;
 * the rest of the comparison is Prisma's `cursor` on the id, which compares with the anchor's stored
 * values inside the database: creation times keep microseconds there, which a JavaScript Date
 * (milliseconds) cannot carry, so a cursor made of Dates would skip or repeat rows created within the
 * same millisecond. The anchor itself is left out, whether or not it still matches the filters.
 */
import type { Prisma } from "@labcompare/db";
import { bookingsDirection, bookingsOrder, type AdminBookingFilters } from "./admin-bookings-where.ts";

/** A row of the list: its id and appointment instant (as stored). */
export interface BookingAnchor {
  id: string;
  startsAt: Date;
}

/** "after": the rows that follow the anchor in list order; "before": the ones that precede it. */
export type KeysetSide = "after" | "before";

/**
 * findMany arguments for at most `take` rows matching `where` on one `side` of `anchor`, in the
 * list order of `filters` (Prisma returns "before" rows in list order too, the nearest last).
 * Input: the list's `where` (bookingsWhere), its filters (for the order), the anchor, the side, and
 * a positive row count. Output: `{ where, orderBy, cursor, take }` to spread into findMany.
 */
export function keysetArgs(
  where: Prisma.BookingWhereInput,
  filters: Pick<AdminBookingFilters, "preset" | "sort">,
  anchor: BookingAnchor,
  side: KeysetSide,
  take: number,
) {
  const ascending = bookingsDirection(filters) === "asc";
  // Rows after the anchor have later appointments in an ascending list, earlier ones in a descending one.
  const later = ascending === (side === "after");
  const bound: Prisma.BookingWhereInput = {
    startsAt: later ? { gte: anchor.startsAt } : { lte: anchor.startsAt },
  };
  return {
    where: { AND: [where, bound, { NOT: { id: anchor.id } }] },
    orderBy: bookingsOrder(filters),
    cursor: { id: anchor.id },
    take: side === "after" ? take : -take,
  } satisfies Prisma.BookingFindManyArgs;
}
