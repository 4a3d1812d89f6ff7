/**
 * admin.bookings.reports: every version of a booking's results for the lab (superseded ones too),
 * with their observations, uploader and whether a PDF is kept. Each view is audited, one row per
 * report shown ("report.view", with the viewer's role).
 */
import type { Prisma, PrismaClient } from "@labcompare/db";
import { messages } from "@labcompare/validators";
import { AppError } from "../app-error.ts";
import { scopeWhere, type LabScope } from "../bookings/admin-bookings-where.ts";
import { observationSelect } from "./results.service.ts";
import { recordReportAccess } from "./report-access.service.ts";

const reportSelect = {
  id: true,
  version: true,
  status: true,
  issuedAt: true,
  supersededAt: true,
  note: true,
  fileKey: true,
  fileBytes: true,
  uploadedBy: { select: { id: true, email: true } },
  observations: {
    orderBy: { position: "asc" },
    select: { ...observationSelect, test: { select: { name: true } } },
  },
} satisfies Prisma.ReportSelect;

type ReportRow = Prisma.ReportGetPayload<{ select: typeof reportSelect }>;

/** One version of a booking's report as the console shows it (decimals as strings, e.g. "6.1"). */
export interface StaffReportDto {
  id: string;
  version: number;
  status: "final" | "amended";
  issuedAt: Date;
  /** When a newer version replaced it; null for the current version. */
  supersededAt: Date | null;
  note: string | null;
  hasFile: boolean;
  /** The PDF's size in bytes, or null without a file. */
  fileBytes: number | null;
  /** Who uploaded it; null once that account was deleted. */
  uploadedBy: { id: string; email: string } | null;
  observations: StaffObservationDto[];
}

type ObservationRow = Prisma.ObservationGetPayload<{ select: typeof observationSelect }>;

/** An observation as the console shows it: observationSelect's columns, decimals as strings, and its test's name. */
export type StaffObservationDto = Omit<ObservationRow, "valueNumber" | "refLow" | "refHigh"> & {
  testName: string;
  valueNumber: string | null;
  refLow: string | null;
  refHigh: string | null;
};

const decimal = (value: { toString(): string } | null) => (value === null ? null : value.toString());

function toDto(r: ReportRow): StaffReportDto {
  return {
    id: r.id,
    version: r.version,
    status: r.status,
    issuedAt: r.issuedAt,
    supersededAt: r.supersededAt,
    note: r.note,
    hasFile: r.fileKey !== null,
    fileBytes: r.fileBytes,
    uploadedBy: r.uploadedBy,
    observations: r.observations.map(({ test, valueNumber, refLow, refHigh, ...o }) => ({
      ...o,
      testName: test.name,
      valueNumber: decimal(valueNumber),
      refLow: decimal(refLow),
      refHigh: decimal(refHigh),
    })),
  };
}

/**
 * The reports of booking `reference` for the lab, newest version first (superseded versions
 * included). Input: the reference ("LC-XXXXXX"), the viewer's id and lab scope (null: admin).
 * Output: StaffReportDto[] (empty when nothing was uploaded yet). Errors: NOT_FOUND "Booking not
 * found" when the booking is missing or outside the viewer's labs. Side effect: one "report.view"
 * audit row per report returned, { bookingReference, version, role }.
 */
export async function listBookingReports(
  db: PrismaClient,
  reference: string,
  viewer: { userId: string; labScope: LabScope },
): Promise<StaffReportDto[]> {
  const booking = await db.booking.findFirst({
    where: { reference, ...scopeWhere(viewer.labScope) },
    select: { id: true },
  });
  if (!booking) throw new AppError("NOT_FOUND", messages.booking.notFound);
  const rows = await db.report.findMany({
    where: { bookingId: booking.id },
    orderBy: { version: "desc" },
    select: reportSelect,
  });
  const role = viewer.labScope === null ? "admin" : "lab_staff";
  await recordReportAccess(
    db,
    viewer.userId,
    "report.view",
    role,
    rows.map((r) => ({ id: r.id, details: { bookingReference: reference, version: r.version } })),
  );
  return rows.map(toDto);
}
