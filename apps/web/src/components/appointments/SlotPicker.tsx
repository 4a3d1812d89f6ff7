/**
 * The date and time of an appointment at one lab, used by the booking page and the reschedule
 * dialog: an inline calendar (Mantine DatePicker) whose closed, fully booked and out-of-range days
 * are disabled from `booking.availability` (fetched for the visible month), then the chosen day's
 * slots from `booking.slots` as buttons (SlotButtons). There is never a free time field.
 *
 * Props:
 * - `labId`, `collectionMode`, `collectionEmirate` (home collection: slots load once it is chosen),
 *   `testIds` (optional: the server refuses tests the lab does not offer);
 * - `value` / `onChange`: `{ date: "YYYY-MM-DD" | null, time: "HH:mm" | null }`, Asia/Dubai;
 *   choosing another date clears the time, and a chosen time that stops being bookable (it filled
 *   up) is cleared too;
 * - `current`: the booking's present slot when rescheduling (marked "Current", not selectable);
 * - `dateError`, `timeError`: messages shown under the calendar and the slots;
 * - `aside`: shown beside the calendar (the lab's address and hours);
 * - `idPrefix`: keeps element ids unique when two pickers could be on one page.
 * The wrappers carry `data-path="scheduledDate"` / `"scheduledTime"` so a form can focus them.
 */
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { Alert, Box, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { DatePicker } from "@mantine/dates";
import { DatesSettings } from "../DatesSettings";
import { IconInfoCircle } from "@tabler/icons-react";
import { addDays, addMonths, monthStart, todayInDubai } from "@labcompare/domain/calendar";
import { formatLongDate } from "@labcompare/domain/format";
import { type CollectionModeValue } from "@labcompare/domain/booking-rules";
import { trpc } from "../../trpc";
import { ClosedNotes } from "./ClosedNotes";
import { SlotButtons } from "./SlotButtons";
import { slotPickerCopy as copy } from "./slotPicker.copy";
import classes from "./SlotPicker.module.css";
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

/** The longest booking horizon a lab may set (days); each lab's own horizon disables later days. */
const MAX_HORIZON_DAYS = 365;

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
  const today = useMemo(() => todayInDubai(), []);
  const [month, setMonth] = useState(() => monthStart(value.date ?? current?.date ?? today));
  const availability = useMonthAvailability(labId, collectionMode, month, today);

  // Opened at the end of a month with nothing left in it: show the next month instead (once, and
  // not after the user has moved between months).
  const [mayAdvance, setMayAdvance] = useState(true);
  if (mayAdvance && !value.date && availability.data) {
    setMayAdvance(false);
    if (availability.data.days.every((d) => d.bookable === 0)) setMonth(addMonths(month, 1));
  }

  const byDate = useMemo(() => new Map((availability.data?.days ?? []).map((d) => [d.date, d])), [availability.data]);
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

  const dateLabelId = `${idPrefix}-date-label`;
  const timeLabelId = `${idPrefix}-time-label`;
  const dateErrorId = `${idPrefix}-date-error`;
  const timeErrorId = `${idPrefix}-time-error`;
  const firstFreeDay = (availability.data?.days ?? []).find((d) => d.bookable > 0)?.date ?? null;
  const monthHasFreeDay = firstFreeDay !== null;

  return (
    <DatesSettings>
      <Stack gap="md">
        <Group align="flex-start" gap="xl" wrap="wrap">
          <div role="group" aria-labelledby={dateLabelId} aria-describedby={dateError ? dateErrorId : undefined} data-path="scheduledDate" className={classes.calendar}>
            <Text id={dateLabelId} fw={500} size="sm" mb={4}>
              {copy.dateLabel}{" "}
              <span aria-hidden className={classes.required}>
                *
              </span>
            </Text>
            <Box pos="relative">
              <DatePicker
                value={value.date}
                onChange={(date) => onChange({ date, time: null })}
                date={month}
                onDateChange={(d) => {
                  setMayAdvance(false);
                  setMonth(monthStart(d));
                }}
                minDate={today}
                maxDate={addDays(today, MAX_HORIZON_DAYS)}
                maxLevel="month"
                hideOutsideDates
                excludeDate={(d) => (byDate.get(d)?.bookable ?? 0) === 0 && !(current && d === current.date)}
                getDayAriaLabel={(d) => formatLongDate(d)}
                getDayProps={(d) => {
                  const day = byDate.get(d);
                  if (day && day.bookable === 0) return { title: copy.unavailableDay(day.closedReason) };
                  // Where a form sends the focus when the date is missing (lib/forms focusFirstError).
                  return d === (value.date ?? firstFreeDay) ? { "data-error-focus": true } : {};
                }}
                ariaLabels={{ previousMonth: copy.previousMonth, nextMonth: copy.nextMonth }}
                classNames={{ day: classes.day }}
              />
              {availability.isPending && (
                <Group className={classes.overlay} justify="center" role="status" aria-label={copy.loadingDates}>
                  <Loader size="sm" />
                </Group>
              )}
            </Box>
            {availability.isError && (
              <Group gap="xs" mt={4}>
                <Text size="sm" c="red.9">
                  {copy.datesFailed}
                </Text>
                <Button variant="subtle" size="compact-sm" onClick={() => void availability.refetch()}>
                  {copy.retry}
                </Button>
              </Group>
            )}
            {availability.data && <ClosedNotes days={availability.data.days} />}
            {availability.data && !monthHasFreeDay && (
              <Text size="sm" c="dimmed" mt={4} maw={300}>
                {copy.noFreeDaysThisMonth}
              </Text>
            )}
            {dateError && (
              <Text id={dateErrorId} size="sm" className={classes.error} mt={4}>
                {dateError}
              </Text>
            )}
          </div>
          {aside && <Box style={{ flex: "1 1 200px" }}>{aside}</Box>}
        </Group>

        <div role="group" aria-labelledby={timeLabelId} aria-describedby={timeError ? timeErrorId : undefined} data-path="scheduledTime">
          <Text id={timeLabelId} fw={500} size="sm" mb={4}>
            {copy.timeLabel}{" "}
            <span aria-hidden className={classes.required}>
              *
            </span>
          </Text>
          <Text size="xs" c="dimmed" mb="xs">
            {copy.timezoneNote}
          </Text>
          {!value.date ? (
            <Text size="sm" c="dimmed">
              {copy.chooseDateFirst}
            </Text>
          ) : !slotsEnabled ? (
            <Text size="sm" c="dimmed">
              {copy.chooseEmirateFirst}
            </Text>
          ) : slots.isPending ? (
            <Group gap="xs" role="status" aria-label={copy.loadingTimes}>
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                {copy.loadingTimes}
              </Text>
            </Group>
          ) : slots.isError ? (
            <Alert color="red" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
              <Text size="sm">{slots.error.message || copy.slotsFailed}</Text>
              <Button variant="subtle" size="compact-sm" mt={4} onClick={() => void slots.refetch()}>
                {copy.retry}
              </Button>
            </Alert>
          ) : slots.data.closedReason ? (
            <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} aria-hidden color="#8a3c00" />}>
              <Text size="sm" c="dark.7">
                {copy.closed(slots.data.closedReason)}
              </Text>
            </Alert>
          ) : (
            <SlotButtons
              date={slots.data.date}
              slots={slots.data.slots}
              selected={value.time}
              current={current && current.date === slots.data.date ? current.time : null}
              showEnd={home}
              idPrefix={idPrefix}
              onSelect={(time) => onChange({ date: slots.data.date, time })}
            />
          )}
          {timeError && (
            <Text id={timeErrorId} size="sm" className={classes.error} mt={4}>
              {timeError}
            </Text>
          )}
        </div>
      </Stack>
    </DatesSettings>
  );
}
