/**
 * driverTransaction and the driver's statements (packages/db/src/driver.ts) on a real database:
 * in-memory PGlite, or a fresh PostgreSQL schema with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driverTransaction, readRows, runStatement } from "../src/index.ts";
import { createTestDatabase, type TestDatabase } from "../src/testing.ts";

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.sql.exec(`CREATE TABLE driver_probe (id int PRIMARY KEY, note text)`);
});
afterAll(() => db.close());

const notes = async () => (await readRows<{ id: number; note: string }>(db.prisma, `SELECT id, note FROM driver_probe ORDER BY id`)).map((r) => `${r.id}:${r.note}`);

describe("driverTransaction", () => {
  it("commits what the function wrote when it returns, and answers its value", async () => {
    const answer = await driverTransaction(db.prisma, async (tx) => {
      await tx.$executeRawUnsafe(`INSERT INTO driver_probe (id, note) VALUES ($1, $2)`, 1, "first");
      const inside = await readRows<{ n: number }>(tx, `SELECT count(*)::int AS n FROM driver_probe`);
      return inside[0]!.n;
    });
    expect(answer).toBe(1);
    expect(await notes()).toEqual(["1:first"]);
  });

  it("rolls back everything when the function throws, and rethrows that error", async () => {
    const failure = new Error("changed my mind");
    await expect(
      driverTransaction(db.prisma, async (tx) => {
        await tx.$executeRawUnsafe(`UPDATE driver_probe SET note = $1 WHERE id = 1`, "overwritten");
        await tx.$executeRawUnsafe(`INSERT INTO driver_probe (id, note) VALUES ($1, $2)`, 2, "second");
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await notes()).toEqual(["1:first"]);
  });

  it("rolls back on the database's own error, which keeps PostgreSQL's code", async () => {
    const error = await driverTransaction(db.prisma, async (tx) => {
      await tx.$executeRawUnsafe(`INSERT INTO driver_probe (id, note) VALUES ($1, $2)`, 3, "third");
      await tx.$executeRawUnsafe(`INSERT INTO driver_probe (id, note) VALUES ($1, $2)`, 1, "duplicate");
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "23505" });
    expect(await notes()).toEqual(["1:first"]);
    // The connection went back usable: later statements and transactions still run.
    await driverTransaction(db.prisma, (tx) => tx.$executeRawUnsafe(`INSERT INTO driver_probe (id, note) VALUES ($1, $2)`, 4, "fourth"));
    await runStatement(db.prisma, `UPDATE driver_probe SET note = $1 WHERE id = $2`, ["renamed", 4]);
    expect(await notes()).toEqual(["1:first", "4:renamed"]);
  });

  it("reports the rows a write changed", async () => {
    const changed = await driverTransaction(db.prisma, (tx) => tx.$executeRawUnsafe(`UPDATE driver_probe SET note = note || '!'`));
    expect(changed).toBe(2);
  });
});
