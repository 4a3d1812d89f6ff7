/**
 * Moving a booking to another slot at its lab: the patient's booking.reschedule and the lab's
 * admin.bookings.reschedule share moveBooking. The slot rules, capacity counter and duplicate check
 * are create's (booking-time.ts, booking.service.ts); the status and cut-off guards are booking-guards.ts's.
 */
import {
  type Db,
  findDuplicate,
  lockBooking,
  type Prisma,
  type PrismaClient,
  releasePlace,
  takePlace,
  transaction,
} from "@labcompare/db";
import { dateColumn, dubaiInstant, slotCapacity } from "@labcompare/domain";
import { messages } from "@labcompare/validators";
import { AppError } from "../app-error.ts";
import { queueBookingMessages } from "../notifications/booking-messages.ts";
import { assertChangeable, assertPatientMayChange } from "./booking-guards.ts";
import { BOOKING_TX_OPTIONS } from "./booking.service.ts";
import { assertTimeBookable } from "./booking-time.ts";
import { bookingSelect, toBookingDto, type BookingDto } from "./booking-dto.ts";
import type { StatusActor } from "./booking-status.service.ts";
import { assertHomeCollection, closureReason, loadLabRules, toRules } from "./slots.service.ts";

/**
 * booking.reschedule: moves the caller's own booking to another slot (moveBooking as the patient:
 * bound by the lab's cut-off). Input: { id, scheduledDate "YYYY-MM-DD", scheduledTime "HH:mm" }.
 * Output: the BookingDto at its new time. Errors: see moveBooking.
 */
export async function rescheduleBooking(
  db: PrismaClient,
  userId: string,
  input: { id: string; scheduledDate: string; scheduledTime: string },
  now: Date = new Date(),
): Promise<BookingDto> {
  return moveBooking(db, input, { kind: "patient", userId }, now);
}

/**
 * Who moves a booking. "patient": the booking's owner, bound by the lab's cut-off before the current
 * appointment. "lab": an admin (labScope null) or lab staff (labScope = their lab ids), not bound by
 * the cut-off but by the slot rules, the capacity and their labs.
 */
export type MoveActor = Pick<StatusActor, "userId" | "kind" | "labScope">;

/**
 * Moves a pending or confirmed booking to another slot at the same lab, keeping its status, tests and
 * prices (the one reschedule path for patients and labs).
 * Input: { id, scheduledDate "YYYY-MM-DD", scheduledTime "HH:mm" } (Asia/Dubai), the actor, `now`.
 * Output: the BookingDto at its new time (unchanged when the slot is the current one).
 * Rules, as for create: the new time must be bookable (SLOT_UNAVAILABLE: closed, outside hours, past,
 * lead time, horizon) and have a free place (SLOT_FULL); home collection must still be offered for the
 * booking's emirate; inside the transaction, under the booking's and the slot's row locks, every test
 * of the booking must still be active (NOT_FOUND "Test not found") and offered by the lab
 * (BAD_REQUEST TEST_NOT_OFFERED naming the test), and the patient must not already hold one of these
 * tests at this lab in the new slot in another booking (CONFLICT DUPLICATE). The old place is freed in
 * the same transaction.
 * Errors: NOT_FOUND "Booking not found" (missing, another patient's, or outside the lab scope);
 * BAD_REQUEST not pending/confirmed (TRANSITION_REFUSED), for the patient the cut-off
 * (CUTOFF_PASSED); CONFLICT SLOT_UNAVAILABLE when the booking moved meanwhile.
 * Side effects: records "booking.reschedule" (actor, before/after slot) for the booking's history and
 * queues the patient's "rescheduled" email, re-planning the reminders.
 */
export async function moveBooking(
  db: PrismaClient,
  input: { id: string; scheduledDate: string; scheduledTime: string },
  actor: MoveActor,
  now: Date = new Date(),
): Promise<BookingDto> {
  const patient = actor.kind === "patient";
  const current = await readMovable(db, input.id, actor);
  if (!current) throw new AppError("NOT_FOUND", messages.booking.notFound);
  const lab = await loadLabRules(db, current.labId);
  const assertMayChange = (status: string) =>
    patient
      ? assertPatientMayChange(status, current.startsAt, lab.cancellationCutoffMinutes, now)
      : assertChangeable(status);
  assertMayChange(current.status);
  const oldDate = current.scheduledDate.toISOString().slice(0, 10);
  if (oldDate === input.scheduledDate && current.scheduledTime === input.scheduledTime) {
    const row = await db.booking.findUniqueOrThrow({ where: { id: current.id }, select: bookingSelect });
    return toBookingDto(row, now);
  }
  const mode = current.collectionMode;
  if (mode === "home_collection") assertHomeCollection(lab, current.collectionEmirate);
  assertTimeBookable(
    lab,
    input.scheduledDate,
    input.scheduledTime,
    mode,
    now,
    await closureReason(db, lab.id, input.scheduledDate),
  );
  const move: Move = {
    current,
    oldDate,
    date: input.scheduledDate,
    time: input.scheduledTime,
    capacity: slotCapacity(toRules(lab), mode),
    actor,
    assertMayChange,
  };
  const updated = await transaction(db, (tx) => writeMove(tx, move, now), BOOKING_TX_OPTIONS);
  return toBookingDto(updated, now);
}

