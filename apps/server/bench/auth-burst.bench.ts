/**
 * Benchmark (not a test): a burst of 400 sign-in attempts (20 batches of 20 calls, each batch from
 * its own address) against the real server over HTTP, while /health and a catalogue call are timed.
 * Prints how many attempts were answered 401 (hashed) or 429 (refused by the bounded hashing queue or
 * the limits) and the p50/p95/max latency of /health and catalog.categories.list during the burst.
 * Goal: both under 200 ms.
 *
 *   npm run bench:auth-burst
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import superjson from "superjson";
import { buildApp } from "../src/app.ts";
import { testEnv } from "../src/env.ts";

const app = await buildApp({
  env: testEnv({
    AUTH_RATE_LIMIT_PER_MINUTE: "100000",
    DATA_DIR: mkdtempSync(join(tmpdir(), "labcompare-burst-")),
    TRUST_PROXY: "true",
  }),
});
await app.listen({ host: "127.0.0.1", port: 0 });
const { port } = app.server.address() as { port: number };
const base = `http://127.0.0.1:${port}`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function timed(url: string): Promise<number> {
  const t0 = performance.now();
  await (await fetch(url)).arrayBuffer();
  return performance.now() - t0;
}

// Warm up (first queries compile, first sign-in builds the timing dummy hash).
for (let i = 0; i < 5; i++) {
  await timed(`${base}/health`);
  await timed(`${base}/trpc/catalog.categories.list`);
}

const health: number[] = [];
const catalog: number[] = [];
let bursting = true;
const probes = (async () => {
  while (bursting) {
    health.push(await timed(`${base}/health`));
    catalog.push(await timed(`${base}/trpc/catalog.categories.list`));
    await new Promise((r) => setTimeout(r, 20));
  }
})();

const statuses = new Map<number, number>();
const t0 = performance.now();
await Promise.all(
  Array.from({ length: 20 }, async (_, b) => {
    const paths = Array.from({ length: 20 }, () => "auth.signIn").join(",");
    const body = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [
        i,
        superjson.serialize({ email: `burst${b}-${i}@example.com`, password: "wrong password" }),
      ]),
    );
    const res = await fetch(`${base}/trpc/${paths}?batch=1`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `10.99.${b}.1` },
      body: JSON.stringify(body),
    });
    for (const r of (await res.json()) as { error?: { json: { data: { httpStatus: number } } } }[]) {
      const s = r.error?.json.data.httpStatus ?? 200;
      statuses.set(s, (statuses.get(s) ?? 0) + 1);
    }
  }),
);
const burstMs = performance.now() - t0;
bursting = false;
await probes;
await app.close();

health.sort((a, b) => a - b);
catalog.sort((a, b) => a - b);
console.log(
  `400 sign-in attempts in ${burstMs.toFixed(0)} ms: ${[...statuses].map(([s, n]) => `${n} × ${s}`).join(", ")}`,
);
for (const [label, t] of [
  ["/health", health],
  ["catalog.categories.list", catalog],
] as const) {
  console.log(
    `${label.padEnd(26)} n=${t.length}  p50=${percentile(t, 50).toFixed(1)} ms  p95=${percentile(t, 95).toFixed(1)} ms  max=${(t.at(-1) ?? NaN).toFixed(1)} ms`,
  );
}
