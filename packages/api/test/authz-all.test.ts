/**
 * Security: walks EVERY procedure of `appRouter` (from `appRouter._def.procedures`, not a hand-kept
 * list of guarded ones) against a real test database. Only the procedures in PUBLIC_PROCEDURES may be
 * called by a visitor; every other one must answer an anonymous caller UNAUTHORIZED, so a procedure
 * added later without a guard fails here until it is guarded or listed as public on purpose. Every
 * admin.* procedure (lab-staff ones included) answers a signed-in patient FORBIDDEN; every other
 * signed-in procedure lets a patient through its gate. Owner-only data: patient B gets NOT_FOUND
 * (never FORBIDDEN, so references cannot be probed) for patient A's booking and sessions.
 * The .ics download's owner check is over HTTP in apps/api/test/booking-calendar.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRPCError } from "@trpc/server";
import { addDays, todayInDubai } from "@labcompare/domain";
import { appRouter } from "../src/index.ts";
import { createWorld, seedFixture, type Fixture, type TestWorld } from "./helpers.ts";

type Caller = TestWorld["anon"];

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
  "catalog.areas",
  "catalog.search",
  "catalog.labs.list",
  "catalog.labs.bySlug",
  "catalog.labs.offers",
  "booking.slots",
  "booking.availability",
  "content.blog.list",
  "content.blog.byId",
  "content.resources.list",
  "content.settings",
  "content.seo.get",
  "content.seo.pageSeo",
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
  throw error;
}

const paths = allProcedurePaths();
const guarded = paths.filter((p) => !PUBLIC_PROCEDURES.includes(p));
const adminPaths = paths.filter((p) => p.startsWith("admin."));
const patientPaths = guarded.filter((p) => !p.startsWith("admin."));

let world: TestWorld;
let fx: Fixture;

beforeAll(async () => {
  world = await createWorld();
  fx = await seedFixture(world);
});

afterAll(async () => {
  await world?.close();
});

describe("every procedure of the router", () => {
  it("is found by the walk (it cannot silently find none), and every public entry still exists", () => {
    expect(paths.length).toBeGreaterThan(80);
    expect(adminPaths.length).toBeGreaterThan(30);
    expect(patientPaths.length).toBeGreaterThan(10);
    for (const p of PUBLIC_PROCEDURES) expect(paths, `${p} is listed as public but is not in the router`).toContain(p);
  });

  it.each(guarded)("%s refuses a visitor with UNAUTHORIZED", async (path) => {
    expect(await codeOf(call(world.anon, path, DUMMY_INPUT))).toBe("UNAUTHORIZED");
  });

  it.each(PUBLIC_PROCEDURES.filter((p) => p !== "auth.signOut"))("%s (public) lets a visitor through", async (path) => {
    // Past the gate, a dummy input gives a validation or not-found error, or an answer — never a refusal of the caller.
    expect(["UNAUTHORIZED", "FORBIDDEN"]).not.toContain(await codeOf(call(world.anon, path, DUMMY_INPUT)));
  });

  it.each(adminPaths)("%s refuses a signed-in patient with FORBIDDEN", async (path) => {
    const { caller } = await world.signedIn(`patient-${path}@example.com`);
    expect(await codeOf(call(caller, path, DUMMY_INPUT))).toBe("FORBIDDEN");
  });

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
    booking = await a.caller.booking.create({
      testIds: [fx.cbcId],
      labId: fx.dubaiLabId,
      scheduledDate: addDays(todayInDubai(), 3),
      scheduledTime: "10:00",
      patientName: "Owner A",
      patientEmail: "owner-a@example.com",
    });
  });

  it("is NOT_FOUND for another patient: booking.byReference, booking.cancel, booking.reschedule", async () => {
    expect(await codeOf(b.caller.booking.byReference({ reference: booking.reference }))).toBe("NOT_FOUND");
    expect(await codeOf(b.caller.booking.byReference({ reference: booking.reference.toLowerCase() }))).toBe("NOT_FOUND");
    expect(await codeOf(b.caller.booking.cancel({ id: booking.id, reason: "not mine" }))).toBe("NOT_FOUND");
    // A free slot in the horizon: only ownership can refuse it.
    expect(await codeOf(b.caller.booking.reschedule({ id: booking.id, scheduledDate: addDays(todayInDubai(), 4), scheduledTime: "11:00" }))).toBe("NOT_FOUND");
    expect(await b.caller.booking.listMine()).toEqual(expect.not.arrayContaining([expect.objectContaining({ id: booking.id })]));
  });

  it("is left as it was by the refused calls, and the owner still reads it", async () => {
    const row = await world.db.prisma.booking.findUniqueOrThrow({ where: { id: booking.id }, select: { status: true, scheduledTime: true, userId: true } });
    expect(row).toEqual({ status: booking.status, scheduledTime: "10:00", userId: a.userId });
    await expect(a.caller.booking.byReference({ reference: booking.reference })).resolves.toMatchObject({ id: booking.id });
  });

  it("keeps another patient from ending one's sessions (auth.signOutSession → NOT_FOUND)", async () => {
    const session = await world.db.prisma.session.findFirstOrThrow({ where: { userId: a.userId }, select: { id: true } });
    expect(await codeOf(b.caller.auth.signOutSession({ id: session.id }))).toBe("NOT_FOUND");
    expect(await world.db.prisma.session.count({ where: { id: session.id } })).toBe(1);
  });
});
