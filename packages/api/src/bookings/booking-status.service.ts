/**
 * Booking status changes, for patients (cancel) and labs (admin and lab staff). One state machine
 * (BOOKING_TRANSITIONS in @labcompare/domain): the booking row is read under `SELECT … FOR
 * UPDATE` and changed in the same transaction, so the audit row's "before" is always what was
 * changed, even when two people press a button at once. A cancellation frees the place at once.
 */
import { lockBooking, type Prisma, type PrismaClient, releasePlace, transaction } from "@labcompare/db";
import { allowedTransitions, type BookingStatusValue, statusLabel } from "@labcompare/domain";
import { messages } from "@labcompare/validators";
import { AppError } from "../app-error.ts";
import { cancelReminders, queueBookingMessages } from "../notifications/booking-messages.ts";
import { BOOKING_TX_OPTIONS } from "./booking.service.ts";
import { bookingSelect, toBookingDto, type BookingDto } from "./booking-dto.ts";
import { assertPatientMayChange } from "./booking-guards.ts";

export interface StatusActor {
  userId: string;
  /** "patient": the booking's owner (cut-off applies); "lab": an admin or lab staff (no cut-off). */
  kind: "patient" | "lab";
  /** Labs a lab actor may touch; null = every lab (admin). */
  labScope?: string[] | null;
}

/**
 * Moves a booking to `status`. Input: { id, status, reason? }. Output: { before: { status }, booking }.
 * Errors: NOT_FOUND "Booking not found" (missing, another patient's, or outside the lab scope);
 * BAD_REQUEST (reason TRANSITION_REFUSED) "A booking cannot go from X to Y." for any move the state
 * machine does not allow (the same state included; no_show only after the appointment time);
 * BAD_REQUEST a lab cancelling without a reason; for patients, the cut-off (CUTOFF_PASSED).
 * Records "booking.updateStatus" (lab) or "booking.cancel" (patient) in the audit log, and queues the
 * confirmed/cancelled email (cancelling the reminders) in the same transaction.
 */
export async function changeBookingStatus(
  db: PrismaClient,
  input: { id: string; status: BookingStatusValue; reason?: string | null },
  actor: StatusActor,
  now: Date = new Date(),
): Promise<{ before: { status: BookingStatusValue }; booking: BookingDto }> {
  // Run again when PostgreSQL aborts it to break a deadlock (40P01): a lab's cancel of a booking made
  // after its patient's account deletion took its locks waits there for the user's row (email row).
  return transaction(db, (tx) => changeBookingStatusIn(tx, input, actor, now), BOOKING_TX_OPTIONS);
}

/**
 * changeBookingStatus inside the caller's transaction `tx` (same input, output, errors, audit row
 * and emails): for changes that come with other writes, such as a results upload completing a
 * confirmed booking.
 */
export async function changeBookingStatusIn(
  tx: Prisma.TransactionClient,
  input: { id: string; status: BookingStatusValue; reason?: string | null },
  actor: StatusActor,
  now: Date = new Date(),
): Promise<{ before: { status: BookingStatusValue }; booking: BookingDto }> {
  const reason = input.reason?.trim() || null;
  if (actor.kind === "lab" && input.status === "cancelled" && !reason) {
    throw new AppError("BAD_REQUEST", messages.booking.cancelReasonRequired);
  }
  const locked = await lockBooking(tx, input.id);
  const owned =
    locked &&
    (actor.kind === "patient"
      ? (await tx.booking.count({ where: { id: input.id, userId: actor.userId } })) === 1
      : !actor.labScope || actor.labScope.includes(locked.lab_id));
  if (!locked || !owned) throw new AppError("NOT_FOUND", messages.booking.notFound);

  if (actor.kind === "patient") {
    const lab = await tx.lab.findUniqueOrThrow({
      where: { id: locked.lab_id },
      select: { cancellationCutoffMinutes: true },
    });
    assertPatientMayChange(locked.status, locked.starts_at, lab.cancellationCutoffMinutes, now);
  }
  if (!allowedTransitions(locked.status, locked.starts_at, now).includes(input.status)) {
    throw new AppError(
      "BAD_REQUEST",
      messages.booking.transitionRefused(statusLabel(locked.status), statusLabel(input.status)),
      {
        reason: "TRANSITION_REFUSED",
        details: { from: locked.status, to: input.status },
      },
    );
  }
  const cancelling = input.status === "cancelled";
  if (cancelling)
    await releasePlace(
      tx,
      locked.lab_id,
      locked.scheduled_date,
      locked.scheduled_time,
      locked.collection_mode,
    );
  const booking = await tx.booking.update({
    where: { id: input.id },
    data: {
      status: input.status,
      ...(cancelling ? { cancelledBy: actor.kind, cancellationReason: reason, cancelledAt: now } : {}),
      // The patient's calendar gets a new version of the event: confirmed, or cancelled.
      ...(input.status === "confirmed" || cancelling ? { calendarSequence: { increment: 1 } } : {}),
    },
    select: bookingSelect,
  });
  await tx.auditLog.create({
    data: {
      actorId: actor.userId,
      action: actor.kind === "patient" ? "booking.cancel" : "booking.updateStatus",
      entity: "booking",
      entityId: input.id,
      before: { status: locked.status },
      after: { status: input.status, ...(reason ? { reason } : {}) },
    },
  });
  // The patient hears of confirmations and cancellations; reminders end with the booking.
  if (input.status === "confirmed") await queueBookingMessages(tx, input.id, "confirmed", now);
  else if (cancelling) await queueBookingMessages(tx, input.id, "cancelled", now);
  else await cancelReminders(tx, input.id);
  return { before: { status: locked.status }, booking: toBookingDto(booking, now) };
}

/** booking.cancel for the booking's owner: { id, reason? } → the cancelled BookingDto. */
export async function cancelMyBooking(
  db: PrismaClient,
  userId: string,
  input: { id: string; reason?: string | null },
  now: Date = new Date(),
) {
  return (
    await changeBookingStatus(
      db,
      { id: input.id, status: "cancelled", reason: input.reason },
      { userId, kind: "patient" },
      now,
    )
  ).booking;
}
