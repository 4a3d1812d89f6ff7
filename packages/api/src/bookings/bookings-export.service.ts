/**
 * CSV export of the admin bookings list (same filters and order, no paging), made with papaparse's
 * `unparse`: whole (exportBookingsCsv, admin.bookings.exportCsv, at most 10,000 rows) or as a stream
 * of keyset batches (bookingsCsvStream, GET /api/admin/bookings/export.csv, no cap), the same text.
 * The text starts with a UTF-8 byte-order mark so Excel opens Arabic names correctly, and cells that
 * a spreadsheet would run as a formula are prefixed with a quote (phone numbers like +971… are kept).
 */
import {
  readBookingExportRows,
  readBookingListKeys,
  type BookingExportRow,
  type BookingListKey,
  type Prisma,
  type PrismaClient,
} from "@labcompare/db";
import { ADMIN_BOOKINGS_EXPORT_MAX_ROWS } from "@labcompare/validators";
import { nowInDubai, statusLabel, todayInDubai, type BookingStatusValue } from "@labcompare/domain";
import { RELATION_LABEL, SEX_LABEL } from "@labcompare/domain/person";
import Papa from "papaparse";
import { aedRequired } from "../money.ts";
import {
  bookingsDirection,
  bookingsOrder,
  bookingsWhere,
  type AdminBookingFilters,
  type LabScope,
} from "./admin-bookings-where.ts";
import { bookingsWhereSql } from "./admin-bookings-where-sql.ts";

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

/** What exportBookingsCsv reads of each booking the list finds: its id (then its row, by id). */
const exportKeySelect = { id: true } satisfies Prisma.BookingSelect;

function toCsvRow(b: BookingExportRow): string[] {
  return [
    b.reference,
    statusLabel(b.status as BookingStatusValue),
    b.scheduledDate,
    b.scheduledTime,
    b.labName,
    b.testNames,
    b.patientName,
    b.patientEmail,
    b.patientPhone ?? "",
    b.collectionMode === "home_collection" ? "Home collection" : "Lab visit",
    b.collectionAddress ?? "",
    b.collectionEmirate ?? "",
    aedRequired(b.totalAed),
    dubaiDateTime(new Date(b.createdAtMs)),
    b.paymentMethod === "insurance" ? "Insurance" : "Self-pay",
    b.insurerName ?? "",
    b.planName ?? "",
    b.memberNumber ?? "",
    b.estimatedShareAed ? aedRequired(b.estimatedShareAed) : "",
    RELATION_LABEL[b.personRelation as keyof typeof RELATION_LABEL],
    b.personDateOfBirth ?? "",
    b.personSex ? SEX_LABEL[b.personSex as keyof typeof SEX_LABEL] : "",
  ];
}

/** The CSV rows of the bookings `keys` (as the list's query found them, in its order). */
async function csvRows(db: PrismaClient, keys: readonly { id: string }[]): Promise<string[][]> {
  const rows = await readBookingExportRows(
    db,
    keys.map((k) => k.id),
  );
  return rows.map(toCsvRow);
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
  const keys = await db.booking.findMany({
    where: bookingsWhere(filters, labScope, now),
    orderBy: bookingsOrder(filters),
    take: ADMIN_BOOKINGS_EXPORT_MAX_ROWS + 1,
    select: exportKeySelect,
  });
  const truncated = keys.length > ADMIN_BOOKINGS_EXPORT_MAX_ROWS;
  const kept = truncated ? keys.slice(0, ADMIN_BOOKINGS_EXPORT_MAX_ROWS) : keys;
  const csv = Papa.unparse({ fields: [...BOOKINGS_CSV_COLUMNS], data: await csvRows(db, kept) }, UNPARSE);
  return { filename: exportFilename(now), csv: CSV_BOM + csv, rows: kept.length, truncated };
}

/**
 * Bookings one batch of the streamed export reads. A batch's text (~250 bytes a row) must stay well
 * under V8's large-object size (128 KB): a larger string is born in the old generation, which V8
 * lets grow to several times its live size before collecting, so the server's RSS would grow with
 * the export (figures: docs/performance.md).
 */
export const EXPORT_BATCH_ROWS = 250;

/**
 * The export as a stream, for GET /api/admin/bookings/export.csv. Input: AdminBookingFilters (as the
 * list, no page), the caller's labs, `now`, and the rows per query (default EXPORT_BATCH_ROWS).
 * Output: { filename "bookings-yyyy-MM-dd.csv" (today in Asia/Dubai), chunks }: an async generator
 * of the text of exportBookingsCsv without its cap — the BOM and header first, then the rows of
 * each batch, read in list order by keyset through the driver (readBookingListKeys with
 * bookingsWhereSql, then the rows of those ids; no statement held open in between, so memory stays
 * that of one batch; a booking changed during a long export is read as it is when its batch is).
 * Errors: FORBIDDEN for a lab filter outside the scope, thrown here before any text; a database
 * failure while streaming rejects the generator's next chunk.
 */
export function bookingsCsvStream(
  db: PrismaClient,
  filters: AdminBookingFilters,
  labScope: LabScope,
  now: Date = new Date(),
  batchRows: number = EXPORT_BATCH_ROWS,
): { filename: string; chunks: AsyncGenerator<string> } {
  const where = bookingsWhereSql(filters, labScope, now);
  return { filename: exportFilename(now), chunks: csvChunks(db, where, filters, batchRows) };
}

async function* csvChunks(
  db: PrismaClient,
  where: Prisma.Sql,
  filters: AdminBookingFilters,
  batchRows: number,
): AsyncGenerator<string> {
  // unparse ends a header without rows with CRLF, and puts CRLF between rows but not after the last.
  yield CSV_BOM + Papa.unparse({ fields: [...BOOKINGS_CSV_COLUMNS], data: [] }, UNPARSE);
  const direction = bookingsDirection(filters);
  let after: BookingListKey | null = null;
  for (;;) {
    const keys = await readBookingListKeys(db, where, direction, after, batchRows);
    if (keys.length > 0) yield (after ? "\r\n" : "") + Papa.unparse(await csvRows(db, keys), UNPARSE);
    if (keys.length < batchRows) return;
    after = keys.at(-1)!;
  }
}
