/**
 * The console's create and update of rows with a unique name and slug (categories, insurers,
 * tests), wired in one statement per table beside activeSetter and rowDeleter (audited-writes.ts).
 * Each factory takes the write's input type first (the schema's output), then its table.
 */
import type { PrismaClient } from "@labcompare/db";
import type { AuditedRows, AuditedWrite, Tx } from "./audited-writes.ts";
import { createNamedWithAudit, updateNamedWithAudit, type NamedTable } from "./audited-named-writes.ts";

type NamedFields = { name: string; slug?: string };

/**
 * namedCreator<I>()(action, table, create, check?) makes (db, input: I, actorId), which creates a row
 * (createNamedWithAudit): `check(tx, input)` when given, CONFLICT on a taken name, the slug
 * (`input.slug`, or one made from the name), then `create(tx, { ...input, slug })`, audited as
 * `action` with the DTO as after. Output: the DTO. Errors: CONFLICT on a taken name or slug;
 * whatever `check` throws.
 */
export function namedCreator<I extends NamedFields>() {
  return <D extends { id: string }>(
      action: AuditedWrite["action"],
      table: NamedTable,
      create: (tx: Tx, data: I & { slug: string }) => Promise<D>,
      check?: (tx: Tx, input: I) => Promise<void>,
    ) =>
    (db: PrismaClient, input: I, actorId: string): Promise<D> =>
      createNamedWithAudit(db, actorId, table, {
        action,
        input,
        create: (tx, slug) => create(tx, { ...input, slug }),
        ...(check ? { check: (tx: Tx) => check(tx, input) } : {}),
      });
}

/**
 * namedUpdater<I>()(action, table, rows, check?) makes (db, input: I, actorId), where I is
 * { id, name, slug?, …fields }: it replaces the row's fields (updateNamedWithAudit) after
 * `check(tx, fields)` when given, audited as `action` with the DTO before and after. Output: the
 * row's DTO. Errors: `rows.notFound()`; CONFLICT on a taken name or slug; whatever `check` throws.
 */
export function namedUpdater<I extends NamedFields & { id: string }>() {
  type Fields = Omit<I, "id">;
  return <R extends { slug: string }, D>(
      action: AuditedWrite["action"],
      table: NamedTable,
      rows: AuditedRows<R, D, Fields>,
      check?: (tx: Tx, fields: Fields) => Promise<void>,
    ) =>
    (db: PrismaClient, input: I, actorId: string): Promise<D> => {
      const { id, ...data } = input;
      return updateNamedWithAudit(db, actorId, table, {
        id,
        action,
        rows,
        data,
        ...(check ? { check: (tx: Tx) => check(tx, data) } : {}),
      });
    };
}
