/**
 * The one way to run a transaction: `transaction(db, fn, options)`. It honours a start deadline
 * (`maxWait`) and a run deadline (`timeout`), runs the whole of `fn` again when PostgreSQL aborts it
 * as a deadlock victim (40P01) or for a serialization failure (40001), and behaves alike on
 * PostgreSQL and PGlite. `fn` gets Prisma's transaction client, or with `raw: true` a client of raw
 * statements only, sent straight to the driver (see driver.ts: the hot paths' CPU).
 *
 * Deadlocks: lock orders (sql/locks.ts) prevent the ones that can be prevented; some cannot, such as
 * a row that did not exist yet when a transaction took its locks. PostgreSQL then aborts one of the
 * two, which only has to run again once the other has committed.
 */
import type { Prisma, PrismaClient } from "./generated/prisma/client.ts";
import { driverOf, rawDbOver, runHeld, type Driver, type DriverSession, type RawDb } from "./driver.ts";

/** A Prisma client or the client of an open transaction (model queries and raw statements). */
export type Db = PrismaClient | Prisma.TransactionClient;

export interface TransactionOptions {
  /** Milliseconds to wait for a connection before giving up (default 10 000: a burst queues instead of failing). */
  maxWait?: number;
  /** Milliseconds `fn` may run, from BEGIN to COMMIT; then it is rolled back and rejected (default 5 000). */
  timeout?: number;
  /** Runs at most, the first included, when the transaction is aborted by a conflict (default TRANSACTION_ATTEMPTS). */
  attempts?: number;
}

/**
 * A transaction's deadline passed: it did not start within `maxWait` (the connections stayed busy)
 * or did not finish within `timeout` (rolled back). Prisma's own form of it is P2028.
 */
export class TransactionTimeoutError extends Error {
  override readonly name = "TransactionTimeoutError";
}

/** How many times `transaction` runs a transaction at most, the first run included. */
export const TRANSACTION_ATTEMPTS = 3;

const DEFAULT_MAX_WAIT_MS = 10_000;
const DEFAULT_TIMEOUT_MS = 5_000;

/**
 * Runs `fn` in one transaction on `db` (a client from `openDatabase`): COMMIT when it returns (its
 * value is the output), ROLLBACK when it throws (the error rethrown unchanged, e.g. a unique
 * violation with SQLSTATE 23505). `options.raw`: `fn` sends raw statements only (`tx.$queryRawUnsafe`,
 * `tx.$executeRawUnsafe`, the `sql/` modules), on the driver; otherwise `tx` is Prisma's transaction
 * client. A conflict (`isTransactionConflict`) runs `fn` again after a short random wait, up to
 * `attempts` runs, so `fn` must do nothing outside the database. Errors: the timeouts' ("… did not
 * start within …" / "… timed out after …"; Prisma's P2028 without `raw`); a statement on the root
 * client inside `fn` throws at once (driver.ts, misuse guard) instead of waiting for ever on PGlite.
 */
export function transaction<T>(
  db: PrismaClient,
  fn: (tx: RawDb) => Promise<T>,
  options: TransactionOptions & { raw: true },
): Promise<T>;
export function transaction<T>(
  db: PrismaClient,
  fn: (tx: Prisma.TransactionClient) => Promise<T>,
  options?: TransactionOptions & { raw?: false },
): Promise<T>;
export function transaction<T>(
  db: PrismaClient,
  fn: (tx: never) => Promise<T>,
  options: TransactionOptions & { raw?: boolean } = {},
): Promise<T> {
  const maxWait = options.maxWait ?? DEFAULT_MAX_WAIT_MS;
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  const driver = driverOf(db);
  const run = fn as (tx: unknown) => Promise<T>;
  if (options.raw && driver)
    return retryOnConflict(() => driverTransaction(driver, run, maxWait, timeout), options.attempts);
  // Prisma rolls back at `timeout` itself; the deadline makes the caller hear of it then too.
  const held = (tx: unknown) => withinTimeout(driver ? runHeld(driver.key, () => run(tx)) : run(tx), timeout);
  return retryOnConflict(
    () => db.$transaction((tx) => held(tx).promise, { maxWait, timeout }),
    options.attempts,
  );
}

/** `transaction`'s raw case: BEGIN on the driver, `fn`, COMMIT, under the two deadlines. */
async function driverTransaction<T>(
  driver: Driver,
  fn: (tx: RawDb) => Promise<T>,
  maxWait: number,
  timeout: number,
): Promise<T> {
  const session = await withinMaxWait(driver.begin(), maxWait);
  let closed = false;
  const tx = rawDbOver({
    query: (text, values) => {
      if (closed)
        throw new Error(
          "This transaction has ended (committed, rolled back or timed out): its `tx` can no longer be used.",
        );
      return session.query(text, values);
    },
  });
  const running = withinTimeout(
    runHeld(driver.key, () => fn(tx)),
    timeout,
  );
  try {
    const result = await running.promise;
    closed = true;
    await session.finish(true);
    return result;
  } catch (error) {
    closed = true;
    const rolledBack = session.finish(false).catch(() => {});
    // A timed-out `fn` may still wait on a statement; the rollback follows it, the caller need not.
    if (!running.timedOut()) await rolledBack;
    throw error;
  }
}

