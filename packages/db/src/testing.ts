/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a new schema on
 * the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close); and test data shared by
 * several suites (createTestPlan, createCategoryWithTest).
 */
import { randomBytes } from "node:crypto";
import {
  openDatabase,
  type Database,
  type DatabaseOptions,
  type Prisma,
  type PrismaClient,
} from "./index.ts";
import type { Test, TestCategory } from "./generated/prisma/client.ts";

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

/**
 * A test's insurance plan: the insurer "Corvane Health" (created once per database) and a plan of
 * theirs (`slug`, name "Essential" unless given; 20 % co-pay, no cap, referral required unless
 * `terms` say otherwise) with `labIds` in its network. Returns the plan's id.
 */
export async function createTestPlan(
  prisma: PrismaClient,
  opts: { slug: string; labIds: string[]; name?: string; nameAr?: string | null } & Partial<
    Pick<
      Prisma.InsurancePlanUncheckedCreateInput,
      "copayPercent" | "copayCapPerVisitAed" | "requiresReferral" | "active" | "networkUpdatedAt"
    >
  >,
): Promise<string> {
  const { slug, labIds, name, nameAr, ...terms } = opts;
  const insurer = await prisma.insurer.upsert({
    where: { slug: "corvane-health" },
    create: { name: "Corvane Health", nameAr: "كورفان للصحة", slug: "corvane-health" },
    update: {},
    select: { id: true },
  });
  const plan = await prisma.insurancePlan.create({
    data: {
      insurerId: insurer.id,
      slug,
      name: name ?? "Essential",
      nameAr: nameAr === undefined ? "الأساسية" : nameAr,
      copayPercent: 20,
      ...terms,
      networks: { create: labIds.map((labId) => ({ labId })) },
    },
    select: { id: true },
  });
  return plan.id;
}

/**
 * A test category and one test in it: `category` and `test` are their rows' data (the test's
 * category is set here). Returns both rows as created.
 */
export async function createCategoryWithTest(
  prisma: PrismaClient,
  category: Prisma.TestCategoryCreateInput,
  test: Omit<Prisma.TestUncheckedCreateInput, "categoryId">,
): Promise<{ category: TestCategory; test: Test }> {
  const created = await prisma.testCategory.create({ data: category });
  return { category: created, test: await prisma.test.create({ data: { ...test, categoryId: created.id } }) };
}
