/**
 * admin.bookings against a real database: search (reference, name, email, phone), filters, presets
 * and sort; the status state machine through the admin API (every refused move, no-show only after
 * the start, cancelling needs a reason and frees the place); the booking's detail and history; the
 * day view; the CSV export; the new-bookings count; and lab_staff scoping.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Papa from "papaparse";
import {
  addDays,
  BOOKING_TRANSITIONS,
  bookingStatuses,
  statusLabel,
  todayInDubai,
  weekdayOf,
  type BookingStatusValue,
} from "@labcompare/domain";
import { messages } from "@labcompare/validators";
import { AppError } from "../src/app-error.ts";
import { listBookings } from "../src/bookings/admin-bookings-list.service.ts";
import { BOOKINGS_CSV_COLUMNS } from "../src/bookings/bookings-export.service.ts";
import {
  DUBAI_HOME_WINDOWS,
  bookingInput,
  failure,
  expectFailure,
  issueMessages,
  type Fixture,
  type TestWorld,
  type Caller,
} from "./helpers.ts";
import { createAdminWorld, insertBooking, signedInLabStaff, type InsertBooking } from "./admin-helpers.ts";

let world: TestWorld, fx: Fixture, admin: Caller, adminId: string;
let amal: Caller;
let amalId: string;
let omar: Caller;
let staff: Caller;

/** Three days ahead (Asia/Dubai) and the first day from then on that is not a Friday (the Abu Dhabi lab closes Fridays). */
const day = addDays(todayInDubai(), 3);
const weekday = weekdayOf(day) === 5 ? addDays(day, 1) : day;
const today = todayInDubai();
const yesterday = addDays(today, -1);

/** The patient fields of a booking input (the phone only when given). */
const patient = (patientName: string, patientEmail: string, patientPhone?: string) => ({
  patientName,
  patientEmail,
  ...(patientPhone ? { patientPhone } : {}),
});

/** Bookings made in beforeAll, by name. */
const b: Record<string, { id: string; reference: string }> = {};

beforeAll(async () => {
  ({ world, fx, admin, adminId } = await createAdminWorld());
  ({ caller: amal, userId: amalId } = await world.signedIn("amal@example.com"));
  ({ caller: omar } = await world.signedIn("omar@example.org"));

  // Through the booking procedure (bookingInput: CBC at the Dubai lab at 10:00 unless given).
  b.amal = await amal.booking.create(
    bookingInput(fx, day, {
      testIds: [fx.cbcId, fx.vitaminDId],
      ...patient("Amal Haddad", "amal@example.com", "050 123 4567"),
      notes: "Prefers the morning",
    }),
  );
  b.omar = await omar.booking.create(
    bookingInput(fx, day, {
      testIds: [fx.lipidId],
      ...patient("Omar Khalil", "omar@example.org", "+971 52 765 4321"),
    }),
  );
  b.layla = await amal.booking.create(
    bookingInput(fx, weekday, {
      testIds: [fx.vitaminDId],
      labId: fx.abuDhabiLabId,
      scheduledTime: "11:00",
      ...patient("ليلى حسن", "layla@example.com"),
    }),
  );
  b.home = await amal.booking.create(
    bookingInput(fx, day, {
      scheduledTime: "09:00",
      ...patient("Sara Home", "sara@example.com", "0551112222"),
      collectionMode: "home_collection",
      collectionAddress: "Villa 12, Street 4, Jumeirah 1",
      collectionEmirate: "Dubai",
    }),
  );
  // Straight into the database: a past confirmed appointment, one today, and one with a formula for a name.
  b.past = await amalBooking(fx.dubaiLabId, yesterday, { status: "confirmed", patientName: "Past Patient" });
  b.today = await amalBooking(fx.dubaiLabId, today, {
    testIds: [fx.lipidId],
    time: "23:45",
    patientName: "Today Patient",
  });
  b.formula = await amalBooking(fx.abuDhabiLabId, "2025-01-10", {
    status: "completed",
    patientName: '=HYPERLINK("http://evil.example","x")',
    createdAt: "2025-01-01T06:00:00Z",
  });
  ({ caller: staff } = await signedInLabStaff(world, "staff@example.com", [fx.abuDhabiLabId]));
});

