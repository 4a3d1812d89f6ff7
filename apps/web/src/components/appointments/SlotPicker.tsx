/**
 * The date and time of an appointment at one lab, used by the booking page and the reschedule
 * dialog: a month calendar (SlotCalendar) whose closed, fully booked and out-of-range days are
 * disabled from `booking.availability`, then the chosen day's times from `booking.slots` as one
 * radio group (SlotTimes, SlotButtons). There is never a free time field.
 *
 * The earliest day with a free time is chosen for the patient as soon as the month's availability
 * loads (looking into later months up to the lab's horizon when this one is full), and again when
 * the lab or the collection mode changes; the patient then only taps a time.
 *
 * Props:
 * - `labId`, `collectionMode`, `collectionEmirate` (home collection: slots load once it is chosen),
 *   `testIds` (optional: the server refuses tests the lab does not offer);
 * - `value` / `onChange`: `{ date: "YYYY-MM-DD" | null, time: "HH:mm" | null }`, Asia/Dubai;
 *   choosing another date clears the time, and a chosen time that stops being bookable (it filled
 *   up) is cleared too;
 * - `current`: the booking's present slot when rescheduling (marked "Current", not selectable);
 * - `dateError`, `timeError`: messages shown under the calendar and the times;
 * - `aside`: shown after the times (the lab's address and hours);
 * A chosen time inside the lab's change cut-off (`booking.slots`' changeCutoffMinutes) is followed
 * by a notice that, once booked, only the lab can change it.
 * - `idPrefix`: keeps element ids unique when two pickers could be on one page.
 * The wrappers carry `data-path="scheduledDate"` / `"scheduledTime"` so a form can focus them.
 */
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { Text } from "@mantine/core";
import { dubaiInstant, monthStart, todayInDubai } from "@labcompare/domain/calendar";
import { beforeCutoff, type CollectionModeValue } from "@labcompare/domain/booking-rules";
import { durationText } from "@labcompare/domain/format";
import { trpc } from "../../trpc";
import { DatesSettings } from "../DatesSettings";
import { SlotCalendar } from "./SlotCalendar";
import classes from "./SlotPicker.module.css";
import { SlotTimes } from "./SlotTimes";
import { useTranslation } from "../../i18n/useTranslation";
import { useLocale } from "../../i18n/useLocale";
import { useEarliestFreeDay } from "./useEarliestFreeDay";
import { useMonthAvailability } from "./useMonthAvailability";

export interface SlotValue {
  /** "YYYY-MM-DD" (Asia/Dubai) or null. */
  date: string | null;
  /** "HH:mm" (Asia/Dubai) or null. */
  time: string | null;
}

export interface SlotPickerProps {
  labId: string;
  collectionMode: CollectionModeValue;
  collectionEmirate?: string | null;
  testIds?: string[];
  value: SlotValue;
  onChange: (value: SlotValue) => void;
  current?: { date: string; time: string } | null;
  dateError?: ReactNode;
  timeError?: ReactNode;
  aside?: ReactNode;
  idPrefix?: string;
}

export function SlotPicker({
  labId,
  collectionMode,
  collectionEmirate,
  testIds,
  value,
  onChange,
  current,
  dateError,
  timeError,
  aside,
  idPrefix = "slot",
}: SlotPickerProps) {
  const { t } = useTranslation("appointments");
  const locale = useLocale();
  const today = useMemo(() => todayInDubai(), []);
  const [month, setMonth] = useState(() => monthStart(value.date ?? today));
  const availability = useMonthAvailability(labId, collectionMode, month, today);
  const earliest = useEarliestFreeDay({
    key: `${labId}|${collectionMode}`,
    date: value.date,
    month,
    setMonth,
    availability,
    today,
    onPick: (date) => onChange({ date, time: null }),
  });

  const home = collectionMode === "home_collection";
  const slotsEnabled = Boolean(value.date) && (!home || Boolean(collectionEmirate));
  const slots = trpc.booking.slots.useQuery(
    {
      labId,
      date: value.date ?? today,
      collectionMode,
      collectionEmirate: home ? (collectionEmirate ?? undefined) : undefined,
      testIds: testIds?.length ? testIds : undefined,
    },
    { enabled: slotsEnabled, staleTime: 10_000 },
  );

  // A chosen time that is no longer bookable (someone took the last place) is cleared.
  useEffect(() => {
    if (!value.time || !slots.data || slots.data.date !== value.date || slots.isFetching) return;
    const slot = slots.data.slots.find((s) => s.time === value.time);
    if (!slot?.bookable) onChange({ date: value.date, time: null });
  }, [slots.data, slots.isFetching, value.date, value.time, onChange]);

  // A time the patient could no longer change online once booked: said before they book it.
  const cutoff = slots.data?.date === value.date ? slots.data?.changeCutoffMinutes : undefined;
  const insideCutoff = Boolean(
    value.date &&
    value.time &&
    cutoff !== undefined &&
    !beforeCutoff(dubaiInstant(value.date, value.time), cutoff),
  );

  return (
    <DatesSettings>
      <div className={classes.container} data-testid="slot-picker">
        <div className={classes.layout}>
          <div className={classes.dateArea}>
            <SlotCalendar
              idPrefix={idPrefix}
              value={value.date}
              onChange={(date) => onChange({ date, time: null })}
              month={month}
              onMonthChange={(d) => {
                earliest.stop();
                setMonth(monthStart(d));
              }}
              availability={availability}
              today={today}
              current={current}
              searching={earliest.searching}
              error={dateError}
            />
          </div>
          <div className={classes.timeArea}>
            <SlotTimes
              idPrefix={idPrefix}
              date={value.date}
              slots={slots}
              enabled={slotsEnabled}
              searching={earliest.searching}
              selected={value.time}
              current={current && current.date === value.date ? current.time : null}
              showEnd={home}
              onSelect={(time) => value.date && onChange({ date: value.date, time })}
              error={timeError}
            />
            {insideCutoff && cutoff !== undefined && (
              <Text size="sm" mt="xs" c="orange.9" role="status" data-testid="slot-cutoff-notice">
                {t("slotPicker.insideCutoff", { duration: durationText(cutoff, locale) })}
              </Text>
            )}
          </div>
          {aside && <div className={classes.asideArea}>{aside}</div>}
        </div>
      </div>
    </DatesSettings>
  );
}
