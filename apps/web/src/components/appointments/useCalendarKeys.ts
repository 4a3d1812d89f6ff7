import { useEffect, useRef, type KeyboardEvent, type RefObject } from "react";
import { addDays, addMonths, monthEnd, monthStart } from "@labcompare/domain/calendar";
import { useTranslation } from "../../i18n/useTranslation";

/** Days moved by each arrow key in a week-per-row month. */
const ARROW_DAYS: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 7, ArrowUp: -7 };

/** `date` moved by `months`, its day of the month kept where the month has it (31 Jan → 28 Feb). */
function shiftMonths(date: string, months: number): string {
  const first = addMonths(date, months);
  const day = Math.min(Number(date.slice(8)), Number(monthEnd(first).slice(8)));
  return `${first.slice(0, 8)}${String(day).padStart(2, "0")}`;
}

interface CalendarKeysInput {
  /** First day of the visible month, "YYYY-MM-DD". */
  month: string;
  /** The visible month's availability has loaded (its days are enabled or not for good). */
  loaded: boolean;
  minDate: string;
  maxDate: string;
  onMonthChange: (month: string) => void;
  /** Whether a day of the visible month can be chosen (its button is enabled). */
  isOpen: (date: string) => boolean;
  /** The element around the calendar; its days carry `data-date`. */
  boxRef: RefObject<HTMLElement | null>;
}

/**
 * The keys of the WAI-ARIA date grid that Mantine's DatePicker leaves undone (its arrow keys stay
 * inside the visible month, moving to the next open day in the key's direction: along the days for
 * Left/Right, down the weekday's column for Up/Down): an arrow key with no open day left that way
 * in the month, and PageUp/PageDown (the same day a month earlier or later), show the month the
 * key leads to and, once its days have loaded, focus the target day or the nearest open day in the
 * direction of travel (else the month button). Returns the days' keydown handler `(date, event)`.
 * Dates "YYYY-MM-DD", Asia/Dubai.
 */
export function useCalendarKeys({
  month,
  loaded,
  minDate,
  maxDate,
  onMonthChange,
  isOpen,
  boxRef,
}: CalendarKeysInput) {
  const { t } = useTranslation("appointments");
  const pending = useRef<{ date: string; forward: boolean } | null>(null);

  useEffect(() => {
    const target = pending.current;
    const box = boxRef.current;
    if (!target || !loaded || !box || monthStart(target.date) !== month) return;
    pending.current = null;
    const open = [...box.querySelectorAll<HTMLElement>('[role="gridcell"][data-date]:not([disabled])')];
    const after = (b: HTMLElement) => (b.dataset.date ?? "") >= target.date;
    const day = target.forward
      ? (open.find(after) ?? open.at(-1))
      : (open.findLast((b) => (b.dataset.date ?? "") <= target.date) ?? open[0]);
    const monthButton = box.querySelector<HTMLElement>(
      `button[aria-label="${target.forward ? t("slotPicker.nextMonth") : t("slotPicker.previousMonth")}"]`,
    );
    (day ?? monthButton)?.focus();
  }, [month, loaded, boxRef, t]);

  return (date: string, event: KeyboardEvent<HTMLButtonElement>) => {
    const step = ARROW_DAYS[event.key];
    let target: string;
    if (event.key === "PageDown" || event.key === "PageUp")
      target = shiftMonths(date, event.key === "PageDown" ? 1 : -1);
    else if (step) {
      // Walk the way Mantine does; while an open day lies ahead in this month, Mantine moves there.
      target = addDays(date, step);
      while (monthStart(target) === monthStart(date)) {
        if (isOpen(target)) return;
        target = addDays(target, step);
      }
    } else return;
    event.preventDefault();
    if (monthStart(target) < monthStart(minDate) || target > maxDate) return;
    if (target < minDate) target = minDate;
    pending.current = { date: target, forward: target > date };
    onMonthChange(monthStart(target));
  };
}
