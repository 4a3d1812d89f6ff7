/**
 * The admin bookings screen keeps its search, filters, preset, sort, page and open booking in the URL
 * (?q=&status=&lab=&mode=&from=&to=&preset=&sort=&payment=&plan=&page=&cursor=&dir=&booking=), so a
 * view can be shared and survives a reload, and Back / Forward step through the pages. The page is
 * a position in the list (`cursor`, from the list's answer, and `dir`) with its number for display;
 * without a cursor, the page by number (the first pages only). Values are read leniently (bad ones
 * are ignored) and only set ones are written.
 */
import { useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import {
  ADMIN_BOOKINGS_COUNT_CAP,
  ADMIN_BOOKINGS_CURSOR_PATTERN,
  ADMIN_BOOKINGS_EXPORT_PATH,
  adminBookingPayments,
  adminBookingPresets,
  adminBookingSorts,
  adminBookingsDirections,
  type AdminBookingPayment,
  type AdminBookingPreset,
  type AdminBookingSort,
  type AdminBookingsDirection,
} from "@labcompare/validators/admin";
import { ADMIN_PAGE_SIZE } from "@labcompare/validators/admin-constants";
import { bookingStatuses, collectionModes, type BookingStatusValue } from "@labcompare/domain/booking-rules";
import type { RouterInputs } from "../../../trpc";
import { UUID_PATTERN } from "../../../lib/searchParams";

export type BookingsListInput = Exclude<RouterInputs["admin"]["bookings"]["list"], undefined>;
export type BookingsExportInput = Exclude<RouterInputs["admin"]["bookings"]["exportCsv"], undefined>;
type CollectionMode = (typeof collectionModes)[number];

export interface BookingsState {
  q: string;
  status: BookingStatusValue | null;
  /** Lab id. */
  lab: string | null;
  mode: CollectionMode | null;
  /** yyyy-MM-dd, inclusive, on the appointment date. */
  from: string | null;
  to: string | null;
  preset: AdminBookingPreset | null;
  sort: AdminBookingSort | null;
  /** "self_pay" or "insurance"; null: every booking. */
  payment: AdminBookingPayment | null;
  /** An insurance plan's id, only with payment "insurance". */
  plan: string | null;
  /** 1-based number of the page shown ("Showing 26–50 of …"); without a cursor, the page read by number. */
  page: number;
  /** The list position the page starts from (a list answer's nextCursor / previousCursor), or null. */
  cursor: string | null;
  /** With a cursor: the rows after it ("next") or before it ("previous"). */
  dir: AdminBookingsDirection;
  /** Id of the booking open in the detail drawer. */
  booking: string | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Pages the list serves by number (the rows they skip stay under the count's cap). */
const PAGES_BY_NUMBER = ADMIN_BOOKINGS_COUNT_CAP / ADMIN_PAGE_SIZE;
/** The largest page number shown after following cursors (any list this product holds is shorter). */
const PAGE_NUMBER_MAX = 10_000_000;

function oneOf<T extends string>(list: readonly T[], value: string | null): T | null {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;
}

/** The state a URL's query gives (lenient: a bad value is left out; a plan only with payment "insurance"). */
export function readBookingsState(params: URLSearchParams): BookingsState {
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const from = params.get("from");
  const to = params.get("to");
  const lab = params.get("lab");
  const booking = params.get("booking");
  const payment = oneOf(adminBookingPayments, params.get("payment"));
  const plan = params.get("plan");
  const cursorText = params.get("cursor");
  const cursor = cursorText && ADMIN_BOOKINGS_CURSOR_PATTERN.test(cursorText) ? cursorText : null;
  const pageMax = cursor ? PAGE_NUMBER_MAX : PAGES_BY_NUMBER;
  return {
    q: (params.get("q") ?? "").slice(0, 200),
    status: oneOf(bookingStatuses, params.get("status")),
    lab: lab && UUID_PATTERN.test(lab) ? lab : null,
    mode: oneOf(collectionModes, params.get("mode")),
    from: from && DATE.test(from) ? from : null,
    to: to && DATE.test(to) ? to : null,
    preset: oneOf(adminBookingPresets, params.get("preset")),
    sort: oneOf(adminBookingSorts, params.get("sort")),
    payment,
    plan: payment === "insurance" && plan && UUID_PATTERN.test(plan) ? plan : null,
    page: Number.isFinite(page) && page >= 1 && page <= pageMax ? page : 1,
    cursor,
    dir: (cursor && oneOf(adminBookingsDirections, params.get("dir"))) || "next",
    booking: booking && UUID_PATTERN.test(booking) ? booking : null,
  };
}

/** The query of a state: only the values that are set. */
export function writeBookingsState(state: BookingsState): URLSearchParams {
  const p = new URLSearchParams();
  if (state.q) p.set("q", state.q);
  if (state.status) p.set("status", state.status);
  if (state.lab) p.set("lab", state.lab);
  if (state.mode) p.set("mode", state.mode);
  if (state.from) p.set("from", state.from);
  if (state.to) p.set("to", state.to);
  if (state.preset) p.set("preset", state.preset);
  if (state.sort) p.set("sort", state.sort);
  if (state.payment) p.set("payment", state.payment);
  if (state.payment === "insurance" && state.plan) p.set("plan", state.plan);
  if (state.page > 1) p.set("page", String(state.page));
  if (state.cursor) p.set("cursor", state.cursor);
  if (state.cursor && state.dir === "previous") p.set("dir", state.dir);
  if (state.booking) p.set("booking", state.booking);
  return p;
}

/** The filters of the state as admin.bookings.exportCsv takes them (no page). */
export function toExportInput(s: BookingsState): BookingsExportInput {
  return {
    ...(s.q.trim() ? { q: s.q.trim() } : {}),
    ...(s.status ? { status: s.status } : {}),
    ...(s.lab ? { labId: s.lab } : {}),
    ...(s.mode ? { collectionMode: s.mode } : {}),
    ...(s.from ? { from: s.from } : {}),
    ...(s.to ? { to: s.to } : {}),
    ...(s.preset ? { preset: s.preset } : {}),
    ...(s.sort ? { sort: s.sort } : {}),
    ...(s.payment ? { payment: s.payment } : {}),
    ...(s.payment === "insurance" && s.plan ? { planId: s.plan } : {}),
  };
}

/** The state as admin.bookings.list takes it: the filters, and the cursor with its direction, else the page. */
export function toListInput(s: BookingsState): BookingsListInput {
  return {
    ...toExportInput(s),
    ...(s.cursor ? { cursor: s.cursor, direction: s.dir } : { page: s.page }),
  };
}

/** The link of the CSV export of the state's filters (GET ADMIN_BOOKINGS_EXPORT_PATH, no paging). */
export function exportHref(s: BookingsState): string {
  const query = new URLSearchParams(Object.entries(toExportInput(s) as Record<string, string>)).toString();
  return query ? `${ADMIN_BOOKINGS_EXPORT_PATH}?${query}` : ADMIN_BOOKINGS_EXPORT_PATH;
}

/** True when any filter (not the sort or page) is set. */
export function isFiltered(s: BookingsState): boolean {
  return Boolean(s.q || s.status || s.lab || s.mode || s.from || s.to || s.preset || s.payment);
}

/** The page fields of a state: where the list is read from. */
type PageFields = Pick<BookingsState, "page" | "cursor" | "dir">;
const FIRST_PAGE: PageFields = { page: 1, cursor: null, dir: "next" };

/**
 * The state from the URL and a setter: `update(patch)` merges the patch and goes back to the first
 * page unless the patch sets the page (`page`, `cursor`) or `booking` (opening a booking keeps the
 * page). History entries are replaced, so Back leaves the screen rather than undoing each keystroke,
 * but with `{ push: true }` (a move to another page) a new entry is made, so Back returns to the
 * page before.
 */
export function useBookingsState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readBookingsState(params), [params]);
  const update = (patch: Partial<BookingsState>, options: { push?: boolean } = {}) => {
    const keepPage = "page" in patch || "cursor" in patch || "booking" in patch;
    setParams(
      (prev) => writeBookingsState({ ...readBookingsState(prev), ...(keepPage ? {} : FIRST_PAGE), ...patch }),
      { replace: !options.push },
    );
  };
  return { state, update };
}
