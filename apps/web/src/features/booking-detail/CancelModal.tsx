/**
 * Cancel dialog: asks for confirmation with an optional reason (up to 500 characters, shown to the
 * lab and on the booking), then calls `booking.cancel`; the slot is released for other patients at
 * once. Props: `booking` (BookingDto), `opened`, `onClose`. Dates and times are Asia/Dubai.
 */
import { useState } from "react";
import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { formatLongDate } from "@labcompare/domain/format";
import { messages } from "@labcompare/validators/messages";
import type { Booking } from "../../lib/bookings";
import { notifyError, notifySuccess } from "../../lib/notify";
import { errorMessage, trpc } from "../../trpc";
import { bookingDetailCopy as copy } from "./bookingDetail.copy";
import { useRefreshSlots } from "../../components/appointments/useRefreshSlots";

export interface CancelModalProps {
  booking: Booking;
  opened: boolean;
  onClose: () => void;
}

const MAX_REASON = 500;

export function CancelModal({ booking, opened, onClose }: CancelModalProps) {
  const utils = trpc.useUtils();
  const refreshSlots = useRefreshSlots();
  const [reason, setReason] = useState("");
  const close = () => {
    setReason("");
    onClose();
  };
  const cancel = trpc.booking.cancel.useMutation({
    onSuccess: (updated) => {
      utils.booking.byReference.setData({ reference: updated.reference }, updated);
      void utils.booking.listMine.invalidate();
      refreshSlots();
      notifySuccess(messages.booking.cancelledTitle, copy.cancelledMessage);
      close();
    },
    onError: (error) => {
      void utils.booking.byReference.invalidate({ reference: booking.reference });
      notifyError(copy.cancelFailed, errorMessage(error));
    },
  });
  const when = copy.at(formatLongDate(booking.scheduledDate), booking.scheduledTime);
  return (
    <Modal opened={opened} onClose={close} title={copy.cancelTitle} closeButtonProps={{ "aria-label": copy.close }}>
      <Stack gap="md">
        <Text size="sm">{copy.cancelIntro(when)}</Text>
        <Textarea
          label={copy.cancelReason}
          placeholder={copy.cancelReasonPlaceholder}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={MAX_REASON}
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={cancel.isPending}>
            {copy.keepBooking}
          </Button>
          <Button color="red.9" onClick={() => cancel.mutate({ id: booking.id, reason: reason.trim() || undefined })} loading={cancel.isPending}>
            {cancel.isPending ? copy.cancelling : copy.confirmCancel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
