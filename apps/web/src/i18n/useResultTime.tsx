/**
 * A test's result time from the catalogue ("24 hours", "2-3 days", "Same day", English free text) in
 * the page's language: read as data (parseResultTime) and written from the locale's words; text it
 * cannot read is shown as written, marked as English. English pages show the catalogue's text.
 */
import { parseResultTime } from "@labcompare/domain/catalogue-text";
import { useTranslation } from "./useTranslation";
import { EnglishText } from "./EnglishText";
import { useLocale } from "./useLocale";

/** A function of the catalogue's result time → the page's words for it; null when it cannot be read. */
export function useResultTime(): (text: string) => string | null {
  const { t } = useTranslation();
  const locale = useLocale();
  return (text) => {
    if (locale === "en") return text;
    const time = parseResultTime(text);
    if (!time) return null;
    if (time.kind === "sameDay") return t("resultTime.sameDay");
    const { unit, from, to } = time;
    if (to === null) {
      if (unit === "hours") return t("resultTime.hours", { count: from });
      return unit === "days" ? t("resultTime.days", { count: from }) : t("resultTime.weeks", { count: from });
    }
    if (unit === "hours") return t("resultTime.hoursRange", { from, count: to });
    return unit === "days"
      ? t("resultTime.daysRange", { from, count: to })
      : t("resultTime.weeksRange", { from, count: to });
  };
}

/** A test's result time (the catalogue's text, or `fallback` when it has none) in the page's language. */
export function ResultTime({ text, fallback }: { text: string | null; fallback: string }) {
  const resultTime = useResultTime();
  if (!text) return <>{fallback}</>;
  return <>{resultTime(text) ?? <EnglishText inline>{text}</EnglishText>}</>;
}
