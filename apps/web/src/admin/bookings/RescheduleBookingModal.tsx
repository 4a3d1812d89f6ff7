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
import { useCallback, useState } from "react";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { messages } from "@labcompare/validators/messages";
import { LabDetails } from "../../components/appointments/LabDetails";
import { SlotPicker, type SlotValue } from "../../components/appointments/SlotPicker";
import { errorReason } from "../../lib/bookings";
import { notifySuccess } from "../../lib/notify";
import { errorMessage, trpc } from "../../trpc";
import { bookingDateTime, toastError, type AdminBookingDetail } from "../lib";

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
  const refreshSlots = () => {
    void utils.booking.slots.invalidate();
    void utils.booking.availability.invalidate();
  };

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
        setSlotError(errorMessage(error));
        setStep("pick");
      }
      if (reason === "TRANSITION_REFUSED") void utils.admin.bookings.byId.invalidate({ id: booking.id });
      toastError(copy.failed, error);
    },
  });

  const current = { date: booking.scheduledDate, time: booking.scheduledTime };
  const chosen = slot.date && slot.time ? { date: slot.date, time: slot.time } : null;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={step === "pick" ? copy.title(booking.reference) : copy.confirmTitle}
      size="xl"
      closeButtonProps={{ "aria-label": copy.close }}
    >
      {step === "pick" ? (
        <Stack gap="md">
          <Text size="sm">{copy.intro(bookingDateTime(current.date, current.time))}</Text>
          <SlotPicker
            idPrefix="lab-reschedule"
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
            <Button onClick={() => (chosen ? setStep("confirm") : setSlotError(copy.chooseSlot))}>{copy.continue}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text>{copy.confirm(bookingDateTime(current.date, current.time), chosen ? bookingDateTime(chosen.date, chosen.time) : "")}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStep("pick")} disabled={reschedule.isPending}>
              {copy.back}
            </Button>
            <Button
              onClick={() => chosen && reschedule.mutate({ id: booking.id, scheduledDate: chosen.date, scheduledTime: chosen.time })}
              loading={reschedule.isPending}
            >
              {reschedule.isPending ? copy.moving : copy.confirmButton}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
