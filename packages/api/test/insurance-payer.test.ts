/**
 * Insurance in the catalogue, on a real database: compareBasket and tests.byId with a payer (the
 * estimated share per lab, the order by what the patient pays, a switched-off plan falling back to
 * self-pay) and the list of plans. Booking with a plan: insurance-booking.test.ts.
 */
import { describe, expect, it } from "vitest";
import { addCorvanePlans } from "./insurance-plans.ts";
import { failure, issueMessages, seededWorldForFile } from "./helpers.ts";

const { world, fx } = seededWorldForFile(addCorvanePlans);

describe("catalog.compareBasket with a payer", () => {
  it("self-pay ranks by cash total and carries no estimate", async () => {
    const result = await world.anon.catalog.compareBasket({ testIds: [fx.cbcId] });
    expect(result.labs.map((l) => [l.lab.id, l.totalAed, l.estimate])).toEqual([
      [fx.dubaiLabId, "85.00", null],
      [fx.abuDhabiLabId, "95.00", null],
    ]);
    expect(result.payer).toBeNull();
  });

  it("with a plan, the lab in the network comes first by the patient's share, not by cash", async () => {
    const result = await world.anon.catalog.compareBasket({
      testIds: [fx.cbcId],
      payer: { planSlug: "essential", referral: true },
    });
    expect(result.cheapestCompleteLabId).toBe(fx.abuDhabiLabId);
    expect(
      result.labs.map((l) => [l.lab.id, l.totalAed, l.estimate?.patientShareAed, l.estimate?.inNetwork]),
    ).toEqual([
      [fx.abuDhabiLabId, "95.00", "19.00", true],
      [fx.dubaiLabId, "85.00", "85.00", false],
    ]);
    expect(result.labs[1]!.estimate!.uncovered).toEqual([{ testId: fx.cbcId, reason: "out_of_network" }]);
    expect(result.payer).toMatchObject({
      planSlug: "essential",
      insurerName: "Corvane Health",
      insurerNameAr: "كورفان للصحة",
      referral: true,
      networkUpdatedOn: "2026-11-20",
    });
  });

  it("without the referral the plan requires, every lab costs its cash total", async () => {
    const result = await world.anon.catalog.compareBasket({
      testIds: [fx.cbcId],
      payer: { planSlug: "essential", referral: false },
    });
    const abuDhabi = result.labs.find((l) => l.lab.id === fx.abuDhabiLabId)!;
    expect(abuDhabi.estimate).toMatchObject({
      patientShareAed: "95.00",
      uncovered: [{ testId: fx.cbcId, reason: "referral_required" }],
    });
    expect(result.cheapestCompleteLabId).toBe(fx.dubaiLabId);
  });

  it("an excluded test is paid in cash beside the capped share", async () => {
    const result = await world.anon.catalog.compareBasket({
      testIds: [fx.cbcId, fx.vitaminDId],
      payer: { planSlug: "no-vitamin-d", referral: true },
    });
    const abuDhabi = result.labs.find((l) => l.lab.id === fx.abuDhabiLabId)!;
    // CBC 95 × 20 % = 19, vitamin D 140 in cash.
    expect(abuDhabi.estimate).toMatchObject({
      patientShareAed: "159.00",
      coveredTestIds: [fx.cbcId],
      uncovered: [{ testId: fx.vitaminDId, reason: "excluded" }],
    });
  });

  it("a switched-off or unknown plan falls back to self-pay with a notice", async () => {
    for (const planSlug of ["retired", "no-such-plan"]) {
      const result = await world.anon.catalog.compareBasket({
        testIds: [fx.cbcId],
        payer: { planSlug, referral: true },
      });
      expect(result.planUnavailable).toBe(true);
      expect(result.payer).toBeNull();
      expect(result.labs.every((l) => l.estimate === null)).toBe(true);
      expect(result.cheapestCompleteLabId).toBe(fx.dubaiLabId);
    }
  });

  it("refuses a malformed plan slug with the shared message", async () => {
    const error = await failure(
      world.anon.catalog.compareBasket({
        testIds: [fx.cbcId],
        payer: { planSlug: "<script>", referral: true },
      }),
    );
    expect(issueMessages(error)).toEqual(["Insurance plan not found"]);
  });
});

describe("catalog.insurancePlans", () => {
  it("lists the active plans by insurer then name, with their Arabic names", async () => {
    expect(await world.anon.catalog.insurancePlans()).toEqual([
      {
        slug: "essential",
        name: "essential",
        nameAr: null,
        insurerName: "Corvane Health",
        insurerNameAr: "كورفان للصحة",
        requiresReferral: true,
      },
      {
        slug: "no-vitamin-d",
        name: "no-vitamin-d",
        nameAr: null,
        insurerName: "Corvane Health",
        insurerNameAr: "كورفان للصحة",
        requiresReferral: true,
      },
    ]);
  });
});

describe("catalog.tests.byId with a payer", () => {
  it("gives each offer the share of a lab visit for this test", async () => {
    const test = await world.anon.catalog.tests.byId({
      id: fx.cbcId,
      payer: { planSlug: "essential", referral: true },
    });
    const share = Object.fromEntries(test.offers.map((o) => [o.lab.id, o.estimate?.patientShareAed]));
    expect(share).toEqual({ [fx.dubaiLabId]: "85.00", [fx.abuDhabiLabId]: "19.00" });
    expect(test.payer?.planSlug).toBe("essential");
    const selfPay = await world.anon.catalog.tests.byId({ id: fx.cbcId });
    expect(selfPay.offers.every((o) => o.estimate === null)).toBe(true);
    expect(selfPay.payer).toBeNull();
  });
});
