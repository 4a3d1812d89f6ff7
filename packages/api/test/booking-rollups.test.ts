/**
 * The dashboard's rollups (lab_booking_totals, test_booking_counts), kept by the database's triggers:
 * after every kind of booking write they equal a count over every booking, and concurrent bookings
 * and cancellations of overlapping tests neither deadlock nor lose a count.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminWorld, insertBooking } from "./admin-helpers.ts";
import type { Fixture, TestWorld } from "./helpers.ts";

let world: TestWorld, fx: Fixture, userId: string;

beforeAll(async () => {
  ({ world, fx } = await createAdminWorld());
  ({ userId } = await world.signedIn("rollups@example.com"));
});
afterAll(() => world.close());

/** The rollups as stored, and as counted from every booking: { labs, tests } each sorted by id. */
async function rollupsAndRecount() {
  const sql = world.db.sql;
  const rows = async (text: string) => (await sql.query(text, [])).rows;
  const stored = {
    labs: await rows(
      `SELECT lab_id, bookings, value_aed::text AS value FROM lab_booking_totals WHERE bookings <> 0 OR value_aed <> 0 ORDER BY lab_id`,
    ),
    tests: await rows(
      `SELECT test_id, bookings FROM test_booking_counts WHERE bookings <> 0 ORDER BY test_id`,
    ),
  };
  const counted = {
    labs: await rows(
      `SELECT lab_id, count(*)::int AS bookings, sum(total_aed)::numeric(16,2)::text AS value
       FROM bookings WHERE status <> 'cancelled' GROUP BY lab_id ORDER BY lab_id`,
    ),
    tests: await rows(
      `SELECT i.test_id, count(*)::int AS bookings FROM booking_items i JOIN bookings b ON b.id = i.booking_id
       WHERE b.status <> 'cancelled' GROUP BY i.test_id ORDER BY i.test_id`,
    ),
  };
  return { stored, counted };
}

async function expectRollupsExact() {
  const { stored, counted } = await rollupsAndRecount();
  expect(stored).toEqual(counted);
  return stored;
}

const book = (testIds: string[], totalAed: number, labId = fx.dubaiLabId, time = "09:00") =>
  insertBooking(world, { userId, labId, testIds, date: "2030-05-05", time, totalAed });

describe("dashboard rollups", () => {
  it("follow bookings made, cancelled, restored, re-priced, moved, their items and deletions", async () => {
    const a = await book([fx.cbcId, fx.lipidId], 150);
    const b = await book([fx.cbcId], 85, fx.abuDhabiLabId);
    const stored = await expectRollupsExact();
    expect(stored.labs).toHaveLength(2);
    expect(stored.tests.find((t) => t.test_id === fx.cbcId)?.bookings).toBe(2);

    const p = world.db.prisma;
    await p.booking.update({ where: { id: a.id }, data: { status: "cancelled" } });
    const afterCancel = await expectRollupsExact();
    expect(afterCancel.tests.find((t) => t.test_id === fx.lipidId)).toBeUndefined();
    await p.booking.update({ where: { id: a.id }, data: { status: "confirmed", totalAed: 160 } });
    await expectRollupsExact();
    await p.booking.update({ where: { id: b.id }, data: { labId: fx.dubaiLabId } });
    await expectRollupsExact();
    await p.bookingItem.create({ data: { bookingId: b.id, testId: fx.vitaminDId, priceAed: 90 } });
    await p.bookingItem.deleteMany({ where: { bookingId: a.id, testId: fx.lipidId } });
    await expectRollupsExact();
    await p.booking.updateMany({ where: { userId }, data: { status: "completed" } });
    await expectRollupsExact();
    await p.booking.delete({ where: { id: a.id } });
    const afterDelete = await expectRollupsExact();
    expect(afterDelete.tests.find((t) => t.test_id === fx.vitaminDId)?.bookings).toBe(1);
  });

  it("stay exact under concurrent bookings and cancellations of overlapping tests", async () => {
    const orders = [
      [fx.cbcId, fx.lipidId, fx.vitaminDId],
      [fx.vitaminDId, fx.lipidId, fx.cbcId],
      [fx.lipidId, fx.cbcId],
    ];
    const made = await Promise.all(
      Array.from({ length: 12 }, (_, i) => book(orders[i % 3]!, 100 + i, fx.dubaiLabId, `1${i % 10}:00`)),
    );
    const p = world.db.prisma;
    await Promise.all([
      ...made
        .slice(0, 6)
        .map((m) => p.booking.update({ where: { id: m.id }, data: { status: "cancelled" } })),
      ...Array.from({ length: 6 }, (_, i) => book(orders[(i + 1) % 3]!, 50, fx.abuDhabiLabId)),
    ]);
    await expectRollupsExact();
  });
});
