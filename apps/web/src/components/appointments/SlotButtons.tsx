/**
 * One day's appointment slots as buttons, grouped into morning, afternoon and evening. Props:
 * `date` ("YYYY-MM-DD", Asia/Dubai), `slots` from `booking.slots` ({ time, endTime "HH:mm",
 * remaining places, bookable }), `selected` time, `current` (the booking's present time when
 * rescheduling), `showEnd` (home-collection windows read "07:00–09:00"), `onSelect(time)`.
 * Full slots are disabled and read "Full"; slots that cannot be booked now (past, inside the lead
 * time) are disabled. Each button carries `data-remaining` (places left).
 */
import { Button, SimpleGrid, Stack, Text } from "@mantine/core";
import { formatLongDate } from "@labcompare/domain/format";
import { slotPickerCopy as copy } from "./slotPicker.copy";
import classes from "./SlotPicker.module.css";

export interface SlotButtonsProps {
  date: string;
  slots: ReadonlyArray<{ time: string; endTime: string; remaining: number; bookable: boolean }>;
  selected: string | null;
  current?: string | null;
  showEnd?: boolean;
  onSelect: (time: string) => void;
  /** Prefix of the element ids (unique per picker on a page). */
  idPrefix?: string;
}

type Period = keyof typeof copy.periods;

function periodOf(time: string): Period {
  const hour = Number(time.slice(0, 2));
  return hour < 12 ? "morning" : hour < 17 ? "afternoon" : "evening";
}

export function SlotButtons({ date, slots, selected, current, showEnd = false, onSelect, idPrefix = "slot" }: SlotButtonsProps) {
  if (!slots.some((s) => s.bookable)) {
    return (
      <Text size="sm" c="dimmed">
        {copy.noFreeTimes}
      </Text>
    );
  }
  const groups = (Object.keys(copy.periods) as Period[])
    .map((period) => ({ period, slots: slots.filter((s) => periodOf(s.time) === period) }))
    .filter((g) => g.slots.length > 0);
  return (
    <Stack gap="sm" aria-label={copy.timesOn(formatLongDate(date))} role="group">
      {groups.map((g) => (
        <div key={g.period}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4} id={`${idPrefix}-${g.period}`}>
            {copy.periods[g.period]}
          </Text>
          <SimpleGrid cols={{ base: 3, xs: 4, sm: 5 }} spacing={6} verticalSpacing={6} role="group" aria-labelledby={`${idPrefix}-${g.period}`}>
            {g.slots.map((s) => {
              const isSelected = s.time === selected;
              const isCurrent = s.time === current;
              const full = s.remaining === 0;
              return (
                <Button
                  key={s.time}
                  type="button"
                  className={classes.slot}
                  variant={isSelected ? "filled" : "default"}
                  aria-pressed={isSelected}
                  disabled={!s.bookable || isCurrent}
                  onClick={() => onSelect(s.time)}
                  data-remaining={s.remaining}
                  data-time={s.time}
                  title={s.bookable ? copy.placesLeft(s.remaining) : undefined}
                  h="auto"
                  py={6}
                  px={6}
                >
                  <Stack gap={0} align="center">
                    <span>{showEnd ? `${s.time}–${s.endTime}` : s.time}</span>
                    {full && <span className={classes.slotFull}>{copy.full}</span>}
                    {isCurrent && !full && <span className={classes.slotFull}>{copy.current}</span>}
                  </Stack>
                </Button>
              );
            })}
          </SimpleGrid>
        </div>
      ))}
    </Stack>
  );
}
