/**
 * Calendar dates, instants and times of day as the pages, emails, .ics files and console show them.
 * Calendar dates are `YYYY-MM-DD` (never shifted by a time zone); instants are shown in Asia/Dubai;
 * times of day are "HH:mm" in Asia/Dubai.
 *
 * The patients' two English dates ("Tuesday, 24 November 2026", "Tue 24 Nov") are written from the
 * names below, the same text Intl's en-GB formatter writes (format.test.ts compares them): the test
 * page shows dates on its first render, where a first Intl formatter would delay the page. Every
 * other format, and every other locale, goes through the Intl cache (intl.ts).
 */
import { CLINIC_TIME_ZONE, WEEKDAY_LONG, WEEKDAY_SHORT } from "../calendar.ts";
import { dateTimeFormat, DEFAULT_LOCALE, type DateFormat, type DisplayZone, type Locale } from "./intl.ts";

// The formats, each a constant of its own so a page bundles only those it uses.
/** "Tuesday, 24 November 2026" (day-first in English, the patients' long date). */
export const WEEKDAY_DAY_MONTH_YEAR: DateFormat = {
  name: "weekdayDayMonthYear",
  options: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
  english: "en-GB",
};
/** "Tue 24 Nov" (day-first in English). */
export const WEEKDAY_DAY_MONTH_SHORT: DateFormat = {
  name: "weekdayDayMonthShort",
  options: { weekday: "short", day: "numeric", month: "short" },
  english: "en-GB",
};
/** "March 5, 2025". */
export const MONTH_DAY_YEAR: DateFormat = {
  name: "monthDayYear",
  options: { month: "long", day: "numeric", year: "numeric" },
};
/** "Thursday, March 5, 2025 at 9:00 AM". */
export const WEEKDAY_MONTH_DAY_YEAR_TIME: DateFormat = {
  name: "weekdayMonthDayYearTime",
  options: { weekday: "long", ...MONTH_DAY_YEAR.options, hour: "numeric", minute: "2-digit" },
};
/** "Mar 5, 2025, 9:00 AM". */
export const DATE_TIME_MEDIUM: DateFormat = {
  name: "dateTimeMedium",
  options: { dateStyle: "medium", timeStyle: "short" },
};
/** "Mar 5, 2025". */
export const MONTH_SHORT_DAY_YEAR: DateFormat = {
  name: "monthShortDayYear",
  options: { month: "short", day: "numeric", year: "numeric" },
};
/** "Jan 05, 2024". */
export const MONTH_SHORT_DAY2_YEAR: DateFormat = {
  name: "monthShortDay2Year",
  options: { month: "short", day: "2-digit", year: "numeric" },
};
/** "Jan 05, 2024, 14:32". */
export const MONTH_SHORT_DAY2_YEAR_TIME: DateFormat = {
  name: "monthShortDay2YearTime",
  options: { ...MONTH_SHORT_DAY2_YEAR.options, hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
};
/** "Mar 5". */
export const MONTH_SHORT_DAY: DateFormat = {
  name: "monthShortDay",
  options: { month: "short", day: "numeric" },
};
/** "March 5". */
export const MONTH_DAY: DateFormat = { name: "monthDay", options: { month: "long", day: "numeric" } };
/** "November 05, 2026" (the public blog's post date, "MMMM dd, yyyy"). */
export const MONTH_DAY2_YEAR: DateFormat = {
  name: "monthDay2Year",
  options: { month: "long", day: "2-digit", year: "numeric" },
};

const MONTH_LONG = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
// en-GB writes September's short name "Sept".
const MONTH_SHORT = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sept",
  "Oct",
  "Nov",
  "Dec",
] as const;

const utcMidnight = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Tuesday, 24 November 2026" for a `YYYY-MM-DD` date. */
export function formatLongDate(date: string, locale: Locale = DEFAULT_LOCALE): string {
  const d = utcMidnight(date);
  if (locale !== "en") return dateTimeFormat(WEEKDAY_DAY_MONTH_YEAR, "UTC", locale).format(d);
  return `${WEEKDAY_LONG[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTH_LONG[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "Tue 24 Nov" for a `YYYY-MM-DD` date. */
export function formatShortDay(date: string, locale: Locale = DEFAULT_LOCALE): string {
  const d = utcMidnight(date);
  if (locale !== "en") return dateTimeFormat(WEEKDAY_DAY_MONTH_SHORT, "UTC", locale).format(d);
  return `${WEEKDAY_SHORT[d.getUTCDay()]} ${d.getUTCDate()} ${MONTH_SHORT[d.getUTCMonth()]}`;
}

/**
 * `value` in `format` (one of the constants above: MONTH_DAY_YEAR → "March 5, 2025",
 * MONTH_SHORT_DAY2_YEAR → "Jan 05, 2024", …). A `YYYY-MM-DD` string is a
 * calendar date; a Date or a full ISO string is an instant, shown in `zone` (default Asia/Dubai;
 * "local" is the reader's own zone).
 */
export function formatDate(
  value: string | Date,
  format: DateFormat,
  options: { locale?: Locale; zone?: Exclude<DisplayZone, "UTC"> } = {},
): string {
  const calendarDate = typeof value === "string" && value.length === 10;
  const instant = calendarDate ? utcMidnight(value) : typeof value === "string" ? new Date(value) : value;
  return dateTimeFormat(
    format,
    calendarDate ? "UTC" : (options.zone ?? CLINIC_TIME_ZONE),
    options.locale ?? DEFAULT_LOCALE,
  ).format(instant);
}

/** Morning and afternoon marks of the 12-hour clock per locale (Arabic: ص / م, as UAE sites write them). */
const DAY_HALVES: Record<Locale, readonly [string, string]> = { en: ["AM", "PM"], ar: ["ص", "م"] };

/**
 * "9:00 AM", "12:30 PM" (Arabic "9:00 ص", "12:30 م": Western digits) for a time of day "HH:mm" on the
 * 12-hour clock; the input as-is when it is not "HH:mm".
 */
export function formatTime12(time: string, locale: Locale = DEFAULT_LOCALE): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const h = Number(match[1]);
  const [am, pm] = DAY_HALVES[locale];
  return `${((h + 11) % 12) + 1}:${match[2]} ${h < 12 || h === 24 ? am : pm}`;
}

/** "07:00–09:00" (en dash, no spaces): a home-collection window or a slot, from its start and end "HH:mm". */
export function formatTimeRange(start: string, end: string): string {
  return `${start}–${end}`;
}
