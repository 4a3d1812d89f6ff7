/**
 * A booking form as a patient leaves it: a lab visit on 2030-01-15 at 09:30 for the account holder
 * ("me"), no phone, notes, password, member number or holder details. `overrides` give the patient's
 * name, email and emirate, and anything a test changes.
 */
import { emptyNewMember } from "../../../src/lib/person";
import type { BookingValues } from "../../../src/features/booking/validate";

export function bookingValues(
  overrides: Pick<BookingValues, "patientName" | "patientEmail" | "collectionEmirate"> &
    Partial<BookingValues>,
): BookingValues {
  return {
    collectionMode: "lab_visit",
    collectionAddress: "",
    patientPhone: "",
    notes: "",
    scheduledDate: "2030-01-15",
    scheduledTime: "09:30",
    password: "",
    memberNumber: "",
    person: "me",
    dateOfBirth: "",
    sex: "",
    newMember: emptyNewMember(),
    ...overrides,
  };
}
