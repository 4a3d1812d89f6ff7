/**
 * Appointment slots: the one home of the slot rules, enforced by the booking procedures and mirrored
 * by the pages. Dates `YYYY-MM-DD` and times `HH:mm` in Asia/Dubai; durations in minutes.
 */
import {
  addDays,
  CLINIC_TIME_ZONE,
  dubaiInstant,
  fromMinutes,
  todayInDubai,
  toMinutes,
  weekdayOf,
  weeklyClosureReason,
  type WeeklyHours,
} from "./calendar.ts";
import type { CollectionModeValue } from "./booking-rules.ts";

/** A lab's booking rules, as stored on the lab (minutes, "HH:mm", days). */
export interface LabBookingRules {
  weeklyHours: WeeklyHours;
  slotMinutes: number;
  labVisitCapacity: number;
  labVisitLeadMinutes: number;
  homeCollectionLeadMinutes: number;
  bookingHorizonDays: number;
  homeCollectionStart: string;
  homeCollectionEnd: string;
  homeCollectionWindowMinutes: number;
  homeCollectionCapacity: number;
}

/** Defaults of a new lab: 15-minute slots of 3 places, 60/240 minutes of lead time, 60 days ahead. */
export const DEFAULT_BOOKING_RULES: Omit<LabBookingRules, "weeklyHours"> = {
  slotMinutes: 15,
  labVisitCapacity: 3,
  labVisitLeadMinutes: 60,
  homeCollectionLeadMinutes: 240,
  bookingHorizonDays: 60,
  homeCollectionStart: "07:00",
  homeCollectionEnd: "21:00",
  homeCollectionWindowMinutes: 120,
  homeCollectionCapacity: 2,
};

export interface Slot {
  /** Start of the slot (lab visit) or of the window (home collection), "HH:mm". */
  time: string;
  /** End of the slot or window, "HH:mm". */
  endTime: string;
  remaining: number;
  bookable: boolean;
}

export interface DaySlots {
  timezone: typeof CLINIC_TIME_ZONE;
  date: string;
  /** Why the lab takes no bookings that day ("Closed on Fridays", a closure's reason), else null. */
  closedReason: string | null;
  slots: Slot[];
}

/** Why a slot cannot be booked; null when it can. */
export type SlotRefusal = "closed" | "outside_hours" | "past" | "lead_time" | "beyond_horizon" | "full";

/** Why the lab is shut on `date`: a dated closure's reason, or "Closed on <weekday>s". */
export function closedReasonFor(
  rules: Pick<LabBookingRules, "weeklyHours">,
  date: string,
  closureReason: string | null,
): string | null {
  if (closureReason) return closureReason;
  const day = weekdayOf(date);
  if (rules.weeklyHours[day]!.length === 0) return weeklyClosureReason(day);
  return null;
}

/**
 * Start times of a day's slots: lab visits every `slotMinutes` inside each opening interval (a slot
 * must end by closing time); home-collection windows every `homeCollectionWindowMinutes` from
 * `homeCollectionStart` (a window must end by `homeCollectionEnd`), on days the lab opens at all.
 */
export function slotTimes(
  rules: LabBookingRules,
  date: string,
  mode: CollectionModeValue,
): { time: string; endTime: string }[] {
  const intervals = rules.weeklyHours[weekdayOf(date)]!;
  const out: { time: string; endTime: string }[] = [];
  if (mode === "home_collection") {
    if (intervals.length === 0) return out;
    const step = rules.homeCollectionWindowMinutes;
    const end = toMinutes(rules.homeCollectionEnd);
    for (let t = toMinutes(rules.homeCollectionStart); t + step <= end; t += step)
      out.push({ time: fromMinutes(t), endTime: fromMinutes(t + step) });
    return out;
  }
  const step = rules.slotMinutes;
  for (const i of intervals) {
    const close = toMinutes(i.close);
    for (let t = toMinutes(i.open); t + step <= close; t += step)
      out.push({ time: fromMinutes(t), endTime: fromMinutes(t + step) });
  }
  return out;
}

/**
 * The end ("HH:mm") of an appointment starting at `time`: a lab visit's slot or a home collection's
 * window, by the lab's current lengths; never past midnight ("24:00").
 */
export function appointmentEndTime(
  rules: Pick<LabBookingRules, "slotMinutes" | "homeCollectionWindowMinutes">,
  mode: CollectionModeValue,
  time: string,
): string {
  const minutes = mode === "home_collection" ? rules.homeCollectionWindowMinutes : rules.slotMinutes;
  return fromMinutes(Math.min(toMinutes(time) + minutes, 24 * 60));
}

/** Capacity of one slot (lab visit) or window (home collection). */
export function slotCapacity(rules: LabBookingRules, mode: CollectionModeValue): number {
  return mode === "home_collection" ? rules.homeCollectionCapacity : rules.labVisitCapacity;
}

/** Last bookable date: today (Asia/Dubai) + bookingHorizonDays. */
export function horizonDate(rules: LabBookingRules, now: Date): string {
  return addDays(todayInDubai(now), rules.bookingHorizonDays);
}

/**
 * Why a time (not yet known to be full) cannot be booked, checked in the order a patient would
 * understand: closed day, outside the schedule, already past, inside the lead time, past the horizon.
 */
export function timeRefusal(
  rules: LabBookingRules,
  date: string,
  time: string,
  mode: CollectionModeValue,
  now: Date,
  closureReason: string | null,
): Exclude<SlotRefusal, "full"> | null {
  if (closedReasonFor(rules, date, closureReason)) return "closed";
  if (!slotTimes(rules, date, mode).some((s) => s.time === time)) return "outside_hours";
  const start = dubaiInstant(date, time).getTime();
  if (start <= now.getTime()) return "past";
  const lead = mode === "home_collection" ? rules.homeCollectionLeadMinutes : rules.labVisitLeadMinutes;
  if (start < now.getTime() + lead * 60_000) return "lead_time";
  if (date > horizonDate(rules, now)) return "beyond_horizon";
  return null;
}

/**
 * Every slot of `date` with its remaining places and whether it can be booked now.
 * `booked` maps a slot's start time to the places already taken.
 */
export function daySlots(
  rules: LabBookingRules,
  date: string,
  mode: CollectionModeValue,
  now: Date,
  closureReason: string | null,
  booked: ReadonlyMap<string, number>,
): DaySlots {
  const closedReason = closedReasonFor(rules, date, closureReason);
  if (closedReason) return { timezone: CLINIC_TIME_ZONE, date, closedReason, slots: [] };
  const capacity = slotCapacity(rules, mode);
  const slots = slotTimes(rules, date, mode).map(({ time, endTime }) => {
    const remaining = Math.max(0, capacity - (booked.get(time) ?? 0));
    const bookable = remaining > 0 && timeRefusal(rules, date, time, mode, now, null) === null;
    return { time, endTime, remaining, bookable };
  });
  return { timezone: CLINIC_TIME_ZONE, date, closedReason: null, slots };
}
