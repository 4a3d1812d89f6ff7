/**
 * The part of a `Database` both engines share: a `pg` pool (to PostgreSQL, or to the embedded
 * PGlite's thread over its Unix socket), Prisma on it through `@prisma/adapter-pg`, the raw `sql`
 * runner, and the driver that `sql/` statements and `transaction()` use (driver.ts).
 */
import type pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/prisma/client.ts";
import type { SqlRunner } from "./migrate.ts";
import { guardRootClient, registerDriver, type DriverSession } from "./driver.ts";
import type { Database } from "./index.ts";

export interface PoolDatabaseOptions {
  kind: Database["kind"];
  /** PostgreSQL schema Prisma's queries name. */
  schema: string;
  /** The pool's `max`. */
  max: number;
  /** Runs after the pool has ended (the PGlite thread's shutdown, its lock). */
  afterEnd?: () => Promise<void>;
}

/**
 * A Database over `pool` (whose 'error' event the caller already hears). Every statement of the app goes through its root client, which refuses
 * to run inside a transaction of the same database (driver.ts, misuse guard).
 */
export function poolDatabase(pool: pg.Pool, options: PoolDatabaseOptions): Database {
  const root = guardRootClient(pool, ["query", "connect"]);
  const sql: SqlRunner = {
    query: (text, params) => root.query(text, params as unknown[]) as never,
    exec: async (text) => root.query(text),
  };
  const prisma = new PrismaClient({ adapter: new PrismaPg(root, { schema: options.schema }) });
  registerDriver(prisma, {
    key: pool,
    query: (text, params) => sql.query(text, params),
    begin: () => beginOn(root),
  });
  return {
    prisma,
    kind: options.kind,
    sql,
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: options.max,
    }),
    async close() {
      try {
        await prisma.$disconnect();
        await pool.end();
      } finally {
        await options.afterEnd?.();
      }
    },
  };
}

/** BEGIN on a connection of the pool's own, held until the session's `finish`. */
async function beginOn(root: pg.Pool): Promise<DriverSession> {
  const client = await root.connect();
  // The connection lost while checked out: its statements reject (and the pool drops it on
  // release); the 'error' event it also emits must be heard or it ends the process.
  const lost = () => {};
  client.on("error", lost);
  try {
    await client.query("BEGIN");
  } catch (error) {
    client.off("error", lost);
    client.release(error as Error);
    throw error;
  }
  return {
    query: (text, params) => client.query(text, params as unknown[]) as never,
    async finish(commit) {
      // A connection that cannot even roll back is closed rather than returned to the pool.
      let broken: Error | undefined;
      try {
        if (commit) await client.query("COMMIT");
        else await client.query("ROLLBACK").catch((error: Error) => (broken = error));
      } finally {
        client.off("error", lost);
        client.release(broken);
      }
    },
  };
}
