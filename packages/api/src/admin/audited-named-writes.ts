/**
 * The audited create and update of rows with a unique name and slug (test, lab, category, insurer,
 * plan): a taken name or slug is a CONFLICT, checked in the write's transaction and again by the
 * unique index on save.
 */
import type { PrismaClient } from "@labcompare/db";
import { messages } from "@labcompare/validators";
import { AppError } from "../app-error.ts";
import { isUniqueViolation } from "../errors.ts";
import { chooseSlug } from "../console-helpers.ts";
import { createWithAudit, updateWithAudit, type AuditedWrite, type Tx } from "./audited-writes.ts";

/**
 * How the rows of a table with a unique name and slug (test, lab, category) are looked up by the
 * create/update helpers below. Each lookup gets the transaction client.
 */
export interface NamedTable {
  /** Some row other than `exceptId` whose name equals `name` ignoring case, or null. */
  nameClash: (tx: Tx, name: string, exceptId?: string) => Promise<unknown>;
  /** The row with exactly this slug, or null. */
  slugOwner: (tx: Tx, slug: string) => Promise<unknown>;
  /** The slugs that start with `prefix`. */
  slugsStartingWith: (tx: Tx, prefix: string) => Promise<string[]>;
  /** The CONFLICT message for a taken name (also used for a unique violation on save). */
  nameTakenMessage: string;
}

/** The part of a Prisma model (lab, test, testCategory) that NamedTable's lookups use. */
interface NamedModel {
  findFirst(args: { where: ReturnType<typeof sameNameWhere>; select: { id: true } }): Promise<unknown>;
  findUnique(args: { where: { slug: string }; select: { id: true } }): Promise<unknown>;
  findMany(args: {
    where: { slug: { startsWith: string } };
    select: { slug: true };
  }): Promise<{ slug: string }[]>;
}

/** The NamedTable of a model with unique `name` and `slug` columns; `model(tx)` picks it from the client. */
export function namedTable(model: (tx: Tx) => NamedModel, nameTakenMessage: string): NamedTable {
  return {
    nameClash: (tx, name, exceptId) =>
      model(tx).findFirst({ where: sameNameWhere(name, exceptId), select: { id: true } }),
    slugOwner: (tx, slug) => model(tx).findUnique({ where: { slug }, select: { id: true } }),
    slugsStartingWith: async (tx, prefix) =>
      (await model(tx).findMany({ where: { slug: { startsWith: prefix } }, select: { slug: true } })).map(
        (r) => r.slug,
      ),
    nameTakenMessage,
  };
}

/**
 * Same name ignoring case, other id than `exceptId`. Prisma sends a case-insensitive `equals` as
 * ILIKE with the value as its pattern: `\`, `%` and `_` are escaped so they match only themselves
 * (unescaped, a trailing `\` is a database error and `_` matches any character).
 */
function sameNameWhere(name: string, exceptId?: string) {
  return {
    name: { equals: name.replace(/[\\%_]/g, "\\$&"), mode: "insensitive" as const },
    ...(exceptId ? { id: { not: exceptId } } : {}),
  };
}

async function assertNameFree(tx: Tx, table: NamedTable, name: string, exceptId?: string) {
  if (await table.nameClash(tx, name, exceptId)) throw new AppError("CONFLICT", table.nameTakenMessage);
}

function conflictOnUnique(table: NamedTable, error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError("CONFLICT", table.nameTakenMessage);
  throw error;
}

/**
 * Creates a row with a unique name: `check` (extra validation), CONFLICT on a taken name, a slug from
 * chooseSlug, `create(tx, slug)`, audited with the DTO as after. Output: the DTO.
 */
export async function createNamedWithAudit<D extends { id: string }>(
  db: PrismaClient,
  actorId: string,
  table: NamedTable,
  opts: AuditedWrite & {
    name: string;
    slug: string | undefined;
    check?: (tx: Tx) => Promise<void>;
    create: (tx: Tx, slug: string) => Promise<D>;
  },
): Promise<D> {
  try {
    return await createWithAudit(db, actorId, {
      ...opts,
      create: async (tx) => {
        await opts.check?.(tx);
        await assertNameFree(tx, table, opts.name);
        const slug = await chooseSlug({
          wanted: opts.slug,
          name: opts.name,
          existing: (prefix) => table.slugsStartingWith(tx, prefix),
          takenMessage: messages.admin.slugTaken,
        });
        return opts.create(tx, slug);
      },
    });
  } catch (error) {
    conflictOnUnique(table, error);
  }
}

/**
 * Updates a row with a unique name: NOT_FOUND when `find` has nothing, `check`, CONFLICT on a name or
 * (changed) slug another row has, `update`, audited with `toDto(existing)` as before and the result as
 * after. Output: the DTO.
 */
export async function updateNamedWithAudit<R extends { slug: string }, D>(
  db: PrismaClient,
  actorId: string,
  table: NamedTable,
  opts: AuditedWrite & {
    id: string;
    name: string;
    slug: string | undefined;
    notFound: () => Error;
    find: (tx: Tx) => Promise<R | null>;
    check?: (tx: Tx) => Promise<void>;
    update: (tx: Tx) => Promise<D>;
    toDto: (row: R) => D;
  },
): Promise<D> {
  try {
    return await updateWithAudit(db, actorId, {
      ...opts,
      update: async (tx, existing) => {
        await opts.check?.(tx);
        await assertNameFree(tx, table, opts.name, opts.id);
        if (opts.slug && opts.slug !== existing.slug) {
          if (await table.slugOwner(tx, opts.slug)) throw new AppError("CONFLICT", messages.admin.slugTaken);
        }
        return opts.update(tx);
      },
      audit: (row, after) => ({ before: opts.toDto(row), after }),
    });
  } catch (error) {
    conflictOnUnique(table, error);
  }
}
