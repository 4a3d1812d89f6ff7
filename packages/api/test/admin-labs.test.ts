/**
 * admin.labs schedules: weekly hours, booking rules, service emirates, coordinates and dated closures
 * are stored by create/update (closures replaced in the same transaction, audited), shown as hours
 * text, validated with the shared schedule messages, and used by the public slots; the Arabic name,
 * area and address are stored, read back, replaced and cleared.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, dailyHours, weekdayOf, todayInDubai, type WeeklyHours } from "@labcompare/domain";
import { messages, scheduleMessages } from "@labcompare/validators";
import { failure, issueMessages, type Fixture, type TestWorld, type Caller } from "./helpers.ts";
import { createAdminWorld } from "./admin-helpers.ts";

let world: TestWorld, fx: Fixture, admin: Caller;

beforeAll(async () => {
  ({ world, fx, admin } = await createAdminWorld());
});

afterAll(() => world.close());

/** Sat–Thu 07:30–13:00 & 14:00–21:00, Fri 14:00–21:00 (index 0 = Sunday). */
const splitWeek: WeeklyHours = [0, 1, 2, 3, 4, 5, 6].map((d) =>
  d === 5
    ? [{ open: "14:00", close: "21:00" }]
    : [
        { open: "14:00", close: "21:00" },
        { open: "07:30", close: "13:00" },
      ],
);

const closureDay = addDays(todayInDubai(), 10);
const otherClosureDay = addDays(todayInDubai(), 20);

/** The booking rules, service emirates, coordinates and closures of the lab created below: stored as sent. */
const labRules = {
  slotMinutes: 20,
  labVisitCapacity: 4,
  labVisitLeadMinutes: 30,
  homeCollectionLeadMinutes: 180,
  bookingHorizonDays: 30,
  cancellationCutoffMinutes: 60,
  homeCollectionStart: "08:00",
  homeCollectionEnd: "20:00",
  homeCollectionWindowMinutes: 180,
  homeCollectionCapacity: 3,
  serviceEmirates: ["Dubai", "Sharjah"] as ("Dubai" | "Sharjah")[],
  latitude: 25.2048,
  longitude: 55.2708,
  closures: [{ date: closureDay, reason: "National Day" }],
};

const labInput = {
  name: "Jumeirah Care Lab",
  emirate: "Dubai" as const,
  area: "Jumeirah",
  address: "Beach Road 10",
  phone: "+971 4 555 5555",
  homeCollection: true,
  weeklyHours: splitWeek,
  ...labRules,
};

let labId: string;

describe("admin.labs schedules", () => {
  it("creates a lab with its weekly hours (sorted), rules, emirates, coordinates and closures", async () => {
    const lab = await admin.admin.labs.create(labInput);
    labId = lab.id;
    expect(lab).toMatchObject({
      ...labRules,
      openingHours: "Sat–Thu 07:30–13:00 & 14:00–21:00, Fri 14:00–21:00",
    });
    expect(lab.weeklyHours[1]).toEqual([
      { open: "07:30", close: "13:00" },
      { open: "14:00", close: "21:00" },
    ]);
    const audit = await world.db.prisma.auditLog.findFirstOrThrow({
      where: { entityId: lab.id, action: "lab.create" },
    });
    expect(audit.after).toMatchObject({
      closures: [{ date: closureDay, reason: "National Day" }],
      slotMinutes: 20,
    });
  });

  it("lists labs with their hours as text", async () => {
    const list = await admin.admin.labs.list({ q: "Jumeirah", page: 1 });
    expect(list.items.map((l) => l.openingHours)).toEqual([
      "Sat–Thu 07:30–13:00 & 14:00–21:00, Fri 14:00–21:00",
    ]);
    const palm = await admin.admin.labs.byId({ id: fx.dubaiLabId });
    expect(palm.openingHours).toBe("Daily 07:00–22:00");
    expect(palm.closures).toEqual([]);
  });

  it("the public slots follow the stored schedule and closures", async () => {
    const closed = await world.anon.booking.slots({ labId, date: closureDay });
    expect(closed).toMatchObject({ closedReason: "National Day", slots: [] });
    const open = await world.anon.booking.slots({ labId, date: otherClosureDay });
    expect(open.closedReason).toBeNull();
    expect(open.slots[0]!.time).toBe(weekdayOf(otherClosureDay) === 5 ? "14:00" : "07:30");
    // 20-minute slots that end by closing time.
    expect(open.slots.at(-1)).toMatchObject({ time: "20:40", endTime: "21:00" });
    expect(open.slots.every((s) => s.time < "13:00" || s.time >= "14:00")).toBe(true);
  });

  it("update replaces the closures in one audited write", async () => {
    const updated = await admin.admin.labs.update({
      ...labInput,
      id: labId,
      weeklyHours: dailyHours("00:00", "24:00"),
      closures: [
        { date: otherClosureDay, reason: "Eid Al Adha" },
        { date: closureDay, reason: "National Day (moved)" },
      ],
    });
    expect(updated.openingHours).toBe("Open 24 hours");
    expect(updated.closures).toEqual([
      { date: closureDay, reason: "National Day (moved)" },
      { date: otherClosureDay, reason: "Eid Al Adha" },
    ]);
    const audit = await world.db.prisma.auditLog.findFirstOrThrow({
      where: { entityId: labId, action: "lab.update" },
    });
    expect(audit.before).toMatchObject({
      closures: [{ date: closureDay, reason: "National Day" }],
      openingHours: expect.stringContaining("Sat–Thu"),
    });
    expect(audit.after).toMatchObject({ openingHours: "Open 24 hours" });

    const emptied = await admin.admin.labs.update({ ...labInput, id: labId, closures: [] });
    expect(emptied.closures).toEqual([]);
    expect(await world.db.prisma.labClosure.count({ where: { labId } })).toBe(0);
  });

  it("a refused update changes nothing (closures included)", async () => {
    await admin.admin.labs.update({ ...labInput, id: labId });
    const conflict = await failure(
      admin.admin.labs.update({ ...labInput, id: labId, name: "Corniche Lab", closures: [] }),
    );
    expect(conflict).toMatchObject({ code: "CONFLICT", message: messages.admin.labNameTaken });
    expect(await world.db.prisma.labClosure.count({ where: { labId } })).toBe(1);
  });

  it("validates hours, closures and rules with the shared messages", async () => {
    const check = async (patch: Partial<typeof labInput> | Record<string, unknown>, message: string) => {
      const error = await failure(admin.admin.labs.create({ ...labInput, name: `Bad ${message}`, ...patch }));
      expect(error.code, message).toBe("BAD_REQUEST");
      expect(issueMessages(error), message).toContain(message);
    };
    const withDay = (intervals: { open: string; close: string }[]) =>
      splitWeek.map((d, i) => (i === 2 ? intervals : d));
    await check(
      { weeklyHours: withDay([{ open: "18:00", close: "09:00" }]) },
      scheduleMessages.closeAfterOpen,
    );
    await check(
      {
        weeklyHours: withDay([
          { open: "08:00", close: "12:00" },
          { open: "11:00", close: "15:00" },
        ]),
      },
      scheduleMessages.overlap,
    );
    await check({ weeklyHours: withDay([{ open: "8am", close: "12:00" }]) }, scheduleMessages.timeFormat);
    await check({ weeklyHours: splitWeek.slice(0, 6) }, scheduleMessages.sevenDays);
    await check(
      {
        closures: [
          { date: closureDay, reason: "A" },
          { date: closureDay, reason: "B" },
        ],
      },
      messages.admin.closureDuplicate,
    );
    await check({ closures: [{ date: closureDay, reason: " " }] }, messages.admin.closureReasonRequired);
    await check({ slotMinutes: 2 }, messages.admin.slotMinutesInvalid);
    await check({ labVisitCapacity: 0 }, messages.admin.capacityInvalid);
    await check({ homeCollectionEnd: "10:00" }, messages.admin.homeWindowInvalid);
    await check({ latitude: 40 }, messages.admin.latitudeInvalid);
    await check({ serviceEmirates: ["Atlantis"] }, messages.admin.emirateInvalid);
    expect(await world.db.prisma.lab.count({ where: { name: { startsWith: "Bad " } } })).toBe(0);
  });
});

