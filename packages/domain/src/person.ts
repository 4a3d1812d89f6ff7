/**
 * The person a booking or a report is for: their age in whole years on a calendar date (Asia/Dubai,
 * `YYYY-MM-DD`), whether they are an adult, and the limits the profile and family members keep to.
 */

/** Oldest age a date of birth may give (years). */
export const MAX_AGE_YEARS = 120;
/** Age from which a family member is an adult, whose permission the account holder confirms. */
export const ADULT_AGE_YEARS = 18;
/** Family members one account may keep (archived ones not counted). */
export const MAX_FAMILY_MEMBERS = 10;

/**
 * Whole years from `dateOfBirth` to `on` (both `YYYY-MM-DD`); someone born on 29 February turns a
 * year older on 1 March in other years. Negative when `on` is before the birth.
 */
export function ageOn(dateOfBirth: string, on: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [y, m, d] = on.split("-").map(Number) as [number, number, number];
  const birthdayPassed = m > bm || (m === bm && d >= bd);
  return y - by - (birthdayPassed ? 0 : 1);
}

/** True when the person born on `dateOfBirth` is 18 or older on `on` (`YYYY-MM-DD`, today in Asia/Dubai). */
export function isAdultOn(dateOfBirth: string, on: string): boolean {
  return ageOn(dateOfBirth, on) >= ADULT_AGE_YEARS;
}

/** English names of a person's sex (the console, the CSV export); "undisclosed" is "Prefer not to say". */
export const SEX_LABEL = { female: "Female", male: "Male", undisclosed: "Prefer not to say" } as const;

/** English names of whom a booking is for, from the account holder (the console, the CSV export). */
export const RELATION_LABEL = {
  self: "Account holder",
  child: "Child",
  parent: "Parent",
  spouse: "Spouse",
  other: "Other",
} as const;

/**
 * The console's one-line summary of the booked person: "Child · born 2018-03-02 · Female"; parts not
 * known are left out ("Account holder" alone when neither date of birth nor sex was given).
 */
export function personSummary(p: {
  personRelation: keyof typeof RELATION_LABEL;
  personDateOfBirth: string | null;
  personSex: keyof typeof SEX_LABEL | null;
}): string {
  return [
    RELATION_LABEL[p.personRelation],
    p.personDateOfBirth ? `born ${p.personDateOfBirth}` : null,
    p.personSex ? SEX_LABEL[p.personSex] : null,
  ]
    .filter(Boolean)
    .join(" · ");
}
