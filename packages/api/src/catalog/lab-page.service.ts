/** A lab's own public page. */
import type { PrismaClient } from "@labcompare/db";
import { messages } from "@labcompare/validators";
import { AppError } from "../app-error.ts";
import { idOrSlugWhere } from "../money.ts";
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
