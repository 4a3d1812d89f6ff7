/**
 * The patient's results (results.list, byBooking, timeline, addOwn) on a real database: who sees
 * which report, that superseded versions never reach the patient, the audit row of every view, the
 * series across labs (grouping, units kept apart or converted exactly), and past results typed in by
 * hand.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, dubaiInstant, newBookingReference, todayInDubai } from "@labcompare/domain";
import { pointsWithLabs } from "@labcompare/domain/results/timeline";
import { createSeededWorld, failure, issueMessages, type Fixture, type TestWorld } from "./helpers.ts";

let world: TestWorld, fx: Fixture, hba1cId: string, glucoseId: string;

beforeAll(async () => {
  ({ world, fx } = await createSeededWorld());
  const p = world.db.prisma;
  hba1cId = (
    await p.test.create({
      data: {
        name: "Glycated Hemoglobin (HbA1c)",
        slug: "glycated-hemoglobin-hba1c",
        loincCode: "4548-4",
        categoryId: fx.categoryId,
      },
    })
  ).id;
  glucoseId = (
    await p.test.create({
      data: { name: "Fasting Blood Glucose", slug: "fasting-blood-glucose", categoryId: fx.categoryId },
    })
  ).id;
});
afterAll(() => world.close());

/** A completed booking of `userId` at `labId`, `daysAgo` days ago at 09:00 Dubai time, with `testIds`. */
async function pastBooking(userId: string, labId: string, daysAgo: number, testIds: string[]) {
  const date = addDays(todayInDubai(), -daysAgo);
  return world.db.prisma.booking.create({
    data: {
      reference: newBookingReference(),
      userId,
      labId,
      scheduledDate: new Date(`${date}T00:00:00Z`),
      scheduledTime: "09:00",
      startsAt: dubaiInstant(date, "09:00"),
      patientName: "Aisha Rahman",
      patientEmail: "aisha@example.com",
      status: "completed",
      priceAed: 100,
      totalAed: 100,
      items: { create: testIds.map((testId) => ({ testId, priceAed: 50 })) },
    },
    select: { id: true, reference: true, startsAt: true },
  });
}

interface Obs {
  testId: string;
  loincCode?: string | null;
  name: string;
  valueNumber?: number;
  valueText?: string;
  unit?: string | null;
  refLow?: number;
  refHigh?: number;
  refText?: string;
  flag?: "L" | "N" | "H" | "LL" | "HH" | "A";
}

/** A lab report (version `version`, superseded when `superseded`) of the booking, effective at its start. */
async function labReport(
  userId: string,
  booking: { id: string; startsAt: Date },
  observations: Obs[],
  opts: { version?: number; superseded?: boolean; fileKey?: string } = {},
) {
  const version = opts.version ?? 1;
  return world.db.prisma.report.create({
    data: {
      userId,
      bookingId: booking.id,
      version,
      status: version === 1 ? "final" : "amended",
      supersededAt: opts.superseded ? new Date() : null,
      issuedAt: new Date(booking.startsAt.getTime() + 86_400_000 + version * 1000),
      fileKey: opts.fileKey,
      observations: {
        create: observations.map((o, position) => ({ ...o, position, effectiveAt: booking.startsAt })),
      },
    },
    select: { id: true },
  });
}

const viewAudits = (actorId: string) =>
  world.db.prisma.auditLog.findMany({
    where: { actorId, action: "report.view" },
    select: { entity: true, entityId: true, after: true },
  });

