/**
 * The lab's result upload form: the observations it sends, from the rows typed per booked test
 * and/or the CSV typed or loaded, under one header so the server reads both alike.
 */
import { describe, expect, it } from "vitest";
import { EMPTY_ROW, formRows, observationsOf } from "../../src/features/admin/bookings/resultRows";

const tests = [
  { testId: "t1", name: "Haemoglobin" },
  { testId: "t2", name: "Vitamin D" },
];
const HEADER = "loinc,name,value,unit,ref_low,ref_high,ref_text,flag";

describe("formRows", () => {
  it("sends only the tests given a value, with their name and every column", () => {
    const rows = formRows(tests, {
      t1: { ...EMPTY_ROW, value: "13.5", unit: "g/dL", refLow: "12", refHigh: "16", flag: "N" },
      t2: { ...EMPTY_ROW, unit: "ng/mL", value: "  " },
    });
    expect(rows).toEqual([
      {
        loinc: "",
        name: "Haemoglobin",
        value: "13.5",
        unit: "g/dL",
        ref_low: "12",
        ref_high: "16",
        ref_text: "",
        flag: "N",
      },
    ]);
  });

  it("sends nothing when no row is filled", () => {
    expect(formRows(tests, {})).toEqual([]);
  });
});

describe("observationsOf", () => {
  const row = formRows(tests, {
    t2: { ...EMPTY_ROW, value: "31", unit: "ng/mL", refText: '30-100 "sufficient"' },
  });

  it("sends nothing without rows or CSV", () => {
    expect(observationsOf("  \n", [])).toBeNull();
  });

  it("sends the CSV as typed when there are no rows", () => {
    const csv = `${HEADER}\n,Glucose,5.1,mmol/L,3.9,5.5,,N\n`;
    expect(observationsOf(csv, [])).toBe(csv);
  });

  it("writes the rows as CSV under the header, quoting every value", () => {
    expect(observationsOf("", row)).toBe(
      `${HEADER}\n"","Vitamin D","31","ng/mL","","","30-100 ""sufficient""",""`,
    );
  });

  it("puts the rows after the typed CSV, under its header only once", () => {
    const typed = `${HEADER}\n,Glucose,5.1,mmol/L,3.9,5.5,,N\n\n`;
    expect(observationsOf(typed, row)).toBe(
      `${HEADER}\n,Glucose,5.1,mmol/L,3.9,5.5,,N\n"","Vitamin D","31","ng/mL","","","30-100 ""sufficient""",""`,
    );
  });
});
