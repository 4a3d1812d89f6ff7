/**
 * Typo-correction benchmark (not a test): p50/p95/max latency in ms of catalog.resolveList and
 * catalog.search on the worst input of the allowed size, on PGlite and on PostgreSQL, on the demo
 * catalogue (400 tests).
 *
 *   npm run bench:resolve-list                    # PGlite, then PostgreSQL when reachable
 *   npm run bench:resolve-list -- --rounds 10 --only pglite|postgres
 *
 * Inputs (resolve-list-inputs.ts): doctor's lists of DOCTOR_LIST_MAX_ITEMS items of 12 misspelt
 * words each up to DOCTOR_LIST_MAX_CHARS characters, in Latin and in Arabic script, one item of the
 * whole length, words far longer than any test's; search queries of 200 characters (the schema's
 * limit) of misspelt words in both scripts. Each round runs every input once, after two warm-up rounds;
 * latency is one call of the service function (resolveList / searchTests), all its statements
 * included. PostgreSQL: BENCH_DATABASE_URL, DATABASE_URL or postgres://postgres@127.0.0.1:5432/test,
 * in a fresh schema bench_<random> dropped afterwards.
 */
import { randomBytes } from "node:crypto";
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { openDatabase, seedCatalog, type Database } from "@labcompare/db";
import { resolveList } from "../src/catalog/resolve-list.service.ts";
import { searchTests } from "../src/catalog/search.service.ts";
import { worstInputs } from "./resolve-list-inputs.ts";

const { values: args } = parseArgs({ options: { rounds: { type: "string" }, only: { type: "string" } } });
const ROUNDS = Number(args.rounds ?? 20);
const WARMUP_ROUNDS = 2;

interface Kind {
  kind: string;
  call: (db: Database) => Promise<unknown>;
}

function kinds(): Kind[] {
  return worstInputs().map((i) => ({
    kind: i.kind,
    call: (db: Database) =>
      i.list !== undefined
        ? resolveList(db.prisma, i.list)
        : searchTests(db.prisma, { q: i.q!, page: 1, sort: "relevance" }),
  }));
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(label: string, db: Database) {
  await seedCatalog(db.prisma);
  await db.sql.exec("ANALYZE");
  const all = kinds();
  const times = all.map(() => [] as number[]);
  for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
    for (const [i, k] of all.entries()) {
      const t0 = performance.now();
      await k.call(db);
      if (round >= WARMUP_ROUNDS) times[i]!.push(performance.now() - t0);
    }
  }
  console.log(`\n### ${label}: demo catalogue, ${ROUNDS} rounds\n`);
  console.log("| input | p50 ms | p95 ms | max ms |");
  console.log("|---|---:|---:|---:|");
  for (const [i, k] of all.entries()) {
    const t = times[i]!.sort((a, b) => a - b);
    console.log(
      `| ${k.kind} | ${percentile(t, 50).toFixed(1)} | ${percentile(t, 95).toFixed(1)} | ${t.at(-1)!.toFixed(1)} |`,
    );
  }
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
console.log(
  `bench:resolve-list — ${cpus().length} CPUs, load average ${load()} (1/5/15 min); ${ROUNDS} rounds after ${WARMUP_ROUNDS} warm-up`,
);

if (args.only !== "postgres") {
  const db = await openDatabase({});
  try {
    await measure("PGlite", db);
  } finally {
    await db.close();
  }
}
if (args.only !== "pglite") {
  const url =
    process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const schema = `bench_${randomBytes(4).toString("hex")}`;
  let db: Database | undefined;
  try {
    db = await openDatabase({ databaseUrl: url, schema, poolSize: 4 });
  } catch (error) {
    console.log(
      `\nPostgreSQL at ${url.replace(/:[^:@/]*@/, ":***@")} not reachable (${(error as Error).message}): PGlite only.`,
    );
  }
  if (db) {
    try {
      await measure(`PostgreSQL (schema ${schema})`, db);
    } finally {
      await db.sql.exec(`DROP SCHEMA "${schema}" CASCADE`);
      await db.close();
    }
  }
}
console.log(`\nload average at the end ${load()}`);
