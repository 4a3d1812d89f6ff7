/**
 * A small bounded cache for rendered pages and the sitemap: least-recently-used eviction and a
 * generation counter, so a value computed before an invalidation is never stored after it.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private gen = 0;

  /**
   * @param maxEntries entries kept (oldest-used evicted first), at least 1.
   * @param maxAgeMs lifetime of an entry in milliseconds (a safety net for changes made outside the admin).
   */
  constructor(
    readonly maxEntries = 500,
    readonly maxAgeMs = 10 * 60_000,
  ) {}

  /** The current generation: pass it to `set` to drop values computed before a `clear()`. */
  get generation(): number {
    return this.gen;
  }

  /** Number of entries held. */
  get size(): number {
    return this.entries.size;
  }

  /** The live value of `key` (marked most recently used), or undefined when absent or expired. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= Date.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  /**
   * Stores `value` under `key`, evicting the least recently used entry when full. Ignored when
   * `generation` is given and the cache was cleared since it was read.
   */
  set(key: string, value: V, generation?: number): void {
    if (generation !== undefined && generation !== this.gen) return;
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: Date.now() + this.maxAgeMs });
    while (this.entries.size > Math.max(1, this.maxEntries)) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  /** Empties the cache and starts a new generation. */
  clear(): void {
    this.entries.clear();
    this.gen++;
  }
}
