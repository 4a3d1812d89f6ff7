/**
 * Database errors told apart by their SQLSTATE, whichever way the statement went (a Prisma model
 * query, a Prisma raw query, the driver itself), on real errors of the test database (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL); and what a signed-in caller whose account is gone gets when a
 * raw write misses its row.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRPCError } from "@trpc/server";
import { isTransactionConflict, sqlStateOf } from "@labcompare/db";
import { runStatement } from "@labcompare/db/driver";
import { isForeignKeyViolation, isMissingRowError, isRecordGone, isUniqueViolation } from "../src/errors.ts";
import { authedProcedure, createCallerFactory, router } from "../src/trpc.ts";
import { createWorld, sessionContext, type TestWorld } from "./helpers.ts";

let world: TestWorld;
beforeAll(async () => {
  world = await createWorld();
});
afterAll(() => world.close());

/** An outbox row for `userId`: its user_id references users. */
const INSERT_NOTIFICATION = `INSERT INTO notifications (id, recipient, user_id, template, data, next_attempt_at, message_id, created_at)
VALUES ($1::uuid, 'someone@example.com', $2::uuid, 'email_verification', '{}'::jsonb, now(), $3, now())`;

/** What `run` threw (it must throw). */
const thrown = (run: () => Promise<unknown>): Promise<unknown> =>
  run().then(
    () => Promise.reject(new Error("expected the statement to fail")),
    (error: unknown) => error,
  );

describe("sqlStateOf and isMissingRowError on the database's own errors", () => {
  const noSuchUser = () => [randomUUID(), randomUUID(), `<${randomUUID()}@test>`];

  it("a foreign-key violation is 23503 and a missing row through a Prisma raw query (P2010)", async () => {
    const error = await thrown(() => world.db.prisma.$executeRawUnsafe(INSERT_NOTIFICATION, ...noSuchUser()));
    expect(error).toMatchObject({ code: "P2010" });
    expect(sqlStateOf(error)).toBe("23503");
    expect(isMissingRowError(error)).toBe(true);
    expect(isTransactionConflict(error)).toBe(false);
  });

  it("the same inside a Prisma transaction", async () => {
    const error = await thrown(() =>
      world.db.prisma.$transaction((tx) => tx.$executeRawUnsafe(INSERT_NOTIFICATION, ...noSuchUser())),
    );
    expect(sqlStateOf(error)).toBe("23503");
    expect(isMissingRowError(error)).toBe(true);
  });

  it("the same through a model query (P2003) and through the driver", async () => {
    const [, userId, messageId] = noSuchUser();
    const model = await thrown(() =>
      world.db.prisma.notification.create({
        data: {
          recipient: "someone@example.com",
          userId: userId!,
          template: "email_verification",
          data: {},
          messageId: messageId!,
        },
      }),
    );
    expect(model).toMatchObject({ code: "P2003" });
    expect(sqlStateOf(model)).toBe("23503");
    expect(isMissingRowError(model)).toBe(true);
    const driver = await thrown(() => runStatement(world.db.prisma, INSERT_NOTIFICATION, noSuchUser()));
    expect(sqlStateOf(driver)).toBe("23503");
    expect(isMissingRowError(driver)).toBe(true);
  });

  it("a delete refused by an ON DELETE RESTRICT key is a foreign-key violation (23001 on PGlite, 23503 on the server)", async () => {
    const parent = `fk_parent_${randomUUID().replaceAll("-", "")}`;
    await world.db.prisma.$executeRawUnsafe(`CREATE TABLE ${parent} (id int PRIMARY KEY)`);
    await world.db.prisma.$executeRawUnsafe(
      `CREATE TABLE ${parent}_child (parent_id int REFERENCES ${parent} (id) ON DELETE RESTRICT)`,
    );
    await world.db.prisma.$executeRawUnsafe(`INSERT INTO ${parent} VALUES (1)`);
    await world.db.prisma.$executeRawUnsafe(`INSERT INTO ${parent}_child VALUES (1)`);
    const errors = [
      await thrown(() => world.db.prisma.$executeRawUnsafe(`DELETE FROM ${parent}`)),
      await thrown(() => runStatement(world.db.prisma, `DELETE FROM ${parent}`, [])),
    ];
    for (const error of errors) {
      expect(["23001", "23503"]).toContain(sqlStateOf(error));
      expect(isForeignKeyViolation(error)).toBe(true);
    }
  });

  it("a unique violation is 23505 (P2002 from a model query), named by its column", async () => {
    const email = `unique-${randomUUID()}@example.com`;
    const insertUser = `INSERT INTO users (id, email, password_hash) VALUES ($1::uuid, $2, 'x')`;
    await runStatement(world.db.prisma, insertUser, [randomUUID(), email]);
    const errors = [
      await thrown(() => world.db.prisma.$executeRawUnsafe(insertUser, randomUUID(), email)),
      await thrown(() => runStatement(world.db.prisma, insertUser, [randomUUID(), email])),
      await thrown(() => world.db.prisma.user.create({ data: { email, passwordHash: "x" } })),
    ];
    expect(errors[2]).toMatchObject({ code: "P2002" });
    for (const error of errors) {
      expect(sqlStateOf(error)).toBe("23505");
      expect(isUniqueViolation(error)).toBe(true);
      expect(isUniqueViolation(error, "email")).toBe(true);
      expect(isUniqueViolation(error, "reference")).toBe(false);
      expect(isMissingRowError(error)).toBe(false);
    }
  });

  it("an update of a row that is gone is P2025, a missing row but not a foreign-key violation", async () => {
    const error = await thrown(() =>
      world.db.prisma.user.update({ where: { id: randomUUID() }, data: { email: "nobody@example.com" } }),
    );
    expect(isRecordGone(error)).toBe(true);
    expect(isForeignKeyViolation(error)).toBe(false);
    expect(isMissingRowError(error)).toBe(true);
  });

  it("other failures are not a missing row", async () => {
    const divisionByZero = await thrown(() => world.db.prisma.$executeRawUnsafe(`SELECT 1/0`));
    expect(sqlStateOf(divisionByZero)).toBe("22012");
    expect(isMissingRowError(divisionByZero)).toBe(false);
    expect(isMissingRowError(new TRPCError({ code: "CONFLICT", message: "23503" }))).toBe(false);
    expect(isMissingRowError(Object.assign(new Error("P2010"), { code: "P2010" }))).toBe(false);
    // Prisma's own codes are never read as a SQLSTATE; PostgreSQL's P-class is.
    expect(sqlStateOf({ code: "P2003" })).toBeUndefined();
    expect(sqlStateOf({ code: "P0001" })).toBe("P0001");
    expect(sqlStateOf(null)).toBeUndefined();
    expect(sqlStateOf("23503")).toBeUndefined();
  });
});

