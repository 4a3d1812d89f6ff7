/**
 * Search and admin-list benchmark (not a test): p50/p95 latency in ms of catalog search per
 * query kind and of the admin bookings list per filter, with the query plans.
 *
 *   npm run bench:search                          # PostgreSQL, 100,000 tests and 100,000 bookings
 *   npm run bench:search -- --plans               # plus the full EXPLAIN (ANALYZE, BUFFERS) of each kind
 *   npm run bench:search -- --tests 20000 --bookings 0 --rounds 10
 *   npm run bench:search -- --pglite              # also the seed-size search on PGlite
 *
 * Options: --tests N (BENCH_LARGE; default 100000), --bookings N (default 100000), --labs N (default:
 * the seeded 24), --rounds N (BENCH_ROUNDS; default 20), --plans, --pglite, --keep (leave the schema
 * for inspection and print its name), --schema name (measure a schema kept by --keep again: pending
 * migrations are applied, nothing is seeded or dropped; for trying an index), --only search|admin.
 *
 * What it does, on PostgreSQL at BENCH_DATABASE_URL or DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test), in a fresh schema bench_<random> dropped afterwards:
 * 1. seeds the demo catalogue (400 tests, 24 labs) and times every search kind (target p95 ≤ 15 ms);
 * 2. grows it with the seed-scale module (packages/db/src/seed-scale.ts) to --tests tests (~3 offers
 *    each) and --bookings bookings, prints the data set's size, and times every search kind again
 *    (target p95 ≤ 50 ms) and the admin bookings list per filter (target p95 ≤ 50 ms).
 * A kind is several inputs (variants) of the same shape; each round runs every variant of every kind
 * once, interleaved, after two warm-up rounds. Latency is one call of the service function
 * (searchTests / listBookings) through Prisma, all of its SQL statements included.
 * Plans: the SQL each call sends is captured by wrapping pg's Client.query; for each kind, the
 * slowest variant (by median) is run once more with EXPLAIN (ANALYZE, BUFFERS) per statement. The
 * default output has one line per statement (top nodes, indexes used, sequential scans, execution
 * time, shared buffers hit/read); --plans prints the whole plans.
 * Without PostgreSQL it measures the seed size on PGlite only and says so.
 * Figures depend on the machine's load: the load average is printed at start and end.
 */
import { randomBytes } from "node:crypto";
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import pg from "pg";
import { openDatabase, seedCatalog, type Database } from "@labcompare/db";
import { seedScale } from "@labcompare/db/seed-scale";
import type { SearchSort } from "@labcompare/validators";
import { searchTests, type SearchParams } from "../src/routers/catalog/search.service.ts";
import { listBookings, type AdminBookingFilters } from "../src/routers/admin/bookings/bookings.service.ts";

const { values: args } = parseArgs({
  options: {
    tests: { type: "string" },
    bookings: { type: "string" },
    labs: { type: "string" },
    rounds: { type: "string" },
    plans: { type: "boolean", default: false },
    pglite: { type: "boolean", default: false },
    keep: { type: "boolean", default: false },
    schema: { type: "string" },
    only: { type: "string" },
  },
});
const TESTS = Number(args.tests ?? process.env.BENCH_LARGE ?? 100_000);
const BOOKINGS = Number(args.bookings ?? 100_000);
const LABS = args.labs ? Number(args.labs) : undefined;
const ROUNDS = Number(args.rounds ?? process.env.BENCH_ROUNDS ?? 20);
const WARMUP_ROUNDS = 2;
const ONLY = args.only as "search" | "admin" | undefined;
const TARGET_SEED_MS = 15;
const TARGET_LARGE_MS = 50;

// ---------- SQL capture: every statement pg sends while `capturing` is set ----------

interface Captured { text: string; values: unknown[] }
let capturing: Captured[] | null = null;
const clientQuery = Reflect.get(pg.Client.prototype, "query") as (this: pg.Client, ...a: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...a: unknown[]) {
  if (capturing) {
    const first = a[0] as string | { text?: string; values?: unknown[] };
    const text = typeof first === "string" ? first : first?.text;
    const values = typeof first === "string" ? (Array.isArray(a[1]) ? a[1] : []) : (first?.values ?? []);
    if (text) capturing.push({ text, values });
  }
  return clientQuery.apply(this, a);
} as typeof pg.Client.prototype.query;

async function captureSql(run: () => Promise<unknown>): Promise<Captured[]> {
  capturing = [];
  try {
    await run();
    return capturing;
  } finally {
    capturing = null;
  }
}

// ---------- plans ----------

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Shared Hit Blocks"?: number;
  "Shared Read Blocks"?: number;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, visit: (n: PlanNode) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/** "count" for the capped count, the search statements by their shape, else the table the statement reads from. */
