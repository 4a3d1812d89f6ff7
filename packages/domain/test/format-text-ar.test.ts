import { describe, expect, it } from "vitest";
import { durationText, formatTime12, joinList, resultsIn } from "../src/format/index.ts";

describe("durations, turnarounds and times of day in both languages", () => {
  it("keeps the English wording", () => {
    expect(durationText(60)).toBe("1 hour");
    expect(durationText(120)).toBe("2 hours");
    expect(durationText(90)).toBe("90 minutes");
    expect(resultsIn(6)).toBe("Results in 6 h");
    expect(resultsIn(24, "en")).toBe("Results in 24 h");
    expect(resultsIn(72)).toBe("Results in 3 days");
    expect(formatTime12("09:30", "en")).toBe("9:30 AM");
  });

  it("counts hours, minutes and days as Arabic grammar wants (dual, 3–10 plural, 11+ singular)", () => {
    expect(durationText(60, "ar")).toBe("ساعة واحدة");
    expect(durationText(120, "ar")).toBe("ساعتين");
    expect(durationText(180, "ar")).toBe("3 ساعات");
    expect(durationText(720, "ar")).toBe("12 ساعة");
    expect(durationText(90, "ar")).toBe("90 دقيقة");
    expect(durationText(5, "ar")).toBe("5 دقائق");
    expect(resultsIn(6, "ar")).toBe("النتائج خلال 6 ساعات");
    expect(resultsIn(24, "ar")).toBe("النتائج خلال 24 ساعة");
    expect(resultsIn(48, "ar")).toBe("النتائج خلال يومين");
    expect(resultsIn(72, "ar")).toBe("النتائج خلال 3 أيام");
    expect(resultsIn(24 * 14, "ar")).toBe("النتائج خلال 14 يومًا");
    expect(resultsIn(24 * 100, "ar")).toBe("النتائج خلال 100 يوم");
  });

  it("marks the halves of the day with ص and م in Arabic, Western digits", () => {
    expect(formatTime12("09:30", "ar")).toBe("9:30 ص");
    expect(formatTime12("12:00", "ar")).toBe("12:00 م");
    expect(formatTime12("21:45", "ar")).toBe("9:45 م");
  });
});

describe("lists", () => {
  it("separate items with a comma, the Arabic comma on Arabic pages", () => {
    expect(joinList(["CBC", "TSH"], "en")).toBe("CBC, TSH");
    expect(joinList(["صورة الدم الكاملة", "TSH"], "ar")).toBe("صورة الدم الكاملة، TSH");
  });
});
