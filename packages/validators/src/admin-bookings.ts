/**
 * Admin bookings inputs (admin.bookings.* and GET /api/admin/bookings/export.csv): the list's
 * filters, its keyset paging (an opaque cursor naming a row, the direction, the page size), the
 * export's filters, the day view, the lab's reschedule and the new-bookings count. Re-exported by
 * ./admin.ts; messages from ./messages.ts (`messages.admin`, `messages.validation`).
 */
import { z } from "zod";
import { isSupportedDate } from "@labcompare/domain/calendar";
import { bookingStatuses, collectionModes } from "@labcompare/domain/booking-rules";
import { bookingRescheduleInput, calendarDateSchema, idSchema } from "./schemas.ts";
import { a, dateFilter, fromNotAfterTo, m, pageSchema, searchText, wholeNumber } from "./admin-fields.ts";
import { ADMIN_PAGE_SIZE } from "./admin-constants.ts";
import { insuranceMessages as im } from "./insurance-messages.ts";

/** Quick views of the admin bookings list: today's appointments, or every appointment still to come. */
export const adminBookingPresets = ["today", "upcoming"] as const;
export type AdminBookingPreset = (typeof adminBookingPresets)[number];
/** Order of the admin bookings list by appointment time (startsAt). */
export const adminBookingSorts = ["asc", "desc"] as const;
export type AdminBookingSort = (typeof adminBookingSorts)[number];
/** Payment filter of the admin bookings list: bookings paid by the patient, or through a plan. */
export const adminBookingPayments = ["self_pay", "insurance"] as const;
export type AdminBookingPayment = (typeof adminBookingPayments)[number];
/** Most rows admin.bookings.exportCsv holds (the streamed GET /api/admin/bookings/export.csv has no cap). */
export const ADMIN_BOOKINGS_EXPORT_MAX_ROWS = 10_000;
/** The streamed CSV export of the admin bookings list (apps/server), the list's filters as query parameters. */
export const ADMIN_BOOKINGS_EXPORT_PATH = "/api/admin/bookings/export.csv";
/** Most rows one page of the admin bookings list holds (ADMIN_PAGE_SIZE by default). */
export const ADMIN_BOOKINGS_LIMIT_MAX = 100;
/** The list counts matching rows up to this many; past it the total is shown as "10,000+" (`totalCapped`). */
export const ADMIN_BOOKINGS_COUNT_CAP = 10_000;
/** A keyset page: the rows after the cursor's row ("next") or before it ("previous"), in list order. */
export const adminBookingsDirections = ["next", "previous"] as const;
export type AdminBookingsDirection = (typeof adminBookingsDirections)[number];

/** The row a cursor names: its appointment instant and id. */
export interface AdminBookingsCursor {
  startsAt: Date;
  id: string;
}

/** A cursor's text: the appointment's epoch milliseconds in base 36, ".", the id's 32 hex digits. */
export const ADMIN_BOOKINGS_CURSOR_PATTERN = /^[0-9a-z]{1,11}\.[0-9a-f]{32}$/;

/** The opaque cursor of a list row (`{ startsAt, id }` → "m1x2y3z4.0f…"), URL-safe. */
export function encodeAdminBookingsCursor(row: { startsAt: Date; id: string }): string {
  return `${row.startsAt.getTime().toString(36)}.${row.id.replace(/-/g, "").toLowerCase()}`;
}

