/**
 * Booking rules on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): slots, the
 * server-enforced time rules, multi-test orders and the one-visit fee, capacity under 50 parallel
 * creates, idempotent retries that race, duplicates, cancel/reschedule with the cut-off, the status
 * state machine, references and the profile filled from a booking.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInDubai, weekdayOf } from "@labcompare/domain";
import { AppError } from "../src/app-error.ts";
import { changeBookingStatus } from "../src/bookings/booking-status.service.ts";
import {
  DUBAI_HOME_WINDOWS,
  bookingDay,
  bookingInput,
  createSeededWorld,
  failure,
  reasonOf,
  issueMessages,
  type Fixture,
  type TestWorld,
} from "./helpers.ts";

let world: TestWorld, fx: Fixture;
const day = bookingDay();
beforeAll(async () => ({ world, fx } = await createSeededWorld()));
afterAll(() => world.close());

const valid = (patch: Record<string, unknown> = {}) => bookingInput(fx, day, patch);

/** Inserts a booking row directly (for appointments in the past or inside the cut-off). */
async function insertBooking(userId: string, startsAt: Date, status: "pending" | "confirmed" = "pending") {
  const date = new Date(startsAt.getTime() + 4 * 3_600_000).toISOString();
  return world.db.prisma.booking.create({
    data: {
      reference: `LC-${Math.random()
        .toString(36)
        .slice(2, 8)
        .toUpperCase()
        .replace(/[01ILOU]/g, "7")}`,
      userId,
      labId: fx.dubaiLabId,
      scheduledDate: new Date(`${date.slice(0, 10)}T00:00:00Z`),
      scheduledTime: date.slice(11, 16),
      startsAt,
      status,
      patientName: "Row Patient",
      patientEmail: "row@example.com",
      priceAed: 85,
      totalAed: 85,
      items: { create: { testId: fx.cbcId, priceAed: 85 } },
    },
  });
}

describe("booking.slots and booking.availability", () => {
  it("lists the day's 15-minute slots inside the schedule with 3 places each", async () => {
    const res = await world.anon.booking.slots({
      labId: fx.dubaiLabId,
      date: day,
      collectionMode: "lab_visit",
    });
    // The lab's change cut-off comes with the slots (the picker warns about a time inside it): the default 2 hours.
    expect(res).toMatchObject({
      timezone: "Asia/Dubai",
      date: day,
      closedReason: null,
      changeCutoffMinutes: 120,
    });
    // Daily 07:00–22:00: 60 slots, the last starting 21:45.
    expect(res.slots).toHaveLength(60);
    expect(res.slots[0]).toEqual({ time: "07:00", endTime: "07:15", remaining: 3, bookable: true });
    expect(res.slots.at(-1)?.time).toBe("21:45");
  });

  it("gives a closed day's reason: the weekday, or a dated closure", async () => {
    let friday = day;
    while (weekdayOf(friday) !== 5) friday = addDays(friday, 1);
    const res = await world.anon.booking.slots({
      labId: fx.abuDhabiLabId,
      date: friday,
      collectionMode: "lab_visit",
    });
    expect(res).toMatchObject({ closedReason: "Closed on Fridays", slots: [] });

    const eid = addDays(day, 10);
    await world.db.prisma.labClosure.create({
      data: { labId: fx.dubaiLabId, date: new Date(`${eid}T00:00:00Z`), reason: "Eid Al Adha" },
    });
    const closed = await world.anon.booking.slots({
      labId: fx.dubaiLabId,
      date: eid,
      collectionMode: "lab_visit",
    });
    expect(closed).toMatchObject({ closedReason: "Eid Al Adha", slots: [] });
    const avail = await world.anon.booking.availability({
      labId: fx.dubaiLabId,
      collectionMode: "lab_visit",
      from: day,
      days: 62,
    });
    expect(avail.days).toHaveLength(62);
    expect(avail.lastBookableDate).toBe(addDays(todayInDubai(), 60));
    expect(avail.days.find((d) => d.date === eid)).toMatchObject({
      open: false,
      closedReason: "Eid Al Adha",
      bookable: 0,
    });
    expect(avail.days[0]).toMatchObject({ date: day, open: true, bookable: 60 });
    // Beyond the 60-day horizon: open, but nothing bookable.
    expect(avail.days.at(-1)).toMatchObject({ open: true, bookable: 0 });
  });

  it("offers home-collection windows only in the emirates the lab serves", async () => {
    const res = await world.anon.booking.slots({
      labId: fx.dubaiLabId,
      date: day,
      collectionMode: "home_collection",
      collectionEmirate: "Dubai",
    });
    expect(res.slots.map((s) => s.time)).toEqual(DUBAI_HOME_WINDOWS);
    expect(res.slots[0]).toMatchObject({ endTime: "09:00", remaining: 2 });
    const other = await failure(
      world.anon.booking.slots({
        labId: fx.dubaiLabId,
        date: day,
        collectionMode: "home_collection",
        collectionEmirate: "Abu Dhabi",
      }),
    );
    expect(other).toMatchObject({
      code: "BAD_REQUEST",
      message: "This lab does not offer home collection in Abu Dhabi.",
    });
    const none = await failure(
      world.anon.booking.slots({ labId: fx.abuDhabiLabId, date: day, collectionMode: "home_collection" }),
    );
    expect(none).toMatchObject({
      code: "BAD_REQUEST",
      message: "The selected lab does not offer home collection",
    });
  });
});