function statementLabel(sql: string): string {
  if (/^\s*WITH c AS \(/i.test(sql)) return "typo check";
  if (/^\s*WITH m AS MATERIALIZED/i.test(sql)) return "ranked page+count";
  if (/^\s*SELECT count\(\*\)::int AS n FROM \(/i.test(sql)) return "count";
  if (/^\s*SELECT COUNT\(\*\)/i.test(sql)) return "count";
  const from = /\bFROM\s+(?:"?\w+"?\.)?"?(\w+)"?/i.exec(sql);
  return `rows ${from?.[1] ?? "?"}`;
}

/** One line: top nodes (to the first scan or join), indexes, sequential scans, time, buffers. */
function planLine(label: string, plan: { Plan: PlanNode; "Execution Time": number }): string {
  const path: string[] = [];
  let node: PlanNode | undefined = plan.Plan;
  while (node && path.length < 4) {
    path.push(node["Node Type"] + (node["Index Name"] ? ` (${node["Index Name"]})` : node["Relation Name"] ? ` on ${node["Relation Name"]}` : ""));
    if (/Scan|Join|Nested Loop/.test(node["Node Type"])) break;
    node = node.Plans?.[0];
  }
  const indexes = new Set<string>();
  const seq = new Set<string>();
  walk(plan.Plan, (n) => {
    if (n["Index Name"]) indexes.add(n["Index Name"]);
    if (n["Node Type"] === "Seq Scan" && n["Relation Name"]) seq.add(n["Relation Name"]);
  });
  return (
    `${label.padEnd(20)} ${plan["Execution Time"].toFixed(2).padStart(7)} ms  ${path.join(" ← ")}` +
    `  | indexes: ${[...indexes].join(", ") || "none"}` +
    (seq.size ? `  | SEQ SCAN: ${[...seq].join(", ")}` : "") +
    `  | buffers hit ${plan.Plan["Shared Hit Blocks"] ?? 0} read ${plan.Plan["Shared Read Blocks"] ?? 0}`
  );
}

/** EXPLAIN (ANALYZE, BUFFERS) of each statement one call sends: one line each, and the full plans with --plans. */
async function explainCall(db: Database, run: () => Promise<unknown>): Promise<string[]> {
  const statements = await captureSql(run);
  const lines: string[] = [];
  for (const s of statements) {
    if (/^\s*(BEGIN|COMMIT|ROLLBACK|SET|SHOW)\b/i.test(s.text)) continue;
    const label = statementLabel(s.text);
    const json = await db.sql.query<{ "QUERY PLAN": [{ Plan: PlanNode; "Execution Time": number }] }>(
      `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${s.text}`,
      s.values,
    );
    lines.push(planLine(label, json.rows[0]!["QUERY PLAN"][0]));
    if (args.plans) {
      const text = await db.sql.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.values);
      lines.push(`    SQL: ${s.text.replace(/\s+/g, " ").slice(0, 600)}`);
      lines.push(`    params: ${JSON.stringify(s.values).slice(0, 300)}`);
      for (const r of text.rows) lines.push(`    ${r["QUERY PLAN"]}`);
    }
  }
  return lines;
}

// ---------- measuring ----------

interface Kind<I> { kind: string; variants: I[] }
interface KindResult { kind: string; n: number; p50: number; p95: number; max: number; target: number; plan: string[] }

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measureKinds<I>(
  db: Database,
  kinds: Kind<I>[],
  call: (input: I) => Promise<unknown>,
  target: number,
): Promise<KindResult[]> {
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
    const plan = [`${k.kind}: ${JSON.stringify(k.variants[slowest])} (slowest variant, median ${medians[slowest]!.toFixed(1)} ms)`];
    if (db.kind === "postgres") plan.push(...(await explainCall(db, () => call(k.variants[slowest]!))).map((l) => `  ${l}`));
    results.push({ kind: k.kind, n: all.length, p50: percentile(all, 50), p95: percentile(all, 95), max: all.at(-1)!, target, plan });
  }
  return results;
}

function printTable(title: string, results: KindResult[]) {
  console.log(`\n### ${title}\n`);
  console.log("| kind | n | p50 ms | p95 ms | max ms | target p95 | |");
  console.log("|---|---:|---:|---:|---:|---:|---|");
  for (const r of results) {
    console.log(`| ${r.kind} | ${r.n} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} | ≤ ${r.target} | ${r.p95 <= r.target ? "ok" : "MISS"} |`);
  }
  console.log(`\nPlans (EXPLAIN ANALYZE, BUFFERS of each statement of the slowest variant):`);
  for (const r of results) for (const line of r.plan) console.log(line);
}

