/** Copy of the person a test is for: date of birth and sex, family members, and the person of results. */
import { keyMessages } from "./message-keys.ts";

export const familyMessages = keyMessages("family", {
  dateOfBirthRequired: "Please enter the date of birth",
  dateOfBirthInFuture: "The date of birth must be in the past",
  dateOfBirthTooEarly: "Please check the date of birth: the age must be 120 years or less",
  sexRequired: "Please choose Female, Male or Prefer not to say",
  nameRequired: "Please enter the person's name",
  relationRequired: "Please choose how this person is related to you",
  consentRequired:
    "This person is an adult: please confirm that you have their permission to book tests for them and to see their results.",
  tooMany: "You can keep up to 10 family members. Remove one before adding another.",
  notFound: "Family member not found",
  personNotFound: "Person not found",
} as const);
