/**
 * The production server for measuring scripts (Lighthouse, hydration bench): started as
 * playwright.config.ts starts it (node apps/server/dist/server.mjs with npm start's flags), on a given
 * port and a fresh DATA_DIR (seeded on first start), in its own process group; and a public tRPC
 * query read the way a browser would.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { resolve } from "node:path";
import { serverNodeFlags } from "./server-node-flags.ts";

const ROOT = resolve(import.meta.dirname, "..");
/** Longest wait for /health after the start, ms (the first start seeds the catalogue). */
const START_TIMEOUT_MS = 120_000;

/**
 * Starts the built server on `port` with `dataDir`; its output goes to `log`. `root` is the checkout
 * whose build runs (this one unless given: another checkout's, to compare two builds). Resolves once
 * /health answers; throws when the process exits or 120 s pass first.
 */
export async function startProductionServer(
  port: number,
  dataDir: string,
  log: string[],
  root = ROOT,
): Promise<ChildProcess> {
  const origin = `http://localhost:${port}`;
  const server = spawn(process.execPath, [...serverNodeFlags(), "apps/server/dist/server.mjs"], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      PUBLIC_URL: origin,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [server.stdout, server.stderr]) stream?.on("data", (chunk) => log.push(String(chunk)));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("The server did not answer /health within 120 s");
}

/** A public tRPC query's JSON at `origin` (superjson envelope: result.data.json); throws on a non-2xx answer. */
export async function trpcGet<T>(origin: string, path: string, input?: unknown): Promise<T> {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  const res = await fetch(`${origin}/trpc/${path}${query}`);
  if (!res.ok) throw new Error(`GET /trpc/${path} answered ${res.status}`);
  return ((await res.json()) as { result: { data: { json: T } } }).result.data.json;
}

/** Stops a server started by startProductionServer (its whole process group), if it still runs; waits 0.5 s. */
export async function stopProductionServer(server: ChildProcess | null): Promise<void> {
  if (!server?.pid || server.exitCode !== null) return;
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    server.kill("SIGTERM");
  }
  await new Promise((r) => setTimeout(r, 500));
}
