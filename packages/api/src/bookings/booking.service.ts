/**
 * Patient appointments. A booking is one or more tests (BookingItem) at one lab in one slot
 * (date `YYYY-MM-DD` + time `HH:mm`, Asia/Dubai); prices are snapshotted from the offers, so later
 * price changes never alter it. The slot rules live in @labcompare/domain/slots.
 *
 * Capacity under concurrency: each slot has a counter row (booking_slot_usage) taken by one
 * conditional upsert — `INSERT … ON CONFLICT DO UPDATE SET booked = booked + 1 WHERE booked <
 * capacity RETURNING booked`. PostgreSQL row-locks the counter for the rest of the transaction, so
 * concurrent creates for one slot queue on that row and the (capacity+1)-th finds no row returned
 * (CONFLICT SLOT_FULL). The lock also serialises the duplicate and idempotency re-checks that follow
 * it. On PGlite (one connection) transactions run one at a time, so the same statement is enough; the
 * transaction is kept to a few statements so the queue drains quickly. The patient's own bookings:
 * my-bookings.service.ts; the time rules: booking-time.ts.
 */
import { AppError } from "../app-error.ts";
import {
  findDuplicate,
  holdFamilyMemberForReference,
  holdUserForReference,
  type PrismaClient,
  type RawDb,
  takePlace,
  transaction,
} from "@labcompare/db";
import { bookingTotals, slotCapacity } from "@labcompare/domain";
import { type bookingCreateInput, messages } from "@labcompare/validators";
import type { z } from "zod";
import { isUniqueViolation } from "../errors.ts";
import { recordAudit } from "../audit/audit.ts";
import { queueBookingMessages } from "../notifications/booking-messages.ts";
import { assertHomeCollection, toRules } from "./slots.service.ts";
import { readBookingChecks } from "./booking-checks.ts";
import { insertBooking, newBooking, type NewBooking } from "./booking-insert.ts";
import { findByIdempotencyKey, idempotencyBodySha256 } from "./idempotency.ts";
import { bookingSelect, toBookingDto, type BookingDto, type BookingRow } from "./booking-dto.ts";
import { bookingPayment } from "../insurance/booking-payment.ts";
import { rememberBookingPlan } from "../insurance/saved-plan.service.ts";
import { bookingPerson, fillProfileFromBooking } from "./booking-person.ts";
import { assertTimeBookable } from "./booking-time.ts";

/** Interactive transactions wait in line on PGlite's single connection: allow for a queue. */
export const BOOKING_TX_OPTIONS = { maxWait: 20_000, timeout: 20_000 } as const;

/** The answer's fields of a new booking: what only the messages read stays out of the API answer. */
function answerFields(row: NewBooking): BookingRow {
  const pick = <T extends object>(from: T, keys: object) =>
    Object.fromEntries(Object.keys(keys).map((k) => [k, from[k as keyof T]]));
  return { ...pick(row, bookingSelect), lab: pick(row.lab, bookingSelect.lab.select) } as BookingRow;
}

/**
 * The writes of one new booking, in its transaction: hold the user's row (and the member's), take a
 * place in the slot's counter, re-check duplicates under its lock, insert the booking and its items,
 * record "booking.create" and queue its emails. Errors: UNAUTHORIZED (account gone), NOT_FOUND
 * (member gone), CONFLICT SLOT_FULL or DUPLICATE.
 */
async function writeBooking(
  tx: RawDb,
  booking: NewBooking,
  slot: { userId: string; input: z.output<typeof bookingCreateInput>; testIds: string[]; capacity: number },
  now: Date,
): Promise<void> {
  const { userId, input, testIds, capacity } = slot;
  const labId = booking.lab.id;
  const mode = input.collectionMode;
  // The user's row before the slot: the order deleting the account takes them in (see @labcompare/db's sql/locks.ts).
  if (!(await holdUserForReference(tx, userId)))
    throw new AppError("UNAUTHORIZED", messages.auth.signInRequired);
  // Held until commit: a member removed meanwhile is refused, never a dangling reference.
  const memberId = booking.familyMemberId;
  if (memberId && !(await holdFamilyMemberForReference(tx, userId, memberId)))
    throw new AppError("NOT_FOUND", messages.family.personNotFound);
  if (!(await takePlace(tx, labId, input.scheduledDate, input.scheduledTime, mode, capacity))) {
    throw new AppError("CONFLICT", messages.booking.slotFull, { reason: "SLOT_FULL" });
  }
  // Re-checked under the slot's row lock: a racing twin has committed by now.
  if (await findDuplicate(tx, userId, labId, input.scheduledDate, input.scheduledTime, testIds)) {
    throw new AppError("CONFLICT", messages.booking.duplicate, { reason: "DUPLICATE" });
  }
  await insertBooking(tx, booking);
  await recordAudit(tx, userId, {
    action: "booking.create",
    entity: "booking",
    entityId: booking.id,
    after: {
      status: booking.status,
      scheduledDate: input.scheduledDate,
      scheduledTime: input.scheduledTime,
    },
  });
  // The confirmation email and reminders commit (or roll back) with the booking.
  await queueBookingMessages(tx, booking, "created", now);
}