afterAll(() => world.close());

const ids = (page: { items: { id: string }[] }) => page.items.map((i) => i.id);

/** A booking of Amal's straight into the database: CBC at `labId` on `date` unless `extra` says otherwise. */
const amalBooking = (labId: string, date: string, extra: Partial<InsertBooking> = {}) =>
  insertBooking(world, { userId: amalId, labId, testIds: [fx.cbcId], date, ...extra });

/** Places booked in `labId`'s lab-visit slot at `date` `time` (0 without a row). */
const slotUsage = async (labId: string, date: string, time: string) =>
  (
    await world.db.prisma.bookingSlotUsage.findUnique({
      where: {
        labId_slotDate_collectionMode_slotTime: {
          labId,
          slotDate: new Date(`${date}T00:00:00Z`),
          collectionMode: "lab_visit",
          slotTime: time,
        },
      },
    })
  )?.booked ?? 0;

/** `caller`'s day view of `labId` on `date` (lab visits unless `collectionMode` says otherwise). */
const dayView = (
  caller: Caller,
  labId: string,
  date: string,
  collectionMode: "lab_visit" | "home_collection" = "lab_visit",
) => caller.admin.bookings.dayView({ labId, date, collectionMode });

/** `caller` moves booking `id` to `scheduledTime` on `day`. */
const reschedule = (caller: Caller, id: string, scheduledTime: string) =>
  caller.admin.bookings.reschedule({ id, scheduledDate: day, scheduledTime });

/** The booking's row as stored. */
const stored = (id: string) => world.db.prisma.booking.findUniqueOrThrow({ where: { id } });

