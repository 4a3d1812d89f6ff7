/**
 * npm run bench:capacity -- --instances 1|2 [--database-url url] [--step-seconds 60] [--start-rate 10]
 *
 * The highest request rate the site holds, as the `scale` profile of docker-compose.yml deploys it
 * (bench/balancer.ts: nginx, Redis, N instances of the production build on one PostgreSQL), on the
 * data of `npm run seed:scale`. A fixed-rate mix, 60% searches, 30% basket comparisons of 4 popular
 * tests and 10% bookings (each a different free place, by signed-in users), runs for --step-seconds
 * at each rate, from --start-rate up by a quarter each step, until p99 passes 500 ms or a request
 * fails (a 5xx such as the overload guard's 503, a timeout or a connection error); then prints the
 * highest rate held for the whole step. A booking refused for its place (4xx) is an answer, counted
 * apart. The load generator, the database and the instances share this machine's CPUs. Each step
 * also prints the CPU milliseconds per request of each tier (PostgreSQL, instances, nginx, Redis;
 * bench/tier-cpu.ts), the figures a plan for separate machines starts from.
 *
 * Database: --database-url, else SCALE_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/labcompare_scale.
 * It adds bench users with sessions and the bookings the runs make.
 */
import { mkdtempSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon, { type AutocannonRequest } from "autocannon";
import pg from "pg";
import { deploy } from "./balancer.ts";
import {
  bookingPlan,
  insertUsersSql,
  loadPlanLabs,
  makeUsers,
  sessionCookie,
  type Query,
} from "./booking-plan.ts";
import { loadAverage as load } from "./processes.ts";
import { ensureBundle, repoRoot, serverBundle } from "./scratch.ts";
import { trpcGet } from "./routes.ts";
import { cpuPerRequest, tierCpu, type TierCpu } from "./tier-cpu.ts";

const { values } = parseArgs({
  options: {
    instances: { type: "string", default: "1" },
    "database-url": { type: "string" },
    "step-seconds": { type: "string", default: "60" },
    "start-rate": { type: "string", default: "10" },
  },
});
const INSTANCES = Number(values.instances);
const STEP_SECONDS = Number(values["step-seconds"]);
const P99_LIMIT_MS = 500;
const databaseUrl =
  values["database-url"] ??
  process.env.SCALE_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/labcompare_scale";
const log = (line: string) => console.error(`[bench:capacity] ${line}`);

/** The mix's inputs: popular tests, words of their names, and a plan of distinct bookings. */
async function loadMix() {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const query: Query = async <R>(text: string) => (await pool.query(text)).rows as R[];
  try {
    const tests = await query<{ id: string; name: string }>(
      `SELECT t.id, t.name FROM lab_test_offers o JOIN tests t ON t.id = o.test_id AND t.active
       WHERE o.active GROUP BY t.id ORDER BY count(*) DESC LIMIT 400`,
    );
    const words = [...new Set(tests.flatMap((t) => t.name.toLowerCase().split(/[^a-z0-9]+/)))].filter(
      (w) => w.length >= 3,
    );
    const users = makeUsers(`capacity-${Date.now().toString(36)}`, 200);
    await query(insertUsersSql(users));
    return { testIds: tests.map((t) => t.id), words, plan: bookingPlan(await loadPlanLabs(query), users) };
  } finally {
    await pool.end();
  }
}

type Mix = Awaited<ReturnType<typeof loadMix>>;

/** One request of the mix, drawn at random in its proportions. */
function mixRequest(mix: Mix, origin: string): AutocannonRequest {
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  const headers = { "accept-encoding": "gzip, deflate, br" };
  return {
    method: "GET",
    path: "/health",
    headers,
    setupRequest: () => {
      const draw = Math.random();
      if (draw < 0.6)
        return { method: "GET", headers, path: trpcGet("catalog.search", { q: pick(mix.words), page: 1 }) };
      if (draw < 0.9) {
        const ids = new Set<string>();
        while (ids.size < 4) ids.add(pick(mix.testIds.slice(0, 100)));
        return { method: "GET", headers, path: trpcGet("catalog.compareBasket", { testIds: [...ids] }) };
      }
      const { input, user } = mix.plan.next();
      return {
        method: "POST",
        path: "/trpc/booking.create",
        headers: {
          ...headers,
          "content-type": "application/json",
          origin,
          cookie: sessionCookie(user.token),
        },
        body: JSON.stringify({ json: input }),
      };
    },
  };
}

interface Step {
  rate: number;
  achieved: number;
  p99: number;
  failed: number;
  refused: number;
  /** CPU ms per answered request, by tier. */
  cpu: TierCpu;
}

async function runStep(baseUrl: string, mix: Mix, rate: number, appPids: number[]): Promise<Step> {
  const cpuBefore = tierCpu(appPids);
  const result = await autocannon({
    url: baseUrl,
    connections: Math.min(200, Math.max(10, Math.ceil(rate / 2))),
    overallRate: rate,
    duration: STEP_SECONDS,
    timeout: 10,
    requests: [mixRequest(mix, baseUrl)],
  });
  const byStatus = (match: (status: number) => boolean) =>
    Object.entries(result.statusCodeStats)
      .filter(([status]) => match(Number(status)))
      .reduce((n, [, s]) => n + s.count, 0);
  return {
    rate,
    achieved: result.requests.average,
    p99: result.latency.p99,
    failed: byStatus((s) => s >= 500) + result.errors + result.timeouts,
    refused: byStatus((s) => s >= 400 && s < 500),
    cpu: cpuPerRequest(cpuBefore, tierCpu(appPids), result.requests.total),
  };
}

ensureBundle(log);
log(
  `${INSTANCES} instance(s) behind nginx; load average ${load()} (${cpus().length} CPUs); reading the data`,
);
const mix = await loadMix();
const deployment = await deploy({
  instances: INSTANCES,
  databaseUrl,
  bundle: serverBundle,
  repoRoot,
  dir: mkdtempSync(join(tmpdir(), "labcompare-capacity-")),
  env: {
    SEED_DEMO_DATA: "false",
    AUTH_RATE_LIMIT_PER_MINUTE: "1000000",
    CATALOG_RATE_LIMIT_PER_MINUTE: "100000000",
  },
});
try {
  let rate = Number(values["start-rate"]);
  let held: Step | null = null;
  for (;;) {
    const step = await runStep(
      deployment.baseUrl,
      mix,
      rate,
      deployment.instances.map((i) => i.child.pid!),
    );
    const ok = step.p99 <= P99_LIMIT_MS && step.failed === 0 && step.achieved >= rate * 0.95;
    log(
      `${rate} req/s asked: ${step.achieved.toFixed(1)} served, p99 ${step.p99} ms, failed ${step.failed}, ` +
        `refused ${step.refused}, load ${load()}; CPU ms a request: database ${step.cpu.database.toFixed(1)}, ` +
        `app ${step.cpu.app.toFixed(1)}, nginx ${step.cpu.nginx.toFixed(2)}, redis ${step.cpu.redis.toFixed(2)}: ${ok ? "held" : "not held"}`,
    );
    if (!ok) break;
    held = step;
    rate = Math.ceil(rate * 1.25);
  }
  console.log(
    held
      ? `${INSTANCES} instance(s): held ${held.rate} req/s for ${STEP_SECONDS} s (p99 ${held.p99} ms; 60% search, 30% compare, 10% booking); ` +
          `CPU ms a request at that rate: database ${held.cpu.database.toFixed(1)}, app ${held.cpu.app.toFixed(1)}, ` +
          `nginx ${held.cpu.nginx.toFixed(2)}, redis ${held.cpu.redis.toFixed(2)}`
      : `${INSTANCES} instance(s): did not hold the start rate ${values["start-rate"]} req/s`,
  );
} finally {
  await deployment.stop();
}
