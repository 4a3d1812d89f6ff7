/**
 * admin.users.setLabStaff: an admin makes a user lab staff of one or more labs (role + lab rows,
 * audited), changes their labs, or removes the role with an empty list; the user's next request is
 * scoped to those labs; the users list filters lab staff.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dailyHours } from "@labcompare/domain";
import { messages } from "@labcompare/validators";
import { createCaller } from "../src/index.ts";
import { failure, sessionContext, type Fixture, type TestWorld, type Caller } from "./helpers.ts";
import { createAdminWorld, insertBooking } from "./admin-helpers.ts";

let world: TestWorld, fx: Fixture, admin: Caller, adminId: string;
let ninaId: string;

/** A caller with a fresh session of `userId` (roles and labs are read when the session is validated). */
async function callerOf(userId: string) {
  const context = await sessionContext(world, userId);
  return { user: context.user!, caller: createCaller(context) };
}

beforeAll(async () => {
  ({ world, fx, admin, adminId } = await createAdminWorld());
  ({ userId: ninaId } = await world.signedIn("nina@example.com"));
  const { userId: patientId } = await world.signedIn("patient@example.com");
  // A CBC booking at each lab.
  for (const [labId, date] of [
    [fx.dubaiLabId, "2030-05-01"],
    [fx.abuDhabiLabId, "2030-05-02"],
  ] as const) {
    await insertBooking(world, { userId: patientId, labId, testIds: [fx.cbcId], date });
  }
});

afterAll(() => world.close());

