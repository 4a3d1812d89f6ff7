/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a new schema on
 * the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
import { randomBytes } from "node:crypto";
import { openDatabase, type Database, type DatabaseOptions } from "./index.ts";

export interface TestDatabase extends Database {
  /** Where it lives: "pglite (memory)" or "postgres schema t_…". */
  label: string;
}

/**
 * Options for a fresh test database, for code that opens its own (the Fastify app): in-memory PGlite,
 * or a new schema in TEST_DATABASE_URL. `drop()` removes that schema afterwards.
 */
export function testDatabaseOptions(): { options: DatabaseOptions; drop(): Promise<void> } {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { options: {}, drop: async () => {} };
  const schema = `t_${randomBytes(6).toString("hex")}`;
  return {
    options: { databaseUrl: url, schema, poolSize: 4 },
    async drop() {
      const db = await openDatabase({ databaseUrl: url, migrate: false, poolSize: 1 });
      await db.sql.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await db.close();
    },
  };
}

/**
 * A database for one test file: in-memory PGlite, or a new schema in TEST_DATABASE_URL (pool of 4),
 * migrated. Output: the Database with a `label` naming which.
 */
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
