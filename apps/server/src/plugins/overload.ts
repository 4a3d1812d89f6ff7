/**
 * The last guard against a stalled event loop (@fastify/under-pressure): while the loop's mean delay
 * over a sample second passes `maxEventLoopDelayMs`, or the V8 heap is nearly full, every request
 * but the health checks, /metrics and the web build's files is answered at once with 503
 * `messages.generic.serviceUnavailable` and `Retry-After`, so a balancer sends the client elsewhere
 * and the instance catches up. `/health/ready` reports it (health.ts: "load": "overloaded", 503);
 * `/health/live` stays 200 while the process runs, so a liveness probe never restarts a busy server.
 * The worker pool and the bounds on each call keep the loop free; this only sheds what they missed.
 */
import { getHeapStatistics } from "node:v8";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import underPressure, { type FastifyUnderPressureOptions } from "@fastify/under-pressure";
import { messages } from "@labcompare/validators";
import { errorBody, RETRY_AFTER_SECONDS, trpcStyleError } from "../http-errors.ts";
import "./types.ts";

/** Paths that answer under pressure: the probes must tell the truth, and an operator must see why. */
const ALWAYS_ANSWERED = new Set(["/health", "/health/live", "/health/ready", "/metrics"]);

/**
 * The web build's files (hashed assets, the boot script, icons): sent from disk precompressed, they
 * cost next to nothing, and a page whose scripts were refused never starts, even once the load passes.
 */
const STATIC_FILE = /^\/(?:assets\/[^/]+|[^/]+\.(?:js|css|svg|png|ico|webmanifest|woff2?))$/;

/** Share of V8's heap limit past which the instance sheds load (a full heap ends in a crash). */
const HEAP_SHARE = 0.9;

export interface OverloadOptions {
  /** Mean event-loop delay over a sample that counts as overloaded, ms; 0 turns the guard off. */
  maxEventLoopDelayMs: number;
  /** How often the delay and the heap are sampled, ms (default 1,000). */
  sampleIntervalMs?: number;
}

/** under-pressure's handler: undefined lets the request through; a body is sent as the answer. */
function shed(req: FastifyRequest, reply: FastifyReply): unknown {
  const path = req.url.split("?")[0]!;
  if (ALWAYS_ANSWERED.has(path) || STATIC_FILE.test(path)) return undefined;
  reply.status(503).header("retry-after", String(RETRY_AFTER_SECONDS)).header("cache-control", "no-store");
  if (path.startsWith("/trpc/"))
    return trpcStyleError(req, "SERVICE_UNAVAILABLE", messages.generic.serviceUnavailable).body;
  return errorBody(messages.generic.serviceUnavailable, { requestId: req.id });
}

/**
 * Registers the guard (before the routes, so it answers first) and decorates `overloaded`: whether
 * the instance sheds requests now (read by /health/ready), or null when the guard is off.
 */
export const overloadPlugin = fp<OverloadOptions>(
  async (app, options) => {
    if (options.maxEventLoopDelayMs <= 0) {
      app.decorate("overloaded", null);
      return;
    }
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * HEAP_SHARE),
      sampleInterval: options.sampleIntervalMs ?? 1_000,
      retryAfter: RETRY_AFTER_SECONDS,
      // The plugin sends what the handler returns (and lets the request through on undefined);
      // its type declares void only.
      pressureHandler: shed as unknown as FastifyUnderPressureOptions["pressureHandler"],
    });
    app.decorate("overloaded", () => app.isUnderPressure());
  },
  { name: "overload" },
);
