/**
 * The admin bookings filters (admin-bookings-where.ts) as SQL over `bookings b`, for the streamed CSV
 * export, whose keyset reads go through the driver: a million keys read through Prisma cost hundreds
 * of MB of short-lived heap, which V8 lets the server's RSS grow by. Each condition is the SQL of its
 * `bookingsWhere` twin, built from the same rules (reference-like text, phone forms, Asia/Dubai
 * days, presets); the export's tests compare both renderings' rows for each filter.
 */
import { Prisma } from "@labcompare/db";
import { todayInDubai } from "@labcompare/domain";
import { dubaiDaysRange } from "../console-helpers.ts";
import {
  assertLabInScope,
  isReferenceLike,
  likeLiteral,
  phonePatterns,
  type AdminBookingFilters,
  type LabScope,
} from "./admin-bookings-where.ts";

/** A LIKE pattern for `text` anywhere, as `contains` is (its own \ % _ taken literally). */
const likeAnywhere = (text: string) => `%${likeLiteral(text)}%`;

/** The `q` search: reference, patient name or email (any case), or phone forms. */
function searchSql(q: string): Prisma.Sql {
  const any: Prisma.Sql[] = [];
  if (isReferenceLike(q)) any.push(Prisma.sql`b.reference LIKE ${likeAnywhere(q.toUpperCase())}`);
  any.push(Prisma.sql`b.patient_name ILIKE ${likeAnywhere(q)}`);
  any.push(Prisma.sql`b.patient_email ILIKE ${likeAnywhere(q)}`);
  const phone = phonePatterns(q);
  if (phone?.e164) any.push(Prisma.sql`b.patient_phone = ${phone.e164}`);
  for (const run of phone?.digits ?? []) any.push(Prisma.sql`b.patient_phone LIKE ${likeAnywhere(run)}`);
  return Prisma.sql`(${Prisma.join(any, " OR ")})`;
}

/** Appointments from the start of day `from` to the end of day `to` (Asia/Dubai), either open. */
function daysSql(from?: string, to?: string): Prisma.Sql[] {
  const range = dubaiDaysRange(from, to);
  return [
    ...(range?.gte ? [Prisma.sql`b.starts_at >= ${range.gte}`] : []),
    ...(range?.lt ? [Prisma.sql`b.starts_at < ${range.lt}`] : []),
  ];
}

/**
 * bookingsWhere as a SQL condition on `bookings b`. Input: the filters, the caller's labs (null =
 * every lab) and `now` (presets). Output: a Prisma.Sql fragment (TRUE when nothing filters).
 * Errors: FORBIDDEN when `labId` names a lab outside the scope.
 */
export function bookingsWhereSql(filters: AdminBookingFilters, labScope: LabScope, now: Date): Prisma.Sql {
  if (filters.labId) assertLabInScope(labScope, filters.labId);
  const and: Prisma.Sql[] = [];
  if (labScope) and.push(Prisma.sql`b.lab_id = ANY(${labScope}::uuid[])`);
  const q = filters.q?.trim();
  if (q) and.push(searchSql(q));
  if (filters.status) and.push(Prisma.sql`b.status = ${filters.status}::"BookingStatus"`);
  if (filters.labId) and.push(Prisma.sql`b.lab_id = ${filters.labId.toLowerCase()}::uuid`);
  if (filters.collectionMode)
    and.push(Prisma.sql`b.collection_mode = ${filters.collectionMode}::"CollectionMode"`);
  if (filters.payment) and.push(Prisma.sql`b.payment_method = ${filters.payment}::"PaymentMethod"`);
  if (filters.planId) and.push(Prisma.sql`b.insurance_plan_id = ${filters.planId.toLowerCase()}::uuid`);
  and.push(...daysSql(filters.from, filters.to));
  if (filters.preset === "today") and.push(...daysSql(todayInDubai(now), todayInDubai(now)));
  if (filters.preset === "upcoming")
    and.push(Prisma.sql`b.starts_at >= ${now}`, Prisma.sql`b.status IN ('pending', 'confirmed')`);
  return and.length > 0 ? Prisma.join(and, " AND ") : Prisma.sql`TRUE`;
}
