/**
 * A lab's weekly opening hours as text: the one line the pages show ("Sat–Thu 07:30–21:00, Fri
 * 14:00–21:00") and the seed's free-text hours read back into a schedule. Times "HH:mm", Asia/Dubai.
 */
import { WEEKDAY_SHORT, type OpeningInterval, type WeeklyHours } from "./calendar.ts";

/** The same intervals every day. */
export function dailyHours(open: string, close: string): WeeklyHours {
  return Array.from({ length: 7 }, () => [{ open, close }]);
}

/** Order in which a UAE week reads (Saturday first, as in "Sat–Thu"). */
const WEEK_ORDER = [6, 0, 1, 2, 3, 4, 5];

function intervalsText(intervals: OpeningInterval[]): string {
  if (intervals.length === 1 && intervals[0]!.open === "00:00" && intervals[0]!.close === "24:00")
    return "24 hours";
  return intervals.map((i) => `${i.open}–${i.close}`).join(" & ");
}

/** Runs of consecutive days (circular week starting Saturday), each as [first, last] weekday (0 = Sunday). */
function dayRuns(days: number[]): [number, number][] {
  const positions = days.map((d) => WEEK_ORDER.indexOf(d)).sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const p of positions) {
    const last = runs[runs.length - 1];
    if (last && last[last.length - 1] === p - 1) last.push(p);
    else runs.push([p]);
  }
  // Merge a run ending on Friday with one starting on Saturday (the week wraps).
  if (runs.length > 1 && runs[0]![0] === 0 && runs[runs.length - 1]!.at(-1) === 6) {
    runs[0] = [...runs.pop()!, ...runs[0]!];
  }
  return runs.map((r) => [WEEK_ORDER[r[0]!]!, WEEK_ORDER[r[r.length - 1]!]!]);
}

/** "Sat–Thu", "Fri", "Fri–Sat" runs joined by ", ". */
function dayRunsText(runs: [number, number][]): string {
  return runs
    .map(([first, last]) =>
      first === last ? WEEKDAY_SHORT[first] : `${WEEKDAY_SHORT[first]}–${WEEKDAY_SHORT[last]}`,
    )
    .join(", ");
}

/**
 * A week's hours grouped the way the one-line text says them, for any language: "closed" (never
 * open), "allDay" (open 24 hours every day), "daily" (the same intervals every day), else "days":
 * groups of days sharing intervals, the most days first, each with its runs of consecutive days
 * ([first, last] weekday, 0 = Sunday, the week read from Saturday) and whether it is open 24 hours.
 */
export type WeeklyHoursSummary =
  | { kind: "closed" }
  | { kind: "allDay" }
  | { kind: "daily"; intervals: OpeningInterval[] }
  | { kind: "days"; groups: { runs: [number, number][]; intervals: OpeningInterval[]; allDay: boolean }[] };

/** See WeeklyHoursSummary. */
export function summarizeWeeklyHours(weekly: WeeklyHours): WeeklyHoursSummary {
  const groups = new Map<string, { intervals: OpeningInterval[]; days: number[] }>();
  weekly.forEach((intervals, day) => {
    if (intervals.length === 0) return;
    const key = intervalsText(intervals);
    const g = groups.get(key) ?? { intervals, days: [] };
    g.days.push(day);
    groups.set(key, g);
  });
  if (groups.size === 0) return { kind: "closed" };
  const list = [...groups.entries()].sort((a, b) => b[1].days.length - a[1].days.length);
  if (list.length === 1 && list[0]![1].days.length === 7) {
    return list[0]![0] === "24 hours"
      ? { kind: "allDay" }
      : { kind: "daily", intervals: list[0]![1].intervals };
  }
  return {
    kind: "days",
    groups: list.map(([text, g]) => ({
      runs: dayRuns(g.days),
      intervals: g.intervals,
      allDay: text === "24 hours",
    })),
  };
}

/**
 * Opening hours as one line of text, e.g. "Daily 07:00–22:00", "Open 24 hours",
 * "Sat–Thu 07:30–21:00, Fri 14:00–21:00"; days with the most common hours come first, closed days
 * are left out ("Closed" when the lab never opens). English; pages in other languages build the
 * line from summarizeWeeklyHours.
 */
export function formatWeeklyHours(weekly: WeeklyHours): string {
  const summary = summarizeWeeklyHours(weekly);
  if (summary.kind === "closed") return "Closed";
  if (summary.kind === "allDay") return "Open 24 hours";
  if (summary.kind === "daily") return `Daily ${intervalsText(summary.intervals)}`;
  return summary.groups.map((g) => `${dayRunsText(g.runs)} ${intervalsText(g.intervals)}`).join(", ");
}

/**
 * Parses the seed's free-text hours ("Daily 07:00–22:00", "24 hours", "Sat–Thu 07:30–21:00, Fri
 * 14:00–21:00", "Sun–Thu 07:00–21:00, Fri–Sat 08:00–18:00") into a weekly schedule; null when the
 * text has another shape. Days a text does not name are closed.
 */
export function parseOpeningHoursText(text: string): WeeklyHours | null {
  const t = text.trim().replace(/-/g, "–");
  if (/^(open )?24 ?h(ours)?$/i.test(t)) return dailyHours("00:00", "24:00");
  const daily = /^daily (\d\d:\d\d)–(\d\d:\d\d)$/i.exec(t);
  if (daily) return dailyHours(daily[1]!, daily[2]!);
  const weekly: WeeklyHours = [[], [], [], [], [], [], []];
  for (const part of t.split(/,\s*/)) {
    const m = /^(\w{3})(?:–(\w{3}))? (\d\d:\d\d)–(\d\d:\d\d)$/.exec(part);
    if (!m) return null;
    const from = WEEKDAY_SHORT.indexOf(m[1] as never);
    const to = m[2] ? WEEKDAY_SHORT.indexOf(m[2] as never) : from;
    if (from < 0 || to < 0) return null;
    const start = WEEK_ORDER.indexOf(from);
    let end = WEEK_ORDER.indexOf(to);
    if (end < start) end += 7;
    for (let p = start; p <= end; p++) weekly[WEEK_ORDER[p % 7]!]!.push({ open: m[3]!, close: m[4]! });
  }
  return weekly;
}
