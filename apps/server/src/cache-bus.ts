/**
 * Tells every instance of the site to drop a server-side cache (the server-rendered SEO pages, and
 * any cache added later) when one instance changes what it holds. On PostgreSQL this is LISTEN/NOTIFY
 * on one channel over a dedicated connection, so several instances behind a load balancer need
 * nothing besides their shared database; on the embedded database (one process) it is local only.
 */
import pg from "pg";
import type { FastifyBaseLogger } from "fastify";

export const CACHE_CHANNEL = "labcompare_cache";

/**
 * The NOTIFY channel of the site whose tables are in `schema` ("public" unless given): sites on other
 * schemas of one database (test files run side by side) hear only their own changes.
 */
export function cacheChannel(schema = "public"): string {
  return schema === "public" ? CACHE_CHANNEL : `${CACHE_CHANNEL}_${schema}`;
}

export interface CacheBus {
  /** Announces that `cache` changed; every instance's handler (this one's included) runs. */
  publish(cache: string): Promise<void>;
  /** Runs `handler` whenever any instance publishes `cache`. */
  subscribe(cache: string, handler: () => void): void;
  close(): Promise<void>;
}

/**
 * A bus over PostgreSQL when `databaseUrl` is given (on `channel`, reconnecting with back-off after a
 * lost connection, and then dropping the caches, since messages may have been missed), else in-process.
 */
export async function createCacheBus(
  databaseUrl: string | undefined,
  log: FastifyBaseLogger,
  channel: string = CACHE_CHANNEL,
): Promise<CacheBus> {
  const handlers = new Map<string, (() => void)[]>();
  const deliver = (cache: string) => {
    for (const handler of handlers.get(cache) ?? []) handler();
  };
  const subscribe = (cache: string, handler: () => void) =>
    handlers.set(cache, [...(handlers.get(cache) ?? []), handler]);
  if (!databaseUrl) {
    // A throwing handler rejects the returned promise instead of throwing at the caller.
    const publish = (cache: string) => new Promise<void>((resolve) => resolve(deliver(cache)));
    return { publish, subscribe, close: async () => {} };
  }

  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 500;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("notification", (msg) => {
      if (msg.channel === channel && msg.payload) deliver(msg.payload);
    });
    next.on("error", (error) => {
      log.warn({ err: { message: error.message } }, "Cache bus connection lost");
      void next.end().catch(() => {});
      if (client === next) client = null;
      if (!closed) setTimeout(() => void reconnect(), retryMs);
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
    retryMs = 500;
  };
  const reconnect = async () => {
    if (closed || client) return;
    try {
      await connect();
      // Messages sent while disconnected are lost: drop every cache once.
      for (const cache of handlers.keys()) deliver(cache);
    } catch {
      retryMs = Math.min(retryMs * 2, 30_000);
      setTimeout(() => void reconnect(), retryMs);
    }
  };
  await connect();
  const publisher = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  // An idle connection lost (database restarted): dropped by the pool; unheard, it would end the process.
  publisher.on("error", () => {});
  return {
    async publish(cache) {
      try {
        await publisher.query("SELECT pg_notify($1, $2)", [channel, cache]);
      } catch (error) {
        // The change is committed; at worst other instances serve their cache until it expires.
        log.warn({ err: { message: (error as Error).message } }, "Cache bus publish failed");
        deliver(cache);
      }
    },
    subscribe,
    async close() {
      closed = true;
      await Promise.allSettled([client?.end(), publisher.end()]);
    },
  };
}
