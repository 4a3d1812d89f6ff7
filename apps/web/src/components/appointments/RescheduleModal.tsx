/**
 * The reschedule dialog, the patient's (booking page) and the lab's (bookings console) alike: pick a
 * new slot (SlotPicker at the booking's lab, collection mode and emirate; the present slot is marked
 * "Current"), then confirm "from … to …", which sends the move. A slot that filled up or became
 * unavailable meanwhile sends the user back to the picker with the server's message; a done move
 * closes the dialog. The caller gives the words (`copy`, `labels`) and the mutation (`move`: its
 * own cache updates and toasts). Dates and times are Asia/Dubai ("YYYY-MM-DD", "HH:mm").
 */
import { Button, Group, Stack, Text } from "@mantine/core";
import { Dialog } from "../Dialog";
import { LabDetails, type LabDetailsProps } from "./LabDetails";
import { SlotPicker } from "./SlotPicker";
import { useRescheduleSteps, type SlotChoice } from "./useRescheduleSteps";

/** The dialog's words; `when` texts come from the caller (each writes dates its own way). */
export interface RescheduleCopy {
  pickTitle: string;
  confirmTitle: string;
  /** Above the picker, e.g. "Your booking is on …". */
  intro: string;
  /** The confirmation question for the chosen slot. */
  confirm: (chosen: SlotChoice | null) => string;
  confirmButton: string;
}

/** The dialog's button labels and the missing-slot message (a dialog's copy module has them all). */
export interface RescheduleLabels {
  close: string;
  continue: string;
  back: string;
  moving: string;
  chooseSlot: string;
}

/** A move of booking `id` to a new slot (Asia/Dubai). */
export interface RescheduleRequest {
  id: string;
  scheduledDate: string;
  scheduledTime: string;
}

/** What the dialog does after the server's answer: close (`onDone`), or back to the picker (`onSlotRefused`). */
export interface RescheduleOutcome {
  onDone: () => void;
  onSlotRefused: (message: string) => void;
}

/** The caller's mutation: sends a move and reports its outcome; `isPending` while it runs. */
export interface RescheduleMove {
  mutate: (move: RescheduleRequest, outcome: RescheduleOutcome) => void;
  isPending: boolean;
}

export interface RescheduleModalProps {
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
  /** Closes the dialog (it starts over at the picker when opened again). */
  onClose: () => void;
  /** Prefix of the picker's element ids (two dialogs may be on one page). */
  idPrefix: string;
  copy: RescheduleCopy;
  labels: RescheduleLabels;
  move: RescheduleMove;
}

export function RescheduleModal({
  booking,
  opened,
  onClose: closeDialog,
  idPrefix,
  copy,
  labels,
  move,
}: RescheduleModalProps) {
  const { step, setStep, slot, slotError, setSlotError, onSlotChange, chosen, reset, refuseSlot } =
    useRescheduleSteps();
  const onClose = () => {
    reset();
    closeDialog();
  };
  const pending = move.isPending;
  const submit = (to: SlotChoice) =>
    move.mutate(
      { id: booking.id, scheduledDate: to.date, scheduledTime: to.time },
      { onDone: onClose, onSlotRefused: refuseSlot },
    );
  const current = { date: booking.scheduledDate, time: booking.scheduledTime };
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={step === "pick" ? copy.pickTitle : copy.confirmTitle}
      size="xl"
      closeLabel={labels.close}
    >
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
            <Button onClick={() => (chosen ? setStep("confirm") : setSlotError(labels.chooseSlot))}>
              {labels.continue}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text>{copy.confirm(chosen)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStep("pick")} disabled={pending}>
              {labels.back}
            </Button>
            <Button onClick={() => chosen && submit(chosen)} loading={pending}>
              {pending ? labels.moving : copy.confirmButton}
            </Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
