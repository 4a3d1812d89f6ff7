/**
 * Reschedule dialog: the same date picker and slot buttons as the booking page (RescheduleSteps:
 * SlotPicker at the booking's lab and collection mode; the present slot is marked "Current"), then a
 * confirmation step ("Move your booking from … to …?") that calls `booking.reschedule`. A slot that
 * filled up meanwhile sends the patient back to the picker with fresh slots. Props: `booking`
 * (BookingDto), `opened`, `onClose`. Dates and times are Asia/Dubai.
 */
import { RescheduleSteps, useRescheduleSteps } from "../../components/appointments/RescheduleSteps";
import type { Booking } from "../../lib/bookings";
import { bookingDetailCopy as copy } from "./bookingDetail.copy";
import { useRescheduleBooking, whenText } from "./useBooking";

export interface RescheduleModalProps {
  booking: Booking;
  opened: boolean;
  onClose: () => void;
}

export function RescheduleModal({ booking, opened, onClose }: RescheduleModalProps) {
  const steps = useRescheduleSteps();
  const close = () => {
    steps.reset();
    onClose();
  };
  const reschedule = useRescheduleBooking(booking, { onDone: close, onSlotRefused: steps.refuseSlot });

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
