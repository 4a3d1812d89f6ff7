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
import {
  createNamedWithAudit,
  deleteUnlessReferenced,
  paged,
  pageArgs,
  sameNameWhere,
  setActiveWithAudit,
  updateNamedWithAudit,
  type NamedTable,
} from "../shared.ts";

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

/** Name and slug lookups for the shared create/update helpers. */
const labTable: NamedTable = {
  nameClash: (tx, name, exceptId) => tx.lab.findFirst({ where: sameNameWhere(name, exceptId), select: { id: true } }),
  slugOwner: (tx, slug) => tx.lab.findUnique({ where: { slug }, select: { id: true } }),
  slugsStartingWith: async (tx, prefix) =>
    (await tx.lab.findMany({ where: { slug: { startsWith: prefix } }, select: { slug: true } })).map((r) => r.slug),
  nameTakenMessage: messages.admin.labNameTaken,
};

/**
 * Creates a lab; the slug is generated from the name when not given. Audited as "lab.create".
 * Output: AdminLabDto. Errors: CONFLICT "A lab with this name already exists" / "This slug is already in use".
 */
export async function createLab(db: PrismaClient, input: z.output<typeof labCreateInput>, actorId: string) {
  return createNamedWithAudit(db, actorId, labTable, {
    action: "lab.create",
    entity: "lab",
    name: input.name,
    slug: input.slug,
    create: async (tx, slug) => toDto(await tx.lab.create({ data: { ...input, slug }, select: adminLabSelect })),
  });
}

/**
 * Replaces a lab's editable fields (the slug is kept when not given). Audited as "lab.update".
 * Output: AdminLabDto. Errors: NOT_FOUND "Lab not found"; CONFLICT on a taken name or slug.
 */
export async function updateLab(db: PrismaClient, input: z.output<typeof labUpdateInput>, actorId: string) {
  const { id, slug, ...fields } = input;
  return updateNamedWithAudit(db, actorId, labTable, {
    id,
    action: "lab.update",
    entity: "lab",
    name: fields.name,
    slug,
    notFound,
    find: (tx) => tx.lab.findUnique({ where: { id }, select: adminLabSelect }),
    update: async (tx) =>
      toDto(await tx.lab.update({ where: { id }, data: { ...fields, ...(slug ? { slug } : {}) }, select: adminLabSelect })),
    toDto,
  });
}

/** Activates or deactivates a lab. Audited as "lab.setActive". Output: AdminLabDto. Errors: NOT_FOUND. */
export async function setLabActive(db: PrismaClient, input: { id: string; active: boolean }, actorId: string) {
  return setActiveWithAudit(db, input, actorId, {
    action: "lab.setActive",
    entity: "lab",
    notFound,
    find: (tx) => tx.lab.findUnique({ where: { id: input.id }, select: { active: true } }),
    update: async (tx) => toDto(await tx.lab.update({ where: { id: input.id }, data: { active: input.active }, select: adminLabSelect })),
  });
}

/**
 * Deletes a lab that has never been booked (its offers go with it). Audited as "lab.delete".
 * Output: { id }. Errors: NOT_FOUND "Lab not found"; CONFLICT "This lab has bookings, so it cannot be deleted…".
 */
export async function deleteLab(db: PrismaClient, input: { id: string }, actorId: string) {
  return deleteUnlessReferenced(db, input, actorId, {
    action: "lab.delete",
    entity: "lab",
    notFound,
    find: (tx) => tx.lab.findUnique({ where: { id: input.id }, select: adminLabSelect }),
    referenced: (existing) => existing._count.bookings > 0,
    referencedMessage: messages.admin.labHasBookings,
    remove: (tx) => tx.lab.delete({ where: { id: input.id } }),
    toDto,
    // A booking made between the check and the delete: the foreign key refuses the delete.
    foreignKeyConflict: true,
  });
}
