/**
 * Admin management of lab offers (one test at one lab, priced in AED): list by test or by lab,
 * upsert one, activate/deactivate (the CSV price-list import: price-list-import.service.ts). Every
 * write is audited.
 */
import {
  holdTestsForReference,
  lockLabForChange,
  Prisma,
  transaction,
  type PrismaClient,
} from "@labcompare/db";
import { AppError } from "../app-error.ts";
import { messages, type offerUpsertInput } from "@labcompare/validators";
import type { z } from "zod";
import { aed, aedRequired } from "../money.ts";
import { recordAudit } from "../audit/audit.ts";
import { activeSetter, type AuditedRows } from "./audited-writes.ts";
import { listPage } from "../console-helpers.ts";
import { offerPriceSelect } from "../catalog/catalog.service.ts";

/** An offer's own columns in the admin console: prices (AED), turnaround (hours), active. */
export const offerFieldsSelect = { ...offerPriceSelect, active: true } satisfies Prisma.LabTestOfferSelect;

/** Columns of an offer in the admin console, with its lab and test. */
export const adminOfferSelect = {
  ...offerFieldsSelect,
  createdAt: true,
  updatedAt: true,
  lab: { select: { id: true, name: true, slug: true, active: true } },
  test: { select: { id: true, name: true, slug: true, active: true } },
} satisfies Prisma.LabTestOfferSelect;

type AdminOfferRow = Prisma.LabTestOfferGetPayload<{ select: typeof adminOfferSelect }>;

/** Offer as the API returns it: money as "85.00" AED strings, turnaround in hours. */
export function toOfferDto(o: AdminOfferRow) {
  return {
    ...o,
    priceAed: aedRequired(o.priceAed),
    originalPriceAed: aed(o.originalPriceAed),
    homeCollectionFeeAed: aed(o.homeCollectionFeeAed),
  };
}
export type AdminOfferDto = ReturnType<typeof toOfferDto>;

/** NOT_FOUND "Lab not found". */
export const labNotFound = () => new AppError("NOT_FOUND", messages.admin.labNotFound);
const testNotFound = () => new AppError("NOT_FOUND", messages.catalog.testNotFound);

/** Every offer of a test (active or not), cheapest first. Errors: NOT_FOUND "Test not found". */
export async function listOffersByTest(db: PrismaClient, input: { testId: string }) {
  const test = await db.test.findUnique({ where: { id: input.testId }, select: { id: true } });
  if (!test) throw testNotFound();
  const rows = await db.labTestOffer.findMany({
    where: { testId: input.testId },
    orderBy: [{ priceAed: "asc" }, { lab: { name: "asc" } }],
    select: adminOfferSelect,
  });
  return rows.map(toOfferDto);
}

/**
 * A lab's offers (active or not) by test name, 25 per page; `q` matches the test's name,
 * abbreviations or LOINC code. Output: { items: AdminOfferDto[], total, page, pageSize, pageCount }.
 * Errors: NOT_FOUND "Lab not found".
 */
export async function listOffersByLab(db: PrismaClient, input: { labId: string; q?: string; page: number }) {
  const lab = await db.lab.findUnique({ where: { id: input.labId }, select: { id: true } });
  if (!lab) throw labNotFound();
  const where: Prisma.LabTestOfferWhereInput = {
    labId: input.labId,
    ...(input.q ? { test: { searchText: { contains: input.q, mode: "insensitive" } } } : {}),
  };
  const orderBy: Prisma.LabTestOfferOrderByWithRelationInput = { test: { name: "asc" } };
  return listPage(db.labTestOffer, input.page, { where, orderBy, select: adminOfferSelect }, toOfferDto);
}

/**
 * Creates or updates the offer of `testId` at `labId`. Audited as "offer.create" or "offer.update".
 * Output: AdminOfferDto. Errors: NOT_FOUND "Lab not found" / "Test not found".
 */
export async function upsertOffer(
  db: PrismaClient,
  input: z.output<typeof offerUpsertInput>,
  actorId: string,
) {
  const { labId, testId, ...values } = input;
  return transaction(db, async (tx) => {
    // Lab locked, test kept until commit: twin upserts of a new offer both inserted it (P2002); a lab deleted meanwhile failed it (P2003).
    const lab = await lockLabForChange(tx, labId);
    const test = await holdTestsForReference(tx, [testId]);
    if (!lab) throw labNotFound();
    if (!test) throw testNotFound();
    const existing = await tx.labTestOffer.findUnique({
      where: { labId_testId: { labId, testId } },
      select: adminOfferSelect,
    });
    const offer = toOfferDto(
      await tx.labTestOffer.upsert({
        where: { labId_testId: { labId, testId } },
        create: { labId, testId, ...values },
        update: values,
        select: adminOfferSelect,
      }),
    );
    await recordAudit(tx, actorId, {
      action: existing ? "offer.update" : "offer.create",
      entity: "offer",
      entityId: offer.id,
      before: existing ? toOfferDto(existing) : null,
      after: offer,
    });
    return offer;
  });
}

/** Offers by id, in the console's select, for the audited writes. */
const offerRows: AuditedRows<AdminOfferRow, AdminOfferDto, Prisma.LabTestOfferUpdateInput> = {
  notFound: () => new AppError("NOT_FOUND", messages.admin.offerNotFound),
  find: (tx, id) => tx.labTestOffer.findUnique({ where: { id }, select: adminOfferSelect }),
  update: (tx, id, data) => tx.labTestOffer.update({ where: { id }, data, select: adminOfferSelect }),
  toDto: toOfferDto,
};

/** Activates or deactivates an offer. Audited as "offer.setActive". Output: AdminOfferDto. Errors: NOT_FOUND "Offer not found". */
// A deactivation while the lab (and so its offers) is deleted answers NOT_FOUND (activeSetter).
export const setOfferActive = activeSetter("offer.setActive", offerRows);
