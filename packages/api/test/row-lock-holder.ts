/**
 * Forcing the order of concurrent transactions on PostgreSQL (TEST_DATABASE_URL): connections of the
 * test's own (outside the API's pool) hold row locks, and a monitor waits until the API's transactions
 * are queued behind them (pg_blocking_pids) before the locks are released.
 */
import pg from "pg";
import type { TestWorld } from "./helpers.ts";

/** The PostgreSQL server the tests run on; unset on PGlite (one connection, one transaction at a time). */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/** A connection of its own (outside the API's pool) on `world`'s schema. PostgreSQL only. */
export async function connect(world: TestWorld): Promise<pg.Client> {
  const { schema } = (
    await world.db.prisma.$queryRaw<{ schema: string }[]>`SELECT current_schema() AS schema`
  )[0]!;
  const client = new pg.Client({
    connectionString: testDatabaseUrl,
    options: `-c search_path=${schema},public`,
  });
  await client.connect();
  return client;
}

/** The backend process id of `client`'s session. */
export async function pidOf(client: pg.Client): Promise<number> {
  return (await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]!.pid;
}

/**
 * Waits (polling, up to 10 s) until `count` sessions wait, directly or through one another, for a
 * lock `holderPid` holds. Throws when they do not.
 */
export async function waitUntilBlocked(monitor: pg.Client, holderPid: number, count: number): Promise<void> {
  for (
    const started = Date.now();
    Date.now() - started < 10_000;
    await new Promise((r) => setTimeout(r, 10))
  ) {
    const { rows } = await monitor.query<{ pid: number; blockers: number[] }>(
      "SELECT pid, pg_blocking_pids(pid) AS blockers FROM pg_stat_activity WHERE datname = current_database()",
    );
    const blocked = new Set<number>();
    let grew = true;
    while (grew) {
      grew = false;
      for (const r of rows) {
        if (blocked.has(r.pid) || !r.blockers.some((b) => b === holderPid || blocked.has(b))) continue;
        blocked.add(r.pid);
        grew = true;
      }
    }
    if (blocked.size >= count) return;
  }
  throw new Error(`Expected ${count} sessions waiting for session ${holderPid}`);
}

/** One group of calls started together, and how many transactions they leave waiting. */
export interface RaceStep {
  start: () => Promise<unknown>[];
  /** Transactions of this step that wait, directly or not, for the held row. */
  waiting: number;
}

/** A row to hold: its table and its uuid id. */
export interface HeldRow {
  table: "users" | "tests";
  id: string;
}

/** `raceAtRow` at user `userId`'s row. */
export function raceAtUserRow(
  world: TestWorld,
  userId: string,
  steps: RaceStep[],
): Promise<PromiseSettledResult<unknown>[][]> {
  return raceAtRow(world, { table: "users", id: userId }, steps);
}

/**
 * Runs the steps so that they reach `row` in the order given. On PostgreSQL the row is held (FOR
 * UPDATE) from another connection; each step starts once the previous ones wait, and the row is
 * released when all wait. On PGlite (one transaction at a time, so no step can be made to wait) the
 * steps run one after the other. Output: each step's settled results, in order.
 */
export async function raceAtRow(
  world: TestWorld,
  row: HeldRow,
  steps: RaceStep[],
): Promise<PromiseSettledResult<unknown>[][]> {
  if (!testDatabaseUrl) {
    const results: PromiseSettledResult<unknown>[][] = [];
    for (const step of steps) results.push(await Promise.allSettled(step.start()));
    return results;
  }
  const [holder, monitor] = await Promise.all([connect(world), connect(world)]);
  const running: Promise<unknown>[][] = [];
  try {
    const holderPid = await pidOf(holder);
    await holder.query("BEGIN");
    await holder.query(`SELECT id FROM ${row.table} WHERE id = $1::uuid FOR UPDATE`, [row.id]);
    let waiting = 0;
    for (const step of steps) {
      running.push(step.start());
      waiting += step.waiting;
      await waitUntilBlocked(monitor, holderPid, waiting);
    }
    await holder.query("COMMIT");
    return await Promise.all(running.map((calls) => Promise.allSettled(calls)));
  } finally {
    // A failed step must not leave the API's transactions waiting for the lock.
    await holder.query("ROLLBACK").catch(() => {});
    await Promise.all(running.map((calls) => Promise.allSettled(calls)));
    await Promise.all([holder.end(), monitor.end()]);
  }
}
