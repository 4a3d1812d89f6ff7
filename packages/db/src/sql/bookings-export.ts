/**
 * The bookings CSV export's reads, through the driver: the keys of each batch in list order (keyset,
 * no OFFSET), then the rows of those ids as flat columns. An export may hold every booking, so each
 * row must cost few allocations: Prisma's reads build several objects per row.
 */
import { Prisma, type PrismaClient } from "../generated/prisma/client.ts";
import { readRows } from "../driver.ts";

/** A booking as the export writes it; dates as text, instants as epoch milliseconds, AED as text. */
export interface BookingExportRow {
  id: string;
  reference: string;
  status: string;
  /** yyyy-MM-dd, the appointment's day in Asia/Dubai. */
  scheduledDate: string;
  /** HH:mm, Asia/Dubai. */
  scheduledTime: string;
  labName: string;
  /** The tests' names in name order, joined by "; ". */
  testNames: string;
  patientName: string;
  patientEmail: string;
  patientPhone: string | null;
  collectionMode: string;
  collectionAddress: string | null;
  collectionEmirate: string | null;
  /** AED, e.g. "85.00". */
  totalAed: string;
  /** Epoch milliseconds. */
  createdAtMs: number;
  paymentMethod: string;
  insurerName: string | null;
  planName: string | null;
  memberNumber: string | null;
  /** AED, or null. */
  estimatedShareAed: string | null;
  personRelation: string;
  /** yyyy-MM-dd, or null. */
  personDateOfBirth: string | null;
  personSex: string | null;
}

const EXPORT_ROWS_SQL = `SELECT b.id, b.reference, b.status::text AS "status",
    to_char(b.scheduled_date, 'YYYY-MM-DD') AS "scheduledDate", b.scheduled_time AS "scheduledTime",
    l.name AS "labName",
    coalesce((SELECT string_agg(t.name, '; ' ORDER BY t.name) FROM booking_items i
              JOIN tests t ON t.id = i.test_id WHERE i.booking_id = b.id), '') AS "testNames",
    b.patient_name AS "patientName", b.patient_email AS "patientEmail", b.patient_phone AS "patientPhone",
    b.collection_mode::text AS "collectionMode", b.collection_address AS "collectionAddress",
    b.collection_emirate AS "collectionEmirate", b.total_aed::text AS "totalAed",
    (extract(epoch FROM b.created_at) * 1000)::float8 AS "createdAtMs",
    b.payment_method::text AS "paymentMethod", ins.name AS "insurerName", p.name AS "planName",
    b.member_number AS "memberNumber", b.estimated_share_aed::text AS "estimatedShareAed",
    b.person_relation::text AS "personRelation",
    to_char(b.person_date_of_birth, 'YYYY-MM-DD') AS "personDateOfBirth", b.person_sex::text AS "personSex"
  FROM unnest($1::uuid[]) WITH ORDINALITY AS wanted(id, position)
  JOIN bookings b ON b.id = wanted.id
  JOIN labs l ON l.id = b.lab_id
  LEFT JOIN insurance_plans p ON p.id = b.insurance_plan_id
  LEFT JOIN insurers ins ON ins.id = p.insurer_id
  ORDER BY wanted.position`;

/** The export rows of the bookings `ids`, in the order given (ids of missing bookings are skipped). */
export function readBookingExportRows(
  db: Pick<PrismaClient, "$queryRawUnsafe">,
  ids: readonly string[],
): Promise<BookingExportRow[]> {
  return readRows<BookingExportRow>(db, EXPORT_ROWS_SQL, [ids]);
}

/**
 * A booking's place in the admin list's order (appointment, creation, id), as stored: instants as
 * PostgreSQL's text, so creation times keep their microseconds (a JavaScript Date has milliseconds,
 * and a keyset made of Dates would skip or repeat rows created within one millisecond).
 */
export interface BookingListKey {
  id: string;
  startsAt: string;
  createdAt: string;
}

/**
 * Up to `limit` keys of bookings matching `where` (a condition on `bookings b`) in the admin list's
 * order, all ascending or all descending, after `after` when given (the last key of the previous
 * batch; it need not exist any more). Served by the (starts_at, created_at, id) indexes.
 */
export function readBookingListKeys(
  db: Pick<PrismaClient, "$queryRawUnsafe">,
  where: Prisma.Sql,
  direction: "asc" | "desc",
  after: BookingListKey | null,
  limit: number,
): Promise<BookingListKey[]> {
  const dir = Prisma.raw(direction === "asc" ? "ASC" : "DESC");
  const beyond = Prisma.raw(direction === "asc" ? ">" : "<");
  const bound = after
    ? Prisma.sql`AND (b.starts_at, b.created_at, b.id) ${beyond} (${after.startsAt}::timestamptz, ${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : Prisma.empty;
  const statement = Prisma.sql`SELECT b.id, b.starts_at::text AS "startsAt", b.created_at::text AS "createdAt"
    FROM bookings b WHERE (${where}) ${bound}
    ORDER BY b.starts_at ${dir}, b.created_at ${dir}, b.id ${dir} LIMIT ${limit}`;
  return readRows<BookingListKey>(db, statement.text, statement.values);
}
