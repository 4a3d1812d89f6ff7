/**
 * Slot generation and schedule text (pure rules, @labcompare/validators/schedule): intervals, split
 * days, the all-day lab, closures, lead time across midnight, the horizon, Fridays.
 */
import { describe, expect, it } from "vitest";
import { readStoredSchedule, readWeeklyHours, weeklyHoursSchema } from "../src/schedule.ts";
import {
  DEFAULT_BOOKING_RULES,
  daySlots,
  slotTimes,
  timeRefusal,
  type LabBookingRules,
} from "@labcompare/domain/slots";
import { dailyHours, formatWeeklyHours, parseOpeningHoursText } from "@labcompare/domain/schedule";
import { dubaiInstant, type WeeklyHours } from "@labcompare/domain/calendar";
import { allowedTransitions, newBookingReference } from "@labcompare/domain/booking-rules";
import { bookingTotals, homeCollectionFeeForVisit } from "@labcompare/domain/pricing";

const rules = (weeklyHours: WeeklyHours, patch: Partial<LabBookingRules> = {}): LabBookingRules => ({
  ...DEFAULT_BOOKING_RULES,
  weeklyHours,
  ...patch,
});
/** 2026-11-27 is a Friday; 2026-11-28 a Saturday. */
const FRIDAY = "2026-11-27";
const SATURDAY = "2026-11-28";
const none = new Map<string, number>();
/** An instant given in Asia/Dubai local time. */
const at = (date: string, time: string) => dubaiInstant(date, time);

/**
 * Saturday's lab-visit slots at a lab open `open`–`close` every day, seen on 2026-11-24 at 08:00,
 * with the dated closure `closure` and the places already booked per start time.
 */
const saturdaySlots = (open: string, close: string, closure: string | null, booked = none) =>
  daySlots(rules(dailyHours(open, close)), SATURDAY, "lab_visit", at("2026-11-24", "08:00"), closure, booked);

