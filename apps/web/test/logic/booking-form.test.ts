/**
 * The booking page's logic without UI: which tests a booking link asks for, which labs can do them
 * all and which one is chosen, how the form starts, the totals it shows and the booking it sends,
 * and the messages a patient sees for missing or wrong fields.
 */
import { describe, expect, it } from "vitest";
import { MAX_TESTS_PER_BOOKING } from "@labcompare/validators/schemas";
import {
  chooseLab,
  distinctIds,
  labChoices,
  requestedTestIds,
} from "../../src/features/booking/bookingSelection";
import {
  bookingRequest,
  draftTotals,
  initialBookingValues,
  startEmirate,
  visitFee,
} from "../../src/features/booking/bookingDraft";
import { validateBooking } from "../../src/features/booking/validate";
import { bookingValues, LAB_X, LAB_Y, TEST_A, TEST_B } from "./support/booking";

describe("requestedTestIds", () => {
  it("puts the path's test first, then the list's, each once whatever its case, without blanks", () => {
    expect(requestedTestIds("a", " b ,A,,c,b")).toEqual(["a", "b", "c"]);
    expect(requestedTestIds("a", null)).toEqual(["a"]);
  });

  it("keeps at most the booking's limit of tests", () => {
    const many = Array.from({ length: 30 }, (_, i) => `t${i}`).join(",");
    const ids = requestedTestIds("first", many);
    expect(ids).toHaveLength(MAX_TESTS_PER_BOOKING);
    expect(ids[0]).toBe("first");
  });

  it("drops an empty path test", () => {
    expect(distinctIds(["", "x", "X"])).toEqual(["x"]);
  });
});

describe("labChoices and chooseLab", () => {
  const offer = (lab: string, priceAed: string) => ({ lab: { id: lab }, priceAed });
  const tests = [
    { offers: [offer(LAB_X, "100.00"), offer(LAB_Y, "90.00"), offer("only-first", "10.00")] },
    { offers: [offer(LAB_Y, "80.50"), offer(LAB_X, "50.00")] },
  ];

  it("lists only the labs offering every test, cheapest total first, with the offers in the tests' order", () => {
    const labs = labChoices(tests);
    expect(labs.map((c) => [c.lab.id, c.subtotal])).toEqual([
      [LAB_X, 150],
      [LAB_Y, 170.5],
    ]);
    expect(labs[1]!.offers.map((o) => o.priceAed)).toEqual(["90.00", "80.50"]);
  });

  it("has no lab without tests", () => {
    expect(labChoices([])).toEqual([]);
  });

  it("takes the lab asked for when it can do every test, else the cheapest", () => {
    const labs = labChoices(tests);
    expect(chooseLab(labs, LAB_Y)?.lab.id).toBe(LAB_Y);
    expect(chooseLab(labs, "only-first")?.lab.id).toBe(LAB_X);
    expect(chooseLab(labs, null)?.lab.id).toBe(LAB_X);
    expect(chooseLab([], LAB_X)).toBeNull();
  });
});

describe("initialBookingValues", () => {
  const defaults = {
    patientName: "Sara Ali",
    patientEmail: "sara@example.com",
    patientPhone: "+971501234567",
  };
  const collects = { id: LAB_X, homeCollection: true, serviceEmirates: ["Dubai", "Sharjah"] };

  it("starts on home collection only when it was asked for and the lab collects somewhere", () => {
    expect(
      initialBookingValues(collects, { preferHome: true, preferEmirate: null }, defaults).collectionMode,
    ).toBe("home_collection");
    expect(
      initialBookingValues(collects, { preferHome: false, preferEmirate: null }, defaults).collectionMode,
    ).toBe("lab_visit");
    expect(
      initialBookingValues(
        { ...collects, serviceEmirates: [] },
        { preferHome: true, preferEmirate: null },
        defaults,
      ).collectionMode,
    ).toBe("lab_visit");
    expect(
      initialBookingValues(
        { ...collects, homeCollection: false },
        { preferHome: true, preferEmirate: null },
        defaults,
      ).collectionMode,
    ).toBe("lab_visit");
  });

  it("fills the patient's details and leaves the slot unchosen", () => {
    const values = initialBookingValues(collects, { preferHome: false, preferEmirate: "Sharjah" }, defaults);
    expect(values).toMatchObject({
      ...defaults,
      collectionEmirate: "Sharjah",
      scheduledDate: null,
      scheduledTime: null,
      notes: "",
      password: "",
    });
  });

  it("starts on the emirate asked for only when the lab collects there", () => {
    expect(startEmirate(collects, "Sharjah")).toBe("Sharjah");
    expect(startEmirate(collects, "Ajman")).toBe("Dubai");
    expect(startEmirate(collects, null)).toBe("Dubai");
    expect(startEmirate({ serviceEmirates: [] }, "Dubai")).toBeNull();
    expect(startEmirate(null, "Dubai")).toBeNull();
  });
});

describe("draftTotals and visitFee", () => {
  const items = [
    { offer: { priceAed: "85.00", homeCollectionFeeAed: "50.00" } },
    { offer: { priceAed: "120.50", homeCollectionFeeAed: "75.00" } },
  ];

  it("adds the prices for a lab visit, with no fee", () => {
    expect(draftTotals(items, "lab_visit")).toEqual({
      subtotalAed: "205.50",
      homeCollectionFeeAed: null,
      totalAed: "205.50",
    });
  });

  it("adds one home-collection visit's fee, the highest of the tests' (not one per test)", () => {
    expect(draftTotals(items, "home_collection")).toEqual({
      subtotalAed: "205.50",
      homeCollectionFeeAed: "75.00",
      totalAed: "280.50",
    });
    expect(visitFee(items)).toBe("75.00");
  });

  it("shows no fee for tests whose offers charge none", () => {
    expect(visitFee([{ offer: { priceAed: "10.00", homeCollectionFeeAed: null } }])).toBe("0.00");
  });
});

