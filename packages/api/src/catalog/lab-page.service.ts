/** A lab's own public page and its price list. */
import { readLabPrices, type PrismaClient } from "@labcompare/db";
import { LAB_PRICE_LIMIT_DEFAULT } from "@labcompare/domain";
import { messages, type LabPricesInput } from "@labcompare/validators";
import { AppError } from "../app-error.ts";
import { aed, aedRequired, idOrSlugWhere } from "../money.ts";
import { labPublicSelect, toPublicLab } from "./catalog.service.ts";

/**
 * catalog.labs.bySlug: an active lab's public page by id or slug. Output: the public lab (address,
 * hours, coordinates, accreditation) and testCount (its active offers of active tests).
 * Errors: NOT_FOUND "Lab not found".
 */
export async function getLab(db: PrismaClient, idOrSlug: string) {
  const lab = await db.lab.findFirst({
    where: { ...idOrSlugWhere(idOrSlug), active: true },
    select: {
      ...labPublicSelect,
      _count: { select: { offers: { where: { active: true, test: { active: true } } } } },
    },
  });
  if (!lab) throw new AppError("NOT_FOUND", messages.booking.labNotFound);
  const { _count, ...rest } = lab;
  return { ...toPublicLab(rest), testCount: _count.offers };
}

/**
 * catalog.labs.prices: a page of an active lab's price list, by test name. Input: `id` (lab id or
 * slug), `q` (optional search: a test's name in either language, any case, or its slug), `limit`
 * (default 40). Output: { items: [{ offerId, test: { id, name, nameAr, slug, fastingHours,
 * preparationInstructions }, priceAed, originalPriceAed, homeCollectionFeeAed (AED strings; fee null
 * when the lab has no home collection), turnaroundHours }], total (prices matching `q`), count (all
 * the lab's prices) }. Errors: NOT_FOUND "Lab not found".
 */
export async function listLabPrices(db: PrismaClient, input: Partial<LabPricesInput> & { id: string }) {
  const row = await readLabPrices(db, input.id, input.q ?? "", input.limit ?? LAB_PRICE_LIMIT_DEFAULT);
  if (!row) throw new AppError("NOT_FOUND", messages.booking.labNotFound);
  return {
    items: row.items.map((o) => ({
      offerId: o.offerId,
      test: o.test,
      priceAed: aedRequired(o.priceAed),
      originalPriceAed: aed(o.originalPriceAed),
      homeCollectionFeeAed: row.homeCollection ? aed(o.homeCollectionFeeAed ?? 0) : null,
      turnaroundHours: o.turnaroundHours,
    })),
    total: row.total,
    count: row.count,
  };
}
