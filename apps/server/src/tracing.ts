/**
 * Optional OpenTelemetry tracing, on when OTEL_EXPORTER_OTLP_ENDPOINT is set: the official Node SDK
 * exports over OTLP/HTTP (<endpoint>/v1/traces, protobuf or JSON) the spans of
 * - HTTP requests: @fastify/otel, a Fastify plugin (no module patching, so it works in the bundle);
 *   an incoming W3C `traceparent` makes the request's span join the caller's trace;
 * - tRPC procedures: packages/api's middleware, through @opentelemetry/api only;
 * - SQL: @prisma/instrumentation for Prisma's queries (the client reads it from a global, with any
 *   driver adapter) and packages/db's wrapper for the statements sent straight to the driver.
 * Unset, no SDK module is imported (the imports below are dynamic) and the spans of the tRPC and SQL
 * wrappers are the API's non-recording ones.
 */
import type { FastifyPluginCallback } from "fastify";
import type { Env } from "./env.ts";
import { logPath } from "./log-privacy.ts";

export interface Tracing {
  /** Registered by buildApp before any route or hook, so every route gets its request span. */
  fastifyPlugin: FastifyPluginCallback;
  /** Ends the SDK: exports the spans still buffered. Never rejects (a collector that is down only loses spans). */
  shutdown: () => Promise<void>;
}

/** Paths whose requests get no span: probes and scrapes, polled every few seconds. */
function untraced(url: string): boolean {
  return url.startsWith("/health") || url.startsWith("/metrics");
}

/**
 * Starts the SDK when `env.OTEL_EXPORTER_OTLP_ENDPOINT` is set. Call before buildApp (the database
 * client must see the Prisma instrumentation). Output: the plugin and shutdown, or null when unset.
 * Throws when an SDK module cannot be loaded; a collector that is down only loses spans.
 */
export async function startTracing(env: Env): Promise<Tracing | null> {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return null;
  const [{ NodeSDK }, { FastifyOtelInstrumentation }, { PrismaInstrumentation }, exporterModule] =
    await Promise.all([
      import("@opentelemetry/sdk-node"),
      import("@fastify/otel"),
      import("@prisma/instrumentation"),
      env.OTEL_EXPORTER_OTLP_PROTOCOL === "http/json"
        ? import("@opentelemetry/exporter-trace-otlp-http")
        : import("@opentelemetry/exporter-trace-otlp-proto"),
    ]);
  const fastifyOtel = new FastifyOtelInstrumentation({
    // One span per request and one for its handler; a span per hook would multiply the cost.
    instrumentHooks: false,
    ignorePaths: ({ url }) => untraced(url),
    // "GET /trpc/:path": the route, never the raw URL (one name per route, not per page or query).
    requestHook: (span, request) => {
      span.updateName(
        request.routeOptions.url ? `${request.method} ${request.routeOptions.url}` : request.method,
      );
      // The raw URL would carry search words and share tokens: the private path only.
      span.setAttribute("url.path", logPath(request.url));
    },
  });
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME,
    traceExporter: new exporterModule.OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, "")}/v1/traces` }),
    instrumentations: [fastifyOtel, new PrismaInstrumentation()],
    // Traces only: no log or metric export unless configured here.
    logRecordProcessors: [],
  });
  sdk.start();
  return {
    fastifyPlugin: fastifyOtel.plugin(),
    shutdown: () =>
      sdk.shutdown().catch((error: unknown) => console.error("OpenTelemetry shutdown failed:", error)),
  };
}
