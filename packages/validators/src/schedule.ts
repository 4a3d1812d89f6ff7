/**
 * Lab schedules and appointment slots: the one home of the slot rules, imported by the booking
 * procedures (which enforce them) and by the pages (which only mirror them).
 *
 * All dates are `YYYY-MM-DD` and all times `HH:mm` in Asia/Dubai (UTC+4, no daylight saving).
 * Weekdays are numbered as JavaScript/dayjs do: 0 = Sunday … 6 = Saturday.
 */
import { z } from "zod";
import dayjs from "dayjs";
import { CLINIC_TIME_ZONE, todayInDubai } from "./dates.ts";

// Weekdays, intervals and calendar dates live in calendar.ts (no zod or dayjs, for the public pages).
import { addDays, fromMinutes, toMinutes, weekdayOf, WEEKDAY_LONG, WEEKDAY_SHORT, type OpeningInterval, type WeeklyHours } from "./calendar.ts";
export { addDays, formatLongDate, fromMinutes, isOpenAt, isOpenOn, nowInDubai, toMinutes, weekdayOf, WEEKDAY_LONG, WEEKDAY_SHORT } from "./calendar.ts";
export type { OpeningInterval, WeeklyHours } from "./calendar.ts";

export const scheduleMessages = {
  timeFormat: "Please enter a time as HH:mm",
  closeAfterOpen: "Closing time must be after opening time",
  overlap: "Opening intervals of a day must not overlap",
  sevenDays: "Opening hours need all seven days",
  tooManyIntervals: "At most 6 opening intervals a day",
};

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const CLOSE_RE = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

export const openingIntervalSchema = z
  .object({
    open: z.string().regex(TIME_RE, { message: scheduleMessages.timeFormat }),
    close: z.string().regex(CLOSE_RE, { message: scheduleMessages.timeFormat }),
  })
  .refine((i) => toMinutes(i.close) > toMinutes(i.open), { message: scheduleMessages.closeAfterOpen, path: ["close"] });

/** Validates a weekly schedule: 7 days, each interval closes after it opens, no overlaps in a day. */
export const weeklyHoursSchema = z
  .array(z.array(openingIntervalSchema).max(6, { message: scheduleMessages.tooManyIntervals }), {
    error: scheduleMessages.sevenDays,
  })
  .length(7, { message: scheduleMessages.sevenDays })
  .superRefine((days, ctx) => {
    days.forEach((intervals, day) => {
      const sorted = [...intervals].sort((a, b) => toMinutes(a.open) - toMinutes(b.open));
      for (let i = 1; i < sorted.length; i++) {
        if (toMinutes(sorted[i]!.open) < toMinutes(sorted[i - 1]!.close)) {
          ctx.addIssue({ code: "custom", message: scheduleMessages.overlap, path: [day] });
          return;
        }
      }
    });
  })
  .transform((days) => days.map((d) => [...d].sort((a, b) => toMinutes(a.open) - toMinutes(b.open))));

/** Reads a stored `weekly_hours` value; anything malformed counts as closed all week. */
export function readWeeklyHours(value: unknown): WeeklyHours {
  const parsed = weeklyHoursSchema.safeParse(value);
  return parsed.success ? parsed.data : [[], [], [], [], [], [], []];
}

/** The same intervals every day. */
export function dailyHours(open: string, close: string): WeeklyHours {
  return Array.from({ length: 7 }, () => [{ open, close }]);
}

// ---------- text ----------

/** Order in which a UAE week reads (Saturday first, as in "Sat–Thu"). */
const WEEK_ORDER = [6, 0, 1, 2, 3, 4, 5];

function intervalsText(intervals: OpeningInterval[]): string {
  if (intervals.length === 1 && intervals[0]!.open === "00:00" && intervals[0]!.close === "24:00") return "24 hours";
  return intervals.map((i) => `${i.open}–${i.close}`).join(" & ");
}

/** Runs of consecutive days (circular week starting Saturday) as "Sat–Thu", "Fri", "Fri–Sat". */
function dayRunsText(days: number[]): string {
  const positions = days.map((d) => WEEK_ORDER.indexOf(d)).sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const p of positions) {
    const last = runs[runs.length - 1];
    if (last && last[last.length - 1] === p - 1) last.push(p);
    else runs.push([p]);
  }
  // Merge a run ending on Friday with one starting on Saturday (the week wraps).
  if (runs.length > 1 && runs[0]![0] === 0 && runs[runs.length - 1]!.at(-1) === 6) {
    runs[0] = [...runs.pop()!, ...runs[0]!];
  }
  return runs
    .map((r) => {
      const first = WEEKDAY_SHORT[WEEK_ORDER[r[0]!]!];
      const last = WEEKDAY_SHORT[WEEK_ORDER[r[r.length - 1]!]!];
      return r.length === 1 ? first : `${first}–${last}`;
    })
    .join(", ");
}

/**
 * Opening hours as one line of text, e.g. "Daily 07:00–22:00", "Open 24 hours",
 * "Sat–Thu 07:30–21:00, Fri 14:00–21:00"; days with the most common hours come first, closed days
 * are left out ("Closed" when the lab never opens).
 */
export function formatWeeklyHours(weekly: WeeklyHours): string {
  const groups = new Map<string, { intervals: OpeningInterval[]; days: number[] }>();
  weekly.forEach((intervals, day) => {
    if (intervals.length === 0) return;
    const key = intervalsText(intervals);
    const g = groups.get(key) ?? { intervals, days: [] };
    g.days.push(day);
    groups.set(key, g);
  });
  if (groups.size === 0) return "Closed";
  const list = [...groups.entries()].sort((a, b) => b[1].days.length - a[1].days.length);
  if (list.length === 1 && list[0]![1].days.length === 7) {
    return list[0]![0] === "24 hours" ? "Open 24 hours" : `Daily ${list[0]![0]}`;
  }
  return list.map(([text, g]) => `${dayRunsText(g.days)} ${text}`).join(", ");
}

function parseJsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

// Stored schedules by their JSON text: reading one is a zod parse with refinements (~5 % of a test
// page's CPU when done once per offer, issue 12), and a catalogue has few distinct schedules.
const storedSchedules = new Map<string, { weeklyHours: WeeklyHours; openingHours: string }>();
const STORED_SCHEDULES_LIMIT = 1000;

/**
 * A stored `weekly_hours` value read (readWeeklyHours: malformed reads as closed all week) with its
 * text (formatWeeklyHours), parsed once per distinct value. `stored`: the jsonb value, or its JSON
 * text (a statement that selects `weekly_hours::text` spares the JSON round trip; a schedule is
 * never a JSON string). The schedule returned is the caller's own copy.
 */
export function readStoredSchedule(stored: unknown): { weeklyHours: WeeklyHours; openingHours: string } {
  const key = typeof stored === "string" ? stored : (JSON.stringify(stored) ?? "");
  let entry = storedSchedules.get(key);
  if (!entry) {
    const weeklyHours = readWeeklyHours(typeof stored === "string" ? parseJsonOrNull(stored) : stored);
    entry = { weeklyHours, openingHours: formatWeeklyHours(weeklyHours) };
    if (storedSchedules.size >= STORED_SCHEDULES_LIMIT) storedSchedules.clear();
    storedSchedules.set(key, entry);
  }
  return { weeklyHours: entry.weeklyHours.map((day) => day.map((i) => ({ open: i.open, close: i.close }))), openingHours: entry.openingHours };
}

/**
 * Parses the seed's free-text hours ("Daily 07:00–22:00", "24 hours", "Sat–Thu 07:30–21:00, Fri
 * 14:00–21:00", "Sun–Thu 07:00–21:00, Fri–Sat 08:00–18:00") into a weekly schedule; null when the
 * text has another shape. Days a text does not name are closed.
 */
export function parseOpeningHoursText(text: string): WeeklyHours | null {
  const t = text.trim().replace(/-/g, "–");
  if (/^(open )?24 ?h(ours)?$/i.test(t)) return dailyHours("00:00", "24:00");
  const daily = /^daily (\d\d:\d\d)–(\d\d:\d\d)$/i.exec(t);
  if (daily) return dailyHours(daily[1]!, daily[2]!);
  const weekly: WeeklyHours = [[], [], [], [], [], [], []];
  for (const part of t.split(/,\s*/)) {
    const m = /^(\w{3})(?:–(\w{3}))? (\d\d:\d\d)–(\d\d:\d\d)$/.exec(part);
    if (!m) return null;
    const from = WEEKDAY_SHORT.indexOf(m[1] as never);
    const to = m[2] ? WEEKDAY_SHORT.indexOf(m[2] as never) : from;
    if (from < 0 || to < 0) return null;
    const start = WEEK_ORDER.indexOf(from);
    let end = WEEK_ORDER.indexOf(to);
    if (end < start) end += 7;
    for (let p = start; p <= end; p++) weekly[WEEK_ORDER[p % 7]!]!.push({ open: m[3]!, close: m[4]! });
  }
  return weekly;
}

// ---------- calendar ----------

/** The instant of `date` + `time` in Asia/Dubai (UTC+4; the zone has no daylight saving). */
export function dubaiInstant(date: string, time: string): Date {
  return dayjs.tz(`${date} ${time === "24:00" ? "23:59" : time}`, "YYYY-MM-DD HH:mm", CLINIC_TIME_ZONE).toDate();
}

// ---------- slots ----------

export type CollectionModeValue = "lab_visit" | "home_collection";

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

/** Defaults of a new lab (issue "Real appointments", section 1). */
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
export function closedReasonFor(rules: LabBookingRules, date: string, closureReason: string | null): string | null {
  if (closureReason) return closureReason;
  const day = weekdayOf(date);
  if (rules.weeklyHours[day]!.length === 0) return `Closed on ${WEEKDAY_LONG[day]}s`;
  return null;
}

/**
 * Start times of a day's slots: lab visits every `slotMinutes` inside each opening interval (a slot
 * must end by closing time); home-collection windows every `homeCollectionWindowMinutes` from
 * `homeCollectionStart` (a window must end by `homeCollectionEnd`), on days the lab opens at all.
 */
export function slotTimes(rules: LabBookingRules, date: string, mode: CollectionModeValue): { time: string; endTime: string }[] {
  const intervals = rules.weeklyHours[weekdayOf(date)]!;
  const out: { time: string; endTime: string }[] = [];
  if (mode === "home_collection") {
    if (intervals.length === 0) return out;
    const step = rules.homeCollectionWindowMinutes;
    const end = toMinutes(rules.homeCollectionEnd);
    for (let t = toMinutes(rules.homeCollectionStart); t + step <= end; t += step) out.push({ time: fromMinutes(t), endTime: fromMinutes(t + step) });
    return out;
  }
  const step = rules.slotMinutes;
  for (const i of intervals) {
    const close = toMinutes(i.close);
    for (let t = toMinutes(i.open); t + step <= close; t += step) out.push({ time: fromMinutes(t), endTime: fromMinutes(t + step) });
  }
  return out;
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