/** A promise rejected with TransactionTimeoutError(`message`) after `ms`; `fired()` tells whether it was, `clear()` stops its timer. */
function deadline(
  ms: number,
  message: string,
): { promise: Promise<never>; fired: () => boolean; clear: () => void } {
  let timer: NodeJS.Timeout | undefined;
  let fired = false;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      fired = true;
      reject(new TransactionTimeoutError(message));
    }, ms);
  });
  return { promise, fired: () => fired, clear: () => clearTimeout(timer) };
}

/** `work`, or a rejection after `timeout` ms, whichever comes first; `timedOut()` tells which. */
function withinTimeout<T>(
  work: Promise<T>,
  timeout: number,
): { promise: Promise<T>; timedOut: () => boolean } {
  const timer = deadline(
    timeout,
    `The transaction timed out after ${timeout} ms (its timeout option) and was rolled back.`,
  );
  return { promise: Promise.race([work, timer.promise]).finally(timer.clear), timedOut: timer.fired };
}

/** The session `starting` gives, or a rejection after `maxWait` ms (a session arriving later is rolled back). */
async function withinMaxWait(starting: Promise<DriverSession>, maxWait: number): Promise<DriverSession> {
  const timer = deadline(
    maxWait,
    `The transaction did not start within ${maxWait} ms (its maxWait option): the database's connections stayed busy.`,
  );
  starting.then(
    (session) => {
      if (timer.fired()) void session.finish(false).catch(() => {});
    },
    () => {},
  );
  try {
    return await Promise.race([starting, timer.promise]);
  } finally {
    timer.clear();
  }
}

const RETRYABLE_SQLSTATES = new Set(["40P01", "40001"]);

/**
 * The SQLSTATE of a database error (e.g. "23503"), or undefined when `error` carries none. Shapes, as
 * seen through Prisma 7.10 on pg and on PGlite:
 * - pg's and PGlite's own errors (statements sent to the driver): `code`;
 * - Prisma's errors that came from the driver, model queries (P2003, P2034…) and raw ones (P2010,
 *   "Raw query failed. Code: `23503`"): `meta.driverAdapterError.cause.originalCode`. Their `code`
 *   is Prisma's own, never a SQLSTATE (Prisma's are P1000–P6999; PostgreSQL's P-class is P0xxx).
 */
export function sqlStateOf(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { code, meta } = error as {
    code?: unknown;
    meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } };
  };
  const original = meta?.driverAdapterError?.cause?.originalCode;
  if (typeof original === "string") return original;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && !/^P[1-9]\d{3}$/.test(code)
    ? code
    : undefined;
}

/**
 * Whether `error` says PostgreSQL aborted the transaction as a deadlock victim (40P01) or for a
 * serialization failure (40001). Shapes seen through @prisma/adapter-pg 7.10 (both codes alike):
 * - a model query: PrismaClientKnownRequestError code "P2034" ("Transaction failed due to a write
 *   conflict or a deadlock"), meta.driverAdapterError.cause = { kind: "TransactionWriteConflict",
 *   originalCode: "40P01", originalMessage: "deadlock detected" };
 * - a raw query ($queryRaw, $executeRaw…): code "P2010" ("Raw query failed. Code: `40P01`"), with
 *   the same meta.driverAdapterError.cause;
 * - pg itself (a raw transaction): `code: "40P01"`.
 */
export function isTransactionConflict(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  if ((error as { code?: unknown }).code === "P2034") return true;
  const sqlState = sqlStateOf(error);
  return sqlState !== undefined && RETRYABLE_SQLSTATES.has(sqlState);
}

/**
 * `transaction`'s retry: runs `run` (a whole transaction) again when it fails with a conflict
 * (`isTransactionConflict`), up to `attempts` runs in all, after a short random wait (about 10–30 ms,
 * then 20–60 ms) so the two victims of a repeat do not meet again in step. Output: what the run that
 * succeeded returned. Errors: any other error of a run, unchanged, at once; the conflict itself after
 * the last run. Exported for its tests; code opens transactions with `transaction`.
 */
export async function retryOnConflict<T>(
  run: () => Promise<T>,
  attempts: number = TRANSACTION_ATTEMPTS,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isTransactionConflict(error)) throw error;
      const delayMs = 20 * 2 ** (attempt - 1) * (0.5 + Math.random());
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
