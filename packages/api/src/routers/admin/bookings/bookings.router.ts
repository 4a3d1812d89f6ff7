/** admin.bookings: list all bookings and change their status. */
import { adminBookingsListInput, bookingStatusUpdateInput } from "@labcompare/validators";
import { adminProcedure, router } from "../../../trpc.ts";
import { listBookings, updateBookingStatus } from "./bookings.service.ts";

/** Re-exported for callers that imported it from here before it moved to @labcompare/validators. */
export { adminBookingsListInput };

export const adminBookingsRouter = router({
  /** Input: { status?, labId?, from?, to? (scheduled date, yyyy-MM-dd, inclusive), page }. Output: 25 per page, newest first, with total. */
  list: adminProcedure.input(adminBookingsListInput).query(({ ctx, input }) => listBookings(ctx.db, input)),
  /** Input: { id, status }. Output: the booking. Audited. NOT_FOUND "Booking not found". */
  updateStatus: adminProcedure
    .input(bookingStatusUpdateInput)
    .mutation(async ({ ctx, input }) => (await updateBookingStatus(ctx.db, input, ctx.user.id)).booking),
});
