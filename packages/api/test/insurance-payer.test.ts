/**
 * Insurance in the catalogue and the booking, on a real database: compareBasket and tests.byId with
 * a payer (the estimated share per lab, the order by what the patient pays, a switched-off plan
 * falling back to self-pay), and booking.create with a plan (stored payment and estimate,
 * ESTIMATE_CHANGED, member number rules, a plan no longer offered).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookingDay,
  bookingInput,
  createSeededWorld,
  failure,
  issueMessages,
  reasonOf,
  type Fixture,
  type TestWorld,
} from "./helpers.ts";

let world: TestWorld, fx: Fixture;
const day = bookingDay();

/** A plan of 20 % capped at 50 AED per visit, referral required, in the Abu Dhabi lab's network only. */
async function addPlans() {
  const insurer = await world.db.prisma.insurer.create({
    data: { name: "Corvane Health", nameAr: "كورفان للصحة", slug: "corvane-health" },
  });
  const plan = (slug: string, data: Record<string, unknown>) =>
    world.db.prisma.insurancePlan.create({
      data: {
        insurerId: insurer.id,
        slug,
        name: slug,
        copayPercent: 20,
        copayCapPerVisitAed: 50,
        networkUpdatedAt: new Date("2026-11-20T08:00:00Z"),
        networks: { create: [{ labId: fx.abuDhabiLabId }] },
        ...data,
      },
    });
  await plan("essential", {});
  await plan("no-vitamin-d", { excludedTests: { create: [{ testId: fx.vitaminDId }] } });
  await plan("retired", { active: false });
}

beforeAll(async () => {
  ({ world, fx } = await createSeededWorld());
  await addPlans();
});
afterAll(() => world.close());

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

describe("booking.create with a payment", () => {
  const insured = (patch: Record<string, unknown> = {}) =>
    bookingInput(fx, day, {
      labId: fx.abuDhabiLabId,
      payment: { method: "insurance", planSlug: "essential", memberNumber: "CV-1234/56", referral: true },
      ...patch,
    });

  it("stores the plan, member number, referral and the estimated share", async () => {
    const { caller } = await world.signedIn("insured@example.com");
    const booking = await caller.booking.create(insured({ expectedShareAed: "19.00" }));
    expect(booking).toMatchObject({
      paymentMethod: "insurance",
      memberNumber: "CV-1234/56",
      referral: true,
      estimatedShareAed: "19.00",
      totalAed: "95.00",
      insurancePlan: { slug: "essential", insurer: { name: "Corvane Health" } },
    });
    expect(await caller.booking.byReference({ reference: booking.reference })).toMatchObject({
      paymentMethod: "insurance",
      estimatedShareAed: "19.00",
    });
    const admin = (await world.signedIn("exporter@example.com", { admin: true })).caller;
    const { csv } = await admin.admin.bookings.exportCsv({});
    const [header, ...rows] = csv.replace(/^\uFEFF/, "").split("\r\n");
    const row = rows.find((line) => line.startsWith(booking.reference))!.split(",");
    const payment = header!.split(",").indexOf("Payment");
    expect(row.slice(payment, payment + 5)).toEqual([
      "Insurance",
      "Corvane Health",
      "essential",
      "CV-1234/56",
      "19.00",
    ]);
  });

  it("answers ESTIMATE_CHANGED with the new figures when the share differs from the page's", async () => {
    const { caller, userId } = await world.signedIn("changed@example.com");
    const error = await failure(caller.booking.create(insured({ expectedShareAed: "10.00" })));
    expect(error.code).toBe("CONFLICT");
    expect(reasonOf(error)).toBe("ESTIMATE_CHANGED");
    expect(error.message).toBe("Your estimated share has changed to AED 19.00. Please check and book again.");
    expect(await world.db.prisma.booking.count({ where: { userId } })).toBe(0);
  });

  it("refuses a missing or malformed member number with the shared messages", async () => {
    const { caller } = await world.signedIn("member@example.com");
    for (const [memberNumber, message] of [
      ["", "Please enter your insurance member number"],
      ["ab", "A member number has 3 to 30 letters, digits, - or /"],
      ["CV 1234", "A member number has 3 to 30 letters, digits, - or /"],
    ]) {
      const error = await failure(
        caller.booking.create(
          insured({ payment: { method: "insurance", planSlug: "essential", memberNumber, referral: true } }),
        ),
      );
      expect(issueMessages(error)).toEqual([message]);
    }
  });

  it("refuses a plan that is no longer offered, and books nothing", async () => {
    const { caller, userId } = await world.signedIn("retired@example.com");
    const error = await failure(
      caller.booking.create(
        insured({
          payment: { method: "insurance", planSlug: "retired", memberNumber: "R-123", referral: true },
        }),
      ),
    );
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.message).toMatch(/no longer offered/);
    expect(await world.db.prisma.booking.count({ where: { userId } })).toBe(0);
  });

  it("deleting the account clears the member number of its kept bookings", async () => {
    const { caller } = await world.signedIn("leaving@example.com");
    const booking = await caller.booking.create(insured({ scheduledTime: "12:00" }));
    await caller.profile.deleteAccount({ password: "correct horse battery" });
    const kept = await world.db.prisma.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(kept).toMatchObject({ memberNumber: null, paymentMethod: "insurance", userId: null });
    expect(kept.estimatedShareAed?.toFixed(2)).toBe("19.00");
  });

  it("self-pay stays the default", async () => {
    const { caller } = await world.signedIn("cash@example.com");
    const booking = await caller.booking.create(bookingInput(fx, day, { scheduledTime: "11:00" }));
    expect(booking).toMatchObject({
      paymentMethod: "self_pay",
      estimatedShareAed: null,
      insurancePlan: null,
    });
  });
});
