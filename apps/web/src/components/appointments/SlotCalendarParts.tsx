/**
 * The parts of the slot picker's date calendar (SlotCalendar.tsx): its heading with the chosen day
 * and the fold toggle, and the notes under the month (load failure, closed days, no free day).
 */
import { Button, Group, Text } from "@mantine/core";
import { formatShortDay } from "@labcompare/domain/format";
import { useTranslation } from "../../i18n/useTranslation";
import { useLocale } from "../../i18n/useLocale";
import { ClosedNotes } from "./ClosedNotes";
import classes from "./SlotPicker.module.css";
import type { useMonthAvailability } from "./useMonthAvailability";

/**
 * "Date *" (`labelId`), the chosen day ("Thu 3 Dec"; `value` "YYYY-MM-DD" or null, then "finding a
 * day" while `searching`), and the button folding the calendar `boxId` (`open`; `onToggle`).
 */
export function SlotDateHead({
  labelId,
  boxId,
  value,
  searching,
  open,
  onToggle,
}: {
  labelId: string;
  boxId: string;
  value: string | null;
  searching: boolean;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation("appointments");
  const locale = useLocale();
  return (
    <Group gap="xs" wrap="nowrap" mb={4} className={classes.dateHead}>
      <Text id={labelId} fw={500} size="sm">
        {t("slotPicker.dateLabel")}{" "}
        <span aria-hidden className={classes.required}>
          *
        </span>
      </Text>
      <Group gap="xs" wrap="nowrap" className={classes.dateSummary}>
        <Text size="sm" fw={700} miw={0}>
          {value
            ? formatShortDay(value, locale)
            : searching
              ? t("slotPicker.findingDay")
              : t("slotPicker.noDateChosen")}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          className={classes.noShrink}
          aria-expanded={open}
          aria-controls={boxId}
          onClick={onToggle}
        >
          {open ? t("slotPicker.hideCalendar") : t("slotPicker.changeDate")}
        </Button>
      </Group>
    </Group>
  );
}

/** Under the month: a load failure with "Retry", the closed days' notes, and "no free day this month". */
export function MonthNotes({
  availability,
  firstFreeDay,
}: {
  availability: ReturnType<typeof useMonthAvailability>;
  /** The month's first bookable day, or null. */
  firstFreeDay: string | null;
}) {
  const { t } = useTranslation("appointments");
  const days = availability.data?.days;
  return (
    <>
      {availability.isError && (
        <Group gap="xs" mt={4}>
          <Text size="sm" c="red.9">
            {t("slotPicker.datesFailed")}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => void availability.refetch()}>
            {t("slotPicker.retry")}
          </Button>
        </Group>
      )}
      {days && <ClosedNotes days={days} />}
      {days && !firstFreeDay && (
        <Text size="sm" c="dimmed" mt={4} maw={300}>
          {t("slotPicker.noFreeDaysThisMonth")}
        </Text>
      )}
    </>
  );
}
