import { describe, expect, it } from "vitest";
import { parseResultTime, preparationParts } from "../src/catalogue-text.ts";

describe("parseResultTime", () => {
  it("reads the catalogue's spans and the same day", () => {
    expect(parseResultTime("24 hours")).toEqual({ kind: "span", unit: "hours", from: 24, to: null });
    expect(parseResultTime("24-48 hours")).toEqual({ kind: "span", unit: "hours", from: 24, to: 48 });
    expect(parseResultTime("2-3 days")).toEqual({ kind: "span", unit: "days", from: 2, to: 3 });
    expect(parseResultTime("3-4 weeks")).toEqual({ kind: "span", unit: "weeks", from: 3, to: 4 });
    expect(parseResultTime("1 day")).toEqual({ kind: "span", unit: "days", from: 1, to: null });
    expect(parseResultTime("Same day")).toEqual({ kind: "sameDay" });
  });

  it("gives null for other text", () => {
    expect(parseResultTime("Within a week, usually")).toBeNull();
    expect(parseResultTime("")).toBeNull();
    expect(parseResultTime(null)).toBeNull();
  });
});

describe("preparationParts", () => {
  it("takes fasting and water from the usual sentences, leaving nothing in English", () => {
    expect(preparationParts(10, "Fast for 10 hours before the test. Water is allowed.")).toEqual({
      fastingHours: 10,
      fastingUpTo: null,
      waterAllowed: true,
      noFasting: false,
      rest: null,
    });
  });

  it("keeps a fasting range and the sentences it does not know, word for word", () => {
    expect(
      preparationParts(
        10,
        "Fast for 10-12 hours before the test. Water is allowed; avoid alcohol for 24 hours beforehand.",
      ),
    ).toEqual({
      fastingHours: 10,
      fastingUpTo: 12,
      waterAllowed: true,
      noFasting: false,
      rest: "Avoid alcohol for 24 hours beforehand.",
    });
  });

  it("keeps a warning after 'No fasting required' (biotin before a thyroid test)", () => {
    const parts = preparationParts(
      0,
      "No fasting required. If you take biotin supplements, stop them for 48 hours before the test.",
    );
    expect(parts.noFasting).toBe(true);
    expect(parts.rest).toBe("If you take biotin supplements, stop them for 48 hours before the test.");
  });

  it("leaves a fasting sentence that disagrees with the data as text", () => {
    const parts = preparationParts(8, "Fast for 12 hours before the test.");
    expect(parts).toMatchObject({
      fastingHours: 8,
      fastingUpTo: null,
      rest: "Fast for 12 hours before the test.",
    });
  });

  it("has no parts for no text", () => {
    expect(preparationParts(0, null)).toEqual({
      fastingHours: 0,
      fastingUpTo: null,
      waterAllowed: false,
      noFasting: false,
      rest: null,
    });
  });
});
