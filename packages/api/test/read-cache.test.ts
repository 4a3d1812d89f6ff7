/**
 * ReadCache (read-cache.ts), the keyed store behind the plan and site-wide caches: one read shared by
 * concurrent callers and kept for its time to live, nothing kept at 0, a failed read or one under way
 * when cleared not kept, the oldest key dropped past the limit.
 */
import { describe, expect, it } from "vitest";
import { ReadCache } from "../src/read-cache.ts";

/** A read that counts its calls and answers `value` (rejects when `fail`). */
function counted<T>(value: T, fail = false) {
  const read = Object.assign(
    () => {
      read.calls++;
      return fail ? Promise.reject(new Error("database away")) : Promise.resolve(value);
    },
    { calls: 0 },
  );
  return read;
}

describe("ReadCache", () => {
  it("shares one read for its time to live, then reads again", async () => {
    let now = 0;
    const cache = new ReadCache<string>({ ttlMs: 1_000, now: () => now });
    const read = counted("settings");
    const first = cache.get("k", read);
    expect(cache.get("k", read)).toBe(first);
    now = 999;
    expect(await cache.get("k", read)).toBe("settings");
    expect(read.calls).toBe(1);
    now = 1_000;
    await cache.get("k", read);
    expect(read.calls).toBe(2);
  });

  it("keeps nothing with a time to live of 0", async () => {
    const cache = new ReadCache<number>({ ttlMs: 0 });
    const read = counted(1);
    await cache.get("k", read);
    await cache.get("k", read);
    expect(read.calls).toBe(2);
  });

  it("does not keep a failed read", async () => {
    const cache = new ReadCache<string>({ ttlMs: 60_000 });
    await expect(cache.get("k", counted("x", true))).rejects.toThrow("database away");
    expect(await cache.get("k", counted("y"))).toBe("y");
  });

  it("after clear() reads again, even while an earlier read is under way", async () => {
    const cache = new ReadCache<string>({ ttlMs: 60_000 });
    let finish!: (v: string) => void;
    const slow = cache.get("k", () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    finish("before the change");
    expect(await slow).toBe("before the change");
    expect(await cache.get("k", counted("after the change"))).toBe("after the change");
  });

  it("drops the oldest key past maxEntries", async () => {
    const cache = new ReadCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    const a = counted("a");
    await cache.get("a", a);
    await cache.get("b", counted("b"));
    await cache.get("c", counted("c"));
    await cache.get("a", a);
    expect(a.calls).toBe(2);
  });
});
