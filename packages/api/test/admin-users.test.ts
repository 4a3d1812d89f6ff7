/** admin.users (roles, booking counts, grant/revoke admin, last-admin rule) and admin.audit (filters, paging). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@labcompare/validators";
import { todayInDubai } from "@labcompare/domain";
import {
  failure,
  issueMessages,
  sessionCaller,
  type Fixture,
  type TestWorld,
  type Caller,
} from "./helpers.ts";
import { createAdminWorld, insertBooking } from "./admin-helpers.ts";

let world: TestWorld, fx: Fixture, admin: Caller, adminId: string;
let janeId: string;
let omarId: string;

beforeAll(async () => {
  ({ world, fx, admin, adminId } = await createAdminWorld({ email: "root@example.com" }));
  ({ userId: janeId } = await world.signedIn("jane@example.com"));
  ({ userId: omarId } = await world.signedIn("omar@example.org"));
  const p = world.db.prisma;
  await p.profile.update({
    where: { id: janeId },
    data: { firstName: "Jane", lastName: "Doe", phone: "+971 50 000 0000" },
  });
  await p.profile.update({ where: { id: omarId }, data: { firstName: "Omar", lastName: "Khalil" } });
  for (const day of ["2030-02-01", "2030-02-02"]) {
    await insertBooking(world, {
      userId: janeId,
      labId: fx.dubaiLabId,
      testIds: [fx.cbcId],
      date: day,
      patientName: "Jane Doe",
      patientEmail: "jane@example.com",
    });
  }
});

afterAll(() => world.close());

describe("admin.users", () => {
  it("lists users newest first with roles, profile and booking counts, never secrets", async () => {
    const page = await admin.admin.users.list({ page: 1 });
    expect(page.total).toBe(3);
    expect(page.items.map((u) => u.email)).toEqual([
      "omar@example.org",
      "jane@example.com",
      "root@example.com",
    ]);
    const jane = page.items.find((u) => u.id === janeId)!;
    expect(jane).toMatchObject({
      firstName: "Jane",
      lastName: "Doe",
      phone: "+971 50 000 0000",
      roles: [],
      isAdmin: false,
      bookingCount: 2,
    });
    expect(page.items.find((u) => u.id === adminId)).toMatchObject({
      roles: ["admin"],
      isAdmin: true,
      bookingCount: 0,
    });
    const json = JSON.stringify(page);
    expect(json).not.toContain("passwordHash");
    expect(json).not.toContain("argon2");
    expect(json).not.toContain("sessions");
  });

  it("searches email and names (every word must match) and filters by role", async () => {
    expect((await admin.admin.users.list({ q: "jane doe", page: 1 })).items.map((u) => u.id)).toEqual([
      janeId,
    ]);
    expect((await admin.admin.users.list({ q: "KHALIL", page: 1 })).items.map((u) => u.id)).toEqual([omarId]);
    expect((await admin.admin.users.list({ q: "example.org", page: 1 })).items.map((u) => u.id)).toEqual([
      omarId,
    ]);
    expect((await admin.admin.users.list({ q: "jane omar", page: 1 })).total).toBe(0);
    expect((await admin.admin.users.list({ role: "admin", page: 1 })).items.map((u) => u.id)).toEqual([
      adminId,
    ]);
    expect((await admin.admin.users.list({ role: "patient", page: 1 })).total).toBe(2);
    expect(issueMessages(await failure(admin.admin.users.list({ page: 0 })))).toContain(
      messages.validation.pageInvalid,
    );
  });

  it("grants the admin role once, with an audit row, ending the user's sessions", async () => {
    const before = await world.auth.createSession(janeId, {});
    const granted = await admin.admin.users.grantAdmin({ userId: janeId });
    expect((await world.auth.validateSession(before.id)).session).toBeNull();
    expect(granted).toMatchObject({ id: janeId, isAdmin: true, roles: ["admin"] });
    await admin.admin.users.grantAdmin({ userId: janeId }); // already admin: no change
    const audits = await world.db.prisma.auditLog.findMany({ where: { entityId: janeId } });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: adminId,
      action: "user.grantAdmin",
      entity: "user",
      before: { roles: [] },
      after: { roles: ["admin"] },
    });
    // Jane's next request is an admin's.
    const { user } = await world.auth.validateSession((await world.auth.createSession(janeId, {})).id);
    expect(user?.isAdmin).toBe(true);
  });

  it("NOT_FOUND for an unknown user", async () => {
    const unknown = "00000000-0000-4000-8000-000000000001";
    expect(await failure(admin.admin.users.grantAdmin({ userId: unknown }))).toMatchObject({
      code: "NOT_FOUND",
      message: messages.admin.userNotFound,
    });
    expect(await failure(admin.admin.users.revokeAdmin({ userId: unknown }))).toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("revokes an admin while another remains, but never the last admin", async () => {
    const revoked = await admin.admin.users.revokeAdmin({ userId: janeId });
    expect(revoked).toMatchObject({ isAdmin: false, roles: [] });
    expect(
      await world.db.prisma.auditLog.findFirst({ where: { entityId: janeId, action: "user.revokeAdmin" } }),
    ).toMatchObject({
      before: { roles: ["admin"] },
      after: { roles: [] },
    });

    const last = await failure(admin.admin.users.revokeAdmin({ userId: adminId }));
    expect(last.code).toBe("CONFLICT");
    expect(last.message).toBe("You cannot remove the last admin");
    expect(await world.db.prisma.userRole.count({ where: { role: "admin" } })).toBe(1);
    expect(await world.db.prisma.auditLog.count({ where: { entityId: adminId } })).toBe(0);

    // Revoking a patient's (absent) admin role changes nothing.
    expect(await admin.admin.users.revokeAdmin({ userId: omarId })).toMatchObject({ isAdmin: false });
  });

  it("two admins removing each other at the same moment leave one admin", async () => {
    await admin.admin.users.grantAdmin({ userId: omarId });
    const omar = await sessionCaller(world, omarId);
    expect(await world.db.prisma.userRole.count({ where: { role: "admin" } })).toBe(2);

    const results = await Promise.allSettled([
      admin.admin.users.revokeAdmin({ userId: omarId }),
      omar.admin.users.revokeAdmin({ userId: adminId }),
    ]);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.reason).toMatchObject({ code: "CONFLICT", message: messages.admin.lastAdmin });
    expect(await world.db.prisma.userRole.count({ where: { role: "admin" } })).toBe(1);

    // Put things back for the audit tests: root is the admin again.
    if (!(await world.db.prisma.userRole.findFirst({ where: { userId: adminId, role: "admin" } }))) {
      await omar.admin.users.grantAdmin({ userId: adminId });
      await admin.admin.users.revokeAdmin({ userId: omarId });
    }
  });
});

describe("admin.audit", () => {
  it("lists audit rows newest first with the actor's email, filtered and paged", async () => {
    const all = await admin.admin.audit.list({ page: 1 });
    expect(all.total).toBeGreaterThanOrEqual(4);
    const times = all.items.map((a) => a.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(all.items[0]!.createdAt).toBeInstanceOf(Date);

    const grants = await admin.admin.audit.list({
      entity: "user",
      actorId: adminId,
      action: "user.grantAdmin",
      page: 1,
    });
    expect(grants.items.map((a) => a.entityId).slice(-2)).toEqual([omarId, janeId]);
    expect(grants.items[0]!.actor).toEqual({ id: adminId, email: "root@example.com" });
    expect(grants.items[0]).not.toHaveProperty("actorId");

    const today = todayInDubai();
    expect((await admin.admin.audit.list({ from: today, to: today, page: 1 })).total).toBe(all.total);
    expect((await admin.admin.audit.list({ from: "2001-01-01", to: "2001-01-31", page: 1 })).total).toBe(0);
    expect((await admin.admin.audit.list({ entity: "blogPost", page: 1 })).total).toBe(0);
    expect((await admin.admin.audit.list({ entityId: janeId, page: 1 })).total).toBe(2);
  });

  it("validates filters", async () => {
    expect(
      issueMessages(await failure(admin.admin.audit.list({ from: "2030-02-02", to: "2030-02-01", page: 1 }))),
    ).toContain(messages.admin.dateRangeInvalid);
    expect((await failure(admin.admin.audit.list({ entity: "nope" as "user", page: 1 }))).code).toBe(
      "BAD_REQUEST",
    );
  });
});

describe("admin.users at the same moment", () => {
  it("granting one user admin twice at once: both answer, one role and one audit row (five rounds)", async () => {
    // On PostgreSQL both can see no admin role and both insert it (P2002).
    for (let round = 0; round < 5; round++) {
      const { userId } = await world.signedIn(`twin-grant-${round}@example.com`);
      const results = await Promise.allSettled([
        admin.admin.users.grantAdmin({ userId }),
        admin.admin.users.grantAdmin({ userId }),
      ]);
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
      for (const r of results)
        expect((r as PromiseFulfilledResult<{ isAdmin: boolean }>).value.isAdmin).toBe(true);
      expect(await world.db.prisma.userRole.count({ where: { userId, role: "admin" } })).toBe(1);
      expect(
        await world.db.prisma.auditLog.count({ where: { entityId: userId, action: "user.grantAdmin" } }),
      ).toBe(1);
    }
  });
});
