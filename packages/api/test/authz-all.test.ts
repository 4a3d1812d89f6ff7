/**
 * Security: walks EVERY procedure of `appRouter` (from `appRouter._def.procedures`, not a hand-kept
 * list of guarded ones) against a real test database. Only the procedures in PUBLIC_PROCEDURES may be
 * called by a visitor; every other one must answer an anonymous caller UNAUTHORIZED, so a procedure
 * added later without a guard fails here until it is guarded or listed as public on purpose. Every
 * admin.* procedure (lab-staff ones included) answers a signed-in patient FORBIDDEN; every other
 * signed-in procedure lets a patient through its gate. A lab_staff user gets FORBIDDEN from every admin.*
 * procedure outside admin.bookings.*, and gets through that gate only within their labs; an admin gets
 * through. Owner-only data: patient B gets NOT_FOUND
 * (never FORBIDDEN, so references cannot be probed) for patient A's booking, sessions and family
 * members (profile.family.update/remove, booking.create and the results procedures by personId).
 * The .ics download's owner check is over HTTP in apps/server/test/booking-calendar.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRPCError } from "@trpc/server";
import { addDays, todayInDubai } from "@labcompare/domain";
import { appRouter } from "../src/index.ts";
import {
  bookingDay,
  bookingInput,
  createSeededWorld,
  type Fixture,
  type TestWorld,
  type Caller,
} from "./helpers.ts";
import { signedInLabStaff } from "./admin-helpers.ts";

/**
 * The procedures a visitor may call (catalogue, content, slots, and the account steps that happen
 * before or without a session). Adding one here is a decision: it says the procedure needs no sign-in.
 */
const PUBLIC_PROCEDURES = [
  "auth.me",
  "auth.signUp",
  "auth.signIn",
  "auth.signOut",
  "auth.verifyEmail",
  "auth.requestPasswordReset",
  "auth.resetPassword",
  "auth.confirmEmailChange",
  "catalog.categories.list",
  "catalog.categories.byId",
  "catalog.tests.byCategory",
  "catalog.tests.byId",
  "catalog.compareBasket",
  "catalog.popularTests",
  "catalog.insurancePlans",
  "catalog.areas",
  "catalog.search",
  "catalog.resolveList",
  "catalog.labs.list",
  "catalog.labs.bySlug",
  "catalog.labs.offers",
  "catalog.labs.prices",
  "booking.slots",
  "booking.availability",
  "content.blog.list",
  "content.blog.byId",
  "content.resources.list",
  "content.settings",
  "content.seo.get",
  "content.seo.pageSeo",
  // The email's cancel link: the 256-bit token is the credential.
  "results.reminders.cancelByToken",
].sort();

/** Every procedure path of the router, sorted. */
function allProcedurePaths(): string[] {
  return Object.keys(appRouter._def.procedures).sort();
}

/** Calls the procedure at `path` on a caller (queries and mutations are both plain functions on a caller). */
function call(caller: Caller, path: string, input: unknown): Promise<unknown> {
  const fn = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  if (typeof fn !== "function") throw new Error(`No procedure at ${path}`);
  return (fn as (input: unknown) => Promise<unknown>)(input);
}

/** Plausible input for any procedure; a guard must refuse before the input matters. */
const DUMMY_INPUT = {
  id: "00000000-0000-4000-8000-000000000000",
  userId: "00000000-0000-4000-8000-000000000000",
  labId: "00000000-0000-4000-8000-000000000000",
  testId: "00000000-0000-4000-8000-000000000000",
  page: 1,
};

/** The error a call fails with, or null when it succeeds. */
async function errorOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  return null;
}

/** The tRPC code of a call's failure ("OK" when it succeeds); any other thrown value fails the test. */
async function codeOf(promise: Promise<unknown>): Promise<string> {
  const error = await errorOf(promise);
  if (error === null) return "OK";
  if (error instanceof TRPCError) return error.code;
  throw new Error("The call failed with something other than a TRPCError", { cause: error });
}

