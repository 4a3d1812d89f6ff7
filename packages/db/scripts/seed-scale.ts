/**
 * npm run seed:scale -- [--labs N] [--tests N] [--offers N] [--bookings N] [--observations N]
 *                       [--seed text] [--schema name] [--database-url url]
 *
 * Grows the database to a large, realistic data set for benchmarks (see src/seed-scale.ts for what
 * is generated): first the demo catalogue (as db:seed), then extra labs, generated tests with 2–5
 * offers each, more offers up to --offers (popular tests at most labs, rare ones at few; without
 * --tests the catalogue grows to offers / 20 tests), bookings over three years with their patients,
 * items and references (busy and quiet labs), and lab reports with observations up to
 * --observations (frequent patients with ten years of results). Counts are totals to reach, so a
 * second run with the same numbers adds nothing; it ends with VACUUM (ANALYZE) of those tables. It
 * prints a line per step with its seconds, then what it added and its time.
 *
 * Where: PostgreSQL at DATABASE_URL (or --database-url), in --schema (default public; created when
 * missing), else the embedded PGlite in DATA_DIR (default ./data/pglite; slow at 100,000 rows).
 * Migrations are applied first. Do not point it at a database with real patients: the generated
 * bookings, accounts and results are fictional but look real.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run seed:scale -- --schema scale \
 *     --labs 500 --offers 200000 --bookings 1000000 --observations 5000000
 */
import { parseArgs } from "node:util";
import { openDatabase } from "../src/index.ts";
import { seedScale } from "../src/seed-scale.ts";

const { values } = parseArgs({
  options: {
    tests: { type: "string" },
    offers: { type: "string" },
    bookings: { type: "string" },
    observations: { type: "string" },
    labs: { type: "string" },
    seed: { type: "string" },
    schema: { type: "string" },
    "database-url": { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});
if (values.help) {
  console.log(
    [
      "Usage: npm run seed:scale -- [options]   (counts are totals to reach; a second run adds nothing)",
      "  --labs N           active labs (default: the seeded 24)",
      "  --tests N          tests, seeded and generated (default 400; with --offers: offers / 20)",
      "  --offers N         offers: popular tests at most labs, rare ones at few",
      "  --bookings N       bookings over three years and 60 days ahead (one patient per three)",
      "  --observations N   result values in lab reports of completed bookings and frequent patients' histories",
      "  --seed text        varies the generated data (default labcompare)",
      "  --schema name      PostgreSQL schema (default public; created when missing)",
      "  --database-url url PostgreSQL (default DATABASE_URL; without one, PGlite in DATA_DIR)",
    ].join("\n"),
  );
  process.exit(0);
}

function count(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value.replace(/[_,]/g, ""));
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, got "${value}"`);
  return n;
}

const databaseUrl = values["database-url"] ?? process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR ?? "data/pglite";
const db = await openDatabase({ databaseUrl, dataDir, schema: values.schema });
console.log(
  `seed:scale into ${databaseUrl ? `PostgreSQL${values.schema ? ` (schema ${values.schema})` : ""}` : `PGlite at ${dataDir}`}`,
);
try {
  const summary = await seedScale(db, {
    tests: count("tests", values.tests),
    offers: count("offers", values.offers),
    bookings: count("bookings", values.bookings),
    observations: count("observations", values.observations),
    labs: count("labs", values.labs),
    seed: values.seed,
    log: (line) => console.log(`  ${line}`),
  });
  const n = (x: number) => x.toLocaleString("en");
  console.log(
    `Done in ${summary.seconds.toFixed(1)} s: ${n(summary.tests)} tests (+${n(summary.added.tests)}), ${n(summary.offers)} offers (+${n(summary.added.offers)}), ` +
      `${n(summary.labs)} labs, ${n(summary.categories)} categories, ${n(summary.bookings)} bookings (+${n(summary.added.bookings)}) ` +
      `with ${n(summary.bookingItems)} items, ${n(summary.patients)} generated patients, ` +
      `${n(summary.reports)} reports (+${n(summary.added.reports)}) with ${n(summary.observations)} observations (+${n(summary.added.observations)}).`,
  );
} finally {
  await db.close();
}
