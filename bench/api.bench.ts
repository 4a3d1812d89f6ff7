/**
 * API benchmark: the project against a bare Fastify + pg baseline running the same SQL,
 * in one run, on the same database.
 *
 *   npm run bench                                                   # PGlite (no DATABASE_URL)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench   # PostgreSQL
 *   BENCH_SECONDS=5 npm run bench                                   # shorter runs
 *
 * What it does:
 * 1. Builds the production bundle (apps/api/dist/server.mjs) if it is missing (BENCH_BUILD=1 always).
 * 2. Makes a fresh database — PostgreSQL: a new database `bench_…` on the server of DATABASE_URL,
 *    dropped at the end; PGlite: a new data folder in the temp directory, removed at the end.
 * 3. Starts the project as in production (`node apps/api/dist/server.mjs`, NODE_ENV=production,
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
import { execSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import pg from "pg";
import autocannon, { type AutocannonRequest } from "autocannon";
import { SEARCH_WORD_SIMILARITY_THRESHOLD } from "@labcompare/db";
import { bookingPlan, insertUsersSql, loadPlanLabs, makeUsers, sessionCookie, type BenchUser, type BookingPlan, type Query } from "./booking-plan.ts";
import { freePort, memoryMb, startServer, stopServer, type Server } from "./processes.ts";
import { countProjectStatements, type CountRequest } from "./sql-count.ts";
import { summarizeProfile, type ProfileSummary } from "./profile.ts";
import { benchReport, type RouteRun } from "./report.ts";
import { serverNodeFlags } from "../scripts/server-node-flags.ts";

const repoRoot = resolve(import.meta.dirname, "..");
const env = process.env;
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const WARMUP = Number(env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 20);
const USERS = Number(env.BENCH_USERS ?? 200);
const ACCEPT_ENCODING = env.BENCH_ACCEPT_ENCODING ?? "gzip, deflate, br";
const COUNT_SQL = env.BENCH_COUNT_SQL !== "0";
const PROFILE = env.BENCH_PROFILE === "1";
const MAX_FAILED_SHARE = 0.01;
const SEARCH_QUERY = "vitamin";
const databaseUrl = env.DATABASE_URL || undefined;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (line: string) => console.error(`[bench] ${line}`);
const load = () => loadavg().map((l) => l.toFixed(2)).join(" ");
const startLoad = load();

// ---------- the bundle ----------

const bundle = join(repoRoot, "apps/api/dist/server.mjs");
let bundleNote = "";

/** Newest modification time under `dir` (TypeScript sources), 0 when absent. */
function newestSource(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.parentPath.includes("generated")) {
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

if (env.BENCH_BUILD === "1" || !existsSync(bundle)) {
  log("building the production bundle (npm run build --workspace @labcompare/server)");
  execSync("npm run build --workspace @labcompare/server", { cwd: repoRoot, stdio: ["ignore", "ignore", "inherit"] });
} else {
  const sourceDirs = ["apps/api/src", ...readdirSync(join(repoRoot, "packages")).map((p) => `packages/${p}/src`)];
  const newest = Math.max(...sourceDirs.map((d) => newestSource(join(repoRoot, d))));
  if (newest > statSync(bundle).mtimeMs) {
    bundleNote = " (older than the sources: the figures are those of the bundle; BENCH_BUILD=1 rebuilds it first)";
    log(`note: sources are newer than apps/api/dist/server.mjs${bundleNote}`);
  }
}

// ---------- the database ----------

const scratch = mkdtempSync(join(tmpdir(), "labcompare-bench-"));
const projectDataDir = join(scratch, "project-data");
const bareDataDir = join(scratch, "bare-data");
let benchUrl: string | undefined;
let benchDbName: string | undefined;
let pgVersion = "";

async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

if (databaseUrl) {
  benchDbName = `bench_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  await withAdmin(async (c) => {
    pgVersion = String((await c.query<{ server_version: string }>("SHOW server_version")).rows[0]!.server_version);
    await c.query(`CREATE DATABASE "${benchDbName}"`).catch((error: Error) => {
      // The project always uses the schema "public", so the benchmark needs a database of its own.
      throw new Error(`could not create the benchmark's database (the role of DATABASE_URL needs CREATEDB): ${error.message}`);
    });
  });
  const url = new URL(databaseUrl);
  url.pathname = `/${benchDbName}`;
  benchUrl = url.toString();
}

