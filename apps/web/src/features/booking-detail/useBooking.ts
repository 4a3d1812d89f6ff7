/**
 * The patient's booking data of the confirmation page: the booking by reference, and its cancel and
 * reschedule mutations with their cache updates (the booking, the dashboard list, the slots) and
 * toasts. Dates and times are Asia/Dubai ("YYYY-MM-DD", "HH:mm").
 */
import { useTranslation } from "../../i18n/useTranslation";
import { useAppointmentWhen } from "../../components/appointments/AppointmentWhen";
import type { RescheduleModalProps, RescheduleMove } from "../../components/appointments/RescheduleModal";
import { useRefreshSlots } from "../../components/appointments/useRefreshSlots";
import { errorReason, isSlotRefused, type Booking } from "../../lib/bookings";
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
 * `booking.reschedule` of `booking`, for RescheduleModal: the booking's new state and a toast on
 * success, then the dialog's `onDone`; a toast on failure. A slot that filled up or became
 * unavailable meanwhile refreshes the slots and goes to the dialog's `onSlotRefused(message)`; a
 * move refused for the cut-off or the status reloads the booking.
 */
export function useRescheduleBooking(booking: Booking): RescheduleMove {
  const { t } = useTranslation("bookingDetail");
  const whenText = useAppointmentWhen();
  const utils = trpc.useUtils();
  const refreshSlots = useRefreshSlots();
  const changed = useBookingChanged();
  const mutation = trpc.booking.reschedule.useMutation({
    onSuccess: (updated) => {
      changed(updated);
      notifySuccess(t("rescheduledTitle"), t("rescheduledMessage", { when: whenText(updated) }));
    },
    onError: (error) => {
      const reason = errorReason(error);
      if (isSlotRefused(error)) refreshSlots();
      if (reason === "CUTOFF_PASSED" || reason === "TRANSITION_REFUSED")
        void utils.booking.byReference.invalidate({ reference: booking.reference });
      notifyError(t("rescheduleFailed"), errorMessage(error, undefined, t));
    },
  });
  return {
    isPending: mutation.isPending,
    mutate: (move, { onDone, onSlotRefused }) =>
      mutation.mutate(move, {
        onSuccess: onDone,
        onError: (error) => {
          if (isSlotRefused(error)) onSlotRefused(errorMessage(error, undefined, t));
        },
      }),
  };
}

/**
 * The patient's reschedule dialog: its words (the present appointment as the booking page writes
 * it) and the move. Spread into RescheduleModal.
 */
export function usePatientReschedule(
  booking: Booking,
): Pick<RescheduleModalProps, "copy" | "labels" | "move"> {
  const { t } = useTranslation("bookingDetail");
  const whenText = useAppointmentWhen();
  const move = useRescheduleBooking(booking);
  const currentText = whenText(booking);
  return {
    copy: {
      pickTitle: t("rescheduleTitle"),
      confirmTitle: t("confirmMoveTitle"),
      intro: t("rescheduleIntro", { current: currentText }),
      confirm: (chosen) =>
        t("confirmMove", { from: currentText, to: chosen ? whenText(booking, chosen) : "" }),
      confirmButton: t("confirmNewTime"),
    },
    labels: {
      close: t("close"),
      continue: t("continue"),
      back: t("back"),
      moving: t("moving"),
      chooseSlot: t("chooseSlot"),
    },
    move,
  };
}
