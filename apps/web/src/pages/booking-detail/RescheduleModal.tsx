/**
 * Reschedule dialog: the same date picker and slot buttons as the booking page (SlotPicker, at the
 * booking's lab and collection mode; the present slot is marked "Current"), then a confirmation
 * step ("Move your booking from … to …?") that calls `booking.reschedule`. A slot that filled up
 * meanwhile sends the patient back to the picker with fresh slots. Props: `booking` (BookingDto),
 * `opened`, `onClose`. Dates and times are Asia/Dubai.
 */
import { useCallback, useState } from "react";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { formatLongDate } from "@labcompare/validators/schedule";
import { messages } from "@labcompare/validators/messages";
import { LabDetails } from "../../components/appointments/LabDetails";
import { SlotPicker, type SlotValue } from "../../components/appointments/SlotPicker";
import { errorReason, type Booking } from "../../lib/bookings";
import { notifyError, notifySuccess } from "../../lib/notify";
import { errorMessage, trpc } from "../../trpc";
import { bookingDetailCopy as copy } from "./bookingDetail.copy";

export interface RescheduleModalProps {
  booking: Booking;
  opened: boolean;
  onClose: () => void;
}

const whenText = (date: string, time: string) => copy.at(formatLongDate(date), time);

export function RescheduleModal({ booking, opened, onClose }: RescheduleModalProps) {
  const utils = trpc.useUtils();
  const [slot, setSlot] = useState<SlotValue>({ date: null, time: null });
  const [step, setStep] = useState<"pick" | "confirm">("pick");
  const [slotError, setSlotError] = useState<string | null>(null);
  const onSlotChange = useCallback((v: SlotValue) => {
    setSlot(v);
    if (v.time) setSlotError(null);
  }, []);

  const close = () => {
    setStep("pick");
    setSlot({ date: null, time: null });
    setSlotError(null);
    onClose();
  };

  const reschedule = trpc.booking.reschedule.useMutation({
    onSuccess: (updated) => {
      utils.booking.byReference.setData({ reference: updated.reference }, updated);
      void utils.booking.listMine.invalidate();
      void utils.booking.slots.invalidate();
      void utils.booking.availability.invalidate();
      notifySuccess(messages.booking.rescheduledTitle, copy.rescheduledMessage(whenText(updated.scheduledDate, updated.scheduledTime)));
      close();
    },
    onError: (error) => {
      const reason = errorReason(error);
      if (reason === "SLOT_FULL" || reason === "SLOT_UNAVAILABLE") {
        void utils.booking.slots.invalidate();
        void utils.booking.availability.invalidate();
        setSlotError(errorMessage(error));
        setStep("pick");
      }
      if (reason === "CUTOFF_PASSED" || reason === "TRANSITION_REFUSED") void utils.booking.byReference.invalidate({ reference: booking.reference });
      notifyError(copy.rescheduleFailed, errorMessage(error));
    },
  });

  const current = { date: booking.scheduledDate, time: booking.scheduledTime };
  const chosen = slot.date && slot.time ? { date: slot.date, time: slot.time } : null;

  return (
    <Modal opened={opened} onClose={close} title={step === "pick" ? copy.rescheduleTitle : copy.confirmMoveTitle} size="xl" closeButtonProps={{ "aria-label": copy.close }}>
      {step === "pick" ? (
        <Stack gap="md">
          <Text size="sm">{copy.rescheduleIntro(whenText(current.date, current.time))}</Text>
          <SlotPicker
            idPrefix="reschedule"
            labId={booking.lab.id}
            collectionMode={booking.collectionMode}
            collectionEmirate={booking.collectionEmirate}
            testIds={booking.items.map((i) => i.testId)}
            value={slot}
            onChange={onSlotChange}
            current={current}
            timeError={slot.time ? null : slotError}
            aside={<LabDetails lab={booking.lab} />}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {copy.close}
            </Button>
            <Button
              onClick={() => (chosen ? setStep("confirm") : setSlotError(copy.chooseSlot))}
            >
              {copy.continue}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text>{copy.confirmMove(whenText(current.date, current.time), chosen ? whenText(chosen.date, chosen.time) : "")}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStep("pick")} disabled={reschedule.isPending}>
              {copy.back}
            </Button>
            <Button
              onClick={() => chosen && reschedule.mutate({ id: booking.id, scheduledDate: chosen.date, scheduledTime: chosen.time })}
              loading={reschedule.isPending}
            >
              {reschedule.isPending ? copy.moving : copy.confirmNewTime}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
