/**
 * Wordings of durations and statuses: a turnaround ("Same day", "Results in 3 days"), a cut-off
 * ("2 hours"), a capitalised status. English by default; "ar" where a patient page passes it.
 */
import { DEFAULT_LOCALE, type Locale } from "./intl.ts";

/** Turnaround in hours as patients read it: "Same day", "24 hours", "3 days". */
export function formatTurnaround(hours: number): string {
  if (hours <= 12) return "Same day";
  if (hours <= 48) return `${hours} hours`;
  const days = Math.round(hours / 24);
  return `${days} days`;
}

/** Capitalises a status value for display: "pending" → "Pending". */
export function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** An Arabic counted noun's forms: one, two (dual), few (3–10: plural), many (11–99) and other (singular). */
interface ArabicNoun {
  one: string;
  two: string;
  few: string;
  other: string;
}

// Arabic counts agree with the number: the dual stands alone, 3–10 take the plural, the rest the singular.
const AR_HOURS: ArabicNoun = { one: "ساعة واحدة", two: "ساعتين", few: "ساعات", other: "ساعة" };
const AR_MINUTES: ArabicNoun = { one: "دقيقة واحدة", two: "دقيقتين", few: "دقائق", other: "دقيقة" };
const AR_DAYS: ArabicNoun = { one: "يوم واحد", two: "يومين", few: "أيام", other: "يومًا" };
let arabicPlurals: Intl.PluralRules | undefined;

/** "ساعتين", "3 ساعات", "12 ساعة": `n` with its noun in Arabic (Western digits). */
function arabicCount(n: number, noun: ArabicNoun): string {
  arabicPlurals ??= new Intl.PluralRules("ar");
  const form = arabicPlurals.select(n);
  if (form === "one") return noun.one;
  if (form === "two") return noun.two;
  if (form === "few") return `${n} ${noun.few}`;
  // Past 99 the noun is genitive singular ("100 يوم"), not accusative ("11 يومًا").
  return `${n} ${form === "many" ? noun.other : noun.other.replace(/ً?ا$/, "")}`;
}

/**
 * The one wording of an offer's turnaround everywhere a lab's results time is shown:
 * "Results in 6 h", "Results in 24 h", and from 48 hours on in days ("Results in 3 days");
 * Arabic "النتائج خلال 6 ساعات", "النتائج خلال 3 أيام".
 */
export function resultsIn(hours: number, locale: Locale = DEFAULT_LOCALE): string {
  const days = Math.round(hours / 24);
  if (locale === "ar")
    return `النتائج خلال ${hours < 48 ? arabicCount(hours, AR_HOURS) : arabicCount(days, AR_DAYS)}`;
  if (hours < 48) return `Results in ${hours} h`;
  return `Results in ${days} days`;
}

/** "2 hours", "90 minutes", "1 hour" for a cut-off in minutes (Arabic "ساعتين", "90 دقيقة", "ساعة واحدة"). */
export function durationText(minutes: number, locale: Locale = DEFAULT_LOCALE): string {
  if (locale === "ar")
    return minutes % 60 === 0 ? arabicCount(minutes / 60, AR_HOURS) : arabicCount(minutes, AR_MINUTES);
  if (minutes % 60 === 0) return minutes === 60 ? "1 hour" : `${minutes / 60} hours`;
  return `${minutes} minutes`;
}

/** The separator between listed items in `locale`: ", " or, in Arabic, the Arabic comma "، ". */
export function listComma(locale: Locale): string {
  return locale === "ar" ? "، " : ", ";
}

/** `items` joined by listComma: "CBC, TSH" or "CBC، TSH". */
export function joinList(items: readonly string[], locale: Locale): string {
  return items.join(listComma(locale));
}
