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
 * Sets `active` on one row, audited with before/after `{ active }`. `find` reads the current flag
 * (null: `notFound()`), `update` writes it and returns the DTO. Output: the DTO.
 */
export async function setActiveWithAudit<T extends { active: boolean }>(
  db: PrismaClient,
  input: { id: string; active: boolean },
  actorId: string,
  opts: AuditedWrite & {
    notFound: () => Error;
    find: (tx: Tx) => Promise<{ active: boolean } | null>;
    update: (tx: Tx) => Promise<T>;
  },
): Promise<T> {
  return updateWithAudit(db, actorId, {
    ...opts,
    id: input.id,
    audit: (existing, row) => ({ before: { active: existing.active }, after: { active: row.active } }),
  });
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
