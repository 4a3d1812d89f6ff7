/**
 * The signed-in patient's results: their current reports (all, or one booking's), the record across
 * labs as numeric series, and past results they add by hand. Owner-only: every procedure reads the
 * caller's own rows; another patient's booking answers NOT_FOUND.
 */
import { addOwnResultInput, resultsByBookingInput } from "@labcompare/validators";
import { authedProcedure, router } from "../../trpc.ts";
import { reportListOutput, reportOutput, timelineOutput } from "./results.schema.ts";
import { addOwnResult, listBookingReports, listMyReports } from "../../results/results.service.ts";
import { getTimeline } from "../../results/timeline.service.ts";

export const resultsRouter = router({
  /**
   * The caller's current reports, newest first: [{ id, version, status, issuedAt, source, booking
   * ({ reference, lab: { name, nameAr, slug } } | null), labName, labNameAr, hasFile, observations
   * (each with its test's nameAr) }]. Each one shown is audited.
   */
  list: authedProcedure.output(reportListOutput).query(({ ctx }) => listMyReports(ctx.db, ctx.user.id)),
  /** { reference } → the current reports of the caller's booking (empty before any); NOT_FOUND "Booking not found" for anyone else's. */
  byBooking: authedProcedure
    .input(resultsByBookingInput)
    .output(reportListOutput)
    .query(({ ctx, input }) => listBookingReports(ctx.db, ctx.user.id, input.reference)),
  /** { series: [{ key, loincCode, testId, name, nameAr, unit, refLow, refHigh, points: [{ effectiveAt, value, flag, labName, labNameAr, reportId, source }] }] }. See buildTimeline. */
  timeline: authedProcedure.output(timelineOutput).query(({ ctx }) => getTimeline(ctx.db, ctx.user.id)),
  /** A past result from elsewhere ({ testId, value, unit, effectiveDate, labName, flag? }) → the new report (source "patient"); with its PDF: POST /api/results. See addOwnResult. */
  addOwn: authedProcedure
    .input(addOwnResultInput)
    .output(reportOutput)
    .mutation(({ ctx, input }) => addOwnResult(ctx.db, ctx.user.id, input)),
});
