/**
 * The outbox worker: rounds of `deliverDue` on a timer, one round at a time per process, and a drain
 * for shutdown (SIGTERM): no new claims, the message in flight may finish for a bounded time, and a
 * row still held after that goes back to `queued` with its claim cleared, so a stopped instance
 * leaves no row `sending` for others to wait a lease on.
 */
import type { ClaimedRow, PrismaClient } from "@labcompare/db";
import { deliverDue, type OutboxOptions } from "./outbox.ts";

/** The worker's settings: the outbox's, plus the timer and the drain bound. */
export interface OutboxWorkerOptions extends OutboxOptions {
  /** Time between rounds, ms (default 5 s). */
  intervalMs?: number;
  /** How long `stop()` lets the message in flight finish by default, ms (default 10 s). */
  drainMs?: number;
}

/** What the host holds: `poke()` to look for due messages now, `stop()` on shutdown, `lastRoundEndedAt()` for readiness. */
export interface OutboxWorker {
  /**
   * The worker's last sign of progress (epoch ms): a round ended (failed or not) or a message was
   * claimed or let go within one; the start before that. Readiness checks it is recent.
   */
  lastRoundEndedAt(): number;
  /** Starts a round now unless one is running (e.g. after a booking queued a message). */
  poke(): void;
  /**
   * Stops claiming, waits up to `drainMs` (default: the worker's) for the message in flight, then
   * returns any row still held to `queued` (claim cleared). Resolves when done; never rejects (a
   * database error while releasing is reported through `onError` as a round failure, and that
   * row is claimed again after its lease).
   */
  stop(opts?: { drainMs?: number }): Promise<void>;
}

/**
 * Returns the row to `queued`, due now, if this claim still holds it. An attempt the transport never
 * saw is not counted; one it saw (the drain bound passed mid-send) is, and may be sent again.
 */
export async function releaseClaim(db: PrismaClient, row: ClaimedRow, handedOver: boolean): Promise<boolean> {
  const released = await db.notification.updateMany({
    where: { id: row.id, claimToken: row.claim_token, status: "sending" },
    data: {
      status: "queued",
      claimedUntil: null,
      claimToken: null,
      nextAttemptAt: new Date(),
      ...(handedOver ? {} : { attempts: { decrement: 1 } }),
    },
  });
  return released.count === 1;
}

/** Runs `deliverDue` every `intervalMs` until `stop()` (see `OutboxWorker`). */
export function startOutboxWorker(db: PrismaClient, options: OutboxWorkerOptions): OutboxWorker {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  let held: { row: ClaimedRow; handedOver: boolean } | null = null;
  // The start counts as the first sign of life, so a worker whose first round is still running is not stale.
  let lastRoundEndedAt = Date.now();
  const control = {
    keepClaiming: () => !stopped,
    onHeld: (row: ClaimedRow | null, handedOver: boolean) => {
      held = row ? { row, handedOver } : null;
      // A long round on a slow mail server is still progress.
      lastRoundEndedAt = Date.now();
    },
  };
  const round = () => {
    if (running || stopped) return;
    running = deliverDue(db, options, control)
      .catch((error) => options.onError?.(error, { kind: "round" }))
      .finally(() => {
        running = null;
        lastRoundEndedAt = Date.now();
      });
  };
  const timer = setInterval(round, options.intervalMs ?? 5_000);
  timer.unref();
  round();
  return {
    lastRoundEndedAt: () => lastRoundEndedAt,
    poke: round,
    async stop(opts = {}) {
      stopped = true;
      clearInterval(timer);
      const bound = opts.drainMs ?? options.drainMs ?? 10_000;
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (timeout = setTimeout(resolve, bound)))]);
      clearTimeout(timeout);
      const left: { row: ClaimedRow; handedOver: boolean } | null = held;
      if (!left) return;
      await releaseClaim(db, left.row, left.handedOver).catch((error) =>
        options.onError?.(error, { kind: "round" }),
      );
    },
  };
}
