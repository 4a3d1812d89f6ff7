/**
 * Test helpers: worlds with the fixture or the demo catalogue, booking inputs, a verification email
 * to queue, and what a failed call carries. The world itself is in world.ts, the fixture catalogue in fixture.ts (both re-exported).
 */
import { afterAll, beforeAll, expect } from "vitest";
import { seedCatalog, seedInsurance } from "@labcompare/db";
import { TRPCError } from "@trpc/server";
import { AppError } from "../src/app-error.ts";
import { addDays, todayInDubai } from "@labcompare/domain";
import { seedFixture, type Fixture } from "./fixture.ts";
import { createWorld, type TestWorld } from "./world.ts";

export {
  createWorld,
  sessionCaller,
  sessionContext,
  testPasswordHash,
  type Caller,
  type TestWorld,
} from "./world.ts";
export { seedFixture, type Fixture } from "./fixture.ts";

/** A test world and the ids of its fixture catalogue. */
export interface SeededWorld {
  world: TestWorld;
  fx: Fixture;
}

/** A world with the fixture catalogue of `seedFixture`. */
export async function createSeededWorld(): Promise<SeededWorld> {
  const world = await createWorld();
  return { world, fx: await seedFixture(world) };
}

/**
 * The fixture world of one test file: registers beforeAll (createSeededWorld, then `setUp` given the
 * world) and afterAll (closes it). Returns `world` and `fx` at once: empty objects that beforeAll
 * fills in, so they are read in hooks and tests, never while the file loads.
 */
export function seededWorldForFile(setUp?: (seeded: SeededWorld) => Promise<void>): SeededWorld {
  const seeded: SeededWorld = { world: {} as TestWorld, fx: {} as Fixture };
  beforeAll(async () => {
    const created = await createSeededWorld();
    Object.assign(seeded.world, created.world);
    Object.assign(seeded.fx, created.fx);
    await setUp?.(seeded);
  });
  afterAll(() => seeded.world.close());
  return seeded;
}

/** A world with the demo catalogue (seedCatalog: 400 tests with their synonyms and Arabic names, 21 categories, the labs) and the demo insurers (seedInsurance). */
export async function createCatalogWorld(): Promise<TestWorld> {
  const world = await createWorld();
  await seedCatalog(world.db.prisma);
  await seedInsurance(world.db.prisma);
  return world;
}

/**
 * Three days ahead in Asia/Dubai (yyyy-MM-dd), or four when that is a Friday (the Abu Dhabi fixture
 * lab is closed then): clear of every lead time, inside the 60-day horizon, a day both labs open.
 */
export const bookingDay = (): string => {
  const day = addDays(todayInDubai(), 3);
  return new Date(`${day}T00:00:00Z`).getUTCDay() === 5 ? addDays(day, 1) : day;
};

/** The fixture Dubai lab's home-collection windows (two hours each, 07:00–21:00). */
export const DUBAI_HOME_WINDOWS = ["07:00", "09:00", "11:00", "13:00", "15:00", "17:00", "19:00"];

/** A booking.create input: the Dubai lab, CBC, 10:00 on `date` (yyyy-MM-dd), patient Aisha Rahman; `patch` overrides any field. */
export const bookingInput = (fx: Fixture, date: string, patch: Record<string, unknown> = {}) => ({
  testIds: [fx.cbcId],
  labId: fx.dubaiLabId,
  scheduledDate: date,
  scheduledTime: "10:00",
  patientName: "Aisha Rahman",
  patientEmail: "aisha@example.com",
  ...patch,
});

/** An email-verification message to `recipient` whose link carries `token`, as queueMessages takes it. */
export const verificationEmail = (recipient: string, token: string) => ({
  recipient,
  template: "email_verification" as const,
  data: { link: `/verify-email?token=${token}`, validFor: "24 hours" },
});

/**
 * The error a call fails with: a TRPCError from a procedure, an AppError from a service called
 * directly (fails the test when the call succeeds, or fails otherwise).
 */
export async function failure(promise: Promise<unknown>): Promise<TRPCError | AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError || error instanceof AppError) return error;
    throw error;
  }
  throw new Error("Expected the call to fail");
}

/** Expects `promise` to fail (see `failure`) with `code` and `message`. */
export async function expectFailure(promise: Promise<unknown>, code: string, message: string): Promise<void> {
  expect(await failure(promise)).toMatchObject({ code, message });
}

/** Field messages of a validation failure. */
export function issueMessages(error: TRPCError | AppError): string[] {
  const cause = error.cause as { issues?: { message: string }[] } | undefined;
  return cause?.issues?.map((i) => i.message) ?? [];
}

/** The domain reason of a failure (`error.data.reason` on the wire): from an AppError, or the one a TRPCError wraps; null when none. */
export function reasonOf(error: unknown): string | null {
  const domain = error instanceof AppError ? error : error instanceof Error ? error.cause : undefined;
  return domain instanceof AppError ? domain.reason : null;
}
