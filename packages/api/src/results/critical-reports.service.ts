/**
 * Critical results in the console: the current lab reports with an observation flagged LL or HH
 * (`reports.critical`, set at upload) that nobody has yet marked "Patient contacted", for admins
 * (every lab) and lab staff (their labs); the acknowledgement (who and when, audited); and the count
 * /metrics reports of those left waiting longer than CRITICAL_ACK_DUE_MS.
 */
import { type Db, type Prisma, type PrismaClient, transaction } from "@labcompare/db";
import { CRITICAL_ACK_DUE_MS, CRITICAL_FLAGS } from "@labcompare/domain/results/critical";
import { messages } from "@labcompare/validators";
import { AppError } from "../app-error.ts";
import { recordAudit } from "../audit/audit.ts";
import { scopeWhere, type LabScope } from "../bookings/admin-bookings-where.ts";

/** Rows the console's list shows at most (oldest first); `total` counts them all. */
export const CRITICAL_LIST_LIMIT = 100;

/** Current critical reports still waiting for "Patient contacted" (the index on reports serves it). */
const waitingWhere: Prisma.ReportWhereInput = {
  bookingId: { not: null },
  critical: true,
  criticalAcknowledgedAt: null,
  supersededAt: null,
};

const criticalRowSelect = {
  id: true,
  version: true,
  issuedAt: true,
  booking: {
    select: {
      id: true,
      reference: true,
      patientName: true,
      lab: { select: { id: true, name: true } },
    },
  },
  observations: {
    where: { flag: { in: [...CRITICAL_FLAGS] } },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { name: true, flag: true },
  },
} satisfies Prisma.ReportSelect;

/** One critical report waiting for "Patient contacted", as the console lists it. */
export interface CriticalReportDto {
  /** The report's id (what acknowledgeCritical takes). */
  id: string;
  version: number;
  /** When the lab issued it (an instant; the console shows it in Asia/Dubai). */
  issuedAt: Date;
  booking: { id: string; reference: string; patientName: string };
  lab: { id: string; name: string };
  /** The critically flagged observations, in the report's order: { name, flag "LL" | "HH" }. */
  observations: { name: string; flag: "LL" | "HH" }[];
}

/**
 * admin.bookings.criticalReports: the current critical reports of bookings in `labScope` (null: every
 * lab) not yet acknowledged, oldest issued first. Output: { items: CriticalReportDto[] (at most
 * CRITICAL_LIST_LIMIT), total }. No errors of its own.
 */
export async function listCriticalReports(
  db: PrismaClient,
  labScope: LabScope,
): Promise<{ items: CriticalReportDto[]; total: number }> {
  const where: Prisma.ReportWhereInput = { ...waitingWhere, booking: scopeWhere(labScope) };
  const [rows, total] = await Promise.all([
    db.report.findMany({
      where,
      orderBy: [{ issuedAt: "asc" }, { id: "asc" }],
      take: CRITICAL_LIST_LIMIT,
      select: criticalRowSelect,
    }),
    db.report.count({ where }),
  ]);
  const items = rows.flatMap(({ booking, observations, ...r }) =>
    booking
      ? [
          {
            ...r,
            booking: { id: booking.id, reference: booking.reference, patientName: booking.patientName },
            lab: booking.lab,
            observations: observations.map((o) => ({ name: o.name, flag: o.flag as "LL" | "HH" })),
          },
        ]
      : [],
  );
  return { items, total };
}

/** Who acknowledges: the signed-in user and their lab scope (null: admin). */
export interface CriticalActor {
  userId: string;
  labScope: LabScope;
}

/**
 * admin.bookings.acknowledgeCritical: records "Patient contacted" on critical report `reportId`
 * (who: `actor.userId`, when: `now`), audited as "report.acknowledgeCritical" { bookingReference,
 * version, role } in the same transaction; the report leaves the console's list. Output: { id,
 * criticalAcknowledgedAt }. Errors, with nothing changed: NOT_FOUND "Report not found" for a report
 * that does not exist, is not a lab's report or belongs to a booking outside `actor.labScope`;
 * CONFLICT "This report has no critical results…" for a report without LL/HH; CONFLICT (reason
 * ALREADY_ACKNOWLEDGED) when someone already acknowledged it (also the loser of two at once).
 */
export async function acknowledgeCriticalReport(
  db: PrismaClient,
  reportId: string,
  actor: CriticalActor,
  now: Date = new Date(),
): Promise<{ id: string; criticalAcknowledgedAt: Date }> {
  return transaction(db, async (tx) => {
    const report = await tx.report.findFirst({
      where: { id: reportId, booking: scopeWhere(actor.labScope) },
      select: { id: true, version: true, critical: true, booking: { select: { reference: true } } },
    });
    if (!report?.booking) throw new AppError("NOT_FOUND", messages.results.criticalReportNotFound);
    if (!report.critical) throw new AppError("CONFLICT", messages.results.criticalNotCritical);
    // Conditional on "not yet": of two acknowledgements at once, the second finds nothing to change.
    const changed = await tx.report.updateMany({
      where: { id: report.id, criticalAcknowledgedAt: null },
      data: { criticalAcknowledgedAt: now, criticalAcknowledgedById: actor.userId },
    });
    if (changed.count === 0)
      throw new AppError("CONFLICT", messages.results.criticalAlreadyAcknowledged, {
        reason: "ALREADY_ACKNOWLEDGED",
      });
    await recordAudit(tx, actor.userId, {
      action: "report.acknowledgeCritical",
      entity: "report",
      entityId: report.id,
      before: { criticalAcknowledgedAt: null },
      after: {
        bookingReference: report.booking.reference,
        version: report.version,
        criticalAcknowledgedAt: now,
        role: actor.labScope === null ? "admin" : "lab_staff",
      },
    });
    return { id: report.id, criticalAcknowledgedAt: now };
  });
}

/**
 * How many current critical reports have waited longer than CRITICAL_ACK_DUE_MS (one hour) before
 * `now` without "Patient contacted" (every lab). One indexed count; every instance reads the same.
 */
export function countOverdueCriticalReports(db: Db, now: Date = new Date()): Promise<number> {
  return db.report.count({
    where: { ...waitingWhere, issuedAt: { lt: new Date(now.getTime() - CRITICAL_ACK_DUE_MS) } },
  });
}