describe("booking.create: time rules the server enforces", () => {
  it("refuses past times, lead time, outside hours, closures and the horizon with clear messages", async () => {
    const { caller } = await world.signedIn("rules@example.com");
    await world.db.prisma.labTestOffer.create({
      data: { labId: fx.otherLabId, testId: fx.cbcId, priceAed: 70, turnaroundHours: 4 },
    });
    const yesterday = addDays(todayInDubai(), -1);
    const cases: [Record<string, unknown>, string][] = [
      [
        { labId: fx.otherLabId, scheduledDate: yesterday },
        "This time has already passed. Please choose a later time.",
      ],
      [
        { scheduledTime: "03:00" },
        "This time is outside the lab's opening hours. Please choose one of the listed times.",
      ],
      [
        { scheduledTime: "10:07" },
        "This time is outside the lab's opening hours. Please choose one of the listed times.",
      ],
      [
        { scheduledDate: addDays(todayInDubai(), 61) },
        "Bookings can be made up to 60 days ahead. Please choose an earlier date.",
      ],
      [
        { scheduledDate: addDays(day, 10) },
        "The lab is closed on this day (Eid Al Adha). Please choose another date.",
      ],
    ];
    for (const [patch, message] of cases) {
      const error = await failure(caller.booking.create(valid(patch)));
      expect(error, JSON.stringify(patch)).toMatchObject({ code: "BAD_REQUEST", message });
      expect(reasonOf(error)).toBe("SLOT_UNAVAILABLE");
    }
    // The 24-hour lab: the next slot boundary at least 15 minutes away is inside the 60-minute lead.
    const soon = new Date(Date.now() + 20 * 60_000 + 4 * 3_600_000);
    const minutes = Math.ceil((soon.getUTCHours() * 60 + soon.getUTCMinutes()) / 15) * 15;
    if (minutes < 24 * 60) {
      const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
      const error = await failure(
        caller.booking.create(
          valid({
            labId: fx.otherLabId,
            scheduledDate: soon.toISOString().slice(0, 10),
            scheduledTime: time,
          }),
        ),
      );
      expect(error.message).toBe("Please choose a time at least 1 hour from now.");
    }
    expect(await world.db.prisma.booking.count({ where: { user: { email: "rules@example.com" } } })).toBe(0);
  });

  it("gives the form messages for missing or malformed fields, phones included", async () => {
    const { caller } = await world.signedIn("fields@example.com");
    const cases: [Record<string, unknown>, string][] = [
      [{ scheduledDate: "" }, "Please select a date"],
      // Outside the years a date may name (2000–2100): PostgreSQL has no year 0.
      [{ scheduledDate: "0000-01-01" }, "Please select a date"],
      [{ scheduledDate: "9999-12-31" }, "Please select a date"],
      [{ patientName: "   " }, "Patient name is required"],
      [{ patientEmail: "not-an-email" }, "Please enter a valid email address"],
      [{ scheduledTime: "" }, "Please select a time"],
      [{ scheduledTime: "25:00" }, "Please enter a time as HH:mm"],
      [{ labId: "" }, "Please choose a lab"],
      [{ patientPhone: "12" }, "Please enter a valid phone number, e.g. +971 50 123 4567"],
      [{ patientPhone: "abc" }, "Please enter a valid phone number, e.g. +971 50 123 4567"],
      [{ testIds: [] }, "Please choose at least one test"],
      [{ testIds: [fx.cbcId, fx.cbcId] }, "Each test can be booked only once per booking"],
      [{ testIds: Array.from({ length: 21 }, () => fx.cbcId) }, "A booking can hold at most 20 tests"],
    ];
    for (const [patch, message] of cases) {
      const error = await failure(caller.booking.create(valid(patch)));
      expect(error.code, JSON.stringify(patch)).toBe("BAD_REQUEST");
      expect(issueMessages(error), JSON.stringify(patch)).toContain(message);
    }
  });
});

