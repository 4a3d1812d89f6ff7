/**
 * Availability of a lab: its booking rules as stored, the places taken per slot, and the day's
 * slots or a range of days, computed by the shared slot rules (@labcompare/domain/slots).
 */
import { AppError } from "../app-error.ts";
import type { Db, Prisma } from "@labcompare/db";
import {
  addDays,
  type CollectionModeValue,
  dateColumn,
  daySlots,
  type DaySlots,
  horizonDate,
  type LabBookingRules,
} from "@labcompare/domain";
import { messages, readWeeklyHours } from "@labcompare/validators";

/** Lab columns the slot rules and the booking checks need (confirmation included: a new booking's status). */
export const labRulesSelect = {
  id: true,
  name: true,
  active: true,
  homeCollection: true,
  serviceEmirates: true,
  weeklyHours: true,
  slotMinutes: true,
  labVisitCapacity: true,
  labVisitLeadMinutes: true,
  homeCollectionLeadMinutes: true,
  bookingHorizonDays: true,
  cancellationCutoffMinutes: true,
  homeCollectionStart: true,
  homeCollectionEnd: true,
  homeCollectionWindowMinutes: true,
  homeCollectionCapacity: true,
  autoConfirm: true,
  confirmationMinutes: true,
} satisfies Prisma.LabSelect;

export type LabRulesRow = Prisma.LabGetPayload<{ select: typeof labRulesSelect }>;

/** The shared rules object of a lab row. */
export function toRules(lab: LabRulesRow): LabBookingRules {
  return { ...lab, weeklyHours: readWeeklyHours(lab.weeklyHours) };
}

/** An active lab's rules; NOT_FOUND "Lab not found" otherwise. */
export async function loadLabRules(db: Db, labId: string): Promise<LabRulesRow> {
  const lab = await db.lab.findFirst({ where: { id: labId, active: true }, select: labRulesSelect });
  if (!lab) throw new AppError("NOT_FOUND", messages.booking.labNotFound);
  return lab;
}

/**
 * Refuses a home collection the lab cannot make: BAD_REQUEST "…does not offer home collection", or
 * (reason EMIRATE_NOT_SERVED) an emirate outside the lab's `serviceEmirates`.
 */
export function assertHomeCollection(lab: LabRulesRow, emirate: string | null | undefined): void {
  if (!lab.homeCollection) throw new AppError("BAD_REQUEST", messages.booking.labNoHomeCollection);
  if (emirate && !lab.serviceEmirates.some((e) => e.toLowerCase() === emirate.toLowerCase())) {
    throw new AppError("BAD_REQUEST", messages.booking.emirateNotServed(emirate), {
      reason: "EMIRATE_NOT_SERVED",
    });
  }
}

/** The reason of a closure on `date`, or null. */
export async function closureReason(db: Db, labId: string, date: string): Promise<string | null> {
  const closure = await db.labClosure.findUnique({
    where: { labId_date: { labId, date: dateColumn(date) } },
    select: { reason: true },
  });
  return closure?.reason ?? null;
}

/** Places taken per slot start time on `date` for one collection mode. */
export async function bookedPlaces(
  db: Db,
  labId: string,
  date: string,
  mode: CollectionModeValue,
): Promise<Map<string, number>> {
  const rows = await db.bookingSlotUsage.findMany({
    where: { labId, slotDate: dateColumn(date), collectionMode: mode },
    select: { slotTime: true, booked: true },
  });
  return new Map(rows.map((r) => [r.slotTime, r.booked]));
}

/**
 * booking.slots. Input: { labId, date "YYYY-MM-DD", collectionMode, collectionEmirate?, testIds? }.
 * Output: { timezone: "Asia/Dubai", date, closedReason, slots: [{ time "HH:mm", endTime, remaining,
 * bookable }], changeCutoffMinutes (the lab's cut-off for changes) }. Errors: NOT_FOUND for an unknown lab; BAD_REQUEST for home collection the lab does
 * not make (or not in that emirate), or a test the lab does not offer (reason TEST_NOT_OFFERED).
 */
export async function getDaySlots(
  db: Db,
  input: {
    labId: string;
    date: string;
    collectionMode: CollectionModeValue;
    collectionEmirate?: string;
    testIds?: string[];
  },
  now: Date = new Date(),
): Promise<DaySlots & { changeCutoffMinutes: number }> {
  const lab = await loadLabRules(db, input.labId);
  if (input.collectionMode === "home_collection") assertHomeCollection(lab, input.collectionEmirate);
  if (input.testIds?.length) {
    const offered = await db.labTestOffer.findMany({
      where: { labId: lab.id, testId: { in: input.testIds }, active: true, test: { active: true } },
      select: { testId: true },
    });
    const missing = input.testIds.filter((id) => !offered.some((o) => o.testId === id.toLowerCase()));
    if (missing.length) {
      const test = await db.test.findUnique({ where: { id: missing[0] }, select: { name: true } });
      throw new AppError("BAD_REQUEST", messages.booking.testNotOffered(test?.name ?? "this test"), {
        reason: "TEST_NOT_OFFERED",
        details: { testId: missing[0] },
      });
    }
  }
  const [closed, booked] = await Promise.all([
    closureReason(db, lab.id, input.date),
    bookedPlaces(db, lab.id, input.date, input.collectionMode),
  ]);
  return {
    ...daySlots(toRules(lab), input.date, input.collectionMode, now, closed, booked),
    changeCutoffMinutes: lab.cancellationCutoffMinutes,
  };
}

/**
 * booking.availability. Input: { labId, collectionMode, from "YYYY-MM-DD", days 1–62 }.
 * Output: { timezone, lastBookableDate (today + the lab's horizon), days: [{ date, open (the lab opens
 * that day), closedReason, bookable (slots that can be booked now) }] } so a date picker can disable
 * closed and full days and stop at the horizon.
 */
export async function getAvailability(
  db: Db,
  input: { labId: string; collectionMode: CollectionModeValue; from: string; days: number },
  now: Date = new Date(),
) {
  const lab = await loadLabRules(db, input.labId);
  const rules = toRules(lab);
  const to = addDays(input.from, input.days - 1);
  const [closures, usage] = await Promise.all([
    db.labClosure.findMany({
      where: { labId: lab.id, date: { gte: dateColumn(input.from), lte: dateColumn(to) } },
      select: { date: true, reason: true },
    }),
    db.bookingSlotUsage.findMany({
      where: {
        labId: lab.id,
        collectionMode: input.collectionMode,
        slotDate: { gte: dateColumn(input.from), lte: dateColumn(to) },
      },
      select: { slotDate: true, slotTime: true, booked: true },
    }),
  ]);
  const closureByDate = new Map(closures.map((c) => [c.date.toISOString().slice(0, 10), c.reason]));
  const usageByDate = new Map<string, Map<string, number>>();
  for (const u of usage) {
    const d = u.slotDate.toISOString().slice(0, 10);
    if (!usageByDate.has(d)) usageByDate.set(d, new Map());
    usageByDate.get(d)!.set(u.slotTime, u.booked);
  }
  const days = Array.from({ length: input.days }, (_, i) => {
    const date = addDays(input.from, i);
    const day = daySlots(
      rules,
      date,
      input.collectionMode,
      now,
      closureByDate.get(date) ?? null,
      usageByDate.get(date) ?? new Map(),
    );
    return {
      date,
      open: day.closedReason === null && day.slots.length > 0,
      closedReason: day.closedReason,
      bookable: day.slots.filter((s) => s.bookable).length,
    };
  });
  return { timezone: "Asia/Dubai" as const, lastBookableDate: horizonDate(rules, now), days };
}
