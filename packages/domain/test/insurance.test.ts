import { describe, expect, it } from "vitest";
import { patientShare, type PlanTerms, type VisitUnderPlan } from "../src/insurance.ts";

const cbc = { testId: "cbc", categoryId: "blood", priceAed: "100.00" };
const vitaminD = { testId: "vitd", categoryId: "vitamins", priceAed: "250.00" };
const tsh = { testId: "tsh", categoryId: "thyroid", priceAed: "150.00" };

const plan = (terms: Partial<PlanTerms>): PlanTerms => ({
  copayPercent: 20,
  copayCapPerVisitAed: null,
  coversHomeCollection: false,
  requiresReferral: true,
  excludedTestIds: [],
  excludedCategoryIds: [],
  ...terms,
});
const visit = (v: Partial<VisitUnderPlan>): VisitUnderPlan => ({
  tests: [cbc, vitaminD, tsh],
  homeCollectionFeeAed: null,
  inNetwork: true,
  referral: true,
  ...v,
});

describe("patientShare: the share an insured patient pays for one visit", () => {
  it.each([
    ["self-pay pays the cash total", visit({}), null, "500.00", "500.00"],
    ["a 0 % plan costs nothing", visit({}), plan({ copayPercent: 0 }), "500.00", "0.00"],
    ["a 100 % plan costs the cash total", visit({}), plan({ copayPercent: 100 }), "500.00", "500.00"],
    ["20 % with no cap", visit({}), plan({}), "500.00", "100.00"],
    ["a cap that binds", visit({}), plan({ copayCapPerVisitAed: "50.00" }), "500.00", "50.00"],
    ["a cap that does not bind", visit({}), plan({ copayCapPerVisitAed: 150 }), "500.00", "100.00"],
    [
      "an excluded test is paid in cash beside the covered share",
      visit({}),
      plan({ copayPercent: 10, excludedTestIds: ["vitd"] }),
      "500.00",
      "275.00",
    ],
    [
      "an excluded category is paid in cash",
      visit({}),
      plan({ copayPercent: 10, excludedCategoryIds: ["vitamins"] }),
      "500.00",
      "275.00",
    ],
    [
      "the cap applies to covered tests only, not to excluded ones",
      visit({}),
      plan({ copayCapPerVisitAed: "10.00", excludedTestIds: ["vitd"] }),
      "500.00",
      "260.00",
    ],
    ["a missing referral pays the cash total", visit({ referral: false }), plan({}), "500.00", "500.00"],
    [
      "no referral needed: covered without one",
      visit({ referral: false }),
      plan({ requiresReferral: false }),
      "500.00",
      "100.00",
    ],
    ["out of network pays the cash total", visit({ inNetwork: false }), plan({}), "500.00", "500.00"],
    [
      "home collection not covered: the fee in full",
      visit({ homeCollectionFeeAed: "50.00" }),
      plan({}),
      "550.00",
      "150.00",
    ],
    [
      "home collection covered: the fee costs nothing",
      visit({ homeCollectionFeeAed: "50.00" }),
      plan({ coversHomeCollection: true }),
      "550.00",
      "100.00",
    ],
    [
      "out of network with home collection: the cash total with its fee",
      visit({ homeCollectionFeeAed: "50.00", inNetwork: false }),
      plan({ coversHomeCollection: true }),
      "550.00",
      "550.00",
    ],
    [
      "half a fil rounds up (15 % of 10.05 = 1.5075)",
      visit({ tests: [{ testId: "x", categoryId: null, priceAed: "10.05" }] }),
      plan({ copayPercent: 15 }),
      "10.05",
      "1.51",
    ],
    [
      "less than half a fil rounds down (12.5 % of 0.99 = 0.12375)",
      visit({ tests: [{ testId: "x", categoryId: null, priceAed: "0.99" }] }),
      plan({ copayPercent: "12.5" }),
      "0.99",
      "0.12",
    ],
  ])("%s", (_case, v, p, cash, share) => {
    const estimate = patientShare(v, p);
    expect(estimate.cashTotalAed).toBe(cash);
    expect(estimate.patientShareAed).toBe(share);
  });

  it("lists each test not covered with its reason", () => {
    expect(patientShare(visit({ inNetwork: false }), plan({})).uncovered).toEqual([
      { testId: "cbc", reason: "out_of_network" },
      { testId: "vitd", reason: "out_of_network" },
      { testId: "tsh", reason: "out_of_network" },
    ]);
    expect(patientShare(visit({ referral: false }), plan({})).uncovered[0]).toEqual({
      testId: "cbc",
      reason: "referral_required",
    });
    const excluded = patientShare(visit({}), plan({ excludedCategoryIds: ["vitamins"] }));
    expect(excluded).toMatchObject({
      inNetwork: true,
      coveredTestIds: ["cbc", "tsh"],
      uncovered: [{ testId: "vitd", reason: "excluded" }],
    });
  });

  it("out of network is reported before a missing referral", () => {
    const estimate = patientShare(visit({ inNetwork: false, referral: false }), plan({}));
    expect(estimate.inNetwork).toBe(false);
    expect(new Set(estimate.uncovered.map((u) => u.reason))).toEqual(new Set(["out_of_network"]));
  });
});
