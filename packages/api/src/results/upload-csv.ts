/**
 * The observations of a lab upload, read from CSV text with papaparse (the console's form sends its
 * rows as the same CSV): the header `loinc,name,value,unit,ref_low,ref_high,ref_text,flag` on line 1,
 * then one observation per row, each checked with the shared observationRowSchema and assigned to the
 * booked test it matches. No database access here.
 */
import { normaliseCsvText, readCsvRecords } from "../csv.ts";
import {
  messages,
  observationRowSchema,
  RESULT_CSV_COLUMNS,
  RESULT_MAX_ROWS,
  type ObservationRow,
} from "@labcompare/validators";
import { AppError } from "../app-error.ts";

const m = messages.results;

/** A booked test as the matching reads it. */
export interface BookedTest {
  id: string;
  name: string;
  loincCode: string | null;
  /** Abbreviations and other names of the test (the catalogue's synonyms). */
  synonyms: string[];
}

/** One observation ready to store: the row's values, the booked test it belongs to, and its order. */
export interface ParsedObservation extends ObservationRow {
  testId: string;
  position: number;
}

const rowError = (line: number, reason: string) =>
  new AppError("BAD_REQUEST", m.csvRow(line, reason), { details: { line } });

/** Separators spreadsheets export instead of commas (a header without a comma that holds one). */
const OTHER_SEPARATORS = /[;\t|]/;

const fold = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");

/**
 * The booked test `row` belongs to: with one booked test, that test; otherwise the one whose LOINC
 * code equals the row's, else whose name or a synonym equals the row's name (case and spacing
 * ignored). Output: the test's id, or null when none matches.
 */
export function matchBookedTest(
  row: Pick<ObservationRow, "loincCode" | "name">,
  tests: readonly BookedTest[],
): string | null {
  if (tests.length === 1) return tests[0]!.id;
  if (row.loincCode) {
    const byCode = tests.find((t) => t.loincCode === row.loincCode);
    if (byCode) return byCode.id;
  }
  const name = fold(row.name);
  return tests.find((t) => fold(t.name) === name || t.synonyms.some((s) => fold(s) === name))?.id ?? null;
}

/**
 * Parses and checks the observations CSV against the booking's tests. Input: the CSV text (UTF-8, a
 * BOM and CRLF line ends allowed; blank lines skipped) and the booked tests. Output: the observations
 * in row order. Errors (BAD_REQUEST, details.line): values separated by anything but commas (";",
 * tab, "|") or a header other than RESULT_CSV_COLUMNS on line 1;
 * no data rows; more than RESULT_MAX_ROWS rows; a row with another number of values, an unclosed
 * quote, a value the row schema refuses, or no booked test to belong to — "Line N: reason".
 */
export function parseObservationsCsv(input: string, tests: readonly BookedTest[]): ParsedObservation[] {
  // Commas only, as README documents: a guessed separator could split a value that holds one.
  const { records: rows, tooMany } = readCsvRecords(normaliseCsvText(input), RESULT_MAX_ROWS + 1, ",");
  if (tooMany) throw new AppError("BAD_REQUEST", m.csvTooManyRows(RESULT_MAX_ROWS));
  const header = rows.shift();
  const expected = RESULT_CSV_COLUMNS.join(",");
  if (!header || header.line !== 1 || header.cells.map((c) => c.trim()).join(",") !== expected) {
    if (header?.line === 1 && header.cells.length === 1 && OTHER_SEPARATORS.test(header.cells[0]!))
      throw rowError(1, m.csvDelimiter);
    throw new AppError("BAD_REQUEST", m.csvHeader(expected), { details: { line: 1 } });
  }
  if (rows.length === 0) throw new AppError("BAD_REQUEST", m.csvEmpty);
  const testNames = tests.map((t) => t.name).join(", ");
  return rows.map((row, position) => {
    if (row.unclosedQuote) throw rowError(row.line, m.rowUnclosedQuote);
    if (row.cells.length !== RESULT_CSV_COLUMNS.length)
      throw rowError(row.line, m.rowColumns(RESULT_CSV_COLUMNS.length, row.cells.length));
    const cells = Object.fromEntries(RESULT_CSV_COLUMNS.map((c, i) => [c, row.cells[i]!]));
    const parsed = observationRowSchema.safeParse(cells);
    if (!parsed.success) throw rowError(row.line, parsed.error.issues[0]!.message);
    const testId = matchBookedTest(parsed.data, tests);
    if (!testId) throw rowError(row.line, m.noMatchingTest(testNames));
    return { ...parsed.data, testId, position };
  });
}
