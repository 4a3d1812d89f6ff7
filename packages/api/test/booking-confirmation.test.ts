/**
 * Per-lab confirmation: a booking at an auto-confirm lab is confirmed as it is made and sends one
 * "confirmed" email with its calendar event; elsewhere it waits as pending and says by when the lab
 * confirms. The calendar event (download and email): METHOD:PUBLISH, one UID, a SEQUENCE that grows
 * with each change, DTEND at the end of the slot or window. admin.labs validates the two fields.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays, todayInDubai } from "@labcompare/domain";
import { messages } from "@labcompare/validators";
import { bookingIcs } from "../src/index.ts";
import { changeBookingStatus } from "../src/bookings/booking-status.service.ts";
import { bookingInput, failure, issueMessages } from "./helpers.ts";
import type { Caller, Fixture, TestWorld } from "./helpers.ts";
import { adminLabInput, createAdminWorld } from "./admin-helpers.ts";

let world: TestWorld, fx: Fixture, admin: Caller, adminId: string;
const day = addDays(todayInDubai(), 5);

beforeAll(async () => {
  ({ world, fx, admin, adminId } = await createAdminWorld());
});
afterAll(() => world.close());

const setLab = (labId: string, data: { autoConfirm?: boolean; confirmationMinutes?: number }) =>
  world.db.prisma.lab.update({ where: { id: labId }, data });
beforeEach(() => setLab(fx.dubaiLabId, { autoConfirm: false, confirmationMinutes: 120 }));

/** The booking's queued messages other than reminders: template and the attached event. */
async function bookingMessages(bookingId: string) {
  const rows = await world.db.prisma.notification.findMany({
    where: { bookingId, template: { notIn: ["booking_reminder_24h", "booking_reminder_morning"] } },
    orderBy: { createdAt: "asc" },
  });
  return rows.map((r) => ({
    template: r.template,
    calendar: (r.data as { calendar?: { method: string; content: string } }).calendar,
  }));
}

/** An .ics property's value ("SEQUENCE" → "0"). */
const property = (ics: string, name: string) =>
  new RegExp(`^${name}[;:](.*)$`, "m").exec(ics.replace(/\r\n[ \t]/g, ""))?.[1];

describe("booking.create at an auto-confirm lab", () => {
  it("is confirmed at once, audited so, and queues exactly one email: confirmed, with the calendar event", async () => {
    await setLab(fx.dubaiLabId, { autoConfirm: true });
    const { caller } = await world.signedIn("auto-1@example.com");
    const b = await caller.booking.create(bookingInput(fx, day, { testIds: [fx.cbcId, fx.lipidId] }));
    expect(b.status).toBe("confirmed");
    expect(b.confirmBy).toBeNull();
    expect((await world.db.prisma.booking.findUniqueOrThrow({ where: { id: b.id } })).status).toBe(
      "confirmed",
    );
    const audit = await world.db.prisma.auditLog.findFirstOrThrow({
      where: { entityId: b.id, action: "booking.create" },
    });
    expect(audit.after).toMatchObject({ status: "confirmed" });
    const sent = await bookingMessages(b.id);
    expect(sent.map((m) => m.template)).toEqual(["booking_confirmed"]);
    expect(sent[0]!.calendar!.method).toBe("PUBLISH");
    expect(property(sent[0]!.calendar!.content, "METHOD")).toBe("PUBLISH");
    expect(property(sent[0]!.calendar!.content, "STATUS")).toBe("CONFIRMED");
    expect(property(sent[0]!.calendar!.content, "SEQUENCE")).toBe("0");
    // The reminders are planned as for any booking.
    expect(
      await world.db.prisma.notification.count({
        where: { bookingId: b.id, template: "booking_reminder_24h" },
      }),
    ).toBe(1);
  });
});

describe("booking.create at a lab that confirms itself", () => {
  it("stays pending, says by when the lab confirms (created + its confirmation time, Asia/Dubai) and queues the received email", async () => {
    await setLab(fx.dubaiLabId, { confirmationMinutes: 90 });
    const { caller } = await world.signedIn("pending-1@example.com");
    const b = await caller.booking.create(bookingInput(fx, day, { scheduledTime: "11:00" }));
    expect(b.status).toBe("pending");
    const due = new Date(new Date(b.createdAt).getTime() + 90 * 60_000 + 4 * 3_600_000).toISOString();
    expect(b.confirmBy).toMatchObject({
      date: due.slice(0, 10),
      time: due.slice(11, 16),
      afterStart: false,
      passed: false,
    });
    const sent = await bookingMessages(b.id);
    expect(sent.map((m) => m.template)).toEqual(["booking_created"]);
    expect(property(sent[0]!.calendar!.content, "STATUS")).toBe("TENTATIVE");
    // The lab's confirmation later: its own email, the event one version on.
    await changeBookingStatus(
      world.db.prisma,
      { id: b.id, status: "confirmed" },
      { userId: adminId, kind: "lab" },
    );
    const after = await bookingMessages(b.id);
    expect(after.map((m) => m.template)).toEqual(["booking_created", "booking_confirmed"]);
    expect(property(after[1]!.calendar!.content, "SEQUENCE")).toBe("1");
    expect((await caller.booking.byReference({ reference: b.reference })).confirmBy).toBeNull();
  });
});

