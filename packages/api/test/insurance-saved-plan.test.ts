/**
 * The patient's saved insurance plan, on a real database: profile.setInsurancePlan (an active plan,
 * self-pay, a plan not offered), profile.get's `insurance`, an insured booking saving its plan and
 * member number, and the comparison's saving measured in what the patient pays.
 */
import { describe, expect, it } from "vitest";
import { createTestPlan } from "@labcompare/db/testing";
import { bookingDay, bookingInput, expectFailure, seededWorldForFile } from "./helpers.ts";

const { world, fx } = seededWorldForFile(addPlans);
const day = bookingDay();

/** Three plans in the Abu Dhabi lab's network: "essential" and "plus" active, "retired" not. */
async function addPlans() {
  for (const [slug, active] of [
    ["essential", true],
    ["plus", true],
    ["retired", false],
  ] as const) {
    await createTestPlan(world.db.prisma, {
      slug,
      active,
      copayCapPerVisitAed: 50,
      requiresReferral: false,
      labIds: [fx.abuDhabiLabId],
      name: slug,
    });
  }
}

describe("profile.setInsurancePlan", () => {
  it("saves an active plan, and self-pay clears it", async () => {
    const { caller } = await world.signedIn("saver@example.com");
    expect((await caller.profile.get()).insurance).toBeNull();
    expect(await caller.profile.setInsurancePlan({ planSlug: "essential" })).toEqual({
      planSlug: "essential",
      memberNumber: null,
    });
    expect((await caller.profile.get()).insurance).toEqual({ planSlug: "essential", memberNumber: null });
    expect(await caller.profile.setInsurancePlan(null)).toBeNull();
    expect((await caller.profile.get()).insurance).toBeNull();
  });

  it("refuses a plan not offered (unknown or switched off) and changes nothing", async () => {
    const { caller } = await world.signedIn("refused@example.com");
    await caller.profile.setInsurancePlan({ planSlug: "essential" });
    for (const planSlug of ["retired", "no-such-plan"]) {
      await expectFailure(
        caller.profile.setInsurancePlan({ planSlug }),
        "NOT_FOUND",
        "Insurance plan not found",
      );
    }
    expect((await caller.profile.get()).insurance?.planSlug).toBe("essential");
  });

  it("is for signed-in patients only", async () => {
    await expectFailure(
      world.anon.profile.setInsurancePlan({ planSlug: "essential" }),
      "UNAUTHORIZED",
      "Please sign in to continue",
    );
  });
});

describe("an insured booking", () => {
  it("saves its plan and member number on the profile; another plan forgets the number", async () => {
    const { caller } = await world.signedIn("booker@example.com");
    await caller.booking.create(
      bookingInput(fx, day, {
        labId: fx.abuDhabiLabId,
        payment: { method: "insurance", planSlug: "plus", memberNumber: "CV-77/1", referral: false },
      }),
    );
    expect((await caller.profile.get()).insurance).toEqual({ planSlug: "plus", memberNumber: "CV-77/1" });
    await caller.profile.setInsurancePlan({ planSlug: "plus" });
    expect((await caller.profile.get()).insurance?.memberNumber).toBe("CV-77/1");
    await caller.profile.setInsurancePlan({ planSlug: "essential" });
    expect((await caller.profile.get()).insurance).toEqual({ planSlug: "essential", memberNumber: null });
  });

  it("a plan switched off later is no longer the saved plan", async () => {
    const { caller } = await world.signedIn("switched@example.com");
    await caller.profile.setInsurancePlan({ planSlug: "plus" });
    await world.db.prisma.insurancePlan.update({ where: { slug: "plus" }, data: { active: false } });
    expect((await caller.profile.get()).insurance).toBeNull();
    await world.db.prisma.insurancePlan.update({ where: { slug: "plus" }, data: { active: true } });
  });
});

describe("catalog.compareBasket's saving with a plan", () => {
  it("is what the patient pays at the dearest complete lab less at the cheapest for them", async () => {
    const result = await world.anon.catalog.compareBasket({
      testIds: [fx.cbcId],
      payer: { planSlug: "essential", referral: false },
    });
    // In network: 20 % of 95.00 = 19.00; out of network: the cash 85.00.
    expect(result.labs.map((l) => l.estimate?.patientShareAed)).toEqual(["19.00", "85.00"]);
    expect(result.savingAed).toBe("66.00");
  });
});
