/**
 * The reschedule dialog's two steps (RescheduleModal): the step ("pick" a slot, then "confirm"), the
 * chosen slot and the slot's error. Dates and times are Asia/Dubai ("YYYY-MM-DD", "HH:mm").
 */
import { useCallback, useState } from "react";
import type { SlotValue } from "./SlotPicker";

/** A date and time in Asia/Dubai. */
export interface SlotChoice {
  date: string;
  time: string;
}

/**
 * The state of the two steps: the step, the chosen slot and the slot's error; `refuseSlot(message)`
 * goes back to the picker with the message, `reset()` starts over.
 */
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
