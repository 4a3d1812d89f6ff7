/**
 * The hostile bench's printout (bench/hostile.ts): per kind of input its answers and times, the
 * probe's, the server's event-loop delay and memory, each beside its target.
 */
import type { LoadResult, Tally } from "./hostile-run.ts";

/** Probe p99 at most this (ms), with no 503. */
export const PROBE_P99_TARGET_MS = 100;
/** The server's event-loop delay, max over the run, at most this (ms). */
export const LOOP_DELAY_TARGET_MS = 200;

export interface ReportInput {
  header: string[];
  load: LoadResult;
  /** `/metrics` before and after the run (null: no answer). */
  before: Map<string, number> | null;
  after: Map<string, number> | null;
  /** The server's exit after the run, when it exited by itself. */
  serverExit: string | null;
}

const ms = (n: number) => (Number.isNaN(n) ? "–" : n.toFixed(n < 10 ? 1 : 0));
const mb = (m: Map<string, number> | null) => {
  const rss = m?.get("process_resident_memory_bytes");
  return rss === undefined ? "n/a (no /metrics answer)" : `${(rss / 1_048_576).toFixed(0)} MB`;
};
const verdict = (met: boolean) => (met ? "met" : "MISSED");

function kindRow(name: string, t: Tally): string {
  return `| ${name} | ${t.count} | ${t.statusText()} | ${ms(t.percentile(50))} | ${ms(t.percentile(99))} | ${ms(t.percentile(100))} |`;
}

/** The report's lines. */
export function hostileReport(r: ReportInput): string[] {
  const lines = [...r.header, ""];
  lines.push("| kind | count | status codes | p50 ms | p99 ms | max ms |", "|---|---:|---|---:|---:|---:|");
  for (const [name, t] of r.load.kinds) lines.push(kindRow(name, t));

  lines.push(
    "",
    `| probe (every 100 ms) | count | p50 ms | p99 ms | max ms | 503 | failed | status codes | target: p99 ≤ ${PROBE_P99_TARGET_MS} ms, 0 × 503 |`,
    "|---|---:|---:|---:|---:|---:|---:|---|---|",
  );
  for (const [path, t] of r.load.probes) {
    const met = t.percentile(99) <= PROBE_P99_TARGET_MS && t.count503() === 0 && t.failed() === 0;
    lines.push(
      `| GET ${path} | ${t.count} | ${ms(t.percentile(50))} | ${ms(t.percentile(99))} | ${ms(t.percentile(100))} | ${t.count503()} | ${t.failed()} | ${t.statusText()} | ${verdict(met)} |`,
    );
  }

  const lagBefore = r.before?.get("nodejs_eventloop_lag_max_seconds");
  const lag = r.after?.get("nodejs_eventloop_lag_max_seconds");
  lines.push("");
  if (lag === undefined)
    lines.push(
      `event-loop delay max over the run: n/a (no /metrics answer at the end)   target ≤ ${LOOP_DELAY_TARGET_MS} ms: MISSED`,
    );
  else
    lines.push(
      `event-loop delay max over the run: ${ms(lag * 1000)} ms   target ≤ ${LOOP_DELAY_TARGET_MS} ms: ${verdict(lag * 1000 <= LOOP_DELAY_TARGET_MS)}`,
    );
  if (lagBefore !== undefined)
    lines.push(
      `  (before the run, start-up and set-up: ${ms(lagBefore * 1000)} ms; prom-client resets the histogram at each /metrics collect)`,
    );
  lines.push(`server RSS: ${mb(r.before)} at the start, ${mb(r.after)} at the end`);
  lines.push(`run: ${r.load.elapsedS.toFixed(1)} s from the first request to the last answer`);
  if (r.serverExit) lines.push(`the server ${r.serverExit} during the run`);
  return lines;
}
