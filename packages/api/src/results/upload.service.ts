/**
 * A lab's results upload for a booking: a PDF and/or observations, stored as a new version of the
 * booking's report. Every check runs before anything is stored; the file goes to the FileStore first
 * (removed again when the transaction fails), then one transaction locks the booking, supersedes the
 * current version, inserts the report and its observations, completes a confirmed booking, writes
 * the audit rows and queues the patient's email.
 */
import {
  insertObservationRows,
  lockBooking,
  type Prisma,
  type PrismaClient,
  transaction,
} from "@labcompare/db";
import { isBookingReference, statusLabel, type BookingStatusValue } from "@labcompare/domain";
import { isCriticalReport } from "@labcompare/domain/results/critical";
import { messages, resultNoteSchema } from "@labcompare/validators";
import { AppError } from "../app-error.ts";
import type { FileStore, PutResult } from "../files/file-store.ts";
import { bookingPath } from "../notifications/booking-messages.ts";
import { queueMessages } from "../notifications/outbox-queue.ts";
import type { ResultReadyMessageData } from "../notifications/result-templates.ts";
import { recordAudit } from "../audit/audit.ts";
import { changeBookingStatusIn } from "../bookings/booking-status.service.ts";
import { parseObservationsCsv, type ParsedObservation } from "./upload-csv.ts";
import { assertReadablePdf } from "../pdf-check/pdf-check.ts";

/** Who uploads: an admin, or lab staff of `staffLabIds`. */
export interface UploadActor {
  id: string;
  isAdmin: boolean;
  staffLabIds: readonly string[];
}

export interface UploadReportInput {
  /** The booking's reference, "LC-XXXXXX" (any case). */
  reference: string;
  actor: UploadActor;
  /** The report as PDF bytes. */
  pdf?: Uint8Array | null;
  /** Observations as CSV text under RESULT_CSV_COLUMNS (the console's form sends the same). */
  observationsCsv?: string | null;
  note?: string | null;
}

/** Statuses a booking may receive results in. */
const UPLOADABLE: readonly BookingStatusValue[] = ["confirmed", "completed"];

const bookingForUpload = {
  id: true,
  reference: true,
  userId: true,
  familyMemberId: true,
  labId: true,
  status: true,
  startsAt: true,
  patientEmail: true,
  items: { select: { test: { select: { id: true, name: true, loincCode: true, synonyms: true } } } },
} satisfies Prisma.BookingSelect;

const notFound = () => new AppError("NOT_FOUND", messages.booking.notFound);
const notReady = (status: BookingStatusValue) =>
  new AppError("CONFLICT", messages.results.bookingNotReady(statusLabel(status)), { details: { status } });

/** The role an upload or a view is recorded under: "admin", else "lab_staff". */
export const actorRole = (actor: Pick<UploadActor, "isAdmin">) => (actor.isAdmin ? "admin" : "lab_staff");

/**
 * Stores a new version of booking `reference`'s report. Input: UploadReportInput. Output: { id,
 * version } of the new report (version 1 is `final`, later ones `amended`; the previous current
 * version gets `supersededAt`). A `confirmed` booking becomes `completed` through the one status
 * change (changeBookingStatusIn: audited as "booking.updateStatus"; no status email, as for any completion). Audited as "report.upload"
 * { bookingReference, version, role }; the patient is emailed "Your results for booking … are ready"
 * with the booking's link only, and told to act promptly when the report is critical (an observation
 * flagged LL or HH: `reports.critical`, on this version alone).
 * Errors, with nothing stored: NOT_FOUND when the booking is missing or the actor is neither an admin
 * nor staff of its lab; CONFLICT when it is pending, cancelled or no-show, or its patient deleted their
 * account; BAD_REQUEST when neither a PDF nor observations are given, the file is not a readable PDF,
 * a CSV row is wrong ("Line N: reason"), or the note is too long.
 */