describe("admin.users.setLabStaff", () => {
  it("makes a user lab staff of some labs, audited; their next request is scoped to those labs", async () => {
    const { caller: before } = await callerOf(ninaId);
    expect((await failure(before.admin.bookings.list({ page: 1 }))).code).toBe("FORBIDDEN");

    const nina = await admin.admin.users.setLabStaff({
      userId: ninaId,
      labIds: [fx.dubaiLabId, fx.abuDhabiLabId],
    });
    expect(nina).toMatchObject({ isLabStaff: true, isAdmin: false, roles: ["lab_staff"] });
    expect(nina.staffLabs.map((l) => l.name)).toEqual(["Corniche Lab", "Palm Crest Diagnostics"]);
    const audit = await world.db.prisma.auditLog.findFirstOrThrow({
      where: { entityId: ninaId, action: "user.setLabStaff" },
    });
    expect(audit).toMatchObject({
      actorId: adminId,
      entity: "user",
      before: { roles: [], labIds: [] },
      after: { roles: ["lab_staff"] },
    });
    expect((audit.after as { labIds: string[] }).labIds).toEqual([fx.dubaiLabId, fx.abuDhabiLabId].sort());

    const { user, caller } = await callerOf(ninaId);
    expect(user.staffLabIds.sort()).toEqual([fx.dubaiLabId, fx.abuDhabiLabId].sort());
    expect((await caller.admin.bookings.list({ page: 1 })).total).toBe(2);
    expect((await caller.auth.me()).user).toMatchObject({ isAdmin: false, isLabStaff: true });
    // Lab staff are not admins.
    expect((await failure(caller.admin.users.list({ page: 1 }))).code).toBe("FORBIDDEN");
  });

  it("changes the labs; the same labs again change nothing", async () => {
    const nina = await admin.admin.users.setLabStaff({ userId: ninaId, labIds: [fx.abuDhabiLabId] });
    expect(nina.staffLabs).toEqual([{ id: fx.abuDhabiLabId, name: "Corniche Lab" }]);
    const { caller } = await callerOf(ninaId);
    expect((await caller.admin.bookings.list({ page: 1 })).items.map((b) => b.lab.id)).toEqual([
      fx.abuDhabiLabId,
    ]);
    const audits = () => world.db.prisma.auditLog.count({ where: { entityId: ninaId } });
    const count = await audits();
    await admin.admin.users.setLabStaff({ userId: ninaId, labIds: [fx.abuDhabiLabId.toUpperCase()] });
    expect(await audits()).toBe(count);
  });

  it("lists lab staff with the role filter; patients are neither admins nor lab staff", async () => {
    expect((await admin.admin.users.list({ role: "lab_staff", page: 1 })).items.map((u) => u.id)).toEqual([
      ninaId,
    ]);
    const patients = await admin.admin.users.list({ role: "patient", page: 1 });
    expect(patients.items.map((u) => u.email)).toEqual(["patient@example.com"]);
  });

  it("NOT_FOUND for an unknown user or lab, nothing changed", async () => {
    const unknown = "00000000-0000-4000-8000-000000000001";
    expect(await failure(admin.admin.users.setLabStaff({ userId: unknown, labIds: [] }))).toMatchObject({
      code: "NOT_FOUND",
      message: messages.admin.userNotFound,
    });
    expect(
      await failure(admin.admin.users.setLabStaff({ userId: ninaId, labIds: [fx.dubaiLabId, unknown] })),
    ).toMatchObject({
      code: "NOT_FOUND",
      message: messages.admin.labNotFound,
    });
    expect(
      (await world.db.prisma.labStaff.findMany({ where: { userId: ninaId } })).map((r) => r.labId),
    ).toEqual([fx.abuDhabiLabId]);
  });

  it("an empty list removes the role and the labs", async () => {
    const nina = await admin.admin.users.setLabStaff({ userId: ninaId, labIds: [] });
    expect(nina).toMatchObject({ isLabStaff: false, roles: [], staffLabs: [] });
    expect(await world.db.prisma.labStaff.count({ where: { userId: ninaId } })).toBe(0);
    const { user, caller } = await callerOf(ninaId);
    expect(user.staffLabIds).toEqual([]);
    expect((await failure(caller.admin.bookings.list({ page: 1 }))).code).toBe("FORBIDDEN");
    expect(
      await world.db.prisma.auditLog.findFirst({
        where: { entityId: ninaId },
        orderBy: { createdAt: "desc" },
      }),
    ).toMatchObject({
      before: { roles: ["lab_staff"], labIds: [fx.abuDhabiLabId] },
      after: { roles: [], labIds: [] },
    });
  });

  it("is for admins only", async () => {
    const { caller: patient } = await callerOf(ninaId);
    expect(
      (await failure(patient.admin.users.setLabStaff({ userId: ninaId, labIds: [fx.dubaiLabId] }))).code,
    ).toBe("FORBIDDEN");
    expect((await failure(world.anon.admin.users.setLabStaff({ userId: ninaId, labIds: [] }))).code).toBe(
      "UNAUTHORIZED",
    );
  });

  it("two assignments of one user at once both answer; the user ends with one of the two lab lists (five rounds)", async () => {
    // On PostgreSQL both can see a patient and both insert the lab_staff role (P2002).
    const lists = [[fx.dubaiLabId], [fx.abuDhabiLabId, fx.dubaiLabId]];
    for (let round = 0; round < 5; round++) {
      const { userId } = await world.signedIn(`twin-staff-${round}@example.com`);
      const results = await Promise.allSettled(
        lists.map((labIds) => admin.admin.users.setLabStaff({ userId, labIds })),
      );
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
      expect(await world.db.prisma.userRole.count({ where: { userId, role: "lab_staff" } })).toBe(1);
      const labIds = (await world.db.prisma.labStaff.findMany({ where: { userId }, select: { labId: true } }))
        .map((r) => r.labId)
        .sort();
      expect(lists.map((l) => [...l].sort())).toContainEqual(labIds);
    }
  });

  it('assigning a lab being deleted at the same moment: NOT_FOUND "Lab not found", never a 500 (five rounds)', async () => {
    // On PostgreSQL the lab can be deleted between its check and the lab_staff insert (P2003).
    for (let round = 0; round < 5; round++) {
      const lab = await world.db.prisma.lab.create({
        data: {
          name: `Closing Lab ${round}`,
          slug: `closing-lab-${round}`,
          emirate: "Dubai",
          area: "Deira",
          address: "1",
          phone: "1",
          weeklyHours: dailyHours("08:00", "20:00"),
        },
        select: { id: true },
      });
      const { userId } = await world.signedIn(`closing-staff-${round}@example.com`);
      const [assigned, deleted] = await Promise.allSettled([
        admin.admin.users.setLabStaff({ userId, labIds: [lab.id] }),
        admin.admin.labs.delete({ id: lab.id }),
      ]);
      expect(deleted.status).toBe("fulfilled");
      if (assigned.status === "rejected")
        expect(assigned.reason).toMatchObject({ code: "NOT_FOUND", message: messages.admin.labNotFound });
      expect(await world.db.prisma.labStaff.count({ where: { userId } })).toBe(0);
    }
  });
});