// ---------- the query kinds ----------

function searchKinds(): Kind<Partial<SearchParams>>[] {
  const sorts: SearchSort[] = ["relevance", "price_asc", "price_desc", "name"];
  return [
    { kind: "empty query", variants: [{ q: "" }, { q: "", page: 2 }, { q: "", page: 50 }] },
    { kind: "category", variants: [{ q: "", category: "vitamin-mineral" }, { q: "", category: "thyroid" }, { q: "", category: "infectious-disease", page: 3 }] },
    { kind: "name", variants: [{ q: "vitamin d" }, { q: "cholesterol" }, { q: "ferritin" }, { q: "thyroid" }, { q: "liver function" }] },
    { kind: "abbreviation", variants: [{ q: "tsh" }, { q: "hba1c" }, { q: "cbc" }, { q: "ldl" }, { q: "psa" }] },
    { kind: "typo", variants: [{ q: "vitamn d" }, { q: "cholestrol" }, { q: "ferritn" }, { q: "thyriod" }, { q: "magnesuim" }] },
    { kind: "price range", variants: [{ q: "", minPrice: 100, maxPrice: 300 }, { q: "", minPrice: 500, maxPrice: 1000 }, { q: "vitamin", minPrice: 50, maxPrice: 200 }] },
    {
      kind: "emirate + home collection",
      variants: [{ q: "", emirate: "Dubai", homeCollection: true }, { q: "", emirate: "Abu Dhabi", homeCollection: true }, { q: "vitamin", emirate: "Dubai", homeCollection: true }],
    },
    ...sorts.map((sort) => ({
      kind: `sort ${sort}`,
      variants: [{ q: "", sort }, { q: "vitamin", sort }, { q: "", category: "heart-health", sort }, { q: "", minPrice: 100, maxPrice: 300, sort }],
    })),
  ];
}

async function searchCall(db: Database, input: Partial<SearchParams>) {
  return searchTests(db.prisma, { q: "", page: 1, sort: "relevance", ...input });
}

/** Admin list inputs drawn from the generated bookings (deterministic picks). */
async function adminKinds(db: Database): Promise<Kind<AdminBookingFilters & { page?: number }>[]> {
  const sample = (
    await db.sql.query<{ reference: string; patient_name: string; patient_phone: string; lab_id: string }>(
      `SELECT reference, patient_name, patient_phone, lab_id::text FROM bookings WHERE patient_phone IS NOT NULL ORDER BY reference LIMIT 3 OFFSET 1000`,
    )
  ).rows;
  const labs = (await db.sql.query<{ id: string }>(`SELECT id::text FROM labs WHERE active ORDER BY slug LIMIT 3`)).rows.map((r) => r.id);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const local = (e164: string) => `0${e164.slice(4, 6)} ${e164.slice(6, 9)} ${e164.slice(9)}`; // +971501234567 → 050 123 4567
  const [a, b, c] = sample;
  return [
    { kind: "no filter", variants: [{}, { page: 2 }, { page: 40 }] },
    { kind: "search by phone", variants: [{ q: a!.patient_phone }, { q: local(b!.patient_phone) }, { q: c!.patient_phone.slice(-7) }] },
    { kind: "search by reference", variants: [{ q: a!.reference }, { q: b!.reference.toLowerCase() }, { q: c!.reference }] },
    { kind: "search by name", variants: [{ q: a!.patient_name }, { q: b!.patient_name.split(" ")[0] }, { q: c!.patient_name.split(" ").slice(1).join(" ") }] },
    { kind: "status filter", variants: (["pending", "confirmed", "completed", "cancelled", "no_show"] as const).map((status) => ({ status })) },
    {
      kind: "lab + date range",
      variants: [
        { labId: labs[0], from: day(-30), to: day(0) },
        { labId: labs[1], from: day(0), to: day(7) },
        { labId: labs[2], from: day(-365), to: day(60) },
      ],
    },
    { kind: "preset today / upcoming", variants: [{ preset: "today" }, { preset: "upcoming" }] },
  ];
}

async function adminCall(db: Database, input: AdminBookingFilters & { page?: number }) {
  return listBookings(db.prisma, { page: 1, ...input }, null);
}

// ---------- run ----------

const load = () => loadavg().map((l) => l.toFixed(2)).join(" ");
const summary: { title: string; results: KindResult[] }[] = [];

