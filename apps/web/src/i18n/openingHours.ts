/**
 * A lab's weekly hours as one line in the page's language ("Sat–Thu 07:30–21:00, Fri 14:00–21:00";
 * "من السبت إلى الخميس 07:30–21:00، الجمعة 14:00–21:00"), from the schedule's summary (summarizeWeeklyHours)
 * and the "lab" namespace's words. The English line is exactly the API's `openingHours` text.
 */
import type { TFunction } from "i18next";
import { useTranslation } from "./useTranslation";
import { summarizeWeeklyHours, type WeeklyHoursSummary } from "@labcompare/domain/schedule";
import { weeklyClosureDay, type OpeningInterval, type WeeklyHours } from "@labcompare/domain/calendar";

/** Left-to-right isolate: a time range keeps its order ("07:30–21:00") inside Arabic text. */
const ltr = (text: string, rtl: boolean) => (rtl ? `\u2066${text}\u2069` : text);

/** The short names of the days, 0 = Sunday ("Sun"; Arabic has no short forms: "الأحد"). */
function shortWeekdays(t: TFunction<"lab">): string[] {
  return [
    t("weekdaysShort.sunday"),
    t("weekdaysShort.monday"),
    t("weekdaysShort.tuesday"),
    t("weekdaysShort.wednesday"),
    t("weekdaysShort.thursday"),
    t("weekdaysShort.friday"),
    t("weekdaysShort.saturday"),
  ];
}

/** The line for `summary`, with `t` of the "lab" namespace; `rtl` isolates the times. */
export function openingHoursLine(summary: WeeklyHoursSummary, t: TFunction<"lab">, rtl: boolean): string {
  if (summary.kind === "closed") return t("closed");
  if (summary.kind === "allDay") return t("allDay");
  const intervals = (list: OpeningInterval[]) =>
    list.map((i) => ltr(`${i.open}–${i.close}`, rtl)).join(t("hoursLine.intervalSeparator"));
  if (summary.kind === "daily") return t("hoursLine.daily", { hours: intervals(summary.intervals) });
  const days = shortWeekdays(t);
  const separator = t("hoursLine.listSeparator");
  const allDay = t("hoursLine.allDay");
  return summary.groups
    .map((g) => {
      const runs = g.runs
        .map(([from, to]) =>
          from === to ? days[from]! : t("hoursLine.dayRun", { from: days[from], to: days[to] }),
        )
        .join(separator);
      return t("hoursLine.group", { days: runs, hours: g.allDay ? allDay : intervals(g.intervals) });
    })
    .join(separator);
}

/** A function giving the one-line text of a weekly schedule in the page's language. */
export function useOpeningHoursText(): (weekly: WeeklyHours) => string {
  const { t, i18n } = useTranslation("lab");
  const rtl = i18n.dir() === "rtl";
  return (weekly) => openingHoursLine(summarizeWeeklyHours(weekly), t, rtl);
}

/**
 * Why a lab is shut on a day in the page's language (`t` of the "lab" namespace): the API's weekly
 * reason ("Closed on Fridays", English) said with the day's name; a dated closure's reason (an
 * admin's words, e.g. "UAE National Day") as written. Null stays null.
 */
export function closedReasonLine(reason: string | null, t: TFunction<"lab">): string | null {
  const day = weeklyClosureDay(reason);
  if (day === null) return reason;
  return t("closedOnWeekday", { day: weekdayNames(t)[day] });
}

/** The names of the days in the page's language, 0 = Sunday. */
export function weekdayNames(t: TFunction<"lab">): string[] {
  return [
    t("weekdays.sunday"),
    t("weekdays.monday"),
    t("weekdays.tuesday"),
    t("weekdays.wednesday"),
    t("weekdays.thursday"),
    t("weekdays.friday"),
    t("weekdays.saturday"),
  ];
}

/** closedReasonLine in the page's language. */
export function useClosedReasonText(): (reason: string | null) => string | null {
  const { t } = useTranslation("lab");
  return (reason) => closedReasonLine(reason, t);
}

/** True when `reason` is the API's weekly reason ("Closed on Fridays"), not a dated closure's. */
export function isWeeklyClosure(reason: string): boolean {
  return weeklyClosureDay(reason) !== null;
}