describe("results.list and results.byBooking (owner only, current versions)", () => {
  it("shows the owner their current reports newest first, hides superseded versions, and audits each view", async () => {
    const { userId, caller } = await world.signedIn("results-owner@example.com");
    const older = await pastBooking(userId, fx.dubaiLabId, 120, [fx.cbcId]);
    const newer = await pastBooking(userId, fx.abuDhabiLabId, 30, [fx.cbcId]);
    const v1 = await labReport(
      userId,
      older,
      [
        {
          testId: fx.cbcId,
          name: "Haemoglobin",
          valueNumber: 12.1,
          unit: "g/dL",
          refLow: 13,
          refHigh: 17,
          flag: "L",
        },
      ],
      { superseded: true },
    );
    const v2 = await labReport(
      userId,
      older,
      [
        {
          testId: fx.cbcId,
          name: "Haemoglobin",
          valueNumber: 13.4,
          unit: "g/dL",
          refLow: 13,
          refHigh: 17,
          flag: "N",
        },
      ],
      { version: 2, fileKey: "key-v2" },
    );
    const latest = await labReport(userId, newer, [
      { testId: fx.cbcId, name: "Urine glucose", valueText: "Negative", refText: "Negative" },
    ]);

    const list = await caller.results.list();
    expect(list.map((r) => r.id)).toEqual([latest.id, v2.id]);
    expect(list.map((r) => r.id)).not.toContain(v1.id);
    expect(list[1]).toMatchObject({
      version: 2,
      status: "amended",
      source: "lab",
      hasFile: true,
      labName: "Palm Crest Diagnostics",
      booking: { reference: older.reference, lab: { name: "Palm Crest Diagnostics", slug: "palm-crest" } },
      observations: [
        {
          name: "Haemoglobin",
          valueNumber: 13.4,
          valueText: null,
          unit: "g/dL",
          refLow: 13,
          refHigh: 17,
          flag: "N",
        },
      ],
    });
    expect(list[0]).toMatchObject({
      hasFile: false,
      labName: "Corniche Lab",
      observations: [{ valueNumber: null, valueText: "Negative", refText: "Negative" }],
    });
    expect(await viewAudits(userId)).toEqual(
      expect.arrayContaining(
        [latest.id, v2.id].map((entityId) => ({ entity: "report", entityId, after: { role: "patient" } })),
      ),
    );
    expect(await viewAudits(userId)).toHaveLength(2);

    const byBooking = await caller.results.byBooking({ reference: older.reference.toLowerCase() });
    expect(byBooking.map((r) => [r.id, r.version])).toEqual([[v2.id, 2]]);
    expect(await viewAudits(userId)).toHaveLength(3);
  });

  it("answers another patient NOT_FOUND for the booking and shows them none of its reports", async () => {
    const owner = await world.signedIn("results-a@example.com");
    const other = await world.signedIn("results-b@example.com");
    const booking = await pastBooking(owner.userId, fx.dubaiLabId, 10, [fx.cbcId]);
    await labReport(owner.userId, booking, [
      { testId: fx.cbcId, name: "Haemoglobin", valueNumber: 14, unit: "g/dL" },
    ]);

    const error = await failure(other.caller.results.byBooking({ reference: booking.reference }));
    expect([error.code, error.message]).toEqual(["NOT_FOUND", "Booking not found"]);
    expect(await other.caller.results.list()).toEqual([]);
    expect((await other.caller.results.timeline()).series).toEqual([]);
    expect(await viewAudits(other.userId)).toHaveLength(0);
    // A booking of the caller without results yet: an empty list, nothing audited.
    const fresh = await pastBooking(other.userId, fx.dubaiLabId, 2, [fx.cbcId]);
    expect(await other.caller.results.byBooking({ reference: fresh.reference })).toEqual([]);
  });

  it("refuses visitors", async () => {
    expect((await failure(world.anon.results.list())).code).toBe("UNAUTHORIZED");
  });
});