const servers: Server[] = [];
const report: string[] = [];
let cleaning: Promise<void> | null = null;
/** Stops the servers, drops the database, removes the temp folder; once, however often called. */
function cleanup(): Promise<void> {
  cleaning ??= doCleanup();
  return cleaning;
}
async function doCleanup() {
  for (const s of servers) await stopServer(s).catch(() => {});
  if (benchDbName) {
    // A plain DROP first, retried while connections that were just closed go away; WITH (FORCE)
    // (PostgreSQL 13+) only as the last resort: it would end a closing client with an error event.
    await withAdmin(async (c) => {
      for (let attempt = 0; ; attempt++) {
        try {
          await c.query(`DROP DATABASE IF EXISTS "${benchDbName}"`);
          return;
        } catch {
          if (attempt >= 10) break;
          await sleep(300);
        }
      }
      await c.query(`DROP DATABASE IF EXISTS "${benchDbName}" WITH (FORCE)`);
    }).catch((e) => log(`could not drop database ${benchDbName}: ${e}`));
  }
  if (env.BENCH_KEEP !== "1") rmSync(scratch, { recursive: true, force: true });
  else log(`kept ${scratch}`);
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void cleanup().finally(() => process.exit(130)));
}
// An error event nobody listens to (a database connection ended under a pool) must not leave the
// database and the temp folder behind.
process.on("uncaughtException", (error) => {
  console.error(error);
  void cleanup().finally(() => {
    console.log(report.join("\n"));
    process.exit(1);
  });
});

