/**
 * The Intl formatters of the display formats, built on first use and kept per locale and format:
 * building one costs far more than using it (locale data is loaded on the first), so each is built once.
 */

/** Locales the site is written in (locale.ts: where each lives). */
export type Locale = "en" | "ar";
export const DEFAULT_LOCALE: Locale = "en";

/**
 * The BCP 47 tag each locale formats with: en-US for English; Arabic as UAE sites write it,
 * with Western digits (numbering system "latn"), so prices and times read the same in both languages.
 */
const LOCALE_TAGS: Record<Locale, string> = { en: "en-US", ar: "ar-AE-u-nu-latn" };

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
 * A date format: its Intl options and a name that keys the cache. `english` overrides the en-US tag
 * for a format English readers see day-first. Defined beside their use (dates.ts), so a page bundles
 * only the formats it shows.
 */
export interface DateFormat {
  name: string;
  options: Intl.DateTimeFormatOptions;
  english?: "en-GB";
}

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

/** The cached Intl.DateTimeFormat of `format` in `locale` and `zone`; the same instance on every call. */
export function dateTimeFormat(
  format: DateFormat,
  zone: DisplayZone,
  locale: Locale = DEFAULT_LOCALE,
): Intl.DateTimeFormat {
  const key = `${locale}:${format.name}:${zone}`;
  let formatter = dateFormats.get(key);
  if (!formatter) {
    const tag = locale === "en" ? (format.english ?? LOCALE_TAGS.en) : LOCALE_TAGS[locale];
    formatter = new Intl.DateTimeFormat(tag, {
      ...format.options,
      ...(zone === "local" ? {} : { timeZone: zone }),
    });
    dateFormats.set(key, formatter);
  }
  return formatter;
}
