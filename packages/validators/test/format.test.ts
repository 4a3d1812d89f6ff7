import { describe, expect, it } from "vitest";
import { formatAed, formatTurnaround, struckOriginalPrice } from "../src/format.ts";

describe("formatAed (SPEC 9: prices in AED with two decimals)", () => {
  it("groups thousands and keeps two decimals, from a number, a string or a Decimal", () => {
    expect(formatAed(85)).toBe("85.00 AED");
    expect(formatAed(1285.5)).toBe("1,285.50 AED");
    expect(formatAed("0")).toBe("0.00 AED");
    expect(formatAed({ toString: () => "12345.678" })).toBe("12,345.68 AED");
  });

  it("writes what Intl.NumberFormat(\"en-US\") writes, rounding included, for 20,000 amounts", () => {
    const intl = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    // Deterministic amounts: whole dirhams, fils, half-fils ties (x.xx5), large sums and negatives (refunds).
    const amounts = [0, 0.005, 0.015, 1.005, 2.675, 999.995, 1000, 999999.999, -0.5, -1234.565];
    for (let i = 0; i < 20_000; i++) amounts.push(((i * 7919) % 2_000_000) / 1000 - (i % 10 === 0 ? 1000 : 0));
    for (const amount of amounts) expect(formatAed(amount), String(amount)).toBe(`${intl.format(amount)} AED`);
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
