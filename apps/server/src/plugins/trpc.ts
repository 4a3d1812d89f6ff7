/**
 * The tRPC routes under /trpc (trpc-route.ts): the request's context (session, limits, file store),
 * batches of at most MAX_BATCH_SIZE calls, answers never stored by a browser or proxy, and failed
 * calls counted in /metrics and logged without personal data. The password strength checks' worker
 * thread ends with the app. Cached insurance plans are dropped on every instance after a change
 * (the cache bus's "insurance" messages).
 */
import fp from "fastify-plugin";
import { appRouter, MAX_BATCH_SIZE, planCacheFor, siteDataCacheFor } from "@labcompare/api";
import { closePasswordChecks } from "@labcompare/auth";
import type { Env } from "../env.ts";
import { errorForLog } from "../log-privacy.ts";
import { requestContext } from "../trpc-context.ts";
import { registerTrpcRoute } from "../trpc-route.ts";
import "./types.ts";

export const trpcPlugin = fp<{ env: Env }>(
  async (app, { env }) => {
    // API answers depend on the session (and carry personal data): never stored by a browser or proxy.
    app.addHook("onSend", async (req, reply) => {
      if (req.url.startsWith("/trpc/")) reply.header("cache-control", "no-store");
    });
    app.addHook("onClose", closePasswordChecks);
    const plans = planCacheFor(app.db.prisma);
    app.cacheBus.subscribe("insurance", () => plans.clear());
    await registerTrpcRoute(app, "/trpc", {
      router: appRouter,
      // Matches the clients' httpBatchLink maxItems (apps/web, packages/client).
      maxBatchSize: MAX_BATCH_SIZE,
      createContext: requestContext(app, {
        authLimits: app.limits.auth,
        catalogLimits: app.limits.catalog,
        imageHosts: env.IMAGE_HOSTS,
        siteUrl: app.siteUrl,
        fileStore: app.fileStore,
        planCache: plans,
        siteData: siteDataCacheFor(app.db.prisma),
        // Emptied here at once (the next request must see the change), then on the other instances.
        plansChanged: () => {
          plans.clear();
          void app.cacheBus.publish("insurance");
        },
      }),
      onError({ error, path, req }) {
        app.metrics.trpcCallFailed(req, path, error.code);
        // Name, code, scrubbed message and stack frames only: Prisma's errors repeat argument values.
        if (error.code === "INTERNAL_SERVER_ERROR")
          app.log.error({ err: errorForLog(error.cause ?? error), path }, "tRPC procedure failed");
        if (error.code === "SERVICE_UNAVAILABLE")
          app.log.warn(
            { err: errorForLog(error.cause ?? error), path },
            "tRPC procedure refused: database unavailable",
          );
      },
    });
  },
  { name: "trpc", dependencies: ["core", "limits", "background", "observability"] },
);
