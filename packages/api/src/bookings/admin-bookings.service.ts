/**
 * Lab operations on bookings, for admins (every lab) and lab staff (their labs only): one booking with its history (booking-history.service.ts), status changes through the one state machine
 * (changeBookingStatus), the count of bookings made since a moment, and the labs in scope.
 *
 * Scope: every function takes `labScope` — null for an admin (every lab), else the lab ids of a
 * lab_staff user. A booking outside the scope is NOT_FOUND (its existence is not revealed); naming a
 * lab outside the scope in a filter is FORBIDDEN. The searchable list: admin-bookings-list.service.ts;
 * the filters' `where`: admin-bookings-where.ts.
 */
import { AppError } from "../app-error.ts";
import type { Prisma, PrismaClient } from "@labcompare/db";
import { allowedTransitions, type BookingStatusValue } from "@labcompare/domain";
import { messages } from "@labcompare/validators";
import { bookingSelect, toBookingDto } from "./booking-dto.ts";
import { moveBooking } from "./reschedule.service.ts";
import { changeBookingStatus } from "./booking-status.service.ts";
import { bookingHistory } from "./booking-history.service.ts";
import { scopeWhere, type LabScope } from "./admin-bookings-where.ts";

const notFound = () => new AppError("NOT_FOUND", messages.booking.notFound);

type BookingRow = Prisma.BookingGetPayload<{ select: typeof bookingSelect }>;

/** A BookingDto (see toBookingDto) plus `allowedStatuses`: the moves the state machine allows now. */
export function toAdminBookingDto(row: BookingRow, now: Date = new Date()) {
  const dto = toBookingDto(row, now);
  return { ...dto, allowedStatuses: allowedTransitions(dto.status, dto.startsAt, now) };
}
export type AdminBookingDto = ReturnType<typeof toAdminBookingDto>;

/** A booking with the account that made it (never its password or sessions). */
const adminBookingDetailSelect = {
  ...bookingSelect,
  updatedAt: true,
  user: { select: { id: true, email: true } },
} satisfies Prisma.BookingSelect;

/**
 * admin.bookings.byId: the full booking (tests with prices, lab, patient name/email/phone, notes,
 * home-collection address and emirate, cancellation reason/by/at, allowedStatuses), the account that
 * booked it ({ id, email }), and its history (BookingHistoryEntry[], oldest first).
 * Errors: NOT_FOUND "Booking not found" when missing or outside the caller's labs.
 */
export async function getBooking(db: PrismaClient, id: string, labScope: LabScope, now: Date = new Date()) {
  const row = await db.booking.findFirst({
    where: { id, ...scopeWhere(labScope) },
    select: adminBookingDetailSelect,
  });
  if (!row) throw notFound();
  const { user, updatedAt, ...booking } = row;
  return {
    ...toAdminBookingDto(booking, now),
    updatedAt,
    account: user,
    history: await bookingHistory(db, id),
  };
}

/**
 * admin.bookings.updateStatus: moves a booking along the state machine as the lab (see
 * changeBookingStatus: same-state and other disallowed moves are BAD_REQUEST TRANSITION_REFUSED,
 * no_show only after the appointment time, cancelling needs a reason and frees the place; audited as
 * "booking.updateStatus"). Input: { id, status, reason? }. Output: the AdminBookingDto after the change.
 * Errors: NOT_FOUND outside the caller's labs; BAD_REQUEST as above.
 */
export async function updateBookingStatus(
  db: PrismaClient,
  input: { id: string; status: BookingStatusValue; reason?: string | null },
  actor: { userId: string; labScope: LabScope },
  now: Date = new Date(),
): Promise<AdminBookingDto> {
  const { booking } = await changeBookingStatus(
    db,
    input,
    { userId: actor.userId, kind: "lab", labScope: actor.labScope },
    now,
  );
  return { ...booking, allowedStatuses: allowedTransitions(booking.status, booking.startsAt, now) };
}

/**
 * admin.bookings.reschedule: moves a booking to another slot at its lab as the lab (moveBooking with
 * a "lab" actor): not bound by the patient's cut-off, but by the slot rules (closed, outside hours,
 * past, lead time, horizon: BAD_REQUEST SLOT_UNAVAILABLE), the capacity (CONFLICT SLOT_FULL), the
 * patient's other bookings (CONFLICT DUPLICATE), the tests still offered (NOT_FOUND / BAD_REQUEST
 * TEST_NOT_OFFERED) and the caller's labs. Keeps the status; frees the old place.
 * Input: { id, scheduledDate "yyyy-MM-dd", scheduledTime "HH:mm" } (Asia/Dubai).
 * Output: the AdminBookingDto at its new time.
 * Errors: NOT_FOUND "Booking not found" when missing or outside the caller's labs; BAD_REQUEST
 * TRANSITION_REFUSED for a booking that is not pending or confirmed; the rules above.
 * Side effects: "booking.reschedule" in the audit log (the booking's history) with the caller as
 * actor; the patient's "rescheduled" email and re-planned reminders, as for a patient's reschedule.
 */
export async function rescheduleBookingAsLab(
  db: PrismaClient,
  input: { id: string; scheduledDate: string; scheduledTime: string },
  actor: { userId: string; labScope: LabScope },
  now: Date = new Date(),
): Promise<AdminBookingDto> {
  const booking = await moveBooking(
    db,
    input,
    { userId: actor.userId, kind: "lab", labScope: actor.labScope },
    now,
  );
  return { ...booking, allowedStatuses: allowedTransitions(booking.status, booking.startsAt, now) };
}

/**
 * admin.bookings.newSince: how many bookings in the caller's labs were made after `since`.
 * Output: { count, latestAt (the newest one's createdAt, or null) }.
 */
export async function countNewBookings(db: PrismaClient, since: Date, labScope: LabScope) {
  const where: Prisma.BookingWhereInput = { createdAt: { gt: since }, ...scopeWhere(labScope) };
  const [count, latest] = await Promise.all([
    db.booking.count({ where }),
    db.booking.findFirst({ where, orderBy: { createdAt: "desc" }, select: { createdAt: true } }),
  ]);
  return { count, latestAt: latest?.createdAt ?? null };
}

/**
 * admin.bookings.labs: the labs the caller works with (every lab for an admin), by name, for the
 * bookings filters and the day view. Output: [{ id, name, emirate, active, homeCollection }].
 */
export async function listScopeLabs(db: PrismaClient, labScope: LabScope) {
  return db.lab.findMany({
    where: labScope ? { id: { in: labScope } } : {},
    orderBy: { name: "asc" },
    select: { id: true, name: true, emirate: true, active: true, homeCollection: true },
  });
}
