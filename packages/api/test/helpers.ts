/**
 * Test helpers: a migrated test database with a small fixed catalogue, users with sessions, and
 * `createCaller` bound to them — the same procedures the web app calls, without HTTP.
 */
import { expect } from "vitest";
import { seedCatalog, seedInsurance } from "@labcompare/db";
import { TRPCError } from "@trpc/server";
import { AppError } from "../src/app-error.ts";
import { createTestDatabase, type TestDatabase } from "@labcompare/db/testing";
import { createAuth, hashPassword, type Auth } from "@labcompare/auth";
import { addDays, parseOpeningHoursText, todayInDubai } from "@labcompare/domain";
import { createCaller, createContextInner } from "../src/index.ts";

/** A caller of the app router (createCaller's result), as a visitor, patient, staff or admin. */
export type Caller = TestWorld["anon"];

export interface TestWorld {
  db: TestDatabase;
  auth: Auth;
  /** A caller for a visitor (no session). */
  anon: ReturnType<typeof createCaller>;
  /** Creates a user (optionally admin) with a live session and returns a caller acting as them. */
  signedIn(
    email: string,
    opts?: { admin?: boolean },
  ): Promise<{ userId: string; caller: ReturnType<typeof createCaller> }>;
  close(): Promise<void>;
}

// One hash for every test user: hashing is deliberately slow and its queue is bounded.
let passwordHash: Promise<string> | undefined;
/** The argon2id hash of "correct horse battery", the password of every test user. */
export const testPasswordHash = () => (passwordHash ??= hashPassword("correct horse battery"));

export async function createWorld(): Promise<TestWorld> {
  const db = await createTestDatabase();
  const auth = createAuth(db.prisma, { secure: false });
  // Images in test posts come from example.com.
  const imageHosts = ["example.com", "images.example.com"];
  const anon = createCaller(createContextInner({ db: db.prisma, auth, imageHosts }));
  return {
    db,
    auth,
    anon,
    async signedIn(email, opts = {}) {
      const user = await db.prisma.user.create({
        data: {
          email,
          passwordHash: await testPasswordHash(),
          profile: { create: {} },
          ...(opts.admin ? { roles: { create: { role: "admin" } } } : {}),
        },
      });
      const session = await auth.createSession(user.id, {});
      const validated = await auth.validateSession(session.id);
      return {
        userId: user.id,
        caller: createCaller(
          createContextInner({
            db: db.prisma,
            auth,
            session: validated.session,
            user: validated.user,
            imageHosts,
          }),
        ),
      };
    },
    close: () => db.close(),
  };
}

/**
 * The context of a fresh live session of `userId` (roles and labs are read when the session is
 * validated); `extra` adds to it (the site's origin, …).
 */
export async function sessionContext(
  world: TestWorld,
  userId: string,
  extra: Omit<Parameters<typeof createContextInner>[0], "db" | "auth" | "session" | "user"> = {},
) {
  const session = await world.auth.createSession(userId, {});
  const { session: live, user } = await world.auth.validateSession(session.id);
  return createContextInner({ db: world.db.prisma, auth: world.auth, session: live, user, ...extra });
}

/** A caller acting through a fresh live session of `userId` (see sessionContext). */
export const sessionCaller = async (...args: Parameters<typeof sessionContext>): Promise<Caller> =>
  createCaller(await sessionContext(...args));

export interface Fixture {
  categoryId: string;
  cbcId: string;
  vitaminDId: string;
  lipidId: string;
  dubaiLabId: string;
  abuDhabiLabId: string;
  /** A lab that offers neither test. */
  otherLabId: string;
}

/** The fields of a fixture test besides its category. */
interface FixtureTest {
  name: string;
  slug: string;
  synonyms: string[];
  description: string;
  resultTime?: string;
  preparationInstructions?: string;
  fastingHours?: number;
}

/**
 * A small catalogue: 2 categories, 4 tests, 3 labs (Dubai: daily 07:00–22:00 with home collection in
 * Dubai; Abu Dhabi: Sat–Thu 08:00–20:00, closed Fridays, no home collection; one open 24 hours that
 * offers nothing). Default booking rules (15-minute slots, 3 places, 60/240 minutes lead, 60 days). Prices in AED: CBC 85 (Dubai, was 120) / 95 (Abu Dhabi); Vitamin D 150 /
 * 140; Lipid Profile 110 (Dubai only); Carbamazepine Level 125 (Dubai).
 */
