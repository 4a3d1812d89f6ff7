/**
 * Reschedule dialog: the same date picker and slot buttons as the booking page (RescheduleSteps:
 * SlotPicker at the booking's lab and collection mode; the present slot is marked "Current"), then a
 * confirmation step ("Move your booking from … to …?") that calls `booking.reschedule`. A slot that
 * filled up meanwhile sends the patient back to the picker with fresh slots. Props: `booking`
 * (BookingDto), `opened`, `onClose`. Dates and times are Asia/Dubai.
 */
import { RescheduleSteps, useRescheduleSteps } from "../../components/appointments/RescheduleSteps";
import type { Booking } from "../../lib/bookings";
import { useTranslation } from "react-i18next";
import { useAppointmentWhen } from "../../components/appointments/AppointmentWhen";
import { useRescheduleBooking } from "./useBooking";

export interface RescheduleModalProps {
  booking: Booking;
  opened: boolean;
  onClose: () => void;
}

export function RescheduleModal({ booking, opened, onClose }: RescheduleModalProps) {
  const { t } = useTranslation("bookingDetail");
  const whenText = useAppointmentWhen();
  const steps = useRescheduleSteps();
  const close = () => {
    steps.reset();
    onClose();
  };
  const reschedule = useRescheduleBooking(booking, { onDone: close, onSlotRefused: steps.refuseSlot });

  const currentText = whenText(booking);
  return (
    <RescheduleSteps
      state={steps}
      booking={booking}
      opened={opened}
      onClose={close}
      idPrefix="reschedule"
      copy={{
        pickTitle: t("rescheduleTitle"),
        confirmTitle: t("confirmMoveTitle"),
        intro: t("rescheduleIntro", { current: currentText }),
        confirm: (chosen) => t("confirmMove", { from: currentText, to: chosen ? whenText(booking, chosen) : "" }),
        confirmButton: t("confirmNewTime"),
      }}
      labels={{ close: t("close"), continue: t("continue"), back: t("back"), moving: t("moving"), chooseSlot: t("chooseSlot") }}
      onSubmit={(move) => reschedule.mutate(move)}
      pending={reschedule.isPending}
    />
  );
}
