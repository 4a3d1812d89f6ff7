/** Health resources (the resources tab of /resources): list newest first, create, update, delete. Writes are audited. */
import type { Prisma, PrismaClient } from "@labcompare/db";
import { AppError } from "../app-error.ts";
import { messages, type resourceInput } from "@labcompare/validators";
import type { z } from "zod";
import { createWithAudit, rowDeleter, updateWithAudit } from "../admin/audited-writes.ts";
import { byIdRows } from "../admin/by-id-rows.ts";

export const resourceSelect = {
  id: true,
  title: true,
  category: true,
  description: true,
  link: true,
  createdAt: true,
} satisfies Prisma.ResourceSelect;

type ResourceValues = z.output<typeof resourceInput>;

/** Resources by id, for the audited writes. */
const resourceRows = byIdRows({
  model: (tx) => tx.resource,
  select: resourceSelect,
  toDto: (row) => row,
  notFound: () => new AppError("NOT_FOUND", messages.admin.resourceNotFound),
});

/** Every resource, newest first: { id, title, category, description, link, createdAt }. */
export async function listResources(db: PrismaClient) {
  return db.resource.findMany({ orderBy: [{ createdAt: "desc" }, { id: "asc" }], select: resourceSelect });
}

/** Adds a resource (link must be http/https). Audited as "resource.create". Output: the resource. */
export async function createResource(db: PrismaClient, input: ResourceValues, actorId: string) {
  return createWithAudit(db, actorId, {
    action: "resource.create",
    create: (tx) => tx.resource.create({ data: input, select: resourceSelect }),
  });
}

/** Replaces a resource's fields. Audited as "resource.update". Output: the resource. Errors: NOT_FOUND "Resource not found". */
export async function updateResource(
  db: PrismaClient,
  input: ResourceValues & { id: string },
  actorId: string,
) {
  const { id, ...values } = input;
  return updateWithAudit(db, actorId, {
    action: "resource.update",
    id,
    notFound: resourceRows.notFound,
    find: (tx) => resourceRows.find(tx, id),
    update: (tx) => resourceRows.update(tx, id, values),
  });
}

/** Deletes a resource. Audited as "resource.delete". Output: { id }. Errors: NOT_FOUND "Resource not found". */
export const deleteResource = rowDeleter("resource.delete", resourceRows);