/**
 * booking.create: books one or more tests at one lab in one slot for `userId`.
 * Input: bookingCreateInput's output (testIds 1–20, labId, scheduledDate, scheduledTime, patient
 * details, collectionMode + address/emirate, idempotencyKey?, expectedTotalAed?, payment?, expectedShareAed?,
 * familyMemberId? (the person: absent = the holder), dateOfBirth? and sex? (the holder's, when the
 * profile lacks them)). The booking records the person (booking-person.ts): a member's name is the
 * patient name; relation, date of birth and sex are kept on the booking.
 * Payment (insurance/booking-payment.ts): self-pay when absent; with a plan, the member number, the
 * referral and the share estimated now are stored with the booking.
 * Output: the BookingDto, pending (or confirmed at once at an auto-confirm lab). Totals: subtotal = sum of the offers' prices; home collection adds
 * one fee per visit, the highest fee among the items' offers (`homeCollectionFeeForVisit`).
 * Errors: NOT_FOUND unknown test or lab, or a familyMemberId that is not the caller's active member ("Person not found"); BAD_REQUEST a test the lab does not offer
 * (TEST_NOT_OFFERED), home collection the lab does not make (EMIRATE_NOT_SERVED), a time the rules
 * refuse (SLOT_UNAVAILABLE: closed, outside hours, past, lead time, horizon); CONFLICT a full slot
 * (SLOT_FULL), the same test at the same lab and slot already booked (DUPLICATE), a total other than
 * `expectedTotalAed` (PRICE_CHANGED, details.totalAed), an estimated share other than `expectedShareAed`
 * (ESTIMATE_CHANGED, details: the new estimate); BAD_REQUEST a plan that is unknown or switched off. A repeat with the same idempotencyKey and body
 * (idempotencyBodySha256) returns the first booking, even when the two requests race; the same key
 * with another body is refused: UNPROCESSABLE_CONTENT (IDEMPOTENCY_KEY_REUSED). UNAUTHORIZED "Please sign in to continue" when
 * the account was deleted meanwhile (the create waits for a deletion in progress, then finds no user).
 * Side effects: saves name, phone, date of birth and sex to the profile when it lacks them (for "Me";
 * only the phone for a member), and an insured booking's
 * plan and member number as the profile's saved plan; records "booking.create"
 * (after: the status it starts in); queues the "received" email (or, at an auto-confirm lab, the one
 * "confirmed" email) and the reminders in the same transaction.
 */
export async function createBooking(
  db: PrismaClient,
  userId: string,
  input: z.output<typeof bookingCreateInput>,
  now: Date = new Date(),
): Promise<BookingDto> {
  const testIds = input.testIds.map((id) => id.toLowerCase());
  const bodySha256 = input.idempotencyKey ? idempotencyBodySha256(input) : null;
  const checks = await readBookingChecks(db, userId, { ...input, testIds });
  if (checks.repeatId) {
    const repeat = await findByIdempotencyKey(db, userId, input.idempotencyKey, bodySha256, now);
    if (repeat) return repeat;
  }
  const { lab, tests, offers, locale, closure: closed } = checks;
  if (!lab) throw new AppError("NOT_FOUND", messages.booking.labNotFound);
  if (tests.length !== testIds.length) throw new AppError("NOT_FOUND", messages.booking.testNotFound);
  const notOffered = tests.find((t) => !offers.some((o) => o.testId === t.id));
  if (notOffered) {
    throw new AppError("BAD_REQUEST", messages.booking.testNotOffered(notOffered.name), {
      reason: "TEST_NOT_OFFERED",
      details: { testId: notOffered.id },
    });
  }
  const mode = input.collectionMode;
  if (mode === "home_collection") assertHomeCollection(lab, input.collectionEmirate);
  assertTimeBookable(lab, input.scheduledDate, input.scheduledTime, mode, now, closed);

  const totals = bookingTotals(offers, mode);
  if (input.expectedTotalAed !== undefined && Number(input.expectedTotalAed).toFixed(2) !== totals.totalAed) {
    throw new AppError("CONFLICT", messages.booking.priceChanged, {
      reason: "PRICE_CHANGED",
      details: { ...totals },
    });
  }
  const person = await bookingPerson(db, userId, input);
  const payment = await bookingPayment(
    db,
    input.payment,
    { labId: lab.id, offers, homeCollectionFeeAed: totals.homeCollectionFeeAed },
    input.expectedShareAed,
  );
  // The duplicate check runs once, in the transaction under the slot's lock (below).
  const capacity = slotCapacity(toRules(lab), mode);
  for (let attempt = 0; ; attempt++) {
    try {
      // Built from what the checks read: the answer and the messages need nothing read back.
      const booking = newBooking(userId, input, { lab, tests, offers, locale }, totals, payment, person);
      // On the driver, not through Prisma: every statement in it is raw (see @labcompare/db's driver.ts).
      await transaction(db, (tx) => writeBooking(tx, booking, { userId, input, testIds, capacity }, now), {
        ...BOOKING_TX_OPTIONS,
        raw: true,
      });
      await fillProfileFromBooking(db, userId, input, person);
      await rememberBookingPlan(db, userId, payment);
      return toBookingDto(answerFields(booking), now);
    } catch (error) {
      // One key sent twice: whichever lost the race (the unique key refused its insert, or the
      // winner took the slot first) returns the winner's booking, or is refused if its body differs.
      const first = await findByIdempotencyKey(db, userId, input.idempotencyKey, bodySha256, now);
      if (first) return first;
      if (isUniqueViolation(error, "reference") && attempt < 3) continue;
      throw error;
    }
  }
}
