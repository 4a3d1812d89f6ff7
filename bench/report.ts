/** The Markdown report of bench/api.bench.ts: one table row per route, start and memory lines, profiles, and the validity check. */
import { cpus } from "node:os";
import type { AutocannonResult } from "autocannon";
import type { ProfileSummary } from "./profile.ts";
import type { TracingCost } from "./tracing-cost.ts";

/** One route's run on one server: autocannon's result, server CPU ms and SQL statements per request, answer bytes, 1-minute load. */
export interface RouteRun {
  result: AutocannonResult;
  cpuPerReq: number;
  sqlPerReq: number | null;
  bytes: number;
  load1: string;
}

/** Everything the report prints: the set-up, each route's runs, start times (ms), memory (MB), profiles. */
export interface ReportInput {
  postgres: boolean;
  pgVersion: string;
  connections: number;
  warmup: number;
  seconds: number;
  acceptEncoding: string;
  loadBefore: string;
  loadAfter: string;
  bundleBuilt: string;
  bundleNote: string;
  nodeFlags: string[];
  results: { route: { name: string }; project: RouteRun; bare: RouteRun }[];
  projectSql: Record<string, number> | null;
  project: {
    firstStartMs: number;
    startMs: number;
    idle: { rss: number };
    after: { rss: number; peak: number };
  };
  bare: { startMs: number; idle: { rss: number }; after: { rss: number; peak: number } };
  profiles: { route: string; seconds: number; summary: ProfileSummary }[];
  /** The tracing pass (bench/tracing-cost.ts), when it ran. */
  tracing: TracingCost | null;
  /** Share of failed requests above which a run makes the benchmark invalid. */
  maxFailedShare: number;
}

