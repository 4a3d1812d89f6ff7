/**
 * npm run bench:scale -- [--database-url url] [--samples N] [--no-export] [--only text]
 *
 * p95 of the site's heavy requests over HTTP, one at a time, on a database grown by `npm run
 * seed:scale` (500 labs, 200,000 offers, 1,000,000 bookings, 5,000,000 observations for the
 * figures in docs/performance.md). Starts the production build (`npm run build` first) on that
 * PostgreSQL database with a bench admin and patient, then for each target sends one unmeasured
 * request, N cold requests (each for something not asked before, page cache emptied where the
 * answer is cached) and N warm
 * ones (the same request again), and prints a table of p50/p95 against the target (cold). Then
 * booking.create N times at the busiest lab, and the bookings CSV export of every row: time to the
 * first byte, rows, and how far the server's RSS grew while it streamed.
 *
 * --only text: only the targets whose name contains `text` (case-insensitive); no booking.create
 * unless it matches, no export unless "export" matches.
 * Database: --database-url, else SCALE_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/labcompare_scale.
 * It adds an admin, a patient, sessions and N bookings; nothing else changes.
 * SCALE_NODE_FLAGS: extra Node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
 */
import { join } from "node:path";
import { cpus, tmpdir } from "node:os";
import { mkdtempSync } from "node:fs";
import { parseArgs } from "node:util";
import pg from "pg";
import {
  UNREACHED_RATE_LIMITS,
  freePort,
  loadAverage,
  memoryMb,
  productionEnv,
  startBundle,
  stopServer,
  type Server,
} from "./processes.ts";
import { ensureBundle, repoRoot, serverBundle } from "./scratch.ts";
import { serverNodeFlags } from "../scripts/server-node-flags.ts";
import { cacheChannel } from "../apps/server/src/cache-bus.ts";
import { loadScaleWorld, type ScaleWorld } from "./scale-world.ts";
import { bookingCreateRequest, scaleTargets, type ScaleRequest, type ScaleTarget } from "./scale-targets.ts";
import { measureExport } from "./scale-export.ts";
import { trpcGet } from "./routes.ts";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    samples: { type: "string", default: "40" },
    "no-export": { type: "boolean", default: false },
    only: { type: "string" },
  },
});
const databaseUrl =
  values["database-url"] ??
  process.env.SCALE_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/labcompare_scale";
const SAMPLES = Number(values.samples);
const only = values.only?.toLowerCase();
/** Whether the row named `name` is measured (every row without --only). */
const selected = (name: string) => !only || name.toLowerCase().includes(only);
const log = (line: string) => console.error(`[bench:scale] ${line}`);

/** The p-th percentile (0–100) of `ms`, nearest rank. */
const percentile = (ms: number[], p: number) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** Sends `req` (tRPC POST bodies wrapped as superjson), reads the whole body; ms, or throws unless 200. */
async function timed(
  server: Server,
  req: ScaleRequest,
  origin: string,
): Promise<{ ms: number; body: string }> {
  const headers: Record<string, string> = { "accept-encoding": "gzip, deflate, br" };
  if (req.cookie) headers.cookie = req.cookie;
  if (req.method === "POST") Object.assign(headers, { "content-type": "application/json", origin });
  const started = performance.now();
  const res = await fetch(`${server.baseUrl}${req.path}`, {
    method: req.method ?? "GET",
    headers,
    body: req.method === "POST" ? JSON.stringify({ json: req.body }) : undefined,
    signal: AbortSignal.timeout(60_000),
  });
  const body = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200)
    throw new Error(
      `${req.method ?? "GET"} ${req.path.slice(0, 120)} answered ${res.status}: ${body.slice(0, 300)}`,
    );
  return { ms, body };
}

interface Row {
  name: string;
  targetMs: number;
  cold: number[];
  warm: number[];
}

async function runTarget(server: Server, origin: string, target: ScaleTarget): Promise<Row> {
  const cold: number[] = [];
  const warm: number[] = [];
  // One request first, not measured, for an input no sample asks: a process's first calls of a code
  // path (compilation, shared lookups) are the start-up's cost, not the data's.
  await target.beforeCold?.();
  await timed(server, target.request(SAMPLES, true), origin);
  for (let i = 0; i < SAMPLES; i++) {
    await target.beforeCold?.();
    cold.push((await timed(server, target.request(i, true), origin)).ms);
  }
  if (!target.coldOnly) {
    await timed(server, target.request(0, false), origin);
    for (let i = 0; i < SAMPLES; i++) warm.push((await timed(server, target.request(i, false), origin)).ms);
  }
  return { name: target.name, targetMs: target.targetMs, cold, warm };
}

