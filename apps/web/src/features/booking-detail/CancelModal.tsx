/**
 * Cancel dialog: asks for confirmation with an optional reason (up to 500 characters, shown to the
 * lab and on the booking), then calls `booking.cancel`; the slot is released for other patients at
 * once. Props: `booking` (BookingDto), `opened`, `onClose`. Dates and times are Asia/Dubai.
 */
import { useState } from "react";
import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import type { Booking } from "../../lib/bookings";
import { bookingDetailCopy as copy } from "./bookingDetail.copy";
import { useCancelBooking, whenText } from "./useBooking";

export interface CancelModalProps {
  booking: Booking;
  opened: boolean;
  onClose: () => void;
}

const MAX_REASON = 500;

export function CancelModal({ booking, opened, onClose }: CancelModalProps) {
  const [reason, setReason] = useState("");
  const close = () => {
    setReason("");
    onClose();
  };
  const cancel = useCancelBooking(booking, close);
  const when = whenText(booking.scheduledDate, booking.scheduledTime);
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
