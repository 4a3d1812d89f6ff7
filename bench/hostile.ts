/**
 * Hostile-input benchmark: does the server stay responsive while clients send it the inputs that
 * cost it most? A figure printout, not a test (it exits 0 whatever it measures).
 *
 *   npm run bench:hostile                                   # PGlite in a temp DATA_DIR, 60 s, 4 clients
 *   npm run bench:hostile -- --db postgres --seconds 20     # a fresh database on 127.0.0.1:5432
 *   HOSTILE_SECONDS=20 HOSTILE_CLIENTS=8 npm run bench:hostile
 *
 * Flags (env): --seconds (HOSTILE_SECONDS, 60), --clients (HOSTILE_CLIENTS, 4), --db pglite|postgres
 * (HOSTILE_DB, pglite), --timeout-ms (HOSTILE_TIMEOUT_MS, 30000: every request's limit, counted as
 * "timeout"), --only (HOSTILE_ONLY: comma-separated parts of kind names, to run those kinds alone),
 * HOSTILE_NODE_FLAGS (extra flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"). PostgreSQL: HOSTILE_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test; loopback
 * only) names the server; the bench makes a database of its own there and drops it (the server
 * always uses the schema "public", bench/scratch.ts). BENCH_KEEP=1 keeps the temp folder (server log);
 * BENCH_BUILD=1 rebuilds the bundle first.
 *
 * It starts the built server (apps/server/dist/server.mjs, built only if missing) as `npm start` does
 * on a free loopback port, with ADMIN_EMAIL/ADMIN_PASSWORD and AUTH_ and CATALOG_RATE_LIMIT_PER_MINUTE
 * at 100000 (so it measures work, not 429s), waits for /health/ready, signs up a patient, signs in
 * the admin and books and confirms one booking (bench/hostile-setup.ts). Then for --seconds, each of
 * --clients clients sends its next request as soon as the previous is answered, cycling through
 * (bench/hostile-corpus.ts): POST /api/results with a PDF (junk after %PDF-1.4 at 1 MiB and 10 MiB,
 * a truncated valid PDF, a FlateDecode stream inflating to 1 GiB, a valid 1 MiB PDF, a PDF with
 * /OpenAction JavaScript); the lab's upload of a 500-row observations CSV; catalog.resolveList of 20
 * misspelt items (~2,000 characters); catalog.search with 200 characters in Latin and in Arabic.
 * Meanwhile a probe calls GET /health/live and GET / every 100 ms.
 * After the deadline it waits for the answers still out (each ends within --timeout-ms).
 *
 * Prints per kind: count, status codes, p50/p99/max ms; per probe URL: p50/p99/max, 503s and failed
 * answers; the server's event-loop delay max over the run (/metrics, nodejs_eventloop_lag_max_seconds,
 * scraped before and after: collecting resets it) and its RSS before and after.
 * Targets: probe p99 ≤ 100 ms with 0 × 503; event-loop delay max ≤ 200 ms.
 */
import { join } from "node:path";
import { loadavg } from "node:os";
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { makePdfs, misspeltList, multipartBody, observationsCsv, searchQuery } from "./hostile-corpus.ts";
import { hostileReport, LOOP_DELAY_TARGET_MS, PROBE_P99_TARGET_MS } from "./hostile-report.ts";
import { runLoad, scrapeMetrics, type Kind } from "./hostile-run.ts";
import { setUpWorld, type HostileWorld } from "./hostile-setup.ts";
import { freePort, startServer, stopServer, waitForReady } from "./processes.ts";
import { trpcGet } from "./routes.ts";
import { ensureBundle, makeScratch, repoRoot, serverBundle } from "./scratch.ts";
import { serverNodeFlags } from "../scripts/server-node-flags.ts";

const env = process.env;
const { values: flags } = parseArgs({
  options: {
    seconds: { type: "string" },
    clients: { type: "string" },
    db: { type: "string" },
    "timeout-ms": { type: "string" },
    only: { type: "string" },
  },
});
const SECONDS = Number(flags.seconds ?? env.HOSTILE_SECONDS ?? 60);
const CLIENTS = Number(flags.clients ?? env.HOSTILE_CLIENTS ?? 4);
const DB = flags.db ?? env.HOSTILE_DB ?? "pglite";
const TIMEOUT_MS = Number(flags["timeout-ms"] ?? env.HOSTILE_TIMEOUT_MS ?? 30_000);
/** Kinds whose name contains one of these (comma-separated), to find which one costs the loop; all when unset. */
const ONLY = (flags.only ?? env.HOSTILE_ONLY ?? "")
  .split(",")
  .map((k) => k.trim())
  .filter(Boolean);
const RATE_LIMIT = "100000";
const PROBE_PATHS = ["/health/live", "/"];
const log = (line: string) => console.error(`[hostile] ${line}`);

