/** Health resources (SPEC: resources tab of /resources): list newest first, create, update, delete. Writes are audited. */
import { type Prisma, type PrismaClient, transaction } from "@labcompare/db";
import { AppError } from "../../../app-error.ts";
import { messages, type resourceInput } from "@labcompare/validators";
import type { z } from "zod";
import { recordAudit } from "../audit.ts";
import { notFoundWhenGone } from "../shared.ts";

export const resourceSelect = {
  id: true,
  title: true,
  category: true,
  description: true,
  link: true,
  createdAt: true,
} satisfies Prisma.ResourceSelect;

type ResourceValues = z.output<typeof resourceInput>;

const notFound = () => new AppError("NOT_FOUND", messages.admin.resourceNotFound);

/** Every resource, newest first: { id, title, category, description, link, createdAt }. */
export async function listResources(db: PrismaClient) {
  return db.resource.findMany({ orderBy: [{ createdAt: "desc" }, { id: "asc" }], select: resourceSelect });
}

/** Adds a resource (link must be http/https). Audited as "resource.create". Output: the resource. */
export async function createResource(db: PrismaClient, input: ResourceValues, actorId: string) {
  return transaction(db, async (tx) => {
    const resource = await tx.resource.create({ data: input, select: resourceSelect });
    await recordAudit(tx, actorId, { action: "resource.create", entity: "resource", entityId: resource.id, before: null, after: resource });
    return resource;
  });
}

/** Replaces a resource's fields. Audited as "resource.update". Output: the resource. Errors: NOT_FOUND "Resource not found". */
export async function updateResource(db: PrismaClient, input: ResourceValues & { id: string }, actorId: string) {
  const { id, ...values } = input;
  // An update and a delete of one resource at once: the update read it, then found it gone (P2025).
  return notFoundWhenGone(notFound, () =>
    transaction(db, async (tx) => {
      const existing = await tx.resource.findUnique({ where: { id }, select: resourceSelect });
      if (!existing) throw notFound();
      const resource = await tx.resource.update({ where: { id }, data: values, select: resourceSelect });
      await recordAudit(tx, actorId, { action: "resource.update", entity: "resource", entityId: id, before: existing, after: resource });
      return resource;
    }),
  );
}

/** Deletes a resource. Audited as "resource.delete". Output: { id }. Errors: NOT_FOUND "Resource not found". */
export async function deleteResource(db: PrismaClient, input: { id: string }, actorId: string) {
  return transaction(db, async (tx) => {
    const existing = await tx.resource.findUnique({ where: { id: input.id }, select: resourceSelect });
    if (!existing) throw notFound();
    // deleteMany: a twin deleting the same row at once waits on its lock, then deletes nothing.
    if ((await tx.resource.deleteMany({ where: { id: input.id } })).count === 0) throw notFound();
    await recordAudit(tx, actorId, { action: "resource.delete", entity: "resource", entityId: input.id, before: existing, after: null });
    return { id: input.id };
  });
}
