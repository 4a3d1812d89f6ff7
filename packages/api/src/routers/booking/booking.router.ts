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
import { authedProcedure, router } from "../../trpc.ts";
import { ownMutation, ownQuery, publicQuery } from "../../service-procedures.ts";
import { createBooking } from "../../bookings/booking.service.ts";
import { getMyBookingByReference, listMyBookings } from "../../bookings/my-bookings.service.ts";
import { rescheduleBooking } from "../../bookings/reschedule.service.ts";
import { cancelMyBooking } from "../../bookings/booking-status.service.ts";
import { getAvailability, getDaySlots } from "../../bookings/slots.service.ts";
import { availabilityOutput, daySlotsOutput } from "./booking.schema.ts";

export const bookingRouter = router({
  /** Every slot of a day at a lab: { timezone, date, closedReason, slots: [{ time, endTime, remaining, bookable }] }. See getDaySlots. */
  slots: publicQuery(bookingSlotsInput, daySlotsOutput, getDaySlots),
  /** Per day from `from` for `days` days: { date, open, closedReason, bookable }. See getAvailability. */
  availability: publicQuery(bookingAvailabilityInput, availabilityOutput, getAvailability),
  /** Books one or more tests at a lab in one slot; returns the pending booking (AED strings). See createBooking for errors. */
  create: ownMutation(bookingCreateInput, createBooking),
  /** The caller's bookings, newest first. */
  listMine: authedProcedure.query(({ ctx }) => listMyBookings(ctx.db, ctx.user.id)),
  /** The caller's booking by reference ("LC-7K4Q2M"); NOT_FOUND for anyone else's. */
  byReference: ownQuery(bookingReferenceInput, (db, userId, { reference }) =>
    getMyBookingByReference(db, userId, reference),
  ),
  /** Cancels the caller's booking until the lab's cut-off: { id, reason? } → the booking. */
  cancel: ownMutation(bookingCancelInput, cancelMyBooking),
  /** Moves the caller's booking to another slot at the same lab: { id, scheduledDate, scheduledTime } → the booking. */
  reschedule: ownMutation(bookingRescheduleInput, rescheduleBooking),
});
