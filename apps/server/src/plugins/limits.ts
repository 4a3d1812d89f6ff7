/**
 * Rate limits: sign-in/sign-up per address (AUTH_RATE_LIMIT_PER_MINUTE) and the costly catalogue
 * calls (CATALOG_RATE_LIMIT_PER_MINUTE), shared through Redis when REDIS_URL is set (several
 * instances), else counted in this process.
 */
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import { createAuthLimits, createCatalogLimits } from "@labcompare/api";
import type { Env } from "../env.ts";
import "./types.ts";

export const limitsPlugin = fp<{ env: Env }>(
  (app, { env }, done) => {
    const redis = env.REDIS_URL
      ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: false, lazyConnect: false })
      : null;
    redis?.on("error", (error) => app.log.warn({ err: { message: error.message } }, "Redis error"));
    if (redis) app.addHook("onClose", async () => void (await redis.quit().catch(() => redis.disconnect())));
    app.decorate("limits", {
      auth: createAuthLimits({ perMinute: env.AUTH_RATE_LIMIT_PER_MINUTE, redis: redis ?? undefined }),
      catalog: createCatalogLimits({
        perMinute: env.CATALOG_RATE_LIMIT_PER_MINUTE,
        redis: redis ?? undefined,
      }),
    });
    done();
  },
  { name: "limits" },
);
