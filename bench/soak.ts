/**
 * Soak: the production server under a steady mixed load for a long time, to see whether memory
 * grows or answers fail as the hours pass.
 *
 *   npm run soak                                                       # PGlite, 10 minutes
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run soak  # PostgreSQL
 *   SOAK_SECONDS=60 SOAK_RATE_SCALE=2 npm run soak                     # shorter, twice the rate
 *
 * Starts `node apps/server/dist/server.mjs` as in production on a fresh database (bench/scratch.ts),
 * adds SOAK_USERS (200) signed-in users, then runs, all at once and each at a fixed rate through
 * autocannon (requests a second, times SOAK_RATE_SCALE): searches over several words (20), the test
 * page's data (10), the labs list (5), the server-rendered test page (5) and booking.create, each a
 * distinct valid booking (3). After SOAK_WARMUP (30) s of the same load it takes the server's RSS,
 * then measures for SOAK_SECONDS (600). Prints per route: requests, p50 and p99 latency (ms),
 * non-2xx and errors; and RSS at the start and the end of the measured run and its growth (%).
 * Exits 1 when any answer was 5xx or a request failed. docs/operations.md records a run.
 */
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon, { type AutocannonRequest, type AutocannonResult } from "autocannon";
import { bookingPlan, insertUsersSql, loadPlanLabs, makeUsers } from "./booking-plan.ts";
import { freePort, loadAverage, memoryMb, productionEnv, startBundle, stopServer } from "./processes.ts";
import { bookingRequest, trpcGet } from "./routes.ts";
import { ensureBundle, makeScratch, repoRoot, serverBundle } from "./scratch.ts";

const env = process.env;
const SECONDS = Number(env.SOAK_SECONDS ?? 600);
const WARMUP = Number(env.SOAK_WARMUP ?? 30);
const SCALE = Number(env.SOAK_RATE_SCALE ?? 1);
const USERS = Number(env.SOAK_USERS ?? 200);
const SEARCH_WORDS = [
  "vitamin",
  "cbc",
  "thyroid",
  "lipid",
  "hba1c",
  "liver",
  "kidney",
  "iron",
  "vitamn d",
  "b12",
];
const log = (line: string) => console.error(`[soak] ${line}`);

interface SoakRoute {
  name: string;
  /** Requests a second before SOAK_RATE_SCALE. */
  rate: number;
  request: AutocannonRequest;
}

ensureBundle(log);
const scratch = await makeScratch(env.DATABASE_URL || undefined, log);

let exitCode = 0;
try {
  const serverEnv = productionEnv(
    { port: await freePort(), dataDir: scratch.projectDataDir, databaseUrl: scratch.benchUrl },
    {
      SEED_DEMO_DATA: "true",
      AUTH_RATE_LIMIT_PER_MINUTE: "1000000",
      CATALOG_RATE_LIMIT_PER_MINUTE: "1000000",
    },
  );
  const publicUrl = serverEnv.PUBLIC_URL!;
  const start = (label: string) =>
    startBundle({
      name: `server (${label})`,
      bundle: serverBundle,
      env: serverEnv,
      logFile: join(scratch.dir, "server.log"),
      cwd: repoRoot,
    });

  log("first start (migrations + demo seed)");
  await stopServer(await start("first start"));
  const users = makeUsers("soak", USERS);
  const labs = await scratch.withBenchDb(async (query, exec) => {
    await exec(insertUsersSql(users));
    return loadPlanLabs(query);
  });
  const server = await start("soak");
  scratch.servers.push(server);

  const plan = bookingPlan(labs, users);
  const search = (await (
    await fetch(`${server.baseUrl}${trpcGet("catalog.search", { q: "vitamin", page: 1 })}`)
  ).json()) as { result: { data: { json: { items: { id: string }[] } } } };
  const testId = search.result.data.json.items[0]!.id;
  const headers = { "accept-encoding": "gzip, deflate, br" };
  const postHeaders = { ...headers, "content-type": "application/json", origin: publicUrl };
  let word = 0;
  const routes: SoakRoute[] = [
    {
      name: "catalog.search (10 words)",
      rate: 20,
      request: {
        method: "GET",
        headers,
        setupRequest: (req) => ({
          ...req,
          path: trpcGet("catalog.search", { q: SEARCH_WORDS[word++ % SEARCH_WORDS.length], page: 1 }),
        }),
      },
    },
    {
      name: "catalog.tests.byId",
      rate: 10,
      request: { method: "GET", headers, path: trpcGet("catalog.tests.byId", { id: testId }) },
    },
    {
      name: "catalog.labs.list",
      rate: 5,
      request: { method: "GET", headers, path: trpcGet("catalog.labs.list", {}) },
    },
    {
      name: "GET /tests/… (server-rendered)",
      rate: 5,
      request: { method: "GET", headers, path: `/tests/${testId}` },
    },
    {
      name: "booking.create (signed in)",
      rate: 3,
      request: bookingRequest(plan, "/trpc/booking.create", postHeaders, (input) => ({ json: input })),
    },
  ];
  const runAll = (seconds: number) =>
    Promise.all(
      routes.map((route) =>
        autocannon({
          url: server.baseUrl,
          connections: Math.max(2, Math.ceil((route.rate * SCALE) / 5)),
          overallRate: Math.max(1, Math.round(route.rate * SCALE)),
          duration: seconds,
          requests: [route.request],
        }),
      ),
    );

  log(`warm-up: ${WARMUP} s`);
  if (WARMUP > 0) await runAll(WARMUP);
  await sleep(1000);
  const rssStart = memoryMb(server.child.pid!).rss;
  log(
    `measuring: ${SECONDS} s at ${routes.reduce((n, r) => n + r.rate * SCALE, 0)} requests/s; RSS ${rssStart.toFixed(0)} MB`,
  );
  const results: AutocannonResult[] = await runAll(SECONDS);
  await sleep(2000);
  const memory = memoryMb(server.child.pid!);

  const lines = [
    `soak: ${SECONDS} s, ${scratch.benchUrl ? `PostgreSQL ${scratch.pgVersion}` : "PGlite"}, load average ${loadAverage()}`,
  ];
  lines.push(
    "| route | requests | p50 ms | p99 ms | non-2xx | 5xx | errors |",
    "|---|---:|---:|---:|---:|---:|---:|",
  );
  results.forEach((r, i) => {
    const serverErrors = Object.entries(r.statusCodeStats)
      .filter(([code]) => code.startsWith("5"))
      .reduce((n, [, s]) => n + s.count, 0);
    if (serverErrors > 0 || r.errors > 0) exitCode = 1;
    lines.push(
      `| ${routes[i]!.name} | ${r.requests.total} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} | ${serverErrors} | ${r.errors + r.timeouts} |`,
    );
  });
  const growth = ((memory.rss - rssStart) / rssStart) * 100;
  lines.push(
    `RSS: ${rssStart.toFixed(0)} MB at the start, ${memory.rss.toFixed(0)} MB at the end (${growth >= 0 ? "+" : ""}${growth.toFixed(1)} %), peak ${memory.peak.toFixed(0)} MB`,
  );
  console.log(lines.join("\n"));
  if (exitCode) log("some answers were 5xx or requests failed: see the server log");
} finally {
  await scratch.cleanup();
}
process.exit(exitCode);
