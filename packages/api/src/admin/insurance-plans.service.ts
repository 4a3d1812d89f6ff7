/**
 * The console's insurance plans: create, update, switch off, delete (a plan without bookings). Every
 * write is audited. Money in AED (strings "50.00"), co-pay in percent; the rule that uses these terms
 * is @labcompare/domain/insurance.
 */
import type { Prisma, PrismaClient } from "@labcompare/db";
import { insuranceMessages as im, type planInput, type planUpdateInput } from "@labcompare/validators";
import type { z } from "zod";
import { AppError } from "../app-error.ts";
import { aed } from "../money.ts";
import { rowDeleter, activeSetter, type DeletableRows } from "./audited-writes.ts";
import { createNamedWithAudit, updateNamedWithAudit, type NamedTable } from "./audited-named-writes.ts";

type Tx = Prisma.TransactionClient;

/** A plan in the console: its terms, exclusions (ids), network size and booking count. */
export const adminPlanSelect = {
  id: true,
  insurerId: true,
  name: true,
  nameAr: true,
  slug: true,
  active: true,
  copayPercent: true,
  copayCapPerVisitAed: true,
  coversHomeCollection: true,
  requiresReferral: true,
  networkUpdatedAt: true,
  excludedTests: { select: { testId: true } },
  excludedCategories: { select: { categoryId: true } },
  _count: { select: { networks: true, bookings: true } },
} satisfies Prisma.InsurancePlanSelect;
type AdminPlanRow = Prisma.InsurancePlanGetPayload<{ select: typeof adminPlanSelect }>;

export function toPlanDto({ _count, excludedTests, excludedCategories, ...plan }: AdminPlanRow) {
  return {
    ...plan,
    copayPercent: Number(plan.copayPercent),
    copayCapPerVisitAed: aed(plan.copayCapPerVisitAed),
    excludedTestIds: excludedTests.map((e) => e.testId),
    excludedCategoryIds: excludedCategories.map((e) => e.categoryId),
    labCount: _count.networks,
    bookingCount: _count.bookings,
  };
}
export type AdminPlanDto = ReturnType<typeof toPlanDto>;

export const planNotFound = () => new AppError("NOT_FOUND", im.planNotFound);

/** Plans by id, in the console's select, for the audited writes. */
const planRows: DeletableRows<AdminPlanRow, AdminPlanDto, Prisma.InsurancePlanUncheckedUpdateInput> = {
  notFound: planNotFound,
  find: (tx, id) => tx.insurancePlan.findUnique({ where: { id }, select: adminPlanSelect }),
  update: (tx, id, data) => tx.insurancePlan.update({ where: { id }, data, select: adminPlanSelect }),
  remove: (tx, id) => tx.insurancePlan.delete({ where: { id } }),
  toDto: toPlanDto,
};

/** Plan names are unique per insurer; slugs across all plans. */
function planTable(insurerId: string): NamedTable {
  return {
    nameClash: (tx, name, exceptId) =>
      tx.insurancePlan.findFirst({
        where: {
          insurerId,
          name: { equals: name, mode: "insensitive" },
          ...(exceptId ? { id: { not: exceptId } } : {}),
        },
        select: { id: true },
      }),
    slugOwner: (tx, slug) => tx.insurancePlan.findUnique({ where: { slug }, select: { id: true } }),
    slugsStartingWith: async (tx, prefix) =>
      (
        await tx.insurancePlan.findMany({ where: { slug: { startsWith: prefix } }, select: { slug: true } })
      ).map((r) => r.slug),
    nameTakenMessage: im.planNameTaken,
  };
}

/** The plan's columns and exclusion rows from `input` (an absent slug is undefined: Prisma leaves it). */
/** A plan's columns and exclusions from create's or update's input (update may leave `active` out). */
function planData(input: z.output<typeof planInput> | Omit<z.output<typeof planUpdateInput>, "id">) {
  const { excludedTestIds, excludedCategoryIds, ...fields } = input;
  return {
    fields,
    excludedTests: { create: excludedTestIds.map((testId) => ({ testId })) },
    excludedCategories: { create: excludedCategoryIds.map((categoryId) => ({ categoryId })) },
  };
}

async function assertInsurer(tx: Tx, insurerId: string): Promise<void> {
  if (!(await tx.insurer.findUnique({ where: { id: insurerId }, select: { id: true } })))
    throw new AppError("NOT_FOUND", im.insurerNotFound);
}

/** Creates a plan with its terms and exclusions. Audited "insurancePlan.create". NOT_FOUND insurer; CONFLICT name/slug. */
export async function createPlan(db: PrismaClient, input: z.output<typeof planInput>, actorId: string) {
  const { fields, excludedTests, excludedCategories } = planData(input);
  return createNamedWithAudit(db, actorId, planTable(input.insurerId), {
    action: "insurancePlan.create",
    input,
    check: (tx) => assertInsurer(tx, input.insurerId),
    create: async (tx, slug) =>
      toPlanDto(
        await tx.insurancePlan.create({
          data: { ...fields, slug, excludedTests, excludedCategories },
          select: adminPlanSelect,
        }),
      ),
  });
}

/**
 * Replaces a plan's terms and exclusions (the slug kept when not given). Audited "insurancePlan.update"
 * with before and after. NOT_FOUND plan or insurer; CONFLICT name/slug.
 */
export async function updatePlan(db: PrismaClient, input: z.output<typeof planUpdateInput>, actorId: string) {
  const { id, ...rest } = input;
  const { fields, excludedTests, excludedCategories } = planData(rest);
  return updateNamedWithAudit(db, actorId, planTable(input.insurerId), {
    id,
    action: "insurancePlan.update",
    rows: planRows,
    data: { ...fields, excludedTests, excludedCategories },
    check: (tx) => assertInsurer(tx, input.insurerId),
    beforeUpdate: async (tx) => {
      await tx.insurancePlanTestExclusion.deleteMany({ where: { planId: id } });
      await tx.insurancePlanCategoryExclusion.deleteMany({ where: { planId: id } });
    },
  });
}

/** Switches a plan on or off (off: gone from patients' choices). Audited "insurancePlan.setActive". NOT_FOUND. */
export const setPlanActive = activeSetter("insurancePlan.setActive", planRows);

/** Deletes a plan without bookings (its network and exclusions go with it). Audited. NOT_FOUND; CONFLICT with bookings. */
export const deletePlan = rowDeleter("insurancePlan.delete", planRows, {
  referenced: (plan) => plan._count.bookings > 0,
  referencedMessage: im.planHasBookings,
  foreignKeyConflict: true,
});
