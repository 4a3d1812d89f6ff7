/**
 * The booking form's values and their validation with the shared `bookingCreateInput` schema (the
 * same rules and messages as the server): the first message per field, plus "Please select a date"
 * when no date is chosen, or "Please select a time" when a date is chosen but no slot.
 * A visitor also gives the account: sign-up's rules (`signUpInput`) for a new account, sign-in's
 * (`signInInput`) for "I have an account" — whose name and phone then come from the profile.
 */
import { messages } from "@labcompare/validators/messages";
import { bookingCreateInput, signInInput, signUpInput } from "@labcompare/validators/schemas";
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
  /** The new or existing account's password (visitors only; never sent to booking.create). */
  password: string;
}

/** What a visitor's submit does first: create the account, sign in to an existing one, or nothing (signed in). */
export type AccountStep = "signup" | "signin" | null;

/**
 * Field → first message; `testIds` and `labId` come from the page's selection; `account` as AccountStep;
 * `missing`: the messages for no date and no time chosen (the page's language; English by default).
 */
export function validateBooking(
  values: BookingValues,
  selection: { testIds: string[]; labId: string | null },
  account: AccountStep = null,
  missing: { date: string; time: string } = {
    date: messages.validation.selectDate,
    time: messages.validation.timeRequired,
  },
): Record<string, string> {
  const errors: Record<string, string> = {};
  const { password, ...booking } = values;
  if (account) {
    const schema = account === "signup" ? signUpInput : signInInput;
    const parsed = schema.safeParse({ email: values.patientEmail, password });
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const key = issue.path[0] === "email" ? "patientEmail" : "password";
      if (!errors[key]) errors[key] = issue.message;
    }
  }
  const parsed = bookingCreateInput.safeParse({
    ...booking,
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
  // A returning patient's name comes from the profile after signing in (asked for then if missing).
  if (account === "signin") delete errors.patientName;
  if (!values.scheduledDate) errors.scheduledDate = missing.date;
  // The time is asked for once a date is chosen (before that the slots are not shown).
  if (!values.scheduledDate) delete errors.scheduledTime;
  else if (!values.scheduledTime) errors.scheduledTime = missing.time;
  return errors;
}
