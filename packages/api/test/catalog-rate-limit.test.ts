/**
 * The per-IP limits of catalog.compareBasket and catalog.resolveList (real database, real limiters:
 * in memory, and shared through a real Redis as several instances use them): each procedure counted
 * on its own, each IP on its own, the refusal a visitor reads.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { createCaller, createContextInner } from "../src/index.ts";
import { createCatalogLimits, type CatalogLimits } from "../src/rate-limits.ts";
import { createSeededWorld, failure, type Fixture, type TestWorld } from "./helpers.ts";
import { startRedisPeer, type RedisPeer } from "./redis-peer.ts";

let world: TestWorld, fx: Fixture, redis: RedisPeer;

beforeAll(async () => {
  ({ world, fx } = await createSeededWorld());
  redis = await startRedisPeer();
});
afterAll(async () => {
  await redis?.close();
  await world?.close();
});

const TOO_MANY = {
  code: "TOO_MANY_REQUESTS",
  message: "Too many requests. Please wait a minute and try again.",
};

/** A visitor's caller from `ip`, counted against `limits`. */
const visitorFrom = (ip: string, limits: CatalogLimits) =>
  createCaller(createContextInner({ db: world.db.prisma, auth: world.auth, ip, catalogLimits: limits }));
const compare = (caller: ReturnType<typeof visitorFrom>) =>
  caller.catalog.compareBasket({ testIds: [fx.cbcId, fx.vitaminDId] });
const resolve = (caller: ReturnType<typeof visitorFrom>) =>
  caller.catalog.resolveList({ text: "CBC, Vitamin D" });

describe("catalogue limits per IP", () => {
  it("refuses the 4th compareBasket of a minute from one IP with the clear message; another IP and resolveList are counted apart", async () => {
    const limits = createCatalogLimits({ perMinute: 3, keyPrefix: `test-${randomUUID()}` });
    const visitor = visitorFrom("203.0.113.10", limits);
    for (let i = 0; i < 3; i++) expect((await compare(visitor)).labs.length).toBeGreaterThan(0);
    expect(await failure(compare(visitor))).toMatchObject(TOO_MANY);

    const neighbour = visitorFrom("203.0.113.11", limits);
    expect((await compare(neighbour)).labs.length).toBeGreaterThan(0);

    for (let i = 0; i < 3; i++) expect((await resolve(visitor)).items).toHaveLength(2);
    expect(await failure(resolve(visitor))).toMatchObject(TOO_MANY);
    // Still refused within the minute; procedures without a limit of their own still answer.
    expect(await failure(compare(visitor))).toMatchObject(TOO_MANY);
    await expect(visitor.catalog.search({ q: "CBC" })).resolves.toMatchObject({ total: expect.any(Number) });
  });

  it("counts a call refused for its input too (the limit comes before the work)", async () => {
    const limits = createCatalogLimits({ perMinute: 3, keyPrefix: `test-${randomUUID()}` });
    const visitor = visitorFrom("203.0.113.12", limits);
    for (let i = 0; i < 3; i++)
      await expect(visitor.catalog.resolveList({ text: "" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await failure(resolve(visitor))).toMatchObject(TOO_MANY);
  });

  it("shares the count through Redis between instances", async () => {
    const keyPrefix = `test-${randomUUID()}`;
    const [first, second] = [0, 1].map(() =>
      createCatalogLimits({ perMinute: 3, redis: redis.client, keyPrefix }),
    );
    const onFirst = visitorFrom("203.0.113.20", first!);
    const onSecond = visitorFrom("203.0.113.20", second!);
    await compare(onFirst);
    await compare(onSecond);
    await compare(onFirst);
    expect(await failure(compare(onSecond))).toMatchObject(TOO_MANY);
    expect(await failure(compare(onFirst))).toMatchObject(TOO_MANY);
    // Another IP, and the other procedure, still have their own counts.
    await expect(compare(visitorFrom("203.0.113.21", second!))).resolves.toMatchObject({
      labs: expect.any(Array),
    });
    await expect(resolve(onSecond)).resolves.toMatchObject({ items: expect.any(Array) });
    expect(await redis.client.keys(`${keyPrefix}:*`)).not.toHaveLength(0);
  });

  it("with Redis unreachable, answers and still limits (counted in this process's memory), never a 500", async () => {
    // As the host makes its client: no offline queue, so a call fails at once instead of waiting.
    const { Redis } = await import("ioredis");
    const down = new Redis("redis://127.0.0.1:1", {
      maxRetriesPerRequest: 2,
      enableOfflineQueue: false,
      lazyConnect: false,
    });
    down.on("error", () => {});
    try {
      const visitor = visitorFrom(
        "203.0.113.30",
        createCatalogLimits({ perMinute: 3, redis: down, keyPrefix: `test-${randomUUID()}` }),
      );
      for (let i = 0; i < 3; i++) expect((await compare(visitor)).labs.length).toBeGreaterThan(0);
      expect(await failure(compare(visitor))).toMatchObject(TOO_MANY);
    } finally {
      down.disconnect();
    }
  });
});
