/**
 * Work beside the requests: the email outbox worker (when SMTP_URL is set) and the cache bus that
 * tells every instance to drop its server-side caches after an admin change (cache-bus.ts).
 */
import fp from "fastify-plugin";
import type { Env } from "../env.ts";
import { createCacheBus } from "../cache-bus.ts";
import { startHostOutboxWorker } from "../outbox-worker.ts";
import "./types.ts";

export interface BackgroundOptions {
  env: Env;
  /** The PostgreSQL URL the bus listens on (NOTIFY); undefined on the embedded database (one process). */
  databaseUrl: string | undefined;
  /** The bus's NOTIFY channel (cache-bus.ts cacheChannel: one per schema). */
  channel: string;
}

export const backgroundPlugin = fp<BackgroundOptions>(
  async (app, { env, databaseUrl, channel }) => {
    app.decorate("outbox", startHostOutboxWorker(app, app.db, env, app.siteUrl));
    const bus = await createCacheBus(databaseUrl, app.log, channel);
    app.decorate("cacheBus", bus);
    app.addHook("onClose", async () => bus.close());
  },
  { name: "background", dependencies: ["core"] },
);