describe("booking.create: orders", () => {
  it("books several tests in one appointment with one home-collection fee (the highest)", async () => {
    const { caller, userId } = await world.signedIn("multi@example.com");
    await world.db.prisma.labTestOffer.update({
      where: { labId_testId: { labId: fx.dubaiLabId, testId: fx.vitaminDId } },
      data: { homeCollectionFeeAed: 75 },
    });
    const booking = await caller.booking.create(
      valid({
        testIds: [fx.cbcId, fx.vitaminDId],
        scheduledTime: "09:00",
        collectionMode: "home_collection",
        collectionAddress: "Villa 12, Street 4, Jumeirah 1",
        collectionEmirate: "Dubai",
        patientPhone: "050 123 4567",
        expectedTotalAed: "310.00",
      }),
    );
    expect(booking).toMatchObject({
      status: "pending",
      priceAed: "235.00",
      homeCollectionFeeAed: "75.00",
      totalAed: "310.00",
      patientPhone: "+971501234567",
      collectionAddress: "Villa 12, Street 4, Jumeirah 1",
      lab: { name: "Palm Crest Diagnostics", openingHours: "Daily 07:00–22:00" },
    });
    expect(booking.reference).toMatch(/^LC-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/);
    expect(booking.items.map((i) => [i.name, i.priceAed, i.originalPriceAed])).toEqual([
      ["Complete Blood Count (CBC)", "85.00", "120.00"],
      ["Vitamin D Test", "150.00", null],
    ]);
    expect(booking.lab.directionsUrl).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=25.1117%2C55.2001",
    );
    // The answer (built from what create checked, not read back) is what a later read of the booking
    // answers, field for field: nothing create read for its emails, nothing missing or different.
    const readLater = await caller.booking.byReference({ reference: booking.reference });
    expect(booking).toEqual(readLater);
    expect(booking).not.toHaveProperty("userId");
    // A later price change leaves the booking as it was.
    await world.db.prisma.labTestOffer.update({
      where: { labId_testId: { labId: fx.dubaiLabId, testId: fx.cbcId } },
      data: { priceAed: 99 },
    });
    expect((await caller.booking.byReference({ reference: booking.reference })).totalAed).toBe("310.00");
    await world.db.prisma.labTestOffer.update({
      where: { labId_testId: { labId: fx.dubaiLabId, testId: fx.cbcId } },
      data: { priceAed: 85 },
    });
    // The name and phone typed at booking fill the empty profile.
    expect(await world.db.prisma.profile.findUnique({ where: { id: userId } })).toMatchObject({
      firstName: "Aisha",
      lastName: "Rahman",
      phone: "+971501234567",
    });
    // A booking for someone else later leaves the filled profile as it is.
    await caller.booking.create(
      valid({ scheduledTime: "12:00", patientName: "Omar Khalil", patientPhone: "+971 50 765 4321" }),
    );
    expect(await world.db.prisma.profile.findUnique({ where: { id: userId } })).toMatchObject({
      firstName: "Aisha",
      lastName: "Rahman",
      phone: "+971501234567",
    });
  });

  it("keeps `testId` as the one-test shorthand and names a test the lab does not offer", async () => {
    const { caller } = await world.signedIn("shorthand@example.com");
    const { testIds: _ignored, ...rest } = valid({ scheduledTime: "11:00" });
    const one = await caller.booking.create({ ...rest, testId: fx.lipidId });
    expect(one.items.map((i) => i.name)).toEqual(["Lipid Profile"]);
    const error = await failure(
      caller.booking.create(
        valid({ labId: fx.abuDhabiLabId, testIds: [fx.cbcId, fx.lipidId], scheduledTime: "11:00" }),
      ),
    );
    expect(error).toMatchObject({
      code: "BAD_REQUEST",
      message: "The selected lab does not offer Lipid Profile.",
    });
    expect(reasonOf(error)).toBe("TEST_NOT_OFFERED");
    await expect(
      caller.booking.create(valid({ testIds: ["00000000-0000-4000-8000-000000000000"] })),
    ).rejects.toThrow("Test not found");
    await expect(
      caller.booking.create(valid({ labId: "00000000-0000-4000-8000-000000000000" })),
    ).rejects.toThrow("Lab not found");
  });

  it("refuses a total other than the one the page showed (PRICE_CHANGED with the new total)", async () => {
    const { caller } = await world.signedIn("price@example.com");
    const error = await failure(
      caller.booking.create(valid({ scheduledTime: "12:00", expectedTotalAed: 80 })),
    );
    expect(error).toMatchObject({ code: "CONFLICT" });
    expect(reasonOf(error)).toBe("PRICE_CHANGED");
    expect((error.cause as AppError).details).toMatchObject({ totalAed: "85.00" });
    expect(await world.db.prisma.booking.count({ where: { user: { email: "price@example.com" } } })).toBe(0);
  });

  it("refuses the same test at the same lab and slot twice, but not another test", async () => {
    const { caller } = await world.signedIn("dup@example.com");
    await caller.booking.create(valid({ scheduledTime: "13:00" }));
    const error = await failure(
      caller.booking.create(valid({ scheduledTime: "13:00", idempotencyKey: crypto.randomUUID() })),
    );
    expect(error).toMatchObject({ code: "CONFLICT", message: "You already have this booking." });
    expect(reasonOf(error)).toBe("DUPLICATE");
    await expect(
      caller.booking.create(valid({ scheduledTime: "13:00", testIds: [fx.lipidId] })),
    ).resolves.toMatchObject({ status: "pending" });
  });

  it("refuses a visitor with UNAUTHORIZED and writes nothing", async () => {
    const before = await world.db.prisma.booking.count();
    await expect(world.anon.booking.create(valid())).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(await world.db.prisma.booking.count()).toBe(before);
  });
});

