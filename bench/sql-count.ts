/**
 * Statements per project request, counted in the production bundle itself: the project is started
 * once more after the measured runs (`node --import bench/sql-count-preload.mjs
 * apps/server/dist/server.mjs`), the preload counts what the drivers send, and each benchmarked
 * request is sent a few times, one at a time: (count after − count before) / requests. BEGIN and
 * COMMIT are statements. Costs a few seconds; BENCH_COUNT_SQL=0 skips it.
 */
import { join } from "node:path";
import { freePort, startServer, stopServer, waitForReady } from "./processes.ts";

export interface CountRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export async function countProjectStatements(opts: {
  repoRoot: string;
  bundle: string;
  env: Record<string, string>;
  port: number;
  logFile: string;
  /** Each route's request maker (called once per request: bookings must differ). */
  routes: Record<string, () => CountRequest>;
  repeat?: number;
}): Promise<Record<string, number>> {
  const countPort = await freePort();
  const server = await startServer({
    name: "project (counting SQL)",
    command: process.execPath,
    args: ["--import", join(opts.repoRoot, "bench/sql-count-preload.mjs"), opts.bundle],
    env: { ...opts.env, BENCH_SQL_COUNT_PORT: String(countPort) },
    port: opts.port,
    logFile: opts.logFile,
    cwd: opts.repoRoot,
  });
  // Start-up renders read the database until the server is ready; they must not count.
  await waitForReady(server);
  const counted = async () => Number(await (await fetch(`http://127.0.0.1:${countPort}/`)).text());
  const repeat = opts.repeat ?? 5;
  const result: Record<string, number> = {};
  try {
    for (const [name, make] of Object.entries(opts.routes)) {
      const send = async () => {
        const r = make();
        const res = await fetch(`${server.baseUrl}${r.path}`, {
          method: r.method,
          headers: r.headers,
          body: r.body,
        });
        const text = await res.text();
        if (res.status !== 200) throw new Error(`${name}: ${res.status} ${text.slice(0, 300)}`);
      };
      await send(); // the first call of a kind: plans compiled, caches filled, profile filled
      await new Promise((r) => setTimeout(r, 50));
      const before = await counted();
      for (let i = 0; i < repeat; i++) await send();
      await new Promise((r) => setTimeout(r, 50)); // fire-and-forget writes, if any
      result[name] = ((await counted()) - before) / repeat;
    }
  } finally {
    await stopServer(server);
  }
  return result;
}