describe("admin.bookings.list", () => {
  it("finds a booking by reference, patient name, email or phone", async () => {
    // [the booking found, what is typed]
    const searches: [string, string[]][] = [
      ["amal", [b.amal!.reference, b.amal!.reference.toLowerCase(), "amal"]],
      ["omar", ["KHALIL", "example.org"]],
      ["layla", ["ليلى"]],
      // Phones: as typed locally, in E.164, as bare digits, or a part of the number.
      [
        "amal",
        ["050 123 4567", "0501234567", "+971 50 123 4567", "+971501234567", "1234567", "(050) 123-4567"],
      ],
      ["omar", ["052 765"]],
      ["home", ["055 111 2222"]],
    ];
    for (const [name, typed] of searches) {
      for (const q of typed)
        expect(ids(await admin.admin.bookings.list({ q, page: 1 })), q).toEqual([b[name]!.id]);
    }
    expect((await admin.admin.bookings.list({ q: "nobody at all", page: 1 })).total).toBe(0);
    // LIKE's own characters are text to find, not wildcards: no name or email here holds them.
    for (const q of ["%", "_", "\\"])
      expect((await admin.admin.bookings.list({ q, page: 1 })).total, q).toBe(0);
  });

  it("returns each booking with its reference, tests, lab, times and allowed next statuses", async () => {
    const [row] = (await admin.admin.bookings.list({ q: b.amal!.reference, page: 1 })).items;
    expect(row).toMatchObject({
      reference: b.amal!.reference,
      patientName: "Amal Haddad",
      patientPhone: "+971501234567",
      status: "pending",
      scheduledDate: day,
      scheduledTime: "10:00",
      lab: { id: fx.dubaiLabId, name: "Palm Crest Diagnostics" },
      totalAed: "235.00",
      allowedStatuses: ["confirmed", "cancelled"],
    });
    expect(row!.items.map((i) => [i.name, i.priceAed])).toEqual([
      ["Complete Blood Count (CBC)", "85.00"],
      ["Vitamin D Test", "150.00"],
    ]);
    expect(row!.startsAt).toBeInstanceOf(Date);
    const [past] = (await admin.admin.bookings.list({ q: "Past Patient", page: 1 })).items;
    expect(past!.allowedStatuses).toEqual(["completed", "no_show", "cancelled"]);
  });

  it("filters by status, lab, collection mode and appointment dates", async () => {
    expect(
      (await admin.admin.bookings.list({ status: "completed", page: 1 })).items.map((i) => i.id),
    ).toEqual([b.formula!.id]);
    expect(ids(await admin.admin.bookings.list({ labId: fx.abuDhabiLabId, page: 1 })).sort()).toEqual(
      [b.layla!.id, b.formula!.id].sort(),
    );
    expect(ids(await admin.admin.bookings.list({ collectionMode: "home_collection", page: 1 }))).toEqual([
      b.home!.id,
    ]);
    expect(ids(await admin.admin.bookings.list({ from: yesterday, to: today, page: 1 })).sort()).toEqual(
      [b.past!.id, b.today!.id].sort(),
    );
    expect(
      issueMessages(await failure(admin.admin.bookings.list({ from: today, to: yesterday, page: 1 }))),
    ).toContain(messages.admin.dateRangeInvalid);
  });

  it("sorts by appointment time: latest first by default, soonest first for presets, either way on request", async () => {
    const all = await admin.admin.bookings.list({ page: 1 });
    expect(all.total).toBe(7);
    expect(all.pageSize).toBe(25);
    const starts = all.items.map((i) => i.startsAt.getTime());
    expect(starts).toEqual([...starts].sort((x, y) => y - x));
    const asc = await admin.admin.bookings.list({ sort: "asc", page: 1 });
    expect(ids(asc)).toEqual([...ids(all)].reverse());
    expect(asc.items[0]!.id).toBe(b.formula!.id);
  });

  it('presets: "today" in Asia/Dubai, "upcoming" from now on while pending or confirmed', async () => {
    expect(ids(await admin.admin.bookings.list({ preset: "today", page: 1 }))).toEqual([b.today!.id]);
    const now = new Date();
    const upcoming = await listBookings(world.db.prisma, { preset: "upcoming", page: 1 }, null, now);
    expect(
      upcoming.items.every(
        (i) => i.startsAt.getTime() >= now.getTime() && ["pending", "confirmed"].includes(i.status),
      ),
    ).toBe(true);
    expect(ids(upcoming)).toEqual(expect.arrayContaining([b.amal!.id, b.omar!.id, b.layla!.id, b.home!.id]));
    expect(ids(upcoming)).not.toContain(b.past!.id);
    const starts = upcoming.items.map((i) => i.startsAt.getTime());
    expect(starts).toEqual([...starts].sort((x, y) => x - y));
    const latestFirst = await listBookings(
      world.db.prisma,
      { preset: "upcoming", sort: "desc", page: 1 },
      null,
      now,
    );
    expect(ids(latestFirst)).toEqual([...ids(upcoming)].reverse());
  });
});

