/**
 * The time part of the slot picker: the chosen day's times from `booking.slots` (SlotButtons), or
 * why there are none (no day yet, no emirate yet, loading, failed, closed). Free times only by
 * default; a "Show all times" switch lists the rest, disabled with their reason in words. A polite
 * live region says how many free times the day has once they load ("12 free times on Thursday,
 * 3 December 2026").
 *
 * Props: `date` (the chosen day, "YYYY-MM-DD" Asia/Dubai, or null), `slots` (the day's query),
 * `enabled` (false while home collection has no emirate), `searching` (no day yet, one is being
 * looked for), `selected`, `current` (the booking's
 * present time on that day when rescheduling), `showEnd` (home-collection windows), `onSelect`,
 * `error`, `idPrefix`. The wrapper carries `data-path="scheduledTime"`.
 */
import { useState, type ReactNode } from "react";
import { Alert, Button, Group, Loader, Switch, Text, VisuallyHidden } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { formatLongDate } from "@labcompare/domain/format";
import { errorMessage, type RouterOutputs } from "../../trpc";
import { ClosedDayText } from "./ClosedDayText";
import { SlotButtons } from "./SlotButtons";
import { Trans } from "react-i18next";
import { useTranslation } from "../../i18n/useTranslation";
import { Ltr } from "../../i18n/Ltr";
import { useLocale } from "../../i18n/useLocale";
import classes from "./SlotPicker.module.css";

/** The parts of the `booking.slots` query this reads. */
interface DaySlotsQuery {
  data: RouterOutputs["booking"]["slots"] | undefined;
  isError: boolean;
  error: { message: string } | null;
  /** Epoch ms of the last answer. */
  dataUpdatedAt: number;
  refetch: () => unknown;
}

export interface SlotTimesProps {
  date: string | null;
  slots: DaySlotsQuery;
  enabled: boolean;
  /** The earliest free day is still being looked for (no day chosen yet). */
  searching: boolean;
  selected: string | null;
  current: string | null;
  showEnd: boolean;
  onSelect: (time: string) => void;
  error?: ReactNode;
  idPrefix: string;
}

export function SlotTimes({
  date,
  slots,
  enabled,
  searching,
  selected,
  current,
  showEnd,
  onSelect,
  error,
  idPrefix,
}: SlotTimesProps) {
  const { t } = useTranslation("appointments");
  const locale = useLocale();
  const [showAll, setShowAll] = useState(false);
  const labelId = `${idPrefix}-time-label`;
  const noteId = `${idPrefix}-time-note`;
  const errorId = `${idPrefix}-time-error`;
  const day = enabled && slots.data && slots.data.date === date ? slots.data : null;
  const freeCount = day ? day.slots.filter((s) => s.bookable && s.time !== current).length : 0;
  const dayText = day ? formatLongDate(day.date, locale) : "";
  const announcement: ReactNode = !day ? (
    ""
  ) : day.closedReason ? (
    <ClosedDayText reason={day.closedReason} />
  ) : freeCount === 0 ? (
    t("slotPicker.noFreeTimesOn", { day: dayText })
  ) : (
    t("slotPicker.freeTimesOn", { count: freeCount, day: dayText })
  );

  return (
    <div data-path="scheduledTime">
      <Group justify="space-between" gap="xs" wrap="nowrap" mb={2}>
        <Text id={labelId} fw={500} size="sm">
          {t("slotPicker.timeLabel")}{" "}
          <span aria-hidden className={classes.required}>
            *
          </span>
        </Text>
        {day && !day.closedReason && (
          <Switch
            size="sm"
            label={t("slotPicker.showAllTimes")}
            checked={showAll}
            onChange={(e) => setShowAll(e.currentTarget.checked)}
          />
        )}
      </Group>
      <Text id={noteId} size="xs" c="dimmed" mb="xs">
        <Trans t={t} i18nKey="slotPicker.timezoneNote" components={{ ltr: <Ltr>{null}</Ltr> }} />
      </Text>
      <VisuallyHidden aria-live="polite" aria-atomic>
        {announcement}
      </VisuallyHidden>
      {!date && !searching ? (
        <Text size="sm" c="dimmed">
          {t("slotPicker.chooseDateFirst")}
        </Text>
      ) : date && !enabled ? (
        <Text size="sm" c="dimmed">
          {t("slotPicker.chooseEmirateFirst")}
        </Text>
      ) : slots.isError ? (
        <Alert color="red" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          <Text size="sm">{errorMessage(slots.error, t("slotPicker.slotsFailed"), t)}</Text>
          <Button variant="subtle" size="compact-sm" mt={4} onClick={() => void slots.refetch()}>
            {t("slotPicker.retry")}
          </Button>
        </Alert>
      ) : !day ? (
        <Group gap="xs" role="status" aria-label={t("slotPicker.loadingTimes")}>
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t("slotPicker.loadingTimes")}
          </Text>
        </Group>
      ) : day.closedReason ? (
        <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} aria-hidden color="#8a3c00" />}>
          <Text size="sm" c="dark.7">
            <ClosedDayText reason={day.closedReason} />
          </Text>
        </Alert>
      ) : (
        <SlotButtons
          date={day.date}
          slots={day.slots}
          selected={selected}
          current={current}
          showEnd={showEnd}
          showAll={showAll}
          checkedAt={slots.dataUpdatedAt}
          label={t("slotPicker.timesOn", { day: dayText })}
          describedBy={[noteId, error ? errorId : null].filter(Boolean).join(" ")}
          onSelect={onSelect}
        />
      )}
      {error && (
        <Text id={errorId} size="sm" className={classes.error} mt={4}>
          {error}
        </Text>
      )}
    </div>
  );
}
