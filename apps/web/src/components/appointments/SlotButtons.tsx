/**
 * One day's appointment times as a radio group (WAI-ARIA radio group pattern): one Tab stop (the
 * chosen time, else the first free one), arrow keys move to the next or previous time and choose it
 * (wrapping), Home/End the first/last, Space or Enter chooses the focused time. Times are grouped
 * under "Morning", "Afternoon", "Evening".
 *
 * Props: `date` ("YYYY-MM-DD", Asia/Dubai), `slots` from `booking.slots` ({ time, endTime "HH:mm",
 * remaining places, bookable }), `selected` time, `current` (the booking's present time when
 * rescheduling: listed, marked "Current", not selectable), `showEnd` (home-collection windows read
 * "07:00–09:00"), `showAll` (false: only free times; true: every time, the others disabled with
 * their reason in words: "Full", "Passed", "Too soon"), `checkedAt` (epoch ms when the slots were
 * read: a non-full time that is not bookable is "Passed" before it, else "Too soon"), `label` (the
 * group's name), `describedBy` (ids), `onSelect(time)`.
 * Each radio carries `data-time` and `data-remaining` (places left).
 */
import { useRef, type KeyboardEvent } from "react";
import { Button, Text } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { dubaiInstant } from "@labcompare/domain/calendar";
import { useTranslation } from "../../i18n/useTranslation";
import type { TFunction } from "i18next";
import { formatTimeRange } from "@labcompare/domain/format";
import { Ltr } from "../../i18n/Ltr";
import { ltrArrowKey } from "./arrowKeys";
import classes from "./SlotPicker.module.css";

export interface SlotButtonsProps {
  date: string;
  slots: ReadonlyArray<{ time: string; endTime: string; remaining: number; bookable: boolean }>;
  selected: string | null;
  current?: string | null;
  showEnd?: boolean;
  showAll?: boolean;
  checkedAt: number;
  label: string;
  describedBy?: string;
  onSelect: (time: string) => void;
}

const PERIODS = ["morning", "afternoon", "evening"] as const;
type Period = (typeof PERIODS)[number];
type SlotItem = SlotButtonsProps["slots"][number];

function periodOf(time: string): Period {
  const hour = Number(time.slice(0, 2));
  return hour < 12 ? "morning" : hour < 17 ? "afternoon" : "evening";
}

/** Why a listed time cannot be chosen, in words; null when it can. */
function reasonOf(
  s: SlotItem,
  date: string,
  current: string | null | undefined,
  checkedAt: number,
  t: TFunction<"appointments">,
): string | null {
  if (s.time === current) return t("slotPicker.current");
  if (s.bookable) return null;
  if (s.remaining === 0) return t("slotPicker.full");
  return dubaiInstant(date, s.time).getTime() <= checkedAt ? t("slotPicker.passed") : t("slotPicker.tooSoon");
}

/** A period's heading. */
function periodText(period: Period, t: TFunction<"appointments">): string {
  if (period === "morning") return t("slotPicker.periods.morning");
  return period === "afternoon" ? t("slotPicker.periods.afternoon") : t("slotPicker.periods.evening");
}

const NEXT_KEYS = new Set(["ArrowRight", "ArrowDown"]);
const PREVIOUS_KEYS = new Set(["ArrowLeft", "ArrowUp"]);

export function SlotButtons({
  date,
  slots,
  selected,
  current,
  showEnd = false,
  showAll = false,
  checkedAt,
  label,
  describedBy,
  onSelect,
}: SlotButtonsProps) {
  const { t } = useTranslation("appointments");
  const groupRef = useRef<HTMLDivElement>(null);
  const free = slots.some((s) => s.bookable && s.time !== current);
  const listed = showAll ? slots : slots.filter((s) => s.bookable || s.time === current);
  if (!free && !showAll) {
    return (
      <Text size="sm" c="dimmed">
        {t("slotPicker.noFreeTimes")}
      </Text>
    );
  }
  const choosable = listed.filter((s) => s.bookable && s.time !== current).map((s) => s.time);
  const tabStop = selected && choosable.includes(selected) ? selected : (choosable[0] ?? null);
  const groups = PERIODS.map((period) => ({
    period,
    slots: listed.filter((s) => periodOf(s.time) === period),
  })).filter((g) => g.slots.length > 0);

  const choose = (time: string) => {
    onSelect(time);
    groupRef.current?.querySelector<HTMLElement>(`[data-time="${time}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = choosable.indexOf(event.currentTarget.dataset.time ?? "");
    if (at < 0 || choosable.length === 0) return;
    const n = choosable.length;
    // On a right-to-left page the times run leftwards: Left is the next one, Right the previous.
    const key = ltrArrowKey(event.key, event.currentTarget);
    let next: string | undefined;
    if (NEXT_KEYS.has(key)) next = choosable[(at + 1) % n];
    else if (PREVIOUS_KEYS.has(key)) next = choosable[(at - 1 + n) % n];
    else if (key === "Home") next = choosable[0];
    else if (key === "End") next = choosable[n - 1];
    if (!next) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <>
      {!free && (
        <Text size="sm" c="dimmed" mb="xs">
          {t("slotPicker.noFreeTimes")}
        </Text>
      )}
      <div
        ref={groupRef}
        role="radiogroup"
        aria-label={label}
        aria-required
        aria-describedby={describedBy}
        className={classes.times}
      >
        {groups.map((g) => (
          <div key={g.period}>
            <div className={classes.period}>{periodText(g.period, t)}</div>
            <div className={showEnd ? classes.windowGrid : classes.timeGrid}>
              {g.slots.map((s) => {
                const isSelected = s.time === selected;
                const reason = reasonOf(s, date, current, checkedAt, t);
                return (
                  <Button
                    key={s.time}
                    type="button"
                    role="radio"
                    aria-checked={isSelected}
                    tabIndex={s.time === tabStop ? 0 : -1}
                    // Where a form sends the focus when the time is missing (lib/forms focusFirstError).
                    data-error-focus={s.time === tabStop || undefined}
                    className={classes.slot}
                    variant={isSelected ? "filled" : "default"}
                    disabled={reason !== null}
                    onClick={() => choose(s.time)}
                    onKeyDown={onKeyDown}
                    data-remaining={s.remaining}
                    data-time={s.time}
                    title={s.bookable ? t("slotPicker.placesLeft", { count: s.remaining }) : undefined}
                    h="auto"
                    py={6}
                    px={6}
                  >
                    <span className={classes.slotLabel}>
                      <span className={classes.slotTime}>
                        {/* The chosen time is marked by a shape too, not by colour alone. */}
                        {isSelected && (
                          <IconCheck size={14} stroke={3} aria-hidden className={classes.check} />
                        )}
                        <Ltr>{showEnd ? formatTimeRange(s.time, s.endTime) : s.time}</Ltr>
                      </span>
                      {reason && <span className={classes.slotReason}> {reason}</span>}
                    </span>
                  </Button>
                );
              })}
            </div>
          </div>
        ))}
      </div>
    </>
  );
}
