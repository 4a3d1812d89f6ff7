/**
 * What operators read: GET /metrics (Prometheus; loopback or METRICS_TOKEN), GET /health (the
 * database answers), /health/live and /health/ready (health.ts; ready names the failing checks,
 * including the overload guard and a shutdown in progress).
 */
import fp from "fastify-plugin";
import { appRouter } from "@labcompare/api";
import type { Env } from "../env.ts";
import { registerHealthChecks } from "../health.ts";
import { registerMetrics } from "../metrics.ts";
import "./types.ts";

export const observabilityPlugin = fp<{ env: Env }>(
  (app, { env }, done) => {
    const db = app.db;
    app.decorate(
      "metrics",
      registerMetrics(app, {
        db,
        token: env.METRICS_TOKEN,
        procedures: new Set(Object.keys(appRouter._def.procedures)),
      }),
    );
    app.decorate(
      "readiness",
      registerHealthChecks(app, {
        db,
        outbox: app.outbox,
        overloaded: app.overloaded,
        pagesWarming: app.pagesWarming,
      }),
    );
    app.get("/health", async (_req, reply) => {
      try {
        await db.sql.query("SELECT 1");
        return { status: "ok", database: db.kind };
      } catch {
        return reply.status(503).send({ status: "error", database: db.kind });
      }
    });
    done();
  },
  { name: "observability", dependencies: ["core", "background", "overload", "web"] },
);
