/**
 * Inputs of the person a test is for: the profile's date of birth and sex, family members
 * (profile.family.*), and the `personId` of the results procedures. Messages: family-messages.ts.
 */
import { z } from "zod";
import { isCalendarDate, todayInDubai } from "@labcompare/domain/calendar";
import { ageOn, MAX_AGE_YEARS } from "@labcompare/domain/person";
import { familyMessages as m } from "./family-messages.ts";
import { idSchema, requiredText } from "./fields.ts";

/** Sex as the lab reads reference ranges by it; "undisclosed" is "Prefer not to say". */
export const sexes = ["female", "male", "undisclosed"] as const;
export type SexValue = (typeof sexes)[number];

/** How a family member is related to the account holder. */
export const memberRelations = ["child", "parent", "spouse", "other"] as const;
export type MemberRelationValue = (typeof memberRelations)[number];

/** A date of birth `YYYY-MM-DD`: before today in Asia/Dubai, and an age of at most 120 years. */
export const dateOfBirthSchema = z
  .string({ error: m.dateOfBirthRequired })
  .trim()
  .refine(isCalendarDate, { message: m.dateOfBirthRequired })
  // Piped: the range is checked only on a well-formed date.
  .pipe(
    z
      .string()
      .refine((d) => d < todayInDubai(), { message: m.dateOfBirthInFuture })
      .refine((d) => ageOn(d, todayInDubai()) <= MAX_AGE_YEARS, { message: m.dateOfBirthTooEarly }),
  );

export const sexSchema = z.enum(sexes, { error: m.sexRequired });

/**
 * profile.family.add: `name` (1–120 characters), `dateOfBirth`, `sex`, `relation` (child, parent,
 * spouse, other), and `consent`: true when the holder confirms an adult's (18+) permission to book
 * for them and see their results (required for an adult, checked by the server on today's date).
 */
export const familyMemberInput = z.object({
  name: requiredText(m.nameRequired, 120),
  dateOfBirth: dateOfBirthSchema,
  sex: sexSchema,
  relation: z.enum(memberRelations, { error: m.relationRequired }),
  consent: z.boolean().optional(),
});
export type FamilyMemberInput = z.input<typeof familyMemberInput>;

/** profile.family.update: the member's `id` and all its fields (as familyMemberInput). */
export const familyMemberUpdateInput = familyMemberInput.extend({ id: idSchema });

/** profile.family.remove: the member's `id`. */
export const familyMemberIdInput = z.object({ id: idSchema });

/** Whose results: `personId` a family member's id; absent = the account holder. */
export const personIdInput = z.object({ personId: idSchema.optional() });

/** A person's optional date of birth and sex as booking.create takes them for "Me" (saved to the profile). */
export const personDetailsFields = {
  dateOfBirth: dateOfBirthSchema.optional(),
  sex: sexSchema.optional(),
};
