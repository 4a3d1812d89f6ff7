/**
 * The hostile bench's load (bench/hostile.ts): closed-loop clients cycling through the kinds of
 * input, an open-loop probe of the liveness and home page every 100 ms, and tallies of answers.
 * Every request has a timeout, and every loop ends at the run's deadline, so a stalled server
 * only makes the run last the timeout longer.
 */

/** One request of a kind: a path on the server and its fetch options. */
export interface Kind {
  name: string;
  request(): { path: string; init: RequestInit };
}

/** Answers seen: status codes ("201", or "timeout" / "error" when none came) and times (ms). */
export class Tally {
  readonly statuses = new Map<string, number>();
  readonly times: number[] = [];

  add(status: string, ms: number) {
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    this.times.push(ms);
  }

  get count() {
    return this.times.length;
  }

  count503() {
    return this.statuses.get("503") ?? 0;
  }

  /** Answers that never came (timeouts and connection errors). */
  failed() {
    return (this.statuses.get("timeout") ?? 0) + (this.statuses.get("error") ?? 0);
  }

  /** The p-th percentile (nearest rank) of the times, ms; NaN when empty. */
  percentile(p: number): number {
    if (!this.times.length) return NaN;
    const sorted = [...this.times].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  }

  /** `{201: 12, 400: 30, 503: 0}`: numeric codes in order, 503 always, then timeout and error. */
  statusText(): string {
    const keys = new Set([...this.statuses.keys(), "503"]);
    const ordered = [...keys].sort((a, b) => (Number(a) || 1000) - (Number(b) || 1000) || a.localeCompare(b));
    return `{${ordered.map((k) => `${k}: ${this.statuses.get(k) ?? 0}`).join(", ")}}`;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sends one request and reads its whole answer within `timeoutMs`. */
export async function timed(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ status: string; ms: number; body: string }> {
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const body = await res.text();
    return { status: String(res.status), ms: performance.now() - started, body };
  } catch (error) {
    const name = (error as { name?: string }).name;
    return {
      status: name === "TimeoutError" || name === "AbortError" ? "timeout" : "error",
      ms: performance.now() - started,
      body: String(error),
    };
  }
}

export interface LoadOptions {
  baseUrl: string;
  kinds: Kind[];
  clients: number;
  seconds: number;
  timeoutMs: number;
  probePaths: string[];
  probeEveryMs: number;
}

export interface LoadResult {
  kinds: Map<string, Tally>;
  probes: Map<string, Tally>;
  /** From the start to the last answer, s (the deadline plus the longest request still out then). */
  elapsedS: number;
}

/** One client: its next request as soon as the previous is answered, kinds in turn from `first`, until the deadline. */
async function client(
  first: number,
  opts: LoadOptions,
  deadline: number,
  tallies: Map<string, Tally>,
): Promise<void> {
  for (let n = first; performance.now() < deadline; n++) {
    const kind = opts.kinds[n % opts.kinds.length]!;
    const { path, init } = kind.request();
    const r = await timed(`${opts.baseUrl}${path}`, init, opts.timeoutMs);
    tallies.get(kind.name)!.add(r.status, r.ms);
  }
}

/** Every probe path each `probeEveryMs` on a fixed schedule (a slow answer does not delay the next probe). */
async function probe(opts: LoadOptions, deadline: number, tallies: Map<string, Tally>): Promise<void> {
  const started = performance.now();
  const out: Promise<void>[] = [];
  for (let tick = 1; performance.now() < deadline; tick++) {
    for (const path of opts.probePaths) {
      out.push(
        timed(
          `${opts.baseUrl}${path}`,
          { headers: { "accept-encoding": "gzip, deflate, br" } },
          opts.timeoutMs,
        ).then((r) => tallies.get(path)!.add(r.status, r.ms)),
      );
    }
    await sleep(Math.max(0, started + tick * opts.probeEveryMs - performance.now()));
  }
  await Promise.all(out);
}

/** Runs the clients and the probe for `seconds`, then waits for the answers still out (each within `timeoutMs`). */
export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const kinds = new Map(opts.kinds.map((k) => [k.name, new Tally()]));
  const probes = new Map(opts.probePaths.map((p) => [p, new Tally()]));
  const started = performance.now();
  const deadline = started + opts.seconds * 1000;
  // Clients start at different kinds, so different kinds are in flight at once.
  const step = Math.max(1, Math.floor(opts.kinds.length / opts.clients));
  await Promise.all([
    ...Array.from({ length: opts.clients }, (_, i) => client(i * step, opts, deadline, kinds)),
    probe(opts, deadline, probes),
  ]);
  return { kinds, probes, elapsedS: (performance.now() - started) / 1000 };
}

/** Prometheus text → the value of each unlabelled sample by name. */
export function parseMetrics(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split("\n")) {
    const m = /^([a-zA-Z_:][\w:]*)\s+(\S+)/.exec(line);
    if (m) out.set(m[1]!, Number(m[2]));
  }
  return out;
}

/** Scrapes `/metrics` (loopback is let in). Collecting resets prom-client's event-loop delay histogram. */
export async function scrapeMetrics(baseUrl: string, timeoutMs: number): Promise<Map<string, number> | null> {
  const r = await timed(`${baseUrl}/metrics`, {}, timeoutMs);
  return r.status === "200" ? parseMetrics(r.body) : null;
}
