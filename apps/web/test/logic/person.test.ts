/**
 * Whom a test is for, without UI: the booking form's choices, the checks of the holder's date of birth
 * and sex and of a family member typed inline (an adult needs the holder's confirmation), what the
 * booking sends for each person, and the /results person in the URL.
 */
import { describe, expect, it } from "vitest";
import { addDays, todayInDubai } from "@labcompare/domain/calendar";
import { familyMessages } from "@labcompare/validators/family-messages";
import { bookingRequest } from "../../src/features/booking/bookingDraft";
import { validateBooking } from "../../src/features/booking/validate";
import { bookingValues, LAB_X, TEST_A } from "./support/booking";
import {
  chosenPerson,
  emptyNewMember,
  holderDetailsErrors,
  isAdultBirthDate,
  newMemberErrors,
  personChoices,
  resultsPersonPath,
} from "../../src/lib/person";

const MEMBER = "33333333-3333-4333-8333-333333333333";
const ARCHIVED = "44444444-4444-4444-8444-444444444444";
const today = todayInDubai();
const yearsAgo = (n: number) =>
  `${Number(today.slice(0, 4)) - n}${today.slice(4).replace("-02-29", "-02-28")}`;

const values = bookingValues({
  patientName: "Mona Saleh",
  patientEmail: "mona@example.com",
  collectionEmirate: null,
});
const selection = { testIds: [TEST_A], labId: LAB_X };

describe("personChoices", () => {
  it("offers Me first, each active member, then Someone else…", () => {
    const members = [
      { id: MEMBER, name: "Yousef", archivedAt: null },
      { id: ARCHIVED, name: "Old", archivedAt: "2026-01-01T00:00:00Z" },
    ];
    expect(personChoices(members)).toEqual([
      { value: "me", name: null },
      { value: MEMBER, name: "Yousef" },
      { value: "new", name: null },
    ]);
  });
});

describe("the holder's date of birth and sex", () => {
  it("are required for Me only when the profile lacks them, and only in the past", () => {
    expect(validateBooking(values, selection)).toEqual({});
    expect(validateBooking(values, { ...selection, askDetails: true })).toEqual({
      dateOfBirth: familyMessages.dateOfBirthRequired,
      sex: familyMessages.sexRequired,
    });
    expect(holderDetailsErrors({ dateOfBirth: addDays(today, 1), sex: "male" })).toEqual({
      dateOfBirth: familyMessages.dateOfBirthInFuture,
    });
    expect(holderDetailsErrors({ dateOfBirth: yearsAgo(121), sex: "male" })).toEqual({
      dateOfBirth: familyMessages.dateOfBirthTooEarly,
    });
    // For someone else, the holder's own are not asked; a returning patient's come after signing in.
    expect(validateBooking({ ...values, person: MEMBER }, { ...selection, askDetails: true })).toEqual({});
    expect(validateBooking(values, { ...selection, askDetails: true }, "signin")).not.toHaveProperty("sex");
  });
});

describe("a family member added inline", () => {
  it("needs a name, date of birth, sex and relation, and for an adult the holder's confirmation", () => {
    expect(newMemberErrors(emptyNewMember())).toEqual({
      "newMember.name": familyMessages.nameRequired,
      "newMember.dateOfBirth": familyMessages.dateOfBirthRequired,
      "newMember.sex": familyMessages.sexRequired,
      "newMember.relation": familyMessages.relationRequired,
    });
    const child = {
      name: "Yousef",
      dateOfBirth: yearsAgo(6),
      sex: "male",
      relation: "child",
      consent: false,
    } as const;
    expect(newMemberErrors(child)).toEqual({});
    const parent = { ...child, dateOfBirth: yearsAgo(70), relation: "parent" } as const;
    expect(newMemberErrors(parent)).toEqual({ "newMember.consent": familyMessages.consentRequired });
    expect(newMemberErrors({ ...parent, consent: true })).toEqual({});
    expect(validateBooking({ ...values, person: "new", newMember: parent }, selection)).toEqual({
      "newMember.consent": familyMessages.consentRequired,
    });
  });

  it("is an adult from the 18th birthday (Asia/Dubai)", () => {
    expect(isAdultBirthDate(yearsAgo(18), today)).toBe(true);
    expect(isAdultBirthDate(addDays(yearsAgo(18), 1), today)).toBe(false);
    expect(isAdultBirthDate("not a date", today)).toBe(false);
  });
});

describe("what the booking sends for the person", () => {
  const sel = { testIds: [TEST_A], labId: LAB_X, expectedTotalAed: "85.00" };
  it("sends Me's date of birth and sex when asked, and a member's id alone", () => {
    expect(bookingRequest({ ...values, dateOfBirth: "1990-03-04", sex: "female" }, sel)).toMatchObject({
      familyMemberId: undefined,
      dateOfBirth: "1990-03-04",
      sex: "female",
    });
    expect(
      bookingRequest({ ...values, person: MEMBER, dateOfBirth: "1990-03-04", sex: "female" }, sel),
    ).toMatchObject({
      familyMemberId: MEMBER,
      dateOfBirth: undefined,
      sex: undefined,
    });
  });
});

describe("the /results person", () => {
  it("lives in the URL and falls back to the holder for an unknown id", () => {
    expect(resultsPersonPath(null)).toBe("/results");
    expect(resultsPersonPath(MEMBER)).toBe(`/results?person=${MEMBER}`);
    expect(chosenPerson(MEMBER, [{ id: MEMBER }])).toBe(MEMBER);
    expect(chosenPerson(ARCHIVED, [{ id: MEMBER }])).toBeNull();
    expect(chosenPerson(null, [{ id: MEMBER }])).toBeNull();
  });
});
