/**
 * Helpers of the admin tests: a world with a signed-in admin, bookings inserted straight into the
 * database (for past appointments or exact created-at times the booking procedures would refuse),
 * lab staff users, and the input of a new lab.
 */
import { expect } from "vitest";
import { dailyHours, dubaiInstant, newBookingReference, type BookingStatusValue } from "@labcompare/domain";
import { createSeededWorld, createWorld, sessionCaller, type Fixture, type TestWorld } from "./helpers.ts";

export interface InsertBooking {
  userId: string;
  labId: string;
  /** Test ids; each item is priced at `priceAed` / number of tests. */
  testIds: string[];
  /** yyyy-MM-dd and HH:mm in Asia/Dubai. */
  date: string;
  time?: string;
  status?: BookingStatusValue;
  patientName?: string;
  patientEmail?: string;
  patientPhone?: string | null;
  totalAed?: number;
  createdAt?: string;
  collectionMode?: "lab_visit" | "home_collection";
  reference?: string;
  /** Paid through a plan (default: self-pay): its id, the member number and the estimated share in AED. */
  insurance?: { planId: string; memberNumber?: string; estimatedShareAed?: number };
}

/** Inserts a booking with its reference, start instant and items; returns { id, reference }. */
export async function insertBooking(
  world: TestWorld,
  b: InsertBooking,
): Promise<{ id: string; reference: string }> {
  const time = b.time ?? "09:00";
  const total = b.totalAed ?? 85;
  const each = total / b.testIds.length;
  const row = await world.db.prisma.booking.create({
    data: {
      reference: b.reference ?? newBookingReference(),
      userId: b.userId,
      labId: b.labId,
      scheduledDate: new Date(`${b.date}T00:00:00Z`),
      scheduledTime: time,
      startsAt: dubaiInstant(b.date, time),
      patientName: b.patientName ?? "Pat Patient",
      patientEmail: b.patientEmail ?? "patient@example.com",
      patientPhone: b.patientPhone ?? null,
      status: b.status ?? "pending",
      collectionMode: b.collectionMode ?? "lab_visit",
      priceAed: total,
      totalAed: total,
      ...(b.createdAt ? { createdAt: new Date(b.createdAt) } : {}),
      ...(b.insurance
        ? {
            paymentMethod: "insurance" as const,
            insurancePlanId: b.insurance.planId,
            memberNumber: b.insurance.memberNumber ?? "MEM-0001",
            estimatedShareAed: b.insurance.estimatedShareAed ?? null,
          }
        : {}),
      items: { create: b.testIds.map((testId) => ({ testId, priceAed: each })) },
    },
    select: { id: true, reference: true },
  });
  return row;
}

/** A lab_staff user of `labIds` with a live session; returns a caller acting as them. */
export async function signedInLabStaff(world: TestWorld, email: string, labIds: string[]) {
  const { userId } = await world.signedIn(email);
  await world.db.prisma.userRole.create({ data: { userId, role: "lab_staff" } });
  await world.db.prisma.labStaff.createMany({ data: labIds.map((labId) => ({ userId, labId })) });
  return { userId, caller: await sessionCaller(world, userId) };
}

/** A test world with an admin signed in: the admin's caller and user id. */
export interface AdminWorld {
  world: TestWorld;
  admin: TestWorld["anon"];
  adminId: string;
}

/**
 * A world with an admin signed in as `email` (admin@example.com unless given), and the fixture
 * catalogue of `seedFixture` unless `seed` is false.
 */
export async function createAdminWorld(options: { seed: false; email?: string }): Promise<AdminWorld>;
export async function createAdminWorld(options?: { email?: string }): Promise<AdminWorld & { fx: Fixture }>;
export async function createAdminWorld(
  options: { seed?: boolean; email?: string } = {},
): Promise<AdminWorld & { fx?: Fixture }> {
  const seeded = options.seed === false ? { world: await createWorld() } : await createSeededWorld();
  const { caller, userId } = await seeded.world.signedIn(options.email ?? "admin@example.com", {
    admin: true,
  });
  return { ...seeded, admin: caller, adminId: userId };
}

/**
 * Runs `calls` at once, the last of them a delete of the row the others change, and expects the
 * delete to succeed and every other call to succeed or answer NOT_FOUND with `notFound` (never a 500).
 * Returns the settled results in call order.
 */
export async function expectDeleteWins(
  calls: Promise<unknown>[],
  notFound: string,
): Promise<PromiseSettledResult<unknown>[]> {
  const results = await Promise.allSettled(calls);
  expect(results.at(-1)?.status).toBe("fulfilled");
  for (const r of results) {
    if (r.status === "rejected") expect(r.reason).toMatchObject({ code: "NOT_FOUND", message: notFound });
  }
  return results;
}

/**
 * admin.labs.create input for a Dubai lab (phone +971 4 222 2222) open 08:00–20:00 every day, with
 * `lab`'s name, area and address; any other field `lab` gives is added or replaces the default.
 */
export function adminLabInput<T extends { name: string; area: string; address: string }>(lab: T) {
  return {
    emirate: "Dubai" as const,
    phone: "+971 4 222 2222",
    weeklyHours: dailyHours("08:00", "20:00"),
    ...lab,
  };
}
