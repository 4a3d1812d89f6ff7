/** Shared set-up of the booking logic tests (booking-form, person): test and lab ids, and a filled form. */
import { emptyNewMember } from "../../../src/lib/person";
import type { BookingValues } from "../../../src/features/booking/validate";

export const TEST_A = "11111111-1111-4111-8111-111111111111";
export const TEST_B = "22222222-2222-4222-8222-222222222222";
export const LAB_X = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
export const LAB_Y = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";

/**
 * A booking form as a patient leaves it: a lab visit on 2030-01-15 at 09:30 for the account holder
 * ("me"), no phone, notes, password, member number or holder details. `overrides` give the patient's
 * name, email and emirate, and anything a test changes.
 */
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
