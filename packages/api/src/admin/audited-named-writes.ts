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
import {
  createWithAudit,
  updateWithAudit,
  type AuditedRows,
  type AuditedWrite,
  type Tx,
} from "./audited-writes.ts";

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
 * Creates a row with a unique name: `check` (extra validation), CONFLICT on a taken `input.name`, a
 * slug from chooseSlug (`input.slug` when given), `create(tx, slug)`, audited with the DTO as after. Output: the DTO.
 */
export async function createNamedWithAudit<D extends { id: string }>(
  db: PrismaClient,
  actorId: string,
  table: NamedTable,
  opts: AuditedWrite & {
    input: { name: string; slug?: string };
    check?: (tx: Tx) => Promise<void>;
    create: (tx: Tx, slug: string) => Promise<D>;
  },
): Promise<D> {
  try {
    return await createWithAudit(db, actorId, {
      ...opts,
      create: async (tx) => {
        await opts.check?.(tx);
        await assertNameFree(tx, table, opts.input.name);
        const slug = await chooseSlug({
          wanted: opts.input.slug,
          name: opts.input.name,
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
 * Updates the row `id` of `rows`, which has a unique name: NOT_FOUND when there is none, `check`,
 * CONFLICT on the name or (changed) slug of `data` when another row has it, `beforeUpdate` (e.g.
 * replacing child rows), then `rows.update` with `data` (an absent slug is undefined: Prisma keeps
 * it), audited with the DTO before and after. Output: the DTO.
 */
export async function updateNamedWithAudit<
  R extends { slug: string },
  D,
  U extends { name: string; slug?: string },
>(
  db: PrismaClient,
  actorId: string,
  table: NamedTable,
  opts: AuditedWrite & {
    id: string;
    rows: AuditedRows<R, D, U>;
    data: U;
    check?: (tx: Tx) => Promise<void>;
    beforeUpdate?: (tx: Tx) => Promise<void>;
  },
): Promise<D> {
  const { id, rows, data } = opts;
  try {
    return await updateWithAudit(db, actorId, {
      action: opts.action,
      id,
      notFound: rows.notFound,
      find: (tx) => rows.find(tx, id),
      update: async (tx, existing) => {
        await opts.check?.(tx);
        await assertNameFree(tx, table, data.name, id);
        if (data.slug && data.slug !== existing.slug) {
          if (await table.slugOwner(tx, data.slug)) throw new AppError("CONFLICT", messages.admin.slugTaken);
        }
        await opts.beforeUpdate?.(tx);
        return rows.toDto(await rows.update(tx, id, data));
      },
      audit: (row, after) => ({ before: rows.toDto(row), after }),
    });
  } catch (error) {
    conflictOnUnique(table, error);
  }
}
