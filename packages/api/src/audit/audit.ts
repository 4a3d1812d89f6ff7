/**
 * The audit trail of the admin console: every admin write adds one AuditLog row (who, what, which
 * row, before and after), written with the same client — pass the transaction client so the log
 * row commits or rolls back together with the change.
 */
import { insertAuditRow, type RawDb } from "@labcompare/db";
import type { AuditEntity } from "@labcompare/validators";

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

/** Inserts one AuditLog row for `actorId` (the signed-in user). Returns nothing; throws on database errors. */
export async function recordAudit(db: RawDb, actorId: string, entry: AuditEntry): Promise<void> {
  await insertAuditRow(db, {
    actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: toAuditJson(entry.before),
    after: toAuditJson(entry.after),
    createdAt: new Date(),
  });
}