describe("authedProcedure after the caller's account is deleted", () => {
  // A write sent as a raw statement in a Prisma transaction, as the outbox's rows are (queueMessages).
  const probe = router({
    queueForMe: authedProcedure.mutation(({ ctx }) =>
      ctx.db.$transaction((tx) =>
        tx.$executeRawUnsafe(INSERT_NOTIFICATION, randomUUID(), ctx.user.id, `<${randomUUID()}@test>`),
      ),
    ),
  });
  const callerOf = createCallerFactory(probe);

  it("a raw write that misses the caller's row answers as signed out, not a server error", async () => {
    const { userId } = await world.signedIn("raw-write-gone@example.com");
    const caller = callerOf(await sessionContext(world, userId));
    await expect(caller.queueForMe()).resolves.toBe(1);
    await world.db.prisma.user.delete({ where: { id: userId } });
    const queued = await world.db.prisma.notification.count({ where: { recipient: "someone@example.com" } });
    await expect(caller.queueForMe()).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: "Please sign in to continue",
    });
    expect(await world.db.prisma.notification.count({ where: { recipient: "someone@example.com" } })).toBe(
      queued,
    );
  });

  it("the same failure for an account that still exists stays a server error", async () => {
    const { userId } = await world.signedIn("raw-write-kept@example.com");
    const failing = router({
      missingOther: authedProcedure.mutation(({ ctx }) =>
        ctx.db.$executeRawUnsafe(INSERT_NOTIFICATION, randomUUID(), randomUUID(), `<${randomUUID()}@test>`),
      ),
    });
    const caller = createCallerFactory(failing)(await sessionContext(world, userId));
    await expect(caller.missingOther()).rejects.toMatchObject({ code: "INTERNAL_SERVER_ERROR" });
  });
});
