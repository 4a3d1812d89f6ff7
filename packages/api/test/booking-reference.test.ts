/**
 * booking.create draws a random reference ("LC-XXXXXX"); the database's unique index decides. A
 * drawn reference that is already taken must cost a retry, not the booking: the attempt rolls back
 * (its place in the slot too) and a new reference is drawn, up to three retries.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addDays, todayInDubai } from "@labcompare/domain";
import type { Fixture, TestWorld } from "./helpers.ts";

const newBookingReference = vi.hoisted(() => vi.fn<() => string>());
vi.mock("@labcompare/domain", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@labcompare/domain")>();
  newBookingReference.mockImplementation(actual.newBookingReference);
  return { ...actual, newBookingReference };
});

let helpers: typeof import("./helpers.ts");
let world: TestWorld, fx: Fixture;
const day = addDays(todayInDubai(), 3);

beforeAll(async () => {
  // Test files may share a worker's modules: booking.create's modules are loaded afresh so that they
  // import the mocked domain even when an earlier file loaded the real one.
  vi.resetModules();
  helpers = await import("./helpers.ts");
  ({ world, fx } = await helpers.createSeededWorld());
});
afterAll(() => world.close());

const input = (time: string) =>
  helpers.bookingInput(fx, day, {
    testIds: [fx.cbcId, fx.lipidId],
    scheduledTime: time,
    patientName: "Omar Haddad",
    patientEmail: "omar@example.com",
  });

const placesTaken = async (time: string) =>
  (
    await world.db.prisma.bookingSlotUsage.findFirst({
      where: { labId: fx.dubaiLabId, slotTime: time },
      select: { booked: true },
    })
  )?.booked ?? 0;

describe("booking.create and a reference already taken", () => {
  it("draws another reference and books once, with its items and one place taken", async () => {
    const { caller } = await world.signedIn("ref-retry@example.com");
    const first = await caller.booking.create(input("09:00"));
    newBookingReference.mockReturnValueOnce(first.reference).mockReturnValueOnce(first.reference);
    const second = await caller.booking.create(input("09:15"));
    expect(second.reference).toMatch(/^LC-[2-9A-HJKMNP-TV-Z]{6}$/);
    expect(second.reference).not.toBe(first.reference);
    const stored = await world.db.prisma.booking.findUniqueOrThrow({
      where: { id: second.id },
      select: { reference: true, _count: { select: { items: true } } },
    });
    expect(stored).toEqual({ reference: second.reference, _count: { items: 2 } });
    expect(await placesTaken("09:15")).toBe(1);
    expect(
      await world.db.prisma.notification.count({
        where: { bookingId: second.id, template: "booking_created" },
      }),
    ).toBe(1);
  });

  it("gives up after three retries, leaving nothing behind", async () => {
    const { caller, userId } = await world.signedIn("ref-giveup@example.com");
    const first = await caller.booking.create(input("10:00"));
    for (let i = 0; i < 4; i++) newBookingReference.mockReturnValueOnce(first.reference);
    const error = await helpers.failure(caller.booking.create(input("10:30")));
    expect(error.code).toBe("INTERNAL_SERVER_ERROR");
    expect(await world.db.prisma.booking.count({ where: { userId } })).toBe(1);
    expect(await placesTaken("10:30")).toBe(0);
  });
});
