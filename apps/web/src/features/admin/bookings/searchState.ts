/**
 * The admin bookings screen keeps its search, filters, preset, sort, page and open booking in the URL
 * (?q=&status=&lab=&mode=&from=&to=&preset=&sort=&payment=&plan=&page=&booking=), so a view can be
 * shared and survives a reload. Values are read leniently (bad ones are ignored) and only set ones are written.
 */
import { useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import {
  adminBookingPayments,
  adminBookingPresets,
  adminBookingSorts,
  type AdminBookingPayment,
  type AdminBookingPreset,
  type AdminBookingSort,
} from "@labcompare/validators/admin";
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
  page: number;
  /** Id of the booking open in the detail drawer. */
  booking: string | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

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
    page: Number.isFinite(page) && page >= 1 && page <= 100_000 ? page : 1,
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

/** The state as admin.bookings.list takes it. */
export function toListInput(s: BookingsState): BookingsListInput {
  return { ...toExportInput(s), page: s.page };
}

/** True when any filter (not the sort or page) is set. */
export function isFiltered(s: BookingsState): boolean {
  return Boolean(s.q || s.status || s.lab || s.mode || s.from || s.to || s.preset || s.payment);
}

/**
 * The state from the URL and a setter: `update(patch)` merges the patch and goes back to page 1
 * unless the patch sets `page` or `booking` (opening a booking keeps the page). History entries are
 * replaced, so Back leaves the screen rather than undoing each keystroke.
 */
export function useBookingsState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readBookingsState(params), [params]);
  const update = (patch: Partial<BookingsState>) => {
    const keepPage = "page" in patch || "booking" in patch;
    setParams(
      (prev) =>
        writeBookingsState({ ...readBookingsState(prev), ...(keepPage ? {} : { page: 1 }), ...patch }),
      { replace: true },
    );
  };
  return { state, update };
}