/** The report's lines, and `invalid` when a run completed nothing or failed more than maxFailedShare of its requests. */
export function benchReport(r: ReportInput): { lines: string[]; invalid: boolean } {
  const lines: string[] = [];
  let invalid = false;
  const n0 = (x: number) => x.toLocaleString("en-US", { maximumFractionDigits: 0 });
  const n1 = (x: number) => x.toFixed(1);
  const failed = (res: AutocannonResult) => res.non2xx + res.errors;
  lines.push(
    "",
    `## API benchmark: project vs bare Fastify + ${r.postgres ? "pg" : "PGlite"} (same SQL, same run)`,
    "",
    `Database: ${r.postgres ? `PostgreSQL ${r.pgVersion} (fresh database)` : "PGlite (fresh data folder; the bare server runs on a copy)"}; ` +
      `${cpus().length} CPUs; autocannon ${r.connections} connections, ${r.warmup} s warm-up + ${r.seconds} s per route and server; ` +
      `Accept-Encoding: ${r.acceptEncoding || "(none)"}; load average before ${r.loadBefore}, after ${r.loadAfter}. ` +
      `Project: apps/server/dist/server.mjs built ${r.bundleBuilt}${r.bundleNote}, run as node ${[...r.nodeFlags, "server.mjs"].join(" ")}.`,
    "",
    "| route | project req/s | p50 / p99 ms | bare req/s | p50 / p99 ms | ratio | non-2xx+errors p / b | CPU ms/req p / b (b/p) | SQL/req p / b | bytes on the wire p / b | load 1m p / b |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  );
  for (const { route, project: p, bare: b } of r.results) {
    const ratio = p.result.requests.average / b.result.requests.average;
    const sqlP = r.projectSql?.[route.name];
    lines.push(
      `| ${route.name} | ${n0(p.result.requests.average)} | ${p.result.latency.p50} / ${p.result.latency.p99} | ${n0(b.result.requests.average)} | ${b.result.latency.p50} / ${b.result.latency.p99} | ` +
        `${ratio.toFixed(2)}× | ${failed(p.result)} / ${failed(b.result)} | ${p.cpuPerReq.toFixed(2)} / ${b.cpuPerReq.toFixed(2)} (${(b.cpuPerReq / p.cpuPerReq).toFixed(2)}×) | ` +
        `${sqlP === undefined ? "–" : n1(sqlP)} / ${b.sqlPerReq === null ? "–" : n1(b.sqlPerReq)} | ${n0(p.bytes)} / ${n0(b.bytes)} | ${p.load1} / ${b.load1} |`,
    );
  }
  lines.push(
    "",
    `Project: first start (migrations + seed) ${n1(r.project.firstStartMs / 1000)} s; cold start on existing data ${n1(r.project.startMs / 1000)} s (spawn → /health 200); ` +
      `RSS idle ${n0(r.project.idle.rss)} MB, after the runs ${n0(r.project.after.rss)} MB (peak ${n0(r.project.after.peak)} MB).`,
    `Bare: start ${n1(r.bare.startMs / 1000)} s (through tsx); RSS idle ${n0(r.bare.idle.rss)} MB, after the runs ${n0(r.bare.after.rss)} MB (peak ${n0(r.bare.after.peak)} MB).`,
    `CPU ms/req: the server process's user+system time over the measured run / requests (the database's own CPU is not in it${r.postgres ? "" : "; PGlite runs inside the server, so it is"}); ` +
      "b/p, bare's over the project's, is the ratio to expect when the server's CPU is the limit, and moves less with the machine's other work than req/s.",
    `SQL/req: bare counted by its driver wrapper during the run; project counted after the runs, in its bundle with a counting preload (BEGIN/COMMIT included).`,
    "",
  );
  for (const { route, seconds, summary } of r.profiles) {
    const pct = (list: [string, number][]) =>
      list.map(([k, v]) => `${k} ${(v * 100).toFixed(1)} %`).join(", ");
    lines.push(
      `Project CPU profile, ${route} (${n1(summary.busyMs / 1000)} s busy in ${seconds} s):`,
      `- self: ${pct(summary.self)}`,
      `- inclusive: ${pct(summary.inclusive)}`,
      "",
    );
  }
  if (r.tracing) lines.push(...tracingLines(r.tracing, r.projectSql));
  const tracingRuns = (r.tracing?.routes ?? []).flatMap(({ name, runs }) =>
    Object.entries(runs).flatMap(([variant, list]) =>
      list.map((run) => ({ name, side: `project (tracing ${variant})`, run })),
    ),
  );
  const runs = [
    ...r.results.flatMap(({ route, project, bare }) => [
      { name: route.name, side: "project", run: project },
      { name: route.name, side: "bare", run: bare },
    ]),
    ...tracingRuns,
  ];
  for (const { name, side, run } of runs) {
    const total = run.result.requests.total + run.result.errors;
    if (total === 0 || failed(run.result) / total > r.maxFailedShare) {
      const codes = Object.entries(run.result.statusCodeStats)
        .map(([code, s]) => `${code}×${s.count}`)
        .join(", ");
      lines.push(
        total === 0
          ? `ERROR: ${name} on ${side}: no request completed in its run. The benchmark is invalid.`
          : `ERROR: ${name} on ${side}: ${failed(run.result)} of ${total} requests failed (status codes: ${codes}; socket errors ${run.result.errors}, timeouts ${run.result.timeouts}). The benchmark is invalid.`,
      );
      invalid = true;
    }
  }
  return { lines, invalid };
}

/**
 * The tracing section: per route, req/s, p50/p99 and server CPU per request of the untraced build,
 * tracing off and tracing on, with the ratios off/untraced and on/off; then the no-op wrappers' ns
 * per call and what they add to a request with `projectSql`'s statements.
 */
function tracingLines(t: TracingCost, projectSql: Record<string, number> | null): string[] {
  const lines = [
    `### Tracing (OTEL_EXPORTER_OTLP_ENDPOINT): untraced build vs off vs on, side by side, ${t.rounds} rounds of ${t.warmup} s warm-up + ${t.seconds} s per route and variant (means of the rounds)`,
    "",
    "| route | untraced req/s | off req/s (off/untraced) | on req/s (on/off) | p50 / p99 ms untraced · off · on | CPU ms/req untraced / off / on |",
    "|---|---:|---:|---:|---:|---:|",
  ];
  const mean = (runs: RouteRun[], of: (run: RouteRun) => number) =>
    runs.reduce((sum, run) => sum + of(run), 0) / Math.max(1, runs.length);
  for (const { name, runs } of t.routes) {
    const { untraced: u, off, on } = runs;
    const rps = (list: RouteRun[]) => mean(list, (run) => run.result.requests.average);
    const latency = (list: RouteRun[]) =>
      `${mean(list, (run) => run.result.latency.p50).toFixed(0)}/${mean(list, (run) => run.result.latency.p99).toFixed(0)}`;
    lines.push(
      `| ${name} | ${rps(u).toFixed(0)} | ${rps(off).toFixed(0)} (${(rps(off) / rps(u)).toFixed(2)}×) | ${rps(on).toFixed(0)} (${(rps(on) / rps(off)).toFixed(2)}×) | ` +
        `${[u, off, on].map(latency).join(" · ")} | ${[u, off, on].map((list) => mean(list, (run) => run.cpuPerReq).toFixed(2)).join(" / ")} |`,
    );
  }
  lines.push(
    "",
    `Off, the wrappers cost ${t.noopNs.procedure.toFixed(0)} ns per tRPC call and ${t.noopNs.statement.toFixed(0)} ns per SQL statement (no SDK registered, timed in the benchmark's process)` +
      (projectSql
        ? `: per request ${Object.entries(projectSql)
            .map(
              ([route, n]) =>
                `${route} ${((t.noopNs.procedure + n * t.noopNs.statement) / 1000).toFixed(2)} µs`,
            )
            .join(", ")}.`
        : "."),
    `On: every span exported over OTLP/HTTP (protobuf) to a sink in the benchmark's process (${t.exports} export requests); the sink's CPU is not in the server's CPU ms/req.`,
    "",
  );
  return lines;
}
