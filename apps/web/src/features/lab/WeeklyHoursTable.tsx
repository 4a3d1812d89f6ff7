/**
 * A lab's opening hours, one row per day from Saturday (the UAE week), from its weekly schedule
 * (`weeklyHours`, 0 = Sunday, intervals "HH:mm" in Asia/Dubai; "24:00" = midnight). Today's row is
 * marked, with "Open now" / "Closed now". Props: `weeklyHours`.
 *
 * Today's mark depends on the browser's clock, so it appears only after hydration: HTML from the
 * server's page cache may have been rendered minutes earlier, on the other side of an opening hour.
 */
import { Badge, Text } from "@mantine/core";
import type { TFunction } from "i18next";
import { useTranslation } from "../../i18n/useTranslation";
import { isOpenAt, nowInDubai, weekdayOf, type WeeklyHours } from "@labcompare/domain/calendar";
import { DataTable } from "../../components/DataTable";
import { weekdayNames } from "../../i18n/openingHours";
import { useHydrated } from "../../lib/hydration";

const WEEK_ORDER = [6, 0, 1, 2, 3, 4, 5];

/** The day's hours; each interval kept on one line, left to right ("08:00–20:00") in Arabic too. */
function dayText(intervals: WeeklyHours[number], t: TFunction<"lab">): React.ReactNode {
  if (intervals.length === 0) return t("closed");
  if (intervals.length === 1 && intervals[0]!.open === "00:00" && intervals[0]!.close === "24:00")
    return t("allDay");
  return intervals.map((i, n) => (
    <span key={i.open} style={{ whiteSpace: "nowrap" }} dir="ltr">
      {n > 0 && ", "}
      {i.open}–{i.close}
    </span>
  ));
}

export function WeeklyHoursTable({ weeklyHours }: { weeklyHours: WeeklyHours }) {
  const { t } = useTranslation("lab");
  const days = weekdayNames(t);
  const hydrated = useHydrated();
  const now = hydrated ? nowInDubai() : null;
  const today = now ? weekdayOf(now.date) : null;
  const openNow = now ? isOpenAt(weeklyHours, now.date, now.time) : false;
  return (
    <DataTable verticalSpacing={4} data-testid="lab-hours">
      <thead>
        <tr>
          <th scope="col">{t("day")}</th>
          <th scope="col">{t("hours")}</th>
        </tr>
      </thead>
      <tbody>
        {WEEK_ORDER.map((day) => (
          <tr
            key={day}
            style={day === today ? { fontWeight: 700 } : undefined}
            aria-current={day === today ? "date" : undefined}
          >
            <th scope="row" style={{ fontWeight: "inherit" }}>
              {days[day]}
              {day === today && (
                <Badge
                  size="xs"
                  ms={6}
                  variant="light"
                  color={openNow ? "brand" : "gray"}
                  c={openNow ? "brand.9" : "dark.6"}
                >
                  {openNow ? t("openNow") : t("closedNow")}
                </Badge>
              )}
            </th>
            <td>
              <Text size="sm" fw="inherit">
                {dayText(weeklyHours[day] ?? [], t)}
              </Text>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
