/**
 * The two steps of moving a booking, shared by the patient's and the lab's reschedule dialogs: pick
 * a new slot (SlotPicker at the booking's lab, collection mode and emirate; the present slot is
 * marked "Current"), then confirm "from … to …". The dialog owns its mutation and words; this owns
 * the steps, the chosen slot and the slot's error.
 *
 * `useRescheduleSteps()` gives the state; `refuseSlot(message)` sends the user back to the picker
 * with the server's message (a slot that filled up or became unavailable meanwhile). Dates and times
 * are Asia/Dubai ("YYYY-MM-DD", "HH:mm").
 */
import { useCallback, useState } from "react";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { LabDetails, type LabDetailsProps } from "./LabDetails";
import { SlotPicker, type SlotValue } from "./SlotPicker";

/** A date and time in Asia/Dubai. */
export interface SlotChoice {
  date: string;
  time: string;
}

/** The state of the two steps (see the module comment). */
export function useRescheduleSteps() {
  const [slot, setSlot] = useState<SlotValue>({ date: null, time: null });
  const [step, setStep] = useState<"pick" | "confirm">("pick");
  const [slotError, setSlotError] = useState<string | null>(null);
  const onSlotChange = useCallback((v: SlotValue) => {
    setSlot(v);
    if (v.time) setSlotError(null);
  }, []);
  const reset = useCallback(() => {
    setStep("pick");
    setSlot({ date: null, time: null });
    setSlotError(null);
  }, []);
  const refuseSlot = useCallback((message: string) => {
    setSlotError(message);
    setStep("pick");
  }, []);
  const chosen: SlotChoice | null = slot.date && slot.time ? { date: slot.date, time: slot.time } : null;
  return { slot, step, setStep, slotError, setSlotError, onSlotChange, reset, refuseSlot, chosen };
}

export type RescheduleStepsState = ReturnType<typeof useRescheduleSteps>;

/** The dialog's words; `when` texts come from the dialog (each writes dates its own way). */
export interface RescheduleStepsCopy {
  pickTitle: string;
  confirmTitle: string;
  /** Above the picker, e.g. "Your booking is on …". */
  intro: string;
  /** The confirmation question for the chosen slot. */
  confirm: (chosen: SlotChoice | null) => string;
  confirmButton: string;
}

/** The dialog's button labels and the missing-slot message (a dialog's copy module has them all). */
export interface RescheduleStepsLabels {
  close: string;
  continue: string;
  back: string;
  moving: string;
  chooseSlot: string;
}

export interface RescheduleStepsProps {
  state: RescheduleStepsState;
  booking: {
    id: string;
    lab: LabDetailsProps["lab"] & { id: string };
    collectionMode: "lab_visit" | "home_collection";
    collectionEmirate: string | null;
    items: { testId: string }[];
    scheduledDate: string;
    scheduledTime: string;
  };
  opened: boolean;
  /** Closes the dialog (the dialog resets `state`). */
  onClose: () => void;
  /** Prefix of the picker's element ids (two dialogs may be on one page). */
  idPrefix: string;
  copy: RescheduleStepsCopy;
  labels: RescheduleStepsLabels;
  /** Sends the move of booking `id` to the chosen slot. */
  onSubmit: (move: { id: string; scheduledDate: string; scheduledTime: string }) => void;
  pending: boolean;
}

export function RescheduleSteps({ state, booking, opened, onClose, idPrefix, copy, labels, onSubmit, pending }: RescheduleStepsProps) {
  const { step, setStep, slot, slotError, setSlotError, onSlotChange, chosen } = state;
  const current = { date: booking.scheduledDate, time: booking.scheduledTime };
  return (
    <Modal opened={opened} onClose={onClose} title={step === "pick" ? copy.pickTitle : copy.confirmTitle} size="xl" closeButtonProps={{ "aria-label": labels.close }}>
      {step === "pick" ? (
        <Stack gap="md">
          <Text size="sm">{copy.intro}</Text>
          <SlotPicker
            idPrefix={idPrefix}
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
            <Button variant="default" onClick={onClose}>
              {labels.close}
            </Button>
            <Button onClick={() => (chosen ? setStep("confirm") : setSlotError(labels.chooseSlot))}>{labels.continue}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text>{copy.confirm(chosen)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStep("pick")} disabled={pending}>
              {labels.back}
            </Button>
            <Button onClick={() => chosen && onSubmit({ id: booking.id, scheduledDate: chosen.date, scheduledTime: chosen.time })} loading={pending}>
              {pending ? labels.moving : copy.confirmButton}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