export async function uploadReport(
  db: PrismaClient,
  fileStore: FileStore,
  input: UploadReportInput,
  now: Date = new Date(),
): Promise<{ id: string; version: number }> {
  const { actor } = input;
  const reference = input.reference.trim().toUpperCase();
  const booking = isBookingReference(reference)
    ? await db.booking.findUnique({ where: { reference }, select: bookingForUpload })
    : null;
  if (!booking || !(actor.isAdmin || actor.staffLabIds.includes(booking.labId))) throw notFound();
  if (!UPLOADABLE.includes(booking.status)) throw notReady(booking.status);
  if (!booking.userId) throw new AppError("CONFLICT", messages.results.patientGone);

  const note = resultNoteSchema.safeParse(input.note);
  if (!note.success) throw new AppError("BAD_REQUEST", note.error.issues[0]!.message);
  const csv = input.observationsCsv?.trim() ? input.observationsCsv : null;
  const pdf = input.pdf && input.pdf.byteLength > 0 ? input.pdf : null;
  if (!csv && !pdf) throw new AppError("BAD_REQUEST", messages.results.nothingToUpload);
  const observations = csv
    ? parseObservationsCsv(
        csv,
        booking.items.map((i) => i.test),
      )
    : [];
  if (pdf) await assertReadablePdf(pdf);

  const file = pdf ? await fileStore.put(pdf, "application/pdf") : null;
  try {
    return await storeReport(db, { booking, actor, note: note.data, observations, file }, now);
  } catch (error) {
    if (file) await fileStore.delete(file.key).catch(() => {});
    throw error;
  }
}

interface StoreArgs {
  booking: Prisma.BookingGetPayload<{ select: typeof bookingForUpload }>;
  actor: UploadActor;
  note: string | null;
  observations: ParsedObservation[];
  file: PutResult | null;
}

/** uploadReport's transaction (see there); the file is already in the store. */
function storeReport(db: PrismaClient, { booking, actor, note, observations, file }: StoreArgs, now: Date) {
  return transaction(db, async (tx) => {
    // The booking's row, held until commit: two uploads get consecutive versions, and a status change
    // meanwhile (a cancel) is seen here.
    const locked = await lockBooking(tx, booking.id);
    if (!locked) throw notFound();
    if (!UPLOADABLE.includes(locked.status)) throw notReady(locked.status);
    const critical = isCriticalReport(observations);
    const last = await tx.report.aggregate({ where: { bookingId: booking.id }, _max: { version: true } });
    const version = (last._max.version ?? 0) + 1;
    await tx.report.updateMany({
      where: { bookingId: booking.id, supersededAt: null },
      data: { supersededAt: now },
    });
    const report = await tx.report.create({
      data: {
        userId: booking.userId!,
        // The booking's person: the report belongs to them.
        familyMemberId: booking.familyMemberId,
        bookingId: booking.id,
        source: "lab",
        version,
        status: version === 1 ? "final" : "amended",
        issuedAt: now,
        uploadedById: actor.id,
        note,
        fileKey: file?.key ?? null,
        fileSha256: file?.sha256 ?? null,
        fileBytes: file?.size ?? null,
        critical,
      },
      select: { id: true },
    });
    await insertObservationRows(tx, report.id, booking.startsAt, observations);
    const role = actorRole(actor);
    if (locked.status === "confirmed") {
      await changeBookingStatusIn(
        tx,
        { id: booking.id, status: "completed" },
        { userId: actor.id, kind: "lab", labScope: actor.isAdmin ? null : [...actor.staffLabIds] },
        now,
      );
    }
    await recordAudit(tx, actor.id, {
      action: "report.upload",
      entity: "report",
      entityId: report.id,
      before: null,
      after: { bookingReference: booking.reference, version, role },
    });
    await queueResultReady(tx, booking, critical);
    return { id: report.id, version };
  });
}

/** Queues the patient's "result ready" email for the booking (in the upload's transaction). */
async function queueResultReady(
  tx: Prisma.TransactionClient,
  booking: StoreArgs["booking"],
  critical: boolean,
): Promise<void> {
  const data: ResultReadyMessageData = {
    reference: booking.reference,
    bookingUrl: bookingPath(booking.reference),
    critical,
  };
  await queueMessages(tx, [
    {
      recipient: booking.patientEmail,
      template: "result_ready",
      data: { ...data },
      userId: booking.userId,
      bookingId: booking.id,
    },
  ]);
}
