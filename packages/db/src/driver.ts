/**
 * Statements sent straight to the driver (pg's pool, or PGlite) that a Prisma client opened by
 * `openDatabase` sits on, instead of through Prisma's client runtime: the hot reads of public pages
 * and the session check (`readRows`), and booking.create's transaction (`driverTransaction`).
 *
 * Why: Prisma's runtime costs ~100–300 µs of CPU per statement on top of the driver's ~80 µs
 * (measured on this machine: `$queryRaw` 260 µs, `$queryRawUnsafe` 178 µs, `pg` 81 µs for a one-row
 * read), more again when it maps relations (a test with 17 offers: 1,330 µs through `findFirst`,
 * 240 µs through `pg`), and a model query inside a transaction compiles its plan first. On the API's
 * hottest routes that was a quarter to a half of the server's CPU per request (docs/performance.md,
 * issue 12).
 *
 * Both drivers must answer alike, so a statement read this way returns only text, integer (int4),
 * float8, boolean, text[] and json columns: numeric as `::text` (AED strings), bigint as `::int`,
 * no dates (epoch milliseconds as float8 instead).
 */
import type { Prisma, PrismaClient } from "./generated/prisma/client.ts";
import type { SqlRunner } from "./migrate.ts";

/** One statement on a driver connection (or inside a driver transaction). */
export type DriverQuery = Pick<SqlRunner, "query">;

/** What `openDatabase` registers for a client: its driver's statements and transactions. */
export interface Driver extends DriverQuery {
  /** Runs `fn` in BEGIN … COMMIT on one connection; ROLLBACK (and the error rethrown) when it throws. */
  transaction<T>(fn: (tx: DriverQuery) => Promise<T>): Promise<T>;
}

/** The driver each client from `openDatabase` runs on (weak: a closed client is not kept alive). */
const drivers = new WeakMap<object, Driver>();

/** Records that `prisma` runs on `driver` (openDatabase). */
export function registerDriver(prisma: PrismaClient, driver: Driver): void {
  drivers.set(prisma, driver);
}

/**
 * What raw statements need of a client: Prisma's client, the client of a Prisma interactive
 * transaction, or a driver transaction (`driverTransaction`).
 */
export type RawDb = Pick<PrismaClient, "$queryRawUnsafe" | "$executeRawUnsafe">;

/**
 * The rows of one statement, text with `$1…` placeholders and its values: through the driver under
 * `db` when `db` came from `openDatabase`, otherwise (a transaction's client, a client made
 * elsewhere) through `db.$queryRawUnsafe`, inside that transaction. Column types: see the module
 * comment. Throws the driver's error.
 */
export async function readRows<T>(db: Pick<PrismaClient, "$queryRawUnsafe">, text: string, values: readonly unknown[] = []): Promise<T[]> {
  const driver = drivers.get(db);
  if (driver) return (await driver.query<T>(text, values as unknown[])).rows;
  return db.$queryRawUnsafe<T[]>(text, ...values);
}

/** One write outside any transaction (no rows wanted), sent as `readRows` sends a read. */
export async function runStatement(db: RawDb, text: string, values: readonly unknown[] = []): Promise<void> {
  const driver = drivers.get(db);
  if (driver) await driver.query(text, values as unknown[]);
  else await db.$executeRawUnsafe(text, ...values);
}

/** `readRows` for a `Prisma.sql` template (its `$n` text and values). */
export function readSql<T>(db: Pick<PrismaClient, "$queryRawUnsafe">, statement: Prisma.Sql): Promise<T[]> {
  return readRows<T>(db, statement.text, statement.values);
}

/** A driver connection seen as a `RawDb`, so the same statement helpers run on it and on Prisma. */
function rawDbOver(q: DriverQuery): RawDb {
  const raw = {
    $queryRawUnsafe: async (text: string, ...values: unknown[]) => (await q.query(text, values)).rows,
    $executeRawUnsafe: async (text: string, ...values: unknown[]) => {
      const result = (await q.query(text, values)) as { rowCount?: number | null; affectedRows?: number };
      return result.rowCount ?? result.affectedRows ?? 0;
    },
  };
  return raw as unknown as RawDb;
}

/**
 * Runs `fn` in one transaction on the driver under `prisma` (a pool connection, or PGlite's single
 * one, queued behind Prisma's own transactions): COMMIT when it returns, ROLLBACK when it throws
 * (the error is rethrown as the driver gave it: a unique violation is `code` "23505"). A client not
 * opened by `openDatabase` runs `fn` in a Prisma interactive transaction (`options`: its timeouts).
 * `fn` may send only raw statements (`$queryRawUnsafe`, `$executeRawUnsafe`, `readRows`), and only
 * on `tx`: on PGlite a statement on the root client waits for this transaction to end, forever.
 */
export async function driverTransaction<T>(
  prisma: PrismaClient,
  fn: (tx: RawDb) => Promise<T>,
  options?: { maxWait?: number; timeout?: number },
): Promise<T> {
  const driver = drivers.get(prisma);
  if (!driver) return prisma.$transaction((tx) => fn(tx), options);
  return driver.transaction((q) => fn(rawDbOver(q)));
}
