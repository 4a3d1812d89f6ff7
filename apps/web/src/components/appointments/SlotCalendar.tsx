/**
 * The date part of the slot picker: an inline month calendar (Mantine DatePicker) whose closed,
 * fully booked and out-of-range days are disabled from `booking.availability`. The month is a
 * WAI-ARIA grid: the chosen day is its selected cell (`aria-selected`), arrow keys move between
 * open days (Mantine inside the month, useCalendarKeys across its edges; Left is the next day on a
 * right-to-left page, mirrorGridArrows), PageUp/PageDown by a month, one day is in the Tab order.
 * On phones the calendar folds away behind the chosen day ("Thu 3 Dec") and a "Change date"
 * button, so the times are seen at once; it stays open while no day is chosen.
 *
 * Props: `value` ("YYYY-MM-DD" or null, Asia/Dubai), `onChange(date)`, `month` (first day of the
 * visible month) and `onMonthChange`, `availability` (the month's query), `today`, `current` (the
 * booking's present day when rescheduling stays enabled), `searching` (the earliest free day is
 * still being looked for), `error`, `idPrefix`. The wrapper carries `data-path="scheduledDate"`.
 */
import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Box, Group, Loader, Text } from "@mantine/core";
import { DatePicker } from "@mantine/dates";
import dayjs from "dayjs";
import { addDays } from "@labcompare/domain/calendar";
import { formatLongDate } from "@labcompare/domain/format";
import { useTranslation } from "../../i18n/useTranslation";
import { useClosedReasonText } from "../../i18n/openingHours";
import { useLocale } from "../../i18n/useLocale";
import { mirrorGridArrows } from "./arrowKeys";
import { MonthNotes, SlotDateHead } from "./SlotCalendarParts";
import classes from "./SlotPicker.module.css";
import { useCalendarKeys } from "./useCalendarKeys";
import type { useMonthAvailability } from "./useMonthAvailability";

export interface SlotCalendarProps {
  value: string | null;
  onChange: (date: string) => void;
  month: string;
  onMonthChange: (month: string) => void;
  availability: ReturnType<typeof useMonthAvailability>;
  today: string;
  current?: { date: string } | null;
  searching: boolean;
  error?: ReactNode;
  idPrefix: string;
}

/** The longest booking horizon a lab may set (days); each lab's own horizon disables later days. */
const MAX_HORIZON_DAYS = 365;

/** The date part of the slot picker (see the file comment); `value` "YYYY-MM-DD" or null. */
export function SlotCalendar({
  value,
  onChange,
  month,
  onMonthChange,
  availability,
  today,
  current,
  searching,
  error,
  idPrefix,
}: SlotCalendarProps) {
  const { t } = useTranslation("appointments");
  const locale = useLocale();
  const [unfolded, setUnfolded] = useState(false);
  const days = availability.data?.days;
  const byDate = new Map((days ?? []).map((d) => [d.date, d]));
  const firstFreeDay = (days ?? []).find((d) => d.bookable > 0)?.date ?? null;
  const open = unfolded || (!value && !searching);
  const labelId = `${idPrefix}-date-label`;
  const errorId = `${idPrefix}-date-error`;
  const boxId = `${idPrefix}-calendar`;
  const maxDate = addDays(today, MAX_HORIZON_DAYS);
  const boxRef = useRef<HTMLDivElement>(null);
  const isOpen = (d: string) => (byDate.get(d)?.bookable ?? 0) > 0 || d === current?.date;
  const onDayKey = useCalendarKeys({
    month,
    loaded: Boolean(days),
    minDate: today,
    maxDate,
    onMonthChange,
    isOpen,
    boxRef,
  });
  const dayProps = useDayCellProps(byDate, value ?? firstFreeDay, value, onDayKey);

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      data-path="scheduledDate"
    >
      <SlotDateHead
        labelId={labelId}
        boxId={boxId}
        value={value}
        searching={searching}
        open={open}
        onToggle={() => setUnfolded(!open)}
      />
      <div
        id={boxId}
        ref={boxRef}
        className={classes.calendarBox}
        data-folded={!open || undefined}
        onKeyDownCapture={mirrorGridArrows}
      >
        <Box pos="relative">
          <DatePicker
            value={value}
            onChange={(date) => date && onChange(date)}
            date={month}
            onDateChange={onMonthChange}
            minDate={today}
            maxDate={maxDate}
            maxLevel="month"
            hideOutsideDates
            excludeDate={(d) => !isOpen(d)}
            getDayAriaLabel={(d) => formatLongDate(d, locale)}
            getDayProps={dayProps}
            attributes={{
              month: {
                role: "grid",
                "aria-label": dayjs(month)
                  .locale(locale === "ar" ? "ar-sa" : "en")
                  .format("MMMM YYYY"),
              },
              monthCell: { role: "presentation" },
            }}
            ariaLabels={{
              previousMonth: t("slotPicker.previousMonth"),
              nextMonth: t("slotPicker.nextMonth"),
            }}
            classNames={{ day: classes.day }}
          />
          {availability.isPending && (
            <Group
              className={classes.overlay}
              justify="center"
              role="status"
              aria-label={t("slotPicker.loadingDates")}
            >
              <Loader size="sm" />
            </Group>
          )}
        </Box>
        <MonthNotes availability={availability} firstFreeDay={firstFreeDay} />
      </div>
      {error && (
        <Text id={errorId} size="sm" className={classes.error} mt={4}>
          {error}
        </Text>
      )}
    </div>
  );
}

type CalendarDay = NonNullable<ReturnType<typeof useMonthAvailability>["data"]>["days"][number];

/**
 * The props of each day cell (`d` "YYYY-MM-DD"): a grid cell, selected when it is `value`, with the
 * calendar's keys (`onDayKey`); a closed or full day names why in its title; `focusDay` (the chosen
 * or first free day) is where a form sends the focus when the date is missing.
 */
function useDayCellProps(
  byDate: Map<string, CalendarDay>,
  focusDay: string | null,
  value: string | null,
  onDayKey: (d: string, e: KeyboardEvent<HTMLButtonElement>) => void,
) {
  const { t } = useTranslation("appointments");
  const reasonText = useClosedReasonText();
  return (d: string) => {
    const day = byDate.get(d);
    const cell = {
      role: "gridcell",
      "aria-selected": d === value,
      "data-date": d,
      onKeyDown: (e: KeyboardEvent<HTMLButtonElement>) => onDayKey(d, e),
    };
    if (day && day.bookable === 0)
      return {
        ...cell,
        title: day.closedReason
          ? t("slotPicker.unavailable", { reason: reasonText(day.closedReason) })
          : t("slotPicker.unavailableNoReason"),
      };
    // Where a form sends the focus when the date is missing (lib/forms focusFirstError).
    return d === focusDay ? { ...cell, "data-error-focus": true } : cell;
  };
}