describe("the booking's calendar event", () => {
  it("is published (never REQUEST or CANCEL), keeps its UID and SEQUENCE until the booking changes, then grows by one", async () => {
    const { caller, userId } = await world.signedIn("ics-1@example.com");
    const b = await caller.booking.create(bookingInput(fx, day, { scheduledTime: "12:00" }));
    const download = async () => (await bookingIcs(world.db.prisma, userId, b.reference))!;
    const first = await download();
    expect(property(first, "METHOD")).toBe("PUBLISH");
    expect(first).not.toMatch(/ORGANIZER|ATTENDEE|METHOD:REQUEST|METHOD:CANCEL/);
    expect(property(first, "UID")).toBe(`booking-${b.id}@labcompare.ae`);
    expect(property(first, "SEQUENCE")).toBe("0");
    expect(property(await download(), "SEQUENCE")).toBe("0");
    // The email's event is the download's.
    expect(property((await bookingMessages(b.id))[0]!.calendar!.content, "SEQUENCE")).toBe("0");
    // Lab visit: DTEND is the end of the 15-minute slot (12:00–12:15 in Dubai = 08:00–08:15 UTC).
    expect(property(first, "DTSTART")).toBe(`${day.replaceAll("-", "")}T080000Z`);
    expect(property(first, "DTEND")).toBe(`${day.replaceAll("-", "")}T081500Z`);
    expect(first).toContain("LOCATION:Palm Crest Diagnostics\\, Building 1\\, Al Barsha\\, Dubai");
    // A reminder the day before; the cancelled event below carries none.
    expect(first).toContain("BEGIN:VALARM");
    expect(first).toContain("ACTION:DISPLAY");
    expect(first).toContain("TRIGGER:-PT24H");

    await caller.booking.reschedule({ id: b.id, scheduledDate: day, scheduledTime: "12:30" });
    const moved = await download();
    expect(property(moved, "UID")).toBe(`booking-${b.id}@labcompare.ae`);
    expect(property(moved, "SEQUENCE")).toBe("1");
    await caller.booking.cancel({ id: b.id });
    const cancelled = await download();
    expect(property(cancelled, "METHOD")).toBe("PUBLISH");
    expect(property(cancelled, "SEQUENCE")).toBe("2");
    expect(property(cancelled, "STATUS")).toBe("CANCELLED");
    expect(cancelled).not.toContain("BEGIN:VALARM");
    expect(
      (await bookingMessages(b.id)).map((m) => [
        m.template,
        m.calendar!.method,
        property(m.calendar!.content, "SEQUENCE"),
      ]),
    ).toEqual([
      ["booking_created", "PUBLISH", "0"],
      ["booking_rescheduled", "PUBLISH", "1"],
      ["booking_cancelled", "PUBLISH", "2"],
    ]);
  });

  it("spans a home-collection window: DTEND is the window's end", async () => {
    const { caller, userId } = await world.signedIn("ics-2@example.com");
    const b = await caller.booking.create(
      bookingInput(fx, day, {
        scheduledTime: "09:00",
        collectionMode: "home_collection",
        collectionAddress: "Villa 1",
        collectionEmirate: "Dubai",
      }),
    );
    expect(b).toMatchObject({ scheduledTime: "09:00", endTime: "11:00" });
    const ics = (await bookingIcs(world.db.prisma, userId, b.reference))!;
    expect(property(ics, "DTSTART")).toBe(`${day.replaceAll("-", "")}T050000Z`);
    expect(property(ics, "DTEND")).toBe(`${day.replaceAll("-", "")}T070000Z`);
    expect(ics.replace(/\r\n[ \t]/g, "")).toContain("09:00–11:00 (Asia/Dubai)");
    expect(ics).toContain("TRIGGER:-PT24H");
  });
});

