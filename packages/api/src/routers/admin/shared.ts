/** Helpers shared by the admin services: paging, unique slugs and names, audited set-active/delete, Asia/Dubai days. */
import { type Prisma, type PrismaClient, transaction } from "@labcompare/db";
import { addDays, dubaiDayStart } from "@labcompare/domain";
import { ADMIN_PAGE_SIZE, type AuditEntity, messages, slugify } from "@labcompare/validators";
import { AppError } from "../../app-error.ts";

import { isForeignKeyViolation, isRecordGone, isUniqueViolation } from "../../errors.ts";
import { recordAudit } from "./audit.ts";

export { ADMIN_PAGE_SIZE };

/** `skip`/`take` for a 1-based page of ADMIN_PAGE_SIZE rows. */
export function pageArgs(page: number, pageSize = ADMIN_PAGE_SIZE) {
  return { skip: (page - 1) * pageSize, take: pageSize };
}

/** The paged-list envelope every admin list returns. */
export function paged<T>(items: T[], total: number, page: number, pageSize = ADMIN_PAGE_SIZE) {
  return { items, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/**
 * Runs `work` (a read-then-write transaction on one row); when a delete of that row at the same
 * moment made its write find nothing (P2025), throws `notFound()` instead of a server error.
 */
export async function notFoundWhenGone<T>(notFound: () => Error, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isRecordGone(error)) throw notFound();
    throw error;
  }
}

/**
 * A slug for a new row: `wanted` (CONFLICT `takenMessage` when another row has it) or, when absent,
 * one generated from `name` with "-2", "-3"… appended until free. `existing(prefix)` lists the
 * slugs that start with a prefix.
 */
