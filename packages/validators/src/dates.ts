/**
 * Calendar helpers in the clinic's time zone. Booking dates are `yyyy-MM-dd` in Asia/Dubai (UTC+4,
 * no daylight saving), the zone of every partner lab (SPEC section 1: Dubai and Abu Dhabi).
 */
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";
import timezone from "dayjs/plugin/timezone.js";

dayjs.extend(utc);
dayjs.extend(timezone);

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

/** Today's date in Asia/Dubai as `yyyy-MM-dd`, for the given instant (default now). */
export function todayInDubai(now: Date = new Date()): string {
  return dayjs(now).tz(CLINIC_TIME_ZONE).format("YYYY-MM-DD");
}

/** True when `date` (`yyyy-MM-dd`) is before today in Asia/Dubai. */
export function isBeforeTodayInDubai(date: string, now: Date = new Date()): boolean {
  return date < todayInDubai(now);
}
