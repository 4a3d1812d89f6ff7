/**
 * Row locks that serialise two changes of one thing inside their transactions (PostgreSQL; PGlite
 * runs one transaction at a time anyway). Each prevents a race: twin requests reading the same
 * state, then both writing it (P2002), one deleting what the other is about to reference (P2003), or
 * two taking the same rows in opposite orders (40P01).
 * `tx`: a transaction's client. Output: whether the row exists (false: the caller answers NOT_FOUND).
 */
import type { PrismaClient } from "../generated/prisma/client.ts";
import { readRows } from "../driver.ts";

/** A transaction's client (Prisma's, or a raw transaction's `tx`). */
type Tx = Pick<PrismaClient, "$queryRawUnsafe">;

/** One change of a user's roles or basket at a time: the user's row FOR NO KEY UPDATE. */
export async function lockUserForChange(tx: Tx, userId: string): Promise<boolean> {
  return (
    (await readRows(tx, `SELECT id FROM users WHERE id = $1::uuid FOR NO KEY UPDATE`, [userId])).length > 0
  );
}

/**
 * Keeps an active family member of `userId` until commit for a write that references it (a new
 * booking): FOR KEY SHARE, so removing the member waits. False: no such active member.
 */
export async function holdFamilyMemberForReference(
  tx: Tx,
  userId: string,
  memberId: string,
): Promise<boolean> {
  const sql = `SELECT id FROM family_members WHERE id = $1::uuid AND user_id = $2::uuid AND archived_at IS NULL FOR KEY SHARE`;
  return (await readRows(tx, sql, [memberId, userId])).length > 0;
}

/**
 * One change of a family member at a time, and none while a booking that references it commits:
 * the member's row FOR UPDATE (waits for holdFamilyMemberForReference). False: no such active member.
 */
export async function lockFamilyMemberForChange(tx: Tx, userId: string, memberId: string): Promise<boolean> {
  const sql = `SELECT id FROM family_members WHERE id = $1::uuid AND user_id = $2::uuid AND archived_at IS NULL FOR UPDATE`;
  return (await readRows(tx, sql, [memberId, userId])).length > 0;
}

/**
 * Keeps a user's row until commit for a write that references it (a new booking): FOR KEY SHARE, so
 * deleting the account (or changing its email, a key) waits, while profile, basket and role changes
 * do not. Taken first, as deleting the account takes the user's row before its bookings' slots: taken
 * by the booking's insert, after the slot, it deadlocked with the deletion (40P01).
 */
export async function holdUserForReference(tx: Tx, userId: string): Promise<boolean> {
  return (await readRows(tx, `SELECT id FROM users WHERE id = $1::uuid FOR KEY SHARE`, [userId])).length > 0;
}

/** One change of a lab's offers at a time (upserts, price-list imports): the lab's row FOR NO KEY UPDATE. */
export async function lockLabForChange(tx: Tx, labId: string): Promise<boolean> {
  return (
    (await readRows(tx, `SELECT id FROM labs WHERE id = $1::uuid FOR NO KEY UPDATE`, [labId])).length > 0
  );
}

/**
 * Keeps labs' rows until commit for writes that reference them (a staff member's lab assignments):
 * FOR KEY SHARE in id order, so deleting one of them waits while edits of them do not; a lab deleted
 * meanwhile failed the lab_staff insert (P2003). `labIds`: the labs (duplicates allowed). Output:
 * whether every one exists (false: an unknown or deleted lab; the caller answers NOT_FOUND).
 */
export async function holdLabsForReference(tx: Tx, labIds: readonly string[]): Promise<boolean> {
  return holdRowsForReference(tx, "labs", labIds);
}

/**
 * Keeps tests' rows until commit for writes that reference them (offers): FOR KEY SHARE in id order,
 * so deleting one of them waits while edits of them do not. `testIds`: the tests (duplicates allowed).
 * Output: whether every one exists (false: one was deleted; the caller answers NOT_FOUND or re-reads).
 */
export async function holdTestsForReference(tx: Tx, testIds: readonly string[]): Promise<boolean> {
  return holdRowsForReference(tx, "tests", testIds);
}

/** FOR KEY SHARE on the rows `ids` of `table`, in id order (so two holders never deadlock). Output: whether every one exists. */
async function holdRowsForReference(
  tx: Tx,
  table: "labs" | "tests",
  ids: readonly string[],
): Promise<boolean> {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) return true;
  const sql = `SELECT id FROM ${table} WHERE id = ANY($1::uuid[]) ORDER BY id FOR KEY SHARE`;
  return (await readRows(tx, sql, [distinct])).length === distinct.length;
}

/**
 * Keeps a test category's row until commit for a write that references it (a test): FOR KEY SHARE,
 * so a category deleted meanwhile waits for this write (or, deleted first, is not found here) instead
 * of failing the test's foreign key. Output: whether it exists.
 */
export async function holdCategoryForReference(tx: Tx, categoryId: string): Promise<boolean> {
  return (
    (await readRows(tx, `SELECT id FROM test_categories WHERE id = $1::uuid FOR KEY SHARE`, [categoryId]))
      .length > 0
  );
}

/**
 * The admin role rows FOR UPDATE, in id order, so two admins leaving (or removing each other) at once
 * cannot leave none. Output: the user ids holding the admin role.
 */
export async function lockAdminRoles(tx: Tx): Promise<string[]> {
  const rows = await readRows<{ user_id: string }>(
    tx,
    `SELECT user_id::text AS user_id FROM user_roles WHERE role = 'admin' ORDER BY id FOR UPDATE`,
  );
  return rows.map((r) => r.user_id);
}

/**
 * Deleting an account: its rows locked in the order the other writes take them, so none deadlocks
 * with the deletion: its open bookings first (a lab's cancel holds the booking, then its email row
 * references the user), then its email links (opening one takes the link, then the user), then the
 * user's row (a concurrent deletion of the same account waits here, then finds it gone).
 * Output: whether the user still exists.
 */
export async function lockAccountForDeletion(tx: Tx, userId: string): Promise<boolean> {
  await readRows(
    tx,
    `SELECT id FROM bookings WHERE user_id = $1::uuid AND status IN ('pending', 'confirmed') ORDER BY id FOR UPDATE`,
    [userId],
  );
  await readRows(tx, `SELECT id FROM email_tokens WHERE user_id = $1::uuid ORDER BY id FOR UPDATE`, [userId]);
  return (
    (await readRows(tx, `SELECT id::text FROM users WHERE id = $1::uuid FOR UPDATE`, [userId])).length > 0
  );
}
