/**
 * What a price-list import would do, read from the database without writing: which rows add an
 * offer, change one, change nothing, or are bad. Money as "85.00" AED strings, turnaround in hours.
 */
import type { Db } from "@labcompare/db";
import { messages } from "@labcompare/validators";
import { aed, aedRequired } from "../money.ts";
import { labNotFound } from "./offers.service.ts";
import { parsePriceList, type PriceList, type PriceListRow } from "./price-list.ts";
import { rowOfferValues, type OfferValues } from "./price-list-row-values.ts";
import { resolveTests, type TestMatch } from "./price-list-test-match.ts";

export interface ImportTestRef {
  id: string;
  name: string;
  slug: string;
}

export interface ImportPreview {
  lab: { id: string; name: string; slug: string };
  /** Data rows read from the file (blank lines excluded). */
  rowCount: number;
  /** Tests the lab does not offer yet. */
  toAdd: { line: number; test: ImportTestRef; values: OfferValues }[];
  /** Offers whose values change (a row of a deactivated offer reactivates it). */
  toChange: {
    line: number;
    test: ImportTestRef;
    offerId: string;
    before: OfferValues;
    after: OfferValues;
    changedFields: (keyof OfferValues)[];
  }[];
  unchangedCount: number;
  /** Rows that will not be applied, each with its line in the file and the reason. */
  badRows: { line: number; test: string; reason: string }[];
  /** Header names that are not price-list columns (ignored). */
  ignoredColumns: string[];
}

type BadRows = ImportPreview["badRows"];

const csvMsg = messages.admin.csv;

/**
 * First pass: the test of each row. Unreadable rows, rows without a test, unknown or ambiguous
 * tests and a second row of the same test go to `badRows` (in file order).
 */
async function matchRows(
  db: Db,
  list: PriceList,
  badRows: BadRows,
): Promise<{ row: PriceListRow; test: TestMatch }[]> {
  const resolve = await resolveTests(
    db,
    list.rows.filter((r) => !r.error && r.values.test).map((r) => r.values.test!),
  );
  const seen = new Set<string>();
  const resolved: { row: PriceListRow; test: TestMatch }[] = [];
  for (const row of list.rows) {
    const key = row.values.test ?? "";
    const bad = (reason: string) => badRows.push({ line: row.line, test: key, reason });
    if (row.error) {
      bad(row.error);
      continue;
    }
    if (!key) {
      bad(csvMsg.testRequired);
      continue;
    }
    const test = resolve(key);
    if (test === "unknown") {
      bad(csvMsg.unknownTest);
      continue;
    }
    if (test === "ambiguous") {
      bad(csvMsg.ambiguousTest);
      continue;
    }
    if (seen.has(test.id)) {
      bad(csvMsg.duplicateRow);
      continue;
    }
    seen.add(test.id);
    resolved.push({ row, test });
  }
  return resolved;
}

/** The lab's current offers of `testIds`, by test id, with their values as OfferValues. */
async function currentOffers(
  db: Db,
  labId: string,
  testIds: string[],
): Promise<Map<string, { id: string; values: OfferValues }>> {
  const existing = testIds.length
    ? await db.labTestOffer.findMany({
        where: { labId, testId: { in: testIds } },
        select: {
          id: true,
          testId: true,
          priceAed: true,
          originalPriceAed: true,
          homeCollectionFeeAed: true,
          turnaroundHours: true,
          active: true,
        },
      })
    : [];
  return new Map(
    existing.map((offer) => [
      offer.testId,
      {
        id: offer.id,
        values: {
          priceAed: aedRequired(offer.priceAed),
          originalPriceAed: aed(offer.originalPriceAed),
          homeCollectionFeeAed: aed(offer.homeCollectionFeeAed),
          turnaroundHours: offer.turnaroundHours,
          active: offer.active,
        },
      },
    ]),
  );
}

/**
 * Validates a price list against the database (read-only). Works on `db` or a transaction client.
 * Input: the lab's id and the CSV text. Output: ImportPreview, bad rows sorted by line.
 * Errors: NOT_FOUND "Lab not found"; BAD_REQUEST from parsePriceList for a file it cannot read.
 */
export async function planImport(db: Db, labId: string, csv: string): Promise<ImportPreview> {
  const list = parsePriceList(csv);
  const lab = await db.lab.findUnique({ where: { id: labId }, select: { id: true, name: true, slug: true } });
  if (!lab) throw labNotFound();

  const badRows: BadRows = [];
  const resolved = await matchRows(db, list, badRows);
  const offerByTest = await currentOffers(
    db,
    labId,
    resolved.map((r) => r.test.id),
  );

  // Second pass: values.
  const plan: ImportPreview = {
    lab,
    rowCount: list.rows.length,
    toAdd: [],
    toChange: [],
    unchangedCount: 0,
    badRows,
    ignoredColumns: list.ignoredColumns,
  };
  for (const { row, test } of resolved) {
    const offer = offerByTest.get(test.id);
    const before = offer?.values ?? null;
    const after = rowOfferValues(row.values, list.columns, before);
    if ("bad" in after) {
      badRows.push({ line: row.line, test: row.values.test!, reason: after.bad });
      continue;
    }
    const ref = { id: test.id, name: test.name, slug: test.slug };
    if (!offer || !before) {
      plan.toAdd.push({ line: row.line, test: ref, values: after });
      continue;
    }
    const changedFields = (Object.keys(after) as (keyof OfferValues)[]).filter((k) => after[k] !== before[k]);
    if (changedFields.length === 0) plan.unchangedCount++;
    else plan.toChange.push({ line: row.line, test: ref, offerId: offer.id, before, after, changedFields });
  }
  badRows.sort((x, y) => x.line - y.line);
  return plan;
}
