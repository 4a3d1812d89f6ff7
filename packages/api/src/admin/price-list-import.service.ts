/**
 * The CSV price-list import of a lab's offers, in two steps: preview (read-only) and apply (one
 * transaction, audited as "lab.importPriceList"). Money as "85.00" AED strings, turnaround in hours.
 */
import {
  holdTestsForReference,
  lockLabForChange,
  transaction,
  updateOffers,
  type Db,
  type PrismaClient,
} from "@labcompare/db";
import { AppError } from "../app-error.ts";
import {
  DEFAULT_TURNAROUND_HOURS,
  MAX_TURNAROUND_HOURS,
  messages,
  parseAedAmount,
} from "@labcompare/validators";
import { aed, aedRequired } from "../money.ts";
import { recordAudit } from "../audit/audit.ts";
import { labNotFound } from "./offers.service.ts";
import { parsePriceList, type PriceListRow } from "./price-list.ts";

/** The values an import row sets on an offer (money as "85.00" AED strings). */
export interface OfferValues {
  priceAed: string;
  originalPriceAed: string | null;
  homeCollectionFeeAed: string | null;
  turnaroundHours: number;
  active: boolean;
}

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

export interface ImportResult {
  lab: { id: string; name: string; slug: string };
  added: number;
  changed: number;
  unchanged: number;
  badRows: ImportPreview["badRows"];
}

const csvMsg = messages.admin.csv;

interface TestMatch {
  id: string;
  name: string;
  slug: string;
  loincCode: string | null;
}

/** Looks up every `test` value at once: by slug, then LOINC code, then exact name (case-insensitive). */
async function resolveTests(db: Db, keys: string[]) {
  const unique = [...new Set(keys)];
  const lower = [...new Set(unique.map((k) => k.toLowerCase()))];
  const found: TestMatch[] = unique.length
    ? await db.test.findMany({
        where: {
          OR: [
            { slug: { in: lower } },
            { loincCode: { in: unique } },
            { name: { in: unique, mode: "insensitive" } },
          ],
        },
        select: { id: true, name: true, slug: true, loincCode: true },
      })
    : [];
  const bySlug = new Map<string, TestMatch>();
  const byLoinc = new Map<string, TestMatch[]>();
  const byName = new Map<string, TestMatch[]>();
  for (const t of found) {
    bySlug.set(t.slug, t);
    if (t.loincCode) byLoinc.set(t.loincCode, [...(byLoinc.get(t.loincCode) ?? []), t]);
    const name = t.name.toLowerCase();
    byName.set(name, [...(byName.get(name) ?? []), t]);
  }
  return (key: string): TestMatch | "unknown" | "ambiguous" => {
    const slugHit = bySlug.get(key.toLowerCase());
    if (slugHit) return slugHit;
    for (const hits of [byLoinc.get(key), byName.get(key.toLowerCase())]) {
      if (hits?.length === 1) return hits[0]!;
      if (hits && hits.length > 1) return "ambiguous";
    }
    return "unknown";
  };
}

function parseTurnaround(raw: string): number | null {
  if (!/^\d{1,5}$/.test(raw)) return null;
  const hours = Number(raw);
  return hours >= 1 && hours <= MAX_TURNAROUND_HOURS ? hours : null;
}

/**
 * Validates a price list against the database (read-only): which rows add an offer, change one,
 * change nothing, or are bad. Works on `db` or a transaction client.
 */
