/**
 * Transactions re-run after a deadlock (40P01) or serialization failure (40001): the detection of
 * PostgreSQL's error through Prisma, the retry, and (on PostgreSQL, TEST_DATABASE_URL) the deadlock
 * of an account deletion with its lab's cancel of a booking made after the deletion took its locks,
 * forced step by step with row locks held from other connections.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRPCError } from "@trpc/server";
import { isTransactionConflict, Prisma, type PrismaClient } from "@labcompare/db";
import { addDays, statusLabel, todayInDubai } from "@labcompare/domain";
import { messages } from "@labcompare/validators";
import { retryOnConflict } from "@labcompare/db/transaction";
import { createCaller, createContextInner } from "../src/index.ts";
import { createSeededWorld, type Fixture, type TestWorld } from "./helpers.ts";
import { connect, pidOf, testDatabaseUrl, waitUntilBlocked } from "./row-lock-holder.ts";

/** The error Prisma 7 (@prisma/adapter-pg) throws for `sqlState`, as seen on PostgreSQL (see @labcompare/db's transaction.ts). */
function prismaError(code: "P2034" | "P2010", sqlState: string, message: string) {
  return new Prisma.PrismaClientKnownRequestError(
    code === "P2034"
      ? "Transaction failed due to a write conflict or a deadlock. Please retry your transaction"
      : `Raw query failed. Code: \`${sqlState}\`. Message: \`${message}\``,
    {
      code,
      clientVersion: Prisma.prismaVersion.client,
      meta: {
        driverAdapterError: {
          name: "DriverAdapterError",
          cause: { originalCode: sqlState, originalMessage: message, kind: "TransactionWriteConflict" },
        },
      },
    },
  );
}

