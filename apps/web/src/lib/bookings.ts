/**
 * Booking helpers shared by the booking page, the confirmation page and the dashboard: reading the
 * reasons the booking procedures attach to errors, which bookings are upcoming, and why a booking
 * can no longer be changed. Dates and times are Asia/Dubai; money is AED strings ("85.00").
 */
import { TRPCClientError } from "@trpc/client";
import { beforeCutoff } from "@labcompare/domain/booking-rules";
import { durationText } from "@labcompare/domain/format";
import { useTranslation } from "../i18n/useTranslation";
import type { TFunction } from "i18next";
import { useLocale } from "../i18n/useLocale";
import type { BookingStatusValue } from "@labcompare/domain/booking-rules";
import type { RouterOutputs } from "../trpc";
import type { ErrorReason } from "@labcompare/validators/error-reasons";

export type Booking = RouterOutputs["booking"]["listMine"][number];

/** Machine-readable reasons of booking errors (`error.data.reason`, set by the API). */
export type BookingErrorReason = ErrorReason;

/** The reason of a booking error, or null. */
export function errorReason(error: unknown): BookingErrorReason | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data = error.data as { reason?: BookingErrorReason | null } | undefined;
  return data?.reason ?? null;
}

/** The details of a booking error (PRICE_CHANGED: { subtotalAed, homeCollectionFeeAed, totalAed }). */
export function errorDetails(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data = error.data as { details?: Record<string, unknown> | null } | undefined;
  return data?.details ?? null;
}

/**
 * True when a booking's new slot was refused because it filled up or became unavailable meanwhile:
 * the slots shown are out of date and the person picks again.
 */
export function isSlotRefused(error: unknown): boolean {
  const reason = errorReason(error);
  return reason === "SLOT_FULL" || reason === "SLOT_UNAVAILABLE";
}

/**
 * True when a request failed before the server answered (offline, connection dropped): retrying
 * the same attempt is safe, so the booking page keeps its idempotency key.
 */
export function isNetworkError(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return error instanceof TypeError;
  return !error.data && !error.shape;
}

/** Upcoming = starts in the future and still pending or confirmed; everything else is past. */
export function isUpcoming(
  b: { startsAt: Date | string; status: BookingStatusValue },
  now: Date = new Date(),
): boolean {
  return (
    (b.status === "pending" || b.status === "confirmed") && new Date(b.startsAt).getTime() > now.getTime()
  );
}

/** "Cancelled by you" / "Cancelled by the lab" (in the page's language), or null when not cancelled. */
export function useCancelledByText(b: {
  status: BookingStatusValue;
  cancelledBy: string | null;
}): string | null {
  const { t } = useTranslation("appointments");
  if (b.status !== "cancelled") return null;
  return b.cancelledBy === "lab" ? t("cancelledBy.lab") : t("cancelledBy.you");
}

/** "A completed booking cannot be changed." for `status`, in the page's language. */
function notChangeable(status: BookingStatusValue, t: TFunction<"appointments">): string {
  const texts: Record<BookingStatusValue, string> = {
    pending: t("changeBlocked.notChangeable.pending"),
    confirmed: t("changeBlocked.notChangeable.confirmed"),
    completed: t("changeBlocked.notChangeable.completed"),
    cancelled: t("changeBlocked.notChangeable.cancelled"),
    no_show: t("changeBlocked.notChangeable.noShow"),
  };
  return texts[status];
}

/**
 * Why the patient can no longer cancel or reschedule online (null when `canChange`): the status
 * ("A completed booking cannot be changed.") or the lab's cut-off ("Changes close 2 hours before your
 * appointment; call the lab", the hours from the lab's rule), with `callLab` true when calling the lab
 * is the way left, in the page's language.
 */
export function useChangeBlocked(b: {
  canChange: boolean;
  status: BookingStatusValue;
  startsAt: Date | string;
  lab: { cancellationCutoffMinutes: number };
}): { reason: string; callLab: boolean } | null {
  const { t } = useTranslation("appointments");
  const locale = useLocale();
  if (b.canChange) return null;
  if (
    (b.status === "pending" || b.status === "confirmed") &&
    !beforeCutoff(new Date(b.startsAt), b.lab.cancellationCutoffMinutes)
  ) {
    return {
      reason: t("changeBlocked.cutoff", { duration: durationText(b.lab.cancellationCutoffMinutes, locale) }),
      callLab: true,
    };
  }
  return { reason: notChangeable(b.status, t), callLab: false };
}

/** Fasting first (longest first), then tests with written instructions; tests needing neither are left out. */
export function preparationOf<T extends { fastingHours: number; preparationInstructions: string | null }>(
  items: readonly T[],
): T[] {
  return items
    .filter((i) => i.fastingHours > 0 || i.preparationInstructions?.trim())
    .sort((a, b) => b.fastingHours - a.fastingHours);
}
