/**
 * admin.bookings.list and exportCsv by payment, on a real database: each booking carries its payment
 * (self-pay, or the insurer and plan with the estimated share in AED); the filter keeps self-pay
 * bookings, insured ones, or one plan's; a lab_staff user's filter stays inside their labs; bad input
 * is refused with the shared messages.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Papa from "papaparse";
import { insuranceMessages, messages } from "@labcompare/validators";
import { createAdminWorld, insertBooking, signedInLabStaff } from "./admin-helpers.ts";
import { failure, issueMessages, type Caller, type Fixture, type TestWorld } from "./helpers.ts";

let world: TestWorld, fx: Fixture, admin: Caller, staff: Caller;
let essentialId: string, premierId: string;
/** Bookings made in beforeAll, by name. */
const b: Record<string, string> = {};

/** An insurer with two plans ("Essential" 20 % capped at 50 AED, "Premier" 0 %); their ids. */
async function addPlans() {
  const insurer = await world.db.prisma.insurer.create({
    data: { name: "Corvane Health", slug: "corvane-health" },
  });
  const plan = (slug: string, name: string, copayPercent: number) =>
    world.db.prisma.insurancePlan.create({
      data: { insurerId: insurer.id, slug, name, copayPercent, networkUpdatedAt: new Date() },
      select: { id: true },
    });
  essentialId = (await plan("corvane-essential", "Essential", 20)).id;
  premierId = (await plan("corvane-premier", "Premier", 0)).id;
}

beforeAll(async () => {
  ({ world, fx, admin } = await createAdminWorld());
  await addPlans();
  const { userId } = await world.signedIn("amal@example.com");
  const insert = (labId: string, date: string, insurance?: { planId: string; estimatedShareAed?: number }) =>
    insertBooking(world, { userId, labId, testIds: [fx.cbcId], date, ...(insurance ? { insurance } : {}) });
  b.selfDubai = (await insert(fx.dubaiLabId, "2030-03-01")).id;
  b.selfAbuDhabi = (await insert(fx.abuDhabiLabId, "2030-03-02")).id;
  b.essentialDubai = (
    await insert(fx.dubaiLabId, "2030-03-03", { planId: essentialId, estimatedShareAed: 17 })
  ).id;
  b.essentialAbuDhabi = (await insert(fx.abuDhabiLabId, "2030-03-04", { planId: essentialId })).id;
  b.premier = (await insert(fx.dubaiLabId, "2030-03-05", { planId: premierId, estimatedShareAed: 0 })).id;
  ({ caller: staff } = await signedInLabStaff(world, "staff@example.com", [fx.abuDhabiLabId]));
});
afterAll(() => world.close());

/** The ids of a page's bookings, sorted. */
const ids = (page: { items: { id: string }[] }) => page.items.map((i) => i.id).sort();
const sorted = (...list: (string | undefined)[]) => (list as string[]).sort();

describe("admin.bookings.list: the payment of each booking", () => {
  it("carries self-pay, or the insurer and plan with the estimated share in AED", async () => {
    const { items } = await admin.admin.bookings.list({ page: 1 });
    const byId = new Map(items.map((i) => [i.id, i]));
    expect(byId.get(b.selfDubai!)).toMatchObject({ paymentMethod: "self_pay", insurancePlan: null });
    expect(byId.get(b.essentialDubai!)).toMatchObject({
      paymentMethod: "insurance",
      estimatedShareAed: "17.00",
      insurancePlan: { name: "Essential", insurer: { name: "Corvane Health" } },
    });
    expect(byId.get(b.essentialAbuDhabi!)!.estimatedShareAed).toBeNull();
    expect(byId.get(b.premier!)!.estimatedShareAed).toBe("0.00");
  });
});

describe("admin.bookings.list: the payment filter", () => {
  it("self-pay only", async () => {
    expect(ids(await admin.admin.bookings.list({ payment: "self_pay", page: 1 }))).toEqual(
      sorted(b.selfDubai, b.selfAbuDhabi),
    );
  });

  it("insurance only, every plan", async () => {
    const page = await admin.admin.bookings.list({ payment: "insurance", page: 1 });
    expect(ids(page)).toEqual(sorted(b.essentialDubai, b.essentialAbuDhabi, b.premier));
    expect(page.total).toBe(3);
  });

  it("one plan", async () => {
    expect(
      ids(await admin.admin.bookings.list({ payment: "insurance", planId: essentialId, page: 1 })),
    ).toEqual(sorted(b.essentialDubai, b.essentialAbuDhabi));
    expect(
      ids(await admin.admin.bookings.list({ payment: "insurance", planId: premierId, page: 1 })),
    ).toEqual([b.premier]);
  });

  it("combines with the other filters, and stays inside a lab_staff user's labs", async () => {
    expect(
      ids(await admin.admin.bookings.list({ payment: "insurance", labId: fx.dubaiLabId, page: 1 })),
    ).toEqual(sorted(b.essentialDubai, b.premier));
    expect(ids(await staff.admin.bookings.list({ payment: "insurance", page: 1 }))).toEqual([
      b.essentialAbuDhabi,
    ]);
    expect(ids(await staff.admin.bookings.list({ payment: "self_pay", page: 1 }))).toEqual([b.selfAbuDhabi]);
    expect(
      (await staff.admin.bookings.list({ payment: "insurance", planId: premierId, page: 1 })).total,
    ).toBe(0);
  });

  it.each([
    [{ payment: "cash" }, insuranceMessages.paymentFilterInvalid],
    [
      { payment: "self_pay", planId: "00000000-0000-4000-8000-000000000000" },
      insuranceMessages.planFilterNeedsInsurance,
    ],
    [{ planId: "00000000-0000-4000-8000-000000000000" }, insuranceMessages.planFilterNeedsInsurance],
    [{ payment: "insurance", planId: "gold" }, messages.validation.idInvalid],
  ])("refuses %j with the shared message", async (filters, message) => {
    const error = await failure(admin.admin.bookings.list({ ...filters, page: 1 } as never));
    expect(error.code).toBe("BAD_REQUEST");
    expect(issueMessages(error)).toEqual([message]);
  });
});

describe("admin.bookings.exportCsv: the same payment filter", () => {
  it("exports only the filtered bookings, with their payment columns", async () => {
    const out = await admin.admin.bookings.exportCsv({ payment: "insurance", planId: essentialId });
    expect(out.rows).toBe(2);
    const rows = Papa.parse<Record<string, string>>(out.csv.replace(/^\uFEFF/, ""), { header: true }).data;
    expect(rows.map((r) => [r.Payment, r.Insurer, r.Plan])).toEqual([
      ["Insurance", "Corvane Health", "Essential"],
      ["Insurance", "Corvane Health", "Essential"],
    ]);
    expect((await admin.admin.bookings.exportCsv({ payment: "self_pay" })).rows).toBe(2);
    const bad = await failure(admin.admin.bookings.exportCsv({ planId: premierId }));
    expect(issueMessages(bad)).toEqual([insuranceMessages.planFilterNeedsInsurance]);
    // Two served exports, two audit rows; the refused one adds none.
    const audited = await world.db.prisma.auditLog.findMany({
      where: { action: "booking.export" },
      orderBy: { createdAt: "asc" },
      select: { after: true },
    });
    expect(audited.map((a) => (a.after as { filters: unknown }).filters)).toEqual([
      { payment: "insurance", planId: essentialId },
      { payment: "self_pay" },
    ]);
  });
});
