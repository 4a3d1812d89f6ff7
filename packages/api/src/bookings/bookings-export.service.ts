/**
 * CSV export of the admin bookings list (same filters and order, no paging), made with papaparse's
 * `unparse`: whole (exportBookingsCsv, admin.bookings.exportCsv, at most 10,000 rows) or as a stream
 * of keyset batches (bookingsCsvStream, GET /api/admin/bookings/export.csv, no cap), the same text.
 * The text starts with a UTF-8 byte-order mark so Excel opens Arabic names correctly, and cells that
 * a spreadsheet would run as a formula are prefixed with a quote (phone numbers like +971… are kept).
 */
import type { Prisma, PrismaClient } from "@labcompare/db";
import { ADMIN_BOOKINGS_EXPORT_MAX_ROWS } from "@labcompare/validators";
import { nowInDubai, statusLabel, todayInDubai } from "@labcompare/domain";
import { RELATION_LABEL, SEX_LABEL } from "@labcompare/domain/person";
import Papa from "papaparse";
import { aedRequired } from "../money.ts";
import {
  bookingsOrder,
  bookingsWhere,
  type AdminBookingFilters,
  type LabScope,
} from "./admin-bookings-where.ts";
import { keysetArgs, type BookingAnchor } from "./admin-bookings-keyset.ts";

/** "YYYY-MM-DD HH:mm" of an instant in Asia/Dubai (the export's Created column). */
function dubaiDateTime(at: Date): string {
  const { date, time } = nowInDubai(at);
  return `${date} ${time}`;
}

/** Byte-order mark that tells Excel the file is UTF-8. */
export const CSV_BOM = "\uFEFF";

/** Column headings of the export, in order. */
export const BOOKINGS_CSV_COLUMNS = [
  "Reference",
  "Status",
  "Date",
  "Time",
  "Lab",
  "Tests",
  "Patient name",
  "Email",
  "Phone",
  "Collection mode",
  "Address",
  "Emirate",
  "Total AED",
  "Created at",
  "Payment",
  "Insurer",
  "Plan",
  "Member number",
  "Estimated share AED",
  "Booked for",
  "Date of birth",
  "Sex",
] as const;

/**
 * Cells papaparse prefixes with "'" so a spreadsheet shows them as text: anything starting with =, @,
 * tab or carriage return, and + or - unless the rest is only digits (an E.164 phone number).
 */
const FORMULA_START = /^(?:[=@\t\r]|[+-](?!\d+$))/;

/** papaparse's options for every part of the text. */
const UNPARSE = { escapeFormulae: FORMULA_START, newline: "\r\n" };

/** "bookings-yyyy-MM-dd.csv", today in Asia/Dubai. */
const exportFilename = (now: Date) => `bookings-${todayInDubai(now)}.csv`;

const exportSelect = {
  // The keyset of the next batch (not written).
  id: true,
  startsAt: true,
  reference: true,
  status: true,
  scheduledDate: true,
  scheduledTime: true,
  patientName: true,
  patientEmail: true,
  patientPhone: true,
  collectionMode: true,
  collectionAddress: true,
  collectionEmirate: true,
  totalAed: true,
  createdAt: true,
  paymentMethod: true,
  memberNumber: true,
  estimatedShareAed: true,
  personRelation: true,
  personDateOfBirth: true,
  personSex: true,
  insurancePlan: { select: { name: true, insurer: { select: { name: true } } } },
  lab: { select: { name: true } },
  items: { select: { test: { select: { name: true } } }, orderBy: { test: { name: "asc" } } },
} satisfies Prisma.BookingSelect;

type ExportRow = Prisma.BookingGetPayload<{ select: typeof exportSelect }>;

function toCsvRow(b: ExportRow): string[] {
  return [
    b.reference,
    statusLabel(b.status),
    b.scheduledDate.toISOString().slice(0, 10),
    b.scheduledTime,
    b.lab.name,
    b.items.map((i) => i.test.name).join("; "),
    b.patientName,
    b.patientEmail,
    b.patientPhone ?? "",
    b.collectionMode === "home_collection" ? "Home collection" : "Lab visit",
    b.collectionAddress ?? "",
    b.collectionEmirate ?? "",
    aedRequired(b.totalAed),
    dubaiDateTime(b.createdAt),
    b.paymentMethod === "insurance" ? "Insurance" : "Self-pay",
    b.insurancePlan?.insurer.name ?? "",
    b.insurancePlan?.name ?? "",
    b.memberNumber ?? "",
    b.estimatedShareAed ? aedRequired(b.estimatedShareAed) : "",
    RELATION_LABEL[b.personRelation],
    b.personDateOfBirth?.toISOString().slice(0, 10) ?? "",
    b.personSex ? SEX_LABEL[b.personSex] : "",
  ];
}