async function planImport(db: Db, labId: string, csv: string): Promise<ImportPreview> {
  const list = parsePriceList(csv);
  const lab = await db.lab.findUnique({ where: { id: labId }, select: { id: true, name: true, slug: true } });
  if (!lab) throw labNotFound();

  const resolve = await resolveTests(
    db,
    list.rows.filter((r) => !r.error && r.values.test).map((r) => r.values.test!),
  );
  const has = (column: "original_price_aed" | "home_collection_fee_aed" | "turnaround_hours") =>
    list.columns.includes(column);

  // First pass: resolve tests and reject unreadable, unknown and duplicate rows.
  const seen = new Set<string>();
  const resolved: { row: PriceListRow; test: TestMatch }[] = [];
  const badRows: ImportPreview["badRows"] = [];
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

  const existing = resolved.length
    ? await db.labTestOffer.findMany({
        where: { labId, testId: { in: resolved.map((r) => r.test.id) } },
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
  const offerByTest = new Map(existing.map((o) => [o.testId, o]));

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
    const v = row.values;
    const bad = (reason: string) => badRows.push({ line: row.line, test: v.test!, reason });
    const offer = offerByTest.get(test.id);
    const before: OfferValues | null = offer
      ? {
          priceAed: aedRequired(offer.priceAed),
          originalPriceAed: aed(offer.originalPriceAed),
          homeCollectionFeeAed: aed(offer.homeCollectionFeeAed),
          turnaroundHours: offer.turnaroundHours,
          active: offer.active,
        }
      : null;

    const priceAed = parseAedAmount(v.price_aed ?? "");
    if (!priceAed) {
      bad(messages.validation.priceInvalid);
      continue;
    }
    let originalPriceAed = before?.originalPriceAed ?? null;
    if (has("original_price_aed")) {
      const raw = v.original_price_aed ?? "";
      originalPriceAed = raw ? parseAedAmount(raw) : null;
      if (raw && !originalPriceAed) {
        bad(messages.admin.originalPriceInvalid);
        continue;
      }
    }
    if (originalPriceAed !== null && Number(originalPriceAed) <= Number(priceAed)) {
      if (has("original_price_aed")) {
        bad(messages.admin.originalPriceNotHigher);
        continue;
      }
      originalPriceAed = null; // the kept struck-through price would no longer be higher: drop it
    }
    let homeCollectionFeeAed = before?.homeCollectionFeeAed ?? null;
    if (has("home_collection_fee_aed")) {
      const raw = v.home_collection_fee_aed ?? "";
      homeCollectionFeeAed = raw ? parseAedAmount(raw, { allowZero: true }) : null;
      if (raw && !homeCollectionFeeAed) {
        bad(messages.admin.feeInvalid);
        continue;
      }
    }
    let turnaroundHours = before?.turnaroundHours ?? DEFAULT_TURNAROUND_HOURS;
    if (has("turnaround_hours") && v.turnaround_hours) {
      const parsed = parseTurnaround(v.turnaround_hours);
      if (parsed === null) {
        bad(messages.admin.turnaroundInvalid);
        continue;
      }
      turnaroundHours = parsed;
    }

    const after: OfferValues = {
      priceAed,
      originalPriceAed,
      homeCollectionFeeAed,
      turnaroundHours,
      active: true,
    };
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

/**
 * Step 1 of a price-list import (read-only). Input: { labId, csv }. Output: ImportPreview — rows to
 * add, rows to change (before vs after), unchanged count, bad rows with line number and reason.
 * Errors: NOT_FOUND "Lab not found"; BAD_REQUEST for a file over 1 MB or 5,000 rows, empty, or
 * missing the `test` / `price_aed` column.
 */
export async function previewImport(
  db: PrismaClient,
  input: { labId: string; csv: string },
): Promise<ImportPreview> {
  return planImport(db, input.labId, input.csv);
}

/**
 * Step 2: re-validates the price list inside one transaction and applies every good row (adds and
 * changes) in it, with one audit row "lab.importPriceList"; bad rows are skipped and returned.
 * If any write fails, nothing is changed. Output: ImportResult (counts and bad rows). A test deleted
 * while the import runs: the deletion waits for the import (then removes the new offer with the
 * test), or the import skips the test's row as a bad row ("Unknown test").
 * Errors: as previewImport; INTERNAL "The price list could not be applied…" when the
 * database refuses a write (everything rolled back).
 */
export async function applyImport(
  db: PrismaClient,
  input: { labId: string; csv: string },
  actorId: string,
): Promise<ImportResult> {
  // Parse before opening the transaction so a malformed file never holds a connection.
  parsePriceList(input.csv);
  try {
    return await transaction(
      db,
      async (tx) => {
        // The lab locked as in upsertOffer: twin imports planned the same adds and the second insert failed (P2002).
        await lockLabForChange(tx, input.labId);
        let plan = await planImport(tx, input.labId, input.csv);
        // The planned tests kept before any offer is written (a test's deletion takes the test, then its offers):
        // one deleted between the plan and the insert failed it (P2003, answered importFailed). One deleted
        // before the hold: planned again, where its row is an unknown test.
        while (
          !(await holdTestsForReference(
            tx,
            [...plan.toAdd, ...plan.toChange].map((r) => r.test.id),
          ))
        ) {
          plan = await planImport(tx, input.labId, input.csv);
        }
        await updateOffers(
          tx,
          plan.lab.id,
          plan.toChange.map((c) => ({ offerId: c.offerId, ...c.after })),
        );
        if (plan.toAdd.length) {
          await tx.labTestOffer.createMany({
            data: plan.toAdd.map((a) => ({ labId: plan.lab.id, testId: a.test.id, ...a.values })),
          });
        }
        if (plan.toAdd.length || plan.toChange.length) {
          await recordAudit(tx, actorId, {
            action: "lab.importPriceList",
            entity: "lab",
            entityId: plan.lab.id,
            before: { changed: plan.toChange.map((c) => ({ testId: c.test.id, line: c.line, ...c.before })) },
            after: {
              added: plan.toAdd.map((a) => ({ testId: a.test.id, line: a.line, ...a.values })),
              changed: plan.toChange.map((c) => ({ testId: c.test.id, line: c.line, ...c.after })),
              unchanged: plan.unchangedCount,
              badRows: plan.badRows.length,
            },
          });
        }
        return {
          lab: plan.lab,
          added: plan.toAdd.length,
          changed: plan.toChange.length,
          unchanged: plan.unchangedCount,
          badRows: plan.badRows,
        };
      },
      { timeout: 120_000, maxWait: 15_000 },
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("INTERNAL", messages.admin.importFailed, { cause: error });
  }
}
