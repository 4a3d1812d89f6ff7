/**
 * Database reads kept between requests by key, for data that changes only when an admin changes it:
 * each entry is used for `ttlMs` (changes made outside the console show after that at the latest),
 * concurrent callers share one read, a failed read is not kept, and `clear()` forgets everything (the
 * host calls it after a change, on every instance). At most `maxEntries` keys; the oldest goes first.
 */
import type { PrismaClient } from "@labcompare/db";

export interface ReadCacheOptions {
  /** How long an entry is used, ms (0: never kept, each call reads). */
  ttlMs: number;
  /** Entries kept at most (default 500). */
  maxEntries?: number;
  /** The clock, ms since the epoch. */
  now?: () => number;
}

export class ReadCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: ReadCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? 500;
    this.now = options.now ?? Date.now;
  }

  /** The value of `key`: from the cache while younger than the time to live, else `read()`'s. */
  get(key: string, read: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.value;
    const value = read();
    this.entries.delete(key);
    if (this.ttlMs <= 0) return value;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const entry = { at: this.now(), value };
    this.entries.set(key, entry);
    // A failed read is not kept: the next call reads again.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** Forgets every entry; reads under way finish for their callers but are not kept. */
  clear(): void {
    this.entries.clear();
  }
}

/** `make()`'s one value per database client (a WeakMap: a closed client's goes with it). */
export function perDatabase<T>(make: () => T): (db: PrismaClient) => T {
  const byDatabase = new WeakMap<PrismaClient, T>();
  return (db) => {
    let value = byDatabase.get(db);
    if (value === undefined) {
      value = make();
      byDatabase.set(db, value);
    }
    return value;
  };
}
