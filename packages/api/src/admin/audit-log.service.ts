/** Reading the audit log: newest first, filtered and paged, with the acting admin's email. */
import type { Prisma, PrismaClient } from "@labcompare/db";
import type { AuditEntity } from "@labcompare/validators";
import { dubaiDaysRange, listPage } from "../console-helpers.ts";

export const auditLogSelect = {
  id: true,
  action: true,
  entity: true,
  entityId: true,
  before: true,
  after: true,
  createdAt: true,
  actor: { select: { id: true, email: true } },
} satisfies Prisma.AuditLogSelect;

/** An audit row as the log shows it. */
type AuditLogRow = Prisma.AuditLogGetPayload<{ select: typeof auditLogSelect }>;

export interface AuditFilters {
  entity?: AuditEntity;
  entityId?: string;
  action?: string;
  actorId?: string;
  /** Asia/Dubai calendar days (yyyy-MM-dd), inclusive. */
  from?: string;
  to?: string;
  page: number;
}

/**
 * Audit rows newest first, 25 per page. Output: { items: { id, action, entity, entityId, before,
 * after (JSON), createdAt (Date), actor: { id, email } | null }[], total, page, pageSize, pageCount }.
 */
export async function listAuditLog(db: PrismaClient, input: AuditFilters) {
  const createdAt = dubaiDaysRange(input.from, input.to);
  const where: Prisma.AuditLogWhereInput = {
    ...(input.entity ? { entity: input.entity } : {}),
    ...(input.entityId ? { entityId: input.entityId } : {}),
    ...(input.action ? { action: input.action } : {}),
    ...(input.actorId ? { actorId: input.actorId } : {}),
    ...(createdAt ? { createdAt } : {}),
  };
  const orderBy: Prisma.AuditLogOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "desc" }];
  return listPage(
    db.auditLog,
    input.page,
    { where, orderBy, select: auditLogSelect },
    (row: AuditLogRow) => row,
  );
}