/**
 * admin.bookings.exportCsv. Input: AdminBookingFilters (as the list, no page). Output: { filename
 * "bookings-yyyy-MM-dd.csv" (today in Asia/Dubai), csv (BOM + header + one row per booking, CRLF
 * line ends; dates yyyy-MM-dd, times HH:mm and "Created at" in Asia/Dubai, totals "85.00" AED; the
 * payment: "Self-pay" or "Insurance" with insurer, plan, member number and estimated share; whom it
 * is for: "Account holder", "Child", "Parent", "Spouse" or "Other", the date of birth and sex), rows
 * (bookings written), truncated (true when more than ADMIN_BOOKINGS_EXPORT_MAX_ROWS matched: only the
 * first 10,000 in list order are written) }. Errors: FORBIDDEN for a lab filter outside the scope.
 */
export async function exportBookingsCsv(
  db: PrismaClient,
  filters: AdminBookingFilters,
  labScope: LabScope,
  now: Date = new Date(),
) {
  const rows = await db.booking.findMany({
    where: bookingsWhere(filters, labScope, now),
    orderBy: bookingsOrder(filters),
    take: ADMIN_BOOKINGS_EXPORT_MAX_ROWS + 1,
    select: exportSelect,
  });
  const truncated = rows.length > ADMIN_BOOKINGS_EXPORT_MAX_ROWS;
  const kept = truncated ? rows.slice(0, ADMIN_BOOKINGS_EXPORT_MAX_ROWS) : rows;
  const csv = Papa.unparse({ fields: [...BOOKINGS_CSV_COLUMNS], data: kept.map(toCsvRow) }, UNPARSE);
  return { filename: exportFilename(now), csv: CSV_BOM + csv, rows: kept.length, truncated };
}

/** Bookings one query of the streamed export reads. */
export const EXPORT_BATCH_ROWS = 1_000;

/**
 * The export as a stream, for GET /api/admin/bookings/export.csv. Input: AdminBookingFilters (as the
 * list, no page), the caller's labs, `now`, and the rows per query (default EXPORT_BATCH_ROWS).
 * Output: { filename "bookings-yyyy-MM-dd.csv" (today in Asia/Dubai), chunks }: an async generator
 * of the text of exportBookingsCsv without its cap — the BOM and header first, then the rows of
 * each batch, read in list order by keyset (one query per batch, none held open in between, so
 * memory stays that of one batch; a booking changed during a long export is read as it is when its
 * batch is). Errors: FORBIDDEN for a lab filter outside the scope, thrown here before any text;
 * a database failure while streaming rejects the generator's next chunk.
 */
export function bookingsCsvStream(
  db: PrismaClient,
  filters: AdminBookingFilters,
  labScope: LabScope,
  now: Date = new Date(),
  batchRows: number = EXPORT_BATCH_ROWS,
): { filename: string; chunks: AsyncGenerator<string> } {
  const where = bookingsWhere(filters, labScope, now);
  return { filename: exportFilename(now), chunks: csvChunks(db, where, filters, batchRows) };
}

async function* csvChunks(
  db: PrismaClient,
  where: Prisma.BookingWhereInput,
  filters: AdminBookingFilters,
  batchRows: number,
): AsyncGenerator<string> {
  // unparse ends a header without rows with CRLF, and puts CRLF between rows but not after the last.
  yield CSV_BOM + Papa.unparse({ fields: [...BOOKINGS_CSV_COLUMNS], data: [] }, UNPARSE);
  let anchor: BookingAnchor | null = null;
  for (;;) {
    const batch: Prisma.BookingFindManyArgs = anchor
      ? keysetArgs(where, filters, anchor, "after", batchRows)
      : { where, orderBy: bookingsOrder(filters), take: batchRows };
    const rows = await db.booking.findMany({ ...batch, select: exportSelect });
    if (rows.length > 0) yield (anchor ? "\r\n" : "") + Papa.unparse(rows.map(toCsvRow), UNPARSE);
    if (rows.length < batchRows) return;
    const last = rows.at(-1)!;
    anchor = { id: last.id, startsAt: last.startsAt };
  }
}
