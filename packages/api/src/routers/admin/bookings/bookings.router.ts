/** admin.bookings: list all bookings and change their status. */
import { z } from "zod";
import { bookingStatuses, bookingStatusUpdateInput } from "@labcompare/validators";
import { adminProcedure, router } from "../../../trpc.ts";
import { listBookings, updateBookingStatus } from "./bookings.service.ts";

export const adminBookingsListInput = z
  .object({
    status: z.enum(bookingStatuses).optional(),
    labId: z.uuid().optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    page: z.number().int().min(1).max(100_000).default(1),
  })
  .default({ page: 1 });

export const adminBookingsRouter = router({
  list: adminProcedure.input(adminBookingsListInput).query(({ ctx, input }) => listBookings(ctx.db, input)),
  updateStatus: adminProcedure
    .input(bookingStatusUpdateInput)
    .mutation(async ({ ctx, input }) => (await updateBookingStatus(ctx.db, input)).booking),
});
