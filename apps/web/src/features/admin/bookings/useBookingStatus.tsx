/**
 * Status changes of a booking from any admin bookings screen: other moves go straight to the server;
 * "Cancel Booking" first opens the reason dialog. On success the booking changes in place in every
 * cached list, a toast says "Status updated" / "Booking status has been updated to {status}",
 * and the lists, detail, day view and dashboard refetch.
 */
import { useState } from "react";
import { statusLabel } from "@labcompare/domain/booking-rules";
import { messages } from "@labcompare/validators/messages";
import type { BookingStatusValue } from "@labcompare/domain/booking-rules";
import { notifySuccess } from "../../../lib/notify";
import { trpc } from "../../../trpc";
import { toastError } from "../lib";
import { CancelBookingModal } from "./StatusControls";
import { isPendingFor } from "../../../lib/mutations";

/** What a status change needs to know about the booking. */
export interface StatusTarget {
  id: string;
  reference: string;
  patientName: string;
}

/** `request(booking, status)` to change a status; render `modal` once on the screen. */
export function useBookingStatus() {
  const utils = trpc.useUtils();
  const [cancelling, setCancelling] = useState<StatusTarget | null>(null);
  const mutation = trpc.admin.bookings.updateStatus.useMutation({
    onSuccess: (booking) => {
      utils.admin.bookings.list.setQueriesData(undefined, {}, (old) =>
        old ? { ...old, items: old.items.map((b) => (b.id === booking.id ? booking : b)) } : old,
      );
      setCancelling(null);
      notifySuccess(
        messages.booking.statusUpdatedTitle,
        messages.booking.statusUpdatedMessage(statusLabel(booking.status)),
      );
      void utils.admin.bookings.invalidate();
      void utils.admin.dashboard.invalidate();
      void utils.booking.listMine.invalidate();
    },
    onError: (error) => toastError(messages.booking.updateStatusError, error),
  });

  const request = (booking: StatusTarget, status: BookingStatusValue) => {
    if (status === "cancelled") setCancelling(booking);
    else mutation.mutate({ id: booking.id, status });
  };

  const modal = (
    <CancelBookingModal
      key={cancelling?.id ?? "closed"}
      booking={cancelling}
      loading={mutation.isPending}
      onConfirm={(reason) =>
        cancelling && mutation.mutate({ id: cancelling.id, status: "cancelled", reason })
      }
      onClose={() => setCancelling(null)}
    />
  );

  /** True while the change of this booking is being saved. */
  const isPending = (id: string) => isPendingFor(mutation, { id });
  return { request, modal, isPending };
}
