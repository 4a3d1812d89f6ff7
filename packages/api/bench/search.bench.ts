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
import { openDatabase, seedCatalog, type Database } from "@labcompare/db";
import { seedScale } from "@labcompare/db/seed-scale";
import type { SearchSort } from "@labcompare/validators";
import { searchTests, type SearchParams } from "../src/catalog/search.service.ts";
import { measureKinds, printTable, type Kind, type KindResult } from "./search-measure.ts";
import { listBookings } from "../src/bookings/admin-bookings-list.service.ts";
import type { AdminBookingFilters } from "../src/bookings/admin-bookings-where.ts";

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
const timing = (target: number) => ({
  target,
  rounds: ROUNDS,
  warmupRounds: WARMUP_ROUNDS,
  fullPlans: Boolean(args.plans),
});
const ONLY = args.only as "search" | "admin" | undefined;
const TARGET_SEED_MS = 15;
const TARGET_LARGE_MS = 50;

// ---------- the query kinds ----------

function searchKinds(): Kind<Partial<SearchParams>>[] {
  const sorts: SearchSort[] = ["relevance", "price_asc", "price_desc", "name"];
  return [
    { kind: "empty query", variants: [{ q: "" }, { q: "", page: 2 }, { q: "", page: 50 }] },
    {
      kind: "category",
      variants: [
        { q: "", category: "vitamin-mineral" },
        { q: "", category: "thyroid" },
        { q: "", category: "infectious-disease", page: 3 },
      ],
    },
    {
      kind: "name",
      variants: [
        { q: "vitamin d" },
        { q: "cholesterol" },
        { q: "ferritin" },
        { q: "thyroid" },
        { q: "liver function" },
      ],
    },
    {
      kind: "abbreviation",
      variants: [{ q: "tsh" }, { q: "hba1c" }, { q: "cbc" }, { q: "ldl" }, { q: "psa" }],
    },
    {
      kind: "typo",
      variants: [
        { q: "vitamn d" },
        { q: "cholestrol" },
        { q: "ferritn" },
        { q: "thyriod" },
        { q: "magnesuim" },
      ],
    },
    // Arabic script: normalised first (one more statement), then matched as above.
    {
      kind: "arabic name",
      variants: [
        { q: "فيتامين د" },
        { q: "الفيتامين د" },
        { q: "صورة الدم الكاملة" },
        { q: "الغدة الدرقية" },
        { q: "الكوليسترول" },
      ],
    },
    {
      kind: "arabic synonym",
      variants: [
        { q: "تحليل السكر التراكمي" },
        { q: "فيتامين دي" },
        { q: "فحص وظائف الكبد" },
        { q: "مخزون الحديد" },
      ],
    },
    {
      kind: "arabic typo",
      variants: [{ q: "فيتامن د" }, { q: "الكولسترول" }, { q: "الفريتين" }, { q: "المغنسيوم" }],
    },
    {
      kind: "price range",
      variants: [
        { q: "", minPrice: 100, maxPrice: 300 },
        { q: "", minPrice: 500, maxPrice: 1000 },
        { q: "vitamin", minPrice: 50, maxPrice: 200 },
      ],
    },
    {
      kind: "emirate + home collection",
      variants: [
        { q: "", emirate: "Dubai", homeCollection: true },
        { q: "", emirate: "Abu Dhabi", homeCollection: true },
        { q: "vitamin", emirate: "Dubai", homeCollection: true },
      ],
    },
    ...sorts.map((sort) => ({
      kind: `sort ${sort}`,
      variants: [
        { q: "", sort },
        { q: "vitamin", sort },
        { q: "", category: "heart-health", sort },
        { q: "", minPrice: 100, maxPrice: 300, sort },
      ],
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
      `SELECT reference, patient_name, patient_phone, lab_id::text FROM bookings WHERE patient_phone IS NOT NULL ORDER BY reference LIMIT 3
       OFFSET LEAST(1000, (SELECT count(*) / 2 FROM bookings WHERE patient_phone IS NOT NULL))`,
    )
  ).rows;
  const labs = (
    await db.sql.query<{ id: string }>(`SELECT id::text FROM labs WHERE active ORDER BY slug LIMIT 3`)
  ).rows.map((r) => r.id);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const local = (e164: string) => `0${e164.slice(4, 6)} ${e164.slice(6, 9)} ${e164.slice(9)}`; // +971501234567 → 050 123 4567
  const [a, b, c] = sample;
  if (!c) throw new Error("the admin list needs at least 3 bookings with a phone: raise --bookings");
  return [
    { kind: "no filter", variants: [{}, { page: 2 }, { page: 40 }] },
    {
      kind: "search by phone",
      variants: [{ q: a!.patient_phone }, { q: local(b!.patient_phone) }, { q: c.patient_phone.slice(-7) }],
    },
    {
      kind: "search by reference",
      variants: [{ q: a!.reference }, { q: b!.reference.toLowerCase() }, { q: c.reference }],
    },
    {
      kind: "search by name",
      variants: [
        { q: a!.patient_name },
        { q: b!.patient_name.split(" ")[0] },
        { q: c.patient_name.split(" ").slice(1).join(" ") },
      ],
    },
    {
      kind: "status filter",
      variants: (["pending", "confirmed", "completed", "cancelled", "no_show"] as const).map((status) => ({
        status,
      })),
    },
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

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
const summary: { title: string; results: KindResult[] }[] = [];

async function countRows(db: Database, table: string): Promise<number> {
  return Number((await db.sql.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);
}

async function seedSize(db: Database, label: string) {
  await seedCatalog(db.prisma);
  await db.sql.exec("ANALYZE");
  const [tests, offers] = [await countRows(db, "tests"), await countRows(db, "lab_test_offers")];
  const title = `${label}: seeded catalogue (${tests} tests, ${offers} offers): search`;
  const results = await measureKinds(db, searchKinds(), (i) => searchCall(db, i), timing(TARGET_SEED_MS));
  printTable(title, results);
  summary.push({ title, results });
}

async function runPostgres(url: string) {
  const reuse = args.schema;
  const schema = reuse ?? `bench_${randomBytes(4).toString("hex")}`;
  const db = await openDatabase({ databaseUrl: url, schema, poolSize: 4 });
  console.log(
    `PostgreSQL ${url.replace(/:[^:@/]*@/, ":***@")}, schema ${schema}${reuse ? " (reused as it is)" : ""}`,
  );
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
      const results = await measureKinds(
        db,
        searchKinds(),
        (i) => searchCall(db, i),
        timing(TARGET_LARGE_MS),
      );
      printTable(title, results);
      summary.push({ title, results });
    }
    if (ONLY !== "search" && scale.bookings > 0) {
      const title = `PostgreSQL: ${scale.bookings.toLocaleString("en")} bookings: admin bookings list (admin, page 1 unless noted)`;
      const results = await measureKinds(
        db,
        await adminKinds(db),
        (i) => adminCall(db, i),
        timing(TARGET_LARGE_MS),
      );
      printTable(title, results);
      summary.push({ title, results });
    }
  } finally {
    if (args.keep || reuse)
      console.log(`\nKept schema ${schema} (drop it with: DROP SCHEMA "${schema}" CASCADE)`);
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

console.log(
  `bench:search — ${cpus().length} CPUs, load average ${load()} (1/5/15 min); ${ROUNDS} rounds after ${WARMUP_ROUNDS} warm-up`,
);
const url =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
let reachable = false;
try {
  const probe = await openDatabase({ databaseUrl: url, migrate: false, poolSize: 1 });
  await probe.sql.query("SELECT 1");
  await probe.close();
  reachable = true;
} catch (error) {
  console.log(
    `PostgreSQL at ${url.replace(/:[^:@/]*@/, ":***@")} not reachable (${(error as Error).message}): the 100,000-test figures need it; measuring the seed size on PGlite only.`,
  );
}
if (reachable) await runPostgres(url);
if (!reachable || args.pglite) await runPGlite();

console.log(`\n### Summary (load average at the end ${load()})\n`);
for (const { title, results } of summary) {
  const misses = results.filter((r) => r.p95 > r.target);
  console.log(
    `${title}: ${misses.length ? `MISS ${misses.map((m) => `${m.kind} p95 ${m.p95.toFixed(1)} ms`).join("; ")}` : `every kind p95 ≤ ${results[0]?.target} ms`}`,
  );
}
