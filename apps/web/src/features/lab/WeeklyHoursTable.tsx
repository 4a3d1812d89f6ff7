/**
 * A lab's opening hours, one row per day from Saturday (the UAE week), from its weekly schedule
 * (`weeklyHours`, 0 = Sunday, intervals "HH:mm" in Asia/Dubai; "24:00" = midnight). Today's row is
 * marked, with "Open now" / "Closed now". Props: `weeklyHours`.
 */
import { Badge, Text } from "@mantine/core";
import { isOpenAt, nowInDubai, WEEKDAY_LONG, weekdayOf, type WeeklyHours } from "@labcompare/domain/calendar";
import { DataTable } from "../../components/DataTable";
import { labCopy as copy } from "./lab.copy";

const WEEK_ORDER = [6, 0, 1, 2, 3, 4, 5];

/** The day's hours; each interval kept on one line. */
function dayText(intervals: WeeklyHours[number]): React.ReactNode {
  if (intervals.length === 0) return copy.closed;
  if (intervals.length === 1 && intervals[0]!.open === "00:00" && intervals[0]!.close === "24:00") return copy.allDay;
  return intervals.map((i, n) => (
    <span key={i.open} style={{ whiteSpace: "nowrap" }}>
      {n > 0 && ", "}
      {i.open}–{i.close}
    </span>
  ));
}

export function WeeklyHoursTable({ weeklyHours }: { weeklyHours: WeeklyHours }) {
  const now = nowInDubai();
  const today = weekdayOf(now.date);
  const openNow = isOpenAt(weeklyHours, now.date, now.time);
  return (
    <DataTable verticalSpacing={4} data-testid="lab-hours">
      <thead>
        <tr>
          <th scope="col">{copy.day}</th>
          <th scope="col">{copy.hours}</th>
        </tr>
      </thead>
      <tbody>
        {WEEK_ORDER.map((day) => (
          <tr key={day} style={day === today ? { fontWeight: 700 } : undefined} aria-current={day === today ? "date" : undefined}>
            <th scope="row" style={{ fontWeight: "inherit" }}>
              {WEEKDAY_LONG[day]}
              {day === today && (
                <Badge size="xs" ml={6} variant="light" color={openNow ? "brand" : "gray"} c={openNow ? "brand.9" : "dark.6"}>
                  {openNow ? copy.openNow : copy.closedNow}
                </Badge>
              )}
            </th>
            <td>
              <Text size="sm" fw="inherit">
                {dayText(weeklyHours[day] ?? [])}
              </Text>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
