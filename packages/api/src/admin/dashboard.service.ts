/**
 * Admin dashboard figures, each computed by the database, never by loading booking rows: the
 * all-time figures from the rollups its triggers keep (lab_booking_totals, test_booking_counts), the
 * day and week counts from the bookings' start and creation indexes. Calendar: Asia/Dubai, weeks start on Sunday, as
 * everywhere on the site (calendar.ts numbers weekdays from 0 = Sunday).
 */
import { bookingsPerDay, Prisma, type PrismaClient } from "@labcompare/db";
import {
  addDays,
  bookingStatuses,
  type BookingStatusValue,
  dubaiDayStart,
  todayInDubai,
  weekdayOf,
} from "@labcompare/domain";
import { aedRequired } from "../money.ts";

/** Bookings per status (pending, confirmed, completed, cancelled, no_show; zero when none) plus their total. */
export type StatusCounts = Record<BookingStatusValue, number> & { total: number };

/** How many top labs and top tests the summary lists. */
export const DASHBOARD_TOP = 10;
/** Days in the bookings-per-day chart (ending today). */
export const DASHBOARD_CHART_DAYS = 30;

function statusCounts(groups: { status: BookingStatusValue; _count: { _all: number } }[]): StatusCounts {
  const counts = Object.fromEntries(bookingStatuses.map((s) => [s, 0])) as StatusCounts;
  counts.total = 0;
  for (const g of groups) {
    counts[g.status] = g._count._all;
    counts.total += g._count._all;
  }
  return counts;
}

/**
 * The dashboard, as of `now` (default: the current time).
 * Output:
 * - today / thisWeek: { from, to (yyyy-MM-dd, Asia/Dubai; the week is Sunday–Saturday),
 *   scheduled: StatusCounts (appointments on those days), created: StatusCounts (bookings made on those days) }
 * - bookedValueByLab: top 10 labs by booked value, all time: { lab: { id, name, slug }, valueAed "1234.00", bookings }
 *   (sum of totalAed of non-cancelled bookings); totalBookedValueAed: the same over all labs
 * - topTests: the 10 most booked tests, counted over booking items of non-cancelled bookings (a
 *   booking of three tests counts once for each): { test: { id, name, slug }, bookings }
 * - newPatients: { last7Days, last30Days } — accounts without the admin role created in the last
 *   7 / 30 Asia/Dubai calendar days, today included
 * - bookingsPerDay: 30 entries, oldest first, ending today: { date "yyyy-MM-dd", bookings (made that
 *   day, all statuses), valueAed (their non-cancelled total) }
 */
export async function dashboardSummary(db: PrismaClient, now: Date = new Date()) {
  const today = todayInDubai(now);
  const weekStart = addDays(today, -weekdayOf(today));
  const weekEnd = addDays(weekStart, 6);
  const tomorrow = addDays(today, 1);
  const chartStart = addDays(today, -(DASHBOARD_CHART_DAYS - 1));

  const byStatus = (where: Prisma.BookingWhereInput) =>
    db.booking.groupBy({ by: ["status"], where, _count: { _all: true } }).then(statusCounts);

  const [
    todayScheduled,
    todayCreated,
    weekScheduled,
    weekCreated,
    bookedValueByLab,
    totalValue,
    topTests,
    patients7,
    patients30,
    perDay,
  ] = await Promise.all([
    byStatus({ startsAt: { gte: dubaiDayStart(today), lt: dubaiDayStart(tomorrow) } }),
    byStatus({ createdAt: { gte: dubaiDayStart(today), lt: dubaiDayStart(tomorrow) } }),
    byStatus({ startsAt: { gte: dubaiDayStart(weekStart), lt: dubaiDayStart(addDays(weekEnd, 1)) } }),
    byStatus({ createdAt: { gte: dubaiDayStart(weekStart), lt: dubaiDayStart(addDays(weekEnd, 1)) } }),
    topLabsByValue(db),
    db.labBookingTotal.aggregate({ _sum: { valueAed: true } }),
    topBookedTests(db),
    db.user.count({
      where: { createdAt: { gte: dubaiDayStart(addDays(today, -6)) }, roles: { none: { role: "admin" } } },
    }),
    db.user.count({
      where: { createdAt: { gte: dubaiDayStart(addDays(today, -29)) }, roles: { none: { role: "admin" } } },
    }),
    bookingsPerDay(db, dubaiDayStart(chartStart), dubaiDayStart(tomorrow)),
  ]);
  const dayRows = new Map(perDay.map((r) => [r.day, r]));

  return {
    generatedAt: now,
    today: { from: today, to: today, scheduled: todayScheduled, created: todayCreated },
    thisWeek: { from: weekStart, to: weekEnd, scheduled: weekScheduled, created: weekCreated },
    bookedValueByLab,
    totalBookedValueAed: aedRequired(totalValue._sum.valueAed ?? 0),
    topTests,
    newPatients: { last7Days: patients7, last30Days: patients30 },
    bookingsPerDay: Array.from({ length: DASHBOARD_CHART_DAYS }, (_, i) => {
      const date = addDays(chartStart, i);
      const row = dayRows.get(date);
      return { date, bookings: row ? Number(row.bookings) : 0, valueAed: aedRequired(row?.value ?? 0) };
    }),
  };
}

const refSelect = { id: true, name: true, slug: true } as const;
type Ref = { id: string; name: string; slug: string };

/** A table of named rows (labs, tests), read by id with their { id, name, slug }. */
interface RefTable {
  findMany(args: { where: { id: { in: string[] } }; select: typeof refSelect }): Promise<Ref[]>;
}

/**
 * A rollup's first DASHBOARD_TOP rows with bookings, each with its lab's or test's { id, name, slug }
 * from `table` (an id not found gives an empty name and slug). `read` runs the rollup's findMany with
 * `query` (that where and take) and its own order; `idOf` names the row's lab or test.
 */
async function topOfRollup<R>(
  read: (query: { where: { bookings: { gt: number } }; take: number }) => Promise<R[]>,
  table: RefTable,
  idOf: (row: R) => string,
) {
  const rows = await read({ where: { bookings: { gt: 0 } }, take: DASHBOARD_TOP });
  const refs = await table.findMany({ where: { id: { in: rows.map(idOf) } }, select: refSelect });
  const byId = new Map(refs.map((r) => [r.id, r]));
  return rows.map((row) => ({ row, ref: byId.get(idOf(row)) ?? { id: idOf(row), name: "", slug: "" } }));
}

/**
 * The top labs by booked value, all time (non-cancelled bookings): { lab, valueAed "1234.00", bookings },
 * from the lab_booking_totals rollup (kept by the database's triggers on bookings).
 */
async function topLabsByValue(db: PrismaClient) {
  const top = await topOfRollup(
    (query) => db.labBookingTotal.findMany({ ...query, orderBy: [{ valueAed: "desc" }, { labId: "asc" }] }),
    db.lab,
    (t) => t.labId,
  );
  return top.map(({ row, ref }) => ({
    lab: ref,
    valueAed: aedRequired(row.valueAed),
    bookings: row.bookings,
  }));
}

/**
 * The most booked tests, counted over the items of non-cancelled bookings: { test, bookings }, from
 * the test_booking_counts rollup (kept by the database's triggers on bookings and their items).
 */
async function topBookedTests(db: PrismaClient) {
  const top = await topOfRollup(
    (query) => db.testBookingCount.findMany({ ...query, orderBy: [{ bookings: "desc" }, { testId: "asc" }] }),
    db.test,
    (c) => c.testId,
  );
  return top.map(({ row, ref }) => ({ test: ref, bookings: row.bookings }));
}
