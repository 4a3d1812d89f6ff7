/**
 * Words of the admin bookings screens: status actions (the actions menu's items, no-show included),
 * collection modes, presets, sorts and payments, and the screens' own notices.
 */
import { statusLabel } from "@labcompare/domain/booking-rules";
import { capitalise, formatCount } from "@labcompare/domain/format";
import type { BookingStatusValue } from "@labcompare/domain/booking-rules";

/** The status menu's item for each target status (only the allowed ones are offered). */
export const STATUS_ACTION_LABELS: Record<BookingStatusValue, string> = {
  pending: "Mark as Pending",
  confirmed: "Mark as Confirmed",
  completed: "Mark as Completed",
  no_show: "Mark as No-show",
  cancelled: "Cancel Booking",
};

/** "Pending", "No-show"… for badges and selects. */
export function statusText(status: BookingStatusValue): string {
  return capitalise(statusLabel(status));
}

/** How often the bookings list, the new-bookings count and the day view refresh themselves, ms. */
export const BOOKINGS_REFRESH_MS = 30_000;

export const COLLECTION_MODE_LABELS = { lab_visit: "Lab visit", home_collection: "Home collection" } as const;

/** The collection modes as select / segmented-control options. */
export const COLLECTION_MODE_OPTIONS = (["lab_visit", "home_collection"] as const).map((value) => ({
  value,
  label: COLLECTION_MODE_LABELS[value],
}));

export const PRESET_OPTIONS = [
  { value: "all", label: "All" },
  { value: "today", label: "Today" },
  { value: "upcoming", label: "Upcoming" },
] as const;

export const SORT_OPTIONS = [
  { value: "desc", label: "Latest appointment first" },
  { value: "asc", label: "Soonest appointment first" },
] as const;

/** The payment filter's choices ("all": no filter). */
export const PAYMENT_OPTIONS = [
  { value: "all", label: "All" },
  { value: "self_pay", label: "Self-pay" },
  { value: "insurance", label: "Insurance" },
] as const;

export const bookingsText = {
  fetchDetailError: "Error fetching the booking",
  exportLabel: "Export CSV",
  /** The list's place: "Showing 26–50 of 1,234", or "of 10,000+" past the count's cap. */
  showing: (from: number, to: number, total: number, capped: boolean) =>
    `Showing ${formatCount(from)}–${formatCount(to)} of ${formatCount(total)}${capped ? "+" : ""}`,
  pagesLabel: "Pages of bookings",
  previousPage: "Previous",
  nextPage: "Next",
  newSince: (n: number) => `${n} new ${n === 1 ? "booking" : "bookings"} since you opened this page`,
  showNew: "Refresh the list",
  noMoves: "No further status changes",
  cancelTitle: (reference: string) => `Cancel booking ${reference}?`,
  cancelIntro:
    "The patient sees this reason. A cancelled booking cannot be reopened, and its place is freed at once.",
  cancelReasonLabel: "Reason for cancelling",
  cancelConfirm: "Cancel booking",
  cancelKeep: "Keep booking",
  empty: "No bookings yet.",
  emptyFiltered: "No bookings match these filters.",
  dayViewFetchError: "Error fetching the day view",
  paymentLabel: "Payment",
  planLabel: "Plan",
  allPlans: "All plans",
  planOff: "off",
  selfPay: "Self-pay",
  insurance: "Insurance",
  estimatedShare: (share: string) => `Estimated share ${share}`,
} as const;