describe("results.timeline (one record across labs)", () => {
  it("groups by LOINC code, else by test, orders points by time, converts HbA1c % ↔ mmol/mol and keeps other units apart", async () => {
    const { userId, caller } = await world.signedIn("timeline@example.com");
    const march = await pastBooking(userId, fx.dubaiLabId, 240, [hba1cId, glucoseId]);
    const july = await pastBooking(userId, fx.abuDhabiLabId, 120, [hba1cId, glucoseId]);
    const nov = await pastBooking(userId, fx.dubaiLabId, 30, [hba1cId, glucoseId]);
    // Reports created out of time order: the series still runs oldest first.
    const rNov = await labReport(userId, nov, [
      {
        testId: hba1cId,
        loincCode: "4548-4",
        name: "HbA1c",
        valueNumber: 5.8,
        unit: "%",
        refLow: 4,
        refHigh: 5.6,
        flag: "H",
      },
      { testId: glucoseId, name: "Glucose", valueNumber: 5.2, unit: "mmol/L" },
    ]);
    const rMarch = await labReport(userId, march, [
      { testId: hba1cId, loincCode: "4548-4", name: "HbA1c", valueNumber: 6.1, unit: "%", flag: "H" },
      { testId: glucoseId, name: "Glucose", valueNumber: 99, unit: "mg/dL" },
      { testId: glucoseId, name: "Ketones", valueText: "Negative" },
    ]);
    const rJuly = await labReport(userId, july, [
      { testId: hba1cId, loincCode: "59261-8", name: "HbA1c (IFCC)", valueNumber: 41, unit: "mmol/mol" },
    ]);
    await labReport(
      userId,
      july,
      [{ testId: hba1cId, loincCode: "4548-4", name: "HbA1c", valueNumber: 9.9, unit: "%" }],
      { version: 0, superseded: true },
    );

    const timeline = await caller.results.timeline();
    // Each report's lab is named once, not on every value.
    expect(timeline.reports.map((r) => r.id).sort()).toEqual([rMarch.id, rJuly.id, rNov.id].sort());
    expect(Object.keys(timeline.series[0]!.points[0]!).sort()).toEqual([
      "effectiveAt",
      "flag",
      "reportId",
      "value",
    ]);
    const series = pointsWithLabs(timeline);
    const hba1c = series.filter((s) => s.loincCode === "4548-4");
    expect(hba1c).toHaveLength(1);
    expect(hba1c[0]).toMatchObject({ name: "HbA1c", unit: "%", refLow: 4, refHigh: 5.6, testId: hba1cId });
    expect(hba1c[0]!.points.map((p) => [p.reportId, p.labName, p.source, p.flag])).toEqual([
      [rMarch.id, "Palm Crest Diagnostics", "lab", "H"],
      [rJuly.id, "Corniche Lab", "lab", null],
      [rNov.id, "Palm Crest Diagnostics", "lab", "H"],
    ]);
    expect(hba1c[0]!.points.map((p) => p.value)).toEqual([6.1, 41 / 10.929 + 2.15, 5.8]);
    expect(hba1c[0]!.points[0]!.effectiveAt).toBe(march.startsAt.toISOString());

    // Glucose has no LOINC code here (grouped by test) and no exact conversion: two series, one per unit.
    const glucose = series.filter((s) => s.testId === glucoseId);
    expect(glucose.map((s) => [s.loincCode, s.unit, s.points.map((p) => p.value)])).toEqual([
      [null, "mg/dL", [99]],
      [null, "mmol/L", [5.2]],
    ]);
    expect(new Set(series.map((s) => s.key)).size).toBe(series.length);
    // Text values stay out of the series.
    expect(series.flatMap((s) => s.points).every((p) => typeof p.value === "number")).toBe(true);
    expect(series.some((s) => s.name === "Ketones")).toBe(false);
    // Showing a report's values is a view of it: one audit row per report on the timeline, none for the superseded one.
    const viewed = await world.db.prisma.auditLog.findMany({
      where: { actorId: userId, action: "report.view" },
      select: { entityId: true, after: true },
    });
    expect(viewed.map((v) => v.entityId).sort()).toEqual([rMarch.id, rJuly.id, rNov.id].sort());
    expect(viewed.every((v) => (v.after as { role: string }).role === "patient")).toBe(true);
  });
});

describe("Arabic names (Arabic pages show them)", () => {
  it("carries the test's and the booking lab's Arabic names in list, byBooking and timeline; a typed lab name has none", async () => {
    const p = world.db.prisma;
    const testAr = "الهيموغلوبين السكري التراكمي (HbA1c)";
    const labAr = "بالم كرست للتشخيص";
    await p.test.update({ where: { id: hba1cId }, data: { nameAr: testAr } });
    await p.lab.update({ where: { id: fx.dubaiLabId }, data: { nameAr: labAr } });
    try {
      const { userId, caller } = await world.signedIn("results-arabic@example.com");
      const booking = await pastBooking(userId, fx.dubaiLabId, 50, [hba1cId, glucoseId]);
      await labReport(userId, booking, [
        { testId: hba1cId, loincCode: "4548-4", name: "HbA1c", valueNumber: 5.7, unit: "%" },
        { testId: glucoseId, name: "Ketones", valueText: "Negative" },
      ]);
      await caller.results.addOwn({
        testId: hba1cId,
        value: 6,
        unit: "%",
        effectiveDate: addDays(todayInDubai(), -200),
        labName: "City Clinic Lab",
      });

      const list = await caller.results.list();
      const lab = list.find((r) => r.source === "lab")!;
      expect(lab).toMatchObject({
        labName: "Palm Crest Diagnostics",
        labNameAr: labAr,
        booking: { lab: { name: "Palm Crest Diagnostics", nameAr: labAr } },
      });
      // The observation keeps the name the lab sent; its Arabic name is the catalogue test's (none yet: null).
      expect(lab.observations.map((o) => [o.name, o.nameAr])).toEqual([
        ["HbA1c", testAr],
        ["Ketones", null],
      ]);
      expect(list.find((r) => r.source === "patient")).toMatchObject({
        labName: "City Clinic Lab",
        labNameAr: null,
        observations: [{ nameAr: testAr }],
      });
      expect((await caller.results.byBooking({ reference: booking.reference }))[0]).toMatchObject({
        labNameAr: labAr,
        observations: [{ nameAr: testAr }, { nameAr: null }],
      });

      const series = pointsWithLabs(await caller.results.timeline());
      expect(series).toHaveLength(1);
      expect(series[0]).toMatchObject({ name: "HbA1c", nameAr: testAr });
      expect(series[0]!.points.map((p) => [p.labName, p.labNameAr])).toEqual([
        ["City Clinic Lab", null],
        ["Palm Crest Diagnostics", labAr],
      ]);
    } finally {
      await p.test.update({ where: { id: hba1cId }, data: { nameAr: null } });
      await p.lab.update({ where: { id: fx.dubaiLabId }, data: { nameAr: null } });
    }
  });
});

