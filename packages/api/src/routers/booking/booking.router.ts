/** Booking procedures for signed-in patients; every row read or written is the caller's own. */
import { bookingCreateInput } from "@labcompare/validators";
import { authedProcedure, router } from "../../trpc.ts";
import { createBooking, listMyBookings } from "./booking.service.ts";

export const bookingRouter = router({
  /** Books a test at a lab; returns the pending booking with its price snapshot (AED). */
  create: authedProcedure.input(bookingCreateInput).mutation(({ ctx, input }) => createBooking(ctx.db, ctx.user.id, input)),
  /** The caller's bookings, newest first. */
  listMine: authedProcedure.query(({ ctx }) => listMyBookings(ctx.db, ctx.user.id)),
});
