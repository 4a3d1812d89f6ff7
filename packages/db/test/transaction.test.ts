/**
 * transaction() (packages/db/src/transaction.ts) on a real database, in both of its modes (raw
 * statements on the driver, and Prisma's transaction client): commit, rollback on throw, its
 * timeout and maxWait, the retry after a conflict, and the misuse guard's error instead of a hang.
 * In-memory PGlite, or a fresh PostgreSQL schema with TEST_DATABASE_URL.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transaction, type RawDb } from "../src/index.ts";
import { readRows, runStatement } from "../src/driver.ts";
import { createTestDatabase, type TestDatabase } from "../src/testing.ts";

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.sql.exec(`CREATE TABLE tx_probe (id int PRIMARY KEY, note text)`);
});
afterAll(() => db.close());

const notes = async () =>
  (await readRows<{ id: number; note: string }>(db.prisma, `SELECT id, note FROM tx_probe ORDER BY id`)).map(
    (r) => `${r.id}:${r.note}`,
  );
const insert = `INSERT INTO tx_probe (id, note) VALUES ($1, $2)`;

/** A promise and the function that settles it: a step the test opens when it chooses. */
function gate(): { opened: Promise<void>; open(): void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

for (const raw of [true, false]) {
  /** transaction() in this mode, `tx` seen as the raw statements both modes offer. */
  const run = <T>(fn: (tx: RawDb) => Promise<T>, options: { timeout?: number; maxWait?: number } = {}) =>
    raw ? transaction(db.prisma, fn, { ...options, raw: true }) : transaction(db.prisma, fn, options);
  const base = raw ? 100 : 200;

  describe(`transaction (${raw ? "raw, on the driver" : "Prisma's client"})`, () => {
    it("commits what the function wrote when it returns, and answers its value", async () => {
      const answer = await run(async (tx) => {
        await tx.$executeRawUnsafe(insert, base + 1, "first");
        const inside = await readRows<{ n: number }>(
          tx,
          `SELECT count(*)::int AS n FROM tx_probe WHERE id = $1`,
          [base + 1],
        );
        return inside[0]!.n;
      });
      expect(answer).toBe(1);
      expect(await notes()).toContain(`${base + 1}:first`);
    });

    it("rolls back everything when the function throws, and rethrows the driver's error", async () => {
      const error = await run(async (tx) => {
        await tx.$executeRawUnsafe(insert, base + 2, "second");
        await tx.$executeRawUnsafe(insert, base + 1, "duplicate");
      }).catch((e: unknown) => e);
      expect(JSON.stringify(error)).toMatch(/23505/);
      expect(await notes()).not.toContain(`${base + 2}:second`);
      expect(await notes()).toContain(`${base + 1}:first`);
    });

    it("honours its timeout: rejects and rolls back when the function runs too long", async () => {
      const step = gate();
      const error = await run(
        async (tx) => {
          await tx.$executeRawUnsafe(insert, base + 3, "late");
          await step.opened;
        },
        { timeout: 50 },
      ).catch((e: unknown) => e as Error);
      step.open();
      expect((error as Error).message).toMatch(/timed out after 50 ms/);
      expect(await notes()).not.toContain(`${base + 3}:late`);
    });

    it("honours its maxWait: rejects when no connection frees up in time", async () => {
      // PGlite has one connection; the test pool on PostgreSQL has four.
      const holders = db.kind === "pglite" ? 1 : 4;
      const step = gate();
      let started = 0;
      const allStarted = gate();
      const held = Array.from({ length: holders }, () =>
        transaction(
          db.prisma,
          async () => {
            if (++started === holders) allStarted.open();
            await step.opened;
          },
          { raw: true },
        ),
      );
      await allStarted.opened;
      const error = await run(() => Promise.resolve("never"), { maxWait: 50 }).catch(
        (e: unknown) => e as Error,
      );
      step.open();
      await Promise.all(held);
      expect(String((error as Error).message)).toMatch(
        raw ? /did not start within 50 ms/ : /Unable to start a transaction in the given time|timeout/i,
      );
    });

    it("throws a clear error, instead of waiting for ever, when the function uses the root client", async () => {
      const viaPrisma = await run(async () => db.prisma.$queryRawUnsafe(`SELECT 1`)).catch(
        (e: unknown) => e as Error,
      );
      const viaDriver = await run(async () => readRows(db.prisma, `SELECT 1`)).catch(
        (e: unknown) => e as Error,
      );
      const nested = await run(async () =>
        transaction(db.prisma, () => Promise.resolve(1), { raw: true }),
      ).catch((e: unknown) => e as Error);
      for (const error of [viaPrisma, viaDriver, nested] as Error[])
        expect(error.message).toMatch(/root database client.*`tx`/);
      // The guard ends with the transaction.
      expect(await readRows<{ n: number }>(db.prisma, `SELECT 1::int AS n`)).toEqual([{ n: 1 }]);
    });

    it("runs the whole function again after a serialization failure (40001), then commits", async () => {
      let runs = 0;
      const answer = await run(async (tx) => {
        runs++;
        await tx.$executeRawUnsafe(insert, base + 4 + runs, "retried");
        if (runs === 1)
          await tx.$executeRawUnsafe(`DO $$ BEGIN RAISE EXCEPTION 'forced' USING ERRCODE = '40001'; END $$`);
        return runs;
      });
      expect(answer).toBe(2);
      const rows = await notes();
      expect(rows).not.toContain(`${base + 5}:retried`);
      expect(rows).toContain(`${base + 6}:retried`);
    });
  });
}

describe("after a transaction", () => {
  it("writes outside any transaction through the driver", async () => {
    expect(
      await runStatement(db.prisma, `UPDATE tx_probe SET note = $1 WHERE id = $2`, ["renamed", 101]),
    ).toBe(1);
    expect(await notes()).toContain("101:renamed");
  });
});

const url = process.env.TEST_DATABASE_URL;

// PGlite runs one transaction at a time: no lock to wait for there.
describe.skipIf(!url)("on PostgreSQL, conflicts forced with row locks", () => {
  let schema: string;
  beforeAll(async () => {
    schema = (await readRows<{ schema: string }>(db.prisma, `SELECT current_schema() AS schema`))[0]!.schema;
    await db.sql.exec(`INSERT INTO tx_probe (id, note) VALUES (900, 'a'), (901, 'b') ON CONFLICT DO NOTHING`);
  });

  for (const raw of [true, false]) {
    it(`runs the deadlock victim again (40P01) until both commit (${raw ? "raw" : "Prisma"})`, async () => {
      let runs = 0;
      let locked = 0;
      const bothLocked = gate();
      const one = (first: number, second: number) => {
        const fn = async (tx: { $executeRawUnsafe(text: string, ...values: unknown[]): Promise<number> }) => {
          runs++;
          await tx.$executeRawUnsafe(`UPDATE tx_probe SET note = note || '+' WHERE id = $1`, first);
          if (++locked === 2) bothLocked.open();
          await bothLocked.opened;
          await tx.$executeRawUnsafe(`UPDATE tx_probe SET note = note || '+' WHERE id = $1`, second);
        };
        return raw ? transaction(db.prisma, fn, { raw: true }) : transaction(db.prisma, fn);
      };
      await Promise.all([one(900, 901), one(901, 900)]);
      expect(runs).toBe(3);
    });

    it(`runs again after a serialization failure caused by another connection (${raw ? "raw" : "Prisma"})`, async () => {
      const other = new pg.Client({ connectionString: url, options: `-c search_path=${schema},public` });
      await other.connect();
      try {
        let runs = 0;
        const fn = async (tx: { $executeRawUnsafe(text: string, ...values: unknown[]): Promise<number> }) => {
          runs++;
          await tx.$executeRawUnsafe(`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ`);
          await tx.$executeRawUnsafe(`SELECT note FROM tx_probe WHERE id = 900`);
          // Another connection changes the row after this snapshot: the update below fails with 40001.
          if (runs === 1) await other.query(`UPDATE tx_probe SET note = 'other' WHERE id = 900`);
          await tx.$executeRawUnsafe(`UPDATE tx_probe SET note = 'mine' WHERE id = 900`);
        };
        await (raw ? transaction(db.prisma, fn, { raw: true }) : transaction(db.prisma, fn));
        expect(runs).toBe(2);
        expect(await notes()).toContain("900:mine");
      } finally {
        await other.end();
      }
    });
  }
});