async function countRows(db: Database, table: string): Promise<number> {
  return Number((await db.sql.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);
}

async function seedSize(db: Database, label: string) {
  await seedCatalog(db.prisma);
  await db.sql.exec("ANALYZE");
  const [tests, offers] = [await countRows(db, "tests"), await countRows(db, "lab_test_offers")];
  const title = `${label}: seeded catalogue (${tests} tests, ${offers} offers): search`;
  const results = await measureKinds(db, searchKinds(), (i) => searchCall(db, i), TARGET_SEED_MS);
  printTable(title, results);
  summary.push({ title, results });
}

async function runPostgres(url: string) {
  const reuse = args.schema;
  const schema = reuse ?? `bench_${randomBytes(4).toString("hex")}`;
  const db = await openDatabase({ databaseUrl: url, schema, poolSize: 4 });
  console.log(`PostgreSQL ${url.replace(/:[^:@/]*@/, ":***@")}, schema ${schema}${reuse ? " (reused as it is)" : ""}`);
  try {
    if (ONLY !== "admin" && !reuse) await seedSize(db, "PostgreSQL");
    const t0 = performance.now();
    const scale = reuse
      ? await seedScale(db, { log: () => {} }) // counts only: no target beyond what is there
      : await seedScale(db, {
          tests: ONLY === "admin" ? undefined : TESTS,
          bookings: ONLY === "search" ? 0 : BOOKINGS,
          labs: LABS,
          log: (line) => console.log(`  seed-scale: ${line}`),
        });
    const sizes = (
      await db.sql.query<{ relname: string; total: string; rows: string }>(
        `SELECT c.relname, pg_size_pretty(pg_total_relation_size(c.oid)) AS total, c.reltuples::bigint AS rows
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = $1 AND c.relname IN ('tests', 'lab_test_offers', 'labs', 'bookings', 'booking_items', 'users')
         ORDER BY pg_total_relation_size(c.oid) DESC`,
        [schema],
      )
    ).rows;
    console.log(`\n### Data set (seed-scale, ${((performance.now() - t0) / 1000).toFixed(1)} s)\n`);
    console.log(
      `tests ${scale.tests.toLocaleString("en")}, offers ${scale.offers.toLocaleString("en")} (${(scale.offers / scale.tests).toFixed(2)} per test), ` +
        `labs ${scale.labs}, categories ${scale.categories}, bookings ${scale.bookings.toLocaleString("en")} with ${scale.bookingItems.toLocaleString("en")} items, ` +
        `patients ${scale.patients.toLocaleString("en")}`,
    );
    console.log(`table sizes with indexes: ${sizes.map((s) => `${s.relname} ${s.total}`).join(", ")}`);
    if (ONLY !== "admin") {
      const title = `PostgreSQL: ${scale.tests.toLocaleString("en")} tests, ${scale.offers.toLocaleString("en")} offers: search`;
      const results = await measureKinds(db, searchKinds(), (i) => searchCall(db, i), TARGET_LARGE_MS);
      printTable(title, results);
      summary.push({ title, results });
    }
    if (ONLY !== "search" && scale.bookings > 0) {
      const title = `PostgreSQL: ${scale.bookings.toLocaleString("en")} bookings: admin bookings list (admin, page 1 unless noted)`;
      const results = await measureKinds(db, await adminKinds(db), (i) => adminCall(db, i), TARGET_LARGE_MS);
      printTable(title, results);
      summary.push({ title, results });
    }
  } finally {
    if (args.keep || reuse) console.log(`\nKept schema ${schema} (drop it with: DROP SCHEMA "${schema}" CASCADE)`);
    else await db.sql.exec(`DROP SCHEMA "${schema}" CASCADE`);
    await db.close();
  }
}

async function runPGlite() {
  const db = await openDatabase({});
  try {
    await seedSize(db, "PGlite");
  } finally {
    await db.close();
  }
}

console.log(`bench:search — ${cpus().length} CPUs, load average ${load()} (1/5/15 min); ${ROUNDS} rounds after ${WARMUP_ROUNDS} warm-up`);
const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
let reachable = false;
try {
  const probe = await openDatabase({ databaseUrl: url, migrate: false, poolSize: 1 });
  await probe.sql.query("SELECT 1");
  await probe.close();
  reachable = true;
} catch (error) {
  console.log(`PostgreSQL at ${url.replace(/:[^:@/]*@/, ":***@")} not reachable (${(error as Error).message}): the 100,000-test figures need it; measuring the seed size on PGlite only.`);
}
if (reachable) await runPostgres(url);
if (!reachable || args.pglite) await runPGlite();

console.log(`\n### Summary (load average at the end ${load()})\n`);
for (const { title, results } of summary) {
  const misses = results.filter((r) => r.p95 > r.target);
  console.log(`${title}: ${misses.length ? `MISS ${misses.map((m) => `${m.kind} p95 ${m.p95.toFixed(1)} ms`).join("; ")}` : `every kind p95 ≤ ${results[0]?.target} ms`}`);
}
