/**
 * Re-running a transaction that PostgreSQL aborted to break a deadlock (SQLSTATE 40P01) or for a
 * serialization failure (40001). Lock orders (row-locks.ts) prevent the deadlocks that can be
 * prevented; some cannot, such as a row that did not exist yet when a transaction took its locks.
 * PostgreSQL then aborts one of the two transactions, which only has to run again, once the other
 * has committed, to succeed: without a retry its caller answered 500 (INTERNAL_SERVER_ERROR).
 */
import { sqlStateOf } from "./errors.ts";

/** How many times `retryTransaction` runs a transaction at most, the first run included. */
export const TRANSACTION_ATTEMPTS = 3;

const RETRYABLE_SQLSTATES = new Set(["40P01", "40001"]);

/**
 * Whether `error` says PostgreSQL aborted the transaction as a deadlock victim (40P01) or for a
 * serialization failure (40001). Shapes seen through @prisma/adapter-pg 7.10 (both codes alike):
 * - a model query: PrismaClientKnownRequestError code "P2034" ("Transaction failed due to a write
 *   conflict or a deadlock"), meta.driverAdapterError.cause = { kind: "TransactionWriteConflict",
 *   originalCode: "40P01", originalMessage: "deadlock detected" };
 * - a raw query ($queryRaw, $executeRaw…): code "P2010" ("Raw query failed. Code: `40P01`"), with
 *   the same meta.driverAdapterError.cause;
 * - pg itself (a driver transaction, see @labcompare/db's driverTransaction): `code: "40P01"`.
 */
export function isTransactionConflict(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  if ((error as { code?: unknown }).code === "P2034") return true;
  const sqlState = sqlStateOf(error);
  return sqlState !== undefined && RETRYABLE_SQLSTATES.has(sqlState);
}

/**
 * Runs `transaction` (a whole transaction: it begins, and commits or rolls back, inside) and runs it
 * again when it fails with a deadlock or serialization failure (`isTransactionConflict`), up to
 * `attempts` runs in all (default TRANSACTION_ATTEMPTS), after a short random wait (about 10–30 ms,
 * then 20–60 ms) so the two victims of a repeat do not meet again in step. Output: what the run that
 * succeeded returned. Errors: any other error of a run, unchanged, at once; the conflict itself after
 * the last run. Only for work that is safe to repeat: nothing outside the transaction in `transaction`.
 */
export async function retryTransaction<T>(transaction: () => Promise<T>, attempts: number = TRANSACTION_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= attempts || !isTransactionConflict(error)) throw error;
      const delayMs = 20 * 2 ** (attempt - 1) * (0.5 + Math.random());
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
