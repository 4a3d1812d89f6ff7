/**
 * Admin management of partner labs: list/search, read, create, update (weekly hours, booking rules and
 * dated closures included), activate/deactivate, and delete (only a lab nobody has booked; its offers
 * and closures go with it). Every write is audited.
 */
import { AppError } from "../app-error.ts";
import type { Prisma, PrismaClient } from "@labcompare/db";
import { dateColumn, formatWeeklyHours } from "@labcompare/domain";
import { messages, readWeeklyHours, type labCreateInput, type labUpdateInput } from "@labcompare/validators";
import type { z } from "zod";
import { idOrSlugWhere } from "../money.ts";
import { labPublicSelect } from "../catalog/catalog.service.ts";
import { rowDeleter, activeSetter, type DeletableRows } from "./audited-writes.ts";
import { createNamedWithAudit, namedTable, updateNamedWithAudit } from "./audited-named-writes.ts";
import { byIdRows } from "./by-id-rows.ts";
import { listPage, searchBoxWhere } from "../console-helpers.ts";
import { labRulesSelect } from "../bookings/slots.service.ts";

/**
 * Columns of a lab in the admin console: the public ones, every booking rule, the dated closures
 * (oldest first) and how many offers and bookings it has.
 */
export const adminLabSelect = {
  ...labPublicSelect,
  ...labRulesSelect,
  createdAt: true,
  updatedAt: true,
  closures: { select: { date: true, reason: true }, orderBy: { date: "asc" } },
  _count: { select: { offers: true, bookings: true } },
} satisfies Prisma.LabSelect;

type AdminLabRow = Prisma.LabGetPayload<{ select: typeof adminLabSelect }>;

/**
 * A lab as the console shows it: `weeklyHours` read as 7 days of { open, close } "HH:mm" intervals
 * (0 = Sunday), `openingHours` its one-line text ("Sat–Thu 07:30–21:00, Fri 14:00–21:00"),
 * `closures` [{ date "yyyy-MM-dd", reason }], and offer and booking counts.
 */
function toDto({ _count, closures, weeklyHours, ...lab }: AdminLabRow) {
  const hours = readWeeklyHours(weeklyHours);
  return {
    ...lab,
    weeklyHours: hours,
    openingHours: formatWeeklyHours(hours),
    closures: closures.map((c) => ({ date: c.date.toISOString().slice(0, 10), reason: c.reason })),
    offerCount: _count.offers,
    bookingCount: _count.bookings,
  };
}
export type AdminLabDto = ReturnType<typeof toDto>;

/** Closure rows of a lab for `createMany` (date column = UTC midnight of the yyyy-MM-dd day). */
function closureRows(labId: string, closures: { date: string; reason: string }[]) {
  return closures.map((c) => ({ labId, date: dateColumn(c.date), reason: c.reason }));
}

const notFound = () => new AppError("NOT_FOUND", messages.admin.labNotFound);

/** Labs by id, in the console's select, for the audited writes. */
const labRows: DeletableRows<AdminLabRow, AdminLabDto, Prisma.LabUpdateInput> = byIdRows({
  model: (tx) => tx.lab,
  select: adminLabSelect,
  toDto,
  notFound,
});

/**
 * Labs ordered by name, 25 per page; `q` matches name, area or slug (case-insensitive `contains`);
 * `emirate` and `active` filter. Output: { items: AdminLabDto[], total, page, pageSize, pageCount }.
 */
export async function listLabs(
  db: PrismaClient,
  input: { q?: string; emirate?: string; active?: boolean; page: number },
) {
  const where: Prisma.LabWhereInput = {
    ...searchBoxWhere<Prisma.LabWhereInput>(input.q, ["name", "area"]),
    ...(input.emirate ? { emirate: input.emirate } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
  };
  return listPage(db.lab, input.page, { where, orderBy: [{ name: "asc" }], select: adminLabSelect }, toDto);
}

/** One lab by UUID or slug, active or not. Output: AdminLabDto. Errors: NOT_FOUND "Lab not found". */
export async function getLab(db: PrismaClient, idOrSlug: string) {
  const lab = await db.lab.findFirst({ where: idOrSlugWhere(idOrSlug), select: adminLabSelect });
  if (!lab) throw notFound();
  return toDto(lab);
}

/** Name and slug lookups for the shared create/update helpers. */
const labTable = namedTable((tx) => tx.lab, messages.admin.labNameTaken);

/**
 * Creates a lab with its weekly hours, booking rules and dated closures; the slug is generated from
 * the name when not given. One transaction, audited as "lab.create" (after: the AdminLabDto).
 * Output: AdminLabDto. Errors: CONFLICT "A lab with this name already exists" / "This slug is already in use".
 */
export async function createLab(db: PrismaClient, input: z.output<typeof labCreateInput>, actorId: string) {
  const { closures, ...fields } = input;
  return createNamedWithAudit(db, actorId, labTable, {
    action: "lab.create",
    input,
    create: async (tx, slug) => {
      const lab = await tx.lab.create({ data: { ...fields, slug }, select: { id: true } });
      if (closures.length) await tx.labClosure.createMany({ data: closureRows(lab.id, closures) });
      return toDto(await tx.lab.findUniqueOrThrow({ where: { id: lab.id }, select: adminLabSelect }));
    },
  });
}

/**
 * Replaces a lab's editable fields, weekly hours and rules (the slug is kept when not given) and
 * REPLACES its closure list with `closures`, in one transaction. Audited as "lab.update" with the
 * AdminLabDto before and after (closures included).
 * Output: AdminLabDto. Errors: NOT_FOUND "Lab not found"; CONFLICT on a taken name or slug.
 */
export async function updateLab(db: PrismaClient, input: z.output<typeof labUpdateInput>, actorId: string) {
  const { id, closures, ...data } = input;
  return updateNamedWithAudit(db, actorId, labTable, {
    id,
    action: "lab.update",
    rows: labRows,
    data,
    beforeUpdate: async (tx) => {
      await tx.labClosure.deleteMany({ where: { labId: id } });
      if (closures.length) await tx.labClosure.createMany({ data: closureRows(id, closures) });
    },
  });
}

/** Activates or deactivates a lab. Audited as "lab.setActive". Output: AdminLabDto. Errors: NOT_FOUND. */
export const setLabActive = activeSetter("lab.setActive", labRows);

/**
 * Deletes a lab that has never been booked (its offers go with it). Audited as "lab.delete".
 * Output: { id }. Errors: NOT_FOUND "Lab not found"; CONFLICT "This lab has bookings, so it cannot be deleted…".
 */
export const deleteLab = rowDeleter("lab.delete", labRows, {
  referenced: (lab) => lab._count.bookings > 0,
  referencedMessage: messages.admin.labHasBookings,
  // A booking made between the check and the delete: the foreign key refuses the delete.
  foreignKeyConflict: true,
});
