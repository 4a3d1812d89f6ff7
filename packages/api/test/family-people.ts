/**
 * The family members the family tests add: a child of 7 and a parent of 68, dated from today (Asia/Dubai).
 */
import { addDays, todayInDubai } from "@labcompare/domain";

/** A date of birth `years` years before today (Asia/Dubai), less `days` days. */
export const bornYearsAgo = (years: number, days = 0) => {
  const today = todayInDubai();
  const date = `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
  return addDays(date.endsWith("02-29") ? date.replace("02-29", "02-28") : date, -days);
};

/** A child of 7 (profile.family.add input). */
export const CHILD = {
  name: "Layla Rahman",
  dateOfBirth: bornYearsAgo(7),
  sex: "female",
  relation: "child",
} as const;
/** A parent of 68 (profile.family.add input). */
export const PARENT = {
  name: "Omar Rahman",
  dateOfBirth: bornYearsAgo(68),
  sex: "male",
  relation: "parent",
} as const;
