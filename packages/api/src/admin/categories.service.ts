/**
 * Admin management of test categories: list with test counts, create, update, activate/deactivate,
 * and delete (only an empty category). Every write is audited.
 */
import { AppError } from "../app-error.ts";
import type { Prisma, PrismaClient } from "@labcompare/db";
import { messages, type categoryCreateInput, type categoryUpdateInput } from "@labcompare/validators";
import type { z } from "zod";
import { rowDeleter, activeSetter, type DeletableRows } from "./audited-writes.ts";
import { namedTable } from "./audited-named-writes.ts";
import { byIdRows } from "./by-id-rows.ts";
import { namedCreator, namedUpdater } from "./named-writers.ts";

/** Columns of a category in the admin console, with its number of tests (active or not). */
export const adminCategorySelect = {
  id: true,
  name: true,
  slug: true,
  description: true,
  nameAr: true,
  descriptionAr: true,
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

/** Categories by id, in the console's select, for the audited writes. */
const categoryRows: DeletableRows<AdminCategoryRow, AdminCategoryDto, Prisma.TestCategoryUpdateInput> =
  byIdRows({
    model: (tx) => tx.testCategory,
    select: adminCategorySelect,
    toDto,
    notFound: () => new AppError("NOT_FOUND", messages.catalog.categoryNotFound),
  });

/** Every category (active or not) in display order, each with `testCount` and `activeTestCount`. */
export async function listCategories(db: PrismaClient) {
  const rows = await db.testCategory.findMany({
    orderBy: [{ sortOrder: "asc" }, { name: "asc" }],
    select: adminCategorySelect,
  });
  const active = await db.test.groupBy({
    by: ["categoryId"],
    where: { active: true },
    _count: { _all: true },
  });
  const activeBy = new Map(active.map((r) => [r.categoryId, r._count._all]));
  return rows.map((r) => ({ ...toDto(r), activeTestCount: activeBy.get(r.id) ?? 0 }));
}

/** Name and slug lookups for the shared create/update helpers. */
const categoryTable = namedTable((tx) => tx.testCategory, messages.admin.categoryNameTaken);

/**
 * Creates a category; the slug is generated from the name when not given. Audited as "category.create".
 * Output: AdminCategoryDto. Errors: CONFLICT "A category with this name already exists" / "This slug is already in use".
 */
export const createCategory = namedCreator<z.output<typeof categoryCreateInput>>()(
  "category.create",
  categoryTable,
  async (tx, data) => toDto(await tx.testCategory.create({ data, select: adminCategorySelect })),
);

/**
 * Replaces a category's editable fields (the slug is kept when not given). Audited as "category.update".
 * Output: AdminCategoryDto. Errors: NOT_FOUND "Category not found"; CONFLICT on a taken name or slug.
 */
export const updateCategory = namedUpdater<z.output<typeof categoryUpdateInput>>()(
  "category.update",
  categoryTable,
  categoryRows,
);

/** Activates or deactivates a category. Audited as "category.setActive". Output: AdminCategoryDto. Errors: NOT_FOUND. */
export const setCategoryActive = activeSetter("category.setActive", categoryRows);

/**
 * Deletes a category with no tests. Audited as "category.delete". Output: { id }.
 * Errors: NOT_FOUND "Category not found"; CONFLICT "This category still has tests…".
 */
export const deleteCategory = rowDeleter("category.delete", categoryRows, {
  referenced: (category) => category._count.tests > 0,
  referencedMessage: messages.admin.categoryNotEmpty,
});
