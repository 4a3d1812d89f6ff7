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
import type { PayerChoice } from "../../lib/payer";
import type { SexValue } from "@labcompare/validators/family";
import {
  holderDetailsErrors,
  newMemberErrors,
  PERSON_ME,
  PERSON_NEW,
  type NewMemberValues,
} from "../../lib/person";

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
  /** The insurance card's member number (sent only when paying with a plan). */
  memberNumber: string;
  /** Whom the test is for: "me", a family member's id, or "new" (Someone else…, added on submit). */
  person: string;
  /** The holder's date of birth ("YYYY-MM-DD") and sex, asked for "me" when the profile lacks them. */
  dateOfBirth: string;
  sex: "" | SexValue;
  /** Someone else…: the family member added on submit. */
  newMember: NewMemberValues;
}

/** The form field of a server or schema path: the payment's member number is the form's `memberNumber`. */
export function bookingFieldOf(path: string): string {
  return path === "payment.memberNumber" ? "memberNumber" : path.replace(/^testIds\.\d+$/, "testIds");
}

/** What a visitor's submit does first: create the account, sign in to an existing one, or nothing (signed in). */
export type AccountStep = "signup" | "signin" | null;

/**
 * Field → first message; `testIds`, `labId` and `payer` (the plan, null = self-pay) come from the
 * page's selection, `askDetails` whether the holder's date of birth and sex are asked (the profile
 * lacks them: required when booking for "me"); `account` as AccountStep;
 * `missing`: the messages for no date and no time chosen (the page's language; English by default).
 */
export function validateBooking(
  values: BookingValues,
  selection: { testIds: string[]; labId: string | null; payer?: PayerChoice | null; askDetails?: boolean },
  account: AccountStep = null,
  missing: { date: string; time: string } = {
    date: messages.validation.selectDate,
    time: messages.validation.timeRequired,
  },
): Record<string, string> {
  const errors: Record<string, string> = {};
  const { password, memberNumber, person, dateOfBirth, sex, newMember, ...booking } = values;
  const payer = selection.payer ?? null;
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
    payment: payer ? { method: "insurance", ...payer, memberNumber } : { method: "self_pay" },
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = bookingFieldOf(issue.path.join("."));
      if (key && !errors[key]) errors[key] = issue.message;
    }
  }
  if (person === PERSON_ME && selection.askDetails)
    Object.assign(errors, holderDetailsErrors({ dateOfBirth, sex }));
  if (person === PERSON_NEW) Object.assign(errors, newMemberErrors(newMember));
  // A returning patient's date of birth and sex come from the profile after signing in (asked for then if missing).
  if (account === "signin") {
    delete errors.dateOfBirth;
    delete errors.sex;
  }
  // A returning patient's name comes from the profile after signing in (asked for then if missing).
  if (account === "signin") delete errors.patientName;
  if (!values.scheduledDate) errors.scheduledDate = missing.date;
  // The time is asked for once a date is chosen (before that the slots are not shown).
  if (!values.scheduledDate) delete errors.scheduledTime;
  else if (!values.scheduledTime) errors.scheduledTime = missing.time;
  return errors;
}
