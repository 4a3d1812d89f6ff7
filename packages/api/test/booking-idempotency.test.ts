/**
 * Idempotency keys bound to the request's body (real database): the canonical body's hash, a retry
 * with the same key and body answered with the first booking, the same key with another body refused
 * (422 IDEMPOTENCY_KEY_REUSED) and changing nothing, keys independent per user, and two different
 * bodies racing under one key.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingCreateInput } from "@labcompare/validators";
import { idempotencyBodySha256 } from "../src/bookings/idempotency.ts";
import {
  bookingDay,
  bookingInput,
  createSeededWorld,
  failure,
  reasonOf,
  type Fixture,
  type TestWorld,
} from "./helpers.ts";

const day = bookingDay();
const REUSED = "This request key was already used for a different booking.";

let world: TestWorld, fx: Fixture;
beforeAll(async () => ({ world, fx } = await createSeededWorld()));
afterAll(() => world.close());

const valid = (patch: Record<string, unknown> = {}) => bookingInput(fx, day, patch);

/** What a refused request must leave as it was: bookings, their items, slot counters, outbox and audit rows. */
async function counts() {
  const p = world.db.prisma;
  return {
    bookings: await p.booking.count(),
    items: await p.bookingItem.count(),
    places: (await p.bookingSlotUsage.aggregate({ _sum: { booked: true } }))._sum.booked,
    outbox: await p.notification.count(),
    audit: await p.auditLog.count(),
  };
}

describe("idempotencyBodySha256", () => {
  const body = {
    labId: "l1",
    testIds: ["b", "a"],
    scheduledTime: "10:00",
    nested: { z: 1, a: [{ y: 2, x: 1 }] },
  };

  it("is 64 hex characters, the same whatever the keys' order at any level", () => {
    const hash = idempotencyBodySha256(body);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(
      idempotencyBodySha256({
        nested: { a: [{ x: 1, y: 2 }], z: 1 },
        scheduledTime: "10:00",
        testIds: ["b", "a"],
        labId: "l1",
      }),
    ).toBe(hash);
  });

  it("leaves the key itself out, and takes an undefined field as absent", () => {
    const hash = idempotencyBodySha256(body);
    expect(idempotencyBodySha256({ ...body, idempotencyKey: crypto.randomUUID() })).toBe(hash);
    expect(idempotencyBodySha256({ ...body, notes: undefined })).toBe(hash);
  });

  it("changes with any value, with an array's order, and reads dates as ISO strings", () => {
    const hash = idempotencyBodySha256(body);
    expect(idempotencyBodySha256({ ...body, scheduledTime: "10:15" })).not.toBe(hash);
    expect(idempotencyBodySha256({ ...body, testIds: ["a", "b"] })).not.toBe(hash);
    expect(idempotencyBodySha256({ ...body, notes: null })).not.toBe(hash);
    const at = new Date("2026-11-27T06:00:00.000Z");
    expect(idempotencyBodySha256({ at })).toBe(idempotencyBodySha256({ at: "2026-11-27T06:00:00.000Z" }));
  });
});

