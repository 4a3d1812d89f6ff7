/** The offer values one price-list row sets, read from its cells (no database access here). */
import {
  DEFAULT_TURNAROUND_HOURS,
  MAX_TURNAROUND_HOURS,
  messages,
  parseAedAmount,
} from "@labcompare/validators";
import type { PriceListColumn, PriceListRow } from "./price-list.ts";

/** The values an import row sets on an offer (money as "85.00" AED strings). */
export interface OfferValues {
  priceAed: string;
  originalPriceAed: string | null;
  homeCollectionFeeAed: string | null;
  turnaroundHours: number;
  active: boolean;
}

function parseTurnaround(raw: string): number | null {
  if (!/^\d{1,5}$/.test(raw)) return null;
  const hours = Number(raw);
  return hours >= 1 && hours <= MAX_TURNAROUND_HOURS ? hours : null;
}

/**
 * The offer values a row sets. Input: the row's cells, the known columns of the file, and the
 * offer's current values (null for a new offer): a column missing from the file keeps the current
 * value (or the default). Output: the values (always active), or `{ bad }` with the user-facing
 * reason the row is refused.
 */
export function rowOfferValues(
  v: PriceListRow["values"],
  columns: PriceListColumn[],
  before: OfferValues | null,
): OfferValues | { bad: string } {
  const has = (column: "original_price_aed" | "home_collection_fee_aed" | "turnaround_hours") =>
    columns.includes(column);
  const priceAed = parseAedAmount(v.price_aed ?? "");
  if (!priceAed) return { bad: messages.validation.priceInvalid };
  let originalPriceAed = before?.originalPriceAed ?? null;
  if (has("original_price_aed")) {
    const raw = v.original_price_aed ?? "";
    originalPriceAed = raw ? parseAedAmount(raw) : null;
    if (raw && !originalPriceAed) return { bad: messages.admin.originalPriceInvalid };
  }
  if (originalPriceAed !== null && Number(originalPriceAed) <= Number(priceAed)) {
    if (has("original_price_aed")) return { bad: messages.admin.originalPriceNotHigher };
    originalPriceAed = null; // the kept struck-through price would no longer be higher: drop it
  }
  let homeCollectionFeeAed = before?.homeCollectionFeeAed ?? null;
  if (has("home_collection_fee_aed")) {
    const raw = v.home_collection_fee_aed ?? "";
    homeCollectionFeeAed = raw ? parseAedAmount(raw, { allowZero: true }) : null;
    if (raw && !homeCollectionFeeAed) return { bad: messages.admin.feeInvalid };
  }
  let turnaroundHours = before?.turnaroundHours ?? DEFAULT_TURNAROUND_HOURS;
  if (has("turnaround_hours") && v.turnaround_hours) {
    const parsed = parseTurnaround(v.turnaround_hours);
    if (parsed === null) return { bad: messages.admin.turnaroundInvalid };
    turnaroundHours = parsed;
  }
  return { priceAed, originalPriceAed, homeCollectionFeeAed, turnaroundHours, active: true };
}