describe("isTransactionConflict", () => {
  it("knows deadlocks and serialization failures from model queries, raw queries and pg", () => {
    expect(isTransactionConflict(prismaError("P2034", "40P01", "deadlock detected"))).toBe(true);
    expect(isTransactionConflict(prismaError("P2010", "40P01", "deadlock detected"))).toBe(true);
    expect(
      isTransactionConflict(
        prismaError("P2034", "40001", "could not serialize access due to concurrent update"),
      ),
    ).toBe(true);
    expect(
      isTransactionConflict(
        prismaError("P2010", "40001", "could not serialize access due to concurrent update"),
      ),
    ).toBe(true);
    expect(isTransactionConflict(Object.assign(new Error("deadlock detected"), { code: "40P01" }))).toBe(
      true,
    );
  });

  it("leaves every other error alone", () => {
    const unique = new Prisma.PrismaClientKnownRequestError("Unique constraint failed", {
      code: "P2002",
      clientVersion: Prisma.prismaVersion.client,
    });
    expect(isTransactionConflict(unique)).toBe(false);
    expect(
      isTransactionConflict(prismaError("P2010", "23505", "duplicate key value violates unique constraint")),
    ).toBe(false);
    expect(isTransactionConflict(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isTransactionConflict(new TRPCError({ code: "CONFLICT", message: "40P01" }))).toBe(false);
    expect(isTransactionConflict(new Error("deadlock detected"))).toBe(false);
    expect(isTransactionConflict(null)).toBe(false);
    expect(isTransactionConflict("40P01")).toBe(false);
  });
});

describe("retryOnConflict (transaction's retry)", () => {
  const deadlock = () => prismaError("P2010", "40P01", "deadlock detected");

  it("runs again after a conflict and returns what the run that succeeded returned", async () => {
    let runs = 0;
    await expect(
      retryOnConflict(async () => (++runs < 3 ? Promise.reject(deadlock()) : "done")),
    ).resolves.toBe("done");
    expect(runs).toBe(3);
  });

  it("gives up after three runs with the conflict", async () => {
    let runs = 0;
    const error = deadlock();
    await expect(retryOnConflict(() => (runs++, Promise.reject(error)))).rejects.toBe(error);
    expect(runs).toBe(3);
  });

  it("rethrows any other error at once, unchanged", async () => {
    let runs = 0;
    const error = new TRPCError({ code: "NOT_FOUND", message: "Booking not found" });
    await expect(retryOnConflict(() => (runs++, Promise.reject(error)))).rejects.toBe(error);
    expect(runs).toBe(1);
  });
});

const PASSWORD = "a sturdy passphrase";

// PGlite runs one transaction at a time: no deadlock to force there.
describe.skipIf(!testDatabaseUrl)("on PostgreSQL", () => {
  let world: TestWorld;
  let fx: Fixture;
  beforeAll(async () => {
    ({ world, fx } = await createSeededWorld());
  });
  afterAll(() => world?.close());

  /** The error of the transaction PostgreSQL aborts when two transactions lock two users in opposite orders. */
  async function deadlockVictim(
    second: (tx: Prisma.TransactionClient, id: string) => Promise<unknown>,
  ): Promise<unknown> {
    const p: PrismaClient = world.db.prisma;
    const stamp = `${Date.now()}-${Math.random()}`;
    const [a, b] = await Promise.all(
      ["a", "b"].map((n) =>
        p.user.create({ data: { email: `${n}-${stamp}@example.com`, passwordHash: "x" } }),
      ),
    );
    let locked = 0;
    let bothLocked!: () => void;
    const barrier = new Promise<void>((resolve) => (bothLocked = resolve));
    const run = (first: string, other: string) =>
      p.$transaction(async (tx) => {
        await tx.$executeRaw`UPDATE users SET password_hash = 'y' WHERE id = ${first}::uuid`;
        if (++locked === 2) bothLocked();
        await barrier;
        await second(tx, other);
      });
    const results = await Promise.allSettled([run(a!.id, b!.id), run(b!.id, a!.id)]);
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(failed).toHaveLength(1);
    return failed[0]!.reason;
  }

  it("detects the deadlock error Prisma actually throws, from a model query (P2034) and a raw one (P2010)", async () => {
    const model = await deadlockVictim((tx, id) =>
      tx.user.update({ where: { id }, data: { passwordHash: "z" } }),
    );
    const raw = await deadlockVictim(
      (tx, id) => tx.$executeRaw`UPDATE users SET password_hash = 'z' WHERE id = ${id}::uuid`,
    );
    for (const [error, code] of [
      [model, "P2034"],
      [raw, "P2010"],
    ] as const) {
      expect(error).toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
      expect((error as Prisma.PrismaClientKnownRequestError).code).toBe(code);
      const cause = (
        (error as Prisma.PrismaClientKnownRequestError).meta?.driverAdapterError as {
          cause?: Record<string, unknown>;
        }
      ).cause;
      expect(cause).toMatchObject({ originalCode: "40P01", kind: "TransactionWriteConflict" });
      expect(isTransactionConflict(error)).toBe(true);
    }
  });

  /**
   * A patient (signed up through the procedure: a verification link, which the deletion locks before
   * the user's row), a lab admin, and connections of their own: `tokens` and `slot` hold locks, the
   * `monitor` watches who waits. `check` asserts what both answered and what is left.
   */
  async function raceSetup(email: string) {
    const cookies: string[] = [];
    const visitor = createCaller(
      createContextInner({ db: world.db.prisma, auth: world.auth, setCookie: (c) => cookies.push(c) }),
    );
    const { user } = await visitor.auth.signUp({ email, password: PASSWORD });
    const validated = await world.auth.validateSession(/labcompare_session=([^;]+)/.exec(cookies[0]!)![1]!);
    const patient = createCaller(
      createContextInner({
        db: world.db.prisma,
        auth: world.auth,
        session: validated.session,
        user: validated.user,
      }),
    );
    const lab = await world.signedIn(`lab-${email}`, { admin: true });
    const [tokens, slot, monitor] = await Promise.all([connect(world), connect(world), connect(world)]);
    const [tokensPid, slotPid] = await Promise.all([pidOf(tokens), pidOf(slot)]);
    const book = (date: string, time: string) =>
      patient.booking.create({
        testIds: [fx.cbcId],
        labId: fx.dubaiLabId,
        scheduledDate: date,
        scheduledTime: time,
        patientName: "Late Patient",
        patientEmail: email,
      });
    const lockTokens = async () => {
      await tokens.query("BEGIN");
      await tokens.query("SELECT id FROM email_tokens WHERE user_id = $1::uuid FOR UPDATE", [user.id]);
    };
    const lockSlot = async (date: string, time: string) => {
      await slot.query("BEGIN");
      await slot.query(
        "SELECT 1 FROM booking_slot_usage WHERE lab_id = $1::uuid AND slot_date = $2::date AND slot_time = $3 FOR UPDATE",
        [fx.dubaiLabId, date, time],
      );
    };
    async function check(
      results: PromiseSettledResult<unknown>[],
      bookingIds: string[],
      date: string,
      times: string[],
    ) {
      const answers = results.map((r) =>
        r.status === "fulfilled" ? "ok" : `${(r.reason as TRPCError).code}: ${(r.reason as Error).message}`,
      );
      expect(answers[0], "the deletion").toBe("ok");
      // The cancel either came first or finds the booking cancelled by the deletion.
      const refused = `BAD_REQUEST: ${messages.booking.transitionRefused(statusLabel("cancelled"), statusLabel("cancelled"))}`;
      expect(["ok", refused].includes(answers[1]!), `the lab's cancel answered ${answers[1]}`).toBe(true);
      expect(await world.db.prisma.user.count({ where: { id: user.id } })).toBe(0);
      for (const id of bookingIds) {
        expect(
          await world.db.prisma.booking.findUniqueOrThrow({
            where: { id },
            select: { status: true, userId: true, patientName: true, patientEmail: true },
          }),
        ).toEqual({
          status: "cancelled",
          userId: null,
          patientName: "Deleted account",
          patientEmail: "deleted-account@invalid.invalid",
        });
        // Cancelled once.
        expect(
          await world.db.prisma.auditLog.count({
            where: { entityId: id, action: { in: ["booking.cancel", "booking.updateStatus"] } },
          }),
        ).toBe(1);
      }
      // Every place freed once, no message left for the deleted account.
      const slots = (
        await world.anon.booking.slots({ labId: fx.dubaiLabId, date, collectionMode: "lab_visit" })
      ).slots;
      for (const time of times) expect(slots.find((s) => s.time === time)?.remaining).toBe(3);
      expect(await world.db.prisma.notification.count({ where: { recipient: email } })).toBe(0);
    }
    /** The lab cancels booking `id`. */
    const labCancel = (id: string) =>
      lab.caller.admin.bookings.updateStatus({ id, status: "cancelled", reason: "Lab closed" });
    // A failed step must not leave the API's transactions waiting for these locks.
    const end = () =>
      Promise.all(
        [tokens, slot, monitor].map((c) =>
          c
            .query("ROLLBACK")
            .catch(() => {})
            .then(() => c.end()),
        ),
      );
    return {
      user,
      patient,
      lab,
      monitor,
      tokens,
      slot,
      tokensPid,
      slotPid,
      book,
      labCancel,
      lockTokens,
      lockSlot,
      check,
      end,
    };
  }

  it("deletes an account while its lab cancels a booking made after the deletion locked its bookings: the deletion, aborted (40P01), runs again", async () => {
    const r = await raceSetup("late-booking@example.com");
    const date = addDays(todayInDubai(), 5);
    try {
      // 1. The deletion locks the user's open bookings (none yet), then waits for the email links held here.
      await r.lockTokens();
      const deletion = r.patient.profile.deleteAccount({ password: PASSWORD });
      await waitUntilBlocked(r.monitor, r.tokensPid, 1);
      // 2. The patient books meanwhile: a booking the deletion has not locked.
      const booking = await r.book(date, "12:00");
      // 3. The lab cancels it: it locks the booking, then waits for the booking's place held here.
      await r.lockSlot(date, "12:00");
      const cancel = r.labCancel(booking.id);
      await waitUntilBlocked(r.monitor, r.slotPid, 1);
      // 4. The deletion takes the user's row and reaches the booking's place, behind the lab's cancel.
      await r.tokens.query("COMMIT");
      await waitUntilBlocked(r.monitor, r.slotPid, 2);
      // 5. The cancel takes the place, then writes its email (which references the user): it waits for
      //    the deletion's user row, the deletion (waiting longer) for the place: PostgreSQL aborts the deletion.
      await r.slot.query("COMMIT");
      await r.check(await Promise.allSettled([deletion, cancel]), [booking.id], date, ["12:00"]);
    } finally {
      await r.end();
    }
  });

  it("deletes an account while its lab cancels a booking made after the deletion locked its bookings: the cancel, aborted (40P01), runs again", async () => {
    const r = await raceSetup("late-booking-2@example.com");
    const date = addDays(todayInDubai(), 6);
    try {
      const earlier = await r.book(date, "10:00");
      // 1. The deletion locks the user's open booking (the earlier one), then waits for the email links held here.
      await r.lockTokens();
      const deletion = r.patient.profile.deleteAccount({ password: PASSWORD });
      await waitUntilBlocked(r.monitor, r.tokensPid, 1);
      // 2. The patient books meanwhile: a booking the deletion has not locked.
      const booking = await r.book(date, "12:00");
      // 3. The deletion takes the user's row and waits to free the earlier booking's place, held here.
      await r.lockSlot(date, "10:00");
      await r.tokens.query("COMMIT");
      await waitUntilBlocked(r.monitor, r.slotPid, 1);
      // 4. The lab cancels the new booking: it locks the booking and its place, then waits for the
      //    deletion's user row to write its email.
      const cancel = r.labCancel(booking.id);
      await waitUntilBlocked(r.monitor, r.slotPid, 2);
      // 5. The deletion frees the earlier place, then waits for the new booking's place, held by the
      //    cancel: PostgreSQL aborts the cancel (waiting longer).
      await r.slot.query("COMMIT");
      await r.check(await Promise.allSettled([deletion, cancel]), [earlier.id, booking.id], date, [
        "10:00",
        "12:00",
      ]);
    } finally {
      await r.end();
    }
  });
});
