/**
 * One measured run of a route on one server (autocannon: warm-up, then the measured seconds) with
 * its CPU per request from /proc and, for the bare server, its SQL statements per request; and the
 * CPU profiles of the project, one route at a time (BENCH_PROFILE=1).
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import { startServer, stopServer, type Server } from "./processes.ts";
import { summarizeProfile, type ProfileSummary } from "./profile.ts";
import type { RouteRun } from "./report.ts";
import { once, type Route } from "./routes.ts";

export interface RunSettings {
  connections: number;
  /** Seconds of warm-up before each measured run. */
  warmup: number;
  /** Seconds measured. */
  seconds: number;
  emptyBookingTables: () => Promise<void>;
  log: (line: string) => void;
}

/** utime + stime of a process, ms (from /proc; clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = (readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1] ?? "").split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Statements and requests the bare server has counted so far. */
const bareStats = async (bare: Server) =>
  (await (await fetch(`${bare.baseUrl}/bare/stats`)).json()) as { statements: number; requests: number };

/** Runs `route` on one side and measures it. */
export async function runRoute(route: Route, side: "project" | "bare", s: RunSettings): Promise<RouteRun> {
  const target = route[side];
  if (target.bookings) await s.emptyBookingTables();
  const options = { url: target.server.baseUrl, connections: s.connections, requests: [target.request] };
  if (s.warmup > 0) await autocannon({ ...options, duration: s.warmup });
  const bytes = (await once(target)).bytes;
  // Requests autocannon leaves in flight when it stops still finish on the server: wait for them
  // so the statement count covers whole requests.
  await sleep(1000);
  const pid = target.server.child.pid!;
  const cpu0 = cpuMs(pid);
  const stats0 = side === "bare" ? await bareStats(target.server) : null;
  const result = await autocannon({ ...options, duration: s.seconds });
  const done = result.requests.total;
  const cpuPerReq = (cpuMs(pid) - cpu0) / Math.max(1, done);
  await sleep(1000);
  const stats1 = side === "bare" ? await bareStats(target.server) : null;
  const sqlPerReq =
    stats0 && stats1
      ? (stats1.statements - stats0.statements) / Math.max(1, stats1.requests - stats0.requests)
      : null;
  const load1 = loadavg()[0]!.toFixed(2);
  s.log(
    `${route.name} ${side}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}, load ${load1}`,
  );
  return { result, cpuPerReq, sqlPerReq, bytes, load1 };
}

/**
 * The project under `node --cpu-prof`, one route at a time: a fresh server per route, warm-up, the
 * measured seconds, then stop (the profile is written at exit and the run located from its end).
 */
export async function profileRoutes(
  routes: Route[],
  s: RunSettings & {
    bundle: string;
    projectEnv: Record<string, string>;
    projectPort: number;
    scratch: string;
    repoRoot: string;
    servers: Server[];
  },
): Promise<{ route: string; seconds: number; summary: ProfileSummary }[]> {
  const profiles: { route: string; seconds: number; summary: ProfileSummary }[] = [];
  const profileDir = join(s.scratch, "profiles");
  for (const route of routes) {
    const file = `${route.name.replace(/[^a-z0-9]+/gi, "-")}.cpuprofile`;
    s.log(`CPU profile of the project: ${route.name}`);
    const server = await startServer({
      name: "project (profiled)",
      command: process.execPath,
      args: ["--cpu-prof", "--cpu-prof-dir", profileDir, "--cpu-prof-name", file, s.bundle],
      env: s.projectEnv,
      port: s.projectPort,
      logFile: join(s.scratch, "project.log"),
      cwd: s.repoRoot,
    });
    s.servers.push(server);
    try {
      if (route.project.bookings) await s.emptyBookingTables();
      const options = { url: server.baseUrl, connections: s.connections, requests: [route.project.request] };
      await autocannon({ ...options, duration: Math.max(s.warmup, 1) });
      const t0 = performance.now();
      await autocannon({ ...options, duration: s.seconds });
      const t1 = performance.now();
      await stopServer(server);
      const t2 = performance.now();
      profiles.push({
        route: route.name,
        seconds: s.seconds,
        summary: summarizeProfile(join(profileDir, file), { fromEndMs: t2 - t0, toEndMs: t2 - t1 }),
      });
    } finally {
      await stopServer(server);
      s.servers.pop();
    }
  }
  return profiles;
}
