/**
 * Security: walks the router definition and calls EVERY admin.* procedure as a visitor (must be
 * UNAUTHORIZED), as a signed-in patient (must be FORBIDDEN) and as a lab_staff user (FORBIDDEN for
 * everything outside admin.bookings.*, which lab staff may use within their labs), so a procedure
 * added later cannot be left open by mistake. Also checks that an admin passes the gate.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRPCError } from "@trpc/server";
import { appRouter } from "../src/index.ts";
import { createWorld, seedFixture, type Fixture, type TestWorld } from "./helpers.ts";
import { signedInLabStaff } from "./admin-helpers.ts";

type Caller = TestWorld["anon"];

/** Every procedure path under admin.*, from the router's own record (not a hand-kept list). */
function adminProcedurePaths(): string[] {
  const procedures = appRouter._def.procedures as Record<string, unknown>;
  return Object.keys(procedures)
    .filter((path) => path.startsWith("admin."))
    .sort();
}

/** Calls the procedure at `path` on a caller (queries and mutations are both plain functions on a caller). */
function call(caller: Caller, path: string, input: unknown): Promise<unknown> {
  const fn = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  if (typeof fn !== "function") throw new Error(`No procedure at ${path}`);
  return (fn as (input: unknown) => Promise<unknown>)(input);
}

/** Plausible input for any admin procedure; the gate must refuse before the input matters. */
const DUMMY_INPUT = {
  id: "00000000-0000-4000-8000-000000000000",
  userId: "00000000-0000-4000-8000-000000000000",
  labId: "00000000-0000-4000-8000-000000000000",
  testId: "00000000-0000-4000-8000-000000000000",
  page: 1,
};

async function errorOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  return null;
}

let world: TestWorld;
let fx: Fixture;
let patient: Caller;
let admin: Caller;
let staff: Caller;

/** The lab operations lab staff may use (admin.bookings.*); every other admin procedure is admins only. */
const LAB_STAFF_PATHS = [
  "admin.bookings.byId",
  "admin.bookings.dayView",
  "admin.bookings.exportCsv",
  "admin.bookings.labs",
  "admin.bookings.list",
  "admin.bookings.newSince",
  "admin.bookings.reschedule",
  "admin.bookings.updateStatus",
];

beforeAll(async () => {
  world = await createWorld();
  fx = await seedFixture(world);
  patient = (await world.signedIn("patient@example.com")).caller;
  admin = (await world.signedIn("admin@example.com", { admin: true })).caller;
  staff = (await signedInLabStaff(world, "staff@example.com", [fx.abuDhabiLabId])).caller;
});

afterAll(async () => {
  await world.close();
});

describe("admin authorisation", () => {
  const paths = adminProcedurePaths();

  it("finds every admin procedure in the router (the walk cannot silently find none)", () => {
    expect(paths.length).toBeGreaterThan(30);
    for (const area of ["dashboard", "bookings", "tests", "offers", "labs", "categories", "users", "blog", "seo", "resources", "audit"]) {
      expect(paths.some((p) => p.startsWith(`admin.${area}.`)), `admin.${area}.*`).toBe(true);
    }
  });

  it.each(paths)("%s refuses a visitor with UNAUTHORIZED", async (path) => {
    const error = await errorOf(call(world.anon, path, DUMMY_INPUT));
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe("UNAUTHORIZED");
  });

  it.each(paths)("%s refuses a signed-in patient with FORBIDDEN", async (path) => {
    const error = await errorOf(call(patient, path, DUMMY_INPUT));
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe("FORBIDDEN");
  });

  it("lab staff procedures are exactly admin.bookings.* (a new one must be added here on purpose)", () => {
    expect(paths.filter((p) => p.startsWith("admin.bookings."))).toEqual(LAB_STAFF_PATHS);
  });

  it.each(paths.filter((p) => !LAB_STAFF_PATHS.includes(p)))("%s refuses a lab_staff user with FORBIDDEN", async (path) => {
    const error = await errorOf(call(staff, path, DUMMY_INPUT));
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe("FORBIDDEN");
  });

  it("lets lab staff through the admin.bookings gate, inside their labs only", async () => {
    const date = "2030-03-12";
    await expect(call(staff, "admin.bookings.list", { page: 1 })).resolves.toMatchObject({ total: 0 });
    await expect(call(staff, "admin.bookings.labs", undefined)).resolves.toHaveLength(1);
    await expect(call(staff, "admin.bookings.exportCsv", {})).resolves.toMatchObject({ rows: 0 });
    await expect(call(staff, "admin.bookings.newSince", { since: new Date() })).resolves.toMatchObject({ count: 0 });
    await expect(call(staff, "admin.bookings.dayView", { labId: fx.abuDhabiLabId, date, collectionMode: "lab_visit" })).resolves.toBeTruthy();
    // Past the gate, an unknown booking is NOT_FOUND; another lab is FORBIDDEN by scope.
    expect(((await errorOf(call(staff, "admin.bookings.byId", DUMMY_INPUT))) as TRPCError).code).toBe("NOT_FOUND");
    expect(((await errorOf(call(staff, "admin.bookings.updateStatus", { ...DUMMY_INPUT, status: "confirmed" }))) as TRPCError).code).toBe("NOT_FOUND");
    expect(((await errorOf(call(staff, "admin.bookings.dayView", { labId: fx.dubaiLabId, date, collectionMode: "lab_visit" }))) as TRPCError).code).toBe("FORBIDDEN");
  });

  it("nothing was written by the refused calls", async () => {
    expect(await world.db.prisma.auditLog.count()).toBe(0);
  });

  it("lets an admin through the gate", async () => {
    await expect(call(admin, "admin.dashboard.summary", undefined)).resolves.toBeTruthy();
    // Past the gate, a bad id is a validation or not-found error, never UNAUTHORIZED/FORBIDDEN.
    const error = await errorOf(call(admin, "admin.blog.byId", DUMMY_INPUT));
    expect((error as TRPCError).code).toBe("NOT_FOUND");
  });
});
