/**
 * The lab's reschedule dialog of the bookings console (admins and lab staff): the booking page's
 * date picker and slot buttons (SlotPicker, at the booking's lab, collection mode and emirate; the
 * present slot is marked "Current"), then a confirmation step ("Move this booking from … to …?") that
 * calls `admin.bookings.reschedule`. The lab is not bound by the patient's cut-off, but the server
 * still applies the slot rules and capacity: a slot that filled up or became unavailable meanwhile
 * sends the user back to the picker with fresh slots and the server's message; other errors (a
 * duplicate, a test no longer offered, a status that cannot move) are toasts. On success a toast
 * says where the booking is now, and the bookings list, the drawer, the day view and the slots refetch.
 *
 * Props: `booking` (the drawer's AdminBookingDetail), `opened`, `onClose`. Dates and times are
 * Asia/Dubai. All words come from `messages.admin.reschedule` (@labcompare/validators).
 */
import { messages } from "@labcompare/validators/messages";
import { RescheduleSteps, useRescheduleSteps } from "../../../components/appointments/RescheduleSteps";
import { errorReason } from "../../../lib/bookings";
import { notifySuccess } from "../../../lib/notify";
import { errorMessage, trpc } from "../../../trpc";
import { bookingDateTime, toastError, type AdminBookingDetail } from "../lib";
import { useRefreshSlots } from "../../../components/appointments/useRefreshSlots";

const copy = messages.admin.reschedule;

export interface RescheduleBookingModalProps {
  booking: AdminBookingDetail;
  opened: boolean;
  onClose: () => void;
}

/** True when the booking can still be moved (pending or confirmed; the lab has no cut-off). */
export function canReschedule(booking: Pick<AdminBookingDetail, "status">): boolean {
  return booking.status === "pending" || booking.status === "confirmed";
}

export function RescheduleBookingModal({ booking, opened, onClose }: RescheduleBookingModalProps) {
  const utils = trpc.useUtils();
  const steps = useRescheduleSteps();
  const close = () => {
    steps.reset();
    onClose();
  };
  const refreshSlots = useRefreshSlots();

  const reschedule = trpc.admin.bookings.reschedule.useMutation({
    onSuccess: (updated) => {
      utils.admin.bookings.list.setQueriesData(undefined, {}, (old) =>
        old ? { ...old, items: old.items.map((b) => (b.id === updated.id ? updated : b)) } : old,
      );
      void utils.admin.bookings.invalidate();
      void utils.admin.dashboard.invalidate();
      refreshSlots();
      notifySuccess(copy.doneTitle, copy.done(updated.reference, bookingDateTime(updated.scheduledDate, updated.scheduledTime)));
      close();
    },
    onError: (error) => {
      const reason = errorReason(error);
      if (reason === "SLOT_FULL" || reason === "SLOT_UNAVAILABLE") {
        refreshSlots();
        steps.refuseSlot(errorMessage(error));
      }
      if (reason === "TRANSITION_REFUSED") void utils.admin.bookings.byId.invalidate({ id: booking.id });
      toastError(copy.failed, error);
    },
  });

  const currentText = bookingDateTime(booking.scheduledDate, booking.scheduledTime);
  return (
    <RescheduleSteps
      state={steps}
      booking={booking}
      opened={opened}
      onClose={close}
      idPrefix="lab-reschedule"
      copy={{
        pickTitle: copy.title(booking.reference),
        confirmTitle: copy.confirmTitle,
        intro: copy.intro(currentText),
        confirm: (chosen) => copy.confirm(currentText, chosen ? bookingDateTime(chosen.date, chosen.time) : ""),
        confirmButton: copy.confirmButton,
      }}
      labels={copy}
      onSubmit={(move) => reschedule.mutate(move)}
      pending={reschedule.isPending}
    />
  );
}
