/**
 * Calendar dates, weekdays, instants and opening intervals in the clinic's time zone, by arithmetic
 * (no zod, no dayjs, no Intl): the public pages ship this module on their first load.
 *
 * All dates are `YYYY-MM-DD` and all times `HH:mm` in Asia/Dubai (UTC+4, no daylight saving).
 * Weekdays are numbered as JavaScript/dayjs do: 0 = Sunday … 6 = Saturday.
 */

export const CLINIC_TIME_ZONE = "Asia/Dubai";

/**
 * Years a date input may name (2000–2100 inclusive). Wider than any booking, report or filter needs,
 * and inside what PostgreSQL can store (it has no year 0: "0000-01-01" failed with 22008 as a 500).
 */
export const SUPPORTED_YEARS = { first: 2000, last: 2100 } as const;

/** True when `date` (`yyyy-MM-dd`, or a Date) falls in SUPPORTED_YEARS. */
export function isSupportedDate(date: string | Date): boolean {
  const year = typeof date === "string" ? Number(date.slice(0, 4)) : date.getUTCFullYear();
  return Number.isFinite(year) && year >= SUPPORTED_YEARS.first && year <= SUPPORTED_YEARS.last;
}

/** True when `value` is a real calendar date written `YYYY-MM-DD` (as zod's `z.iso.date()` accepts). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export const WEEKDAY_SHORT = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
export const WEEKDAY_LONG = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** The reason the API gives for a weekday a lab never opens: "Closed on Fridays" (0 = Sunday). */
export function weeklyClosureReason(day: number): string {
  return `Closed on ${WEEKDAY_LONG[day]}s`;
}

/**
 * The weekday (0 = Sunday) of a reason `weeklyClosureReason` wrote ("Closed on Fridays" → 5); null
 * for a dated closure's reason (an admin's words) or no reason.
 */
export function weeklyClosureDay(reason: string | null): number | null {
  const day = reason ? WEEKDAY_LONG.findIndex((_, d) => reason === weeklyClosureReason(d)) : -1;
  return day < 0 ? null : day;
}

/** One opening interval of a day; `close` may be "24:00" (end of day). */
// A type alias (not an interface) so a schedule is assignable to Prisma's Json input.
export type OpeningInterval = { open: string; close: string };
/** Seven days (index 0 = Sunday) of zero or more opening intervals, in Asia/Dubai. */
export type WeeklyHours = OpeningInterval[][];

/** Minutes since midnight of "HH:mm" (or "24:00" → 1440). */
export function toMinutes(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return h! * 60 + m!;
}

/** "HH:mm" of minutes since midnight (1440 → "24:00"). */
export function fromMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/** Weekday (0 = Sunday) of a `YYYY-MM-DD` date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** `date` plus `days` calendar days, as `YYYY-MM-DD`. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** True when the lab is open at `time` ("HH:mm") on `date`, by its weekly hours and a closure. */
export function isOpenAt(weekly: WeeklyHours, date: string, time: string, closed = false): boolean {
  if (closed) return false;
  const t = toMinutes(time);
  return weekly[weekdayOf(date)]!.some((i) => toMinutes(i.open) <= t && t < toMinutes(i.close));
}

/** True when the lab opens at all on `date` (any interval, no closure). */
export function isOpenOn(weekly: WeeklyHours, date: string, closed = false): boolean {
  return !closed && weekly[weekdayOf(date)]!.length > 0;
}

/**
 * Asia/Dubai's offset from UTC in minutes: +04:00 all year, no daylight saving since 1920 (IANA tz
 * database, `asia` file). Arithmetic rather than an Intl formatter: a page's first Intl formatter
 * loads the browser's locale data before the page can respond.
 */
const DUBAI_UTC_OFFSET_MINUTES = 240;

/** The current date and time in Asia/Dubai: { date "YYYY-MM-DD", time "HH:mm" }. */
export function nowInDubai(now: Date = new Date()): { date: string; time: string } {
  const local = new Date(now.getTime() + DUBAI_UTC_OFFSET_MINUTES * 60_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** Today's date in Asia/Dubai, `YYYY-MM-DD`, at the instant `now` (default: the current time). */
export function todayInDubai(now: Date = new Date()): string {
  return nowInDubai(now).date;
}

/** True when `date` (`YYYY-MM-DD`) is before today in Asia/Dubai. */
export function isBeforeTodayInDubai(date: string, now: Date = new Date()): boolean {
  return date < todayInDubai(now);
}

/** The instant of `date` (`YYYY-MM-DD`) at `time` ("HH:mm"; "24:00" reads as 23:59) in Asia/Dubai. */
export function dubaiInstant(date: string, time: string): Date {
  return new Date(
    Date.parse(`${date}T${time === "24:00" ? "23:59" : time}:00Z`) - DUBAI_UTC_OFFSET_MINUTES * 60_000,
  );
}

/** The instant an Asia/Dubai calendar day (`YYYY-MM-DD`) starts. */
export function dubaiDayStart(date: string): Date {
  return dubaiInstant(date, "00:00");
}

/** A `YYYY-MM-DD` date as the Date Prisma reads and writes for a `@db.Date` column (UTC midnight). */
export function dateColumn(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

/** The first day of `date`'s month, `YYYY-MM-01`. */
export function monthStart(date: string): string {
  return `${date.slice(0, 8)}01`;
}

/** The first day of the month `months` after `date`'s (negative: before), `YYYY-MM-01`. */
export function addMonths(date: string, months: number): string {
  const d = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1 + months, 1));
  return d.toISOString().slice(0, 10);
}

/**
 * The date `months` calendar months after `date` (`YYYY-MM-DD`): the same day of the month, or that
 * month's last day when it has no such day (31 Jan + 1 → 28 Feb, or 29 Feb in a leap year).
 */
export function addMonthsSameDay(date: string, months: number): string {
  const first = addMonths(date, months);
  const last = Number(monthEnd(first).slice(8, 10));
  const day = Math.min(Number(date.slice(8, 10)), last);
  return `${first.slice(0, 8)}${String(day).padStart(2, "0")}`;
}

/** The last day of `date`'s month, `YYYY-MM-DD`. */
export function monthEnd(date: string): string {
  return addDays(addMonths(date, 1), -1);
}

/** Calendar days from `from` to `to` (`YYYY-MM-DD`; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