/** The row a cursor names, or null when the text is no cursor (wrong shape, or an unsupported year). */
export function decodeAdminBookingsCursor(cursor: string): AdminBookingsCursor | null {
  if (!ADMIN_BOOKINGS_CURSOR_PATTERN.test(cursor)) return null;
  const [ms = "", hex = ""] = cursor.split(".");
  const startsAt = new Date(Number.parseInt(ms, 36));
  if (Number.isNaN(startsAt.getTime()) || !isSupportedDate(startsAt)) return null;
  const id = [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join(
    "-",
  );
  return { startsAt, id };
}

/** A cursor's text → AdminBookingsCursor; `messages.admin.listCursorInvalid` for anything else. */
const cursorSchema = z
  .string({ error: a.listCursorInvalid })
  .max(64, { message: a.listCursorInvalid })
  .transform((text, ctx) => {
    const cursor = decodeAdminBookingsCursor(text);
    if (cursor) return cursor;
    ctx.addIssue({ code: "custom", message: a.listCursorInvalid });
    return z.NEVER;
  });

/**
 * Filters shared by admin.bookings.list and the CSV export: `q` (reference, patient name, email or
 * phone), status, lab, collection mode, scheduled date range (yyyy-MM-dd, inclusive), a preset
 * ("today" / "upcoming", Asia/Dubai), the order by appointment time (default: ascending for a
 * preset, descending otherwise) and the payment ("self_pay" / "insurance", with insurance optionally
 * one plan by id). Every value is a string, so a URL's query parses as it is.
 */
const adminBookingFilterFields = {
  q: searchText,
  status: z.enum(bookingStatuses).optional(),
  labId: idSchema.optional(),
  collectionMode: z.enum(collectionModes).optional(),
  from: dateFilter,
  to: dateFilter,
  preset: z.enum(adminBookingPresets).optional(),
  sort: z.enum(adminBookingSorts).optional(),
  payment: z.enum(adminBookingPayments, { error: im.paymentFilterInvalid }).optional(),
  planId: idSchema.optional(),
};

/** A plan filter only with the insurance payment filter. */
const planNeedsInsurance: [
  (v: { payment?: AdminBookingPayment; planId?: string }) => boolean,
  { message: string; path: string[] },
] = [
  (v) => !v.planId || v.payment === "insurance",
  { message: im.planFilterNeedsInsurance, path: ["planId"] },
];

/** Without a cursor, a page number skips fewer than ADMIN_BOOKINGS_COUNT_CAP rows. */
const pageWithinCap: [
  (v: { page: number; limit: number; cursor?: unknown }) => boolean,
  { message: string; path: string[] },
] = [
  (v) => v.cursor !== undefined || (v.page - 1) * v.limit < ADMIN_BOOKINGS_COUNT_CAP,
  { message: a.listPageTooDeep, path: ["page"] },
];

/**
 * admin.bookings.list: the filters above, `limit` (rows per page, 1–100, default 25) and either a
 * `cursor` (from a previous answer's nextCursor / previousCursor) with its `direction` ("next",
 * default, or "previous"), or a 1-based `page` for the first pages (its rows skipped stay under
 * 10,000). With a cursor, `page` is not read. A malformed cursor: messages.admin.listCursorInvalid.
 */
export const adminBookingsListInput = z
  .object({
    ...adminBookingFilterFields,
    page: pageSchema,
    limit: wholeNumber(a.listLimitInvalid, 1, ADMIN_BOOKINGS_LIMIT_MAX).default(ADMIN_PAGE_SIZE),
    cursor: cursorSchema.optional(),
    direction: z.enum(adminBookingsDirections).default("next"),
  })
  .refine(...fromNotAfterTo)
  .refine(...planNeedsInsurance)
  .refine(...pageWithinCap)
  .default({ page: 1, limit: ADMIN_PAGE_SIZE, direction: "next" });

/**
 * The CSV export's filters (admin.bookings.exportCsv, and GET /api/admin/bookings/export.csv as
 * query parameters): the list's filters, no paging.
 */
export const adminBookingsExportInput = z
  .object(adminBookingFilterFields)
  .refine(...fromNotAfterTo)
  .refine(...planNeedsInsurance)
  .default({});

/** admin.bookings.dayView: one lab's slots on one day (Asia/Dubai) for one collection mode. */
export const adminDayViewInput = z.object({
  labId: idSchema,
  date: calendarDateSchema,
  collectionMode: z.enum(collectionModes).default("lab_visit"),
});

/**
 * admin.bookings.reschedule: the patient's reschedule input, { id, scheduledDate "YYYY-MM-DD",
 * scheduledTime "HH:mm" } (Asia/Dubai), with the same field messages.
 */
export const adminBookingRescheduleInput = bookingRescheduleInput;

/** admin.bookings.newSince: bookings made after `since` (the moment the page was opened). */
export const adminBookingsNewSinceInput = z.object({
  since: z.coerce.date({ message: m.selectDate }).refine(isSupportedDate, { message: m.selectDate }),
});
