/**
 * Splitting a doctor's list (@labcompare/domain/doctor-list): every separator, list markers, commas
 * inside a number, repeats by key, and the limits.
 */
import { describe, expect, it } from "vitest";
import {
  DOCTOR_LIST_MAX_CHARS,
  doctorListItems,
  doctorListProblem,
  listItemKey,
  splitDoctorList,
} from "../src/doctor-list.ts";

describe("splitDoctorList", () => {
  it("splits on commas, semicolons and line breaks, then on and, + and / within a piece", () => {
    expect(splitDoctorList("CBC, Vitamin D;TSH\nHbA1c\r\nLFT")).toEqual(
      ["CBC", "Vitamin D", "TSH", "HbA1c", "LFT"].map((text) => ({ text, parts: [text] })),
    );
    expect(splitDoctorList("T3/T4 + TSH and B12")).toEqual([
      { text: "T3/T4 + TSH and B12", parts: ["T3", "T4", "TSH", "B12"] },
    ]);
    expect(splitDoctorList("CBC AND ESR")).toEqual([{ text: "CBC AND ESR", parts: ["CBC", "ESR"] }]);
  });

  it("splits an Arabic list on the Arabic comma and semicolon", () => {
    expect(splitDoctorList("صورة الدم الكاملة، فيتامين د؛ السكر التراكمي")).toEqual(
      ["صورة الدم الكاملة", "فيتامين د", "السكر التراكمي"].map((text) => ({ text, parts: [text] })),
    );
  });

  it("keeps words containing 'and', commas inside numbers, and drops bullets, numbering, quotes and empty items", () => {
    expect(splitDoctorList("Sandfly serology, 1,25-Dihydroxy Vitamin D")).toEqual([
      { text: "Sandfly serology", parts: ["Sandfly serology"] },
      { text: "1,25-Dihydroxy Vitamin D", parts: ["1,25-Dihydroxy Vitamin D"] },
    ]);
    expect(splitDoctorList('- CBC\n• TSH\n1. HbA1c\n2) "LFT"\n,,;\n and ')).toEqual(
      ["CBC", "TSH", "HbA1c", "LFT"].map((text) => ({ text, parts: [text] })),
    );
  });
});

describe("doctorListItems and limits", () => {
  it("counts repeats once, whatever their case and punctuation", () => {
    expect(listItemKey(" Vit. D ")).toBe("vit d");
    expect(doctorListItems("CBC, cbc, Vit D, vit. d")).toEqual(["CBC", "Vit D"]);
  });

  it("names the problem: empty, too long, too many items", () => {
    expect(doctorListProblem(" , ;\n")).toBe("empty");
    expect(doctorListProblem("x".repeat(DOCTOR_LIST_MAX_CHARS + 1))).toBe("tooLong");
    expect(doctorListProblem("x".repeat(DOCTOR_LIST_MAX_CHARS))).toBeNull();
    const items = (n: number) => Array.from({ length: n }, (_, i) => `Test ${i}`).join(", ");
    expect(doctorListProblem(items(20))).toBeNull();
    expect(doctorListProblem(items(21))).toBe("tooMany");
    expect(doctorListProblem(`${items(20)}, test 0, TEST 1`)).toBeNull();
  });
});
