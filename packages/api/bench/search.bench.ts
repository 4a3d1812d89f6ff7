/**
 * Search benchmark (not a test): prints p50/p95/max latency in ms of catalog search over the seeded
 * catalogue and over a generated 100,000-test catalogue, on PGlite and, when reachable, PostgreSQL.
 *
 *   npm run bench:search                # PGlite, plus PostgreSQL at BENCH_DATABASE_URL if it answers
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:search
 *   BENCH_LARGE=20000 npm run bench:search   # smaller generated catalogue
 */
import { randomBytes } from "node:crypto";
import { openDatabase, seedCatalog, type Database } from "@labcompare/db";
import { searchTests, type SearchParams } from "../src/routers/catalog/catalog.service.ts";

const QUERIES: Partial<SearchParams>[] = [
  { q: "cbc" },
  { q: "vitamn d" },
  { q: "thyroid" },
  { q: "hba1c" },
  { q: "liver function" },
  { q: "cholesterol", sort: "price_asc" },
  { q: "" },
  { q: "", category: "heart-health", sort: "name" },
  { q: "vitamin", emirate: "Dubai", homeCollection: true },
  { q: "testosteron" },
  { q: "kidney", minPrice: 50, maxPrice: 300 },
  { q: "iron", page: 2 },
];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 25);
const LARGE = Number(process.env.BENCH_LARGE ?? 100_000);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(db: Database, label: string) {
  for (const q of QUERIES) await searchTests(db.prisma, { q: "", page: 1, sort: "relevance", ...q }); // warm up
  const times: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const q of QUERIES) {
      const t0 = performance.now();
      await searchTests(db.prisma, { q: "", page: 1, sort: "relevance", ...q });
      times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  const tests = await db.prisma.test.count();
  const offers = await db.prisma.labTestOffer.count();
  console.log(
    `${label.padEnd(34)} tests=${String(tests).padStart(7)} offers=${String(offers).padStart(8)} ` +
      `n=${times.length}  p50=${percentile(times, 50).toFixed(1)} ms  p95=${percentile(times, 95).toFixed(1)} ms  max=${times.at(-1)!.toFixed(1)} ms`,
  );
}

/** Adds `count` synthetic tests (names built from real analyte words) with 3 offers each, in SQL. */
async function generateLarge(db: Database, count: number) {
  await db.sql.exec(`
    INSERT INTO tests (id, name, slug, description, category_id, synonyms, sample_type, updated_at)
    SELECT gen_random_uuid(),
           w1 || ' ' || w2 || ' ' || w3 || ' #' || g,
           'gen-' || g,
           'Generated test ' || g || ' measuring ' || w1 || ' ' || w2,
           (SELECT id FROM test_categories ORDER BY sort_order OFFSET (g % 20) LIMIT 1),
           ARRAY[upper(substr(w1, 1, 3)) || g],
           'blood', now()
    FROM generate_series(1, ${count}) AS g,
    LATERAL (SELECT (ARRAY['Serum','Plasma','Urine','Whole Blood','Free','Total','Ionised','Fasting','Random','Direct'])[1 + g % 10] AS w1,
                    (ARRAY['Ferritin','Albumin','Cortisol','Glucose','Insulin','Sodium','Calcium','Magnesium','Zinc','Copper','Lipase','Amylase','Bilirubin','Creatinine','Urea'])[1 + (g / 10) % 15] AS w2,
                    (ARRAY['Level','Panel','Assay','Screen','Profile','Index','Ratio'])[1 + (g / 150) % 7] AS w3) AS words;
    INSERT INTO lab_test_offers (id, lab_id, test_id, price_aed, turnaround_hours, updated_at)
    SELECT gen_random_uuid(), l.id, t.id, 50 + (abs(hashtext(t.slug || l.slug)) % 900), 24, now()
    FROM tests t
    CROSS JOIN LATERAL (SELECT id, slug FROM labs ORDER BY md5(t.slug || slug) LIMIT 3) l
    WHERE t.slug LIKE 'gen-%';
    ANALYZE;
  `);
}

async function run(kind: "pglite" | "postgres", url?: string) {
  const schema = kind === "postgres" ? `bench_${randomBytes(4).toString("hex")}` : undefined;
  const db = await openDatabase(kind === "postgres" ? { databaseUrl: url, schema } : {});
  try {
    await seedCatalog(db.prisma);
    await db.sql.exec("ANALYZE");
    await measure(db, `${kind}: seeded catalogue`);
    const t0 = performance.now();
    await generateLarge(db, LARGE);
    console.log(`  (generated ${LARGE} tests in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    await measure(db, `${kind}: +${LARGE} generated tests`);
  } finally {
    if (schema) await db.sql.exec(`DROP SCHEMA "${schema}" CASCADE`);
    await db.close();
  }
}

console.log(`Search latency over ${QUERIES.length} query shapes × ${ROUNDS} rounds (target p95 ≤ 20 ms at seed size)`);
await run("pglite");
const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
try {
  const probe = await openDatabase({ databaseUrl: url, migrate: false, poolSize: 1 });
  await probe.sql.query("SELECT 1");
  await probe.close();
  await run("postgres", url);
} catch (error) {
  console.log(`PostgreSQL at ${url} not reachable (${(error as Error).message}); skipped.`);
}
