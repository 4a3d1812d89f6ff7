/**
 * API benchmark: the project against a bare Fastify + pg baseline running the same SQL,
 * in one run, on the same database.
 *
 *   npm run bench                                                   # PGlite (no DATABASE_URL)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench   # PostgreSQL
 *   BENCH_SECONDS=5 npm run bench                                   # shorter runs
 *
 * What it does:
 * 1. Builds the production bundle (apps/server/dist/server.mjs) if it is missing (BENCH_BUILD=1 always).
 * 2. Makes a fresh database — PostgreSQL: a new database `bench_…` on the server of DATABASE_URL,
 *    dropped at the end; PGlite: a new data folder in the temp directory, removed at the end.
 * 3. Starts the project as in production (`node apps/server/dist/server.mjs`, NODE_ENV=production,
 *    SEED_DEMO_DATA=true, a high AUTH_RATE_LIMIT_PER_MINUTE, its output to a log file), which
 *    migrates and seeds; stops it; adds the benchmark's users and sessions; starts it again and times
 *    spawn → first `GET /health` 200 (the cold start on existing data). PGlite: the bare server gets
 *    a copy of that data folder (one process per PGlite folder).
 * 4. Starts the bare baseline (bench/bare-server.ts: Fastify, no plugins, `pg` or PGlite in process,
 *    the project's SQL and answer shapes), signs up once on the project (POST /trpc/auth.signUp).
 * 5. Checks each route once on both servers (status 200, the same search results and offers), then
 *    for each route, project then bare: autocannon with BENCH_CONNECTIONS (20) connections for
 *    BENCH_WARMUP (3) s of warm-up, then BENCH_SECONDS (10) s measured. Routes:
 *    - catalog.search "vitamin", page 1 (the typo check, then one page statement with the capped total: bench/bare-catalog.ts);
 *    - catalog.tests.byId, the first result of that search (the test with its offers);
 *    - booking.create signed in: every request a distinct valid booking (booking-plan.ts), made by
 *      BENCH_USERS (200) users in turn. PostgreSQL: the booking tables are emptied before each
 *      server's turn, so both start from the same state.
 *    Requests carry `Accept-Encoding: gzip, deflate, br` as a browser's do (BENCH_ACCEPT_ENCODING to
 *    change, "" for none): the project compresses answers of 1 KB and more, the bare server never.
 * 6. Prints, per route: req/s, p50 and p99 latency (ms) of both, the ratio project/bare of req/s,
 *    non-2xx answers, server CPU per request (from /proc), SQL statements per request (bare: its own
 *    count; project: counted afterwards in its bundle by sql-count.ts, BENCH_COUNT_SQL=0 skips) and
 *    answer bytes; the 1-minute load average after each run; the project's start times and memory
 *    (RSS idle after start and after the runs, and its peak) and the bare server's.
 *    BENCH_PROFILE=1 adds a pass per route with the project under `node --cpu-prof` (profile.ts):
 *    where its CPU goes, by npm package, Node module and the project's own code.
 *    Then catalog.compareBasket for four of the search's tests, self-pay against an insurance plan, in
 *    alternating rounds (insured-basket.ts; BENCH_INSURED_ROUNDS, default 2; BENCH_INSURED=0 skips it):
 *    with a plan ≥ 0.90× self-pay.
 *    Then what OpenTelemetry tracing costs (tracing-cost.ts; BENCH_TRACING=0 skips it): the routes on
 *    a build without the tracing wrappers, with tracing off and with it on, side by side, in rounds
 *    (BENCH_TRACING_SECONDS, _WARMUP, _ROUNDS), and the wrappers' ns per call when off.
 *    A run in which more than 1 % of the requests failed (non-2xx or socket errors) makes the whole
 *    benchmark invalid: the script says which and exits 1.
 *
 * Other settings: BENCH_NODE_FLAGS="--flag …" runs the project under other Node flags than `npm start`'s
 * (printed with the results); BENCH_BUILD=1 rebuilds the bundle first; BENCH_KEEP=1 keeps the temp folder (server
 * logs, profiles, PGlite data) and prints where it is.
 *
 * The machine's other work shows in the figures: read them with the load averages printed beside
 * them, and compare project and bare of the same run rather than runs of different days.
 */