describe("results.addOwn (a past result from elsewhere)", () => {
  const valid = () => ({
    testId: "glycated-hemoglobin-hba1c",
    value: "6.3",
    unit: "%",
    effectiveDate: addDays(todayInDubai(), -400),
    labName: "City Clinic Lab",
  });

  it("refuses bad input with a clear message and stores nothing", async () => {
    const { userId, caller } = await world.signedIn("own-bad@example.com");
    const cases: [Record<string, unknown>, string][] = [
      [{ effectiveDate: addDays(todayInDubai(), 1) }, "The date of the test cannot be in the future"],
      [{ effectiveDate: "1999-12-31" }, "Please enter a date from 1 January 2000"],
      [{ effectiveDate: "12/03/2025" }, "Please enter the date of the test"],
      [{ labName: "X" }, "Please enter the lab's name (2 to 200 characters)"],
      [{ labName: "L".repeat(201) }, "Please enter the lab's name (2 to 200 characters)"],
      [{ value: "  " }, "Please enter the result"],
      [{ value: 1e13 }, "Please enter a value between -999,999,999,999 and 999,999,999,999"],
      [{ unit: "u".repeat(41) }, "The unit can be at most 40 characters"],
      [{ flag: "X" }, "Please choose Low, Normal, High, Critically low, Critically high or Abnormal"],
      [{ testId: "" }, "Please choose the test"],
    ];
    for (const [patch, message] of cases) {
      const error = await failure(caller.results.addOwn({ ...valid(), ...patch }));
      expect([error.code, issueMessages(error)], JSON.stringify(patch)).toEqual(["BAD_REQUEST", [message]]);
    }
    const unknown = await failure(caller.results.addOwn({ ...valid(), testId: "no-such-test" }));
    expect([unknown.code, unknown.message]).toEqual([
      "NOT_FOUND",
      "Test not found. Please choose one from the list",
    ]);
    expect(await world.db.prisma.report.count({ where: { userId } })).toBe(0);
  });

  it("stores a patient report with the test's LOINC code, shown in the list and on the timeline as added by the patient", async () => {
    const { userId, caller } = await world.signedIn("own-ok@example.com");
    const booking = await pastBooking(userId, fx.dubaiLabId, 60, [hba1cId]);
    await labReport(userId, booking, [
      { testId: hba1cId, loincCode: "4548-4", name: "HbA1c", valueNumber: 5.9, unit: "%" },
    ]);

    const added = await caller.results.addOwn(valid());
    expect(added).toMatchObject({
      source: "patient",
      booking: null,
      labName: "City Clinic Lab",
      hasFile: false,
      version: 1,
      status: "final",
    });
    expect(added.observations).toMatchObject([
      {
        testId: hba1cId,
        loincCode: "4548-4",
        name: "Glycated Hemoglobin (HbA1c)",
        valueNumber: 6.3,
        valueText: null,
        unit: "%",
        flag: null,
      },
    ]);
    expect(added.observations[0]!.effectiveAt).toEqual(dubaiInstant(valid().effectiveDate, "00:00"));
    const stored = await world.db.prisma.report.findUniqueOrThrow({
      where: { id: added.id },
      select: { bookingId: true, userId: true, source: true, externalLabName: true },
    });
    expect(stored).toEqual({
      bookingId: null,
      userId,
      source: "patient",
      externalLabName: "City Clinic Lab",
    });

    const text = await caller.results.addOwn({
      ...valid(),
      testId: glucoseId,
      value: "Negative",
      unit: "",
      flag: "N",
    });
    expect(text.observations[0]).toMatchObject({
      valueNumber: null,
      valueText: "Negative",
      unit: null,
      flag: "N",
      loincCode: null,
    });

    expect(
      (await caller.results.list())
        .filter((r) => r.source === "patient")
        .map((r) => r.id)
        .sort(),
    ).toEqual([added.id, text.id].sort());
    const series = pointsWithLabs(await caller.results.timeline());
    const hba1c = series.find((s) => s.loincCode === "4548-4")!;
    expect(hba1c.points.map((p) => [p.value, p.source, p.labName])).toEqual([
      [6.3, "patient", "City Clinic Lab"],
      [5.9, "lab", "Palm Crest Diagnostics"],
    ]);
  });
});
