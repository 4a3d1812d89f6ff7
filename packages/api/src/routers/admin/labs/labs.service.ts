/**
 * Admin management of partner labs: list/search, read, create, update, activate/deactivate, and
 * delete (only a lab nobody has booked; its offers go with it). Every write is audited.
 */
import { TRPCError } from "@trpc/server";
import type { Prisma, PrismaClient } from "@labcompare/db";
import { messages, type labCreateInput, type labUpdateInput } from "@labcompare/validators";
import type { z } from "zod";
import { idOrSlugWhere } from "../../../money.ts";
import { labPublicSelect } from "../../catalog/catalog.service.ts";
import { recordAudit } from "../audit.ts";
import { chooseSlug, isForeignKeyViolation, isUniqueViolation, paged, pageArgs } from "../shared.ts";

/** Columns of a lab in the admin console, with how many offers and bookings it has. */
export const adminLabSelect = {
  ...labPublicSelect,
  active: true,
  createdAt: true,
  updatedAt: true,
  _count: { select: { offers: true, bookings: true } },
} satisfies Prisma.LabSelect;

type AdminLabRow = Prisma.LabGetPayload<{ select: typeof adminLabSelect }>;

function toDto({ _count, ...lab }: AdminLabRow) {
  return { ...lab, offerCount: _count.offers, bookingCount: _count.bookings };
}
export type AdminLabDto = ReturnType<typeof toDto>;

const notFound = () => new TRPCError({ code: "NOT_FOUND", message: messages.admin.labNotFound });

/**
 * Labs ordered by name, 25 per page; `q` matches name, area or slug (case-insensitive `contains`);
 * `emirate` and `active` filter. Output: { items: AdminLabDto[], total, page, pageSize, pageCount }.
 */
export async function listLabs(db: PrismaClient, input: { q?: string; emirate?: string; active?: boolean; page: number }) {
  const where: Prisma.LabWhereInput = {
    ...(input.q
      ? {
          OR: [
            { name: { contains: input.q, mode: "insensitive" } },
            { area: { contains: input.q, mode: "insensitive" } },
            { slug: { contains: input.q.toLowerCase() } },
          ],
        }
      : {}),
    ...(input.emirate ? { emirate: input.emirate } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
  };
  const [rows, total] = await Promise.all([
    db.lab.findMany({ where, orderBy: [{ name: "asc" }], ...pageArgs(input.page), select: adminLabSelect }),
    db.lab.count({ where }),
  ]);
  return paged(rows.map(toDto), total, input.page);
}

/** One lab by UUID or slug, active or not. Output: AdminLabDto. Errors: NOT_FOUND "Lab not found". */
export async function getLab(db: PrismaClient, idOrSlug: string) {
  const lab = await db.lab.findFirst({ where: idOrSlugWhere(idOrSlug), select: adminLabSelect });
  if (!lab) throw notFound();
  return toDto(lab);
}

async function assertNameFree(db: Prisma.TransactionClient, name: string, exceptId?: string) {
  const clash = await db.lab.findFirst({
    where: { name: { equals: name, mode: "insensitive" }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (clash) throw new TRPCError({ code: "CONFLICT", message: messages.admin.labNameTaken });
}

function conflictOnUnique(error: unknown): never {
  if (isUniqueViolation(error)) throw new TRPCError({ code: "CONFLICT", message: messages.admin.labNameTaken });
  throw error;
}

/**
 * Creates a lab; the slug is generated from the name when not given. Audited as "lab.create".
 * Output: AdminLabDto. Errors: CONFLICT "A lab with this name already exists" / "This slug is already in use".
 */
export async function createLab(db: PrismaClient, input: z.output<typeof labCreateInput>, actorId: string) {
  try {
    return await db.$transaction(async (tx) => {
      await assertNameFree(tx, input.name);
      const slug = await chooseSlug({
        wanted: input.slug,
        name: input.name,
        existing: async (prefix) =>
          (await tx.lab.findMany({ where: { slug: { startsWith: prefix } }, select: { slug: true } })).map((r) => r.slug),
        takenMessage: messages.admin.slugTaken,
      });
      const lab = toDto(await tx.lab.create({ data: { ...input, slug }, select: adminLabSelect }));
      await recordAudit(tx, actorId, { action: "lab.create", entity: "lab", entityId: lab.id, before: null, after: lab });
      return lab;
    });
  } catch (error) {
    conflictOnUnique(error);
  }
}

/**
 * Replaces a lab's editable fields (the slug is kept when not given). Audited as "lab.update".
 * Output: AdminLabDto. Errors: NOT_FOUND "Lab not found"; CONFLICT on a taken name or slug.
 */
export async function updateLab(db: PrismaClient, input: z.output<typeof labUpdateInput>, actorId: string) {
  const { id, slug, ...fields } = input;
  try {
    return await db.$transaction(async (tx) => {
      const existing = await tx.lab.findUnique({ where: { id }, select: adminLabSelect });
      if (!existing) throw notFound();
      await assertNameFree(tx, fields.name, id);
      if (slug && slug !== existing.slug) {
        const taken = await tx.lab.findUnique({ where: { slug }, select: { id: true } });
        if (taken) throw new TRPCError({ code: "CONFLICT", message: messages.admin.slugTaken });
      }
      const lab = toDto(await tx.lab.update({ where: { id }, data: { ...fields, ...(slug ? { slug } : {}) }, select: adminLabSelect }));
      await recordAudit(tx, actorId, { action: "lab.update", entity: "lab", entityId: id, before: toDto(existing), after: lab });
      return lab;
    });
  } catch (error) {
    conflictOnUnique(error);
  }
}

/** Activates or deactivates a lab. Audited as "lab.setActive". Output: AdminLabDto. Errors: NOT_FOUND. */
export async function setLabActive(db: PrismaClient, input: { id: string; active: boolean }, actorId: string) {
  return db.$transaction(async (tx) => {
    const existing = await tx.lab.findUnique({ where: { id: input.id }, select: { active: true } });
    if (!existing) throw notFound();
    const lab = toDto(await tx.lab.update({ where: { id: input.id }, data: { active: input.active }, select: adminLabSelect }));
    await recordAudit(tx, actorId, {
      action: "lab.setActive",
      entity: "lab",
      entityId: input.id,
      before: { active: existing.active },
      after: { active: lab.active },
    });
    return lab;
  });
}

/**
 * Deletes a lab that has never been booked (its offers go with it). Audited as "lab.delete".
 * Output: { id }. Errors: NOT_FOUND "Lab not found"; CONFLICT "This lab has bookings, so it cannot be deleted…".
 */
export async function deleteLab(db: PrismaClient, input: { id: string }, actorId: string) {
  try {
    return await db.$transaction(async (tx) => {
      const existing = await tx.lab.findUnique({ where: { id: input.id }, select: adminLabSelect });
      if (!existing) throw notFound();
      if (existing._count.bookings > 0) throw new TRPCError({ code: "CONFLICT", message: messages.admin.labHasBookings });
      await tx.lab.delete({ where: { id: input.id } });
      await recordAudit(tx, actorId, { action: "lab.delete", entity: "lab", entityId: input.id, before: toDto(existing), after: null });
      return { id: input.id };
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new TRPCError({ code: "CONFLICT", message: messages.admin.labHasBookings });
    throw error;
  }
}
