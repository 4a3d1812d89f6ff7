/** admin.dashboard.summary (Asia/Dubai calendar, SQL aggregates; most booked tests from booking items). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dashboardSummary } from "../src/admin/dashboard.service.ts";
import { type Fixture, type TestWorld, type Caller } from "./helpers.ts";
import { createAdminWorld, insertBooking } from "./admin-helpers.ts";

/** Tuesday 12 March 2030, 14:00 in Dubai. Its week (Sunday start) is 10–16 March. */
const NOW = new Date("2030-03-12T10:00:00Z");

let world: TestWorld, fx: Fixture, admin: Caller, adminId: string;
const bookingIds: Record<string, string> = {};

beforeAll(async () => {
  ({ world, fx, admin, adminId } = await createAdminWorld());
  const { userId: recent } = await world.signedIn("recent@example.com");
  const { userId: older } = await world.signedIn("older@example.com");
  const p = world.db.prisma;
  await p.user.update({ where: { id: recent }, data: { createdAt: new Date("2030-03-10T08:00:00Z") } });
  await p.user.update({ where: { id: older }, data: { createdAt: new Date("2030-02-20T08:00:00Z") } });
  await p.user.update({ where: { id: adminId }, data: { createdAt: new Date("2030-03-11T08:00:00Z") } }); // admins are not patients

  const make = async (
    key: string,
    b: {
      testId: string;
      labId: string;
      scheduled: string;
      createdAt: string;
      status: "pending" | "confirmed" | "completed" | "cancelled";
      total: number;
    },
  ) => {
    const row = await insertBooking(world, {
      userId: recent,
      testIds: [b.testId],
      labId: b.labId,
      date: b.scheduled,
      patientName: "Pat",
      patientEmail: "recent@example.com",
      status: b.status,
      totalAed: b.total,
      createdAt: b.createdAt,
    });
    bookingIds[key] = row.id;
  };
  await make("todayPending", {
    testId: fx.cbcId,
    labId: fx.dubaiLabId,
    scheduled: "2030-03-12",
    createdAt: "2030-03-12T05:00:00Z",
    status: "pending",
    total: 85,
  });
  // 01:00 on the 12th in Dubai, still the 11th in UTC: counts as today.
  await make("todayConfirmed", {
    testId: fx.vitaminDId,
    labId: fx.dubaiLabId,
    scheduled: "2030-03-12",
    createdAt: "2030-03-11T21:00:00Z",
    status: "confirmed",
    total: 200,
  });
  // 23:00 on the 11th in Dubai: yesterday. Cancelled: no value.
  await make("weekCancelled", {
    testId: fx.cbcId,
    labId: fx.abuDhabiLabId,
    scheduled: "2030-03-10",
    createdAt: "2030-03-11T19:00:00Z",
    status: "cancelled",
    total: 95,
  });
  await make("nextWeek", {
    testId: fx.lipidId,
    labId: fx.dubaiLabId,
    scheduled: "2030-03-17",
    createdAt: "2030-02-20T06:00:00Z",
    status: "completed",
    total: 110,
  });
  await make("old", {
    testId: fx.cbcId,
    labId: fx.dubaiLabId,
    scheduled: "2030-01-05",
    createdAt: "2030-01-01T06:00:00Z",
    status: "completed",
    total: 85,
  });
  // Two tests in one booking count once for each test; a no-show keeps its value.
  const noShow = await insertBooking(world, {
    userId: recent,
    testIds: [fx.cbcId, fx.lipidId],
    labId: fx.dubaiLabId,
    date: "2030-03-12",
    time: "08:00",
    patientName: "Pat",
    status: "no_show",
    totalAed: 60,
    createdAt: "2030-01-15T06:00:00Z",
  });
  bookingIds.todayNoShow = noShow.id;
});

afterAll(() => world.close());

describe("admin.dashboard.summary", () => {
  it("counts today's and this week's bookings by status on the Dubai calendar", async () => {
    const s = await dashboardSummary(world.db.prisma, NOW);
    expect(s.today).toEqual({
      from: "2030-03-12",
      to: "2030-03-12",
      scheduled: { total: 3, pending: 1, confirmed: 1, completed: 0, cancelled: 0, no_show: 1 },
      created: { total: 2, pending: 1, confirmed: 1, completed: 0, cancelled: 0, no_show: 0 },
    });
    expect(s.thisWeek).toEqual({
      from: "2030-03-10",
      to: "2030-03-16",
      scheduled: { total: 4, pending: 1, confirmed: 1, completed: 0, cancelled: 1, no_show: 1 },
      created: { total: 3, pending: 1, confirmed: 1, completed: 0, cancelled: 1, no_show: 0 },
    });
  });

  it("sums booked value by lab (non-cancelled), ranks tests, counts new patients", async () => {
    const s = await dashboardSummary(world.db.prisma, NOW);
    expect(s.bookedValueByLab).toEqual([
      {
        lab: { id: fx.dubaiLabId, name: "Palm Crest Diagnostics", slug: "palm-crest" },
        valueAed: "540.00",
        bookings: 5,
      },
    ]);
    expect(s.totalBookedValueAed).toBe("540.00");
    expect(s.topTests[0]).toEqual({
      test: { id: fx.cbcId, name: "Complete Blood Count (CBC)", slug: "complete-blood-count-cbc" },
      bookings: 3,
    });
    expect(s.topTests.slice(1).map((t) => [t.test.id, t.bookings])).toEqual([
      [fx.lipidId, 2],
      [fx.vitaminDId, 1],
    ]);
    expect(s.newPatients).toEqual({ last7Days: 1, last30Days: 2 });
  });

  it("gives 30 days of bookings per day, zero-filled, ending today", async () => {
    const s = await dashboardSummary(world.db.prisma, NOW);
    expect(s.bookingsPerDay).toHaveLength(30);
    expect(s.bookingsPerDay[0]!.date).toBe("2030-02-11");
    expect(s.bookingsPerDay.at(-1)).toEqual({ date: "2030-03-12", bookings: 2, valueAed: "285.00" });
    expect(s.bookingsPerDay.find((d) => d.date === "2030-03-11")).toEqual({
      date: "2030-03-11",
      bookings: 1,
      valueAed: "0.00",
    });
    expect(s.bookingsPerDay.find((d) => d.date === "2030-02-20")).toEqual({
      date: "2030-02-20",
      bookings: 1,
      valueAed: "110.00",
    });
    expect(s.bookingsPerDay.reduce((n, d) => n + d.bookings, 0)).toBe(4);
  });

  it("is served to admins through the router", async () => {
    const s = await admin.admin.dashboard.summary();
    expect(s.bookingsPerDay).toHaveLength(30);
    expect(s.totalBookedValueAed).toBe("540.00");
    expect(s.generatedAt).toBeInstanceOf(Date);
  });
});