/** The lab operations lab staff may use (admin.bookings.*); every other admin procedure is admins only. */
const LAB_STAFF_PATHS = [
  "admin.bookings.acknowledgeCritical",
  "admin.bookings.byId",
  "admin.bookings.criticalReports",
  "admin.bookings.dayView",
  "admin.bookings.exportCsv",
  "admin.bookings.labs",
  "admin.bookings.list",
  "admin.bookings.newSince",
  "admin.bookings.reports",
  "admin.bookings.reschedule",
  "admin.bookings.updateStatus",
  "admin.insurance.networks.forLabs",
];

const paths = allProcedurePaths();
const guarded = paths.filter((p) => !PUBLIC_PROCEDURES.includes(p));
const adminPaths = paths.filter((p) => p.startsWith("admin."));
const patientPaths = guarded.filter((p) => !p.startsWith("admin."));

let world: TestWorld, fx: Fixture, admin: Caller;
let staff: Caller;
let staffId: string;

beforeAll(async () => {
  ({ world, fx } = await createSeededWorld());
  admin = (await world.signedIn("admin@example.com", { admin: true })).caller;
  ({ caller: staff, userId: staffId } = await signedInLabStaff(world, "staff@example.com", [
    fx.abuDhabiLabId,
  ]));
});

afterAll(() => world.close());

