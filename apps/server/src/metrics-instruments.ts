/** The instruments of GET /metrics (metrics.ts), in one registry per app. */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * A registry with Node's default metrics and the site's counters, histogram and gauges (named and
 * described in metrics.ts); `withPool` adds the database pool gauge (null without a pool).
 */
export function createInstruments(withPool: boolean) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ["route", "procedure", "status"] as const;
  const requests = new Counter({
    name: "labcompare_http_requests_total",
    help: "HTTP requests answered (a batched tRPC request: one per call)",
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "labcompare_http_request_duration_seconds",
    help: "Time from the request's arrival to its answer",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: "labcompare_sign_in_failures_total",
    help: "auth.signIn calls that failed, by tRPC error code",
    labelNames: ["code"],
    registers: [registry],
  });
  const bookingsCreated = new Counter({
    name: "labcompare_bookings_created_total",
    help: "booking.create calls that succeeded",
    registers: [registry],
  });
  const bookingsCancelled = new Counter({
    name: "labcompare_bookings_cancelled_total",
    help: "booking.cancel calls (a patient's) that succeeded",
    registers: [registry],
  });
  const outboxMessages = new Gauge({
    name: "labcompare_outbox_messages",
    help: "Email outbox rows by status",
    labelNames: ["status"],
    registers: [registry],
  });
  const outboxOldest = new Gauge({
    name: "labcompare_outbox_oldest_due_seconds",
    help: "How long the longest-waiting due, unsent email has been due (0: none)",
    registers: [registry],
  });
  const outboxRead = new Gauge({
    name: "labcompare_outbox_read_success",
    help: "1 when this scrape read the outbox, 0 when the database did not answer",
    registers: [registry],
  });
  const criticalOverdue = new Gauge({
    name: "labcompare_critical_reports_unacknowledged_overdue",
    help: 'Current critical lab reports (an LL or HH value) not marked "Patient contacted" more than an hour after issue',
    registers: [registry],
  });
  const pool = withPool
    ? new Gauge({
        name: "labcompare_db_pool_connections",
        help: "Database pool connections: total open, idle, callers waiting, max",
        labelNames: ["state"],
        registers: [registry],
      })
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
