/**
 * Hot read statements sent straight to the driver (pg's pool, or PGlite) that a Prisma client opened
 * by `openDatabase` sits on, instead of through Prisma's raw-query path.
 *
 * Why: Prisma's client runtime costs ~100–300 µs of CPU per statement on top of the driver's ~80 µs
 * (measured on this machine: `$queryRaw` 260 µs, `$queryRawUnsafe` 178 µs, `pg` 81 µs for a one-row
 * read), and more again when it maps relations (a test with 17 offers: 1,330 µs through
 * `findFirst`, 240 µs through `pg`). On the public catalogue's reads that was a quarter of the
 * server's CPU per request (docs/performance.md, issue 12).
 *
 * Both drivers must answer alike, so a statement read this way returns only text, integer (int4),
 * float8, boolean, text[] and json columns: numeric as `::text` (AED strings), bigint as `::int`,
 * no dates. The direct path sees no transaction: inside `$transaction`, pass the transaction client
 * (it is not registered) and the statement goes through Prisma on that transaction.
 */
import { Prisma, type PrismaClient } from "./generated/prisma/client.ts";
import type { SqlRunner } from "./migrate.ts";

/** The driver each client from `openDatabase` runs on (weak: a closed client is not kept alive). */
const drivers = new WeakMap<object, SqlRunner>();

/** Records that `prisma` runs on `sql` (openDatabase). */
export function registerDriver(prisma: PrismaClient, sql: SqlRunner): void {
  drivers.set(prisma, sql);
}

type Queryable = Pick<PrismaClient, "$queryRawUnsafe">;

/**
 * The rows of one read statement, text with `$1…` placeholders and its values: through the driver
 * under `db` when `db` came from `openDatabase`, otherwise (a transaction client, a client made
 * elsewhere) through `db.$queryRawUnsafe`. Column types: see the module comment.
 * Throws the driver's error (a malformed statement is a bug, not bad input).
 */
export async function readRows<T>(db: Queryable, text: string, values: readonly unknown[] = []): Promise<T[]> {
  const driver = drivers.get(db);
  if (driver) return (await driver.query<T>(text, values as unknown[])).rows;
  return db.$queryRawUnsafe<T[]>(text, ...values);
}

/** `readRows` for a `Prisma.sql` template (its `$n` text and values). */
export function readSql<T>(db: Queryable, statement: Prisma.Sql): Promise<T[]> {
  return readRows<T>(db, statement.text, statement.values);
}
