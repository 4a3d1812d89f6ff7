import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInDubai } from "@labcompare/validators";
import { createWorld, seedFixture, type Fixture, type TestWorld } from "./helpers.ts";

let world: TestWorld;
let fx: Fixture;
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  world = await createWorld();
  fx = await seedFixture(world);
});
afterAll(() => world.close());

const valid = () => ({
  testId: fx.cbcId,
  labId: fx.dubaiLabId,
  scheduledDate: tomorrow,
  patientName: "Aisha Rahman",
  patientEmail: "aisha@example.com",
});

describe("booking.create", () => {
  it("refuses a visitor with UNAUTHORIZED and writes nothing", async () => {
    await expect(world.anon.booking.create(valid())).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(await world.db.prisma.booking.count()).toBe(0);
  });

  it("books at the chosen lab: pending, 09:00 by default, price snapshotted from the offer", async () => {
    const { caller, userId } = await world.signedIn("patient1@example.com");
    const booking = await caller.booking.create({ ...valid(), patientPhone: "", notes: "  " });
    expect(booking).toMatchObject({
      status: "pending",
      scheduledDate: tomorrow,
      scheduledTime: "09:00",
      priceAed: "85.00",
      totalAed: "85.00",
      homeCollectionFeeAed: null,
      patientPhone: null,
      notes: null,
      collectionMode: "lab_visit",
      test: { name: "Complete Blood Count (CBC)" },
      lab: { name: "Palm Crest Diagnostics" },
    });
    // A later price change leaves the booking's price as it was.
    await world.db.prisma.labTestOffer.update({
      where: { labId_testId: { labId: fx.dubaiLabId, testId: fx.cbcId } },
      data: { priceAed: 99 },
    });
    const row = await world.db.prisma.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(row.userId).toBe(userId);
    expect(row.priceAed.toFixed(2)).toBe("85.00");
    const [mine] = await caller.booking.listMine();
    expect(mine).toMatchObject({ id: booking.id, priceAed: "85.00" });
    await world.db.prisma.labTestOffer.update({
      where: { labId_testId: { labId: fx.dubaiLabId, testId: fx.cbcId } },
      data: { priceAed: 85 },
    });
  });

  it("adds the lab's fee for home collection and keeps the address", async () => {
    const { caller } = await world.signedIn("patient2@example.com");
    const booking = await caller.booking.create({
      ...valid(),
      testId: fx.vitaminDId,
      scheduledTime: "07:30",
      collectionMode: "home_collection",
      collectionAddress: "Villa 12, Street 4, Jumeirah 1",
      collectionEmirate: "Dubai",
    });
    expect(booking).toMatchObject({
      priceAed: "150.00",
      homeCollectionFeeAed: "50.00",
      totalAed: "200.00",
      scheduledTime: "07:30",
      collectionAddress: "Villa 12, Street 4, Jumeirah 1",
    });
  });

  it("refuses home collection at a lab without it, and without an address", async () => {
    const { caller } = await world.signedIn("patient3@example.com");
    await expect(
      caller.booking.create({ ...valid(), labId: fx.abuDhabiLabId, collectionMode: "home_collection", collectionAddress: "Flat 3", collectionEmirate: "Abu Dhabi" }),
    ).rejects.toThrow("The selected lab does not offer home collection");
    await expect(caller.booking.create({ ...valid(), collectionMode: "home_collection" })).rejects.toThrow(
      "Please enter the address for home collection",
    );
  });

  it("refuses a lab that does not offer the test, and an unknown test or lab", async () => {
    const { caller } = await world.signedIn("patient4@example.com");
    await expect(caller.booking.create({ ...valid(), labId: fx.otherLabId })).rejects.toThrow(
      "The selected lab does not offer this test",
    );
    await expect(caller.booking.create({ ...valid(), testId: "00000000-0000-4000-8000-000000000000" })).rejects.toThrow("Test not found");
    await expect(caller.booking.create({ ...valid(), labId: "00000000-0000-4000-8000-000000000000" })).rejects.toThrow("Lab not found");
    expect(await world.db.prisma.booking.count({ where: { patientEmail: "aisha@example.com", user: { email: "patient4@example.com" } } })).toBe(0);
  });

  it("refuses a date before today in Asia/Dubai but accepts today", async () => {
    const { caller } = await world.signedIn("patient5@example.com");
    await expect(caller.booking.create({ ...valid(), scheduledDate: "2020-01-01" })).rejects.toThrow(
      "Please choose today or a later date",
    );
    const today = await caller.booking.create({ ...valid(), scheduledDate: todayInDubai() });
    expect(today.scheduledDate).toBe(todayInDubai());
  });

  it("gives the SPEC messages for missing or malformed fields", async () => {
    const { caller } = await world.signedIn("patient6@example.com");
    const cases: [Record<string, unknown>, string][] = [
      [{ scheduledDate: "" }, "Please select a date"],
      [{ scheduledDate: undefined }, "Please select a date"],
      [{ patientName: "   " }, "Patient name is required"],
      [{ patientEmail: "" }, "Email is required"],
      [{ patientEmail: "not-an-email" }, "Please enter a valid email address"],
      [{ scheduledTime: "" }, "Please select a time"],
      [{ scheduledTime: "25:00" }, "Please enter a time as HH:mm"],
      [{ labId: "" }, "Please choose a lab"],
    ];
    for (const [patch, message] of cases) {
      await expect(caller.booking.create({ ...valid(), ...patch } as never), JSON.stringify(patch)).rejects.toThrow(message);
    }
  });
});

describe("booking.listMine", () => {
  it("returns only the caller's bookings, newest first", async () => {
    const a = await world.signedIn("owner-a@example.com");
    const b = await world.signedIn("owner-b@example.com");
    const first = await a.caller.booking.create({ ...valid(), patientName: "A first" });
    const second = await a.caller.booking.create({ ...valid(), testId: fx.lipidId, patientName: "A second" });
    await b.caller.booking.create({ ...valid(), patientName: "B only" });
    const mine = await a.caller.booking.listMine();
    expect(mine.map((x) => x.id)).toEqual([second.id, first.id]);
    const theirs = await b.caller.booking.listMine();
    expect(theirs.map((x) => x.patientName)).toEqual(["B only"]);
    await expect(world.anon.booking.listMine()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
