/**
 * The audit trail of the admin console: every admin write adds one AuditLog row (who, what, which
 * row, before and after), written with the same client — pass the transaction client so the log
 * row commits or rolls back together with the change.
 */
import { Prisma, type PrismaClient } from "@labcompare/db";
import type { AuditEntity } from "@labcompare/validators";

/** A Prisma client or the client of an open interactive transaction. */
export type Db = PrismaClient | Prisma.TransactionClient;

export interface AuditEntry {
  /** "<entity>.<verb>", e.g. "booking.updateStatus", "test.create". */
  action: string;
  entity: AuditEntity;
  entityId?: string | null;
  /** State before the write (null for a create). Dates become ISO strings, Decimals "85.00"-style strings. */
  before?: unknown;
  /** State after the write (null for a delete). */
  after?: unknown;
}

/** JSON for a Json column: Decimal → string, Date → ISO string; null/undefined → SQL NULL. */
export function toAuditJson(value: unknown): Prisma.InputJsonValue | typeof Prisma.DbNull {
  if (value === null || value === undefined) return Prisma.DbNull;
  return JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;
}

/** Inserts one AuditLog row for `actorId` (the signed-in admin). Returns nothing; throws on database errors. */
export async function recordAudit(db: Db, actorId: string, entry: AuditEntry): Promise<void> {
  await db.auditLog.create({
    data: {
      actorId,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      before: toAuditJson(entry.before),
      after: toAuditJson(entry.after),
    },
  });
}
