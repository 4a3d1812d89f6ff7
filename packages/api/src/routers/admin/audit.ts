/**
 * The audit trail of the admin console: every admin write adds one AuditLog row (who, what, which
 * row, before and after), written with the same client — pass the transaction client so the log
 * row commits or rolls back together with the change.
 */
import { randomUUID } from "node:crypto";
import type { Prisma, PrismaClient, RawDb } from "@labcompare/db";
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

/** JSON text for a Json column: Decimal → string, Date → ISO string; null/undefined → SQL NULL. */
export function toAuditJson(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return JSON.stringify(value);
}

/**
 * One statement, raw: audit rows are written inside other writes' transactions (every admin write,
 * every booking), where a model create's query compilation and mapping cost more CPU than the insert.
 */
const INSERT_AUDIT_SQL = `INSERT INTO audit_logs (id, actor_id, action, entity, entity_id, before, after, created_at)
VALUES ($1::uuid, $2::uuid, $3, $4, $5, $6::jsonb, $7::jsonb, $8::timestamptz)`;

/** Inserts one AuditLog row for `actorId` (the signed-in user). Returns nothing; throws on database errors. */
export async function recordAudit(db: RawDb, actorId: string, entry: AuditEntry): Promise<void> {
  await db.$executeRawUnsafe(
    INSERT_AUDIT_SQL,
    randomUUID(),
    actorId,
    entry.action,
    entry.entity,
    entry.entityId ?? null,
    toAuditJson(entry.before),
    toAuditJson(entry.after),
    new Date(),
  );
}
