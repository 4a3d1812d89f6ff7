/**
 * Who may see a result report, in one place (HTTP file route, procedures, exports):
 * - its patient (report.userId), current versions only (a superseded version is staff history);
 * - staff of the booking's lab (any version; a patient's own entry has no lab, so no staff);
 * - admins (any report).
 * Everyone else gets nothing, and callers answer NOT_FOUND/404 (never 403: ids are not confirmed).
 */
import { insertAuditRows, type Db } from "@labcompare/db";
import { todayInDubai } from "@labcompare/domain";
import { idSchema } from "@labcompare/validators";

/** The capacity in which a viewer sees a report; recorded in the audit row of every view/download. */
export type ReportViewerRole = "patient" | "lab_staff" | "admin";

/** The signed-in user as Lucia gives it (`ctx.user`): id, admin flag, labs they are staff of. */
export interface ReportViewer {
  id: string;
  isAdmin: boolean;
  staffLabIds: readonly string[];
}

const reportAccessSelect = {
  id: true,
  userId: true,
  source: true,
  version: true,
  status: true,
  supersededAt: true,
  issuedAt: true,
  externalLabName: true,
  fileKey: true,
  fileSha256: true,
  fileBytes: true,
  booking: { select: { id: true, reference: true, labId: true } },
} as const;

/**
 * The report `reportId` with the role `viewer` sees it in, or null when the report does not exist,
 * the id is not a UUID, or the viewer may not see it (rules above). The owner's role wins over their
 * other roles for their own current reports. Output: { report: { id, userId, source, version, status,
 * supersededAt, issuedAt, externalLabName, fileKey, fileSha256, fileBytes, booking: { id, reference,
 * labId } | null }, role }.
 */
export async function reportForViewer(db: Db, viewer: ReportViewer, reportId: string) {
  if (!idSchema.safeParse(reportId).success) return null;
  const report = await db.report.findUnique({ where: { id: reportId }, select: reportAccessSelect });
  if (!report) return null;
  const role = viewerRole(report, viewer);
  return role ? { report, role } : null;
}

function viewerRole(
  report: { userId: string; supersededAt: Date | null; booking: { labId: string } | null },
  viewer: ReportViewer,
): ReportViewerRole | null {
  if (report.userId === viewer.id && report.supersededAt === null) return "patient";
  if (viewer.isAdmin) return "admin";
  if (report.booking && viewer.staffLabIds.includes(report.booking.labId)) return "lab_staff";
  return null;
}

/**
 * Writes the audit rows of views or downloads of reports, one statement for all: actor, `action`
 * ("report.view", "report.download"), entity "report", each report's id, and `{ ...details, role }`.
 * Throws on database errors (a view that cannot be recorded is not served).
 */
export async function recordReportAccess(
  db: Db,
  actorId: string,
  action: string,
  role: ReportViewerRole,
  reports: readonly { id: string; details?: Record<string, string | number> }[],
): Promise<void> {
  await insertAuditRows(
    db,
    { actorId, action, entity: "report" },
    reports.map((r) => r.id),
    reports.map((r) => JSON.stringify({ ...r.details, role })),
  );
}

/** Which export of the patient's own results an audit row records: the FHIR Bundle or profile.export's JSON. */
export type ReportExportFormat = "fhir" | "profile";

/**
 * Writes the one audit row of an export of `actorId`'s own results: action "report.export", entity
 * "report" (no entity id), `{ role: "patient", format, reportIds }` naming every report it contained
 * (an export without reports is recorded too). Throws on database errors: an export that cannot be
 * recorded is not served.
 */
export async function recordReportExport(
  db: Db,
  actorId: string,
  format: ReportExportFormat,
  reportIds: readonly string[],
): Promise<void> {
  await db.auditLog.create({
    data: {
      actorId,
      action: "report.export",
      entity: "report",
      entityId: null,
      after: { role: "patient", format, reportIds: [...reportIds] },
    },
  });
}

/**
 * The download name of a report's PDF: the booking reference ("LC-7K4Q2M.pdf"), or for a patient's
 * own entry without a booking "result-<issued date in Asia/Dubai, YYYY-MM-DD>.pdf".
 */
export function reportFileName(report: { issuedAt: Date; booking: { reference: string } | null }): string {
  return report.booking ? `${report.booking.reference}.pdf` : `result-${todayInDubai(report.issuedAt)}.pdf`;
}
