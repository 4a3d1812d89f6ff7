/**
 * The booking form's values and their validation with the shared `bookingCreateInput` schema (the
 * same rules and messages as the server): the first message per field, plus "Please select a date"
 * (SPEC) when no date is chosen, or "Please select a time" when a date is chosen but no slot.
 */
import { messages } from "@labcompare/validators/messages";
import { bookingCreateInput } from "@labcompare/validators/schemas";
import type { CollectionModeValue } from "@labcompare/domain/booking-rules";

export interface BookingValues {
  collectionMode: CollectionModeValue;
  collectionAddress: string;
  collectionEmirate: string | null;
  patientName: string;
  patientEmail: string;
  patientPhone: string;
  notes: string;
  /** "YYYY-MM-DD", Asia/Dubai. */
  scheduledDate: string | null;
  /** "HH:mm", Asia/Dubai, a slot's start. */
  scheduledTime: string | null;
}

/** Field → first message; `testIds` and `labId` come from the page's selection. */
export function validateBooking(values: BookingValues, selection: { testIds: string[]; labId: string | null }): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = bookingCreateInput.safeParse({
    ...values,
    testIds: selection.testIds,
    labId: selection.labId ?? "",
    scheduledDate: values.scheduledDate ?? "",
    scheduledTime: values.scheduledTime ?? "",
    collectionEmirate: values.collectionEmirate ?? undefined,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join(".").replace(/^testIds\.\d+$/, "testIds");
      if (key && !errors[key]) errors[key] = issue.message;
    }
  }
  if (!values.scheduledDate) errors.scheduledDate = messages.validation.selectDate;
  // The time is asked for once a date is chosen (before that the slots are not shown).
  if (!values.scheduledDate) delete errors.scheduledTime;
  else if (!values.scheduledTime) errors.scheduledTime = messages.validation.timeRequired;
  return errors;
}
