/** The retest reminder's day and send time: same day of the month, or the month's last day; 08:00 Asia/Dubai. */
import { describe, expect, it } from "vitest";
import { addMonthsSameDay } from "../src/calendar.ts";
import { RETEST_MONTHS, retestDueDate, retestSendAt } from "../src/retest.ts";

describe("addMonthsSameDay", () => {
  it("keeps the day of the month when the month has it", () => {
    expect(addMonthsSameDay("2026-01-15", 1)).toBe("2026-02-15");
    expect(addMonthsSameDay("2026-03-31", 3)).toBe("2026-06-30");
    expect(addMonthsSameDay("2026-05-31", 6)).toBe("2026-11-30");
    expect(addMonthsSameDay("2026-08-31", 3)).toBe("2026-11-30");
    expect(addMonthsSameDay("2026-07-31", 1)).toBe("2026-08-31");
  });

  it("falls back to the month's last day: 31 Jan + 1 month → 28 Feb, or 29 Feb in a leap year", () => {
    expect(addMonthsSameDay("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonthsSameDay("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonthsSameDay("2026-01-29", 1)).toBe("2026-02-28");
    expect(addMonthsSameDay("2028-02-29", 12)).toBe("2029-02-28");
  });

  it("crosses the year's end", () => {
    expect(addMonthsSameDay("2026-11-30", 3)).toBe("2027-02-28");
    expect(addMonthsSameDay("2026-12-31", 12)).toBe("2027-12-31");
    expect(addMonthsSameDay("2026-10-31", 6)).toBe("2027-04-30");
  });
});

describe("retest reminder", () => {
  it("offers 1, 3, 6 or 12 months", () => {
    expect(RETEST_MONTHS).toEqual([1, 3, 6, 12]);
  });

  it("counts from today in Asia/Dubai, not UTC", () => {
    // 21:00 UTC on 30 Jan is 01:00 on 31 Jan in Dubai.
    expect(retestDueDate(1, new Date("2026-01-30T21:00:00Z"))).toBe("2026-02-28");
    expect(retestDueDate(1, new Date("2026-01-30T19:00:00Z"))).toBe("2026-02-28");
    expect(retestDueDate(3, new Date("2026-01-30T19:00:00Z"))).toBe("2026-04-30");
    expect(retestDueDate(12, new Date("2026-11-29T06:00:00Z"))).toBe("2027-11-29");
  });

  it("is sent at 08:00 Asia/Dubai (04:00 UTC) on the due date", () => {
    expect(retestSendAt("2027-02-28").toISOString()).toBe("2027-02-28T04:00:00.000Z");
  });
});
