import { describe, expect, it } from "vitest";
import { convertResult, seriesIdentity } from "../src/results/units.ts";

describe("HbA1c % ↔ mmol/mol (IFCC–NGSP master equation)", () => {
  it("converts with mmol/mol = (% − 2.15) × 10.929 and back", () => {
    // Published pairs: 6.5 % = 48 mmol/mol, 7.0 % = 53 mmol/mol (rounded to whole mmol/mol).
    expect(Math.round(convertResult(6.5, "%", "mmol/mol", "4548-4")!)).toBe(48);
    expect(Math.round(convertResult(7, "%", "mmol/mol", "4548-4")!)).toBe(53);
    expect(convertResult(5, "%", "mmol/mol", "4548-4")).toBeCloseTo((5 - 2.15) * 10.929, 10);
    expect(convertResult(48, "mmol/mol", "%", "59261-8")).toBeCloseTo(48 / 10.929 + 2.15, 10);
    expect(
      convertResult(convertResult(6.1, "%", "mmol/mol", "4548-4")!, "mmol/mol", "%", "4548-4"),
    ).toBeCloseTo(6.1, 10);
  });

  it("groups both units (and HbA1c's other LOINC codes) into one series", () => {
    expect(seriesIdentity("4548-4", "%")).toEqual(seriesIdentity("59261-8", " mmol/mol "));
    expect(seriesIdentity("17856-6", "%").loincCode).toBe("4548-4");
  });

  it("keeps a unit with no listed conversion apart", () => {
    expect(seriesIdentity("4548-4", "mg/dL")).toEqual({ loincCode: "4548-4", unitFamily: "mg/dL" });
    expect(convertResult(6, "%", "mg/dL", "4548-4")).toBeNull();
  });
});

describe("other analytes", () => {
  it("never convert between different units, and need no conversion within one", () => {
    expect(convertResult(5.2, "mmol/L", "mg/dL", "2093-3")).toBeNull();
    expect(convertResult(5.2, "mmol/L", "mmol/L", "2093-3")).toBe(5.2);
    expect(convertResult(1, null, "", null)).toBe(1);
    expect(seriesIdentity(null, "ng/mL")).toEqual({ loincCode: null, unitFamily: "ng/mL" });
  });
});
