/**
 * The audited writes of the admin console: each runs in one transaction and adds one AuditLog row
 * (action, entity, id, before, after) that commits or rolls back with the change. Rows deleted by a
 * concurrent request surface as the service's NOT_FOUND, never as a server error. Writes of rows with a
 * unique name and slug: audited-named-writes.ts.
 */
import { type Prisma, type PrismaClient, transaction } from "@labcompare/db";
import type { AuditEntity } from "@labcompare/validators";
import { AppError } from "../app-error.ts";
import { isForeignKeyViolation, isRecordGone } from "../errors.ts";
import { recordAudit } from "../audit/audit.ts";
import { notFoundWhenGone } from "../console-helpers.ts";

/** The transaction client a write's callbacks get. */
export type Tx = Prisma.TransactionClient;

/** What every audited write names: its audit action, "<entity>.<verb>" ("lab.update"); the entity is its first part. */
export interface AuditedWrite {
  action: `${AuditEntity}.${string}`;
}

/** The audit entity of an action ("lab.update" → "lab"). */
function entityOf(action: AuditedWrite["action"]): AuditEntity {
  return action.slice(0, action.indexOf(".")) as AuditEntity;
}

/** Creates one row (`create` returns its DTO) and audits it with the DTO as after. Output: the DTO. */
export async function createWithAudit<D extends { id: string }>(
  db: PrismaClient,
  actorId: string,
  opts: AuditedWrite & { create: (tx: Tx) => Promise<D> },
): Promise<D> {
  return transaction(db, async (tx) => {
    const row = await opts.create(tx);
    await recordAudit(tx, actorId, {
      action: opts.action,
      entity: entityOf(opts.action),
      entityId: row.id,
      before: null,
      after: row,
    });
    return row;
  });
}

/**
 * Changes one row: `find` reads it (null: `notFound()`), `update(tx, existing)` writes it and returns the result,
 * audited with `audit(existing, result)` (default: both whole). Output: the result of `update`.
 */
export async function updateWithAudit<R, T>(
  db: PrismaClient,
  actorId: string,
  opts: AuditedWrite & {
    id: string;
    notFound: () => Error;
    find: (tx: Tx) => Promise<R | null>;
    update: (tx: Tx, existing: R) => Promise<T>;
    audit?: (existing: R, row: T) => { before: unknown; after: unknown };
  },
): Promise<T> {
  // A write and a delete of one row at once: the write read it, then found it gone (P2025).
  return notFoundWhenGone(opts.notFound, () =>
    transaction(db, async (tx) => {
      const existing = await opts.find(tx);
      if (!existing) throw opts.notFound();
      const row = await opts.update(tx, existing);
      const { before, after } = opts.audit ? opts.audit(existing, row) : { before: existing, after: row };
      await recordAudit(tx, actorId, {
        action: opts.action,
        entity: entityOf(opts.action),
        entityId: opts.id,
        before,
        after,
      });
      return row;
    }),
  );
}

/**
 * One admin table's rows as the writes below read, change, delete and show them, each by id and in
 * the console's select (R); `toDto` turns a row into what the console gets (D); U is the update data.
 */
export interface AuditedRows<R, D, U> {
  notFound: () => Error;
  find: (tx: Tx, id: string) => Promise<R | null>;
  update: (tx: Tx, id: string, data: U) => Promise<R>;
  toDto: (row: R) => D;
}

/** AuditedRows of a table whose rows the console may delete. */
export interface DeletableRows<R, D, U> extends AuditedRows<R, D, U> {
  remove: (tx: Tx, id: string) => Promise<unknown>;
}

/**
 * The console's "set active" of `rows`: (db, { id, active }, actorId) sets `active` on the row `id`,
 * audited as `action` with before/after `{ active }`. Output: the row's DTO. Errors: `rows.notFound()`.
 */
export function activeSetter<R extends { active: boolean }, D>(
  action: AuditedWrite["action"],
  rows: AuditedRows<R, D, { active: boolean }>,
) {
  return async (db: PrismaClient, input: { id: string; active: boolean }, actorId: string): Promise<D> => {
    const row = await updateWithAudit(db, actorId, {
      action,
      id: input.id,
      notFound: rows.notFound,
      find: (tx) => rows.find(tx, input.id),
      update: (tx) => rows.update(tx, input.id, { active: input.active }),
      audit: (existing, after) => ({ before: { active: existing.active }, after: { active: after.active } }),
    });
    return rows.toDto(row);
  };
}

/**
 * Deletes one row that `find` reads (null: `notFound()`), audited with `toDto(row)` (default: the row)
 * as before. With `referenced`, a referenced row is a CONFLICT `referencedMessage`; with
 * `foreignKeyConflict`, so is a foreign-key violation raised by the delete (a reference added after
 * the check). A `remove` by deleteMany that deletes nothing (a twin deleted the row first) is
 * NOT_FOUND, as is a delete that finds the row gone. Output: { id }.
 */
export async function deleteWithAudit<R>(
  db: PrismaClient,
  input: { id: string },
  actorId: string,
  opts: AuditedWrite & {
    notFound: () => Error;
    find: (tx: Tx) => Promise<R | null>;
    remove: (tx: Tx) => Promise<unknown>;
    referenced?: (row: R) => boolean;
    referencedMessage?: string;
    toDto?: (row: R) => unknown;
    foreignKeyConflict?: boolean;
  },
): Promise<{ id: string }> {
  const conflict = () => new AppError("CONFLICT", opts.referencedMessage ?? "");
  try {
    return await transaction(db, async (tx) => {
      const existing = await opts.find(tx);
      if (!existing) throw opts.notFound();
      if (opts.referenced?.(existing)) throw conflict();
      const removed = await opts.remove(tx);
      if ((removed as { count?: number }).count === 0) throw opts.notFound();
      const before = opts.toDto ? opts.toDto(existing) : existing;
      await recordAudit(tx, actorId, {
        action: opts.action,
        entity: entityOf(opts.action),
        entityId: input.id,
        before,
        after: null,
      });
      return { id: input.id };
    });
  } catch (error) {
    if (opts.foreignKeyConflict && isForeignKeyViolation(error)) throw conflict();
    // Two deletions of one row at once: the second finds it, then waits on the first's lock.
    if (isRecordGone(error)) throw opts.notFound();
    throw error;
  }
}

/**
 * The console's delete of `rows`: (db, { id }, actorId) deletes the row `id` (deleteWithAudit, audited
 * with its DTO as before); `refs`, for rows others may reference, says when the row still is (a
 * CONFLICT). Output: { id }.
 */
export function rowDeleter<R, D, U>(
  action: AuditedWrite["action"],
  rows: DeletableRows<R, D, U>,
  refs?: { referenced: (row: R) => boolean; referencedMessage: string; foreignKeyConflict?: boolean },
) {
  return (db: PrismaClient, input: { id: string }, actorId: string): Promise<{ id: string }> =>
    deleteWithAudit(db, input, actorId, {
      action,
      notFound: rows.notFound,
      find: (tx) => rows.find(tx, input.id),
      remove: (tx) => rows.remove(tx, input.id),
      toDto: rows.toDto,
      ...refs,
    });
}
