/**
 * Reschedule dialog: the same date picker and slot buttons as the booking page (RescheduleSteps:
 * SlotPicker at the booking's lab and collection mode; the present slot is marked "Current"), then a
 * confirmation step ("Move your booking from … to …?") that calls `booking.reschedule`. A slot that
 * filled up meanwhile sends the patient back to the picker with fresh slots. Props: `booking`
 * (BookingDto), `opened`, `onClose`. Dates and times are Asia/Dubai.
 */
import { formatLongDate } from "@labcompare/domain/format";
import { messages } from "@labcompare/validators/messages";
import { RescheduleSteps, useRescheduleSteps } from "../../components/appointments/RescheduleSteps";
import { errorReason, type Booking } from "../../lib/bookings";
import { notifyError, notifySuccess } from "../../lib/notify";
import { errorMessage, trpc } from "../../trpc";
import { bookingDetailCopy as copy } from "./bookingDetail.copy";
import { useRefreshSlots } from "../../components/appointments/useRefreshSlots";

export interface RescheduleModalProps {
  booking: Booking;
  opened: boolean;
  onClose: () => void;
}

const whenText = (date: string, time: string) => copy.at(formatLongDate(date), time);

export function RescheduleModal({ booking, opened, onClose }: RescheduleModalProps) {
  const utils = trpc.useUtils();
  const refreshSlots = useRefreshSlots();
  const steps = useRescheduleSteps();
  const close = () => {
    steps.reset();
    onClose();
  };

  const reschedule = trpc.booking.reschedule.useMutation({
    onSuccess: (updated) => {
      utils.booking.byReference.setData({ reference: updated.reference }, updated);
      void utils.booking.listMine.invalidate();
      refreshSlots();
      notifySuccess(messages.booking.rescheduledTitle, copy.rescheduledMessage(whenText(updated.scheduledDate, updated.scheduledTime)));
      close();
    },
    onError: (error) => {
      const reason = errorReason(error);
      if (reason === "SLOT_FULL" || reason === "SLOT_UNAVAILABLE") {
        refreshSlots();
        steps.refuseSlot(errorMessage(error));
      }
      if (reason === "CUTOFF_PASSED" || reason === "TRANSITION_REFUSED") void utils.booking.byReference.invalidate({ reference: booking.reference });
      notifyError(copy.rescheduleFailed, errorMessage(error));
    },
  });

  const currentText = whenText(booking.scheduledDate, booking.scheduledTime);
  return (
    <RescheduleSteps
      state={steps}
      booking={booking}
      opened={opened}
      onClose={close}
      idPrefix="reschedule"
      copy={{
        pickTitle: copy.rescheduleTitle,
        confirmTitle: copy.confirmMoveTitle,
        intro: copy.rescheduleIntro(currentText),
        confirm: (chosen) => copy.confirmMove(currentText, chosen ? whenText(chosen.date, chosen.time) : ""),
        confirmButton: copy.confirmNewTime,
      }}
      labels={copy}
      onSubmit={(move) => reschedule.mutate(move)}
      pending={reschedule.isPending}
    />
  );
}
