/**
 * The CSV price-list import of a lab's offers, in two steps: preview (read-only) and apply (one
 * transaction, audited as "lab.importPriceList"). Money as "85.00" AED strings, turnaround in hours.
 */
import {
  holdTestsForReference,
  lockLabForChange,
  transaction,
  updateOffers,
  type PrismaClient,
} from "@labcompare/db";
import { messages } from "@labcompare/validators";
import { AppError } from "../app-error.ts";
import { recordAudit } from "../audit/audit.ts";
import { parsePriceList } from "./price-list.ts";
import { planImport, type ImportPreview } from "./price-list-plan.ts";

export interface ImportResult {
  lab: { id: string; name: string; slug: string };
  added: number;
  changed: number;
  unchanged: number;
  badRows: ImportPreview["badRows"];
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
