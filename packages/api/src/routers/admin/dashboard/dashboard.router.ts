/** admin.dashboard: headline figures for the admin home page. */
import { adminProcedure, router } from "../../../trpc.ts";
import { dashboardSummary } from "../../../admin/dashboard.service.ts";

export const adminDashboardRouter = router({
  /**
   * No input. Output: bookings today / this week (Asia/Dubai, Sunday–Saturday) by status, booked value
   * (AED strings) by top lab, top 10 tests, new patients (7 / 30 days), bookings per day for 30 days.
   */
  summary: adminProcedure.query(({ ctx }) => dashboardSummary(ctx.db)),
});
