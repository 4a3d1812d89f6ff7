/**
 * What an insurance plan costs catalog.compareBasket: the same basket compared self-pay and with a
 * plan (the demo plan Corvane Health Essential, referral held), on the project, in alternating
 * rounds so both see the same machine. Target (issue "The price I actually pay"): with a plan,
 * req/s at least 0.90× self-pay. Prints req/s, p99 (ms) and the server's CPU ms per request of each
 * round, the ratio of the mean req/s and the ratio of the mean CPU per request (self-pay over plan:
 * the ratio to expect when the server's CPU is the limit; it moves less with the machine's other work).
 */
import autocannon from "autocannon";
import type { Server } from "./processes.ts";
import { trpcGet } from "./routes.ts";
import { cpuMs } from "./runs.ts";

export interface InsuredBasketRun {
  selfPay: number[];
  withPlan: number[];
  ratio: number;
  /** Mean CPU ms per request self-pay over with a plan. */
  cpuRatio: number;
  lines: string[];
}

/** The demo plan the comparison is asked for (prisma/seed-data/insurance.json). */
export const BENCH_PLAN = { planSlug: "corvane-essential", referral: true };

export async function measureInsuredBasket(opts: {
  project: Server;
  testIds: string[];
  connections: number;
  warmup: number;
  seconds: number;
  rounds: number;
  acceptEncoding: string;
  log: (line: string) => void;
}): Promise<InsuredBasketRun> {
  const headers: Record<string, string> = opts.acceptEncoding
    ? { "accept-encoding": opts.acceptEncoding }
    : {};
  const path = (payer?: typeof BENCH_PLAN) =>
    trpcGet("catalog.compareBasket", { testIds: opts.testIds, ...(payer ? { payer } : {}) });
  const run = async (label: string, p: string, seconds: number) => {
    const result = await autocannon({
      url: opts.project.baseUrl,
      connections: opts.connections,
      duration: seconds,
      requests: [{ method: "GET", path: p, headers }],
    });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`compareBasket ${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    return result;
  };
  const lines = [
    `catalog.compareBasket, ${opts.testIds.length} tests: self-pay against ${BENCH_PLAN.planSlug}`,
  ];
  const selfPay: number[] = [];
  const withPlan: number[] = [];
  const cpu = { selfPay: [] as number[], withPlan: [] as number[] };
  const pid = opts.project.child.pid!;
  await run("warm-up", path(), opts.warmup);
  await run("warm-up", path(BENCH_PLAN), opts.warmup);
  for (let round = 1; round <= opts.rounds; round++) {
    for (const [label, p, list, cpuList] of [
      ["self-pay", path(), selfPay, cpu.selfPay],
      ["with a plan", path(BENCH_PLAN), withPlan, cpu.withPlan],
    ] as const) {
      const cpu0 = cpuMs(pid);
      const result = await run(label, p, opts.seconds);
      const cpuPerRequest = (cpuMs(pid) - cpu0) / Math.max(1, result.requests.total);
      list.push(result.requests.average);
      cpuList.push(cpuPerRequest);
      const line = `  round ${round} ${label}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, CPU ${cpuPerRequest.toFixed(2)} ms/req`;
      opts.log(line.trim());
      lines.push(line);
    }
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const ratio = mean(withPlan) / Math.max(1, mean(selfPay));
  const cpuRatio = mean(cpu.selfPay) / Math.max(0.001, mean(cpu.withPlan));
  lines.push(`  with a plan / self-pay: ${ratio.toFixed(2)}× req/s (target ≥ 0.90×)`);
  lines.push(`  CPU per request, self-pay / with a plan: ${cpuRatio.toFixed(2)}×`);
  return { selfPay, withPlan, ratio, cpuRatio, lines };
}