if (
  !(SECONDS > 0 && SECONDS <= 3600) ||
  !(Number.isInteger(CLIENTS) && CLIENTS >= 1 && CLIENTS <= 256) ||
  !(TIMEOUT_MS >= 1000)
) {
  throw new Error("--seconds must be 1–3600, --clients 1–256, --timeout-ms at least 1000");
}
if (DB !== "pglite" && DB !== "postgres") throw new Error(`--db must be pglite or postgres, not ${DB}`);
const databaseUrl =
  DB === "postgres" ? (env.HOSTILE_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test") : undefined;
if (databaseUrl && !["127.0.0.1", "localhost", "[::1]"].includes(new URL(databaseUrl).hostname)) {
  throw new Error(
    `HOSTILE_DATABASE_URL must be on this host (127.0.0.1), not ${new URL(databaseUrl).hostname}`,
  );
}

/** The kinds of input, in the order each client cycles through them. */
function makeKinds(pdfs: Record<string, Buffer>, world: HostileWorld, publicUrl: string): Kind[] {
  const own = {
    testId: world.testId,
    value: "5.8",
    unit: "%",
    effectiveDate: "2024-01-15",
    labName: "Hostile Bench Lab",
    flag: "H",
  };
  const post = (cookie: string, multipart: ReturnType<typeof multipartBody>): RequestInit => ({
    method: "POST",
    headers: { cookie, origin: publicUrl, "content-type": multipart.contentType },
    body: multipart.body,
  });
  const get = (path: string) => ({ path, init: { headers: { "accept-encoding": "gzip, deflate, br" } } });
  const uploads: Kind[] = Object.entries(pdfs).map(([name, pdf]) => {
    const multipart = multipartBody(own, pdf);
    return {
      name: `${name} (${pdf.length} B)`,
      request: () => ({ path: "/api/results", init: post(world.patientCookie, multipart) }),
    };
  });
  return [
    ...uploads,
    {
      name: "lab upload, 500-row CSV",
      request: () => ({
        path: `/api/bookings/${world.reference}/results`,
        init: post(world.adminCookie, multipartBody({ observations: observationsCsv() }, null)),
      }),
    },
    {
      name: "catalog.resolveList, 20 misspelt",
      request: () => get(trpcGet("catalog.resolveList", { text: misspeltList() })),
    },
    {
      name: "catalog.search, 200 Latin",
      request: () => get(trpcGet("catalog.search", { q: searchQuery("latin"), page: 1 })),
    },
    {
      name: "catalog.search, 200 Arabic",
      request: () => get(trpcGet("catalog.search", { q: searchQuery("arabic"), page: 1 })),
    },
  ];
}

const bundleNote = ensureBundle(log);
const scratch = await makeScratch(databaseUrl, log);

let exitCode = 0;
try {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const admin = { email: "hostile-admin@example.com", password: `Admin ${randomBytes(12).toString("hex")}!` };
  const serverEnv: Record<string, string> = {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    DATA_DIR: scratch.projectDataDir,
    ...(scratch.benchUrl ? { DATABASE_URL: scratch.benchUrl } : {}),
    SEED_DEMO_DATA: "true",
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    AUTH_RATE_LIMIT_PER_MINUTE: RATE_LIMIT,
    CATALOG_RATE_LIMIT_PER_MINUTE: RATE_LIMIT,
  };
  log("building the corpus (the inflating PDF deflates 1 GiB of zeros)");
  const pdfs = await makePdfs();
  // HOSTILE_NODE_FLAGS: extra flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeFlags = [
    ...serverNodeFlags(serverEnv),
    ...(env.HOSTILE_NODE_FLAGS ?? "").split(" ").filter(Boolean),
  ];
  log(`starting the server (${DB}${scratch.benchUrl ? `, database ${scratch.benchDbName}` : ""})`);
  const server = await startServer({
    name: "server",
    command: process.execPath,
    args: [...nodeFlags, serverBundle],
    env: serverEnv,
    port,
    logFile: join(scratch.dir, "server.log"),
    cwd: repoRoot,
  });
  scratch.servers.push(server);
  await waitForReady(server);
  const world = await setUpWorld(server.baseUrl, publicUrl, admin);
  const kinds = makeKinds(pdfs, world, publicUrl).filter(
    (k) => ONLY.length === 0 || ONLY.some((o) => k.name.includes(o)),
  );
  if (kinds.length === 0) throw new Error(`--only ${ONLY.join(",")} matches no kind`);

  const before = await scrapeMetrics(server.baseUrl, TIMEOUT_MS);
  log(`running ${SECONDS} s with ${CLIENTS} clients`);
  const load = await runLoad({
    baseUrl: server.baseUrl,
    kinds,
    clients: CLIENTS,
    seconds: SECONDS,
    timeoutMs: TIMEOUT_MS,
    probePaths: PROBE_PATHS,
    probeEveryMs: 100,
  });
  const after = await scrapeMetrics(server.baseUrl, TIMEOUT_MS);
  const { exitCode: code, signalCode } = server.child;
  const serverExit = code !== null || signalCode !== null ? `exited (${signalCode ?? `code ${code}`})` : null;
  log("stopping the server (SIGTERM)");
  await stopServer(server);

  const header = [
    `hostile bench: ${SECONDS} s, ${CLIENTS} clients, ${DB === "postgres" ? `PostgreSQL ${scratch.pgVersion}` : "PGlite"}, request timeout ${TIMEOUT_MS} ms, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
    `server: node ${nodeFlags.join(" ")} apps/server/dist/server.mjs${bundleNote}; AUTH_ and CATALOG_RATE_LIMIT_PER_MINUTE=${RATE_LIMIT} (the bench measures work, not 429s)`,
    `targets: probe p99 ≤ ${PROBE_P99_TARGET_MS} ms with 0 × 503; event-loop delay max ≤ ${LOOP_DELAY_TARGET_MS} ms`,
  ];
  console.log(hostileReport({ header, load, before, after, serverExit }).join("\n"));
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await scratch.cleanup();
}
process.exit(exitCode);