describe("booking.create under concurrency", () => {
  it("gives exactly 3 bookings and 47 SLOT_FULL conflicts for 50 parallel creates of a 3-place slot", async () => {
    const patients = await Promise.all(
      Array.from({ length: 50 }, (_, i) => world.signedIn(`crowd${i}@example.com`)),
    );
    const results = await Promise.allSettled(
      patients.map((p) =>
        p.caller.booking.create(valid({ scheduledTime: "15:00", idempotencyKey: crypto.randomUUID() })),
      ),
    );
    const ok = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(47);
    for (const r of refused) {
      expect(r.reason).toMatchObject({
        code: "CONFLICT",
        message: "This time is no longer available. Please choose another time.",
      });
      expect(reasonOf(r.reason)).toBe("SLOT_FULL");
    }
    const slot = (
      await world.anon.booking.slots({ labId: fx.dubaiLabId, date: day, collectionMode: "lab_visit" })
    ).slots.find((s) => s.time === "15:00");
    expect(slot).toMatchObject({ remaining: 0, bookable: false });
    expect(
      await world.db.prisma.booking.count({
        where: { scheduledTime: "15:00", scheduledDate: new Date(`${day}T00:00:00Z`) },
      }),
    ).toBe(3);
  });

  it("returns the first booking to a racing retry with the same idempotency key", async () => {
    const { caller, userId } = await world.signedIn("retry@example.com");
    const key = crypto.randomUUID();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        caller.booking.create(valid({ scheduledTime: "16:00", idempotencyKey: key })),
      ),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await world.db.prisma.booking.count({ where: { userId } })).toBe(1);
    // And later, sequentially.
    expect((await caller.booking.create(valid({ scheduledTime: "16:00", idempotencyKey: key }))).id).toBe(
      results[0]!.id,
    );
    const slot = (
      await world.anon.booking.slots({ labId: fx.dubaiLabId, date: day, collectionMode: "lab_visit" })
    ).slots.find((s) => s.time === "16:00");
    expect(slot?.remaining).toBe(2);
  });
});

