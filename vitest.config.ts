import { defineConfig } from "vitest/config";

// Router, service and HTTP tests against a real database (PGlite in memory, or the PostgreSQL server
// in TEST_DATABASE_URL). Each file opens its own database, so files can run in parallel.
export default defineConfig({
  test: {
    include: ["packages/*/test/**/*.test.ts", "apps/api/test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
  },
});
