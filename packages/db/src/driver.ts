/**
 * Statements sent straight to the driver (pg's pool, to PostgreSQL or to PGlite's thread) that a Prisma client opened by
 * `openDatabase` sits on, instead of through Prisma's client runtime: the hot reads and writes of the
 * `sql/` modules (`readRows`, `runStatement`) and the raw transactions of `transaction()`.
 *
 * Why: Prisma's runtime adds several times the driver's own CPU per statement, more again when it
 * maps relations, and a model query inside a transaction compiles its plan first; on the API's
 * hottest routes that was a large share of the server's CPU per request (docs/performance.md).
 *
 * Both drivers must answer alike, so a statement read this way returns only text, integer (int4),
 * float8, boolean, text[] and json columns: numeric as `::text` (AED strings), bigint as `::int`,
 * no dates (epoch milliseconds as float8 instead).
 *
 * Misuse guard: while a transaction's function runs, a statement sent on the root client of the same
 * database (the Prisma client, `db.sql`, another transaction) throws at once. On PGlite it would wait
 * for that transaction's single connection for ever; on PostgreSQL it would run outside the
 * transaction, and may wait for the transaction's own locks.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { PrismaClient } from "./generated/prisma/client.ts";
import type { SqlRunner } from "./migrate.ts";
import { tracedDriver } from "./driver-tracing.ts";

/** One statement on a driver connection (or inside a driver transaction). */
export type DriverQuery = Pick<SqlRunner, "query">;

/** A transaction opened on the driver: its statements, then COMMIT (`true`) or ROLLBACK (`false`). */
export interface DriverSession extends DriverQuery {
  /** Ends the transaction; rejects with COMMIT's error (the connection is given back either way). */
  finish(commit: boolean): Promise<void>;
}

/** What `openDatabase` registers for a client: its driver's statements and transactions. */
export interface Driver extends DriverQuery {
  /** The database's identity for the misuse guard (its pool). */
  key: object;
  /** BEGIN on a connection of its own (waits for one while the pool is full: PGlite's has one). */
  begin(): Promise<DriverSession>;
}

/** The driver each client from `openDatabase` runs on (weak: a closed client is not kept alive). */
const drivers = new WeakMap<object, Driver>();

/** Records that `prisma` runs on `driver` (openDatabase); its statements get trace spans (driver-tracing.ts). */
export function registerDriver(prisma: PrismaClient, driver: Driver): void {
  drivers.set(prisma, tracedDriver(driver));
}

/** The driver under a client from `openDatabase`, or undefined (a transaction's client, a client made elsewhere). */
export function driverOf(db: object): Driver | undefined {
  return drivers.get(db);
}

/** The transaction whose function is running in this async context, and whether it is still open. */
interface Held {
  key: object;
  open: boolean;
}
const held = new AsyncLocalStorage<Held>();
/** Transactions whose function is running, in this process. */
let running = 0;

/** Runs `fn` marked as inside a transaction on the database `key` (see the misuse guard above). */
export async function runHeld<T>(key: object, fn: () => Promise<T>): Promise<T> {
  const mark: Held = { key, open: true };
  running++;
  try {
    return await held.run(mark, fn);
  } finally {
    // Work `fn` started and left running may use the root client once the transaction has ended.
    mark.open = false;
    // An enabled AsyncLocalStorage tracks every promise on Node 20 (CPU on every request): on only
    // while a transaction runs. `run` enables it again.
    if (--running === 0) held.disable();
  }
}

/** Throws when a transaction on the database `key` is running in this async context (root-client misuse). */
function assertNotHeld(key: object): void {
  const mark = held.getStore();
  if (mark?.open && mark.key === key) {
    throw new Error(
      "A statement was sent on the root database client while a transaction of the same database is running in this call: " +
        "send it on the `tx` that transaction() passes to its function, or move it after the transaction ends " +
        "(on PGlite it would wait for the transaction's single connection for ever).",
    );
  }
}

/**
 * `target` (a pg Pool) with the methods named in `guarded` refusing to run inside
 * a transaction of the same database (`assertNotHeld`). Every other member is the target's own.
 */
export function guardRootClient<T extends object>(target: T, guarded: readonly string[]): T {
  const wrapped = new Map<PropertyKey, unknown>();
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property, object);
      if (typeof value !== "function") return value;
      let method = wrapped.get(property);
      if (!method) {
        const fn = value as (...args: unknown[]) => unknown;
        method = guarded.includes(property as string)
          ? (...args: unknown[]) => {
              assertNotHeld(target);
              return fn.apply(object, args);
            }
          : fn.bind(object);
        wrapped.set(property, method);
      }
      return method;
    },
  });
}

/**
 * What raw statements need of a client: Prisma's client, the client of a Prisma transaction, or the
 * `tx` of a raw transaction (`transaction(db, fn, { raw: true })`).
 */
export type RawDb = Pick<PrismaClient, "$queryRawUnsafe" | "$executeRawUnsafe">;

/**
 * The rows of one statement, text with `$1…` placeholders and its values: through the driver under
 * `db` when `db` came from `openDatabase`, otherwise (a transaction's client, a client made
 * elsewhere) through `db.$queryRawUnsafe`, inside that transaction. Column types: see the module
 * comment. Throws the driver's error.
 */
export async function readRows<T>(
  db: Pick<PrismaClient, "$queryRawUnsafe">,
  text: string,
  values: readonly unknown[] = [],
): Promise<T[]> {
  const driver = drivers.get(db);
  if (driver) return (await driver.query<T>(text, values as unknown[])).rows;
  return db.$queryRawUnsafe<T[]>(text, ...values);
}

/** One write (no rows wanted), sent as `readRows` sends a read. Output: the number of rows it touched. */
export async function runStatement(
  db: RawDb,
  text: string,
  values: readonly unknown[] = [],
): Promise<number> {
  const driver = drivers.get(db);
  if (!driver) return db.$executeRawUnsafe(text, ...values);
  return affectedRows(await driver.query(text, values as unknown[]));
}

/** Rows a write touched, as pg (`rowCount`) and PGlite (`affectedRows`) report it. */
function affectedRows(result: unknown): number {
  const { rowCount, affectedRows: affected } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affected ?? 0;
}

/** A driver connection seen as a `RawDb`, so the same statement helpers run on it and on Prisma. */
export function rawDbOver(q: DriverQuery): RawDb {
  const raw = {
    $queryRawUnsafe: async (text: string, ...values: unknown[]) => (await q.query(text, values)).rows,
    $executeRawUnsafe: async (text: string, ...values: unknown[]) =>
      affectedRows(await q.query(text, values)),
  };
  return raw as unknown as RawDb;
}

/** `readRows` for a `Prisma.sql` template (its `$n` text and values). */
export function readSql<T>(
  db: Pick<PrismaClient, "$queryRawUnsafe">,
  statement: { text: string; values: unknown[] },
): Promise<T[]> {
  return readRows<T>(db, statement.text, statement.values);
}
