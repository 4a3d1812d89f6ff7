/** Admin areas, each its own router; every procedure is an adminProcedure. */
import { router } from "../../trpc.ts";
import { adminBookingsRouter } from "./bookings/bookings.router.ts";

export const adminRouter = router({
  bookings: adminBookingsRouter,
});
