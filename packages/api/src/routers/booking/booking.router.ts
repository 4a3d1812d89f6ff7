/**
 * Booking procedures. Slots and availability are public (a visitor sees free times before signing
 * in); everything else is the signed-in patient's own bookings only.
 */
import {
  bookingAvailabilityInput,
  bookingCancelInput,
  bookingCreateInput,
  bookingReferenceInput,
  bookingRescheduleInput,
  bookingSlotsInput,
} from "@labcompare/validators";
import { authedProcedure, publicProcedure, router } from "../../trpc.ts";
import { createBooking } from "../../bookings/booking.service.ts";
import { getMyBookingByReference, listMyBookings } from "../../bookings/my-bookings.service.ts";
import { rescheduleBooking } from "../../bookings/reschedule.service.ts";
import { cancelMyBooking } from "../../bookings/booking-status.service.ts";
import { getAvailability, getDaySlots } from "../../bookings/slots.service.ts";
import { availabilityOutput, daySlotsOutput } from "./booking.schema.ts";

export const bookingRouter = router({
  /** Every slot of a day at a lab: { timezone, date, closedReason, slots: [{ time, endTime, remaining, bookable }] }. See getDaySlots. */
  slots: publicProcedure
    .input(bookingSlotsInput)
    .output(daySlotsOutput)
    .query(({ ctx, input }) => getDaySlots(ctx.db, input)),
  /** Per day from `from` for `days` days: { date, open, closedReason, bookable }. See getAvailability. */
  availability: publicProcedure
    .input(bookingAvailabilityInput)
    .output(availabilityOutput)
    .query(({ ctx, input }) => getAvailability(ctx.db, input)),
  /** Books one or more tests at a lab in one slot; returns the pending booking (AED strings). See createBooking for errors. */
  create: authedProcedure
    .input(bookingCreateInput)
    .mutation(({ ctx, input }) => createBooking(ctx.db, ctx.user.id, input)),
  /** The caller's bookings, newest first. */
  listMine: authedProcedure.query(({ ctx }) => listMyBookings(ctx.db, ctx.user.id)),
  /** The caller's booking by reference ("LC-7K4Q2M"); NOT_FOUND for anyone else's. */
  byReference: authedProcedure
    .input(bookingReferenceInput)
    .query(({ ctx, input }) => getMyBookingByReference(ctx.db, ctx.user.id, input.reference)),
  /** Cancels the caller's booking until the lab's cut-off: { id, reason? } → the booking. */
  cancel: authedProcedure
    .input(bookingCancelInput)
    .mutation(({ ctx, input }) => cancelMyBooking(ctx.db, ctx.user.id, input)),
  /** Moves the caller's booking to another slot at the same lab: { id, scheduledDate, scheduledTime } → the booking. */
  reschedule: authedProcedure
    .input(bookingRescheduleInput)
    .mutation(({ ctx, input }) => rescheduleBooking(ctx.db, ctx.user.id, input)),
});
