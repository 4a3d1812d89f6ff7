/**
 * What OpenTelemetry tracing costs the project (apps/server/src/tracing.ts), in two figures:
 * - the same routes on three servers running side by side on the same data:
 *   `untraced` (apps/server/dist/server-untraced.mjs: the tRPC and SQL tracing wrappers replaced by
 *   pass-throughs, built here), `off` (the production bundle, OTEL_EXPORTER_OTLP_ENDPOINT unset) and
 *   `on` (the same bundle exporting every span over OTLP/HTTP protobuf to a sink in this process
 *   that answers 200 and keeps nothing);
 * - the wrappers' own cost with no SDK registered, timed in this process: ns per tRPC call
 *   (`inProcedureSpan`) and per SQL statement (`inSqlSpan`) beyond calling the wrapped function.
 * BENCH_TRACING=0 skips it; BENCH_TRACING_SECONDS (default 5) per route and variant, after
 * BENCH_TRACING_WARMUP (default 2) s, BENCH_TRACING_ROUNDS (default 2) times.
 */
import { execSync } from "node:child_process";
import { cpSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { inSqlSpan } from "@labcompare/db/driver-tracing";
import { inProcedureSpan } from "@labcompare/api/trpc-tracing";
import { freePort, startServer, stopServer, type Server } from "./processes.ts";
import type { RouteRun } from "./report.ts";
import type { Route } from "./routes.ts";
import { runRoute, type RunSettings } from "./runs.ts";

export type TracingVariant = "untraced" | "off" | "on";

export interface TracingCost {
  seconds: number;
  warmup: number;
  rounds: number;
  /** Per route, each variant's runs (one a round). */
  routes: { name: string; runs: Record<TracingVariant, RouteRun[]> }[];
  /** ns per call beyond the wrapped function's own, with no SDK registered. */
  noopNs: { procedure: number; statement: number };
  /** Export requests the sink received (all while `on` ran). */
  exports: number;
}

/** ns per call of `wrapped` beyond `direct`'s, the best of 5 rounds of `n` calls each. */
function extraNs(direct: () => unknown, wrapped: () => unknown, n = 1_000_000): number {
  const time = (fn: () => unknown) => {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < n; i++) fn();
    return Number(process.hrtime.bigint() - t0) / n;
  };
  let best = Infinity;
  for (let round = 0; round < 5; round++) best = Math.min(best, time(wrapped) - time(direct));
  return Math.max(0, best);
}

/** Both wrappers with no SDK registered, around a function answering an already-settled promise. */
function noopCost(): TracingCost["noopNs"] {
  const settled = Promise.resolve({ ok: true as const });
  const call = () => settled;
  return {
    procedure: extraNs(call, () => inProcedureSpan("catalog.search", "query", call)),
    statement: extraNs(call, () => inSqlSpan("SELECT 1", call)),
  };
}

/**
 * Starts the three variants side by side (each on its own port; PGlite: each on its own copy of the
 * data folder), then runs every route on each in turn, BENCH_TRACING_ROUNDS (default 2) rounds with
 * the order rotated, so the machine's drift falls on all three alike; `settings` but this pass's
 * warm-up and seconds. Then times the no-op wrappers. Throws when a server does not start.
 */
export async function measureTracingCost(opts: {
  routes: Route[];
  repoRoot: string;
  bundle: string;
  nodeFlags: string[];
  env: Record<string, string>;
  scratch: string;
  servers: Server[];
  settings: RunSettings;
}): Promise<TracingCost> {
  const s: RunSettings = {
    ...opts.settings,
    warmup: Number(process.env.BENCH_TRACING_WARMUP ?? 2),
    seconds: Number(process.env.BENCH_TRACING_SECONDS ?? 5),
  };
  const rounds = Number(process.env.BENCH_TRACING_ROUNDS ?? 2);
  s.log("building the untraced baseline (apps/server/dist/server-untraced.mjs)");
  execSync("npm run build --workspace @labcompare/server -- --untraced", {
    cwd: opts.repoRoot,
    stdio: ["ignore", "ignore", "inherit"],
  });
  let exports = 0;
  const sink = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      exports++;
      res.writeHead(200, { "content-type": "application/x-protobuf" }).end();
    });
  });
  await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
  const sinkUrl = `http://127.0.0.1:${(sink.address() as { port: number }).port}`;
  const variants: { name: TracingVariant; script: string; env: Record<string, string> }[] = [
    { name: "untraced", script: join(opts.repoRoot, "apps/server/dist/server-untraced.mjs"), env: {} },
    { name: "off", script: opts.bundle, env: {} },
    { name: "on", script: opts.bundle, env: { OTEL_EXPORTER_OTLP_ENDPOINT: sinkUrl } },
  ];
  const runs = new Map<string, Record<TracingVariant, RouteRun[]>>(
    opts.routes.map((r) => [r.name, { untraced: [], off: [], on: [] }]),
  );
  const started: Server[] = [];
  try {
    for (const variant of variants) {
      const port = await freePort();
      let dataDir: Record<string, string> = {};
      if (!opts.env.DATABASE_URL) {
        dataDir = { DATA_DIR: join(opts.scratch, `tracing-${variant.name}-data`) };
        cpSync(opts.env.DATA_DIR!, dataDir.DATA_DIR!, { recursive: true });
      }
      s.log(`tracing cost: starting the project ${variant.name}`);
      const server = await startServer({
        name: `project (tracing ${variant.name})`,
        command: process.execPath,
        args: [...opts.nodeFlags, variant.script],
        env: { ...opts.env, ...dataDir, PORT: String(port), ...variant.env },
        port,
        logFile: join(opts.scratch, `project-tracing-${variant.name}.log`),
        cwd: opts.repoRoot,
      });
      started.push(server);
      opts.servers.push(server);
    }
    for (let round = 0; round < rounds; round++) {
      for (const route of opts.routes) {
        for (let i = 0; i < variants.length; i++) {
          const v = (i + round) % variants.length;
          const run = await runRoute(
            {
              ...route,
              name: `${route.name} (tracing ${variants[v]!.name})`,
              project: { ...route.project, server: started[v]! },
            },
            "project",
            s,
          );
          runs.get(route.name)![variants[v]!.name].push(run);
        }
      }
    }
  } finally {
    for (const server of started) {
      await stopServer(server);
      opts.servers.splice(opts.servers.indexOf(server), 1);
    }
    await new Promise<void>((resolve) => sink.close(() => resolve()));
  }
  return {
    seconds: s.seconds,
    warmup: s.warmup,
    rounds,
    routes: opts.routes.map((r) => ({ name: r.name, runs: runs.get(r.name)! })),
    noopNs: noopCost(),
    exports,
  };
}
