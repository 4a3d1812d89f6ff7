/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a new schema on
 * the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
import { randomBytes } from "node:crypto";
import { openDatabase, type Database } from "./index.ts";

export interface TestDatabase extends Database {
  /** Where it lives: "pglite (memory)" or "postgres schema t_…". */
  label: string;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await openDatabase({});
    return { ...db, label: "pglite (memory)" };
  }
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const db = await openDatabase({ databaseUrl: url, schema, poolSize: 4 });
  return {
    ...db,
    label: `postgres schema ${schema}`,
    async close() {
      await db.sql.exec(`DROP SCHEMA "${schema}" CASCADE`);
      await db.close();
    },
  };
}
