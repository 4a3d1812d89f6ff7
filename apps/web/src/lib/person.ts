/**
 * Whom a test is for, without UI: the booking form's choices (Me, each active family
 * member, Someone else…), the values of a new member typed inline, and their checks with the shared
 * schemas (an adult, 18+ today in Asia/Dubai, needs the holder's confirmation of their permission).
 */
import { todayInDubai } from "@labcompare/domain/calendar";
import { isAdultOn } from "@labcompare/domain/person";
import { familyMessages } from "@labcompare/validators/family-messages";
import {
  dateOfBirthSchema,
  familyMemberInput,
  type MemberRelationValue,
  type SexValue,
} from "@labcompare/validators/family";

/** The person choice of the account holder. */
export const PERSON_ME = "me";
/** The person choice that adds a family member inline. */
export const PERSON_NEW = "new";

/** A family member typed inline under "Someone else…". */
export interface NewMemberValues {
  name: string;
  /** "YYYY-MM-DD" */
  dateOfBirth: string;
  sex: "" | SexValue;
  relation: "" | MemberRelationValue;
  consent: boolean;
}

export const emptyNewMember = (): NewMemberValues => ({
  name: "",
  dateOfBirth: "",
  sex: "",
  relation: "",
  consent: false,
});

/** The choices in order: Me, each active member (by name), Someone else…; `value` is "me", the member's id or "new". */
export function personChoices(
  members: readonly { id: string; name: string; archivedAt: Date | string | null }[],
): { value: string; name: string | null }[] {
  return [
    { value: PERSON_ME, name: null },
    ...members.filter((m) => !m.archivedAt).map((m) => ({ value: m.id, name: m.name })),
    { value: PERSON_NEW, name: null },
  ];
}

/** True when `dateOfBirth` ("YYYY-MM-DD") is a valid date of someone 18 or older today (Asia/Dubai). */
export function isAdultBirthDate(dateOfBirth: string, today: string = todayInDubai()): boolean {
  return dateOfBirthSchema.safeParse(dateOfBirth).success && isAdultOn(dateOfBirth, today);
}

/**
 * The first message per field of a new member (keys "newMember.<field>"), with the shared schema's
 * messages; an adult without `consent` gets "This person is an adult: please confirm…".
 */
export function newMemberErrors(values: NewMemberValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = familyMemberInput.safeParse({
    ...values,
    sex: values.sex || undefined,
    relation: values.relation || undefined,
  });
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const key = `newMember.${String(issue.path[0])}`;
    if (!errors[key]) errors[key] = issue.message;
  }
  if (!errors["newMember.dateOfBirth"] && isAdultBirthDate(values.dateOfBirth) && !values.consent)
    errors["newMember.consent"] = familyMessages.consentRequired;
  return errors;
}

/** The holder's own date of birth and sex, when asked: "Please enter the date of birth", "Please choose…". */
export function holderDetailsErrors(values: { dateOfBirth: string; sex: string }): Record<string, string> {
  const errors: Record<string, string> = {};
  const dob = dateOfBirthSchema.safeParse(values.dateOfBirth);
  if (!dob.success) errors.dateOfBirth = dob.error.issues[0]!.message;
  if (!values.sex) errors.sex = familyMessages.sexRequired;
  return errors;
}

/** The /results page of a person: `/results` for the account holder, `/results?person=<id>` for a family member. */
export function resultsPersonPath(personId: string | null): string {
  return personId ? `/results?person=${encodeURIComponent(personId)}` : "/results";
}

/**
 * The person of `/results?person=…` among `members`: the member's id when the URL names one of them,
 * else null (the account holder; an unknown id falls back to them).
 */
export function chosenPerson(param: string | null, members: readonly { id: string }[]): string | null {
  return param && members.some((m) => m.id === param) ? param : null;
}