describe("admin.bookings.updateStatus: the state machine", () => {
  it("refuses every move the state machine does not allow, the same state included, naming both states", async () => {
    const before = await world.db.prisma.auditLog.count();
    for (const from of bookingStatuses) {
      // Yesterday's appointment: no_show is time-allowed, so only the state machine refuses.
      const row = await amalBooking(fx.dubaiLabId, "2030-02-01", { status: from });
      await world.db.prisma.booking.update({
        where: { id: row.id },
        data: { startsAt: new Date(Date.now() - 3_600_000) },
      });
      for (const to of bookingStatuses) {
        if (BOOKING_TRANSITIONS[from].includes(to)) continue;
        const error = await failure(
          admin.admin.bookings.updateStatus({ id: row.id, status: to, reason: "Patient asked" }),
        );
        expect(error.code, `${from} → ${to}`).toBe("BAD_REQUEST");
        expect(error.message).toBe(messages.booking.transitionRefused(statusLabel(from), statusLabel(to)));
        expect(error.message).toContain(statusLabel(from));
        expect((error.cause as AppError).reason).toBe("TRANSITION_REFUSED");
      }
      expect((await stored(row.id)).status).toBe(from);
    }
    expect(await world.db.prisma.auditLog.count()).toBe(before);
  });

  it("allows every move the state machine allows", async () => {
    for (const [from, to] of Object.entries(BOOKING_TRANSITIONS).flatMap(([f, list]) =>
      list.map((t) => [f, t]),
    )) {
      const row = await amalBooking(fx.dubaiLabId, yesterday, { status: from as BookingStatusValue });
      const updated = await admin.admin.bookings.updateStatus({
        id: row.id,
        status: to as BookingStatusValue,
        reason: "Lab closed early",
      });
      expect(updated.status, `${from} → ${to}`).toBe(to);
      expect(updated.allowedStatuses).toEqual(BOOKING_TRANSITIONS[to as BookingStatusValue]);
    }
  });

  it("confirms, then refuses no-show before the appointment time and completes", async () => {
    const confirmed = await admin.admin.bookings.updateStatus({ id: b.amal!.id, status: "confirmed" });
    expect(confirmed).toMatchObject({ status: "confirmed", allowedStatuses: ["completed", "cancelled"] });
    const early = await failure(admin.admin.bookings.updateStatus({ id: b.amal!.id, status: "no_show" }));
    expect(early).toMatchObject({
      code: "BAD_REQUEST",
      message: messages.booking.transitionRefused("confirmed", "no-show"),
    });
    expect(
      await world.db.prisma.auditLog.findFirst({
        where: { entityId: b.amal!.id, action: "booking.updateStatus" },
      }),
    ).toMatchObject({
      actorId: adminId,
      before: { status: "pending" },
      after: { status: "confirmed" },
    });
  });

  it("marks a past confirmed appointment as no-show", async () => {
    const updated = await admin.admin.bookings.updateStatus({ id: b.past!.id, status: "no_show" });
    expect(updated).toMatchObject({ status: "no_show", allowedStatuses: [] });
  });

  it("refuses to cancel without a reason; a cancellation frees the place at once", async () => {
    for (const reason of [undefined, "", "   "]) {
      const error = await failure(
        admin.admin.bookings.updateStatus({ id: b.omar!.id, status: "cancelled", reason }),
      );
      expect(error).toMatchObject({ code: "BAD_REQUEST", message: messages.booking.cancelReasonRequired });
    }
    const remaining = async () =>
      (await world.anon.booking.slots({ labId: fx.dubaiLabId, date: day })).slots.find(
        (s) => s.time === "10:00",
      )!.remaining;
    expect(await slotUsage(fx.dubaiLabId, day, "10:00")).toBe(2);
    expect(await remaining()).toBe(1);

    const cancelled = await admin.admin.bookings.updateStatus({
      id: b.omar!.id,
      status: "cancelled",
      reason: "Lab equipment down",
    });
    expect(cancelled).toMatchObject({
      status: "cancelled",
      cancelledBy: "lab",
      cancellationReason: "Lab equipment down",
      allowedStatuses: [],
    });
    expect(await slotUsage(fx.dubaiLabId, day, "10:00")).toBe(1);
    expect(await remaining()).toBe(2);
  });

  it("NOT_FOUND for an unknown booking; BAD_REQUEST for an unknown status", async () => {
    await expectFailure(
      admin.admin.bookings.updateStatus({
        id: "00000000-0000-4000-8000-000000000001",
        status: "confirmed",
      }),
      "NOT_FOUND",
      messages.booking.notFound,
    );
    expect(
      (await failure(admin.admin.bookings.updateStatus({ id: b.home!.id, status: "lost" as "confirmed" })))
        .code,
    ).toBe("BAD_REQUEST");
  });
});