const filled = bookingValues({
  patientName: "Sara Ali",
  patientEmail: "sara@example.com",
  collectionEmirate: "Dubai",
});

describe("bookingRequest", () => {
  it("sends a lab visit without address, emirate, empty phone or notes, with the total the patient saw", () => {
    expect(bookingRequest(filled, { testIds: [TEST_A], labId: LAB_X, expectedTotalAed: "85.00" })).toEqual({
      testIds: [TEST_A],
      labId: LAB_X,
      scheduledDate: "2030-01-15",
      scheduledTime: "09:30",
      patientName: "Sara Ali",
      patientEmail: "sara@example.com",
      patientPhone: undefined,
      notes: undefined,
      collectionMode: "lab_visit",
      collectionAddress: undefined,
      collectionEmirate: undefined,
      expectedTotalAed: "85.00",
      payment: { method: "self_pay" },
      expectedShareAed: undefined,
      familyMemberId: undefined,
      dateOfBirth: undefined,
      sex: undefined,
    });
  });

  it("sends a plan with the member number and the share the patient saw", () => {
    const payer = { planSlug: "corvane-essential", referral: true };
    expect(
      bookingRequest(
        { ...filled, memberNumber: " CV-2041/77 " },
        { testIds: [TEST_A], labId: LAB_X, expectedTotalAed: "85.00", payer, expectedShareAed: "17.00" },
      ),
    ).toMatchObject({
      payment: {
        method: "insurance",
        planSlug: "corvane-essential",
        referral: true,
        memberNumber: "CV-2041/77",
      },
      expectedShareAed: "17.00",
    });
  });

  it("sends no share for self-pay, even when one was shown before switching", () => {
    expect(
      bookingRequest(filled, {
        testIds: [TEST_A],
        labId: LAB_X,
        expectedTotalAed: "85.00",
        payer: null,
        expectedShareAed: "17.00",
      }),
    ).toMatchObject({ payment: { method: "self_pay" }, expectedShareAed: undefined });
  });

  it("sends the address and emirate of a home collection", () => {
    const home = {
      ...filled,
      collectionMode: "home_collection" as const,
      collectionAddress: "Villa 12, Jumeirah",
      notes: "Gate code 4",
      patientPhone: "0501234567",
    };
    expect(
      bookingRequest(home, { testIds: [TEST_A, TEST_B], labId: LAB_X, expectedTotalAed: "150.00" }),
    ).toMatchObject({
      collectionAddress: "Villa 12, Jumeirah",
      collectionEmirate: "Dubai",
      notes: "Gate code 4",
      patientPhone: "0501234567",
    });
  });
});

describe("validateBooking", () => {
  const selection = { testIds: [TEST_A], labId: LAB_X };
  const missing = { date: "Please select a date", time: "Please select a time" };

  it("accepts a complete booking", () => {
    expect(validateBooking(filled, selection, null, missing)).toEqual({});
  });

  it("asks for a date first, and for a time only once a date is chosen", () => {
    expect(
      validateBooking({ ...filled, scheduledDate: null, scheduledTime: null }, selection, null, missing),
    ).toEqual({ scheduledDate: "Please select a date" });
    expect(validateBooking({ ...filled, scheduledTime: null }, selection, null, missing)).toEqual({
      scheduledTime: "Please select a time",
    });
  });

  it("names each wrong field once", () => {
    const errors = validateBooking(
      { ...filled, patientName: "", patientEmail: "not-an-email" },
      selection,
      null,
      missing,
    );
    expect(Object.keys(errors).sort()).toEqual(["patientEmail", "patientName"]);
  });

  it("asks for the member number only when paying with a plan, with the shared messages", () => {
    const insured = { ...selection, payer: { planSlug: "corvane-essential", referral: false } };
    expect(validateBooking(filled, selection, null, missing)).not.toHaveProperty("memberNumber");
    expect(validateBooking(filled, insured, null, missing)).toEqual({
      memberNumber: "Please enter your insurance member number",
    });
    expect(validateBooking({ ...filled, memberNumber: "CV 12" }, insured, null, missing)).toEqual({
      memberNumber: "A member number has 3 to 30 letters, digits, - or /",
    });
    expect(validateBooking({ ...filled, memberNumber: "CV-12/4" }, insured, null, missing)).toEqual({});
  });

  it("asks a home collection for its address", () => {
    expect(
      validateBooking({ ...filled, collectionMode: "home_collection" }, selection, null, missing),
    ).toHaveProperty("collectionAddress");
  });

  it("asks a visitor for the account's password, and a returning one not for the name", () => {
    expect(validateBooking(filled, selection, "signup", missing)).toHaveProperty("password");
    const signIn = validateBooking(
      { ...filled, patientName: "", password: "whatever-1" },
      selection,
      "signin",
      missing,
    );
    expect(signIn).not.toHaveProperty("patientName");
    expect(signIn).not.toHaveProperty("password");
  });

  it("needs a lab and a test", () => {
    const errors = validateBooking(filled, { testIds: [], labId: null }, null, missing);
    expect(errors).toHaveProperty("testIds");
    expect(errors).toHaveProperty("labId");
  });
});
