/**
 * CPU time used by each tier of a deployment on this machine, read from /proc (Linux): PostgreSQL's
 * processes (every `postgres`), the app instances (their pids), nginx and Redis. The capacity
 * bench divides a step's CPU by its requests, the basis of docs/performance.md's plan for separate
 * machines. Zero everywhere when /proc is absent.
 */
import { readdirSync, readFileSync } from "node:fs";

/** CPU milliseconds (user + system) per tier since boot. */
export interface TierCpu {
  database: number;
  app: number;
  nginx: number;
  redis: number;
}

const TICK_MS = 10; // USER_HZ = 100 on Linux

/** utime + stime of `pid` in ms, and its command name; null when it is gone. */
function processCpu(pid: string): { comm: string; ms: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const close = stat.lastIndexOf(")");
    const comm = stat.slice(stat.indexOf("(") + 1, close);
    // Fields after the command: state is field 3, utime 14, stime 15 (1-based).
    const rest = stat.slice(close + 2).split(" ");
    return { comm, ms: (Number(rest[11]) + Number(rest[12])) * TICK_MS };
  } catch {
    return null;
  }
}

/** The CPU ms each tier has used so far; `appPids` are the instances' process ids. */
export function tierCpu(appPids: readonly number[]): TierCpu {
  const totals: TierCpu = { database: 0, app: 0, nginx: 0, redis: 0 };
  const apps = new Set(appPids.map(String));
  let pids: string[] = [];
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return totals;
  }
  for (const pid of pids) {
    const p = processCpu(pid);
    if (!p) continue;
    if (apps.has(pid)) totals.app += p.ms;
    else if (p.comm === "postgres") totals.database += p.ms;
    else if (p.comm === "nginx") totals.nginx += p.ms;
    else if (p.comm === "redis-server") totals.redis += p.ms;
  }
  return totals;
}

/** CPU ms per request of each tier between `before` and `after`, over `requests` answers. */
export function cpuPerRequest(before: TierCpu, after: TierCpu, requests: number): TierCpu {
  const per = (k: keyof TierCpu) => (requests > 0 ? (after[k] - before[k]) / requests : 0);
  return { database: per("database"), app: per("app"), nginx: per("nginx"), redis: per("redis") };
}
