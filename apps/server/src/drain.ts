/**
 * Graceful shutdown of the server process. On SIGTERM (an orchestrator's stop): `/health/ready`
 * answers 503 at once while the server keeps serving for `delayMs`, so a balancer polling readiness
 * stops sending new requests first; then the listener closes, idle connections end, requests in
 * flight finish (up to `timeoutMs`, after which their connections are cut), the onClose hooks stop
 * the outbox worker and close the database, `flush` exports the last trace spans, and the process
 * exits 0. SIGINT (Ctrl+C) skips the delay.
 */
import type { FastifyInstance } from "fastify";

export interface DrainOptions {
  /** ms to keep serving, unready, after SIGTERM before closing the listener (env SHUTDOWN_DELAY_MS). */
  delayMs: number;
  /** Longest wait for requests in flight, ms (default 10 000). */
  timeoutMs?: number;
  /** Runs after the app has closed, before the exit (exports the last trace spans); within the hard stop. */
  flush?: () => Promise<void>;
  /** Ends the process (default process.exit). */
  exit?: (code: number) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Installs the SIGTERM/SIGINT handlers for `app` (which has `readiness` decorated). A second signal is ignored. */
export function drainOnSignals(app: FastifyInstance, options: DrainOptions): void {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.readiness.startDraining();
    console.log(`${signal}: shutting down (readiness answers 503; requests in flight finish)`);
    if (signal === "SIGTERM" && options.delayMs > 0) await sleep(options.delayMs);
    const cut = setTimeout(() => {
      app.log.warn("Requests still in flight at the shutdown limit: closing their connections");
      app.server.closeAllConnections();
    }, timeoutMs);
    // Should closing itself hang (a database that never answers), the process still ends.
    const hardStop = setTimeout(() => exit(1), timeoutMs + 5_000);
    hardStop.unref();
    try {
      await app.close();
      clearTimeout(cut);
      await options.flush?.();
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, "Shutdown failed");
      exit(1);
    }
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, (received) => void shutdown(received));
}