describe("every procedure of the router", () => {
  it("is found by the walk (it cannot silently find none), and every public entry still exists", () => {
    expect(paths.length).toBeGreaterThan(80);
    expect(adminPaths.length).toBeGreaterThan(30);
    expect(patientPaths.length).toBeGreaterThan(10);
    for (const p of PUBLIC_PROCEDURES)
      expect(paths, `${p} is listed as public but is not in the router`).toContain(p);
    for (const area of [
      "dashboard",
      "bookings",
      "tests",
      "offers",
      "labs",
      "categories",
      "users",
      "blog",
      "seo",
      "resources",
      "audit",
    ]) {
      expect(
        adminPaths.some((p) => p.startsWith(`admin.${area}.`)),
        `admin.${area}.*`,
      ).toBe(true);
    }
  });

  it("guards the family members' procedures as a signed-in patient's own (profile.family.*)", () => {
    expect(patientPaths.filter((p) => p.startsWith("profile.family."))).toEqual([
      "profile.family.add",
      "profile.family.list",
      "profile.family.remove",
      "profile.family.update",
    ]);
  });

  it.each(guarded)("%s refuses a visitor with UNAUTHORIZED", async (path) => {
    expect(await codeOf(call(world.anon, path, DUMMY_INPUT))).toBe("UNAUTHORIZED");
  });

  it.each(adminPaths)("%s refuses a signed-in patient with FORBIDDEN", async (path) => {
    const { caller } = await world.signedIn(`patient-${path}@example.com`);
    expect(await codeOf(call(caller, path, DUMMY_INPUT))).toBe("FORBIDDEN");
  });

  it("lab staff procedures are exactly admin.bookings.* and reading their labs' networks (a new one must be added here on purpose)", () => {
    expect(
      adminPaths.filter((p) => p.startsWith("admin.bookings.") || p === "admin.insurance.networks.forLabs"),
    ).toEqual(LAB_STAFF_PATHS);
  });

  it.each(adminPaths.filter((p) => !LAB_STAFF_PATHS.includes(p)))(
    "%s refuses a lab_staff user with FORBIDDEN",
    async (path) => {
      expect(await codeOf(call(staff, path, DUMMY_INPUT))).toBe("FORBIDDEN");
    },
  );

  it("lets lab staff through the admin.bookings gate, inside their labs only", async () => {
    const date = "2030-03-12";
    await expect(call(staff, "admin.bookings.list", { page: 1 })).resolves.toMatchObject({ total: 0 });
    await expect(call(staff, "admin.bookings.labs", undefined)).resolves.toHaveLength(1);
    await expect(call(staff, "admin.bookings.exportCsv", {})).resolves.toMatchObject({ rows: 0 });
    await expect(call(staff, "admin.bookings.newSince", { since: new Date() })).resolves.toMatchObject({
      count: 0,
    });
    await expect(
      call(staff, "admin.bookings.dayView", { labId: fx.abuDhabiLabId, date, collectionMode: "lab_visit" }),
    ).resolves.toBeTruthy();
    await expect(call(staff, "admin.bookings.criticalReports", undefined)).resolves.toEqual({
      items: [],
      total: 0,
    });
    // Past the gate, an unknown booking is NOT_FOUND; another lab is FORBIDDEN by scope.
    expect(await codeOf(call(staff, "admin.bookings.byId", DUMMY_INPUT))).toBe("NOT_FOUND");
    expect(await codeOf(call(staff, "admin.bookings.acknowledgeCritical", DUMMY_INPUT))).toBe("NOT_FOUND");
    expect(
      await codeOf(call(staff, "admin.bookings.updateStatus", { ...DUMMY_INPUT, status: "confirmed" })),
    ).toBe("NOT_FOUND");
    expect(
      await codeOf(
        call(staff, "admin.bookings.dayView", { labId: fx.dubaiLabId, date, collectionMode: "lab_visit" }),
      ),
    ).toBe("FORBIDDEN");
  });

  it("nothing was written by the refused calls (the one audit row is lab staff's export, let through)", async () => {
    const rows = await world.db.prisma.auditLog.findMany({ select: { action: true, actorId: true } });
    expect(rows).toEqual([{ action: "booking.export", actorId: staffId }]);
  });

  it("lets an admin through the gate", async () => {
    await expect(call(admin, "admin.dashboard.summary", undefined)).resolves.toBeTruthy();
    // Past the gate, a bad id is a validation or not-found error, never UNAUTHORIZED/FORBIDDEN.
    expect(await codeOf(call(admin, "admin.blog.byId", DUMMY_INPUT))).toBe("NOT_FOUND");
  });

  it.each(PUBLIC_PROCEDURES.filter((p) => p !== "auth.signOut"))(
    "%s (public) lets a visitor through",
    async (path) => {
      // Past the gate, a dummy input gives a validation or not-found error, or an answer — never a refusal of the caller.
      expect(["UNAUTHORIZED", "FORBIDDEN"]).not.toContain(await codeOf(call(world.anon, path, DUMMY_INPUT)));
    },
  );

  it.each(patientPaths)("%s lets a signed-in patient through its gate", async (path) => {
    // A fresh patient per call: some of these end the caller's sessions or delete the account.
    const { caller } = await world.signedIn(`through-${path}@example.com`);
    expect(["UNAUTHORIZED", "FORBIDDEN"]).not.toContain(await codeOf(call(caller, path, DUMMY_INPUT)));
  });
});

