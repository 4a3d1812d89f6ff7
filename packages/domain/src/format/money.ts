/**
 * Money (AED) and numbers as the pages, emails and console show them. English is written by
 * arithmetic, digit for digit what Intl's en-US formatter writes (format.test.ts compares them): the
 * public pages show prices on their first render, and a page's first Intl formatter loads the browser's
 * locale data before the page can respond. Other locales go through the Intl cache (intl.ts).
 */
import { DEFAULT_LOCALE, numberFormat, type Locale } from "./intl.ts";

/** An amount as a number, a decimal string ("85.00") or a Prisma Decimal. */
export type Amount = number | string | { toString(): string };

/**
 * "1,285.00 AED" from 1285, "1285" or a Decimal: grouped thousands, two decimals, rounded half away
 * from zero on the amount's shortest decimal form ("0.015" → "0.02"), as ICU rounds.
 */
export function formatAed(amount: Amount, locale: Locale = DEFAULT_LOCALE): string {
  const value = typeof amount === "number" ? amount : Number(amount.toString());
  if (locale !== "en") return `${numberFormat("amount", locale).format(value)} AED`;
  const magnitude = Math.abs(value);
  // In fils; toFixed would round the binary value instead (0.01499… → 1 fil).
  const shortest = String(magnitude);
  const fils = shortest.includes("e") ? Math.round(magnitude * 100) : Math.round(Number(`${shortest}e2`));
  const whole = String(Math.floor(fils / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${value < 0 ? "-" : ""}${whole}.${String(fils % 100).padStart(2, "0")} AED`;
}

/** A whole count with grouped thousands: 12345 → "12,345". */
export function formatCount(value: number, locale: Locale = DEFAULT_LOCALE): string {
  return numberFormat("count", locale).format(value);
}

/** A number with grouped thousands and at most two decimals: 1285.5 → "1,285.5" (chart values). */
export function formatDecimal(value: number, locale: Locale = DEFAULT_LOCALE): string {
  return numberFormat("decimal", locale).format(value);
}

/** A distance in km with one decimal: 3.44 → "3.4 km". */
export function formatKm(km: number, locale: Locale = DEFAULT_LOCALE): string {
  return `${locale === "en" ? km.toFixed(1) : numberFormat("oneDecimal", locale).format(km)} km`;
}
