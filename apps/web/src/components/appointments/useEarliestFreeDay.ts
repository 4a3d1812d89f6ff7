import { useEffect, useState } from "react";
import { addMonths, monthEnd, monthStart } from "@labcompare/domain/calendar";
import { useLatest } from "../../lib/hooks";
import type { useMonthAvailability } from "./useMonthAvailability";

interface EarliestFreeDayInput {
  /** What the days depend on (the lab and the collection mode): a new key looks again from this month. */
  key: string;
  /** The chosen day ("YYYY-MM-DD", Asia/Dubai) or null. */
  date: string | null;
  /** First day of the visible month, and its setter. */
  month: string;
  setMonth: (month: string) => void;
  availability: ReturnType<typeof useMonthAvailability>;
  today: string;
  /** Called once with the earliest day that has a free time. */
  onPick: (date: string) => void;
}

/**
 * Chooses the earliest day with a free time while no day is chosen: the first day of the visible
 * month with a bookable slot, else the next month, up to the lab's last bookable date. Looks again
 * from the current month when `key` changes; stops for good once the patient moves between months
 * (`stop()`). `searching` is true while it is still looking.
 */
export function useEarliestFreeDay({
  key,
  date,
  month,
  setMonth,
  availability,
  today,
  onPick,
}: EarliestFreeDayInput) {
  const [state, setState] = useState({ key, active: true });
  if (state.key !== key) {
    setState({ key, active: true });
    setMonth(monthStart(today));
  }
  const pick = useLatest(onPick);
  const data = availability.data;
  const firstFree = data?.days.find((d) => d.bookable > 0)?.date ?? null;
  // Nothing free up to the horizon: the calendar says so and the patient looks for themselves.
  const exhausted = Boolean(data) && !firstFree && monthEnd(month) >= data!.lastBookableDate;
  const active = state.active && !date && !exhausted;

  // After every render, not on changed inputs: a form may clear the picked day again in the same
  // commit (its own reset when the lab changes), leaving every input as it was.
  useEffect(() => {
    if (!active || !data) return;
    if (firstFree) pick.current(firstFree);
    else setMonth(addMonths(month, 1));
  });

  return {
    searching: active && !availability.isError,
    stop: () => setState((s) => ({ ...s, active: false })),
  };
}
