/** npm run db:migrate — applies pending migrations to DATABASE_URL, or the PGlite in DATA_DIR. */
import { openDatabase, runMigrations } from "../src/index.ts";

const db = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? "data/pglite",
  migrate: false,
});
try {
  const applied = await runMigrations(db.sql);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
} finally {
  await db.close();
}
