/**
 * Child servers for the benchmark: start one, time it to its first `GET /health` 200, read its
 * resident memory from /proc, stop it (SIGTERM, then SIGKILL after 10 s). Output goes to a log file
 * (the project logs every request in production; the file keeps the terminal quiet and is there to
 * read when a start fails). Also the production bundle's environment and start, and the machine's
 * load average as the benches print it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { openSync, closeSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "../apps/server/test/support/server-process.ts";
import { serverNodeFlags } from "../scripts/server-node-flags.ts";

export { freePort };

export interface Server {
  name: string;
  child: ChildProcess;
  baseUrl: string;
  port: number;
  logFile: string;
  /** Milliseconds from spawn to the first /health 200. */
  startMs: number;
}

/** The 1-, 5- and 15-minute load averages, two decimals each, space-separated. */
export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

/** Rate limits no bench load reaches: the benches measure the work, not the limiter's refusals. */
export const UNREACHED_RATE_LIMITS = {
  AUTH_RATE_LIMIT_PER_MINUTE: "1000000",
  CATALOG_RATE_LIMIT_PER_MINUTE: "100000000",
};

/**
 * The production server's environment on 127.0.0.1:`port`: NODE_ENV=production, PUBLIC_URL (the
 * server's own address unless given), DATA_DIR, DATABASE_URL when given (else PGlite in DATA_DIR),
 * then `extra`.
 */
export function productionEnv(
  opts: { port: number; dataDir: string; databaseUrl?: string; publicUrl?: string },
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(opts.port),
    PUBLIC_URL: opts.publicUrl ?? `http://127.0.0.1:${opts.port}`,
    DATA_DIR: opts.dataDir,
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...extra,
  };
}

/**
 * Starts the production bundle (`node <flags> bundle`) with `env` on env.PORT, as startServer does;
 * `nodeFlags`: Node's flags, by default the ones `npm start` gives for that environment.
 */
export function startBundle(opts: {
  name: string;
  bundle: string;
  env: Record<string, string>;
  logFile: string;
  cwd: string;
  nodeFlags?: string[];
  timeoutMs?: number;
}): Promise<Server> {
  return startServer({
    name: opts.name,
    command: process.execPath,
    args: [...(opts.nodeFlags ?? serverNodeFlags(opts.env)), opts.bundle],
    env: opts.env,
    port: Number(opts.env.PORT),
    logFile: opts.logFile,
    cwd: opts.cwd,
    timeoutMs: opts.timeoutMs,
  });
}

function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/**
 * Polls `server`'s /health/ready every 100 ms until it answers 200 (its start-up work done: the home
 * pages rendered, which /health does not wait for). Throws after `timeoutMs` (60,000).
 */
export async function waitForReady(server: Pick<Server, "baseUrl">, timeoutMs = 60_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(`${server.baseUrl}/health/ready`, { signal: AbortSignal.timeout(5_000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // Not answering yet.
    }
    if (performance.now() > deadline)
      throw new Error(`${server.baseUrl}/health/ready did not answer 200 within ${timeoutMs} ms`);
    await sleep(100);
  }
}

/**
 * Spawns `command args` with `env` (nothing else of this process's environment but PATH, HOME and
 * locale), polls http://127.0.0.1:port/health every 20 ms and resolves once it answers 200.
 */
export async function startServer(opts: {
  name: string;
  command: string;
  args: string[];
  env: Record<string, string>;
  port: number;
  logFile: string;
  cwd: string;
  timeoutMs?: number;
}): Promise<Server> {
  const fd = openSync(opts.logFile, "a");
  const base: Record<string, string> = {};
  for (const key of ["PATH", "HOME", "LANG", "LC_ALL", "TZ", "TMPDIR"])
    if (process.env[key]) base[key] = process.env[key]!;
  const started = performance.now();
  const child = spawn(opts.command, opts.args, {
    cwd: opts.cwd,
    env: { ...base, ...opts.env },
    stdio: ["ignore", fd, fd],
  });
  closeSync(fd);
  let exited = null as string | null; // set by the exit listener, read by the loop below
  child.once("exit", (code, signal) => (exited = `exited with ${signal ?? `code ${code}`}`));
  const baseUrl = `http://127.0.0.1:${opts.port}`;
  const deadline = started + (opts.timeoutMs ?? 120_000);
  for (;;) {
    if (exited)
      throw new Error(
        `${opts.name} ${exited} before answering /health. Its log (${opts.logFile}):\n${tail(opts.logFile)}`,
      );
    try {
      const res = await fetch(`${baseUrl}/health`);
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (performance.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(
        `${opts.name} did not answer /health within ${opts.timeoutMs ?? 120_000} ms. Its log (${opts.logFile}):\n${tail(opts.logFile)}`,
      );
    }
    await sleep(20);
  }
  return {
    name: opts.name,
    child,
    baseUrl,
    port: opts.port,
    logFile: opts.logFile,
    startMs: performance.now() - started,
  };
}

/** Resident set size and its peak (VmRSS, VmHWM) of a process, MB. */
export function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

/** SIGTERM (the servers close gracefully: PGlite writes its files), SIGKILL after 10 s. */
export async function stopServer(server: Server): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await done;
  clearTimeout(timer);
}
