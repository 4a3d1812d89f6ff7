/**
 * Whom booking.create books for: the account holder ("Me": the typed patient name, the date of birth
 * and sex from the profile or, when it lacks them, from the form) or one of their active family
 * members (the member's name, date of birth and sex).
 */
import { fillProfile, type PrismaClient, type PersonRelation, type Sex } from "@labcompare/db";
import { messages, type bookingCreateInput } from "@labcompare/validators";
import type { z } from "zod";
import { AppError } from "../app-error.ts";

/** The person as the booking records them; `dateOfBirth` "YYYY-MM-DD" or null when not known. */
export interface BookingPerson {
  familyMemberId: string | null;
  name: string;
  relation: PersonRelation;
  dateOfBirth: string | null;
  sex: Sex | null;
}

type BookingInput = z.output<typeof bookingCreateInput>;

/**
 * The person of `input` for `userId`. Errors: NOT_FOUND "Person not found" for a `familyMemberId`
 * that is not an active member of theirs.
 */
export async function bookingPerson(
  db: PrismaClient,
  userId: string,
  input: BookingInput,
): Promise<BookingPerson> {
  if (input.familyMemberId) {
    const member = await db.familyMember.findFirst({
      where: { id: input.familyMemberId, userId, archivedAt: null },
      select: { id: true, name: true, relation: true, dateOfBirth: true, sex: true },
    });
    if (!member) throw new AppError("NOT_FOUND", messages.family.personNotFound);
    return {
      familyMemberId: member.id,
      name: member.name,
      relation: member.relation,
      dateOfBirth: member.dateOfBirth.toISOString().slice(0, 10),
      sex: member.sex,
    };
  }
  const profile = await db.profile.findUnique({
    where: { id: userId },
    select: { dateOfBirth: true, sex: true },
  });
  return {
    familyMemberId: null,
    name: input.patientName,
    relation: "self",
    dateOfBirth: profile?.dateOfBirth?.toISOString().slice(0, 10) ?? input.dateOfBirth ?? null,
    sex: profile?.sex ?? input.sex ?? null,
  };
}

/**
 * Saves what the booking form typed to the profile fields that are still empty, in one statement:
 * for "Me" the name (when first and last name are both empty), the date of birth and sex; the phone
 * in every case (it is the holder's contact number).
 */
export async function fillProfileFromBooking(
  db: PrismaClient,
  userId: string,
  input: BookingInput,
  person: BookingPerson,
): Promise<void> {
  const phone = input.patientPhone ?? null;
  if (person.familyMemberId) {
    await fillProfile(db, userId, null, null, phone);
    return;
  }
  const [first, ...rest] = input.patientName.trim().split(/\s+/);
  const lastName = rest.length ? rest.join(" ") : null;
  await fillProfile(db, userId, first!, lastName, phone, {
    dateOfBirth: person.dateOfBirth,
    sex: person.sex,
  });
}