export async function chooseSlug(opts: {
  wanted: string | undefined;
  name: string;
  existing: (prefix: string) => Promise<string[]>;
  takenMessage: string;
}): Promise<string> {
  if (opts.wanted) {
    const taken = await opts.existing(opts.wanted);
    if (taken.includes(opts.wanted)) throw new AppError("CONFLICT", opts.takenMessage);
    return opts.wanted;
  }
  const base = slugify(opts.name);
  const taken = new Set(await opts.existing(base));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** `createdAt` range for Asia/Dubai calendar days `from`..`to` (inclusive), either optional. */
export function dubaiDaysRange(from?: string, to?: string): { gte?: Date; lt?: Date } | undefined {
  if (!from && !to) return undefined;
  return {
    ...(from ? { gte: dubaiDayStart(from) } : {}),
    ...(to ? { lt: dubaiDayStart(addDays(to, 1)) } : {}),
  };
}

/**
 * How the rows of a table with a unique name and slug (test, lab, category) are looked up by the
 * create/update helpers below. Each lookup gets the transaction client.
 */
export interface NamedTable {
  /** Some row other than `exceptId` whose name equals `name` ignoring case, or null. */
  nameClash: (tx: Prisma.TransactionClient, name: string, exceptId?: string) => Promise<unknown>;
  /** The row with exactly this slug, or null. */
  slugOwner: (tx: Prisma.TransactionClient, slug: string) => Promise<unknown>;
  /** The slugs that start with `prefix`. */
  slugsStartingWith: (tx: Prisma.TransactionClient, prefix: string) => Promise<string[]>;
  /** The CONFLICT message for a taken name (also used for a unique violation on save). */
  nameTakenMessage: string;
}

/** The `where` of NamedTable.nameClash: same name ignoring case, other id. */
export function sameNameWhere(name: string, exceptId?: string) {
  return { name: { equals: name, mode: "insensitive" as const }, ...(exceptId ? { id: { not: exceptId } } : {}) };
}

async function assertNameFree(tx: Prisma.TransactionClient, table: NamedTable, name: string, exceptId?: string) {
  if (await table.nameClash(tx, name, exceptId)) throw new AppError("CONFLICT", table.nameTakenMessage);
}

function conflictOnUnique(table: NamedTable, error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError("CONFLICT", table.nameTakenMessage);
  throw error;
}

/**
 * Creates a row with a unique name in a transaction: `check` (extra validation), CONFLICT on a taken
 * name, a slug from chooseSlug, `create(tx, slug)`, then an audit row `action` with the DTO as after.
 */
export async function createNamedWithAudit<D extends { id: string }>(
  db: PrismaClient,
  actorId: string,
  table: NamedTable,
  opts: {
    action: string;
    entity: AuditEntity;
    name: string;
    slug: string | undefined;
    check?: (tx: Prisma.TransactionClient) => Promise<void>;
    create: (tx: Prisma.TransactionClient, slug: string) => Promise<D>;
  },
): Promise<D> {
  try {
    return await transaction(db, async (tx) => {
      await opts.check?.(tx);
      await assertNameFree(tx, table, opts.name);
      const slug = await chooseSlug({
        wanted: opts.slug,
        name: opts.name,
        existing: (prefix) => table.slugsStartingWith(tx, prefix),
        takenMessage: messages.admin.slugTaken,
      });
      const row = await opts.create(tx, slug);
      await recordAudit(tx, actorId, { action: opts.action, entity: opts.entity, entityId: row.id, before: null, after: row });
      return row;
    });
  } catch (error) {
    conflictOnUnique(table, error);
  }
}

/**
 * Updates a row with a unique name in a transaction: NOT_FOUND when `find` has nothing, `check`,
 * CONFLICT on a name or (changed) slug another row has, `update`, then an audit row `action` with
 * `toDto(existing)` as before and the result as after.
 */
export async function updateNamedWithAudit<R extends { slug: string }, D>(
  db: PrismaClient,
  actorId: string,
  table: NamedTable,
  opts: {
    id: string;
    action: string;
    entity: AuditEntity;
    name: string;
    slug: string | undefined;
    notFound: () => Error;
    find: (tx: Prisma.TransactionClient) => Promise<R | null>;
    check?: (tx: Prisma.TransactionClient) => Promise<void>;
    update: (tx: Prisma.TransactionClient) => Promise<D>;
    toDto: (row: R) => D;
  },
): Promise<D> {
  try {
    return await transaction(db, async (tx) => {
      const existing = await opts.find(tx);
      if (!existing) throw opts.notFound();
      await opts.check?.(tx);
      await assertNameFree(tx, table, opts.name, opts.id);
      if (opts.slug && opts.slug !== existing.slug) {
        if (await table.slugOwner(tx, opts.slug)) throw new AppError("CONFLICT", messages.admin.slugTaken);
      }
      const row = await opts.update(tx);
      await recordAudit(tx, actorId, { action: opts.action, entity: opts.entity, entityId: opts.id, before: opts.toDto(existing), after: row });
      return row;
    });
  } catch (error) {
    // An update and a delete of one row at once: the update read it, then found it gone (P2025).
    if (isRecordGone(error)) throw opts.notFound();
    conflictOnUnique(table, error);
  }
}

/**
 * Sets `active` on one row in a transaction and audits it as `action` with before/after `{ active }`.
 * `find` reads the current flag (null: NOT_FOUND via `notFound`), `update` writes it and returns the DTO.
 */
export async function setActiveWithAudit<T extends { active: boolean }>(
  db: PrismaClient,
  input: { id: string; active: boolean },
  actorId: string,
  opts: {
    action: string;
    entity: AuditEntity;
    notFound: () => Error;
    find: (tx: Prisma.TransactionClient) => Promise<{ active: boolean } | null>;
    update: (tx: Prisma.TransactionClient) => Promise<T>;
  },
): Promise<T> {
  // A set-active and a delete of one row at once: the update read it, then found it gone (P2025).
  return notFoundWhenGone(opts.notFound, () =>
    transaction(db, async (tx) => {
      const existing = await opts.find(tx);
      if (!existing) throw opts.notFound();
      const row = await opts.update(tx);
      await recordAudit(tx, actorId, {
        action: opts.action,
        entity: opts.entity,
        entityId: input.id,
        before: { active: existing.active },
        after: { active: row.active },
      });
      return row;
    }),
  );
}

/**
 * Deletes one row in a transaction unless `referenced(row)` (CONFLICT `referencedMessage`), auditing
 * it as `action` with `toDto(row)` as before. With `foreignKeyConflict`, a foreign-key violation raised
 * by the delete (a reference added after the check) becomes the same CONFLICT. Output: { id }.
 */
export async function deleteUnlessReferenced<R, D>(
  db: PrismaClient,
  input: { id: string },
  actorId: string,
  opts: {
    action: string;
    entity: AuditEntity;
    notFound: () => Error;
    find: (tx: Prisma.TransactionClient) => Promise<R | null>;
    referenced: (row: R) => boolean;
    referencedMessage: string;
    remove: (tx: Prisma.TransactionClient) => Promise<unknown>;
    toDto: (row: R) => D;
    foreignKeyConflict?: boolean;
  },
): Promise<{ id: string }> {
  const conflict = () => new AppError("CONFLICT", opts.referencedMessage);
  try {
    return await transaction(db, async (tx) => {
      const existing = await opts.find(tx);
      if (!existing) throw opts.notFound();
      if (opts.referenced(existing)) throw conflict();
      await opts.remove(tx);
      await recordAudit(tx, actorId, { action: opts.action, entity: opts.entity, entityId: input.id, before: opts.toDto(existing), after: null });
      return { id: input.id };
    });
  } catch (error) {
    if (opts.foreignKeyConflict && isForeignKeyViolation(error)) throw conflict();
    // Two deletions of one row at once: the second finds it, then waits on the first's lock.
    if (isRecordGone(error)) throw opts.notFound();
    throw error;
  }
}
