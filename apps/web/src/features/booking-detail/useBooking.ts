/**
 * The patient's booking data of the confirmation page: the booking by reference, and its cancel and
 * reschedule mutations with their cache updates (the booking, the dashboard list, the slots) and
 * toasts. Dates and times are Asia/Dubai ("YYYY-MM-DD", "HH:mm").
 */
import { useTranslation } from "react-i18next";
import { useAppointmentWhen } from "../../components/appointments/AppointmentWhen";
import { useRefreshSlots } from "../../components/appointments/useRefreshSlots";
import { errorReason, type Booking } from "../../lib/bookings";
import { notifyError, notifySuccess } from "../../lib/notify";
import { errorMessage, trpc } from "../../trpc";

/** The signed-in patient's booking `reference` (booking.byReference; NOT_FOUND for another's). */
export function useBooking(reference: string) {
  return trpc.booking.byReference.useQuery({ reference });
}

/** After a change the server confirmed: the booking's new state, the dashboard list and the slots. */
function useBookingChanged() {
  const utils = trpc.useUtils();
  const refreshSlots = useRefreshSlots();
  return (updated: Booking) => {
    utils.booking.byReference.setData({ reference: updated.reference }, updated);
    void utils.booking.listMine.invalidate();
    refreshSlots();
  };
}

/** `booking.cancel` of `booking`: a toast either way; `onDone` after a cancellation. */
export function useCancelBooking(booking: Booking, onDone: () => void) {
  const { t } = useTranslation("bookingDetail");
  const utils = trpc.useUtils();
  const changed = useBookingChanged();
  return trpc.booking.cancel.useMutation({
    onSuccess: (updated) => {
      changed(updated);
      notifySuccess(t("cancelledTitle"), t("cancelledMessage"));
      onDone();
    },
    onError: (error) => {
      void utils.booking.byReference.invalidate({ reference: booking.reference });
      notifyError(t("cancelFailed"), errorMessage(error, undefined, t));
    },
  });
}

/**
 * `booking.reschedule` of `booking`: a toast either way; `onDone` after the move. A slot that filled
 * up or became unavailable meanwhile refreshes the slots and calls `onSlotRefused(message)`.
 */
export function useRescheduleBooking(booking: Booking, { onDone, onSlotRefused }: { onDone: () => void; onSlotRefused: (message: string) => void }) {
  const { t } = useTranslation("bookingDetail");
  const whenText = useAppointmentWhen();
  const utils = trpc.useUtils();
  const refreshSlots = useRefreshSlots();
  const changed = useBookingChanged();
  return trpc.booking.reschedule.useMutation({
    onSuccess: (updated) => {
      changed(updated);
      notifySuccess(t("rescheduledTitle"), t("rescheduledMessage", { when: whenText(updated) }));
      onDone();
    },
    onError: (error) => {
      const reason = errorReason(error);
      if (reason === "SLOT_FULL" || reason === "SLOT_UNAVAILABLE") {
        refreshSlots();
        onSlotRefused(errorMessage(error, undefined, t));
      }
      if (reason === "CUTOFF_PASSED" || reason === "TRANSITION_REFUSED") void utils.booking.byReference.invalidate({ reference: booking.reference });
      notifyError(t("rescheduleFailed"), errorMessage(error, undefined, t));
    },
  });
}
