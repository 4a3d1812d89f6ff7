/**
 * One OpenTelemetry span per tRPC procedure call, through @opentelemetry/api only: when no SDK is
 * registered (apps/server/src/tracing.ts not started) the tracer is the API's no-op and nothing is
 * recorded (the call runs unwrapped). Started inside the HTTP request's context, the span is a child
 * of its span.
 */
import { context, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import type { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";

const tracer = trace.getTracer("@labcompare/api");

type CallResult = { ok: true } | { ok: false; error: TRPCError };

/**
 * Runs `call` (the rest of the procedure's middleware chain) in a span named `trpc <path>` with the
 * attributes rpc.system "trpc", rpc.method and trpc.path (the procedure path), trpc.type (query,
 * mutation, subscription), trpc.outcome ("ok" or "error") and, on failure, trpc.error_code (e.g.
 * "NOT_FOUND"); a failure answering 5xx also sets the span's status to ERROR. Output: `call`'s result,
 * unchanged; whatever `call` throws is recorded and rethrown.
 */
export function inProcedureSpan<R extends CallResult>(
  path: string,
  type: string,
  call: () => Promise<R>,
): Promise<R> {
  const span = tracer.startSpan(`trpc ${path}`, { kind: SpanKind.INTERNAL });
  if (!span.isRecording()) return call();
  span.setAttributes({ "rpc.system": "trpc", "rpc.method": path, "trpc.path": path, "trpc.type": type });
  return context.with(trace.setSpan(context.active(), span), call).then(
    (result) => {
      span.setAttribute("trpc.outcome", result.ok ? "ok" : "error");
      if (!result.ok) {
        span.setAttribute("trpc.error_code", result.error.code);
        if (getHTTPStatusCodeFromError(result.error) >= 500)
          span.setStatus({ code: SpanStatusCode.ERROR, message: result.error.code });
      }
      span.end();
      return result;
    },
    (error: unknown) => {
      span.setAttribute("trpc.outcome", "error");
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      throw error;
    },
  );
}