/** The booking to move, within the actor's scope (the patient's own, the staff's labs), or null. */
function readMovable(db: PrismaClient, id: string, actor: MoveActor) {
  const scope: Prisma.BookingWhereInput =
    actor.kind === "patient"
      ? { userId: actor.userId }
      : actor.labScope
        ? { labId: { in: actor.labScope } }
        : {};
  return db.booking.findFirst({
    where: { id, ...scope },
    select: {
      id: true,
      userId: true,
      labId: true,
      status: true,
      startsAt: true,
      collectionMode: true,
      collectionEmirate: true,
      scheduledDate: true,
      scheduledTime: true,
      items: { select: { testId: true, test: { select: { name: true } } } },
    },
  });
}

/** A checked move: the booking as read, its old date, the new date and time, the slot's capacity. */
interface Move {
  current: NonNullable<Awaited<ReturnType<typeof readMovable>>>;
  oldDate: string;
  date: string;
  time: string;
  capacity: number;
  actor: MoveActor;
  assertMayChange: (status: string) => void;
}

/**
 * The move's writes, in its transaction: lock the booking (CONFLICT SLOT_UNAVAILABLE when it moved
 * meanwhile), re-check its status and tests, free the old place and take the new one (CONFLICT
 * SLOT_FULL), refuse a duplicate (CONFLICT DUPLICATE), update the booking, audit
 * "booking.reschedule" and queue the email. Output: the booking as bookingSelect reads it.
 */
async function writeMove(tx: Prisma.TransactionClient, move: Move, now: Date) {
  const { current, oldDate, date, time, actor } = move;
  const labId = current.labId;
  const mode = current.collectionMode;
  const locked = await lockBooking(tx, current.id);
  if (!locked || locked.scheduled_time !== current.scheduledTime || locked.scheduled_date !== oldDate) {
    throw new AppError("CONFLICT", messages.booking.slotFull, { reason: "SLOT_UNAVAILABLE" });
  }
  move.assertMayChange(locked.status);
  await assertTestsStillOffered(tx, labId, current.items);
  // The two slot rows locked earliest first: moves X→Y and Y→X at once took them in opposite orders and deadlocked (40P01).
  const oldFirst = `${oldDate} ${current.scheduledTime}` < `${date} ${time}`;
  if (oldFirst) await releasePlace(tx, labId, oldDate, current.scheduledTime, mode);
  if (!(await takePlace(tx, labId, date, time, mode, move.capacity))) {
    throw new AppError("CONFLICT", messages.booking.slotFull, { reason: "SLOT_FULL" });
  }
  // Under the new slot's row lock, as on create: a racing create or move has committed by now.
  const testIds = current.items.map((i) => i.testId);
  if (current.userId && (await findDuplicate(tx, current.userId, labId, date, time, testIds, current.id))) {
    throw new AppError(
      "CONFLICT",
      actor.kind === "patient" ? messages.booking.duplicate : messages.booking.patientHasDuplicate,
      { reason: "DUPLICATE" },
    );
  }
  if (!oldFirst) await releasePlace(tx, labId, oldDate, current.scheduledTime, mode);
  const booking = await tx.booking.update({
    where: { id: current.id },
    data: {
      scheduledDate: dateColumn(date),
      scheduledTime: time,
      startsAt: dubaiInstant(date, time),
      // The moved event replaces the old one in the patient's calendar.
      calendarSequence: { increment: 1 },
    },
    select: bookingSelect,
  });
  await tx.auditLog.create({
    data: {
      actorId: actor.userId,
      action: "booking.reschedule",
      entity: "booking",
      entityId: current.id,
      before: { scheduledDate: oldDate, scheduledTime: current.scheduledTime },
      after: { scheduledDate: date, scheduledTime: time, by: actor.kind },
    },
  });
  await queueBookingMessages(tx, current.id, "rescheduled", now, {
    date: oldDate,
    time: current.scheduledTime,
  });
  return booking;
}

/**
 * Refuses a booking whose tests the lab no longer makes, with create's errors: NOT_FOUND "Test not
 * found" for a deactivated test; BAD_REQUEST TEST_NOT_OFFERED naming a test whose offer at the lab is
 * gone or inactive.
 */
async function assertTestsStillOffered(
  db: Db,
  labId: string,
  items: { testId: string; test: { name: string } }[],
): Promise<void> {
  const testIds = items.map((i) => i.testId);
  const [active, offers] = await Promise.all([
    db.test.findMany({ where: { id: { in: testIds }, active: true }, select: { id: true } }),
    db.labTestOffer.findMany({
      where: { labId, testId: { in: testIds }, active: true },
      select: { testId: true },
    }),
  ]);
  if (active.length !== new Set(testIds).size) throw new AppError("NOT_FOUND", messages.booking.testNotFound);
  const notOffered = items.find((i) => !offers.some((o) => o.testId === i.testId));
  if (notOffered) {
    throw new AppError("BAD_REQUEST", messages.booking.testNotOffered(notOffered.test.name), {
      reason: "TEST_NOT_OFFERED",
      details: { testId: notOffered.testId },
    });
  }
}
