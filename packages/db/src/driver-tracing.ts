/**
 * OpenTelemetry spans for the statements sent straight to the driver (driver.ts: the `sql/` modules'
 * reads and writes, raw transactions), which Prisma's own instrumentation never sees. Through
 * @opentelemetry/api only: with no SDK registered (apps/server/src/tracing.ts not started) every span is
 * the API's non-recording one and the statement runs as it would unwrapped.
 */
import { context, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import type { Driver, DriverSession } from "./driver.ts";

const tracer = trace.getTracer("@labcompare/db");

/** First keyword of a statement, upper-cased (SELECT, INSERT, WITH, BEGIN…): the span's name. */
function operationOf(text: string): string {
  return /^\s*([a-zA-Z]+)/.exec(text)?.[1]?.toUpperCase() ?? "SQL";
}

/**
 * Runs `run` (one statement, or BEGIN/COMMIT/ROLLBACK) in a CLIENT span under the active span, named
 * by the statement's first keyword, with db.system.name "postgresql", db.operation.name and
 * db.query.text (the text with its $n placeholders; values are never recorded). Output: `run`'s
 * promise; a rejection is recorded on the span and passed on.
 */
export function inSqlSpan<R>(text: string, run: () => Promise<R>): Promise<R> {
  const span = tracer.startSpan("postgresql", { kind: SpanKind.CLIENT });
  if (!span.isRecording()) return run();
  const operation = operationOf(text);
  span.updateName(operation);
  span.setAttributes({
    "db.system.name": "postgresql",
    "db.operation.name": operation,
    "db.query.text": text,
  });
  return context.with(trace.setSpan(context.active(), span), run).then(
    (result) => {
      span.end();
      return result;
    },
    (error: unknown) => {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      throw error;
    },
  );
}

/** `driver` with a span for each statement and for a transaction's BEGIN and its end (`inSqlSpan`). */
export function tracedDriver(driver: Driver): Driver {
  const traceSession = (session: DriverSession): DriverSession => ({
    query: (text, params) => inSqlSpan(text, () => session.query(text, params)),
    finish: (commit) => inSqlSpan(commit ? "COMMIT" : "ROLLBACK", () => session.finish(commit)),
  });
  return {
    key: driver.key,
    query: (text, params) => inSqlSpan(text, () => driver.query(text, params)),
    begin: async () => traceSession(await inSqlSpan("BEGIN", () => driver.begin())),
  };
}
