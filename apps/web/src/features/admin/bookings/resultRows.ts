/**
 * The result upload form's rows without UI: one row of values per booked test, and the observations
 * CSV sent to the server (the typed CSV, then the form's rows under the same header), so the server
 * reads both with one parser.
 */
import { observationsCsv, type ResultCsvColumn } from "@labcompare/validators/results-upload";

/** One booked test's values as typed (strings; `flag` one of FLAG_OPTIONS or null). */
export interface Row {
  value: string;
  unit: string;
  refLow: string;
  refHigh: string;
  refText: string;
  flag: string | null;
}
export const EMPTY_ROW: Row = { value: "", unit: "", refLow: "", refHigh: "", refText: "", flag: null };

/** The CSV rows of the filled-in form rows (rows without a value are left out). */
export function formRows(
  tests: { testId: string; name: string }[],
  rows: Record<string, Row>,
): Record<ResultCsvColumn, string>[] {
  return tests
    .filter((test) => rows[test.testId]?.value.trim())
    .map((test) => {
      const r = rows[test.testId]!;
      return {
        loinc: "",
        name: test.name,
        value: r.value,
        unit: r.unit,
        ref_low: r.refLow,
        ref_high: r.refHigh,
        ref_text: r.refText,
        flag: r.flag ?? "",
      };
    });
}

/** The observations to send: the CSV text as typed, with the form's rows after it; null when there are none. */
export function observationsOf(csvText: string, rows: Record<ResultCsvColumn, string>[]): string | null {
  if (!csvText.trim()) return rows.length ? observationsCsv(rows) : null;
  if (!rows.length) return csvText;
  // The form's rows under the typed CSV's header: drop the header observationsCsv adds.
  return `${csvText.replace(/\s+$/, "")}\n${observationsCsv(rows).split("\n").slice(1).join("\n")}`;
}
