/**
 * calendar.ts (the zod- and dayjs-free helpers the public pages ship): the same answers as the dayjs
 * time zone and zod's date format they stand in for.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import dayjs from "dayjs";
import { CLINIC_TIME_ZONE, isCalendarDate, nowInDubai } from "../src/calendar.ts";
import "../src/dates.ts"; // installs dayjs's utc and timezone plugins

describe("calendar", () => {
  it("nowInDubai: the Asia/Dubai date and time dayjs gives, across midnight, a leap day and the year's end", () => {
    for (const iso of ["2026-11-24T19:59:59Z", "2026-11-24T20:00:00Z", "2028-02-28T20:30:00Z", "2026-12-31T20:00:00Z", "2026-06-01T00:00:00Z"]) {
      const local = dayjs(new Date(iso)).tz(CLINIC_TIME_ZONE);
      expect(nowInDubai(new Date(iso))).toEqual({ date: local.format("YYYY-MM-DD"), time: local.format("HH:mm") });
    }
  });

  it("isCalendarDate: what z.iso.date() accepts", () => {
    const zodDate = z.iso.date();
    for (const s of ["2026-11-29", "2028-02-29", "2026-02-29", "2000-02-29", "2100-02-29", "2026-02-31", "2026-13-01", "2026-00-10", "2026-04-31", "26-11-29", "2026-1-01", " 2026-11-29", "2026-11-29T00:00", ""]) {
      expect(isCalendarDate(s), s).toBe(zodDate.safeParse(s).success);
    }
  });
});
