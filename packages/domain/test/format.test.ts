import { describe, expect, it } from "vitest";
import {
  MONTH_DAY,
  MONTH_DAY2_YEAR,
  MONTH_DAY_YEAR,
  MONTH_SHORT_DAY,
  MONTH_SHORT_DAY2_YEAR,
  MONTH_SHORT_DAY2_YEAR_TIME,
  dateTimeFormat,
  formatAed,
  formatCount,
  formatDate,
  formatDecimal,
  formatKm,
  formatLongDate,
  formatShortDay,
  formatTime12,
  formatTurnaround,
  numberFormat,
} from "../src/format/index.ts";
import { struckOriginalPrice } from "../src/pricing.ts";

describe("formatAed (SPEC 9: prices in AED with two decimals)", () => {
  it("groups thousands and keeps two decimals, from a number, a string or a Decimal", () => {
    expect(formatAed(85)).toBe("85.00 AED");
    expect(formatAed(1285.5)).toBe("1,285.50 AED");
    expect(formatAed("0")).toBe("0.00 AED");
    expect(formatAed({ toString: () => "12345.678" })).toBe("12,345.68 AED");
  });

  it('writes what Intl.NumberFormat("en-US") writes, rounding included, for 20,000 amounts', () => {
    const intl = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    // Deterministic amounts: whole dirhams, fils, half-fils ties (x.xx5), large sums and negatives (refunds).
    const amounts = [0, 0.005, 0.015, 1.005, 2.675, 999.995, 1000, 999999.999, -0.5, -1234.565];
    for (let i = 0; i < 20_000; i++)
      amounts.push(((i * 7919) % 2_000_000) / 1000 - (i % 10 === 0 ? 1000 : 0));
    for (const amount of amounts)
      expect(formatAed(amount), String(amount)).toBe(`${intl.format(amount)} AED`);
  });
});

describe("formatTurnaround", () => {
  it("reads hours as patients do", () => {
    expect(formatTurnaround(6)).toBe("Same day");
    expect(formatTurnaround(24)).toBe("24 hours");
    expect(formatTurnaround(72)).toBe("3 days");
  });
});

describe("struckOriginalPrice (SPEC 3: a struck-through original price beside the current one)", () => {
  it("gives the original price only when it is above the price, as it was given", () => {
    expect(struckOriginalPrice("120.00", "85.00")).toBe("120.00");
    expect(struckOriginalPrice(799, 499)).toBe(799);
    expect(struckOriginalPrice("250", 150)).toBe("250");
  });

  it("gives nothing when there is none, or it would show no saving", () => {
    expect(struckOriginalPrice(null, "85.00")).toBeNull();
    expect(struckOriginalPrice(undefined, 85)).toBeNull();
    expect(struckOriginalPrice("85.00", "85.00")).toBeNull();
    expect(struckOriginalPrice("80.00", "85.00")).toBeNull();
    // Compared as numbers, not as text ("1000" < "999" as strings).
    expect(struckOriginalPrice("1000.00", "999.00")).toBe("1000.00");
  });
});

describe("the Intl cache (intl.ts)", () => {
  it("builds a formatter once per locale and format: a second call returns the same instance", () => {
    expect(numberFormat("count")).toBe(numberFormat("count", "en"));
    expect(numberFormat("count", "ar")).not.toBe(numberFormat("count", "en"));
    expect(dateTimeFormat(MONTH_DAY_YEAR, "UTC")).toBe(dateTimeFormat(MONTH_DAY_YEAR, "UTC", "en"));
    expect(dateTimeFormat(MONTH_DAY_YEAR, "Asia/Dubai")).not.toBe(dateTimeFormat(MONTH_DAY_YEAR, "UTC"));
  });

  it("writes counts, decimals and distances", () => {
    expect(formatCount(12345)).toBe("12,345");
    expect(formatDecimal(1285.505)).toBe("1,285.51");
    expect(formatKm(3.44)).toBe("3.4 km");
  });

  it("formats money in Arabic through Intl (prepared, not yet shown)", () => {
    expect(formatAed(1285, "ar")).toBe(
      `${new Intl.NumberFormat("ar-AE", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1285)} AED`,
    );
  });
});

describe("formatDate: calendar dates never shift; instants show in Asia/Dubai", () => {
  it("writes a calendar date in the console's formats", () => {
    expect(formatDate("2025-03-05", MONTH_DAY_YEAR)).toBe("March 5, 2025");
    expect(formatDate("2024-01-05", MONTH_SHORT_DAY2_YEAR)).toBe("Jan 05, 2024");
    expect(formatDate("2025-03-05", MONTH_SHORT_DAY)).toBe("Mar 5");
    expect(formatDate("2025-03-05", MONTH_DAY)).toBe("March 5");
    expect(formatDate("2024-01-05", MONTH_DAY2_YEAR)).toBe("January 05, 2024");
  });

  it("shows an instant on its Dubai day and time, either side of Dubai midnight", () => {
    // 19:59 UTC is 23:59 in Dubai the same day; 20:00 UTC is already the next day there.
    expect(formatDate(new Date("2024-01-05T19:59:00Z"), MONTH_SHORT_DAY2_YEAR_TIME)).toBe(
      "Jan 05, 2024, 23:59",
    );
    expect(formatDate(new Date("2024-01-05T20:00:00Z"), MONTH_SHORT_DAY2_YEAR_TIME)).toBe(
      "Jan 06, 2024, 00:00",
    );
    expect(formatDate("2024-12-31T20:00:00.000Z", MONTH_DAY_YEAR)).toBe("January 1, 2025");
  });

  it("writes a time of day on a 12-hour clock", () => {
    expect(formatTime12("09:00")).toBe("9:00 AM");
    expect(formatTime12("00:15")).toBe("12:15 AM");
    expect(formatTime12("12:30")).toBe("12:30 PM");
    expect(formatTime12("21:45")).toBe("9:45 PM");
  });

  it("writes the patients' long and short dates in Arabic through Intl (prepared, not yet shown)", () => {
    expect(formatLongDate("2026-11-24", "ar")).toBe(
      new Intl.DateTimeFormat("ar-AE", {
        weekday: "long",
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      }).format(new Date("2026-11-24T00:00:00Z")),
    );
    expect(formatShortDay("2026-11-24", "ar")).not.toBe("Tue 24 Nov");
  });
});
