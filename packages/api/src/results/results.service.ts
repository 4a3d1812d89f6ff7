/**
 * The patient's own results: their current reports (a report superseded by a newer version of the
 * same booking is never shown to the patient), a booking's reports, and past results they add by
 * hand from elsewhere (with the report's PDF when they have it). Every report a patient is shown
 * writes one audit row ("report.view").
 */
import { dubaiDayStart } from "@labcompare/domain/calendar";
import { type addOwnResultInput, messages } from "@labcompare/validators";
import { type Prisma, type PrismaClient, transaction } from "@labcompare/db";
import type { z } from "zod";
import { AppError } from "../app-error.ts";
import type { FileStore } from "../files/file-store.ts";
import { assertReadablePdf } from "../pdf-check/pdf-check.ts";
import { recordReportAccess } from "./report-access.service.ts";
import { personReportsWhere, personScope } from "../family/person.ts";

/** Columns of an observation the patient sees. */
export const observationSelect = {
  id: true,
  testId: true,
  loincCode: true,
  name: true,
  valueNumber: true,
  valueText: true,
  unit: true,
  refLow: true,
  refHigh: true,
  refText: true,
  flag: true,
  effectiveAt: true,
} satisfies Prisma.ObservationSelect;

/** An observation as the patient sees it: observationSelect and the catalogue test's Arabic name (Arabic pages show it). */
export const patientObservationSelect = {
  ...observationSelect,
  test: { select: { nameAr: true } },
} satisfies Prisma.ObservationSelect;

/** Columns of a report the patient sees (the file's key stays on the server: only whether there is one). */
export const reportSelect = {
  id: true,
  version: true,
  status: true,
  issuedAt: true,
  source: true,
  externalLabName: true,
  fileKey: true,
  critical: true,
  booking: { select: { reference: true, lab: { select: { name: true, nameAr: true, slug: true } } } },
  observations: { orderBy: [{ position: "asc" }, { id: "asc" }], select: patientObservationSelect },
} satisfies Prisma.ReportSelect;

type ReportRow = Prisma.ReportGetPayload<{ select: typeof reportSelect }>;

/** Newest first; the same order for reports issued at the same instant. */
export const reportOrder: Prisma.ReportOrderByWithRelationInput[] = [
  { issuedAt: "desc" },
  { createdAt: "desc" },
  { id: "asc" },
];

const num = (d: Prisma.Decimal | null): number | null => (d === null ? null : d.toNumber());

/**
 * A report as the API returns it: decimals as numbers, `labName` the booking's lab (a lab upload) or
 * the lab's name as the patient typed it, `labNameAr` the booking lab's Arabic name (null for a typed
 * name: it has no translation), `hasFile` whether a PDF is stored, and each observation's `nameAr`
 * (its catalogue test's Arabic name, or null).
 */
export function toReportDto(r: ReportRow) {
  const { externalLabName, fileKey, observations, ...rest } = r;
  return {
    ...rest,
    labName: r.booking?.lab.name ?? externalLabName ?? "",
    labNameAr: r.booking?.lab.nameAr ?? null,
    hasFile: fileKey !== null,
    observations: observations.map(({ test, ...o }) => ({
      ...o,
      nameAr: test.nameAr,
      valueNumber: num(o.valueNumber),
      refLow: num(o.refLow),
      refHigh: num(o.refHigh),
    })),
  };
}
export type ReportDto = ReturnType<typeof toReportDto>;

/** One "report.view" audit row per report shown to the patient `userId`, in one statement. */
export function auditViews(
  db: PrismaClient,
  userId: string,
  reports: readonly { id: string }[],
): Promise<void> {
  return recordReportAccess(db, userId, "report.view", "patient", reports);
}

/**
 * results.list: every current report of `userId` about `personId` (a family member of theirs, archived
 * ones too; absent = the account holder), newest first (ReportDto[]); audited. NOT_FOUND "Person not
 * found" for a member that is not theirs.
 */