describe("booking.create with an idempotency key", () => {
  it("answers the same key and body with the first booking and writes one row, with the body's hash", async () => {
    const { caller, userId } = await world.signedIn("same-body@example.com");
    const key = crypto.randomUUID();
    const input = valid({ scheduledTime: "10:00", idempotencyKey: key, notes: "Morning please" });
    const first = await caller.booking.create(input);
    // The same body with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(input).reverse()) as typeof input;
    expect((await caller.booking.create(reordered)).id).toBe(first.id);
    expect(await world.db.prisma.booking.count({ where: { userId } })).toBe(1);
    const row = await world.db.prisma.booking.findUniqueOrThrow({
      where: { id: first.id },
      select: { idempotencyBodySha256: true },
    });
    expect(row.idempotencyBodySha256).toBe(idempotencyBodySha256(bookingCreateInput.parse(input)));
  });

  it("refuses the same key with another body: 422 IDEMPOTENCY_KEY_REUSED, nothing changed", async () => {
    const { caller, userId } = await world.signedIn("other-body@example.com");
    const key = crypto.randomUUID();
    const first = await caller.booking.create(valid({ scheduledTime: "10:30", idempotencyKey: key }));
    const before = await counts();
    for (const patch of [
      { scheduledTime: "10:45" },
      { patientName: "Someone Else" },
      { testIds: [fx.lipidId] },
      { notes: "Added later" },
    ]) {
      const error = await failure(
        caller.booking.create(valid({ scheduledTime: "10:30", idempotencyKey: key, ...patch })),
      );
      expect(error, JSON.stringify(patch)).toMatchObject({ code: "UNPROCESSABLE_CONTENT", message: REUSED });
      expect(reasonOf(error)).toBe("IDEMPOTENCY_KEY_REUSED");
    }
    expect(await counts()).toEqual(before);
    const mine = await caller.booking.listMine();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      id: first.id,
      scheduledTime: "10:30",
      patientName: "Aisha Rahman",
      notes: null,
    });
    expect(await world.db.prisma.booking.count({ where: { userId } })).toBe(1);
  });

  it("keeps one user's key apart from another's", async () => {
    const a = await world.signedIn("key-a@example.com");
    const b = await world.signedIn("key-b@example.com");
    const key = crypto.randomUUID();
    const first = await a.caller.booking.create(valid({ scheduledTime: "11:00", idempotencyKey: key }));
    const same = await b.caller.booking.create(valid({ scheduledTime: "11:00", idempotencyKey: key }));
    const other = b.caller.booking.create(valid({ scheduledTime: "11:15", idempotencyKey: key }));
    expect(same.id).not.toBe(first.id);
    await expect(other).rejects.toMatchObject({ code: "UNPROCESSABLE_CONTENT", message: REUSED });
    await expect(
      a.caller.booking.create(valid({ scheduledTime: "11:00", idempotencyKey: key })),
    ).resolves.toMatchObject({ id: first.id });
  });

  it("books exactly one of two different bodies racing under one key and refuses the other with 422", async () => {
    const { caller, userId } = await world.signedIn("race-bodies@example.com");
    const key = crypto.randomUUID();
    const times = ["12:00", "12:15", "12:00", "12:15"];
    const results = await Promise.allSettled(
      times.map((t) => caller.booking.create(valid({ scheduledTime: t, idempotencyKey: key }))),
    );
    const ok = results.filter((r) => r.status === "fulfilled").map((r) => r.value);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    // The winner's twin gets the winner's booking; both requests of the other body are refused.
    expect(ok).toHaveLength(2);
    expect(new Set(ok.map((b) => b.id)).size).toBe(1);
    expect(refused).toHaveLength(2);
    for (const r of refused) {
      expect(r.reason).toMatchObject({ code: "UNPROCESSABLE_CONTENT", message: REUSED });
      expect(reasonOf(r.reason)).toBe("IDEMPOTENCY_KEY_REUSED");
    }
    const rows = await world.db.prisma.booking.findMany({
      where: { userId },
      select: { id: true, scheduledTime: true },
    });
    expect(rows).toEqual([{ id: ok[0]!.id, scheduledTime: ok[0]!.scheduledTime }]);
    // The loser's slot kept all its places.
    const loser = ok[0]!.scheduledTime === "12:00" ? "12:15" : "12:00";
    const slot = (
      await world.anon.booking.slots({ labId: fx.dubaiLabId, date: day, collectionMode: "lab_visit" })
    ).slots.find((s) => s.time === loser);
    expect(slot?.remaining).toBe(3);
  });

  it("answers a key kept before bodies were hashed with its booking, whatever the body", async () => {
    const { caller } = await world.signedIn("old-row@example.com");
    const key = crypto.randomUUID();
    const first = await caller.booking.create(valid({ scheduledTime: "13:00", idempotencyKey: key }));
    await world.db.prisma.booking.update({ where: { id: first.id }, data: { idempotencyBodySha256: null } });
    await expect(
      caller.booking.create(valid({ scheduledTime: "13:15", idempotencyKey: key })),
    ).resolves.toMatchObject({ id: first.id });
  });
});
