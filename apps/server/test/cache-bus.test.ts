/**
 * The cache bus: a change announced by one instance reaches every instance of the same site, and only
 * those. On PostgreSQL (TEST_DATABASE_URL) over LISTEN/NOTIFY, one channel per schema, so sites on
 * other schemas of the database (test files side by side) never empty each other's caches; on the
 * embedded database, in the process.
 */
import { afterAll, describe, expect, it, vi } from "vitest";
import { pino } from "pino";
import { cacheChannel, createCacheBus, type CacheBus } from "../src/cache-bus.ts";

const databaseUrl = process.env.TEST_DATABASE_URL;
const log = pino({ level: "silent" });
const buses: CacheBus[] = [];
afterAll(() => Promise.all(buses.map((bus) => bus.close())));

async function bus(channel: string): Promise<CacheBus> {
  const created = await createCacheBus(databaseUrl, log, channel);
  buses.push(created);
  return created;
}

/** How many times `cache` reached `on` (handlers counted from now). */
function heard(on: CacheBus, cache: string): () => number {
  let count = 0;
  on.subscribe(cache, () => count++);
  return () => count;
}

describe("cacheChannel", () => {
  it("is the site's channel on the public schema and one of its own on any other", () => {
    expect(cacheChannel()).toBe("labcompare_cache");
    expect(cacheChannel("public")).toBe("labcompare_cache");
    expect(cacheChannel("t_0a1b2c3d4e5f")).toBe("labcompare_cache_t_0a1b2c3d4e5f");
  });
});

describe.runIf(databaseUrl)("over PostgreSQL", () => {
  it("reaches every instance on the channel and none on another schema's", async () => {
    const suffix = Math.random().toString(16).slice(2, 10);
    const [first, second, other] = await Promise.all([
      bus(cacheChannel(`t_bus_${suffix}`)),
      bus(cacheChannel(`t_bus_${suffix}`)),
      bus(cacheChannel(`t_other_${suffix}`)),
    ]);
    const onFirst = heard(first, "seo");
    const onSecond = heard(second, "seo");
    const onOther = heard(other, "seo");
    // A message sent after "seo" on the other site arrives after it: once it has, so would have "seo".
    const otherDone = vi.fn();
    other.subscribe("done", otherDone);

    await first.publish("seo");
    await other.publish("done");
    await vi.waitFor(() => expect([onFirst(), onSecond()]).toEqual([1, 1]), { timeout: 5_000 });
    await vi.waitFor(() => expect(otherDone).toHaveBeenCalledOnce(), { timeout: 5_000 });
    expect(onOther()).toBe(0);
  });
});

describe.skipIf(databaseUrl)("in one process (the embedded database)", () => {
  it("runs the handlers of the cache announced, and no others", async () => {
    const local = await bus(cacheChannel());
    const onSeo = heard(local, "seo");
    const onInsurance = heard(local, "insurance");
    await local.publish("seo");
    expect([onSeo(), onInsurance()]).toEqual([1, 0]);
  });
});