describe("a patient's own data", () => {
  let a: Awaited<ReturnType<TestWorld["signedIn"]>>;
  let b: Awaited<ReturnType<TestWorld["signedIn"]>>;
  let booking: Awaited<ReturnType<Caller["booking"]["create"]>>;

  beforeAll(async () => {
    a = await world.signedIn("owner-a@example.com");
    b = await world.signedIn("other-b@example.com");
    booking = await a.caller.booking.create(
      bookingInput(fx, bookingDay(), { patientName: "Owner A", patientEmail: "owner-a@example.com" }),
    );
  });

  it("is NOT_FOUND for another patient: booking.byReference, booking.cancel, booking.reschedule", async () => {
    expect(await codeOf(b.caller.booking.byReference({ reference: booking.reference }))).toBe("NOT_FOUND");
    expect(await codeOf(b.caller.booking.byReference({ reference: booking.reference.toLowerCase() }))).toBe(
      "NOT_FOUND",
    );
    expect(await codeOf(b.caller.booking.cancel({ id: booking.id, reason: "not mine" }))).toBe("NOT_FOUND");
    // A free slot in the horizon: only ownership can refuse it.
    expect(
      await codeOf(
        b.caller.booking.reschedule({
          id: booking.id,
          scheduledDate: addDays(todayInDubai(), 4),
          scheduledTime: "11:00",
        }),
      ),
    ).toBe("NOT_FOUND");
    expect(await b.caller.booking.listMine()).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ id: booking.id })]),
    );
  });

  it("is left as it was by the refused calls, and the owner still reads it", async () => {
    const row = await world.db.prisma.booking.findUniqueOrThrow({
      where: { id: booking.id },
      select: { status: true, scheduledTime: true, userId: true },
    });
    expect(row).toEqual({ status: booking.status, scheduledTime: "10:00", userId: a.userId });
    await expect(a.caller.booking.byReference({ reference: booking.reference })).resolves.toMatchObject({
      id: booking.id,
    });
  });

  it("keeps another patient from ending one's sessions (auth.signOutSession → NOT_FOUND)", async () => {
    const session = await world.db.prisma.session.findFirstOrThrow({
      where: { userId: a.userId },
      select: { id: true },
    });
    expect(await codeOf(b.caller.auth.signOutSession({ id: session.id }))).toBe("NOT_FOUND");
    expect(await world.db.prisma.session.count({ where: { id: session.id } })).toBe(1);
  });

  it("keeps another patient from a retest reminder (results.reminders.cancel → NOT_FOUND, list shows none)", async () => {
    const reminder = await a.caller.results.reminders.set({ testId: fx.cbcId, months: 3 });
    expect(await codeOf(b.caller.results.reminders.cancel({ id: reminder.id }))).toBe("NOT_FOUND");
    expect(await b.caller.results.reminders.list()).toEqual([]);
    expect(await a.caller.results.reminders.list()).toEqual([expect.objectContaining({ id: reminder.id })]);
  });

  it("keeps another patient from another's share links (results.shares.* → NOT_FOUND, never listed)", async () => {
    const share = await a.caller.results.shares.create({ withPin: false });
    expect(await codeOf(b.caller.results.shares.revoke({ id: share.id }))).toBe("NOT_FOUND");
    expect((await b.caller.results.shares.list()).map((s) => s.id)).not.toContain(share.id);
    const member = await world.db.prisma.familyMember.create({
      data: {
        userId: a.userId,
        name: "Child A",
        dateOfBirth: new Date("2016-01-01"),
        sex: "male",
        relation: "child",
      },
    });
    expect(await codeOf(b.caller.results.shares.create({ personId: member.id }))).toBe("NOT_FOUND");
    const row = await world.db.prisma.resultShare.findUniqueOrThrow({ where: { id: share.id } });
    expect(row.revokedAt).toBeNull();
  });

  it("is NOT_FOUND for another patient's family member: profile.family.*, booking.create and results by personId", async () => {
    const member = await a.caller.profile.family.add({
      name: "Owner's Child",
      dateOfBirth: "2018-04-02",
      sex: "female",
      relation: "child",
    });
    const fields = { name: "Renamed", dateOfBirth: "2018-04-02", sex: "female", relation: "child" } as const;
    const personId = member.id;
    const own = {
      testId: fx.cbcId,
      value: 5,
      unit: "g/dL",
      effectiveDate: "2024-01-02",
      labName: "Lab",
      personId,
    };
    const refused = await Promise.all(
      [
        b.caller.profile.family.update({ ...fields, id: member.id }),
        b.caller.profile.family.remove({ id: member.id }),
        b.caller.booking.create(
          bookingInput(fx, bookingDay(), { familyMemberId: member.id, scheduledTime: "12:00" }),
        ),
        b.caller.results.list({ personId }),
        b.caller.results.timeline({ personId }),
        b.caller.results.addOwn(own),
      ].map(codeOf),
    );
    expect(refused).toEqual(Array(6).fill("NOT_FOUND"));
    expect(await b.caller.profile.family.list()).toEqual([]);
    // The share test above adds a member of its own to the same account.
    await expect(a.caller.profile.family.list()).resolves.toContainEqual(member);
  });
});
