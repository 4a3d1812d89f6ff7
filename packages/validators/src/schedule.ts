/**
 * Lab schedules as stored and edited: the zod schema of a weekly schedule (`weekly_hours`) with its
 * messages, and the reading of a stored value. The schedule rules themselves live in
 * @labcompare/domain (calendar, schedule, slots). Times "HH:mm" in Asia/Dubai.
 */
import { z } from "zod";
import { toMinutes, type WeeklyHours } from "@labcompare/domain/calendar";
import { formatWeeklyHours } from "@labcompare/domain/schedule";

export const scheduleMessages = {
  timeFormat: "Please enter a time as HH:mm",
  closeAfterOpen: "Closing time must be after opening time",
  overlap: "Opening intervals of a day must not overlap",
  sevenDays: "Opening hours need all seven days",
  tooManyIntervals: "At most 6 opening intervals a day",
};

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const CLOSE_RE = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

export const openingIntervalSchema = z
  .object({
    open: z.string().regex(TIME_RE, { message: scheduleMessages.timeFormat }),
    close: z.string().regex(CLOSE_RE, { message: scheduleMessages.timeFormat }),
  })
  .refine((i) => toMinutes(i.close) > toMinutes(i.open), {
    message: scheduleMessages.closeAfterOpen,
    path: ["close"],
  });

/** Validates a weekly schedule: 7 days, each interval closes after it opens, no overlaps in a day. */
export const weeklyHoursSchema = z
  .array(z.array(openingIntervalSchema).max(6, { message: scheduleMessages.tooManyIntervals }), {
    error: scheduleMessages.sevenDays,
  })
  .length(7, { message: scheduleMessages.sevenDays })
  .superRefine((days, ctx) => {
    days.forEach((intervals, day) => {
      const sorted = [...intervals].sort((a, b) => toMinutes(a.open) - toMinutes(b.open));
      for (let i = 1; i < sorted.length; i++) {
        if (toMinutes(sorted[i]!.open) < toMinutes(sorted[i - 1]!.close)) {
          ctx.addIssue({ code: "custom", message: scheduleMessages.overlap, path: [day] });
          return;
        }
      }
    });
  })
  .transform((days) => days.map((d) => [...d].sort((a, b) => toMinutes(a.open) - toMinutes(b.open))));

/** Reads a stored `weekly_hours` value; anything malformed counts as closed all week. */
export function readWeeklyHours(value: unknown): WeeklyHours {
  const parsed = weeklyHoursSchema.safeParse(value);
  return parsed.success ? parsed.data : [[], [], [], [], [], [], []];
}

function parseJsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

// Stored schedules by their JSON text: reading one is a zod parse with refinements (a test page reads one per
// offer), and a catalogue has few distinct schedules.
const storedSchedules = new Map<string, { weeklyHours: WeeklyHours; openingHours: string }>();
const STORED_SCHEDULES_LIMIT = 1000;

/**
 * A stored `weekly_hours` value read (readWeeklyHours: malformed reads as closed all week) with its
 * text (formatWeeklyHours), parsed once per distinct value. `stored`: the jsonb value, or its JSON
 * text (a statement that selects `weekly_hours::text` spares the JSON round trip; a schedule is
 * never a JSON string). The schedule returned is the caller's own copy.
 */
export function readStoredSchedule(stored: unknown): { weeklyHours: WeeklyHours; openingHours: string } {
  const key = typeof stored === "string" ? stored : (JSON.stringify(stored) ?? "");
  let entry = storedSchedules.get(key);
  if (!entry) {
    const weeklyHours = readWeeklyHours(typeof stored === "string" ? parseJsonOrNull(stored) : stored);
    entry = { weeklyHours, openingHours: formatWeeklyHours(weeklyHours) };
    if (storedSchedules.size >= STORED_SCHEDULES_LIMIT) storedSchedules.clear();
    storedSchedules.set(key, entry);
  }
  return {
    weeklyHours: entry.weeklyHours.map((day) => day.map((i) => ({ open: i.open, close: i.close }))),
    openingHours: entry.openingHours,
  };
}
