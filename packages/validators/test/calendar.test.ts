/**
 * calendar.ts (the zod- and dayjs-free helpers the public pages ship): the same answers as the dayjs
 * time zone and zod's date format they stand in for.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import dayjs from "dayjs";
import { CLINIC_TIME_ZONE, formatLongDate, formatShortDay, isCalendarDate, nowInDubai } from "../src/calendar.ts";
import "../src/dates.ts"; // installs dayjs's utc and timezone plugins

describe("calendar", () => {
  it("nowInDubai: the Asia/Dubai date and time dayjs gives, across midnight, a leap day and the year's end", () => {
    for (const iso of ["2026-11-24T19:59:59Z", "2026-11-24T20:00:00Z", "2028-02-28T20:30:00Z", "2026-12-31T20:00:00Z", "2026-06-01T00:00:00Z"]) {
      const local = dayjs(new Date(iso)).tz(CLINIC_TIME_ZONE);
      expect(nowInDubai(new Date(iso))).toEqual({ date: local.format("YYYY-MM-DD"), time: local.format("HH:mm") });
    }
    // Every 7 h 13 min over four years (all months, hours and seasons): the tz database agrees with +04:00.
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2029, 0, 1); t += 433 * 60_000) {
      const local = dayjs(new Date(t)).tz(CLINIC_TIME_ZONE);
      expect(nowInDubai(new Date(t))).toEqual({ date: local.format("YYYY-MM-DD"), time: local.format("HH:mm") });
    }
  });

  it("isCalendarDate: what z.iso.date() accepts", () => {
    const zodDate = z.iso.date();
    for (const s of ["2026-11-29", "2028-02-29", "2026-02-29", "2000-02-29", "2100-02-29", "2026-02-31", "2026-13-01", "2026-00-10", "2026-04-31", "26-11-29", "2026-1-01", " 2026-11-29", "2026-11-29T00:00", ""]) {
      expect(isCalendarDate(s), s).toBe(zodDate.safeParse(s).success);
    }
  });

  it("writes a date in full, as en-GB does, for every month and across a leap day", () => {
    expect(formatLongDate("2026-11-24")).toBe("Tuesday, 24 November 2026");
    expect(formatLongDate("2028-02-29")).toBe("Tuesday, 29 February 2028");
    for (let month = 1; month <= 12; month++) {
      const date = `2027-${String(month).padStart(2, "0")}-01`;
      const d = new Date(`${date}T00:00:00Z`);
      const enGb = d.toLocaleDateString("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
      expect(formatLongDate(date)).toBe(enGb.replace(/^(\w+) /, "$1, "));
    }
  });

  it("writes a short day as en-GB does (the test page's date filter), for every weekday and month", () => {
    expect(formatShortDay("2026-11-24")).toBe("Tue 24 Nov");
    for (let day = 0; day < 400; day += 13) {
      const d = new Date(Date.UTC(2027, 0, 1 + day));
      const enGb = d.toLocaleDateString("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).replace(",", "");
      expect(formatShortDay(d.toISOString().slice(0, 10))).toBe(enGb);
    }
  });
});
