/**
 * Typo-correction benchmark (not a test): p50/p95/max latency in ms of catalog.resolveList and
 * catalog.search on the worst input of the allowed size, on PGlite and on PostgreSQL, on the demo
 * catalogue (400 tests).
 *
 *   npm run bench:resolve-list                    # PGlite, then PostgreSQL when reachable
 *   npm run bench:resolve-list -- --rounds 10 --only pglite|postgres
 *
 * Inputs: a doctor's list of DOCTOR_LIST_MAX_ITEMS items of 12 misspelt words each (every word
 * resembles catalogue words, so each has corrections to look up and try) up to DOCTOR_LIST_MAX_CHARS
 * characters, in Latin and in Arabic script; search queries of 200 characters (the schema's limit)
 * of misspelt words in both scripts. Each round runs every input once, after two warm-up rounds;
 * latency is one call of the service function (resolveList / searchTests), all its statements
 * included. PostgreSQL: BENCH_DATABASE_URL, DATABASE_URL or postgres://postgres@127.0.0.1:5432/test,
 * in a fresh schema bench_<random> dropped afterwards.
 */
import { randomBytes } from "node:crypto";
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { openDatabase, seedCatalog, type Database } from "@labcompare/db";
import { DOCTOR_LIST_MAX_CHARS, DOCTOR_LIST_MAX_ITEMS } from "@labcompare/domain/doctor-list";
import { resolveList } from "../src/catalog/resolve-list.service.ts";
import { searchTests } from "../src/catalog/search.service.ts";

const { values: args } = parseArgs({ options: { rounds: { type: "string" }, only: { type: "string" } } });
const ROUNDS = Number(args.rounds ?? 20);
const WARMUP_ROUNDS = 2;
const SEARCH_MAX_CHARS = 200;

const LATIN = [
  "hemoglobn", "vitamn", "cholestrol", "thyriod", "ferritn", "magnesuim", "calcuim", "glucoze", "creatinin",
  "bilirubn", "albumn", "protien", "insuln", "cortisl", "testosteron", "prolactn", "potasium", "sodum",
  "phosphorus", "triglycerid", "lipoprotien", "antign", "antibdy", "hormne", "folat", "cobalamn", "electrolyt",
  "urinalysis", "coagulaton", "prothrombn", "hepatits", "immunoglobuln", "sensitivty", "stimulatng", "glycatd",
  "reactve", "sedimentaton", "erythrocyt", "platelt", "leukocyt", "transferin", "ceruloplasmn", "amylse",
  "lipse", "troponn", "natriuretc", "fibrinogn", "dimr",
];
const ARABIC = [
  "فيتامن", "الكولسترول", "الفريتين", "المغنسيوم", "الهيموجلوبن", "الغده", "الدرقيه", "الكالسيم", "البوتاسم",
  "الصوديم", "الحديدي", "الانسولن", "البروتن", "الكرياتنين", "اليوريه", "السكري", "التراكمى", "الكبدى",
  "الكلويه", "البولى", "المناعيه", "الهرمونى", "البرولاكتن", "التستوستيرن", "الكورتيزل", "الفوليك",
  "الدهنيات", "الثلاثيه", "الصفيحات", "البيضاء", "الحمراء", "التخثر", "البروثرومبن", "الالتهابى",
  "التفاعلى", "الترسيب", "الانزيمات", "الاميليز", "الليبيز", "التروبونين",
];

/** `count` items of up to `words` words from `pool`, each distinct, the whole list ≤ `maxChars` characters. */
function worstList(pool: string[], separator: string, count: number, words: number, maxChars: number): string {
  const perItem = Math.floor((maxChars - (count - 1) * separator.length) / count);
  const items = Array.from({ length: count }, (_, i) => {
    const item: string[] = [];
    for (let j = 0; j < words; j++) {
      const next = [...item, pool[(i * 7 + j * 5) % pool.length]!].join(" ");
      if (next.length > perItem) break;
      item.push(pool[(i * 7 + j * 5) % pool.length]!);
    }
    return item.join(" ");
  });
  const text = items.join(separator);
  if (text.length > maxChars) throw new Error(`list of ${text.length} characters`);
  return text;
}

/** Misspelt words from `pool` (starting at `from`) up to `maxChars` characters. */
function worstQuery(pool: string[], from: number, maxChars: number): string {
  let q = "";
  for (let i = from; ; i++) {
    const next = q ? `${q} ${pool[i % pool.length]}` : pool[i % pool.length]!;
    if (next.length > maxChars) return q;
    q = next;
  }
}

interface Kind { kind: string; call: (db: Database) => Promise<unknown> }

function kinds(): Kind[] {
  const list = (pool: string[], separator: string) => worstList(pool, separator, DOCTOR_LIST_MAX_ITEMS, 12, DOCTOR_LIST_MAX_CHARS);
  const latinList = list(LATIN, ", ");
  const arabicList = list(ARABIC, "، ");
  const mixedList = `${latinList.slice(0, 1000).replace(/,[^,]*$/, "")}, ${arabicList.slice(0, 990).replace(/،[^،]*$/, "")}`;
  const search = (q: string) => (db: Database) => searchTests(db.prisma, { q, page: 1, sort: "relevance" });
  return [
    { kind: `resolveList: 20 Latin items × 12 misspelt words (${latinList.length} chars)`, call: (db) => resolveList(db.prisma, latinList) },
    { kind: `resolveList: 20 Arabic items × misspelt words (${arabicList.length} chars)`, call: (db) => resolveList(db.prisma, arabicList) },
    { kind: `resolveList: Latin and Arabic items (${mixedList.length} chars)`, call: (db) => resolveList(db.prisma, mixedList) },
    { kind: `search: Latin misspelt words (${worstQuery(LATIN, 0, SEARCH_MAX_CHARS).length} chars)`, call: search(worstQuery(LATIN, 0, SEARCH_MAX_CHARS)) },
    { kind: `search: Latin, other words (${worstQuery(LATIN, 24, SEARCH_MAX_CHARS).length} chars)`, call: search(worstQuery(LATIN, 24, SEARCH_MAX_CHARS)) },
    { kind: `search: Arabic misspelt words (${worstQuery(ARABIC, 0, SEARCH_MAX_CHARS).length} chars)`, call: search(worstQuery(ARABIC, 0, SEARCH_MAX_CHARS)) },
    { kind: `search: Arabic, other words (${worstQuery(ARABIC, 20, SEARCH_MAX_CHARS).length} chars)`, call: search(worstQuery(ARABIC, 20, SEARCH_MAX_CHARS)) },
  ];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

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
    console.log(`| ${k.kind} | ${percentile(t, 50).toFixed(1)} | ${percentile(t, 95).toFixed(1)} | ${t.at(-1)!.toFixed(1)} |`);
  }
}

const load = () => loadavg().map((l) => l.toFixed(2)).join(" ");
console.log(`bench:resolve-list — ${cpus().length} CPUs, load average ${load()} (1/5/15 min); ${ROUNDS} rounds after ${WARMUP_ROUNDS} warm-up`);

if (args.only !== "postgres") {
  const db = await openDatabase({});
  try {
    await measure("PGlite", db);
  } finally {
    await db.close();
  }
}
if (args.only !== "pglite") {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const schema = `bench_${randomBytes(4).toString("hex")}`;
  let db: Database | undefined;
  try {
    db = await openDatabase({ databaseUrl: url, schema, poolSize: 4 });
  } catch (error) {
    console.log(`\nPostgreSQL at ${url.replace(/:[^:@/]*@/, ":***@")} not reachable (${(error as Error).message}): PGlite only.`);
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
