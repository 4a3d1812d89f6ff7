/**
 * Admin management of test categories: list with test counts, create, update, activate/deactivate,
 * and delete (only an empty category). Every write is audited.
 */
import { TRPCError } from "@trpc/server";
import type { Prisma, PrismaClient } from "@labcompare/db";
import { messages, type categoryCreateInput, type categoryUpdateInput } from "@labcompare/validators";
import type { z } from "zod";
import { recordAudit } from "../audit.ts";
import { chooseSlug, isUniqueViolation } from "../shared.ts";

/** Columns of a category in the admin console, with its number of tests (active or not). */
export const adminCategorySelect = {
  id: true,
  name: true,
  slug: true,
  description: true,
  icon: true,
  sortOrder: true,
  active: true,
  createdAt: true,
  updatedAt: true,
  _count: { select: { tests: true } },
} satisfies Prisma.TestCategorySelect;

type AdminCategoryRow = Prisma.TestCategoryGetPayload<{ select: typeof adminCategorySelect }>;

function toDto({ _count, ...category }: AdminCategoryRow) {
  return { ...category, testCount: _count.tests };
}
export type AdminCategoryDto = ReturnType<typeof toDto>;

const notFound = () => new TRPCError({ code: "NOT_FOUND", message: messages.catalog.categoryNotFound });

/** Every category (active or not) in display order, each with `testCount` and `activeTestCount`. */
export async function listCategories(db: PrismaClient) {
  const rows = await db.testCategory.findMany({
    orderBy: [{ sortOrder: "asc" }, { name: "asc" }],
    select: adminCategorySelect,
  });
  const active = await db.test.groupBy({ by: ["categoryId"], where: { active: true }, _count: { _all: true } });
  const activeBy = new Map(active.map((r) => [r.categoryId, r._count._all]));
  return rows.map((r) => ({ ...toDto(r), activeTestCount: activeBy.get(r.id) ?? 0 }));
}

async function assertNameFree(db: Prisma.TransactionClient, name: string, exceptId?: string) {
  const clash = await db.testCategory.findFirst({
    where: { name: { equals: name, mode: "insensitive" }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (clash) throw new TRPCError({ code: "CONFLICT", message: messages.admin.categoryNameTaken });
}

function conflictOnUnique(error: unknown): never {
  if (isUniqueViolation(error)) throw new TRPCError({ code: "CONFLICT", message: messages.admin.categoryNameTaken });
  throw error;
}

/**
 * Creates a category; the slug is generated from the name when not given. Audited as "category.create".
 * Output: AdminCategoryDto. Errors: CONFLICT "A category with this name already exists" / "This slug is already in use".
 */
export async function createCategory(db: PrismaClient, input: z.output<typeof categoryCreateInput>, actorId: string) {
  try {
    return await db.$transaction(async (tx) => {
      await assertNameFree(tx, input.name);
      const slug = await chooseSlug({
        wanted: input.slug,
        name: input.name,
        existing: async (prefix) =>
          (await tx.testCategory.findMany({ where: { slug: { startsWith: prefix } }, select: { slug: true } })).map((r) => r.slug),
        takenMessage: messages.admin.slugTaken,
      });
      const category = toDto(await tx.testCategory.create({ data: { ...input, slug }, select: adminCategorySelect }));
      await recordAudit(tx, actorId, { action: "category.create", entity: "category", entityId: category.id, before: null, after: category });
      return category;
    });
  } catch (error) {
    conflictOnUnique(error);
  }
}

/**
 * Replaces a category's editable fields (the slug is kept when not given). Audited as "category.update".
 * Output: AdminCategoryDto. Errors: NOT_FOUND "Category not found"; CONFLICT on a taken name or slug.
 */
export async function updateCategory(db: PrismaClient, input: z.output<typeof categoryUpdateInput>, actorId: string) {
  const { id, slug, ...fields } = input;
  try {
    return await db.$transaction(async (tx) => {
      const existing = await tx.testCategory.findUnique({ where: { id }, select: adminCategorySelect });
      if (!existing) throw notFound();
      await assertNameFree(tx, fields.name, id);
      if (slug && slug !== existing.slug) {
        const taken = await tx.testCategory.findUnique({ where: { slug }, select: { id: true } });
        if (taken) throw new TRPCError({ code: "CONFLICT", message: messages.admin.slugTaken });
      }
      const category = toDto(
        await tx.testCategory.update({ where: { id }, data: { ...fields, ...(slug ? { slug } : {}) }, select: adminCategorySelect }),
      );
      await recordAudit(tx, actorId, { action: "category.update", entity: "category", entityId: id, before: toDto(existing), after: category });
      return category;
    });
  } catch (error) {
    conflictOnUnique(error);
  }
}

/** Activates or deactivates a category. Audited as "category.setActive". Output: AdminCategoryDto. Errors: NOT_FOUND. */
export async function setCategoryActive(db: PrismaClient, input: { id: string; active: boolean }, actorId: string) {
  return db.$transaction(async (tx) => {
    const existing = await tx.testCategory.findUnique({ where: { id: input.id }, select: { active: true } });
    if (!existing) throw notFound();
    const category = toDto(
      await tx.testCategory.update({ where: { id: input.id }, data: { active: input.active }, select: adminCategorySelect }),
    );
    await recordAudit(tx, actorId, {
      action: "category.setActive",
      entity: "category",
      entityId: input.id,
      before: { active: existing.active },
      after: { active: category.active },
    });
    return category;
  });
}

/**
 * Deletes a category with no tests. Audited as "category.delete". Output: { id }.
 * Errors: NOT_FOUND "Category not found"; CONFLICT "This category still has tests…".
 */
export async function deleteCategory(db: PrismaClient, input: { id: string }, actorId: string) {
  return db.$transaction(async (tx) => {
    const existing = await tx.testCategory.findUnique({ where: { id: input.id }, select: adminCategorySelect });
    if (!existing) throw notFound();
    if (existing._count.tests > 0) throw new TRPCError({ code: "CONFLICT", message: messages.admin.categoryNotEmpty });
    await tx.testCategory.delete({ where: { id: input.id } });
    await recordAudit(tx, actorId, { action: "category.delete", entity: "category", entityId: input.id, before: toDto(existing), after: null });
    return { id: input.id };
  });
}