describe("admin.bookings.byId", () => {
  it("gives the full booking: tests, home-collection address and emirate, phone, notes", async () => {
    const home = await admin.admin.bookings.byId({ id: b.home!.id });
    expect(home).toMatchObject({
      reference: b.home!.reference,
      collectionMode: "home_collection",
      collectionAddress: "Villa 12, Street 4, Jumeirah 1",
      collectionEmirate: "Dubai",
      patientPhone: "+971551112222",
      homeCollectionFeeAed: "50.00",
      account: { id: amalId, email: "amal@example.com" },
    });
    expect(home.items.map((i) => i.name)).toEqual(["Complete Blood Count (CBC)"]);
    expect((await admin.admin.bookings.byId({ id: b.amal!.id })).notes).toBe("Prefers the morning");
    expect(JSON.stringify(home)).not.toContain("passwordHash");
  });

  it("lists the history of status changes, reschedules and cancellations with who and when", async () => {
    const cancelled = await admin.admin.bookings.byId({ id: b.omar!.id });
    expect(cancelled).toMatchObject({
      status: "cancelled",
      cancelledBy: "lab",
      cancellationReason: "Lab equipment down",
    });
    expect(
      cancelled.history.map((h) => [h.action, h.actor?.email, h.fromStatus, h.toStatus, h.reason]),
    ).toEqual([
      ["booking.create", "omar@example.org", null, "pending", null],
      ["booking.updateStatus", "admin@example.com", "pending", "cancelled", "Lab equipment down"],
    ]);
    expect(cancelled.history[0]!.at).toBeInstanceOf(Date);
    expect(cancelled.history[0]!.toSlot).toEqual({ scheduledDate: day, scheduledTime: "10:00" });

    await amal.booking.reschedule({ id: b.layla!.id, scheduledDate: weekday, scheduledTime: "12:00" });
    await amal.booking.cancel({ id: b.layla!.id, reason: "Travelling" });
    const moved = await admin.admin.bookings.byId({ id: b.layla!.id });
    expect(moved.history.map((h) => h.action)).toEqual([
      "booking.create",
      "booking.reschedule",
      "booking.cancel",
    ]);
    expect(moved.history[1]).toMatchObject({
      actor: { email: "amal@example.com" },
      fromSlot: { scheduledDate: weekday, scheduledTime: "11:00" },
      toSlot: { scheduledDate: weekday, scheduledTime: "12:00" },
    });
    expect(moved.history[2]).toMatchObject({
      fromStatus: "pending",
      toStatus: "cancelled",
      reason: "Travelling",
    });
    expect(moved).toMatchObject({ cancelledBy: "patient", allowedStatuses: [] });
  });

  it("NOT_FOUND for an unknown booking", async () => {
    expect(
      await failure(admin.admin.bookings.byId({ id: "00000000-0000-4000-8000-000000000001" })),
    ).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("admin.bookings.dayView", () => {
  it("lists the day's slots with used and total places and the bookings in them", async () => {
    const view = await dayView(admin, fx.dubaiLabId, day);
    expect(view).toMatchObject({
      timezone: "Asia/Dubai",
      date: day,
      closedReason: null,
      capacity: 3,
      lab: { id: fx.dubaiLabId },
    });
    // Daily 07:00–22:00 in 15-minute slots.
    expect(view.slots).toHaveLength(60);
    expect(view.slots[0]).toMatchObject({ time: "07:00", endTime: "07:15", used: 0, total: 3, bookings: [] });
    const ten = view.slots.find((s) => s.time === "10:00")!;
    // Omar's booking was cancelled: one place used, by Amal.
    expect(ten).toMatchObject({ used: 1, total: 3 });
    expect(ten.bookings).toEqual([
      expect.objectContaining({
        reference: b.amal!.reference,
        patientName: "Amal Haddad",
        status: "confirmed",
        tests: ["Complete Blood Count (CBC)", "Vitamin D Test"],
      }),
    ]);
    expect(view.used).toBe(1);
    expect(view.total).toBe(180);
  });

  it("shows home-collection windows, closures and closed weekdays", async () => {
    const home = await dayView(admin, fx.dubaiLabId, day, "home_collection");
    expect(home.capacity).toBe(2);
    expect(home.slots.map((s) => s.time)).toEqual(DUBAI_HOME_WINDOWS);
    expect(home.slots.find((s) => s.time === "09:00")).toMatchObject({
      used: 1,
      total: 2,
      bookings: [expect.objectContaining({ reference: b.home!.reference })],
    });

    await world.db.prisma.labClosure.create({
      data: { labId: fx.dubaiLabId, date: new Date(`${today}T00:00:00Z`), reason: "National Day" },
    });
    const closed = await dayView(admin, fx.dubaiLabId, today);
    expect(closed).toMatchObject({ closedReason: "National Day", slots: [] });
    // A booking on a day that is now closed is still listed.
    expect(closed.otherBookings.map((o) => o.reference)).toEqual([b.today!.reference]);

    let friday = today;
    while (weekdayOf(friday) !== 5) friday = addDays(friday, 1);
    const abuDhabi = await dayView(admin, fx.abuDhabiLabId, friday);
    expect(abuDhabi).toMatchObject({ closedReason: "Closed on Fridays", slots: [], used: 0, total: 0 });
  });

  it("NOT_FOUND for an unknown lab", async () => {
    await expectFailure(
      dayView(admin, "00000000-0000-4000-8000-000000000001", day),
      "NOT_FOUND",
      messages.admin.labNotFound,
    );
  });
});

describe("admin.bookings.exportCsv", () => {
  it("writes a UTF-8 CSV with a byte-order mark, the header and one row per booking", async () => {
    const { filename, csv, rows, truncated } = await admin.admin.bookings.exportCsv({});
    expect(filename).toBe(`bookings-${todayInDubai()}.csv`);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")[0]).toBe(
      "Reference,Status,Date,Time,Lab,Tests,Patient name,Email,Phone,Collection mode,Address,Emirate,Total AED,Created at,Payment,Insurer,Plan,Member number,Estimated share AED,Booked for,Date of birth,Sex",
    );
    const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual([...BOOKINGS_CSV_COLUMNS]);
    const total = (await admin.admin.bookings.list({ page: 1 })).total;
    expect(rows).toBe(total);
    expect(truncated).toBe(false);
    expect(parsed).toHaveLength(total + 1);

    const amalRow = parsed.find((r) => r[0] === b.amal!.reference)!;
    expect(amalRow).toEqual([
      b.amal!.reference,
      "confirmed",
      day,
      "10:00",
      "Palm Crest Diagnostics",
      "Complete Blood Count (CBC); Vitamin D Test",
      "Amal Haddad",
      "amal@example.com",
      "+971501234567",
      "Lab visit",
      "",
      "",
      "235.00",
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
      "Self-pay",
      "",
      "",
      "",
      "",
      "Account holder",
      "",
      "",
    ]);
    const homeRow = parsed.find((r) => r[0] === b.home!.reference)!;
    expect(homeRow.slice(9, 13)).toEqual([
      "Home collection",
      "Villa 12, Street 4, Jumeirah 1",
      "Dubai",
      "135.00",
    ]);
    expect(parsed.find((r) => r[0] === b.past!.reference)![1]).toBe("no-show");
    // Arabic names survive; a name that a spreadsheet would run as a formula is made text.
    expect(parsed.some((r) => r[6] === "ليلى حسن")).toBe(true);
    expect(parsed.find((r) => r[0] === b.formula!.reference)![6]).toBe(
      `'=HYPERLINK("http://evil.example","x")`,
    );
    expect(parsed.find((r) => r[0] === b.formula!.reference)![13]).toBe("2025-01-01 10:00");
  });

  it("uses the list's filters and order", async () => {
    const { csv, rows } = await admin.admin.bookings.exportCsv({ q: "050 123 4567" });
    expect(rows).toBe(1);
    expect(csv).toContain(b.amal!.reference);
    const upcoming = await admin.admin.bookings.exportCsv({ labId: fx.dubaiLabId, preset: "upcoming" });
    const list = await admin.admin.bookings.list({ labId: fx.dubaiLabId, preset: "upcoming", page: 1 });
    const refs = Papa.parse<string[]>(upcoming.csv.slice(1), { skipEmptyLines: true })
      .data.slice(1)
      .map((r) => r[0]);
    expect(refs).toEqual(list.items.map((i) => i.reference));
  });
});

describe("lab staff", () => {
  it("sees only their labs' bookings", async () => {
    const list = await staff.admin.bookings.list({ page: 1 });
    expect(ids(list).sort()).toEqual([b.layla!.id, b.formula!.id].sort());
    expect((await staff.admin.bookings.list({ q: "Amal", page: 1 })).total).toBe(0);
    expect(await staff.admin.bookings.labs()).toEqual([
      expect.objectContaining({ id: fx.abuDhabiLabId, name: "Corniche Lab" }),
    ]);
    expect((await staff.admin.bookings.byId({ id: b.formula!.id })).reference).toBe(b.formula!.reference);
    const csv = await staff.admin.bookings.exportCsv({});
    expect(csv.rows).toBe(2);
    expect(csv.csv).not.toContain(b.amal!.reference);
    expect((await dayView(staff, fx.abuDhabiLabId, weekday)).lab.id).toBe(fx.abuDhabiLabId);
  });

  it("gets NOT_FOUND for another lab's booking and FORBIDDEN for another lab's filter or day view", async () => {
    await expectFailure(
      staff.admin.bookings.byId({ id: b.amal!.id }),
      "NOT_FOUND",
      messages.booking.notFound,
    );
    expect(
      await failure(staff.admin.bookings.updateStatus({ id: b.home!.id, status: "confirmed" })),
    ).toMatchObject({ code: "NOT_FOUND" });
    expect((await stored(b.home!.id)).status).toBe("pending");
    expect((await failure(staff.admin.bookings.list({ labId: fx.dubaiLabId, page: 1 }))).code).toBe(
      "FORBIDDEN",
    );
    expect((await failure(staff.admin.bookings.exportCsv({ labId: fx.dubaiLabId }))).code).toBe("FORBIDDEN");
    expect((await failure(dayView(staff, fx.dubaiLabId, day))).code).toBe("FORBIDDEN");
  });

  it("changes the status of their labs' bookings, audited with their id", async () => {
    const row = await amalBooking(fx.abuDhabiLabId, weekday, { time: "15:00" });
    const updated = await staff.admin.bookings.updateStatus({ id: row.id, status: "confirmed" });
    expect(updated.status).toBe("confirmed");
    const history = (await admin.admin.bookings.byId({ id: row.id })).history;
    expect(history.at(-1)).toMatchObject({
      action: "booking.updateStatus",
      actor: { email: "staff@example.com" },
      toStatus: "confirmed",
    });
  });
});

describe("admin.bookings.newSince", () => {
  it("counts the bookings made after a moment, inside the caller's labs", async () => {
    const since = new Date();
    expect(await admin.admin.bookings.newSince({ since })).toEqual({ count: 0, latestAt: null });
    await amalBooking(fx.dubaiLabId, day, { time: "16:00" });
    await amalBooking(fx.abuDhabiLabId, weekday, { time: "16:00" });
    const fresh = await admin.admin.bookings.newSince({ since });
    expect(fresh.count).toBe(2);
    expect(fresh.latestAt!.getTime()).toBeGreaterThan(since.getTime());
    expect((await staff.admin.bookings.newSince({ since })).count).toBe(1);
    // An ISO string works too (the page may send its open time as text).
    expect((await admin.admin.bookings.newSince({ since: since.toISOString() })).count).toBe(2);
  });
});

describe("admin.bookings.reschedule", () => {
  /** Date and time in Asia/Dubai `minutes` from now (times need not be slot starts: rows go straight in). */
  const dubaiIn = (minutes: number) => {
    const iso = new Date(Date.now() + minutes * 60_000 + 4 * 3_600_000).toISOString();
    return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
  };

  it("moves a booking past the patient's cut-off, keeps its status, records history and emails the patient", async () => {
    const soon = dubaiIn(90);
    const row = await amalBooking(fx.dubaiLabId, soon.date, { time: soon.time, status: "confirmed" });
    const patientTry = await failure(
      amal.booking.reschedule({ id: row.id, scheduledDate: day, scheduledTime: "11:30" }),
    );
    expect(patientTry).toMatchObject({ code: "BAD_REQUEST" });
    expect((patientTry.cause as AppError).reason).toBe("CUTOFF_PASSED");

    const moved = await reschedule(admin, row.id, "11:30");
    expect(moved).toMatchObject({
      id: row.id,
      reference: row.reference,
      status: "confirmed",
      scheduledDate: day,
      scheduledTime: "11:30",
      allowedStatuses: ["completed", "cancelled"],
    });
    expect(await slotUsage(fx.dubaiLabId, day, "11:30")).toBe(1);

    const detail = await admin.admin.bookings.byId({ id: row.id });
    expect(detail.history.at(-1)).toMatchObject({
      action: "booking.reschedule",
      actor: { email: "admin@example.com" },
      fromSlot: { scheduledDate: soon.date, scheduledTime: soon.time },
      toSlot: { scheduledDate: day, scheduledTime: "11:30" },
      fromStatus: null,
      toStatus: null,
    });
    const mail = await world.db.prisma.notification.findMany({
      where: { bookingId: row.id, template: "booking_rescheduled" },
    });
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ recipient: "patient@example.com", userId: amalId, status: "queued" });
    expect(JSON.stringify(mail[0]!.data)).toContain(soon.time);
  });

  it("lets lab staff move their labs' bookings, audited with their id; another lab's booking is NOT_FOUND", async () => {
    const row = await amalBooking(fx.abuDhabiLabId, weekday, { testIds: [fx.vitaminDId], time: "09:00" });
    const moved = await staff.admin.bookings.reschedule({
      id: row.id,
      scheduledDate: weekday,
      scheduledTime: "09:15",
    });
    expect(moved).toMatchObject({ status: "pending", scheduledTime: "09:15" });
    expect((await admin.admin.bookings.byId({ id: row.id })).history.at(-1)).toMatchObject({
      action: "booking.reschedule",
      actor: { email: "staff@example.com" },
    });

    const other = await amalBooking(fx.dubaiLabId, day, { time: "13:00" });
    await expectFailure(reschedule(staff, other.id, "13:15"), "NOT_FOUND", messages.booking.notFound);
    expect((await stored(other.id)).scheduledTime).toBe("13:00");
    // Patients are FORBIDDEN from the admin procedure altogether.
    expect((await failure(reschedule(amal, other.id, "13:15"))).code).toBe("FORBIDDEN");
  });

  it("is still bound by the slot rules and capacity: outside hours, closed days and a full slot are refused", async () => {
    const row = await amalBooking(fx.dubaiLabId, day, { time: "14:00" });
    const outside = await failure(reschedule(admin, row.id, "03:00"));
    expect(outside).toMatchObject({ code: "BAD_REQUEST", message: messages.booking.outsideHours });
    expect((outside.cause as AppError).reason).toBe("SLOT_UNAVAILABLE");

    await world.db.prisma.bookingSlotUsage.create({
      data: {
        labId: fx.dubaiLabId,
        slotDate: new Date(`${day}T00:00:00Z`),
        slotTime: "14:30",
        collectionMode: "lab_visit",
        booked: 3,
      },
    });
    const full = await failure(reschedule(admin, row.id, "14:30"));
    expect(full).toMatchObject({ code: "CONFLICT", message: messages.booking.slotFull });
    expect((full.cause as AppError).reason).toBe("SLOT_FULL");
    expect(await slotUsage(fx.dubaiLabId, day, "14:30")).toBe(3);
    expect((await stored(row.id)).scheduledTime).toBe("14:00");
  });

  it("refuses a slot where the patient already holds one of the booking's tests (DUPLICATE), and a booking that is closed", async () => {
    const { caller: rania } = await world.signedIn("rania@example.com");
    const details = {
      labId: fx.dubaiLabId,
      scheduledDate: day,
      patientName: "Rania Saleh",
      patientEmail: "rania@example.com",
    };
    await rania.booking.create({ ...details, testIds: [fx.cbcId], scheduledTime: "17:00" });
    const second = await rania.booking.create({
      ...details,
      testIds: [fx.cbcId, fx.lipidId],
      scheduledTime: "17:15",
    });
    const dup = await failure(reschedule(admin, second.id, "17:00"));
    expect(dup).toMatchObject({ code: "CONFLICT", message: messages.booking.patientHasDuplicate });
    expect((dup.cause as AppError).reason).toBe("DUPLICATE");
    // Nothing moved: both places as they were.
    expect(await slotUsage(fx.dubaiLabId, day, "17:00")).toBe(1);
    expect(await slotUsage(fx.dubaiLabId, day, "17:15")).toBe(1);
    expect(
      await world.db.prisma.notification.count({
        where: { bookingId: second.id, template: "booking_rescheduled" },
      }),
    ).toBe(0);

    const done = await amalBooking(fx.dubaiLabId, yesterday, { status: "completed" });
    const refused = await failure(reschedule(admin, done.id, "17:30"));
    expect(refused).toMatchObject({
      code: "BAD_REQUEST",
      message: messages.booking.notChangeable("completed"),
    });
  });
});
