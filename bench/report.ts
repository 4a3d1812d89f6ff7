/** The Markdown report of bench/api.bench.ts: one table row per route, start and memory lines, profiles, and the validity check. */
import { cpus } from "node:os";
import type { AutocannonResult } from "autocannon";
import type { ProfileSummary } from "./profile.ts";

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
  project: { firstStartMs: number; startMs: number; idle: { rss: number }; after: { rss: number; peak: number } };
  bare: { startMs: number; idle: { rss: number }; after: { rss: number; peak: number } };
  profiles: { route: string; seconds: number; summary: ProfileSummary }[];
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
      `Project: apps/api/dist/server.mjs built ${r.bundleBuilt}${r.bundleNote}, run as node ${[...r.nodeFlags, "server.mjs"].join(" ")}.`,
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
    const pct = (list: [string, number][]) => list.map(([k, v]) => `${k} ${(v * 100).toFixed(1)} %`).join(", ");
    lines.push(
      `Project CPU profile, ${route} (${n1(summary.busyMs / 1000)} s busy in ${seconds} s):`,
      `- self: ${pct(summary.self)}`,
      `- inclusive: ${pct(summary.inclusive)}`,
      "",
    );
  }
  for (const { route, project: p, bare: b } of r.results) {
    for (const [side, run] of [["project", p], ["bare", b]] as const) {
      const total = run.result.requests.total + run.result.errors;
      if (total === 0 || failed(run.result) / total > r.maxFailedShare) {
        const codes = Object.entries(run.result.statusCodeStats).map(([code, s]) => `${code}×${s.count}`).join(", ");
        lines.push(
          total === 0
            ? `ERROR: ${route.name} on ${side}: no request completed in ${r.seconds} s. The benchmark is invalid.`
            : `ERROR: ${route.name} on ${side}: ${failed(run.result)} of ${total} requests failed (status codes: ${codes}; socket errors ${run.result.errors}, timeouts ${run.result.timeouts}). The benchmark is invalid.`,
        );
        invalid = true;
      }
    }
  }
  return { lines, invalid };
}
