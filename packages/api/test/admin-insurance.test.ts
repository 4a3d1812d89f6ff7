/**
 * admin.insurance on a real database: insurers and plans (audited), a plan switched off falling out
 * of the patients' choices, networks set per plan and imported as "lab_slug,plan_slug" (a bad line
 * refuses the whole file and changes nothing), and lab staff reading only their labs' networks.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInLabStaff } from "./admin-helpers.ts";
import { createSeededWorld, failure, type Caller, type Fixture, type TestWorld } from "./helpers.ts";

let world: TestWorld, fx: Fixture, admin: Caller, staff: Caller;
let insurerId: string, planId: string;

beforeAll(async () => {
  ({ world, fx } = await createSeededWorld());
  admin = (await world.signedIn("admin@example.com", { admin: true })).caller;
  staff = (await signedInLabStaff(world, "staff@example.com", [fx.abuDhabiLabId])).caller;
});
afterAll(() => world.close());

const planTerms = (patch: Record<string, unknown> = {}) => ({
  insurerId,
  name: "Essential",
  nameAr: "الأساسية",
  copayPercent: 20,
  copayCapPerVisitAed: 50,
  coversHomeCollection: false,
  requiresReferral: true,
  excludedTestIds: [fx.vitaminDId],
  ...patch,
});

describe("insurers and plans", () => {
  it("creates an insurer and a plan with its terms and exclusions, audited", async () => {
    const insurer = await admin.admin.insurance.insurers.create({ name: "Corvane Health", nameAr: "كورفان" });
    insurerId = insurer.id;
    expect(insurer).toMatchObject({ slug: "corvane-health", isDemo: false, planCount: 0 });
    const plan = await admin.admin.insurance.plans.create(planTerms());
    planId = plan.id;
    expect(plan).toMatchObject({
      slug: "essential",
      copayPercent: 20,
      copayCapPerVisitAed: "50.00",
      excludedTestIds: [fx.vitaminDId],
      active: true,
    });
    const actions = await world.db.prisma.auditLog.findMany({
      select: { action: true },
      orderBy: { createdAt: "asc" },
    });
    expect(actions.map((a) => a.action)).toEqual(["insurer.create", "insurancePlan.create"]);
  });

  it("refuses a second plan of the same name at one insurer, and bad terms with the shared messages", async () => {
    const error = await failure(admin.admin.insurance.plans.create(planTerms({ slug: "other-slug" })));
    expect(error.code).toBe("CONFLICT");
    expect(error.message).toBe("This insurer already has a plan with this name");
    const bad = await failure(
      admin.admin.insurance.plans.create(planTerms({ name: "X", copayPercent: 120 })),
    );
    expect(bad.message).toContain("The co-pay is a percentage from 0 to 100");
  });

  it("updates the terms, replacing the exclusions", async () => {
    const plan = await admin.admin.insurance.plans.update({
      ...planTerms({ copayPercent: 10, copayCapPerVisitAed: null, excludedTestIds: [] }),
      id: planId,
    });
    expect(plan).toMatchObject({ copayPercent: 10, copayCapPerVisitAed: null, excludedTestIds: [] });
  });
});

describe("networks", () => {
  it("sets a plan's network and stamps its date", async () => {
    const before = await world.db.prisma.insurancePlan.findUniqueOrThrow({ where: { id: planId } });
    expect(await admin.admin.insurance.networks.set({ planId, labIds: [fx.abuDhabiLabId] })).toEqual({
      planId,
      labCount: 1,
    });
    const after = await world.db.prisma.insurancePlan.findUniqueOrThrow({ where: { id: planId } });
    expect(after.networkUpdatedAt.getTime()).toBeGreaterThanOrEqual(before.networkUpdatedAt.getTime());
    const basket = await world.anon.catalog.compareBasket({
      testIds: [fx.cbcId],
      payer: { planSlug: "essential", referral: true },
    });
    expect(basket.cheapestCompleteLabId).toBe(fx.abuDhabiLabId);
  });

  it("imports networks from CSV, replacing those of the plans it names", async () => {
    const result = await admin.admin.insurance.networks.importCsv({
      csv: "lab_slug,plan_slug\npalm-crest,essential\r\ncorniche-lab,essential\n",
    });
    expect(result).toEqual([{ planSlug: "essential", labCount: 2 }]);
    expect(await world.db.prisma.labPlanNetwork.count({ where: { planId } })).toBe(2);
  });

  it.each([
    [
      "lab_slug,plan_slug\npalm-crest,essential\nno-such-lab,essential\n",
      'Line 3: unknown lab "no-such-lab"',
    ],
    ["lab_slug,plan_slug\npalm-crest,gold\n", 'Line 2: unknown plan "gold"'],
    ["lab_slug,plan_slug\npalm-crest\n", "Line 2: expected two values: lab_slug,plan_slug"],
    ["lab,plan\npalm-crest,essential\n", 'The first line must be the header "lab_slug,plan_slug"'],
    ["lab_slug,plan_slug\n", "The file has no lines after the header"],
  ])("refuses a bad file whole: %j", async (csv, message) => {
    const error = await failure(admin.admin.insurance.networks.importCsv({ csv }));
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.message).toBe(message);
    expect(await world.db.prisma.labPlanNetwork.count({ where: { planId } })).toBe(2);
  });

  it("lab staff read their own labs' networks and may not write them", async () => {
    const seen = await staff.admin.insurance.networks.forLabs();
    expect(seen).toEqual([
      {
        labId: fx.abuDhabiLabId,
        labName: "Corniche Lab",
        plans: [{ slug: "essential", name: "Essential", insurerName: "Corvane Health", active: true }],
      },
    ]);
    const write = await failure(staff.admin.insurance.networks.set({ planId, labIds: [] }));
    expect(write.code).toBe("FORBIDDEN");
    const upload = await failure(staff.admin.insurance.networks.importCsv({ csv: "lab_slug,plan_slug\n" }));
    expect(upload.code).toBe("FORBIDDEN");
  });
});

describe("switching a plan off", () => {
  it("takes it out of the patients' choices: a basket naming it falls back to self-pay", async () => {
    await admin.admin.insurance.plans.setActive({ id: planId, active: false });
    const basket = await world.anon.catalog.compareBasket({
      testIds: [fx.cbcId],
      payer: { planSlug: "essential", referral: true },
    });
    expect(basket).toMatchObject({
      planUnavailable: true,
      payer: null,
      cheapestCompleteLabId: fx.dubaiLabId,
    });
  });

  it("keeps it off when its terms are edited without the switch", async () => {
    const plan = await admin.admin.insurance.plans.update({ ...planTerms({ copayPercent: 15 }), id: planId });
    expect(plan).toMatchObject({ copayPercent: 15, active: false });
  });

  it("keeps an insurer with plans, and deletes a plan without bookings", async () => {
    const kept = await failure(admin.admin.insurance.insurers.delete({ id: insurerId }));
    expect(kept.code).toBe("CONFLICT");
    expect(await admin.admin.insurance.plans.delete({ id: planId })).toEqual({ id: planId });
    expect(await world.db.prisma.labPlanNetwork.count({ where: { planId } })).toBe(0);
  });
});