export async function listMyReports(
  db: PrismaClient,
  userId: string,
  personId?: string | null,
): Promise<ReportDto[]> {
  const scope = await personScope(db, userId, personId);
  const rows = await db.report.findMany({
    where: { ...personReportsWhere(scope), supersededAt: null },
    orderBy: reportOrder,
    select: reportSelect,
  });
  await auditViews(db, userId, rows);
  return rows.map(toReportDto);
}

/**
 * results.byBooking: the current reports of `userId`'s booking `reference` (ReportDto[], empty before
 * any upload); audited. NOT_FOUND "Booking not found" for a booking that is not theirs.
 */
export async function listBookingReports(
  db: PrismaClient,
  userId: string,
  reference: string,
): Promise<ReportDto[]> {
  const booking = await db.booking.findFirst({
    where: { reference: reference.toUpperCase(), userId },
    select: { id: true },
  });
  if (!booking) throw new AppError("NOT_FOUND", messages.booking.notFound);
  const rows = await db.report.findMany({
    where: { bookingId: booking.id, userId, supersededAt: null },
    orderBy: reportOrder,
    select: reportSelect,
  });
  await auditViews(db, userId, rows);
  return rows.map(toReportDto);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What addOwnResult may take besides the input: the report's PDF and the store it goes to, and the clock. */
export interface AddOwnOptions {
  /** The PDF of the report as the patient has it (checked as an upload's is); needs `fileStore`. */
  pdf?: Uint8Array | null;
  fileStore?: FileStore;
  now?: Date;
}

/**
 * results.addOwn (and POST /api/results with a PDF): a past result from elsewhere, as a report of
 * source "patient" (no booking, the lab's name as typed) with one observation of the catalogue test
 * (its LOINC code when it has one, its name), effective at the start of `effectiveDate` in
 * Asia/Dubai, and the PDF when `options.pdf` is given (put in `options.fileStore`, removed again when
 * the report is not stored), about `input.personId` (an active family member of `userId`; absent = the
 * account holder). Returns the new ReportDto. Errors, with nothing stored: NOT_FOUND "Test not found…"
 * for an unknown or inactive test, "Person not found" for a member that is not theirs or is archived;
 * BAD_REQUEST when the file is not a readable PDF.
 */
export async function addOwnResult(
  db: PrismaClient,
  userId: string,
  input: z.output<typeof addOwnResultInput>,
  options: AddOwnOptions = {},
): Promise<ReportDto> {
  const test = await db.test.findFirst({
    where: { active: true, ...(UUID.test(input.testId) ? { id: input.testId } : { slug: input.testId }) },
    select: { id: true, name: true, loincCode: true },
  });
  if (!test) throw new AppError("NOT_FOUND", messages.results.ownTestNotFound);
  const scope = await personScope(db, userId, input.personId, { activeOnly: true });
  const pdf = options.pdf && options.pdf.byteLength > 0 ? options.pdf : null;
  if (pdf) await assertReadablePdf(pdf);
  if (pdf && !options.fileStore) throw new Error("addOwnResult: a PDF needs a file store");
  const file = pdf ? await options.fileStore!.put(pdf, "application/pdf") : null;
  const numeric = typeof input.value === "number";
  try {
    const row = await transaction(db, async (tx) => {
      const report = await tx.report.create({
        data: {
          userId,
          familyMemberId: scope.familyMemberId,
          source: "patient",
          issuedAt: options.now ?? new Date(),
          externalLabName: input.labName,
          fileKey: file?.key ?? null,
          fileSha256: file?.sha256 ?? null,
          fileBytes: file?.size ?? null,
          observations: {
            create: {
              testId: test.id,
              loincCode: test.loincCode,
              name: test.name,
              valueNumber: numeric ? input.value : null,
              valueText: numeric ? null : (input.value as string),
              unit: input.unit,
              flag: input.flag,
              effectiveAt: dubaiDayStart(input.effectiveDate),
            },
          },
        },
        select: reportSelect,
      });
      await tx.auditLog.create({
        data: {
          actorId: userId,
          action: "report.addOwn",
          entity: "report",
          entityId: report.id,
          after: { role: "patient", source: "patient", file: file !== null },
        },
      });
      return report;
    });
    return toReportDto(row);
  } catch (error) {
    if (file) await options.fileStore!.delete(file.key).catch(() => {});
    throw error;
  }
}
