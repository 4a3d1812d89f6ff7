/**
 * An offer's turnaround in the page's language, the one wording wherever a lab's results time is
 * shown: "Results in 6 h", "Results in 24 h", and from 48 hours on in whole days ("Results in 3 days"),
 * as `resultsIn` of @labcompare/domain/format writes it in English.
 */
import { useTranslation } from "./useTranslation";

/** A function of `hours` (whole hours, ≥ 0) → "Results in 24 h" / "النتائج خلال 24 ساعة". */
export function useResultsIn(): (hours: number) => string {
  const { t } = useTranslation();
  return (hours) =>
    hours < 48
      ? t("turnaround.hours", { count: hours })
      : t("turnaround.days", { count: Math.round(hours / 24) });
}