describe("admin.labs Arabic fields", () => {
  const arabic = { nameAr: " مختبر الشاطئ ", areaAr: "جميرا", addressAr: "شارع الشاطئ 12" };

  it("create stores the Arabic name, area and address (trimmed), read back by the console and the public lab page", async () => {
    const lab = await admin.admin.labs.create({
      ...labInput,
      name: "Beach Arabic Lab",
      closures: [],
      ...arabic,
    });
    const saved = { nameAr: "مختبر الشاطئ", areaAr: "جميرا", addressAr: "شارع الشاطئ 12" };
    expect(lab).toMatchObject(saved);
    expect(await admin.admin.labs.byId({ id: lab.id })).toMatchObject(saved);
    expect(
      await world.db.prisma.lab.findUniqueOrThrow({
        where: { id: lab.id },
        select: { nameAr: true, areaAr: true, addressAr: true },
      }),
    ).toEqual(saved);
    expect(await world.anon.catalog.labs.bySlug({ id: lab.slug })).toMatchObject(saved);
    const audit = await world.db.prisma.auditLog.findFirstOrThrow({
      where: { entityId: lab.id, action: "lab.create" },
    });
    expect(audit.after).toMatchObject(saved);
  });

  it("update replaces them; an empty one is cleared (Arabic pages fall back to the English text)", async () => {
    const lab = await admin.admin.labs.byId({ id: "beach-arabic-lab" });
    const updated = await admin.admin.labs.update({
      ...labInput,
      id: lab.id,
      name: lab.name,
      closures: [],
      nameAr: "مختبر الشاطئ الجديد",
      areaAr: "",
      addressAr: "  ",
    });
    expect(updated).toMatchObject({ nameAr: "مختبر الشاطئ الجديد", areaAr: null, addressAr: null });
    expect(await admin.admin.labs.byId({ id: lab.id })).toMatchObject({
      nameAr: "مختبر الشاطئ الجديد",
      areaAr: null,
      addressAr: null,
    });
    const audit = await world.db.prisma.auditLog.findFirstOrThrow({
      where: { entityId: lab.id, action: "lab.update" },
    });
    expect([audit.before, audit.after]).toMatchObject([
      { nameAr: "مختبر الشاطئ", areaAr: "جميرا" },
      { nameAr: "مختبر الشاطئ الجديد", areaAr: null },
    ]);
  });

  it("refuses an Arabic name longer than 200 characters", async () => {
    const error = await failure(
      admin.admin.labs.create({
        ...labInput,
        name: "Long Arabic Lab",
        closures: [],
        nameAr: "ا".repeat(201),
      }),
    );
    expect(error.code).toBe("BAD_REQUEST");
    expect(await world.db.prisma.lab.count({ where: { name: "Long Arabic Lab" } })).toBe(0);
  });
});
