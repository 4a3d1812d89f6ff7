/**
 * The weekly hours editor of the lab form: one row per weekday (Sunday first) with its opening
 * intervals as time inputs; add or remove an interval, "Closed" when a day has none, a "24 hours"
 * shortcut and "Copy to every day". Messages (close after open, no overlaps…) come from the shared
 * weeklyHoursSchema through the form's validation.
 */
import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from "@mantine/core";
import { TimeInput } from "@mantine/dates";
import { IconCopy, IconPlus, IconTrash } from "@tabler/icons-react";
import { toMinutes, WEEKDAY_LONG, type OpeningInterval } from "@labcompare/domain/calendar";
import { closeFromInput, closeToInput, type LabForm } from "./formValues";

/** Most intervals a day may have (weeklyHoursSchema). */
const MAX_INTERVALS = 6;

/** A sensible next interval: an hour after the day's last one closes, else 08:00–20:00. */
function nextInterval(intervals: OpeningInterval[]): OpeningInterval {
  const last = intervals.at(-1);
  if (!last) return { open: "08:00", close: "20:00" };
  const start = Math.min(toMinutes(last.close) + 60, 22 * 60);
  const pad = (n: number) => String(n).padStart(2, "0");
  const time = (m: number) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
  return { open: time(start), close: time(Math.min(start + 120, 24 * 60 - 1)) };
}
/** True when `intervals` is the single 00:00–24:00 interval ("24 hours"). */
function is24Hours(intervals: OpeningInterval[]): boolean {
  return intervals.length === 1 && intervals[0]!.open === "00:00" && intervals[0]!.close === "24:00";
}

/** One row per weekday, each with its intervals, errors and actions; the form's week-level error above. */
export function WeeklyHoursEditor({ form }: { form: LabForm }) {
  const week = form.getValues().weeklyHours;
  const weekError = form.errors.weeklyHours;
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        Asia/Dubai time. A closing time of midnight (00:00, shown as 12:00 AM) means open until the end of the
        day.
      </Text>
      {weekError && (
        <Text size="sm" c="red.8" role="alert">
          {weekError}
        </Text>
      )}
      {WEEKDAY_LONG.map((dayName, day) => (
        <WeekdayHours key={dayName} form={form} day={day} dayName={dayName} intervals={week[day] ?? []} />
      ))}
    </Stack>
  );
}

interface WeekdayProps {
  form: LabForm;
  /** 0 = Sunday. */
  day: number;
  dayName: string;
  intervals: OpeningInterval[];
}

/** A weekday's row: its name, "Closed" or its intervals as time inputs, its error, then its actions. */
function WeekdayHours({ form, day, dayName, intervals }: WeekdayProps) {
  const dayError = form.errors[`weeklyHours.${day}`];
  return (
    <Group
      align="flex-start"
      gap="sm"
      wrap="nowrap"
      py={4}
      style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}
    >
      <Text fw={600} size="sm" w={96} pt={6}>
        {dayName}
      </Text>
      <Stack gap={6} style={{ flex: 1 }}>
        {intervals.length === 0 && (
          <Badge color="gray" variant="light" c="dark.6" tt="none" mt={6}>
            Closed
          </Badge>
        )}
        {intervals.map((interval, i) => (
          <IntervalInputs key={i} form={form} day={day} dayName={dayName} interval={interval} index={i} />
        ))}
        {dayError && (
          <Text size="xs" c="red.8">
            {dayError}
          </Text>
        )}
      </Stack>
      <DayActions form={form} day={day} dayName={dayName} intervals={intervals} />
    </Group>
  );
}

interface IntervalProps extends Omit<WeekdayProps, "intervals"> {
  interval: OpeningInterval;
  /** The interval's place in its day, from 0. */
  index: number;
}

/** One opening interval of a weekday: its opening and closing time inputs and its remove button. */
function IntervalInputs({ form, day, dayName, interval, index: i }: IntervalProps) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <TimeInput
        aria-label={`${dayName} opening time ${i + 1}`}
        {...form.getInputProps(`weeklyHours.${day}.${i}.open`)}
        w={110}
      />
      <Text pt={6} aria-hidden>
        –
      </Text>
      <TimeInput
        aria-label={`${dayName} closing time ${i + 1}`}
        value={closeToInput(interval.close)}
        onChange={(e) =>
          form.setFieldValue(`weeklyHours.${day}.${i}.close`, closeFromInput(e.currentTarget.value))
        }
        error={form.errors[`weeklyHours.${day}.${i}.close`]}
        w={110}
      />
      <Tooltip label="Remove these hours">
        <ActionIcon
          variant="subtle"
          color="red.8"
          mt={4}
          aria-label={`Remove ${dayName} hours ${i + 1}`}
          onClick={() => form.removeListItem(`weeklyHours.${day}`, i)}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** A weekday's "Add" (up to MAX_INTERVALS), "24 hours" and "Copy to every day" buttons. */
function DayActions({ form, day, dayName, intervals }: WeekdayProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<IconPlus size={12} aria-hidden />}
        disabled={intervals.length >= MAX_INTERVALS}
        onClick={() =>
          form.insertListItem(`weeklyHours.${day}`, nextInterval(is24Hours(intervals) ? [] : intervals))
        }
        aria-label={`Add hours on ${dayName}`}
      >
        Add
      </Button>
      <Button
        size="compact-xs"
        variant={is24Hours(intervals) ? "light" : "subtle"}
        onClick={() => form.setFieldValue(`weeklyHours.${day}`, [{ open: "00:00", close: "24:00" }])}
        aria-label={`Open 24 hours on ${dayName}`}
      >
        24 hours
      </Button>
      <Tooltip label="Copy to every day">
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={`Copy ${dayName}'s hours to every day`}
          onClick={() =>
            form.setFieldValue(
              "weeklyHours",
              WEEKDAY_LONG.map(() => intervals.map((x) => ({ ...x }))),
            )
          }
        >
          <IconCopy size={14} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
