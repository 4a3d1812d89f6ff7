/**
 * The signed-in patient's results: their current reports (all, or one booking's), the record across
 * labs as numeric series, and past results they add by hand. Owner-only: every procedure reads the
 * caller's own rows; another patient's booking answers NOT_FOUND.
 */
import { addOwnResultInput, personIdInput, resultsByBookingInput } from "@labcompare/validators";
import { router } from "../../trpc.ts";
import { checkedOwnMutation, checkedOwnQuery } from "../../service-procedures.ts";
import { reportListOutput, reportOutput, timelineOutput } from "./results.schema.ts";
import { addOwnResult, listBookingReports, listMyReports } from "../../results/results.service.ts";
import { getTimeline } from "../../results/timeline.service.ts";
import { remindersRouter } from "./reminders.router.ts";
import { sharesRouter } from "./shares.router.ts";

export const resultsRouter = router({
  /**
   * { personId? } (a family member's id; absent = the account holder; another account's → NOT_FOUND)
   * → the current reports about that person, newest first: [{ id, version, status, issuedAt, source, booking
   * ({ reference, lab: { name, nameAr, slug } } | null), labName, labNameAr, hasFile, observations
   * (each with its test's nameAr) }]. Each one shown is audited.
   */
  list: checkedOwnQuery(personIdInput.optional(), reportListOutput, (db, userId, input) =>
    listMyReports(db, userId, input?.personId),
  ),
  /** { reference } → the current reports of the caller's booking (empty before any); NOT_FOUND "Booking not found" for anyone else's. */
  byBooking: checkedOwnQuery(resultsByBookingInput, reportListOutput, (db, userId, { reference }) =>
    listBookingReports(db, userId, reference),
  ),
  /** { personId? } → { series: [{ key, loincCode, testId, name, nameAr, unit, refLow, refHigh, points: [{ effectiveAt, value, flag, reportId }] }], reports: [{ id, source, labName, labNameAr }] }. See buildTimeline. */
  timeline: checkedOwnQuery(personIdInput.optional(), timelineOutput, (db, userId, input) =>
    getTimeline(db, userId, input?.personId),
  ),
  /** A past result from elsewhere ({ testId, value, unit, effectiveDate, labName, flag?, personId? }) → the new report (source "patient"); with its PDF: POST /api/results. See addOwnResult. */
  addOwn: checkedOwnMutation(addOwnResultInput, reportOutput, addOwnResult),
  /** Retest reminders: set, list, cancel (owner-only) and cancelByToken (the email's link). */
  reminders: remindersRouter,
  /** Links for a doctor: create, list, revoke (shares.router.ts). */
  shares: sharesRouter,
});
