/**
 * The console's insurers: the list with their plans, create, update, delete (an insurer without
 * plans). Every write is audited.
 */
import type { Prisma, PrismaClient } from "@labcompare/db";
import { insuranceMessages as im, type insurerInput, type insurerUpdateInput } from "@labcompare/validators";
import type { z } from "zod";
import { AppError } from "../app-error.ts";
import { rowDeleter, type DeletableRows } from "./audited-writes.ts";
import { namedTable } from "./audited-named-writes.ts";
import { byIdRows } from "./by-id-rows.ts";
import { namedCreator, namedUpdater } from "./named-writers.ts";
import { adminPlanSelect, toPlanDto } from "./insurance-plans.service.ts";

const insurerSelect = {
  id: true,
  name: true,
  nameAr: true,
  slug: true,
  isDemo: true,
  _count: { select: { plans: true } },
} satisfies Prisma.InsurerSelect;
type InsurerRow = Prisma.InsurerGetPayload<{ select: typeof insurerSelect }>;
const toInsurerDto = ({ _count, ...insurer }: InsurerRow) => ({ ...insurer, planCount: _count.plans });

type InsurerDto = ReturnType<typeof toInsurerDto>;

/** Insurers by id, with their plan count, for the audited writes. */
const insurerRows: DeletableRows<InsurerRow, InsurerDto, Prisma.InsurerUpdateInput> = byIdRows({
  model: (tx) => tx.insurer,
  select: insurerSelect,
  toDto: toInsurerDto,
  notFound: () => new AppError("NOT_FOUND", im.insurerNotFound),
});
const insurerTable = namedTable((tx) => tx.insurer, im.insurerNameTaken);

/**
 * admin.insurance.list: every insurer by name with its plans by name (active or not).
 * Output: [{ id, name, nameAr, slug, isDemo, planCount, plans: AdminPlanDto[] }].
 */
export async function listInsurers(db: PrismaClient) {
  const rows = await db.insurer.findMany({
    orderBy: { name: "asc" },
    select: { ...insurerSelect, plans: { orderBy: { name: "asc" }, select: adminPlanSelect } },
  });
  return rows.map(({ plans, ...insurer }) => ({ ...toInsurerDto(insurer), plans: plans.map(toPlanDto) }));
}

/** Creates an insurer (slug from the name when not given). Audited "insurer.create". CONFLICT on a taken name or slug. */
export const createInsurer = namedCreator<z.output<typeof insurerInput>>()(
  "insurer.create",
  insurerTable,
  async (tx, data) => toInsurerDto(await tx.insurer.create({ data, select: insurerSelect })),
);

/** Updates an insurer's names and slug. Audited "insurer.update". NOT_FOUND; CONFLICT on a taken name or slug. */
export const updateInsurer = namedUpdater<z.output<typeof insurerUpdateInput>>()(
  "insurer.update",
  insurerTable,
  insurerRows,
);

/** Deletes an insurer without plans. Audited "insurer.delete". NOT_FOUND; CONFLICT "This insurer still has plans…". */
export const deleteInsurer = rowDeleter("insurer.delete", insurerRows, {
  referenced: (insurer) => insurer._count.plans > 0,
  referencedMessage: im.insurerHasPlans,
  foreignKeyConflict: true,
});
