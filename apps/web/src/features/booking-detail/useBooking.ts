/**
 * The patient's booking data of the confirmation page: the booking by reference, and its cancel and
 * reschedule mutations with their cache updates (the booking, the dashboard list, the slots) and
 * toasts. Dates and times are Asia/Dubai ("YYYY-MM-DD", "HH:mm").
 */
import { formatLongDate } from "@labcompare/domain/format";
import { messages } from "@labcompare/validators/messages";
import { useRefreshSlots } from "../../components/appointments/useRefreshSlots";
import { errorReason, type Booking } from "../../lib/bookings";
import { notifyError, notifySuccess } from "../../lib/notify";
import { errorMessage, trpc } from "../../trpc";
import { bookingDetailCopy as copy } from "./bookingDetail.copy";

/** "Monday, March 9, 2026 at 09:00": a booking's date and time as the page writes them. */
export const whenText = (date: string, time: string) => copy.at(formatLongDate(date), time);

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
  const utils = trpc.useUtils();
  const changed = useBookingChanged();
  return trpc.booking.cancel.useMutation({
    onSuccess: (updated) => {
      changed(updated);
      notifySuccess(messages.booking.cancelledTitle, copy.cancelledMessage);
      onDone();
    },
    onError: (error) => {
      void utils.booking.byReference.invalidate({ reference: booking.reference });
      notifyError(copy.cancelFailed, errorMessage(error));
    },
  });
}

/**
 * `booking.reschedule` of `booking`: a toast either way; `onDone` after the move. A slot that filled
 * up or became unavailable meanwhile refreshes the slots and calls `onSlotRefused(message)`.
 */
export function useRescheduleBooking(booking: Booking, { onDone, onSlotRefused }: { onDone: () => void; onSlotRefused: (message: string) => void }) {
  const utils = trpc.useUtils();
  const refreshSlots = useRefreshSlots();
  const changed = useBookingChanged();
  return trpc.booking.reschedule.useMutation({
    onSuccess: (updated) => {
      changed(updated);
      notifySuccess(messages.booking.rescheduledTitle, copy.rescheduledMessage(whenText(updated.scheduledDate, updated.scheduledTime)));
      onDone();
    },
    onError: (error) => {
      const reason = errorReason(error);
      if (reason === "SLOT_FULL" || reason === "SLOT_UNAVAILABLE") {
        refreshSlots();
        onSlotRefused(errorMessage(error));
      }
      if (reason === "CUTOFF_PASSED" || reason === "TRANSITION_REFUSED") void utils.booking.byReference.invalidate({ reference: booking.reference });
      notifyError(copy.rescheduleFailed, errorMessage(error));
    },
  });
}
