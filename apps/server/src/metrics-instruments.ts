/** The instruments of GET /metrics (metrics.ts), in one registry per app. */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * A registry with Node's default metrics and the site's counters, histogram and gauges (named and
 * described in metrics.ts); `withPool` adds the database pool gauge (null without a pool).
 */
export function createInstruments(withPool: boolean) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Every instrument registers in this app's registry only (two apps in one process stay apart).
  const counter = <L extends string = never>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Counter({ name, help, labelNames, registers: [registry] });
  const gauge = <L extends string = never>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Gauge({ name, help, labelNames, registers: [registry] });
  const labelNames = ["route", "procedure", "status"] as const;
  const requests = counter(
    "labcompare_http_requests_total",
    "HTTP requests answered (a batched tRPC request: one per call)",
    labelNames,
  );
  const duration = new Histogram({
    name: "labcompare_http_request_duration_seconds",
    help: "Time from the request's arrival to its answer",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const signInFailures = counter(
    "labcompare_sign_in_failures_total",
    "auth.signIn calls that failed, by tRPC error code",
    ["code"],
  );
  const bookingsCreated = counter("labcompare_bookings_created_total", "booking.create calls that succeeded");
  const bookingsCancelled = counter(
    "labcompare_bookings_cancelled_total",
    "booking.cancel calls (a patient's) that succeeded",
  );
  const outboxMessages = gauge("labcompare_outbox_messages", "Email outbox rows by status", ["status"]);
  const outboxOldest = gauge(
    "labcompare_outbox_oldest_due_seconds",
    "How long the longest-waiting due, unsent email has been due (0: none)",
  );
  const outboxRead = gauge(
    "labcompare_outbox_read_success",
    "1 when this scrape read the outbox, 0 when the database did not answer",
  );
  const criticalOverdue = gauge(
    "labcompare_critical_reports_unacknowledged_overdue",
    'Current critical lab reports (an LL or HH value) not marked "Patient contacted" more than an hour after issue',
  );
  const pool = withPool
    ? gauge(
        "labcompare_db_pool_connections",
        "Database pool connections: total open, idle, callers waiting, max",
        ["state"],
      )
    : null;

  return {
    registry,
    requests,
    duration,
    signInFailures,
    bookingsCreated,
    bookingsCancelled,
    outboxMessages,
    outboxOldest,
    outboxRead,
    criticalOverdue,
    pool,
  };
}

export type Instruments = ReturnType<typeof createInstruments>;
