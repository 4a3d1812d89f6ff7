/**
 * Password hashing never holds a database transaction: sign-ups wait for the bounded hashing lanes
 * (or are refused with TOO_MANY_REQUESTS) before they open one, and every password check maps a full
 * hashing queue to TOO_MANY_REQUESTS, never a server error.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transaction } from "@labcompare/db";
import {
  hashQueueState,
  MAX_CONCURRENT_HASHES,
  MAX_QUEUED_HASHES,
  verifyPassword,
  weakPasswordReason,
} from "@labcompare/auth";
import { createAuthLimits, createCaller, createContextInner } from "../src/index.ts";
import { createWorld, failure, testPasswordHash, type TestWorld } from "./helpers.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Occupies every hashing lane for a few seconds: a verification against a hash whose encoded cost is
 * many times the real one (argon2 verifies with the parameters the hash carries). Resolves when done.
 */
async function holdHashingLanes(): Promise<{ done: Promise<unknown>; busy: () => boolean }> {
  const slow = (await testPasswordHash()).replace(/([$,])t=\d+/, "$1t=600");
  let finished = false;
  const done = Promise.all(
    Array.from({ length: MAX_CONCURRENT_HASHES }, () => verifyPassword(slow, "anything")),
  ).finally(() => (finished = true));
  return { done, busy: () => !finished };
}

let world: TestWorld;
beforeAll(async () => {
  world = await createWorld();
  // The strength checker's thread loads its dictionaries on its first check: done here, so the
  // sign-ups' checks below stay well inside their time limit while both cores hash.
  await weakPasswordReason("a warm-up passphrase for the checker");
});
afterAll(async () => world.close());

describe("sign-ups waiting for a hashing lane", () => {
  it(
    "hold no transaction: the database serves other work at once, and each sign-up then succeeds",
    { timeout: 60_000 },
    async () => {
      const caller = createCaller(
        createContextInner({
          db: world.db.prisma,
          auth: world.auth,
          authLimits: createAuthLimits({ perMinute: 100_000 }),
        }),
      );
      const lanes = await holdHashingLanes();
      const signUps = Array.from({ length: 4 }, (_, i) =>
        caller.auth.signUp({ email: `burst-${i}@example.com`, password: "a long burst passphrase 7" }).then(
          () => "created",
          (e: { code?: string; message?: string }) => e.code ?? e.message,
        ),
      );
      // The sign-ups check their passwords' strength, then reach the hashing lanes (or, were the hash
      // inside the transaction, open their transactions, which then wait for a lane).
      const until = Date.now() + 1_500;
      while (hashQueueState().waiting < signUps.length && Date.now() < until) await sleep(10);
      expect(lanes.busy()).toBe(true);
      // A transaction of other work gets a connection: none is held by a waiting sign-up (on PGlite,
      // one open transaction holds the only connection; on PostgreSQL, four fill the pool).
      await transaction(world.db.prisma, (tx) => tx.user.count(), { maxWait: 1_000 });
      expect(
        lanes.busy(),
        "the hashing lanes were freed before the check ran (a slower machine): the check proved nothing",
      ).toBe(true);
      expect(await world.db.prisma.user.count()).toBe(0);
      await lanes.done;
      expect(await Promise.all(signUps)).toEqual(Array.from({ length: 4 }, () => "created"));
    },
  );
});

describe("a full hashing queue", () => {
  it("answers account deletion TOO_MANY_REQUESTS, and deletes nothing", { timeout: 60_000 }, async () => {
    const { userId, caller } = await world.signedIn("deleting@example.com");
    // Both lanes busy for seconds, and every place in the queue taken behind them.
    const lanes = await holdHashingLanes();
    const hash = await testPasswordHash();
    const queued = Array.from({ length: MAX_QUEUED_HASHES }, () => verifyPassword(hash, "not it"));
    expect(hashQueueState()).toEqual({ running: MAX_CONCURRENT_HASHES, waiting: MAX_QUEUED_HASHES });
    const error = await failure(caller.profile.deleteAccount({ password: "correct horse battery" }));
    expect(error.code).toBe("TOO_MANY_REQUESTS");
    expect(
      lanes.busy(),
      "the lanes were freed before the deletion was answered: the check proved nothing",
    ).toBe(true);
    await Promise.all([lanes.done, ...queued]);
    expect(await world.db.prisma.user.count({ where: { id: userId } })).toBe(1);
  });
});
