/**
 * The lab's reschedule dialog of the bookings console (admins and lab staff), for RescheduleModal:
 * the booking's lab, collection mode and emirate, its words from `messages.admin.reschedule`
 * (@labcompare/validators) and `admin.bookings.reschedule`. The lab is not bound by the patient's
 * cut-off, but the server still applies the slot rules and capacity: a slot that filled up or
 * became unavailable meanwhile sends the user back to the picker with fresh slots and the server's
 * message; other errors (a duplicate, a test no longer offered, a status that cannot move) are
 * toasts. On success a toast says where the booking is now, and the bookings list, the drawer, the
 * day view and the slots refetch. Dates and times are Asia/Dubai.
 */
import { messages } from "@labcompare/validators/messages";
import type { RescheduleModalProps } from "../../../components/appointments/RescheduleModal";
import { useRefreshSlots } from "../../../components/appointments/useRefreshSlots";
import { errorReason, isSlotRefused } from "../../../lib/bookings";
import { notifySuccess } from "../../../lib/notify";
import { errorMessage, trpc } from "../../../trpc";
import { bookingDateTime, toastError, type AdminBookingDetail } from "../lib";

const copy = messages.admin.reschedule;

/** True when the booking can still be moved (pending or confirmed; the lab has no cut-off). */
export function canReschedule(booking: Pick<AdminBookingDetail, "status">): boolean {
  return booking.status === "pending" || booking.status === "confirmed";
}

/** The dialog's words and move for `booking`; spread into RescheduleModal. */
export function useLabReschedule(
  booking: AdminBookingDetail,
): Pick<RescheduleModalProps, "copy" | "labels" | "move"> {
  const utils = trpc.useUtils();
  const refreshSlots = useRefreshSlots();

  const reschedule = trpc.admin.bookings.reschedule.useMutation({
    onSuccess: (updated) => {
      utils.admin.bookings.list.setQueriesData(undefined, {}, (old) =>
        old ? { ...old, items: old.items.map((b) => (b.id === updated.id ? updated : b)) } : old,
      );
      void utils.admin.bookings.invalidate();
      void utils.admin.dashboard.invalidate();
      refreshSlots();
      notifySuccess(
        copy.doneTitle,
        copy.done(updated.reference, bookingDateTime(updated.scheduledDate, updated.scheduledTime)),
      );
    },
    onError: (error) => {
      if (isSlotRefused(error)) refreshSlots();
      if (errorReason(error) === "TRANSITION_REFUSED")
        void utils.admin.bookings.byId.invalidate({ id: booking.id });
      toastError(copy.failed, error);
    },
  });

  const currentText = bookingDateTime(booking.scheduledDate, booking.scheduledTime);
  return {
    copy: {
      pickTitle: copy.title(booking.reference),
      confirmTitle: copy.confirmTitle,
      intro: copy.intro(currentText),
      confirm: (chosen) => copy.confirm(currentText, chosen ? bookingDateTime(chosen.date, chosen.time) : ""),
      confirmButton: copy.confirmButton,
    },
    labels: copy,
    move: {
      isPending: reschedule.isPending,
      mutate: (move, { onDone, onSlotRefused }) =>
        reschedule.mutate(move, {
          onSuccess: onDone,
          onError: (error) => {
            if (isSlotRefused(error)) onSlotRefused(errorMessage(error));
          },
        }),
    },
  };
}
