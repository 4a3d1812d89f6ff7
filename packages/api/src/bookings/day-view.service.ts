/**
 * The day view of a lab for lab operations: every slot (lab visit) or window (home collection) of a
 * day with its places used and total, and the bookings holding them. Slot times and capacity come from
 * the shared slot rules (@labcompare/domain/slots); places used from the per-slot counters
 * (booking_slot_usage), the same rows that enforce capacity when patients book.
 */
import { AppError } from "../app-error.ts";
import type { Prisma, PrismaClient } from "@labcompare/db";
import {
  CLINIC_TIME_ZONE,
  closedReasonFor,
  dateColumn,
  slotCapacity,
  slotTimes,
  type CollectionModeValue,
} from "@labcompare/domain";
import { messages } from "@labcompare/validators";
import { bookedPlaces, closureReason, labRulesSelect, toRules } from "./slots.service.ts";
import { assertLabInScope, type LabScope } from "./admin-bookings-where.ts";

/** A booking as a day view lists it. */
const dayBookingSelect = {
  id: true,
  reference: true,
  patientName: true,
  patientPhone: true,
  personRelation: true,
  personDateOfBirth: true,
  personSex: true,
  status: true,
  scheduledTime: true,
  items: { select: { test: { select: { name: true } } }, orderBy: { test: { name: "asc" } } },
} satisfies Prisma.BookingSelect;

type DayBookingRow = Prisma.BookingGetPayload<{ select: typeof dayBookingSelect }>;

function toDayBooking({ items, ...b }: DayBookingRow) {
  return {
    ...b,
    personDateOfBirth: b.personDateOfBirth?.toISOString().slice(0, 10) ?? null,
    tests: items.map((i) => i.test.name),
  };
}
export type DayViewBooking = ReturnType<typeof toDayBooking>;

/**
 * admin.bookings.dayView. Input: { labId, date "yyyy-MM-dd" (Asia/Dubai), collectionMode }.
 * Output: { timezone, date, collectionMode, lab: { id, name, active }, closedReason (a closure's
 * reason or "Closed on Fridays", else null), capacity (places per slot), slots: [{ time "HH:mm",
 * endTime, used, total, bookings: [{ id, reference, patientName, patientPhone, personRelation,
 * personDateOfBirth ("YYYY-MM-DD" or null), personSex, status, scheduledTime, tests: string[] }] }], otherBookings (bookings at a time that is no longer a slot, e.g. after the
 * hours changed or the day was closed), used and total (the day's sums) }. Cancelled bookings are left
 * out: they hold no place.
 * Errors: FORBIDDEN for a lab outside the caller's labs; NOT_FOUND "Lab not found".
 */
export async function getDayView(
  db: PrismaClient,
  input: { labId: string; date: string; collectionMode: CollectionModeValue },
  labScope: LabScope,
) {
  assertLabInScope(labScope, input.labId);
  const lab = await db.lab.findUnique({ where: { id: input.labId }, select: labRulesSelect });
  if (!lab) throw new AppError("NOT_FOUND", messages.admin.labNotFound);
  const rules = toRules(lab);
  const mode = input.collectionMode;
  const [closure, used, rows] = await Promise.all([
    closureReason(db, lab.id, input.date),
    bookedPlaces(db, lab.id, input.date, mode),
    db.booking.findMany({
      where: {
        labId: lab.id,
        scheduledDate: dateColumn(input.date),
        collectionMode: mode,
        status: { not: "cancelled" },
      },
      orderBy: [{ scheduledTime: "asc" }, { createdAt: "asc" }],
      select: dayBookingSelect,
    }),
  ]);
  const closedReason = closedReasonFor(rules, input.date, closure);
  const capacity = slotCapacity(rules, mode);
  const bookings = rows.map(toDayBooking);
  const times = closedReason ? [] : slotTimes(rules, input.date, mode);
  const slotStarts = new Set(times.map((t) => t.time));
  const slots = times.map(({ time, endTime }) => ({
    time,
    endTime,
    used: used.get(time) ?? 0,
    total: capacity,
    bookings: bookings.filter((b) => b.scheduledTime === time),
  }));
  return {
    timezone: CLINIC_TIME_ZONE,
    date: input.date,
    collectionMode: mode,
    lab: { id: lab.id, name: lab.name, active: lab.active },
    closedReason,
    capacity,
    slots,
    otherBookings: bookings.filter((b) => !slotStarts.has(b.scheduledTime)),
    used: slots.reduce((n, s) => n + s.used, 0),
    total: slots.reduce((n, s) => n + s.total, 0),
  };
}