describe("slot generation", () => {
  it("fills each opening interval with slots that end by closing time", () => {
    const r = rules(dailyHours("07:00", "08:00"), { slotMinutes: 20 });
    expect(slotTimes(r, SATURDAY, "lab_visit")).toEqual([
      { time: "07:00", endTime: "07:20" },
      { time: "07:20", endTime: "07:40" },
      { time: "07:40", endTime: "08:00" },
    ]);
    // 25-minute slots: 07:50 would end after 08:00, so the day stops at 07:25.
    expect(
      slotTimes(rules(dailyHours("07:00", "08:00"), { slotMinutes: 25 }), SATURDAY, "lab_visit").map(
        (s) => s.time,
      ),
    ).toEqual(["07:00", "07:25"]);
  });

  it("handles split days (Fri 07:00–12:00 and 14:00–21:00) and closed Fridays", () => {
    const split = parseOpeningHoursText("Sat–Thu 07:00–21:00")!;
    split[5] = [
      { open: "07:00", close: "12:00" },
      { open: "14:00", close: "21:00" },
    ];
    const times = slotTimes(rules(split, { slotMinutes: 60 }), FRIDAY, "lab_visit").map((s) => s.time);
    expect(times).toEqual([
      "07:00",
      "08:00",
      "09:00",
      "10:00",
      "11:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
      "18:00",
      "19:00",
      "20:00",
    ]);
    const closedFriday = rules(parseOpeningHoursText("Sat–Thu 08:00–20:00")!);
    const day = daySlots(closedFriday, FRIDAY, "lab_visit", at("2026-11-24", "08:00"), null, none);
    expect(day).toEqual({
      timezone: "Asia/Dubai",
      date: FRIDAY,
      closedReason: "Closed on Fridays",
      slots: [],
    });
    expect(timeRefusal(closedFriday, FRIDAY, "10:00", "lab_visit", at("2026-11-24", "08:00"), null)).toBe(
      "closed",
    );
  });

  it("gives an all-day lab 96 fifteen-minute slots, the last at 23:45", () => {
    const times = slotTimes(rules(dailyHours("00:00", "24:00")), SATURDAY, "lab_visit");
    expect(times).toHaveLength(96);
    expect(times.at(-1)).toEqual({ time: "23:45", endTime: "24:00" });
  });

  it("closes the day on a dated closure with its reason", () => {
    const day = saturdaySlots("07:00", "22:00", "Eid Al Adha");
    expect(day).toMatchObject({ closedReason: "Eid Al Adha", slots: [] });
  });

  it("applies the lead time across midnight", () => {
    const r = rules(dailyHours("00:00", "24:00"));
    // 23:30 on Friday: the next 60 minutes run into Saturday.
    const now = at(FRIDAY, "23:30");
    const saturday = daySlots(r, SATURDAY, "lab_visit", now, null, none);
    expect(saturday.slots.filter((s) => !s.bookable).map((s) => s.time)).toEqual(["00:00", "00:15"]);
    expect(timeRefusal(r, SATURDAY, "00:15", "lab_visit", now, null)).toBe("lead_time");
    expect(timeRefusal(r, SATURDAY, "00:30", "lab_visit", now, null)).toBeNull();
    expect(timeRefusal(r, FRIDAY, "23:15", "lab_visit", now, null)).toBe("past");
    // Home collection: 4 hours ahead.
    expect(timeRefusal(r, SATURDAY, "03:00", "home_collection", at(FRIDAY, "23:30"), null)).toBe(
      "outside_hours",
    );
    expect(timeRefusal(r, SATURDAY, "07:00", "home_collection", at(SATURDAY, "03:30"), null)).toBe(
      "lead_time",
    );
    expect(timeRefusal(r, SATURDAY, "09:00", "home_collection", at(SATURDAY, "03:30"), null)).toBeNull();
  });

  it("stops at the booking horizon", () => {
    const r = rules(dailyHours("07:00", "22:00"), { bookingHorizonDays: 60 });
    const now = at("2026-11-24", "10:00");
    expect(timeRefusal(r, "2027-01-23", "10:00", "lab_visit", now, null)).toBeNull();
    expect(timeRefusal(r, "2027-01-24", "10:00", "lab_visit", now, null)).toBe("beyond_horizon");
  });

  it("counts remaining places and marks full slots unbookable", () => {
    const day = saturdaySlots(
      "07:00",
      "08:00",
      null,
      new Map([
        ["07:00", 3],
        ["07:15", 1],
      ]),
    );
    expect(day.slots.slice(0, 2)).toEqual([
      { time: "07:00", endTime: "07:15", remaining: 0, bookable: false },
      { time: "07:15", endTime: "07:30", remaining: 2, bookable: true },
    ]);
  });

  it("makes home-collection windows only on days the lab opens", () => {
    const r = rules(parseOpeningHoursText("Sat–Thu 08:00–20:00")!);
    expect(slotTimes(r, SATURDAY, "home_collection").map((s) => `${s.time}–${s.endTime}`)).toEqual([
      "07:00–09:00",
      "09:00–11:00",
      "11:00–13:00",
      "13:00–15:00",
      "15:00–17:00",
      "17:00–19:00",
      "19:00–21:00",
    ]);
    expect(slotTimes(r, FRIDAY, "home_collection")).toEqual([]);
  });
});

describe("schedule text and validation", () => {
  it("reads and writes back the seed's opening-hours texts", () => {
    for (const text of [
      "Daily 07:00–22:00",
      "Open 24 hours",
      "Sat–Thu 07:30–21:00, Fri 14:00–21:00",
      "Sun–Thu 07:00–21:00, Fri–Sat 08:00–18:00",
      "Sat–Thu 08:00–20:00",
    ]) {
      expect(formatWeeklyHours(parseOpeningHoursText(text === "Open 24 hours" ? "24 hours" : text)!)).toBe(
        text,
      );
    }
    const split = dailyHours("07:00", "21:00");
    split[5] = [
      { open: "07:00", close: "12:00" },
      { open: "14:00", close: "21:00" },
    ];
    expect(formatWeeklyHours(split)).toBe("Sat–Thu 07:00–21:00, Fri 07:00–12:00 & 14:00–21:00");
    expect(formatWeeklyHours([[], [], [], [], [], [], []])).toBe("Closed");
  });

  it("refuses a close before the open, overlaps and a week that is not seven days", () => {
    const bad = dailyHours("07:00", "22:00");
    bad[1] = [{ open: "10:00", close: "09:00" }];
    expect(weeklyHoursSchema.safeParse(bad).error?.issues[0]?.message).toBe(
      "Closing time must be after opening time",
    );
    const overlap = dailyHours("07:00", "22:00");
    overlap[2] = [
      { open: "07:00", close: "12:00" },
      { open: "11:00", close: "15:00" },
    ];
    expect(weeklyHoursSchema.safeParse(overlap).error?.issues[0]?.message).toBe(
      "Opening intervals of a day must not overlap",
    );
    expect(
      weeklyHoursSchema.safeParse(dailyHours("07:00", "22:00").slice(0, 6)).error?.issues[0]?.message,
    ).toBe("Opening hours need all seven days");
    expect(weeklyHoursSchema.safeParse(dailyHours("00:00", "24:00")).success).toBe(true);
  });
});

