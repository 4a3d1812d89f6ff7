/**
 * "Remind me to retest": the months a patient may choose, the day of the retest and the instant its
 * email is sent (08:00 Asia/Dubai on that day).
 */
import { addMonthsSameDay, dubaiInstant, todayInDubai } from "./calendar.ts";

/** The choices of "Remind me to retest in 1, 3, 6 or 12 months". */
export const RETEST_MONTHS = [1, 3, 6, 12] as const;
export type RetestMonths = (typeof RETEST_MONTHS)[number];

/** The time of day (Asia/Dubai, "HH:mm") a retest reminder is sent. */
export const RETEST_SEND_TIME = "08:00";

/**
 * The retest's day, `YYYY-MM-DD` (Asia/Dubai): `months` after today at `now`, the same day of the
 * month or that month's last day.
 */
export function retestDueDate(months: number, now: Date = new Date()): string {
  return addMonthsSameDay(todayInDubai(now), months);
}

/** When the reminder of `dueDate` (`YYYY-MM-DD`) is sent: 08:00 Asia/Dubai that day. */
export function retestSendAt(dueDate: string): Date {
  return dubaiInstant(dueDate, RETEST_SEND_TIME);
}
