/**
 * Cancel dialog: asks for confirmation with an optional reason (up to 500 characters, shown to the
 * lab and on the booking), then calls `booking.cancel`; the slot is released for other patients at
 * once. Props: `booking` (BookingDto), `opened`, `onClose`. Dates and times are Asia/Dubai.
 */
import { useState } from "react";
import { Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { Dialog } from "../../components/Dialog";
import type { Booking } from "../../lib/bookings";
import { useTranslation } from "../../i18n/useTranslation";
import { useAppointmentWhen } from "../../components/appointments/AppointmentWhen";
import { useCancelBooking } from "./useBooking";

export interface CancelModalProps {
  booking: Booking;
  opened: boolean;
  onClose: () => void;
}

const MAX_REASON = 500;

export function CancelModal({ booking, opened, onClose }: CancelModalProps) {
  const { t } = useTranslation("bookingDetail");
  const whenText = useAppointmentWhen();
  const [reason, setReason] = useState("");
  const close = () => {
    setReason("");
    onClose();
  };
  const cancel = useCancelBooking(booking, close);
  const when = whenText(booking);
  return (
    <Dialog opened={opened} onClose={close} title={t("cancelTitle")} closeLabel={t("close")}>
      <Stack gap="md">
        <Text size="sm">{t("cancelIntro", { when })}</Text>
        <Textarea
          label={t("cancelReason")}
          placeholder={t("cancelReasonPlaceholder")}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={MAX_REASON}
          rows={2}
          resize="vertical"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={cancel.isPending}>
            {t("keepBooking")}
          </Button>
          <Button
            color="red.9"
            onClick={() => cancel.mutate({ id: booking.id, reason: reason.trim() || undefined })}
            loading={cancel.isPending}
          >
            {cancel.isPending ? t("cancelling") : t("confirmCancel")}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
