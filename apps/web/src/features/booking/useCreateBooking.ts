/**
 * `booking.create` with the booking page's rules:
 * - one idempotency key (UUID) per attempt: a retry of the same request after a network error
 *   reuses it (the server then returns the first booking rather than a second one), as does a retry
 *   after a 503 (database briefly unavailable); any other answer from the server, or a change to what
 *   is booked, starts a new attempt with a new key;
 * - `expectedTotalAed` (AED) is sent so a price change is reported (PRICE_CHANGED) instead of booked,
 *   and with a plan `expectedShareAed` likewise (ESTIMATE_CHANGED: the estimate is fetched again);
 * - the reasons the server gives (SLOT_FULL, PRICE_CHANGED, …) go to the callbacks; every failure
 *   also shows a toast with the server's message.
 * On success: the toast "Success" / "Your booking has been submitted", caches refreshed, and the
 * page moves to the booking's confirmation page /bookings/{reference}.
 */
import { useRef } from "react";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "../../i18n/useTranslation";
import type { BookingCreateInput } from "@labcompare/validators/schemas";
import { errorDetails, errorReason, isNetworkError, type BookingErrorReason } from "../../lib/bookings";
import { notifyError, notifySuccess } from "../../lib/notify";
import { bookingPath } from "../../lib/paths";
import { newUuid } from "../../lib/uuid";
import { errorMessage, trpc, trpcErrorCode, trpcFieldErrors } from "../../trpc";
import { useRefreshSlots } from "../../components/appointments/useRefreshSlots";

export interface CreateBookingHandlers {
  /** The chosen time filled up: slots have been refetched. */
  onSlotFull: () => void;
  /** The total changed: the new total (AED string) to confirm. */
  onPriceChanged: (totalAed: string) => void;
  /** The estimated share changed (the plan or its network changed): the estimate is asked for again. */
  onEstimateChanged: () => void;
  /** Field messages from a validation failure on the server. */
  onFieldErrors: (errors: Record<string, string>) => void;
}

type CreateInput = Omit<BookingCreateInput, "idempotencyKey">;

export function useCreateBooking(handlers: CreateBookingHandlers) {
  const { t } = useTranslation("booking");
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const refreshSlots = useRefreshSlots();
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);

  const mutation = trpc.booking.create.useMutation({
    onSuccess: (booking) => {
      attempt.current = null;
      utils.booking.byReference.setData({ reference: booking.reference }, booking);
      notifySuccess(t("successTitle"), t("successMessage"));
      void utils.booking.listMine.invalidate();
      // The server fills an empty profile name and phone from the booking. A first profile read still
      // under way (an account made with this booking) began before that: React Query would let the
      // invalidation wait for it and keep its answer, so it is cancelled first.
      void utils.profile.get.cancel().then(() => utils.profile.get.invalidate());
      refreshSlots();
      void navigate(bookingPath(booking.reference));
    },
    onError: (error) => {
      if (isNetworkError(error) || trpcErrorCode(error) === "SERVICE_UNAVAILABLE") {
        // Nothing is known about the request (no answer, or the database went away mid-way): keep the key so a retry cannot book twice.
        notifyError(t("bookingFailed"), `${errorMessage(error, undefined, t)} ${t("networkRetry")}`);
        return;
      }
      attempt.current = null;
      const reason: BookingErrorReason | null = errorReason(error);
      if (reason === "SLOT_FULL" || reason === "SLOT_UNAVAILABLE") {
        refreshSlots();
        notifyError(
          reason === "SLOT_FULL" ? t("slotFullTitle") : t("bookingFailed"),
          errorMessage(error, undefined, t),
          "booking-slot",
        );
        handlers.onSlotFull();
        return;
      }
      if (reason === "PRICE_CHANGED") {
        void utils.catalog.tests.byId.invalidate();
        void utils.catalog.labs.offers.invalidate();
        const total = errorDetails(error)?.totalAed;
        notifyError(t("priceChangedTitle"), t("priceChanged"), "booking-price");
        if (typeof total === "string" || typeof total === "number") handlers.onPriceChanged(String(total));
        return;
      }
      if (reason === "ESTIMATE_CHANGED") {
        notifyError(t("estimateChangedTitle"), errorMessage(error, undefined, t), "booking-estimate");
        handlers.onEstimateChanged();
        return;
      }
      handlers.onFieldErrors(trpcFieldErrors(error));
      notifyError(t("bookingFailed"), errorMessage(error, undefined, t));
      if (trpcErrorCode(error) === "UNAUTHORIZED") void utils.auth.me.invalidate();
    },
  });

  /**
   * Sends the booking; the same request as the last unanswered one keeps its idempotency key.
   * Resolves once answered (the outcome goes to the callbacks above).
   */
  const submit = async (input: CreateInput): Promise<void> => {
    const fingerprint = JSON.stringify(input);
    if (!attempt.current || attempt.current.fingerprint !== fingerprint)
      attempt.current = { key: newUuid(), fingerprint };
    await mutation.mutateAsync({ ...input, idempotencyKey: attempt.current.key }).catch(() => undefined);
  };

  return { submit, isPending: mutation.isPending };
}
