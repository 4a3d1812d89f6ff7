/**
 * How a result reads on the page: values without trailing zeros, the reference range ("3.5–5.0",
 * "≤ 5.2", or the lab's text), and the flag in words ("High", "Critically low": the "results"
 * namespace), so no result is told by colour alone. Dates go through @labcompare/domain/format (Asia/Dubai).
 */
import { formatDate, MONTH_SHORT_DAY_YEAR } from "@labcompare/domain/format";
import { useCallback } from "react";
import { useTranslation } from "../../i18n/useTranslation";
import type { TFunction } from "i18next";
import { entityName, type Locale } from "@labcompare/domain/locale";
import type { ObservationFlagValue } from "@labcompare/validators/results";
import type { RouterOutputs } from "../../trpc";

export type Report = RouterOutputs["results"]["list"][number];
export type ObservationRow = Report["observations"][number];

/** A numeric result as written: at most 2 decimals (4 below 1), no trailing zeros: 6.10 → "6.1", 0.0052 → "0.0052". */
export function formatResultValue(value: number): string {
  const digits = value !== 0 && Math.abs(value) < 1 ? 4 : 2;
  return String(Number(value.toFixed(digits)));
}

/** "6.1 %", "Negative", "41 mmol/mol": a value with its unit. */
export function valueWithUnit(value: number | string | null, unit: string | null): string {
  const text = typeof value === "number" ? formatResultValue(value) : (value ?? "");
  return unit ? `${text} ${unit}` : text;
}

/** "3.5–5.0", "≥ 3.5", "≤ 5.2", or the lab's text; null when the range is not given. */
export function rangeText(o: {
  refLow: number | null;
  refHigh: number | null;
  refText?: string | null;
}): string | null {
  if (o.refLow !== null && o.refHigh !== null)
    return `${formatResultValue(o.refLow)}–${formatResultValue(o.refHigh)}`;
  if (o.refText) return o.refText;
  if (o.refLow !== null) return `≥ ${formatResultValue(o.refLow)}`;
  if (o.refHigh !== null) return `≤ ${formatResultValue(o.refHigh)}`;
  return null;
}

/** A function giving a flag in words ("High", "Critically low", … in the page's language), or null without a flag. */
export function useFlagText(): (flag: ObservationFlagValue | null) => string | null {
  const { t } = useTranslation("results");
  return useCallback((flag) => flagText(flag, t), [t]);
}

function flagText(flag: ObservationFlagValue | null, t: TFunction<"results">): string | null {
  if (flag === null) return null;
  const texts: Record<ObservationFlagValue, string> = {
    L: t("flags.L"),
    N: t("flags.N"),
    H: t("flags.H"),
    LL: t("flags.LL"),
    HH: t("flags.HH"),
    A: t("flags.A"),
  };
  return texts[flag];
}

/** Colour of a flag's badge (besides its words): red for critical, orange for high/low/abnormal, green for normal. */
export function flagColor(flag: ObservationFlagValue): string {
  if (flag === "LL" || flag === "HH") return "red";
  if (flag === "N") return "green";
  return "orange";
}

/**
 * Where a result was measured, in `locale`: the booking lab's Arabic name on an Arabic page when it
 * has one, else `labName` (a lab's name the patient typed is shown as typed).
 */
export function resultLabName(r: { labName: string; labNameAr: string | null }, locale: Locale): string {
  return entityName({ name: r.labName, nameAr: r.labNameAr }, locale);
}

/** "Mar 5, 2026" (Arabic "5 مارس 2026"): an instant's date in Asia/Dubai. */
export function resultDate(at: Date | string, locale: Locale): string {
  return formatDate(at, MONTH_SHORT_DAY_YEAR, { locale });
}
