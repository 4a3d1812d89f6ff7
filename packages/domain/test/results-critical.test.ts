import { describe, expect, it } from "vitest";
import { isCriticalFlag, isCriticalReport } from "../src/results/critical.ts";

describe("critical results", () => {
  it("LL and HH are critical; L, H, A, N and no flag are not", () => {
    expect(["LL", "HH"].map(isCriticalFlag)).toEqual([true, true]);
    expect(["L", "H", "A", "N", null, undefined].map(isCriticalFlag)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("a report is critical when any observation is", () => {
    expect(isCriticalReport([{ flag: "H" }, { flag: "LL" }])).toBe(true);
    expect(isCriticalReport([{ flag: "H" }, { flag: "L" }, { flag: null }])).toBe(false);
    expect(isCriticalReport([])).toBe(false);
  });
});
