/** The audit row of a bookings export: a bulk read of patients' data, recorded like profile.export. */
import type { PrismaClient } from "@labcompare/db";
import type { AdminBookingFilters, LabScope } from "./admin-bookings-where.ts";
import { exportBookingsCsv } from "./bookings-export.service.ts";

/**
 * Writes one audit row for an export of bookings by `actorId`: action "booking.export", entity
 * "booking" (no entity id), after `{ role: "admin" | "lab_staff", format: "csv", filters, labIds }`
 * (`labIds` the caller's labs, null for an admin's every lab). Throws on database errors: an export
 * that cannot be recorded is not served.
 */
export async function recordBookingsExport(
  db: PrismaClient,
  actorId: string,
  filters: AdminBookingFilters,
  labScope: LabScope,
): Promise<void> {
  await db.auditLog.create({
    data: {
      actorId,
      action: "booking.export",
      entity: "booking",
      entityId: null,
      after: {
        role: labScope === null ? "admin" : "lab_staff",
        format: "csv",
        filters: JSON.parse(JSON.stringify(filters)) as object,
        labIds: labScope === null ? null : [...labScope],
      },
    },
  });
}

/**
 * admin.bookings.exportCsv: exportBookingsCsv's file ({ filename, csv, rows, truncated }) for
 * `actorId`, recorded by recordBookingsExport once built. Errors: those of exportBookingsCsv.
 */
export async function exportBookingsCsvAudited(
  db: PrismaClient,
  actorId: string,
  filters: AdminBookingFilters,
  labScope: LabScope,
  now: Date = new Date(),
) {
  const file = await exportBookingsCsv(db, filters, labScope, now);
  await recordBookingsExport(db, actorId, filters, labScope);
  return file;
}