describe("self-service: byReference, cancel, reschedule", () => {
  it("shows a booking by reference to its owner only", async () => {
    const a = await world.signedIn("ref-a@example.com");
    const b = await world.signedIn("ref-b@example.com");
    const booking = await a.caller.booking.create(valid({ scheduledTime: "17:00" }));
    await expect(
      a.caller.booking.byReference({ reference: booking.reference.toLowerCase() }),
    ).resolves.toMatchObject({ id: booking.id, canChange: true });
    await expect(b.caller.booking.byReference({ reference: booking.reference })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Booking not found",
    });
    await expect(world.anon.booking.byReference({ reference: booking.reference })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    await expect(b.caller.booking.cancel({ id: booking.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      b.caller.booking.reschedule({ id: booking.id, scheduledDate: day, scheduledTime: "18:00" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("cancels: frees the place at once, records who and why; a second cancel is refused", async () => {
    const patients = await Promise.all([0, 1, 2].map((i) => world.signedIn(`full${i}@example.com`)));
    const bookings = await Promise.all(
      patients.map((p) => p.caller.booking.create(valid({ scheduledTime: "18:00" }))),
    );
    const slotAt = async (time: string) =>
      (
        await world.anon.booking.slots({ labId: fx.dubaiLabId, date: day, collectionMode: "lab_visit" })
      ).slots.find((s) => s.time === time);
    expect(await slotAt("18:00")).toMatchObject({ remaining: 0, bookable: false });
    const cancelled = await patients[0]!.caller.booking.cancel({
      id: bookings[0]!.id,
      reason: "Feeling better",
    });
    expect(cancelled).toMatchObject({
      status: "cancelled",
      cancelledBy: "patient",
      cancellationReason: "Feeling better",
      canChange: false,
    });
    expect(await slotAt("18:00")).toMatchObject({ remaining: 1, bookable: true });
    const again = await failure(patients[0]!.caller.booking.cancel({ id: bookings[0]!.id }));
    expect(again).toMatchObject({ code: "BAD_REQUEST", message: "A cancelled booking cannot be changed." });
  });

  it("reschedules to another slot keeping the status, freeing the old place", async () => {
    const { caller, userId } = await world.signedIn("move@example.com");
    const booking = await caller.booking.create(valid({ scheduledTime: "19:00" }));
    const next = addDays(day, 1);
    const moved = await caller.booking.reschedule({
      id: booking.id,
      scheduledDate: next,
      scheduledTime: "08:30",
    });
    expect(moved).toMatchObject({
      id: booking.id,
      reference: booking.reference,
      status: "pending",
      scheduledDate: next,
      scheduledTime: "08:30",
    });
    const oldSlot = (
      await world.anon.booking.slots({ labId: fx.dubaiLabId, date: day, collectionMode: "lab_visit" })
    ).slots.find((s) => s.time === "19:00");
    const newSlot = (
      await world.anon.booking.slots({ labId: fx.dubaiLabId, date: next, collectionMode: "lab_visit" })
    ).slots.find((s) => s.time === "08:30");
    expect(oldSlot?.remaining).toBe(3);
    expect(newSlot?.remaining).toBe(2);
    // Same rules as create for the new time.
    await expect(
      caller.booking.reschedule({ id: booking.id, scheduledDate: next, scheduledTime: "03:00" }),
    ).rejects.toThrow("outside the lab's opening hours");
    const history = await world.db.prisma.auditLog.findMany({
      where: { entityId: booking.id },
      orderBy: { createdAt: "asc" },
      select: { action: true, actorId: true },
    });
    expect(history).toEqual([
      { action: "booking.create", actorId: userId },
      { action: "booking.reschedule", actorId: userId },
    ]);
  });

  it("stops the patient at the cut-off (2 hours before); the lab is not bound by it", async () => {
    const { caller, userId } = await world.signedIn("late@example.com");
    const admin = await world.signedIn("lab-admin@example.com", { admin: true });
    const row = await insertBooking(userId, new Date(Date.now() + 90 * 60_000));
    const error = await failure(caller.booking.cancel({ id: row.id }));
    expect(error).toMatchObject({
      code: "BAD_REQUEST",
      message:
        "Bookings can be cancelled or moved online until 2 hours before the appointment. Please call the lab.",
    });
    expect(reasonOf(error)).toBe("CUTOFF_PASSED");
    await expect(
      caller.booking.reschedule({ id: row.id, scheduledDate: day, scheduledTime: "20:00" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const { booking } = await changeBookingStatus(
      world.db.prisma,
      { id: row.id, status: "cancelled", reason: "Phlebotomist unavailable" },
      { userId: admin.userId, kind: "lab" },
    );
    expect(booking).toMatchObject({
      status: "cancelled",
      cancelledBy: "lab",
      cancellationReason: "Phlebotomist unavailable",
    });
  });
});

describe("reschedule: the create path's checks, re-made in the transaction", () => {
  const remainingAt = async (time: string) =>
    (
      await world.anon.booking.slots({ labId: fx.dubaiLabId, date: day, collectionMode: "lab_visit" })
    ).slots.find((s) => s.time === time)?.remaining;

  it("refuses moving onto a slot where the patient already holds one of the same tests (DUPLICATE)", async () => {
    const { caller } = await world.signedIn("dup-move@example.com");
    await caller.booking.create(valid({ scheduledTime: "20:15" }));
    const second = await caller.booking.create(
      valid({ scheduledTime: "20:30", testIds: [fx.cbcId, fx.vitaminDId] }),
    );
    const error = await failure(
      caller.booking.reschedule({ id: second.id, scheduledDate: day, scheduledTime: "20:15" }),
    );
    expect(error).toMatchObject({ code: "CONFLICT", message: "You already have this booking." });
    expect(reasonOf(error)).toBe("DUPLICATE");
    // Rolled back: the booking and both places are as they were.
    expect((await caller.booking.byReference({ reference: second.reference })).scheduledTime).toBe("20:30");
    expect(await remainingAt("20:15")).toBe(2);
    expect(await remainingAt("20:30")).toBe(2);
    // Another test may share the slot.
    const lipid = await caller.booking.create(valid({ scheduledTime: "20:45", testIds: [fx.lipidId] }));
    await expect(
      caller.booking.reschedule({ id: lipid.id, scheduledDate: day, scheduledTime: "20:15" }),
    ).resolves.toMatchObject({ scheduledTime: "20:15" });
  });

  it("refuses a booking whose test the lab no longer offers, or that is no longer active, with create's messages", async () => {
    const { caller } = await world.signedIn("gone@example.com");
    const booking = await caller.booking.create(
      valid({ scheduledTime: "21:00", testIds: [fx.cbcId, fx.lipidId] }),
    );
    const offer = { labId_testId: { labId: fx.dubaiLabId, testId: fx.lipidId } };
    try {
      await world.db.prisma.labTestOffer.update({ where: offer, data: { active: false } });
      const error = await failure(
        caller.booking.reschedule({ id: booking.id, scheduledDate: day, scheduledTime: "21:15" }),
      );
      expect(error).toMatchObject({
        code: "BAD_REQUEST",
        message: "The selected lab does not offer Lipid Profile.",
      });
      expect(reasonOf(error)).toBe("TEST_NOT_OFFERED");
      await world.db.prisma.labTestOffer.update({ where: offer, data: { active: true } });
      await world.db.prisma.test.update({ where: { id: fx.lipidId }, data: { active: false } });
      await expect(
        caller.booking.reschedule({ id: booking.id, scheduledDate: day, scheduledTime: "21:15" }),
      ).rejects.toMatchObject({ code: "NOT_FOUND", message: "Test not found" });
    } finally {
      await world.db.prisma.labTestOffer.update({ where: offer, data: { active: true } });
      await world.db.prisma.test.update({ where: { id: fx.lipidId }, data: { active: true } });
    }
    expect((await caller.booking.byReference({ reference: booking.reference })).scheduledTime).toBe("21:00");
    expect(await remainingAt("21:15")).toBe(3);
  });
});

describe("status state machine", () => {
  it("allows only pending → confirmed → completed, confirmed → no_show after the start, and cancels", async () => {
    const { caller, userId } = await world.signedIn("states@example.com");
    const admin = await world.signedIn("states-admin@example.com", { admin: true });
    const lab = { userId: admin.userId, kind: "lab" as const };
    const move = (
      id: string,
      status: "pending" | "confirmed" | "completed" | "cancelled" | "no_show",
      reason?: string,
    ) => changeBookingStatus(world.db.prisma, { id, status, reason }, lab);

    const b = await caller.booking.create(valid({ scheduledTime: "20:00" }));
    for (const [to, text] of [
      ["pending", "A booking cannot go from pending to pending."],
      ["completed", "A booking cannot go from pending to completed."],
      ["no_show", "A booking cannot go from pending to no-show."],
    ] as const) {
      const error = await failure(move(b.id, to));
      expect(error).toMatchObject({ code: "BAD_REQUEST", message: text });
      expect(reasonOf(error)).toBe("TRANSITION_REFUSED");
    }
    await expect(move(b.id, "cancelled")).rejects.toThrow("Please give a reason for cancelling");
    expect((await move(b.id, "confirmed")).booking.status).toBe("confirmed");
    await expect(move(b.id, "no_show")).rejects.toThrow("A booking cannot go from confirmed to no-show.");
    expect((await move(b.id, "completed")).booking.status).toBe("completed");
    await expect(move(b.id, "cancelled", "late")).rejects.toThrow(
      "A booking cannot go from completed to cancelled.",
    );

    const past = await insertBooking(userId, new Date(Date.now() - 3_600_000), "confirmed");
    expect((await move(past.id, "no_show")).before).toEqual({ status: "confirmed" });
    await expect(move(past.id, "confirmed")).rejects.toThrow(
      "A booking cannot go from no-show to confirmed.",
    );
    const audit = await world.db.prisma.auditLog.findMany({
      where: { entityId: b.id, action: "booking.updateStatus" },
      orderBy: { createdAt: "asc" },
    });
    expect(audit.map((a) => [a.before, a.after])).toEqual([
      [{ status: "pending" }, { status: "confirmed" }],
      [{ status: "confirmed" }, { status: "completed" }],
    ]);
  });

  it("records the true 'before' when two lab users change one booking at once", async () => {
    const { caller } = await world.signedIn("race-status@example.com");
    const admin = await world.signedIn("race-admin@example.com", { admin: true });
    const b = await caller.booking.create(valid({ scheduledTime: "20:15" }));
    const results = await Promise.allSettled([
      changeBookingStatus(
        world.db.prisma,
        { id: b.id, status: "confirmed" },
        { userId: admin.userId, kind: "lab" },
      ),
      changeBookingStatus(
        world.db.prisma,
        { id: b.id, status: "cancelled", reason: "Duplicate" },
        { userId: admin.userId, kind: "lab" },
      ),
    ]);
    const audit = await world.db.prisma.auditLog.findMany({
      where: { entityId: b.id, action: "booking.updateStatus" },
      orderBy: { createdAt: "asc" },
    });
    // Both may succeed (pending → confirmed → cancelled) or one is refused; each row matches what happened.
    expect(audit.length).toBe(results.filter((r) => r.status === "fulfilled").length);
    expect((audit[0]!.before as { status: string }).status).toBe("pending");
    if (audit[1]) expect(audit[1].before).toEqual({ status: (audit[0]!.after as { status: string }).status });
  });

  it("two bookings swapping slots at the same moment both move, each place counted once (five rounds)", async () => {
    // X→Y and Y→X must lock the two slots in one order, or PostgreSQL deadlocks them (40P01).
    const swapDay = addDays(day, 2);
    const [a, b] = await Promise.all([
      world.signedIn("swap-a@example.com"),
      world.signedIn("swap-b@example.com"),
    ]);
    const remaining = async (time: string) =>
      (
        await world.anon.booking.slots({ labId: fx.dubaiLabId, date: swapDay, collectionMode: "lab_visit" })
      ).slots.find((s) => s.time === time)?.remaining;
    for (let round = 0; round < 5; round++) {
      const [x, y] = [`1${round}:00`, `1${round}:30`];
      const ba = await a.caller.booking.create(valid({ scheduledDate: swapDay, scheduledTime: x }));
      const bb = await b.caller.booking.create(valid({ scheduledDate: swapDay, scheduledTime: y }));
      const results = await Promise.allSettled([
        a.caller.booking.reschedule({ id: ba.id, scheduledDate: swapDay, scheduledTime: y }),
        b.caller.booking.reschedule({ id: bb.id, scheduledDate: swapDay, scheduledTime: x }),
      ]);
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
      expect([await remaining(x), await remaining(y)]).toEqual([2, 2]);
    }
  });
});

describe("booking.listMine", () => {
  it("returns only the caller's bookings, newest first", async () => {
    const a = await world.signedIn("owner-a@example.com");
    const b = await world.signedIn("owner-b@example.com");
    const first = await a.caller.booking.create(valid({ scheduledTime: "21:00", patientName: "A first" }));
    const second = await a.caller.booking.create(
      valid({ scheduledTime: "21:00", testIds: [fx.lipidId], patientName: "A second" }),
    );
    await b.caller.booking.create(valid({ scheduledTime: "21:15", patientName: "B only" }));
    const mine = await a.caller.booking.listMine();
    expect(mine.map((x) => x.id)).toEqual([second.id, first.id]);
    expect((await b.caller.booking.listMine()).map((x) => x.patientName)).toEqual(["B only"]);
    await expect(world.anon.booking.listMine()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
