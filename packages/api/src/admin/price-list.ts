/**
 * Lab price lists as CSV, parsed with papaparse (no database access here). Columns: `test` (test
 * slug, exact name or LOINC code), `price_aed`, and optionally `original_price_aed`,
 * `home_collection_fee_aed`, `turnaround_hours`. Header names are matched case-insensitively, with
 * spaces or hyphens read as underscores. Each data row keeps its 1-based line number in the file
 * (the header is line 1), so bad rows can be pointed at.
 */
import { AppError } from "../app-error.ts";
import { normaliseCsvText, readCsvRecords } from "../csv.ts";
import {
  messages,
  PRICE_LIST_COLUMNS,
  PRICE_LIST_MAX_BYTES,
  PRICE_LIST_MAX_ROWS,
} from "@labcompare/validators";

export type PriceListColumn = (typeof PRICE_LIST_COLUMNS)[number];
const REQUIRED: PriceListColumn[] = ["test", "price_aed"];

export interface PriceListRow {
  /** Line in the file where the row starts (header = line 1). */
  line: number;
  /** Trimmed cell values of the known columns present in the header. */
  values: Partial<Record<PriceListColumn, string>>;
  /** Set when the row cannot be read at all (stray quote, too many values). */
  error?: string;
}

export interface PriceList {
  rows: PriceListRow[];
  /** Known columns found in the header. */
  columns: PriceListColumn[];
  /** Header names that are not known columns (their values are ignored). */
  ignoredColumns: string[];
}

const csvError = messages.admin.csv;

function normaliseHeader(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
}

/**
 * Parses a price list. Throws BAD_REQUEST for the whole file when it is over 1 MB, has more than
 * 5,000 data rows, has no header or no data rows, or lacks the `test` or `price_aed` column.
 * Blank lines are skipped.
 */
export function parsePriceList(input: string): PriceList {
  if (Buffer.byteLength(input, "utf8") > PRICE_LIST_MAX_BYTES) {
    throw new AppError("BAD_REQUEST", csvError.tooLarge);
  }
  const { records, tooMany } = readCsvRecords(normaliseCsvText(input), PRICE_LIST_MAX_ROWS + 1);
  let header: string[] | null = null;
  let headerIndex: (PriceListColumn | null)[] = [];
  const rows: PriceListRow[] = [];
  for (const record of records) {
    const cells = record.cells.map((c) => c.trim());
    if (!header) {
      header = cells;
      headerIndex = cells.map((name) => {
        const key = normaliseHeader(name) as PriceListColumn;
        return (PRICE_LIST_COLUMNS as readonly string[]).includes(key) ? key : null;
      });
      // A repeated column counts once (its first occurrence).
      headerIndex = headerIndex.map((key, i) => (key && headerIndex.indexOf(key) === i ? key : null));
      continue;
    }
    const values: PriceListRow["values"] = {};
    headerIndex.forEach((key, i) => {
      if (key) values[key] = cells[i] ?? "";
    });
    const row: PriceListRow = { line: record.line, values };
    if (record.unclosedQuote) row.error = csvError.unclosedQuote;
    else if (cells.length > header.length && cells.slice(header.length).some(Boolean))
      row.error = csvError.tooManyValues;
    rows.push(row);
  }

  if (tooMany) throw new AppError("BAD_REQUEST", csvError.tooManyRows);
  if (!header) throw new AppError("BAD_REQUEST", csvError.empty);
  const columns = headerIndex.filter((k): k is PriceListColumn => k !== null);
  for (const column of REQUIRED) {
    if (!columns.includes(column)) throw new AppError("BAD_REQUEST", csvError.missingColumn(column));
  }
  if (rows.length === 0) throw new AppError("BAD_REQUEST", csvError.empty);
  const ignoredColumns = header.filter((name, i) => name && headerIndex[i] === null);
  return { rows, columns, ignoredColumns };
}