import { cpSync, statSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { SEARCH_WORD_SIMILARITY_THRESHOLD } from "@labcompare/db";
import { bookingPlan, insertUsersSql, loadPlanLabs, makeUsers, type BenchUser } from "./booking-plan.ts";
import {
  UNREACHED_RATE_LIMITS,
  freePort,
  loadAverage as load,
  memoryMb,
  productionEnv,
  startBundle,
  startServer,
  stopServer,
} from "./processes.ts";
import { countProjectStatements, type CountRequest } from "./sql-count.ts";
import type { ProfileSummary } from "./profile.ts";
import { benchReport, type RouteRun } from "./report.ts";
import { benchRoutes, checkAnswersAgree, nextRequest, trpcGet, type Route, type Target } from "./routes.ts";
import { profileRoutes, runRoute, type RunSettings } from "./runs.ts";
import { ensureBundle, makeScratch, repoRoot, serverBundle } from "./scratch.ts";
import { measureTracingCost } from "./tracing-cost.ts";
import { measureInsuredBasket } from "./insured-basket.ts";
import { serverNodeFlags } from "../scripts/server-node-flags.ts";

const env = process.env;
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const WARMUP = Number(env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 20);
const USERS = Number(env.BENCH_USERS ?? 200);
const ACCEPT_ENCODING = env.BENCH_ACCEPT_ENCODING ?? "gzip, deflate, br";
const COUNT_SQL = env.BENCH_COUNT_SQL !== "0";
const PROFILE = env.BENCH_PROFILE === "1";
const TRACING = env.BENCH_TRACING !== "0";
const INSURED = env.BENCH_INSURED !== "0";
const INSURED_ROUNDS = Number(env.BENCH_INSURED_ROUNDS ?? 2);
const MAX_FAILED_SHARE = 0.01;
const SEARCH_QUERY = "vitamin";
const databaseUrl = env.DATABASE_URL || undefined;

const log = (line: string) => console.error(`[bench] ${line}`);
const startLoad = load();

const bundleNote = ensureBundle(log);
const scratch = await makeScratch(databaseUrl, log);
const { benchUrl, servers } = scratch;
const report: string[] = [];

// An error event nobody listens to (a database connection ended under a pool) must not leave the
// database and the temp folder behind.
process.on("uncaughtException", (error) => {
  console.error(error);
  void scratch.cleanup().finally(() => {
    console.log(report.join("\n"));
    process.exit(1);
  });
});

// ---------- the servers ----------

const projectPort = await freePort();
// DATA_DIR: PostgreSQL: the database; PGlite: its folder. Either way the folder for the admin password file.
const projectEnv = productionEnv(
  { port: projectPort, dataDir: scratch.projectDataDir, databaseUrl: benchUrl },
  { SEED_DEMO_DATA: "true", ...UNREACHED_RATE_LIMITS },
);
const publicUrl = projectEnv.PUBLIC_URL!;
/**
 * Node's flags for the project: BENCH_NODE_FLAGS when set (e.g. "" for none), else the ones `npm start`
 * gives (the root package.json's start script), so the benchmark runs the server as production does.
 */
const projectNodeFlags =
  env.BENCH_NODE_FLAGS !== undefined
    ? env.BENCH_NODE_FLAGS.split(/\s+/).filter(Boolean)
    : serverNodeFlags(projectEnv);
const startProject = (label: string) =>
  startBundle({
    name: `project (${label})`,
    bundle: serverBundle,
    env: projectEnv,
    nodeFlags: projectNodeFlags,
    logFile: join(scratch.dir, "project.log"),
    cwd: repoRoot,
  });
const settings: RunSettings = {
  connections: CONNECTIONS,
  warmup: WARMUP,
  seconds: SECONDS,
  emptyBookingTables: () => scratch.emptyBookingTables(),
  log,
};

let exitCode = 0;

try {
  log(
    `load average ${load()} (${cpus().length} CPUs); database: ${benchUrl ? `PostgreSQL ${scratch.pgVersion}, database ${scratch.benchDbName}` : `PGlite in ${scratch.projectDataDir}`}`,
  );
  log("first start of the project (migrations + demo seed)");
  const first = await startProject("first start");
  servers.push(first);
  await stopServer(first);
  servers.pop();

  // Users with sessions for both servers, and what the booking plan needs, while the project is stopped.
  const projectUsers = makeUsers("p", USERS - 1);
  const bareUsers = makeUsers("b", USERS);
  const labs = await scratch.withBenchDb(async (query, exec) => {
    await exec(insertUsersSql([...projectUsers, ...bareUsers]));
    return loadPlanLabs(query);
  });
  if (!benchUrl) cpSync(scratch.projectDataDir, scratch.bareDataDir, { recursive: true });

  log("cold start of the project on existing data");
  const project = await startProject("cold start");
  servers.push(project);
  await sleep(2000);
  const projectIdle = memoryMb(project.child.pid!);

  const barePort = await freePort();
  const bare = await startServer({
    name: "bare",
    command: process.execPath,
    args: ["--import", "tsx", join(repoRoot, "bench/bare-server.ts")],
    env: {
      NODE_ENV: "production",
      BARE_PORT: String(barePort),
      ...(benchUrl ? { DATABASE_URL: benchUrl } : { BARE_DATA_DIR: scratch.bareDataDir }),
      BARE_TRGM_THRESHOLD: String(SEARCH_WORD_SIMILARITY_THRESHOLD),
      BARE_POOL_SIZE: "10",
    },
    port: barePort,
    logFile: join(scratch.dir, "bare.log"),
    cwd: repoRoot,
  });
  servers.push(bare);
  await sleep(2000);
  const bareIdle = memoryMb(bare.child.pid!);

  // Sign up once on the project: its session is the first of the project's users. A busy server
  // (429 while the password checks queue on a loaded machine) is asked again a second later.
  const password = `Bench ${randomBytes(12).toString("hex")} pass!`;
  let signUp: Response;
  for (let attempt = 1; ; attempt++) {
    signUp = await fetch(`${project.baseUrl}/trpc/auth.signUp`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: publicUrl },
      body: JSON.stringify({ json: { email: "bench-signup@example.com", password } }),
    });
    if (signUp.status !== 429 || attempt === 10) break;
    await signUp.arrayBuffer();
    await sleep(1000);
  }
  const token = /labcompare_session=([a-z0-9]+)/.exec(signUp.headers.get("set-cookie") ?? "")?.[1];
  if (signUp.status !== 200 || !token)
    throw new Error(`auth.signUp answered ${signUp.status}: ${(await signUp.text()).slice(0, 300)}`);
  const signedUp: BenchUser = { id: "(signed up)", email: "bench-signup@example.com", token };
  const projectPlan = bookingPlan(labs, [signedUp, ...projectUsers]);
  const barePlan = bookingPlan(labs, bareUsers);

  // The test page a visitor opens from the search: the first result.
  const searchAnswer = (await (
    await fetch(`${project.baseUrl}${trpcGet("catalog.search", { q: SEARCH_QUERY, page: 1 })}`)
  ).json()) as {
    result: { data: { json: { items: { id: string }[]; total: number } } };
  };
  const testId = searchAnswer.result.data.json.items[0]?.id;
  if (!testId) throw new Error(`catalog.search "${SEARCH_QUERY}" found nothing`);

  const routes: Route[] = benchRoutes({
    project,
    bare,
    publicUrl,
    acceptEncoding: ACCEPT_ENCODING,
    searchQuery: SEARCH_QUERY,
    testId,
    projectPlan,
    barePlan,
  });
  await checkAnswersAgree(routes);

  // ---------- the runs ----------

  const results: { route: Route; project: RouteRun; bare: RouteRun }[] = [];
  for (const route of routes) {
    const p = await runRoute(route, "project", settings);
    const b = await runRoute(route, "bare", settings);
    results.push({ route, project: p, bare: b });
  }
  // Again after the load, but for bookings: by now each plan books a different place, so a
  // booking's lab, time and status may differ.
  await checkAnswersAgree(routes.filter((r) => !r.name.startsWith("booking")));
  const insured = INSURED
    ? await measureInsuredBasket({
        project,
        testIds: searchAnswer.result.data.json.items.slice(0, 4).map((i) => i.id),
        connections: CONNECTIONS,
        warmup: WARMUP,
        seconds: SECONDS,
        rounds: INSURED_ROUNDS,
        acceptEncoding: ACCEPT_ENCODING,
        log,
      })
    : null;
  await sleep(2000);
  const projectAfter = memoryMb(project.child.pid!);
  const bareAfter = memoryMb(bare.child.pid!);
  const loadAfter = load();
  for (const s of [...servers]) await stopServer(s);
  servers.length = 0;

  const profiles: { route: string; seconds: number; summary: ProfileSummary }[] = PROFILE
    ? await profileRoutes(routes, {
        ...settings,
        bundle: serverBundle,
        projectEnv,
        projectPort,
        scratch: scratch.dir,
        repoRoot,
        servers,
      })
    : [];

  // ---------- statements per project request ----------

  let projectSql: Record<string, number> | null = null;
  if (COUNT_SQL) {
    log("counting the project's SQL statements per request (its bundle with a counting preload)");
    // One user from here on: its first booking fills its profile (one more statement), the counted
    // ones after it are the steady state.
    projectPlan.useUsers([signedUp]);
    const make = (target: Target) => (): CountRequest => {
      const req = nextRequest(target);
      return {
        method: req.method!,
        path: req.path!,
        headers: req.headers ?? {},
        body: req.body as string | undefined,
      };
    };
    try {
      await scratch.emptyBookingTables();
      projectSql = await countProjectStatements({
        repoRoot,
        bundle: serverBundle,
        env: projectEnv,
        port: projectPort,
        logFile: join(scratch.dir, "project.log"),
        routes: Object.fromEntries(routes.map((r) => [r.name, make(r.project)])),
      });
    } catch (error) {
      log(`could not count the project's statements: ${(error as Error).message}`);
    }
  }

  // ---------- what tracing costs (bench/tracing-cost.ts) ----------

  projectPlan.useUsers([signedUp, ...projectUsers]);
  const tracing = TRACING
    ? await measureTracingCost({
        routes,
        repoRoot,
        bundle: serverBundle,
        nodeFlags: projectNodeFlags,
        env: projectEnv,
        scratch: scratch.dir,
        servers,
        settings,
      })
    : null;

  // ---------- the report ----------

  const reported = benchReport({
    postgres: Boolean(benchUrl),
    pgVersion: scratch.pgVersion,
    connections: CONNECTIONS,
    warmup: WARMUP,
    seconds: SECONDS,
    acceptEncoding: ACCEPT_ENCODING,
    loadBefore: startLoad,
    loadAfter,
    bundleBuilt: statSync(serverBundle).mtime.toISOString(),
    bundleNote,
    nodeFlags: projectNodeFlags,
    results,
    projectSql,
    project: {
      firstStartMs: first.startMs,
      startMs: project.startMs,
      idle: projectIdle,
      after: projectAfter,
    },
    bare: { startMs: bare.startMs, idle: bareIdle, after: bareAfter },
    profiles,
    tracing,
    maxFailedShare: MAX_FAILED_SHARE,
  });
  report.push(...reported.lines, ...(insured ? ["", ...insured.lines] : []));
  if (reported.invalid) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await scratch.cleanup();
}
console.log(report.join("\n"));
process.exit(exitCode);
