/**
 * Benchmark (not a test): how long auth.requestPasswordReset's service takes for an address with an
 * account and for one without, interleaved, on PGlite in memory and, when reachable, on PostgreSQL
 * (BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test, a schema bench_<random> dropped
 * afterwards). Prints each case's median and p90 in ms, and the difference of the medians.
 *
 *   npm run bench:reset-equal-work                 # 300 calls of each case per database
 *   npm run bench:reset-equal-work -- --rounds 1000
 *
 * Each known-address call uses an account of its own (the hourly limit of 3 links would otherwise
 * make most calls take the no-link path).
 */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { openDatabase, type Database } from "@labcompare/db";
import { postgresUnreachable } from "@labcompare/db/testing-net";
import { requestPasswordReset } from "../src/accounts/password.service.ts";

const { values } = parseArgs({ options: { rounds: { type: "string", default: "300" } } });
const ROUNDS = Number(values.rounds);
const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function measure(label: string, db: Database): Promise<void> {
  const prisma = db.prisma;
  await prisma.user.createMany({
    data: Array.from({ length: ROUNDS + 20 }, (_, i) => ({
      email: `bench-${i}@example.com`,
      passwordHash: "x",
    })),
  });
  const known: number[] = [];
  const unknown: number[] = [];
  // Warm-up: statement compilation and caches, both paths.
  for (let i = 0; i < 20; i++) {
    await requestPasswordReset(prisma, `bench-${ROUNDS + i}@example.com`);
    await requestPasswordReset(prisma, `warm-${i}@example.com`);
  }
  for (let i = 0; i < ROUNDS; i++) {
    // Alternating which goes first, so a slow moment does not fall on one case only.
    const pair: [number[], string][] = [
      [known, `bench-${i}@example.com`],
      [unknown, `nobody-${i}@example.com`],
    ];
    if (i % 2) pair.reverse();
    for (const [into, email] of pair) {
      const t0 = performance.now();
      await requestPasswordReset(prisma, email);
      into.push(performance.now() - t0);
    }
  }
  const k = known.sort((a, b) => a - b);
  const u = unknown.sort((a, b) => a - b);
  const fmt = (n: number) => n.toFixed(3).padStart(7);
  console.log(
    `${label.padEnd(10)} known   median ${fmt(quantile(k, 0.5))} ms  p90 ${fmt(quantile(k, 0.9))} ms`,
  );
  console.log(`${"".padEnd(10)} unknown median ${fmt(quantile(u, 0.5))} ms  p90 ${fmt(quantile(u, 0.9))} ms`);
  console.log(
    `${"".padEnd(10)} difference of medians ${fmt(quantile(k, 0.5) - quantile(u, 0.5))} ms (${ROUNDS} calls each)`,
  );
}

const pglite = await openDatabase();
try {
  await measure("PGlite", pglite);
} finally {
  await pglite.close();
}

const down = await postgresUnreachable(PG_URL);
if (down) {
  console.log(`PostgreSQL at ${PG_URL} is unreachable (${down}): measured on PGlite only.`);
} else {
  const schema = `bench_${randomBytes(5).toString("hex")}`;
  const pg = await openDatabase({ databaseUrl: PG_URL, schema, poolSize: 2 });
  try {
    await measure("PostgreSQL", pg);
  } finally {
    await pg.sql.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await pg.close();
  }
}
