/**
 * auth.requestPasswordReset and auth.resendVerification run the same database statements whatever
 * the case: a known address, an unknown one, an account at its hourly limit (and for the resend, a
 * verified account or not). Every statement the services send is logged — model queries through a
 * Prisma query extension, raw statements and transactions through a wrapper of the client's driver —
 * and the sequences are compared.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@labcompare/db";
import { driverOf, registerDriver, type Driver } from "@labcompare/db/driver";
import { createAuthLimits, createCaller, createContextInner } from "../src/index.ts";
import { NO_ACCOUNT_RECIPIENT } from "../src/accounts/email-links.ts";
import { createWorld, type TestWorld } from "./helpers.ts";

let world: TestWorld;
beforeAll(async () => {
  world = await createWorld();
});
afterAll(async () => world.close());

/** A client on the world's database whose every statement is appended to `log` (text, not values). */
function loggedClient(log: string[]): PrismaClient {
  const base = world.db.prisma;
  const driver = driverOf(base)!;
  const shape = (text: string) => text.replace(/\s+/g, " ").trim();
  const wrapped: Driver = {
    key: driver.key,
    query: (text, values) => {
      log.push(shape(text));
      return driver.query(text, values);
    },
    async begin() {
      log.push("BEGIN");
      const session = await driver.begin();
      return {
        query: (text, values) => {
          log.push(shape(text));
          return session.query(text, values);
        },
        finish: (commit) => {
          log.push(commit ? "COMMIT" : "ROLLBACK");
          return session.finish(commit);
        },
      };
    },
  };
  const logged = base.$extends({
    query: {
      $allOperations({ model, operation, args, query }) {
        log.push(`${model ?? "$raw"}.${operation}`);
        return query(args);
      },
    },
  }) as unknown as PrismaClient;
  registerDriver(logged, wrapped);
  return logged;
}

/** The statements one call ran, on a fresh log. */
async function statementsOf(
  call: (caller: ReturnType<typeof createCaller>) => Promise<unknown>,
  session?: { userId: string },
): Promise<string[]> {
  const log: string[] = [];
  const db = loggedClient(log);
  const authLimits = createAuthLimits({ perMinute: 1_000, keyPrefix: `equal-work-${Math.random()}` });
  let ctx = createContextInner({ db, auth: world.auth, authLimits });
  if (session) {
    const created = await world.auth.createSession(session.userId, {});
    const validated = await world.auth.validateSession(created.id);
    ctx = createContextInner({
      db,
      auth: world.auth,
      authLimits,
      session: validated.session,
      user: validated.user,
    });
  }
  await call(createCaller(ctx));
  return log;
}

describe("auth.requestPasswordReset", () => {
  it("runs the same statements for a known address, an unknown one and an account at its hourly limit", async () => {
    await world.signedIn("known-reset@example.com");
    await world.signedIn("limited-reset@example.com");
    for (let i = 0; i < 3; i++)
      await world.anon.auth.requestPasswordReset({ email: "limited-reset@example.com" });

    const known = await statementsOf((c) =>
      c.auth.requestPasswordReset({ email: "known-reset@example.com" }),
    );
    const unknown = await statementsOf((c) =>
      c.auth.requestPasswordReset({ email: "nobody-reset@example.com" }),
    );
    const limited = await statementsOf((c) =>
      c.auth.requestPasswordReset({ email: "limited-reset@example.com" }),
    );
    expect(known.length).toBeGreaterThan(0);
    expect(unknown).toEqual(known);
    expect(limited).toEqual(known);

    // The known address got its link; the others a cancelled row with neither address nor data.
    const prisma = world.db.prisma;
    expect(
      await prisma.notification.count({
        where: { recipient: "known-reset@example.com", template: "password_reset", status: "queued" },
      }),
    ).toBe(1);
    expect(
      await prisma.notification.count({
        where: {
          recipient: { in: ["nobody-reset@example.com", "limited-reset@example.com"] },
          status: "cancelled",
        },
      }),
    ).toBe(0);
    const placeholders = await prisma.notification.findMany({
      where: { recipient: NO_ACCOUNT_RECIPIENT },
      select: { status: true, userId: true, data: true },
    });
    expect(placeholders).toEqual([
      { status: "cancelled", userId: null, data: {} },
      { status: "cancelled", userId: null, data: {} },
    ]);
    expect(
      await prisma.emailToken.count({
        where: { purpose: "reset_password", user: { email: "limited-reset@example.com" } },
      }),
    ).toBe(3);
  });
});

describe("auth.resendVerification", () => {
  it("runs the same statements whether it sends a link or not (verified, or at the hourly limit)", async () => {
    const unverified = await world.signedIn("unverified@example.com");
    const verified = await world.signedIn("verified@example.com");
    await world.db.prisma.user.update({
      where: { id: verified.userId },
      data: { emailVerifiedAt: new Date() },
    });

    let answer: unknown;
    const sent = await statementsOf(async (c) => (answer = await c.auth.resendVerification()), unverified);
    expect(answer).toEqual({ sent: true });
    const notSent = await statementsOf(async (c) => (answer = await c.auth.resendVerification()), verified);
    expect(answer).toEqual({ sent: false });
    expect(notSent).toEqual(sent);
    expect(await world.db.prisma.notification.count({ where: { userId: verified.userId } })).toBe(0);
  });
});