export async function seedFixture(world: TestWorld): Promise<Fixture> {
  const p = world.db.prisma;
  const general = await p.testCategory.create({
    data: { name: "General Health", slug: "general-health", description: "Everyday checks" },
  });
  const vitamins = await p.testCategory.create({
    data: { name: "Vitamin & Mineral", slug: "vitamin-mineral" },
  });
  /** A test in category `categoryId`. */
  const createTest = (categoryId: string, data: FixtureTest) =>
    p.test.create({ data: { ...data, categoryId } });
  const cbc = await createTest(general.id, {
    name: "Complete Blood Count (CBC)",
    slug: "complete-blood-count-cbc",
    synonyms: ["CBC", "FBC", "full blood count"],
    description: "Counts red cells, white cells and platelets.",
    resultTime: "Same day",
  });
  const vitaminD = await createTest(vitamins.id, {
    name: "Vitamin D Test",
    slug: "vitamin-d-test",
    synonyms: ["25-OH Vitamin D", "Vit D"],
    description: "Measures 25-hydroxy vitamin D.",
    resultTime: "24 hours",
  });
  const lipid = await createTest(general.id, {
    name: "Lipid Profile",
    slug: "lipid-profile",
    synonyms: ["cholesterol test"],
    description: "Cholesterol and triglycerides.",
    preparationInstructions: "Fast for 10-12 hours.",
    fastingHours: 10,
  });
  const carbamazepine = await createTest(general.id, {
    name: "Carbamazepine Level",
    slug: "carbamazepine-level",
    synonyms: ["CBZ", "Tegretol level"],
    description: "Drug level monitoring.",
  });
  const dubai = await p.lab.create({
    data: {
      name: "Palm Crest Diagnostics",
      slug: "palm-crest",
      emirate: "Dubai",
      area: "Al Barsha",
      address: "Building 1",
      phone: "+971 4 000 0000",
      homeCollection: true,
      serviceEmirates: ["Dubai"],
      weeklyHours: parseOpeningHoursText("Daily 07:00–22:00")!,
      latitude: 25.1117,
      longitude: 55.2001,
      accreditation: ["ISO 15189"],
    },
  });
  const abuDhabi = await p.lab.create({
    data: {
      name: "Corniche Lab",
      slug: "corniche-lab",
      emirate: "Abu Dhabi",
      area: "Al Khalidiyah",
      address: "Tower 2",
      phone: "+971 2 000 0000",
      homeCollection: false,
      weeklyHours: parseOpeningHoursText("Sat–Thu 08:00–20:00")!,
      latitude: 24.47,
      longitude: 54.3496,
    },
  });
  const other = await p.lab.create({
    data: {
      name: "Empty Lab",
      slug: "empty-lab",
      emirate: "Dubai",
      area: "Deira",
      address: "Street 3",
      phone: "+971 4 111 1111",
      weeklyHours: parseOpeningHoursText("24 hours")!,
    },
  });
  await p.labTestOffer.createMany({
    data: [
      {
        labId: dubai.id,
        testId: cbc.id,
        priceAed: 85,
        originalPriceAed: 120,
        homeCollectionFeeAed: 50,
        turnaroundHours: 6,
      },
      { labId: abuDhabi.id, testId: cbc.id, priceAed: 95, turnaroundHours: 24 },
      { labId: dubai.id, testId: vitaminD.id, priceAed: 150, homeCollectionFeeAed: 50, turnaroundHours: 24 },
      { labId: abuDhabi.id, testId: vitaminD.id, priceAed: 140, turnaroundHours: 48 },
      { labId: dubai.id, testId: lipid.id, priceAed: 110, turnaroundHours: 8 },
      { labId: dubai.id, testId: carbamazepine.id, priceAed: 125, turnaroundHours: 24 },
    ],
  });
  return {
    categoryId: general.id,
    cbcId: cbc.id,
    vitaminDId: vitaminD.id,
    lipidId: lipid.id,
    dubaiLabId: dubai.id,
    abuDhabiLabId: abuDhabi.id,
    otherLabId: other.id,
  };
}

/** A world with the fixture catalogue of `seedFixture`. */
export async function createSeededWorld(): Promise<{ world: TestWorld; fx: Fixture }> {
  const world = await createWorld();
  return { world, fx: await seedFixture(world) };
}

/** A world with the demo catalogue (seedCatalog: 400 tests with their synonyms and Arabic names, 21 categories, the labs) and the demo insurers (seedInsurance). */
export async function createCatalogWorld(): Promise<TestWorld> {
  const world = await createWorld();
  await seedCatalog(world.db.prisma);
  await seedInsurance(world.db.prisma);
  return world;
}

/** Three days ahead in Asia/Dubai (yyyy-MM-dd): clear of every lead time, inside the 60-day horizon. */
export const bookingDay = (): string => addDays(todayInDubai(), 3);

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