/** N bookings of the most offered test at the busiest labs, each at the next free slot (not timed). */
async function measureBookingCreate(server: Server, origin: string, world: ScaleWorld): Promise<Row> {
  const cold: number[] = [];
  const testId = world.popularTests[0]!.id;
  for (const { labId, date } of world.busyDays) {
    const { body } = await timed(
      server,
      { path: trpcGet("booking.slots", { labId, date, testIds: [testId] }) },
      origin,
    );
    const slots = (
      JSON.parse(body) as { result: { data: { json: { slots: { time: string; bookable: boolean }[] } } } }
    ).result.data.json.slots.filter((s) => s.bookable);
    for (const slot of slots.slice(0, SAMPLES - cold.length)) {
      const req = bookingCreateRequest(world, { labId, testId, date, time: slot.time });
      cold.push((await timed(server, req, origin)).ms);
    }
    if (cold.length >= SAMPLES) break;
  }
  return { name: "booking.create (busiest lab-days)", targetMs: 40, cold, warm: [] };
}

function table(rows: Row[]): string {
  const f = (ms: number) => (Number.isNaN(ms) ? "—" : ms.toFixed(ms < 10 ? 1 : 0));
  const lines = ["| what | target p95 | cold p50 | cold p95 | warm p95 | met |", "|---|---|---|---|---|---|"];
  for (const r of rows) {
    const p95 = percentile(r.cold, 95);
    lines.push(
      `| ${r.name} | ≤ ${r.targetMs} ms | ${f(percentile(r.cold, 50))} | ${f(p95)} | ${f(percentile(r.warm, 95))} | ${p95 <= r.targetMs ? "yes" : "**no**"} |`,
    );
  }
  return lines.join("\n");
}

ensureBundle(log);
log(`load average ${loadAverage()} (${cpus().length} CPUs); reading the data`);
const world = await loadScaleWorld(databaseUrl, SAMPLES);
log(
  `data: ${Object.entries(world.counts)
    .map(([k, v]) => `${v.toLocaleString("en")} ${k}`)
    .join(", ")}`,
);

const dataDir = mkdtempSync(join(tmpdir(), "labcompare-scale-"));
const env = productionEnv(
  { port: await freePort(), dataDir, databaseUrl },
  { SEED_DEMO_DATA: "false", ...UNREACHED_RATE_LIMITS },
);
const origin = env.PUBLIC_URL!;
const server = await startBundle({
  name: "project",
  bundle: serverBundle,
  env,
  logFile: join(dataDir, "server.log"),
  nodeFlags: [...serverNodeFlags(env), ...(process.env.SCALE_NODE_FLAGS ?? "").split(" ").filter(Boolean)],
  cwd: repoRoot,
  timeoutMs: 300_000,
});
const notifier = new pg.Pool({ connectionString: databaseUrl, max: 1 });
/** Empties every instance's page and sitemap cache as an admin's SEO change does (the cache bus). */
const emptyPageCache = async () => {
  await notifier.query("SELECT pg_notify($1, 'seo')", [cacheChannel()]);
  await new Promise((r) => setTimeout(r, 50));
};

try {
  log(
    `server up in ${(server.startMs / 1000).toFixed(1)} s; ${SAMPLES} cold and ${SAMPLES} warm requests a target`,
  );
  const rows: Row[] = [];
  const sitemap = await timed(server, { path: "/sitemap.xml" }, origin);
  for (const target of scaleTargets(world, emptyPageCache, sitemap.body.includes("<sitemapindex"))) {
    if (!selected(target.name)) continue;
    rows.push(await runTarget(server, origin, target));
    log(`${target.name}: cold p95 ${percentile(rows.at(-1)!.cold, 95).toFixed(1)} ms`);
  }
  if (selected("booking.create")) rows.push(await measureBookingCreate(server, origin, world));
  console.log(`\n${table(rows)}\n`);
  if (!values["no-export"] && selected("csv export")) {
    const pid = server.child.pid!;
    const result = await measureExport(server.baseUrl, world.adminCookie, () => memoryMb(pid).rss);
    console.log(
      `CSV export: ${result.rows.toLocaleString("en")} rows, first byte ${result.firstByteMs.toFixed(0)} ms (target ≤ 1,000), ` +
        `${(result.totalMs / 1000).toFixed(1)} s in all, RSS ${result.rssBefore.toFixed(0)} → peak ${result.rssPeak.toFixed(0)} MB ` +
        `(grew ${(result.rssPeak - result.rssBefore).toFixed(0)} MB; target ≤ 50)`,
    );
  }
  console.log(`load average at the end ${loadAverage()}`);
} finally {
  await notifier.end();
  await stopServer(server);
}
