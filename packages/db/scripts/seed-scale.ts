/**
 * npm run seed:scale -- --tests 100000 [--bookings 100000] [--labs 40] [--seed text] [--schema name]
 *
 * Grows the database to a large, realistic data set for benchmarks (see src/seed-scale.ts for what
 * is generated): first the demo catalogue (as db:seed), then generated tests with 2–5 offers each,
 * extra labs and bookings with their patients, items and references. Counts are totals to reach, so
 * a second run with the same numbers adds nothing; it ends with VACUUM (ANALYZE) of those tables.
 *
 * Where: PostgreSQL at DATABASE_URL (or --database-url), in --schema (default public; created when
 * missing), else the embedded PGlite in DATA_DIR (default ./data/pglite; slow at 100,000 tests).
 * Migrations are applied first. Do not point it at a database with real patients: the generated
 * bookings and accounts are fictional but look real.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run seed:scale -- --tests 100000 --bookings 100000
 */
import { parseArgs } from "node:util";
import { openDatabase } from "../src/index.ts";
import { seedScale } from "../src/seed-scale.ts";

const { values } = parseArgs({
  options: {
    tests: { type: "string" },
    bookings: { type: "string" },
    labs: { type: "string" },
    seed: { type: "string" },
    schema: { type: "string" },
    "database-url": { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});
if (values.help) {
  console.log(
    "Usage: npm run seed:scale -- --tests N [--bookings N] [--labs N] [--seed text] [--schema name] [--database-url url]",
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
    bookings: count("bookings", values.bookings),
    labs: count("labs", values.labs),
    seed: values.seed,
    log: (line) => console.log(`  ${line}`),
  });
  const n = (x: number) => x.toLocaleString("en");
  console.log(
    `Done in ${summary.seconds.toFixed(1)} s: ${n(summary.tests)} tests (+${n(summary.added.tests)}), ${n(summary.offers)} offers (+${n(summary.added.offers)}), ` +
      `${n(summary.labs)} labs, ${n(summary.categories)} categories, ${n(summary.bookings)} bookings (+${n(summary.added.bookings)}) ` +
      `with ${n(summary.bookingItems)} items, ${n(summary.patients)} generated patients.`,
  );
} finally {
  await db.close();
}
