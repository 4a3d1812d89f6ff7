/**
 * Calendar helpers in the clinic's time zone. Booking dates are `yyyy-MM-dd` in Asia/Dubai (UTC+4,
 * no daylight saving), the zone of every partner lab (SPEC section 1: Dubai and Abu Dhabi).
 */
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";
import timezone from "dayjs/plugin/timezone.js";

dayjs.extend(utc);
dayjs.extend(timezone);

// The zone and the supported years live in calendar.ts (no dayjs, for the public pages).
import { nowInDubai } from "./calendar.ts";
export { CLINIC_TIME_ZONE, isSupportedDate, SUPPORTED_YEARS } from "./calendar.ts";

/**
 * Today's date in Asia/Dubai as `yyyy-MM-dd`, for the given instant (default now). Read off
 * calendar.ts's clinic clock (one Intl formatter, made once): dayjs's tz() built its answer through
 * Intl on every call, ~2 % of a booking's CPU (issue 12's profile).
 */
export function todayInDubai(now: Date = new Date()): string {
  return nowInDubai(now).date;
}

/** True when `date` (`yyyy-MM-dd`) is before today in Asia/Dubai. */
export function isBeforeTodayInDubai(date: string, now: Date = new Date()): boolean {
  return date < todayInDubai(now);
}
