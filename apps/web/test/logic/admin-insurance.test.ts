/**
 * Small rules of the console's insurance and payment screens: the insurers table's rows under a search
 * and a status filter, a plan's current network, how terms read (co-pay, cap), and the bookings list's
 * payment filter in the URL and in the API's input.
 */
import { describe, expect, it } from "vitest";
import type { AdminInsurer, AdminPlan } from "../../src/features/admin/lib";
import { capText, copayText } from "../../src/features/admin/insurance/insurance.copy";
import { insuranceRows, networkLabIds } from "../../src/features/admin/insurance/insuranceRows";
import {
  isFiltered,
  readBookingsState,
  toExportInput,
  toListInput,
  writeBookingsState,
} from "../../src/features/admin/bookings/searchState";

const PLAN_ID = "0b6c3f0e-6f1a-4c1e-9a57-2d6b1f0f4a11";

/** A plan with plausible terms; `patch` overrides any field. */
function plan(patch: Partial<AdminPlan>): AdminPlan {
  return {
    id: PLAN_ID,
    insurerId: "i1",
    name: "Essential",
    nameAr: null,
    slug: "essential",
    active: true,
    copayPercent: 20,
    copayCapPerVisitAed: "50.00",
    coversHomeCollection: false,
    requiresReferral: true,
    networkUpdatedAt: new Date("2026-01-01T00:00:00Z"),
    excludedTestIds: [],
    excludedCategoryIds: [],
    labCount: 0,
    bookingCount: 0,
    ...patch,
  };
}

/** An insurer with `plans`. */
function insurer(name: string, slug: string, plans: AdminPlan[]): AdminInsurer {
  return { id: slug, name, nameAr: null, slug, isDemo: false, planCount: plans.length, plans };
}

const corvane = insurer("Corvane Health", "corvane", [
  plan({ id: "p1", name: "Essential", slug: "corvane-essential" }),
  plan({ id: "p2", name: "Premier", slug: "corvane-premier", active: false }),
]);
const mirabay = insurer("Mirabay", "mirabay", [plan({ id: "p3", name: "Select", slug: "mirabay-select" })]);
const empty = insurer("Newco", "newco", []);
const all = [corvane, mirabay, empty];
const ids = (rows: ReturnType<typeof insuranceRows>) => rows.map((r) => r.id);

describe("insuranceRows", () => {
  it("lists each insurer then its plans, an insurer without plans too", () => {
    expect(ids(insuranceRows(all, "", undefined))).toEqual([
      "insurer-corvane",
      "plan-p1",
      "plan-p2",
      "insurer-mirabay",
      "plan-p3",
      "insurer-newco",
    ]);
  });

  it("keeps every plan of an insurer that matches, and the insurer of a plan that matches", () => {
    expect(ids(insuranceRows(all, "corvane", undefined))).toEqual(["insurer-corvane", "plan-p1", "plan-p2"]);
    expect(ids(insuranceRows(all, " SELECT ", undefined))).toEqual(["insurer-mirabay", "plan-p3"]);
  });

  it("with a status filter, only insurers that keep a plan", () => {
    expect(ids(insuranceRows(all, "", false))).toEqual(["insurer-corvane", "plan-p2"]);
    expect(ids(insuranceRows(all, "", true))).toEqual([
      "insurer-corvane",
      "plan-p1",
      "insurer-mirabay",
      "plan-p3",
    ]);
  });
});

describe("networkLabIds and the terms' text", () => {
  it("finds the labs whose accepted plans name the plan", () => {
    const networks = [
      { labId: "a", labName: "A", plans: [{ slug: "essential", name: "E", insurerName: "C", active: true }] },
      { labId: "b", labName: "B", plans: [] },
    ];
    expect(networkLabIds(networks, "essential")).toEqual(["a"]);
    expect(networkLabIds(networks, "premier")).toEqual([]);
  });

  it("reads a co-pay in percent and a cap in AED or no cap", () => {
    expect(copayText(20)).toBe("20%");
    expect(copayText(12.5)).toBe("12.5%");
    expect(capText("50.00")).toBe("50.00 AED");
    expect(capText(null)).toBe("No cap");
  });
});

describe("the bookings list's payment filter in the URL", () => {
  it("reads payment and a plan (a plan only with insurance, a bad value left out)", () => {
    const insured = readBookingsState(new URLSearchParams(`payment=insurance&plan=${PLAN_ID}`));
    expect([insured.payment, insured.plan]).toEqual(["insurance", PLAN_ID]);
    expect(readBookingsState(new URLSearchParams(`payment=self_pay&plan=${PLAN_ID}`)).plan).toBeNull();
    expect(readBookingsState(new URLSearchParams("payment=cash")).payment).toBeNull();
    expect(readBookingsState(new URLSearchParams("payment=insurance&plan=gold")).plan).toBeNull();
  });

  it("writes them back, and passes them to the list and the CSV export", () => {
    const state = readBookingsState(new URLSearchParams(`payment=insurance&plan=${PLAN_ID}`));
    expect(writeBookingsState(state).toString()).toBe(`payment=insurance&plan=${PLAN_ID}`);
    expect(toExportInput(state)).toEqual({ payment: "insurance", planId: PLAN_ID });
    expect(toListInput({ ...state, plan: null })).toEqual({ payment: "insurance", page: 1 });
    expect(isFiltered(state)).toBe(true);
    expect(isFiltered(readBookingsState(new URLSearchParams("sort=asc")))).toBe(false);
  });
});
