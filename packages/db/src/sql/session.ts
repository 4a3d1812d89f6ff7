/**
 * The session check of every signed-in request, and the account checks around it, sent straight to
 * the driver (driver.ts): Prisma's relation mapping cost more CPU than the query. Instants come as
 * epoch milliseconds (float8).
 */
import type { PrismaClient } from "../generated/prisma/client.ts";
import { readRows, runStatement, type RawDb } from "../driver.ts";

const epochMs = (column: string) => `floor(extract(epoch FROM ${column}) * 1000)::float8`;

/** The session-and-user statement: $1 is the session token's SHA-256 hex (also sent by the benchmark's bare baseline). */
export const SESSION_AND_USER_SQL = `SELECT s.user_id, ${epochMs("s.expires_at")} AS expires_at, ${epochMs("s.created_at")} AS created_at,
  ${epochMs("s.last_used_at")} AS last_used_at, u.email,
  coalesce((SELECT json_agg(r.role::text ORDER BY r.role) FROM user_roles r WHERE r.user_id = u.id), '[]') AS roles,
  coalesce((SELECT json_agg(ls.lab_id ORDER BY ls.lab_id) FROM lab_staff ls WHERE ls.user_id = u.id), '[]') AS staff_lab_ids
FROM sessions s JOIN users u ON u.id = s.user_id
WHERE s.id = $1`;

/** A row of SESSION_AND_USER_SQL. */
export interface SessionRow {
  user_id: string;
  /** Epoch milliseconds. */
  expires_at: number;
  created_at: number;
  last_used_at: number;
  email: string;
  roles: string[];
  staff_lab_ids: string[];
}

/** The session stored under `tokenHash` with its user's email, roles and staff labs; null when none. */
export async function readSessionAndUser(
  db: Pick<PrismaClient, "$queryRawUnsafe">,
  tokenHash: string,
): Promise<SessionRow | null> {
  const [row] = await readRows<SessionRow>(db, SESSION_AND_USER_SQL, [tokenHash]);
  return row ?? null;
}

/**
 * Moves the session's expiry to `expiresAt`, never past `maxLifetimeMs` after its creation.
 * Output: nothing (no session under `tokenHash`: no change).
 */
export async function extendSession(
  db: RawDb,
  tokenHash: string,
  expiresAt: Date,
  maxLifetimeMs: number,
): Promise<void> {
  await runStatement(
    db,
    `UPDATE sessions SET expires_at = LEAST($1::timestamptz, created_at + make_interval(secs => $2::float8)) WHERE id = $3`,
    [expiresAt, maxLifetimeMs / 1000, tokenHash],
  );
}

/** Whether the user's row still exists (an account deleted while its session was in use: false). */
export async function userExists(
  db: Pick<PrismaClient, "$queryRawUnsafe">,
  userId: string,
): Promise<boolean> {
  return (await readRows(db, `SELECT id FROM users WHERE id = $1::uuid`, [userId])).length > 0;
}
