/**
 * The Intl formatters of the display formats, built on first use and kept per locale and format:
 * building one costs far more than using it (locale data is loaded on the first), so each is built once.
 */

/** Locales the copy is written in; "ar" is prepared for, not yet shown. */
export type Locale = "en" | "ar";
export const DEFAULT_LOCALE: Locale = "en";

/** The BCP 47 tag each locale formats with: en-US as SPEC section 9 says, Arabic as written in the UAE. */
const LOCALE_TAGS: Record<Locale, string> = { en: "en-US", ar: "ar-AE" };

/** Number formats by name. */
const NUMBER_FORMATS = {
  /** Two decimals with grouping: "1,285.00". */
  amount: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  /** A whole count with grouping: "12,345". */
  count: { maximumFractionDigits: 0 },
  /** Up to two decimals with grouping: "1,285.5". */
  decimal: { maximumFractionDigits: 2 },
  /** One decimal: "3.4". */
  oneDecimal: { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false },
} satisfies Record<string, Intl.NumberFormatOptions>;
export type NumberFormatName = keyof typeof NUMBER_FORMATS;

/**
 * Date formats by name. Calendar dates (`YYYY-MM-DD`) are formatted at UTC midnight in UTC so the day
 * never shifts; instants in the zone the caller names.
 */
const DATE_FORMATS = {
  /** "Tuesday, 24 November 2026" (en-GB order, the patients' long date). */
  weekdayDayMonthYear: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
  /** "Tue 24 Nov". */
  weekdayDayMonthShort: { weekday: "short", day: "numeric", month: "short" },
  /** "March 5, 2025". */
  monthDayYear: { month: "long", day: "numeric", year: "numeric" },
  /** "Thursday, March 5, 2025". */
  weekdayMonthDayYear: { weekday: "long", month: "long", day: "numeric", year: "numeric" },
  /** "Thursday, March 5, 2025 at 9:00 AM". */
  weekdayMonthDayYearTime: { weekday: "long", month: "long", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" },
  /** "Mar 5, 2025, 9:00 AM". */
  dateTimeMedium: { dateStyle: "medium", timeStyle: "short" },
  /** "Mar 5, 2025". */
  monthShortDayYear: { month: "short", day: "numeric", year: "numeric" },
  /** "Jan 05, 2024". */
  monthShortDay2Year: { month: "short", day: "2-digit", year: "numeric" },
  /** "Jan 05, 2024, 14:32". */
  monthShortDay2YearTime: { month: "short", day: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  /** "Mar 5". */
  monthShortDay: { month: "short", day: "numeric" },
  /** "March 5". */
  monthDay: { month: "long", day: "numeric" },
  /** "November 05, 2026" (the public blog's post date). */
  monthDay2Year: { month: "long", day: "2-digit", year: "numeric" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateFormatName = keyof typeof DATE_FORMATS;

/** The patients' long and short dates read day-before-month in English (as the emails and pages always have). */
const DAY_FIRST_FORMATS: ReadonlySet<DateFormatName> = new Set(["weekdayDayMonthYear", "weekdayDayMonthShort"]);

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The cached Intl.NumberFormat of `name` in `locale` (the same instance on every call). */
export function numberFormat(name: NumberFormatName, locale: Locale = DEFAULT_LOCALE): Intl.NumberFormat {
  const key = `${locale}:${name}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], NUMBER_FORMATS[name]);
    numberFormats.set(key, format);
  }
  return format;
}

/** Where an instant is shown: UTC (calendar dates), the clinics' zone, or the reader's own ("local"). */
export type DisplayZone = "UTC" | "Asia/Dubai" | "local";

/** The cached Intl.DateTimeFormat of `name` in `locale` and `zone`; the same instance on every call. */
export function dateTimeFormat(name: DateFormatName, zone: DisplayZone, locale: Locale = DEFAULT_LOCALE): Intl.DateTimeFormat {
  const key = `${locale}:${name}:${zone}`;
  let format = dateFormats.get(key);
  if (!format) {
    const tag = locale === "en" && DAY_FIRST_FORMATS.has(name) ? "en-GB" : LOCALE_TAGS[locale];
    format = new Intl.DateTimeFormat(tag, { ...DATE_FORMATS[name], ...(zone === "local" ? {} : { timeZone: zone }) });
    dateFormats.set(key, format);
  }
  return format;
}
