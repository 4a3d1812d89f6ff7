/**
 * One way to read an uploaded CSV (lab price lists, result observations): papaparse over the text,
 * each record with the line it starts on, so a refusal can name the line a person sees in their
 * spreadsheet.
 */
import Papa from "papaparse";

/** A record of the file: `line` (1-based, the header is line 1), raw `cells`, and whether a quote was left open. */
export interface CsvRecord {
  line: number;
  cells: string[];
  unclosedQuote: boolean;
}

/** The text with a leading BOM removed and CRLF/CR line ends made LF. */
export function normaliseCsvText(input: string): string {
  return input.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
}

/**
 * The records of `text` (normalised: normaliseCsvText), blank lines skipped, header included.
 * Stops reading after `maxRecords` records and says so with `tooMany` (the caller refuses the file).
 * `delimiter`: the one separator the file must use; unset, papaparse guesses it from the text.
 */
export function readCsvRecords(
  text: string,
  maxRecords: number,
  delimiter?: string,
): { records: CsvRecord[]; tooMany: boolean } {
  const records: CsvRecord[] = [];
  let tooMany = false;
  // Line counting: `cursor` is where the previous record ended; count newlines up to each record's start.
  let previousCursor = 0;
  let lineAtPreviousCursor = 1;
  Papa.parse<string[]>(text, {
    header: false,
    ...(delimiter ? { delimiter } : {}),
    skipEmptyLines: "greedy",
    step(result, parser) {
      const segment = text.slice(previousCursor, result.meta.cursor);
      const blankLines = /^(?:[ \t]*\n)*/.exec(segment)![0];
      const line = lineAtPreviousCursor + (blankLines.match(/\n/g)?.length ?? 0);
      lineAtPreviousCursor += segment.match(/\n/g)?.length ?? 0;
      previousCursor = result.meta.cursor;
      if (records.length >= maxRecords) {
        tooMany = true;
        parser.abort();
        return;
      }
      records.push({
        line,
        cells: result.data.map((c) => (typeof c === "string" ? c : "")),
        unclosedQuote: result.errors.some((e) => e.type === "Quotes"),
      });
    },
  });
  return { records, tooMany };
}
