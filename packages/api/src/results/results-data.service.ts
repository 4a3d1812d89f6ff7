/**
 * The results part of the patient's data rights: what profile.export carries about their results,
 * and removing their result files from the FileStore when the account is deleted (the rows go with
 * the user by foreign-key cascade; files live outside the database's transaction).
 */
import type { Db, PrismaClient } from "@labcompare/db";
import type { FileStore } from "../files/file-store.ts";
import { reportFilePath } from "./fhir-export.service.ts";
import { observationSelect } from "./results.service.ts";

/** A decimal column as a string ("6.1"), or null. */
const decimal = (value: { toString(): string } | null) => (value === null ? null : value.toString());

/**
 * The caller's current reports (supersededAt null), oldest first, each with its values in order:
 * { id, source ("lab" | "patient"), version, status, issuedAt, bookingReference, labName (the partner
 * lab, or the name typed for an own entry), note, file: { path (the download route), bytes } | null,
 * observations: [{ testId, testName, loincCode, name, value (decimal string) | valueText, unit,
 * refLow, refHigh, refText, flag, effectiveAt }] }. Decimals are strings; dates Date objects.
 */
export async function exportMyResults(db: PrismaClient, userId: string) {
  const reports = await db.report.findMany({
    where: { userId, supersededAt: null },
    orderBy: [{ issuedAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      source: true,
      version: true,
      status: true,
      issuedAt: true,
      externalLabName: true,
      note: true,
      fileKey: true,
      fileBytes: true,
      booking: { select: { reference: true, lab: { select: { name: true } } } },
      observations: {
        orderBy: { position: "asc" },
        select: { ...observationSelect, test: { select: { name: true } } },
      },
    },
  });
  return reports.map((r) => ({
    id: r.id,
    source: r.source,
    version: r.version,
    status: r.status,
    issuedAt: r.issuedAt,
    bookingReference: r.booking?.reference ?? null,
    labName: r.booking?.lab.name ?? r.externalLabName,
    note: r.note,
    file: r.fileKey ? { path: reportFilePath(r.id), bytes: r.fileBytes } : null,
    observations: r.observations.map((o) => ({
      testId: o.testId,
      testName: o.test.name,
      loincCode: o.loincCode,
      name: o.name,
      value: decimal(o.valueNumber),
      valueText: o.valueText,
      unit: o.unit,
      refLow: decimal(o.refLow),
      refHigh: decimal(o.refHigh),
      refText: o.refText,
      flag: o.flag,
      effectiveAt: o.effectiveAt,
    })),
  }));
}

/** The FileStore keys of every report of `userId` (all versions): read before the rows are deleted. */
export async function resultFileKeys(db: Db, userId: string): Promise<string[]> {
  const rows = await db.report.findMany({
    where: { userId, fileKey: { not: null } },
    select: { fileKey: true },
  });
  return rows.map((r) => r.fileKey!);
}

/**
 * Deletes `keys` from `store`, after the rows that named them are gone. A key the store fails to
 * delete (storage unreachable) is recorded as an audit row "report.fileDeleteFailed" { fileKey }
 * (a random key, no personal data) so an operator can remove it; the account deletion stands.
 */
export async function deleteResultFiles(
  db: PrismaClient,
  store: FileStore,
  keys: readonly string[],
): Promise<void> {
  const outcomes = await Promise.allSettled(keys.map((key) => store.delete(key)));
  const failed = keys.filter((_, i) => outcomes[i]!.status === "rejected");
  if (failed.length === 0) return;
  await db.auditLog.createMany({
    data: failed.map((fileKey) => ({
      actorId: null,
      action: "report.fileDeleteFailed",
      entity: "report",
      entityId: null,
      after: { fileKey, driver: store.driver },
    })),
  });
}