/** Plain SQL on the benchmark's database while the project is stopped (PGlite: opened here). */
async function withBenchDb<T>(fn: (query: Query, exec: (sql: string) => Promise<unknown>) => Promise<T>): Promise<T> {
  if (benchUrl) {
    const client = new pg.Client({ connectionString: benchUrl });
    await client.connect();
    try {
      return await fn(async (text) => (await client.query(text)).rows as never, (sql) => client.query(sql));
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const db = await PGlite.create(projectDataDir, { extensions: { pg_trgm } });
  try {
    return await fn(async (text) => (await db.query(text)).rows as never, (sql) => db.exec(sql));
  } finally {
    await db.close();
  }
}

// ---------- the servers ----------

const projectPort = await freePort();
const publicUrl = `http://127.0.0.1:${projectPort}`;
const projectEnv: Record<string, string> = {
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  PORT: String(projectPort),
  PUBLIC_URL: publicUrl,
  // PostgreSQL: the database; PGlite: its folder. Either way the folder for the admin password file.
  DATA_DIR: projectDataDir,
  ...(benchUrl ? { DATABASE_URL: benchUrl } : {}),
  SEED_DEMO_DATA: "true",
  AUTH_RATE_LIMIT_PER_MINUTE: "1000000",
};
/**
 * Node's flags for the project: BENCH_NODE_FLAGS when set (e.g. "" for none), else the ones `npm start`
 * gives (the root package.json's start script), so the benchmark runs the server as production does.
 */
const projectNodeFlags = env.BENCH_NODE_FLAGS !== undefined ? env.BENCH_NODE_FLAGS.split(/\s+/).filter(Boolean) : serverNodeFlags(projectEnv);
const startProject = (label: string) =>
  startServer({ name: `project (${label})`, command: process.execPath, args: [...projectNodeFlags, bundle], env: projectEnv, port: projectPort, logFile: join(scratch, "project.log"), cwd: repoRoot });

let exitCode = 0;

try {
  log(`load average ${load()} (${cpus().length} CPUs); database: ${benchUrl ? `PostgreSQL ${pgVersion}, database ${benchDbName}` : `PGlite in ${projectDataDir}`}`);
  log("first start of the project (migrations + demo seed)");
  const first = await startProject("first start");
  servers.push(first);
  await stopServer(first);
  servers.pop();

  // Users with sessions for both servers, and what the booking plan needs, while the project is stopped.
  const projectUsers = makeUsers("p", USERS - 1);
  const bareUsers = makeUsers("b", USERS);
  const labs = await withBenchDb(async (query, exec) => {
    await exec(insertUsersSql([...projectUsers, ...bareUsers]));
    return loadPlanLabs(query);
  });
  if (!benchUrl) cpSync(projectDataDir, bareDataDir, { recursive: true });

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
      ...(benchUrl ? { DATABASE_URL: benchUrl } : { BARE_DATA_DIR: bareDataDir }),
      BARE_TRGM_THRESHOLD: String(SEARCH_WORD_SIMILARITY_THRESHOLD),
      BARE_POOL_SIZE: "10",
    },
    port: barePort,
    logFile: join(scratch, "bare.log"),
    cwd: repoRoot,
  });
  servers.push(bare);
  await sleep(2000);
  const bareIdle = memoryMb(bare.child.pid!);

  // Sign up once on the project: its session is the first of the project's users.
  const signUp = await fetch(`${project.baseUrl}/trpc/auth.signUp`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: publicUrl },
    body: JSON.stringify({ json: { email: "bench-signup@example.com", password: `Bench ${randomBytes(12).toString("hex")} pass!` } }),
  });
  const token = /labcompare_session=([a-z0-9]+)/.exec(signUp.headers.get("set-cookie") ?? "")?.[1];
  if (signUp.status !== 200 || !token) throw new Error(`auth.signUp answered ${signUp.status}: ${(await signUp.text()).slice(0, 300)}`);
  const signedUp: BenchUser = { id: "(signed up)", email: "bench-signup@example.com", token };
  const projectPlan = bookingPlan(labs, [signedUp, ...projectUsers]);
  const barePlan = bookingPlan(labs, bareUsers);

  // ---------- the routes ----------

  const trpcGet = (path: string, input: unknown) => `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  const baseHeaders: Record<string, string> = ACCEPT_ENCODING ? { "accept-encoding": ACCEPT_ENCODING } : {};
  const postHeaders = { ...baseHeaders, "content-type": "application/json", origin: publicUrl };

  // The test page a visitor opens from the search: the first result.
  const searchAnswer = (await (await fetch(`${project.baseUrl}${trpcGet("catalog.search", { q: SEARCH_QUERY, page: 1 })}`)).json()) as {
    result: { data: { json: { items: { id: string }[]; total: number } } };
  };
  const testId = searchAnswer.result.data.json.items[0]?.id;
  if (!testId) throw new Error(`catalog.search "${SEARCH_QUERY}" found nothing`);

  type Target = { server: Server; request: AutocannonRequest; bookings?: BookingPlan };
  interface Route {
    name: string;
    project: Target;
    bare: Target;
  }
  const bookingRequest = (plan: BookingPlan, path: string, wrap: (input: unknown) => unknown): AutocannonRequest => ({
    method: "POST",
    path,
    headers: postHeaders,
    setupRequest: (req) => {
      const { input, user } = plan.next();
      return { ...req, headers: { ...postHeaders, cookie: sessionCookie(user.token) }, body: JSON.stringify(wrap(input)) };
    },
  });
  const routes: Route[] = [
    {
      name: `catalog.search "${SEARCH_QUERY}" p1`,
      project: { server: project, request: { method: "GET", path: trpcGet("catalog.search", { q: SEARCH_QUERY, page: 1 }), headers: baseHeaders } },
      bare: { server: bare, request: { method: "GET", path: `/bare/search?q=${SEARCH_QUERY}&page=1`, headers: baseHeaders } },
    },
    {
      name: "catalog.tests.byId",
      project: { server: project, request: { method: "GET", path: trpcGet("catalog.tests.byId", { id: testId }), headers: baseHeaders } },
      bare: { server: bare, request: { method: "GET", path: `/bare/tests/${testId}`, headers: baseHeaders } },
    },
    {
      name: "booking.create (signed in)",
      project: { server: project, request: bookingRequest(projectPlan, "/trpc/booking.create", (input) => ({ json: input })), bookings: projectPlan },
      bare: { server: bare, request: bookingRequest(barePlan, "/bare/bookings", (input) => input), bookings: barePlan },
    },
  ];

  /** One request as autocannon sends it: status, the decoded body, and the bytes of the body on the wire. */
  async function once(target: Target): Promise<{ status: number; body: string; bytes: number }> {
    let req: AutocannonRequest = { ...target.request };
    if (req.setupRequest) req = req.setupRequest(req, {})!;
    return new Promise((resolvePromise, reject) => {
      const r = httpRequest(`${target.server.baseUrl}${req.path}`, { method: req.method, headers: req.headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("error", reject);
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          const body = encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : encoding === "deflate" ? inflateSync(raw) : raw;
          resolvePromise({ status: res.statusCode ?? 0, body: body.toString("utf8"), bytes: raw.length });
        });
      });
      r.on("error", reject);
      r.end(req.body);
    });
  }

  // Both servers answer each route, and the answers agree.
  const unwrap = (body: string) => (JSON.parse(body) as { result: { data: { json: Record<string, unknown> } } }).result.data.json;
  for (const route of routes) {
    const [p, b] = [await once(route.project), await once(route.bare)];
    if (p.status !== 200 || b.status !== 200) throw new Error(`${route.name}: project ${p.status} ${p.body.slice(0, 300)} | bare ${b.status} ${b.body.slice(0, 300)}`);
    const pj = unwrap(p.body);
    const bj = JSON.parse(b.body) as Record<string, unknown>;
    const same =
      route.name.startsWith("catalog.search")
        ? JSON.stringify((pj.items as { id: string }[]).map((i) => i.id)) === JSON.stringify((bj.items as { id: string }[]).map((i) => i.id)) && pj.total === bj.total
        : route.name.startsWith("catalog.tests")
          ? JSON.stringify((pj.offers as { id: string }[]).map((o) => o.id)) === JSON.stringify((bj.offers as { id: string }[]).map((o) => o.id))
          : pj.status === "pending" && bj.status === "pending" && pj.totalAed === bj.totalAed;
    if (!same) throw new Error(`${route.name}: the project's and the bare server's answers differ:\n${p.body.slice(0, 400)}\n${b.body.slice(0, 400)}`);
  }

  // ---------- the runs ----------

  /** utime + stime of a process, ms (from /proc; clock ticks of 10 ms). */
  const cpuMs = (pid: number) => {
    const fields = (readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1] ?? "").split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
  const bareStats = async () => (await (await fetch(`${bare.baseUrl}/bare/stats`)).json()) as { statements: number; requests: number };
  const emptyBookingTables = async () => {
    if (!benchUrl) return; // PGlite: each server has its own copy of the data, with no bookings yet.
    const client = new pg.Client({ connectionString: benchUrl });
    await client.connect();
    await client.query("TRUNCATE bookings, booking_items, booking_slot_usage, notifications, audit_logs");
    await client.query("UPDATE profiles SET first_name = NULL, last_name = NULL, phone = NULL WHERE id IN (SELECT id FROM users WHERE email LIKE 'bench-%')");
    await client.end();
  };

  async function run(route: Route, side: "project" | "bare"): Promise<RouteRun> {
    const target = route[side];
    if (target.bookings) await emptyBookingTables();
    const options = { url: target.server.baseUrl, connections: CONNECTIONS, requests: [target.request] };
    if (WARMUP > 0) await autocannon({ ...options, duration: WARMUP });
    const bytes = (await once(target)).bytes;
    // Requests autocannon leaves in flight when it stops still finish on the server: wait for them
    // so the statement count covers whole requests.
    await sleep(1000);
    const pid = target.server.child.pid!;
    const cpu0 = cpuMs(pid);
    const stats0 = side === "bare" ? await bareStats() : null;
    const result = await autocannon({ ...options, duration: SECONDS });
    const done = result.requests.total;
    const cpuPerReq = (cpuMs(pid) - cpu0) / Math.max(1, done);
    await sleep(1000);
    const stats1 = side === "bare" ? await bareStats() : null;
    const sqlPerReq = stats0 && stats1 ? (stats1.statements - stats0.statements) / Math.max(1, stats1.requests - stats0.requests) : null;
    const load1 = loadavg()[0]!.toFixed(2);
    log(`${route.name} ${side}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}, load ${load1}`);
    return { result, cpuPerReq, sqlPerReq, bytes, load1 };
  }

  const results: { route: Route; project: RouteRun; bare: RouteRun }[] = [];
  for (const route of routes) {
    const p = await run(route, "project");
    const b = await run(route, "bare");
    results.push({ route, project: p, bare: b });
  }
  await sleep(2000);
  const projectAfter = memoryMb(project.child.pid!);
  const bareAfter = memoryMb(bare.child.pid!);
  const loadAfter = load();
  for (const s of [...servers]) await stopServer(s);
  servers.length = 0;

  // ---------- CPU profiles of the project, one route at a time (BENCH_PROFILE=1) ----------

  const profiles: { route: string; seconds: number; summary: ProfileSummary }[] = [];
  if (PROFILE) {
    const profileDir = join(scratch, "profiles");
    for (const route of routes) {
      const file = `${route.name.replace(/[^a-z0-9]+/gi, "-")}.cpuprofile`;
      log(`CPU profile of the project: ${route.name}`);
      const server = await startServer({
        name: "project (profiled)",
        command: process.execPath,
        args: ["--cpu-prof", "--cpu-prof-dir", profileDir, "--cpu-prof-name", file, bundle],
        env: projectEnv,
        port: projectPort,
        logFile: join(scratch, "project.log"),
        cwd: repoRoot,
      });
      servers.push(server);
      try {
        if (route.project.bookings) await emptyBookingTables();
        const options = { url: server.baseUrl, connections: CONNECTIONS, requests: [route.project.request] };
        await autocannon({ ...options, duration: Math.max(WARMUP, 1) });
        const t0 = performance.now();
        await autocannon({ ...options, duration: SECONDS });
        const t1 = performance.now();
        await stopServer(server);
        const t2 = performance.now();
        // The profile ends when the process exits: the run is located from its end.
        profiles.push({ route: route.name, seconds: SECONDS, summary: summarizeProfile(join(profileDir, file), { fromEndMs: t2 - t0, toEndMs: t2 - t1 }) });
      } finally {
        await stopServer(server);
        servers.pop();
      }
    }
  }

  // ---------- statements per project request ----------

  let projectSql: Record<string, number> | null = null;
  if (COUNT_SQL) {
    log("counting the project's SQL statements per request (its bundle with a counting preload)");
    // One user from here on: its first booking fills its profile (one more statement), the counted
    // ones after it are the steady state.
    projectPlan.useUsers([signedUp]);
    const make = (target: Target) => (): CountRequest => {
      let req: AutocannonRequest = { ...target.request };
      if (req.setupRequest) req = req.setupRequest(req, {})!;
      return { method: req.method!, path: req.path!, headers: req.headers ?? {}, body: req.body as string | undefined };
    };
    try {
      if (benchUrl) await emptyBookingTables();
      projectSql = await countProjectStatements({
        repoRoot,
        bundle,
        env: projectEnv,
        port: projectPort,
        logFile: join(scratch, "project.log"),
        routes: Object.fromEntries(routes.map((r) => [r.name, make(r.project)])),
      });
    } catch (error) {
      log(`could not count the project's statements: ${(error as Error).message}`);
    }
  }

  // ---------- the report ----------

  const reported = benchReport({
    postgres: Boolean(benchUrl),
    pgVersion,
    connections: CONNECTIONS,
    warmup: WARMUP,
    seconds: SECONDS,
    acceptEncoding: ACCEPT_ENCODING,
    loadBefore: startLoad,
    loadAfter,
    bundleBuilt: statSync(bundle).mtime.toISOString(),
    bundleNote,
    nodeFlags: projectNodeFlags,
    results,
    projectSql,
    project: { firstStartMs: first.startMs, startMs: project.startMs, idle: projectIdle, after: projectAfter },
    bare: { startMs: bare.startMs, idle: bareIdle, after: bareAfter },
    profiles,
    maxFailedShare: MAX_FAILED_SHARE,
  });
  report.push(...reported.lines);
  if (reported.invalid) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cleanup();
}
console.log(report.join("\n"));
process.exit(exitCode);