describe("booking rules", () => {
  it("charges one home-collection fee per visit: the highest among the offers", () => {
    expect(homeCollectionFeeForVisit(["50.00", null, 75, "0"])).toBe("75.00");
    expect(homeCollectionFeeForVisit([null, null])).toBe("0.00");
    expect(
      bookingTotals(
        [
          { priceAed: "85.00", homeCollectionFeeAed: "50.00" },
          { priceAed: 150, homeCollectionFeeAed: "75.00" },
        ],
        "home_collection",
      ),
    ).toEqual({
      subtotalAed: "235.00",
      homeCollectionFeeAed: "75.00",
      totalAed: "310.00",
    });
    expect(bookingTotals([{ priceAed: "0.10" }, { priceAed: "0.20" }], "lab_visit")).toEqual({
      subtotalAed: "0.30",
      homeCollectionFeeAed: null,
      totalAed: "0.30",
    });
  });

  it("allows no_show only after the appointment has started", () => {
    const start = new Date("2026-11-28T06:00:00Z");
    expect(allowedTransitions("confirmed", start, new Date("2026-11-28T05:59:00Z"))).toEqual([
      "completed",
      "cancelled",
    ]);
    expect(allowedTransitions("confirmed", start, new Date("2026-11-28T06:00:00Z"))).toEqual([
      "completed",
      "no_show",
      "cancelled",
    ]);
    expect(allowedTransitions("pending", start)).toEqual(["confirmed", "cancelled"]);
    expect(allowedTransitions("cancelled", start)).toEqual([]);
  });

  it("makes references from the unambiguous alphabet", () => {
    const refs = new Set(Array.from({ length: 2000 }, () => newBookingReference()));
    expect(refs.size).toBeGreaterThan(1990);
    for (const r of refs) expect(r).toMatch(/^LC-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/);
  });
});

describe("readStoredSchedule", () => {
  it("reads a stored schedule with its text, each caller getting its own copy; malformed reads as closed", () => {
    const stored = [
      [{ open: "07:00", close: "22:00" }],
      [],
      [],
      [],
      [],
      [],
      [{ open: "08:00", close: "12:00" }],
    ];
    const first = readStoredSchedule(stored);
    expect(first).toEqual({
      weeklyHours: readWeeklyHours(stored),
      openingHours: formatWeeklyHours(readWeeklyHours(stored)),
    });
    first.weeklyHours[0]![0]!.open = "00:00";
    expect(readStoredSchedule(stored).weeklyHours[0]).toEqual([{ open: "07:00", close: "22:00" }]);
    expect(readStoredSchedule({ not: "a schedule" })).toEqual({
      weeklyHours: [[], [], [], [], [], [], []],
      openingHours: "Closed",
    });
    expect(readStoredSchedule(undefined).openingHours).toBe("Closed");
  });

  it("reads the schedule's JSON text (a `weekly_hours::text` column) as the value it holds", () => {
    const stored = [
      [],
      [
        { open: "09:00", close: "13:00" },
        { open: "16:00", close: "21:00" },
      ],
      [],
      [],
      [],
      [],
      [],
    ];
    const fromText = readStoredSchedule(JSON.stringify(stored));
    expect(fromText).toEqual(readStoredSchedule(stored));
    expect(fromText.openingHours).toBe(formatWeeklyHours(readWeeklyHours(stored)));
    fromText.weeklyHours[1]![0]!.open = "00:00";
    expect(readStoredSchedule(JSON.stringify(stored)).weeklyHours[1]![0]).toEqual({
      open: "09:00",
      close: "13:00",
    });
    expect(readStoredSchedule("not json").openingHours).toBe("Closed");
    expect(readStoredSchedule('{"not":"a schedule"}').openingHours).toBe("Closed");
  });
});
