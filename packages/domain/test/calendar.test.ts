/**
 * calendar.ts (the zod-, dayjs- and Intl-free helpers the public pages ship): the same answers as
 * dayjs's time zone and zod's date format they stand in for.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import dayjs from "dayjs";
import {
  CLINIC_TIME_ZONE,
  isCalendarDate,
  nowInDubai,
  dubaiDayStart,
  dubaiInstant,
  todayInDubai,
} from "../src/calendar.ts";
import { formatLongDate, formatShortDay } from "../src/format/index.ts";
import utc from "dayjs/plugin/utc.js";
import timezone from "dayjs/plugin/timezone.js";

dayjs.extend(utc);
dayjs.extend(timezone);

describe("calendar", () => {
  it("nowInDubai: the Asia/Dubai date and time dayjs gives, across midnight, a leap day and the year's end", () => {
    for (const iso of [
      "2026-11-24T19:59:59Z",
      "2026-11-24T20:00:00Z",
      "2028-02-28T20:30:00Z",
      "2026-12-31T20:00:00Z",
      "2026-06-01T00:00:00Z",
    ]) {
      const local = dayjs(new Date(iso)).tz(CLINIC_TIME_ZONE);
      expect(nowInDubai(new Date(iso))).toEqual({
        date: local.format("YYYY-MM-DD"),
        time: local.format("HH:mm"),
      });
    }
    // Every 7 h 13 min over four years (all months, hours and seasons): the tz database agrees with +04:00.
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2029, 0, 1); t += 433 * 60_000) {
      const local = dayjs(new Date(t)).tz(CLINIC_TIME_ZONE);
      expect(nowInDubai(new Date(t))).toEqual({
        date: local.format("YYYY-MM-DD"),
        time: local.format("HH:mm"),
      });
    }
  });

  it("isCalendarDate: what z.iso.date() accepts", () => {
    const zodDate = z.iso.date();
    for (const s of [
      "2026-11-29",
      "2028-02-29",
      "2026-02-29",
      "2000-02-29",
      "2100-02-29",
      "2026-02-31",
      "2026-13-01",
      "2026-00-10",
      "2026-04-31",
      "26-11-29",
      "2026-1-01",
      " 2026-11-29",
      "2026-11-29T00:00",
      "",
    ]) {
      expect(isCalendarDate(s), s).toBe(zodDate.safeParse(s).success);
    }
  });

  it("writes a date in full, as en-GB does, for every month and across a leap day", () => {
    expect(formatLongDate("2026-11-24")).toBe("Tuesday, 24 November 2026");
    expect(formatLongDate("2028-02-29")).toBe("Tuesday, 29 February 2028");
    for (let month = 1; month <= 12; month++) {
      const date = `2027-${String(month).padStart(2, "0")}-01`;
      const d = new Date(`${date}T00:00:00Z`);
      const enGb = d.toLocaleDateString("en-GB", {
        weekday: "long",
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      });
      expect(formatLongDate(date)).toBe(enGb.replace(/^(\w+) /, "$1, "));
    }
  });

  it("writes a short day as en-GB does (the test page's date filter), for every weekday and month", () => {
    expect(formatShortDay("2026-11-24")).toBe("Tue 24 Nov");
    for (let day = 0; day < 400; day += 13) {
      const d = new Date(Date.UTC(2027, 0, 1 + day));
      const enGb = d
        .toLocaleDateString("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" })
        .replace(",", "");
      expect(formatShortDay(d.toISOString().slice(0, 10))).toBe(enGb);
    }
  });

  it("dubaiInstant / dubaiDayStart / todayInDubai: the instants dayjs's tz() gives, at Dubai midnight and across a year's end", () => {
    for (const [date, time] of [
      ["2026-11-24", "00:00"],
      ["2026-11-24", "23:59"],
      ["2026-12-31", "23:30"],
      ["2027-01-01", "00:00"],
      ["2028-02-29", "03:59"],
      ["2026-06-01", "12:00"],
    ] as const) {
      expect(dubaiInstant(date, time).toISOString(), `${date} ${time}`).toBe(
        dayjs.tz(`${date} ${time}`, "YYYY-MM-DD HH:mm", CLINIC_TIME_ZONE).toDate().toISOString(),
      );
    }
    expect(dubaiInstant("2026-11-24", "24:00").toISOString()).toBe("2026-11-24T19:59:00.000Z");
    expect(dubaiDayStart("2027-01-01").toISOString()).toBe(
      dayjs.tz("2027-01-01", CLINIC_TIME_ZONE).toDate().toISOString(),
    );
    // 19:59:59.999 UTC is still the 24th in Dubai; 20:00 UTC is the 25th's midnight.
    expect(todayInDubai(new Date("2026-11-24T19:59:59.999Z"))).toBe("2026-11-24");
    expect(todayInDubai(new Date("2026-11-24T20:00:00.000Z"))).toBe("2026-11-25");
    expect(todayInDubai(new Date("2026-12-31T20:00:00.000Z"))).toBe("2027-01-01");
  });
});