describe("the booking's calendar event in Arabic", () => {
  it("is written in the patient's saved language, with the lab's and tests' Arabic names; the /ar download too", async () => {
    await world.db.prisma.lab.update({
      where: { id: fx.dubaiLabId },
      data: { nameAr: "مختبر بالم كريست", areaAr: "البرشاء" },
    });
    await world.db.prisma.test.update({ where: { id: fx.cbcId }, data: { nameAr: "صورة الدم الكاملة" } });
    const { caller, userId } = await world.signedIn("ics-ar@example.com");
    await caller.profile.setLocale({ locale: "ar" });
    const b = await caller.booking.create(bookingInput(fx, day, { scheduledTime: "12:00" }));
    const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");
    const emailed = unfold((await bookingMessages(b.id))[0]!.calendar!.content);
    expect(property(emailed, "SUMMARY")).toBe("تحليل في مختبر بالم كريست");
    expect(emailed).toContain("صورة الدم الكاملة");
    expect(emailed).toContain("الساعة 12:00 (بتوقيت الإمارات)");
    expect(property(emailed, "LOCATION")).toBe("مختبر بالم كريست، Building 1، البرشاء، دبي");
    expect(emailed).not.toContain("Lab test at");
    // The download is in the address's language, whatever the profile says.
    expect(property(unfold((await bookingIcs(world.db.prisma, userId, b.reference, "ar"))!), "SUMMARY")).toBe(
      "تحليل في مختبر بالم كريست",
    );
    const english = unfold((await bookingIcs(world.db.prisma, userId, b.reference, "en"))!);
    expect(property(english, "SUMMARY")).toBe("Lab test at Palm Crest Diagnostics");
    expect(english).toContain("at 12:00 (Asia/Dubai)");
    await world.db.prisma.lab.update({ where: { id: fx.dubaiLabId }, data: { nameAr: null, areaAr: null } });
    await world.db.prisma.test.update({ where: { id: fx.cbcId }, data: { nameAr: null } });
  });
});

describe("admin.labs: autoConfirm and confirmationMinutes", () => {
  const labInput = adminLabInput({ name: "Confirming Lab", area: "Deira", address: "Street 9" });

  it("creates a lab that waits for its own confirmation within 2 hours by default, and updates both fields", async () => {
    const lab = await admin.admin.labs.create(labInput);
    expect(lab).toMatchObject({ autoConfirm: false, confirmationMinutes: 120 });
    const updated = await admin.admin.labs.update({
      ...labInput,
      id: lab.id,
      autoConfirm: true,
      confirmationMinutes: 45,
    });
    expect(updated).toMatchObject({ autoConfirm: true, confirmationMinutes: 45 });
    expect(await admin.admin.labs.byId({ id: lab.id })).toMatchObject({
      autoConfirm: true,
      confirmationMinutes: 45,
    });
    const audit = await world.db.prisma.auditLog.findFirstOrThrow({
      where: { entityId: lab.id, action: "lab.update" },
    });
    expect(audit.before).toMatchObject({ autoConfirm: false, confirmationMinutes: 120 });
    expect(audit.after).toMatchObject({ autoConfirm: true, confirmationMinutes: 45 });
  });

  it("refuses a bad confirmation time or auto-confirm value with the shared message, changing nothing", async () => {
    const lab = await world.db.prisma.lab.findUniqueOrThrow({ where: { id: fx.abuDhabiLabId } });
    const base = { ...labInput, name: lab.name, emirate: "Abu Dhabi" as const, id: lab.id };
    for (const [patch, message] of [
      [{ confirmationMinutes: 0 }, messages.admin.confirmationMinutesInvalid],
      [{ confirmationMinutes: 10_081 }, messages.admin.confirmationMinutesInvalid],
      [{ confirmationMinutes: 30.5 }, messages.admin.confirmationMinutesInvalid],
      [{ confirmationMinutes: "60" }, messages.admin.confirmationMinutesInvalid],
      [{ autoConfirm: "yes" }, messages.admin.autoConfirmInvalid],
    ] as const) {
      const error = await failure(admin.admin.labs.update({ ...base, ...patch } as never));
      expect(error.code, JSON.stringify(patch)).toBe("BAD_REQUEST");
      expect(issueMessages(error), JSON.stringify(patch)).toContain(message);
      const created = await failure(
        admin.admin.labs.create({ ...labInput, name: "Never Made", ...patch } as never),
      );
      expect(issueMessages(created)).toContain(message);
    }
    expect(await world.db.prisma.lab.findUniqueOrThrow({ where: { id: lab.id } })).toMatchObject({
      autoConfirm: false,
      confirmationMinutes: 120,
      updatedAt: lab.updatedAt,
    });
    expect(await world.db.prisma.lab.count({ where: { name: "Never Made" } })).toBe(0);
  });

  it("is for admins only: a patient gets FORBIDDEN and nothing changes", async () => {
    const { caller } = await world.signedIn("not-admin@example.com");
    const lab = await world.db.prisma.lab.findUniqueOrThrow({ where: { id: fx.dubaiLabId } });
    const error = await failure(
      caller.admin.labs.update({ ...labInput, name: lab.name, id: lab.id, autoConfirm: true }),
    );
    expect(error).toMatchObject({ code: "FORBIDDEN", message: messages.auth.forbidden });
    expect((await world.db.prisma.lab.findUniqueOrThrow({ where: { id: lab.id } })).autoConfirm).toBe(false);
  });
});
