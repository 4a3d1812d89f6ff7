/**
 * admin.bookings: lab operations on bookings. Every procedure is a labStaffProcedure: admins see every
 * lab; lab_staff users only their labs (ctx.labScope) — a booking elsewhere is NOT_FOUND, a lab filter
 * elsewhere FORBIDDEN; anyone else is FORBIDDEN (visitors UNAUTHORIZED).
 */
import {
  adminBookingReportsInput,
  adminBookingsExportInput,
  adminBookingsListInput,
  adminBookingsNewSinceInput,
  adminBookingRescheduleInput,
  adminDayViewInput,
  bookingStatusUpdateInput,
  idInput,
} from "@labcompare/validators";
import { labStaffProcedure, router } from "../../../trpc.ts";
import { exportBookingsCsvAudited } from "../../../bookings/bookings-export-audit.ts";
import { listBookings } from "../../../bookings/admin-bookings-list.service.ts";
import {
  countNewBookings,
  getBooking,
  listScopeLabs,
  rescheduleBookingAsLab,
  updateBookingStatus,
} from "../../../bookings/admin-bookings.service.ts";
import { getDayView } from "../../../bookings/day-view.service.ts";
import { listBookingReports } from "../../../results/booking-reports.service.ts";
import { acknowledgeCriticalReport, listCriticalReports } from "../../../results/critical-reports.service.ts";

/** Re-exported for callers that imported it from here before it moved to @labcompare/validators. */
export { adminBookingsListInput };

export const adminBookingsRouter = router({
  /**
   * Input: { q? (reference, patient name, email or phone), status?, labId?, collectionMode?, from?, to?
   * (scheduled date yyyy-MM-dd, inclusive), preset? ("today" | "upcoming", Asia/Dubai), sort? ("asc" |
   * "desc" by appointment time), payment? ("self_pay" | "insurance"), planId? (with "insurance" only),
   * limit? (1–100, default 25), and cursor? (a previous answer's nextCursor / previousCursor) with
   * direction? ("next" | "previous"), or page? (1-based, the first 10,000 rows) }. Output: { items
   * (bookings with allowedStatuses), total (counted up to 10,000), totalCapped, pageSize, nextCursor,
   * previousCursor }. BAD_REQUEST for a malformed cursor or one naming no booking in scope. See listBookings.
   */
  list: labStaffProcedure
    .input(adminBookingsListInput)
    .query(({ ctx, input }) => listBookings(ctx.db, input, ctx.labScope)),
  /** Input: { id }. Output: the full booking with `account` and `history`. NOT_FOUND outside scope. See getBooking. */
  byId: labStaffProcedure
    .input(idInput)
    .query(({ ctx, input }) => getBooking(ctx.db, input.id, ctx.labScope)),
  /**
   * Input: { id, status, reason? (required to cancel) }. Output: the booking with its new allowedStatuses.
   * BAD_REQUEST for a move the state machine refuses; NOT_FOUND outside scope. Audited. See updateBookingStatus.
   */
  updateStatus: labStaffProcedure
    .input(bookingStatusUpdateInput)
    .mutation(({ ctx, input }) =>
      updateBookingStatus(ctx.db, input, { userId: ctx.user.id, labScope: ctx.labScope }),
    ),
  /**
   * Input: { id, scheduledDate "yyyy-MM-dd", scheduledTime "HH:mm" } (Asia/Dubai). Output: the booking
   * at its new time with its allowedStatuses. The lab is not bound by the patient's cut-off, but by the
   * slot rules (BAD_REQUEST SLOT_UNAVAILABLE), capacity (CONFLICT SLOT_FULL), the patient's other
   * bookings (CONFLICT DUPLICATE) and the tests still offered; NOT_FOUND outside scope. Audited as
   * "booking.reschedule"; the patient is emailed. See rescheduleBookingAsLab.
   */
  reschedule: labStaffProcedure
    .input(adminBookingRescheduleInput)
    .mutation(({ ctx, input }) =>
      rescheduleBookingAsLab(ctx.db, input, { userId: ctx.user.id, labScope: ctx.labScope }),
    ),
  /** Input: { labId, date, collectionMode }. Output: the day's slots with used/total places and bookings. See getDayView. */
  dayView: labStaffProcedure
    .input(adminDayViewInput)
    .query(({ ctx, input }) => getDayView(ctx.db, input, ctx.labScope)),
  /**
   * Input: the list's filters without paging. Output: { filename, csv (UTF-8 with BOM), rows, truncated
   * (more than 10,000 matched) }. For typed clients and scripts; the console downloads the streamed,
   * uncapped GET /api/admin/bookings/export.csv (apps/server). Adds an audit row ("booking.export")
   * once the file is built. See exportBookingsCsv.
   */
  exportCsv: labStaffProcedure
    .input(adminBookingsExportInput)
    .query(({ ctx, input }) => exportBookingsCsvAudited(ctx.db, ctx.user.id, input, ctx.labScope)),
  /** Input: { since } (an instant). Output: { count, latestAt } of bookings made after it in scope. */
  newSince: labStaffProcedure
    .input(adminBookingsNewSinceInput)
    .query(({ ctx, input }) => countNewBookings(ctx.db, input.since, ctx.labScope)),
  /** No input. Output: the labs in the caller's scope [{ id, name, emirate, active, homeCollection }], by name. */
  labs: labStaffProcedure.query(({ ctx }) => listScopeLabs(ctx.db, ctx.labScope)),
  /**
   * Input: { reference }. Output: every version of the booking's results, newest first, superseded
   * ones too, with observations, uploader and hasFile (StaffReportDto[]). NOT_FOUND outside scope.
   * Each report shown is audited as "report.view". See listBookingReports.
   */
  reports: labStaffProcedure
    .input(adminBookingReportsInput)
    .query(({ ctx, input }) =>
      listBookingReports(ctx.db, input.reference, { userId: ctx.user.id, labScope: ctx.labScope }),
    ),
  /**
   * No input. Output: { items: [{ id (the report's), version, issuedAt, booking: { id, reference,
   * patientName }, lab: { id, name }, observations: [{ name, flag "LL" | "HH" }] }] (oldest first, at
   * most 100), total }: current critical reports in scope nobody has marked "Patient contacted". See
   * listCriticalReports.
   */
  criticalReports: labStaffProcedure.query(({ ctx }) => listCriticalReports(ctx.db, ctx.labScope)),
  /**
   * Input: { id } (the report's). Output: { id, criticalAcknowledgedAt }: "Patient contacted", who
   * and when, audited as "report.acknowledgeCritical". NOT_FOUND outside scope; CONFLICT for a report
   * without critical results, or one already acknowledged (reason ALREADY_ACKNOWLEDGED). See
   * acknowledgeCriticalReport.
   */
  acknowledgeCritical: labStaffProcedure
    .input(idInput)
    .mutation(({ ctx, input }) =>
      acknowledgeCriticalReport(ctx.db, input.id, { userId: ctx.user.id, labScope: ctx.labScope }),
    ),
});
