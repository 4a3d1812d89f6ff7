/**
 * Timing for the search benchmark: each round runs every variant of every kind once, interleaved,
 * after the warm-up rounds; per kind p50/p95/max in ms and, on PostgreSQL, the plans of its slowest
 * variant (by median).
 */
import type { Database } from "@labcompare/db";
import { explainCall } from "./search-plans.ts";

export interface Kind<I> {
  kind: string;
  variants: I[];
}
export interface KindResult {
  kind: string;
  n: number;
  p50: number;
  p95: number;
  max: number;
  target: number;
  plan: string[];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Times `call` over every variant of `kinds` (`rounds` measured after `warmupRounds`); `target` is the p95 goal in ms. */
export async function measureKinds<I>(
  db: Database,
  kinds: Kind<I>[],
  call: (input: I) => Promise<unknown>,
  opts: { target: number; rounds: number; warmupRounds: number; fullPlans: boolean },
): Promise<KindResult[]> {
  const { target, rounds: ROUNDS, warmupRounds: WARMUP_ROUNDS } = opts;
  const times = kinds.map((k) => k.variants.map(() => [] as number[]));
  for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
    for (const [ki, k] of kinds.entries()) {
      for (const [vi, input] of k.variants.entries()) {
        const t0 = performance.now();
        await call(input);
        const ms = performance.now() - t0;
        if (round >= WARMUP_ROUNDS) times[ki]![vi]!.push(ms);
      }
    }
  }
  const results: KindResult[] = [];
  for (const [ki, k] of kinds.entries()) {
    const all = times[ki]!.flat().sort((a, b) => a - b);
    const medians = times[ki]!.map((t) => [...t].sort((a, b) => a - b)).map((t) => percentile(t, 50));
    const slowest = medians.indexOf(Math.max(...medians));
    const plan = [
      `${k.kind}: ${JSON.stringify(k.variants[slowest])} (slowest variant, median ${medians[slowest]!.toFixed(1)} ms)`,
    ];
    if (db.kind === "postgres")
      plan.push(
        ...(await explainCall(db, () => call(k.variants[slowest]!), opts.fullPlans)).map((l) => `  ${l}`),
      );
    results.push({
      kind: k.kind,
      n: all.length,
      p50: percentile(all, 50),
      p95: percentile(all, 95),
      max: all.at(-1)!,
      target,
      plan,
    });
  }
  return results;
}

/** Prints one markdown table of the kinds, then their plans. */
export function printTable(title: string, results: KindResult[]) {
  console.log(`\n### ${title}\n`);
  console.log("| kind | n | p50 ms | p95 ms | max ms | target p95 | |");
  console.log("|---|---:|---:|---:|---:|---:|---|");
  for (const r of results) {
    console.log(
      `| ${r.kind} | ${r.n} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} | ≤ ${r.target} | ${r.p95 <= r.target ? "ok" : "MISS"} |`,
    );
  }
  console.log(`\nPlans (EXPLAIN ANALYZE, BUFFERS of each statement of the slowest variant):`);
  for (const r of results) for (const line of r.plan) console.log(line);
}
