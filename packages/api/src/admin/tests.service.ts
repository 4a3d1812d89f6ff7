/**
 * Admin management of the test catalogue: list/search, read with offers, create, update,
 * activate/deactivate, and delete (only a test nobody has booked). Every write is audited.
 */
import { holdCategoryForReference, type Prisma, type PrismaClient } from "@labcompare/db";
import { AppError } from "../app-error.ts";
import { messages, type testCreateInput, type testUpdateInput } from "@labcompare/validators";
import type { z } from "zod";
import { aed, aedRequired, idOrSlugWhere } from "../money.ts";
import { offerFieldsSelect } from "./offers.service.ts";
import { rowDeleter, activeSetter, type DeletableRows } from "./audited-writes.ts";
import { namedTable } from "./audited-named-writes.ts";
import { byIdRows } from "./by-id-rows.ts";
import { namedCreator, namedUpdater } from "./named-writers.ts";
import { listPage, searchBoxWhere } from "../console-helpers.ts";

/** Columns of a test in the admin console, with its category and how many offers and bookings it has. */
export const adminTestSelect = {
  id: true,
  name: true,
  slug: true,
  description: true,
  preparationInstructions: true,
  resultTime: true,
  loincCode: true,
  sampleType: true,
  fastingHours: true,
  synonyms: true,
  isPanel: true,
  nameAr: true,
  descriptionAr: true,
  preparationInstructionsAr: true,
  synonymsAr: true,
  active: true,
  createdAt: true,
  updatedAt: true,
  category: { select: { id: true, name: true, slug: true } },
  _count: { select: { offers: true, bookingItems: true } },
} satisfies Prisma.TestSelect;

/** An offer of the test, as listed on the admin test page. */
export const adminTestOfferSelect = {
  ...offerFieldsSelect,
  updatedAt: true,
  lab: { select: { id: true, name: true, slug: true, active: true } },
} satisfies Prisma.LabTestOfferSelect;

type AdminTestRow = Prisma.TestGetPayload<{ select: typeof adminTestSelect }>;

function toDto({ _count, ...test }: AdminTestRow) {
  return { ...test, offerCount: _count.offers, bookingCount: _count.bookingItems };
}
export type AdminTestDto = ReturnType<typeof toDto>;

/**
 * Tests ordered by name, 25 per page. `q` matches name, abbreviations, LOINC code or slug
 * (case-insensitive `contains`); `categoryId` and `active` filter.
 * Output: { items: AdminTestDto[], total, page, pageSize, pageCount }.
 */
export async function listTests(
  db: PrismaClient,
  input: { q?: string; categoryId?: string; active?: boolean; page: number },
) {
  const where: Prisma.TestWhereInput = {
    ...searchBoxWhere<Prisma.TestWhereInput>(input.q, ["searchText"]),
    ...(input.categoryId ? { categoryId: input.categoryId } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
  };
  return listPage(db.test, input.page, { where, orderBy: [{ name: "asc" }], select: adminTestSelect }, toDto);
}

/**
 * One test by UUID or slug, active or not, with every offer (active or not), cheapest first;
 * money as "85.00" AED strings, turnaround in hours. Errors: NOT_FOUND "Test not found".
 */
export async function getTest(db: PrismaClient, idOrSlug: string) {
  const test = await db.test.findFirst({
    where: idOrSlugWhere(idOrSlug),
    select: { ...adminTestSelect, offers: { orderBy: [{ priceAed: "asc" }], select: adminTestOfferSelect } },
  });
  if (!test) throw new AppError("NOT_FOUND", messages.catalog.testNotFound);
  const { offers, ...rest } = test;
  return {
    ...toDto(rest),
    offers: offers.map((o) => ({
      ...o,
      priceAed: aedRequired(o.priceAed),
      originalPriceAed: aed(o.originalPriceAed),
      homeCollectionFeeAed: aed(o.homeCollectionFeeAed),
    })),
  };
}

async function assertCategory(db: Prisma.TransactionClient, categoryId: string | null) {
  if (!categoryId) return;
  if (!(await holdCategoryForReference(db, categoryId)))
    throw new AppError("NOT_FOUND", messages.catalog.categoryNotFound);
}

/** Tests by id, in the console's select, for the audited writes. */
const testRows: DeletableRows<AdminTestRow, AdminTestDto, Prisma.TestUncheckedUpdateInput> = byIdRows({
  model: (tx) => tx.test,
  select: adminTestSelect,
  toDto,
  notFound: () => new AppError("NOT_FOUND", messages.catalog.testNotFound),
});

/** Name and slug lookups for the shared create/update helpers. */
const testTable = namedTable((tx) => tx.test, messages.admin.testNameTaken);

/**
 * Creates a test; the slug is generated from the name when not given (made unique with "-2"…).
 * Audited as "test.create". Output: AdminTestDto.
 * Errors: CONFLICT "A test with this name already exists" / "This slug is already in use";
 * NOT_FOUND "Category not found".
 */
export const createTest = namedCreator<z.output<typeof testCreateInput>>()(
  "test.create",
  testTable,
  async (tx, data) => toDto(await tx.test.create({ data, select: adminTestSelect })),
  (tx, input) => assertCategory(tx, input.categoryId),
);

/**
 * Replaces a test's editable fields (the slug is kept when not given). Audited as "test.update".
 * Output: AdminTestDto. Errors: NOT_FOUND "Test not found" / "Category not found";
 * CONFLICT "A test with this name already exists" / "This slug is already in use".
 */
export const updateTest = namedUpdater<z.output<typeof testUpdateInput>>()(
  "test.update",
  testTable,
  testRows,
  (tx, fields) => assertCategory(tx, fields.categoryId),
);

/**
 * Activates or deactivates a test (inactive tests are hidden from patients; bookings stay).
 * Audited as "test.setActive". Output: AdminTestDto. Errors: NOT_FOUND "Test not found".
 */
export const setTestActive = activeSetter("test.setActive", testRows);

/**
 * Deletes a test that has never been booked (its offers and panel links go with it).
 * Audited as "test.delete". Output: { id }.
 * Errors: NOT_FOUND "Test not found"; CONFLICT "This test has bookings, so it cannot be deleted…".
 */
export const deleteTest = rowDeleter("test.delete", testRows, {
  referenced: (test) => test._count.bookingItems > 0,
  referencedMessage: messages.admin.testHasBookings,
  // A booking made between the check and the delete: the foreign key refuses the delete.
  foreignKeyConflict: true,
});
