/**
 * The admin bookings list's filters as a Prisma `where` and order, inside the caller's labs (shared by
 * the list, its CSV export and the lab-scoped reads). `labScope`: null for an admin (every lab), else
 * the lab ids of a lab_staff user; naming a lab outside the scope in a filter is FORBIDDEN.
 */
import type { Prisma } from "@labcompare/db";
import { type BookingStatusValue, type CollectionModeValue, todayInDubai } from "@labcompare/domain";
import {
  type AdminBookingPayment,
  type AdminBookingPreset,
  type AdminBookingSort,
  messages,
} from "@labcompare/validators";
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { AppError } from "../app-error.ts";
import { dubaiDaysRange } from "../console-helpers.ts";

/** Labs a caller may see: null = every lab (admin). */
export type LabScope = string[] | null;

/** The filters of the admin bookings list and its CSV export (see adminBookingsListInput). */
export interface AdminBookingFilters {
  /** Reference, patient name, email or phone (digits; "050 123 4567" finds +971501234567). */
  q?: string;
  status?: BookingStatusValue;
  labId?: string;
  collectionMode?: CollectionModeValue;
  /** yyyy-MM-dd, inclusive, on the scheduled date. */
  from?: string;
  to?: string;
  /** "today": appointments today in Asia/Dubai; "upcoming": from now on, still pending or confirmed. */
  preset?: AdminBookingPreset;
  /** By appointment time (startsAt); default "asc" with a preset, else "desc". */
  sort?: AdminBookingSort;
  /** "self_pay" or "insurance" (the booking's payment method). */
  payment?: AdminBookingPayment;
  /** An insurance plan's id (with payment "insurance"): only that plan's bookings. */
  planId?: string;
}

const forbidden = () => new AppError("FORBIDDEN", messages.auth.forbidden);

/** FORBIDDEN when `labId` is outside the caller's labs. */
export function assertLabInScope(labScope: LabScope, labId: string): void {
  if (labScope && !labScope.includes(labId.toLowerCase())) throw forbidden();
}

/** The `where` that keeps a query inside the caller's labs. */
export function scopeWhere(labScope: LabScope): Prisma.BookingWhereInput {
  return labScope ? { labId: { in: labScope } } : {};
}

/** Characters a typed phone number may hold ("+971 (50) 123-4567"). */
const PHONE_CHARS = /^[+\d\s().-]+$/;

/**
 * The phone forms a search text that looks like a phone number matches: `e164`, the number when
 * libphonenumber-js reads it as valid (UAE by default), else null; `digits`, digit runs the stored
 * number contains (also without a leading trunk 0, so "050 123" matches "+97150123…"). Null when
 * the text is not a phone number.
 */
export function phonePatterns(q: string): { e164: string | null; digits: string[] } | null {
  if (!PHONE_CHARS.test(q)) return null;
  const digits = q.replace(/\D/g, "");
  if (digits.length < 4) return null;
  const parsed = parsePhoneNumberFromString(q, "AE");
  const runs = [digits];
  if (digits.startsWith("0") && digits.length > 4) runs.push(digits.replace(/^0+/, ""));
  return { e164: parsed?.isValid() ? parsed.number : null, digits: runs };
}

/** phonePatterns as Prisma conditions; null when the text is not a phone number. */
export function phoneConditions(q: string): Prisma.BookingWhereInput[] | null {
  const phone = phonePatterns(q);
  if (!phone) return null;
  return [
    ...(phone.e164 ? [{ patientPhone: phone.e164 }] : []),
    ...phone.digits.map((run) => ({ patientPhone: { contains: run } })),
  ];
}

/**
 * `text` with LIKE's own characters (\ % _) escaped: Prisma's `contains` passes its value into a LIKE
 * pattern as it is, where a typed "%" or "_" would match anything.
 */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, "\\$&");

/**
 * Whether search text may be a reference ("LC-" + 6 characters): "LC-…" or 4+ letters/digits, so a
 * short name ("Sam") does not also pick up references that happen to contain it.
 */
export const isReferenceLike = (q: string) => /^lc-/i.test(q) || /^[0-9a-z]{4,}$/i.test(q);

/**
 * The Prisma `where` of the admin filters inside the caller's labs, as of `now`.
 * Errors: FORBIDDEN when `labId` names a lab outside the scope.
 */
export function bookingsWhere(
  filters: AdminBookingFilters,
  labScope: LabScope,
  now: Date,
): Prisma.BookingWhereInput {
  if (filters.labId) assertLabInScope(labScope, filters.labId);
  const and: Prisma.BookingWhereInput[] = [scopeWhere(labScope)];
  const q = filters.q?.trim();
  if (q) {
    and.push({
      OR: [
        ...(isReferenceLike(q) ? [{ reference: { contains: likeLiteral(q.toUpperCase()) } }] : []),
        { patientName: { contains: likeLiteral(q), mode: "insensitive" } },
        { patientEmail: { contains: likeLiteral(q), mode: "insensitive" } },
        ...(phoneConditions(q) ?? []),
      ],
    });
  }
  if (filters.status) and.push({ status: filters.status });
  if (filters.labId) and.push({ labId: filters.labId.toLowerCase() });
  if (filters.collectionMode) and.push({ collectionMode: filters.collectionMode });
  if (filters.payment) and.push({ paymentMethod: filters.payment });
  if (filters.planId) and.push({ insurancePlanId: filters.planId.toLowerCase() });
  // Days are scheduled dates, asked as appointment instants (startsAt, the scheduled date and time in
  // Asia/Dubai: the same days), so the startsAt indexes serve the range and count it alone.
  if (filters.from || filters.to) and.push({ startsAt: dubaiDaysRange(filters.from, filters.to) });
  if (filters.preset === "today") {
    const today = todayInDubai(now);
    and.push({ startsAt: dubaiDaysRange(today, today) });
  }
  if (filters.preset === "upcoming")
    and.push({ startsAt: { gte: now }, status: { in: ["pending", "confirmed"] } });
  return { AND: and };
}

/** The list's direction by appointment time: `sort`, else ascending for a preset (next first), descending otherwise. */
export function bookingsDirection(filters: Pick<AdminBookingFilters, "preset" | "sort">): "asc" | "desc" {
  return filters.sort ?? (filters.preset ? "asc" : "desc");
}

/**
 * The list's order: appointment time, then creation, then id, all in bookingsDirection (one total
 * order, read forwards or backwards along one index: see admin-bookings-keyset.ts).
 */
export function bookingsOrder(
  filters: Pick<AdminBookingFilters, "preset" | "sort">,
): Prisma.BookingOrderByWithRelationInput[] {
  const dir = bookingsDirection(filters);
  return [{ startsAt: dir }, { createdAt: dir }, { id: dir }];
}
