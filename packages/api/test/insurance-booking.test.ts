/**
 * Booking with an insurance plan, on a real database: booking.create with a plan (stored payment and
 * estimate, ESTIMATE_CHANGED, member number rules, a plan no longer offered), account deletion
 * clearing the member number, and self-pay by default.
 */
import { describe, expect, it } from "vitest";
import { addCorvanePlans } from "./insurance-plans.ts";
import { bookingDay, bookingInput, failure, issueMessages, reasonOf, seededWorldForFile } from "./helpers.ts";

const { world, fx } = seededWorldForFile(addCorvanePlans);
const day = bookingDay();

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
