import { defineConfig } from "vitest/config";

// Router, service and HTTP tests against a real database (PGlite in memory, or the PostgreSQL server
// in TEST_DATABASE_URL). Each file opens its own database, so files can run in parallel.
// Projects: "unit" (`npm run test:unit`) and "slow" (`npm run test:slow`: server processes killed
// and restarted, two instances behind a load balancer, the long fuzz, the hardening suite's timing
// checks, the database cut off under traffic, the outbox with a slow mail server and three instances,
// the built server exporting traces), each a CI step with its own time limit.
// "unit-db" (`npm run test:unit:db`) is the part of "unit" whose outcome depends on the database, and
// "slow-db" (`npm run test:slow:db`) the part of "slow": CI runs both again against PostgreSQL. A new
// unit test file is counted in unit-db unless listed in `pure` (no database opened, directly or through
// a helper). `npx vitest run` without --project runs files more than once: pick a project.
const include = [
  "packages/*/test/**/*.test.ts",
  "apps/server/test/**/*.test.ts",
  "apps/web/test/**/*.test.ts",
];
const slow = [
  "apps/server/test/crash.test.ts",
  "apps/server/test/scale.test.ts",
  "apps/server/test/fuzz.test.ts",
  "apps/server/test/hardening.test.ts",
  "apps/server/test/outage.test.ts",
  "apps/server/test/backup.test.ts",
  "apps/server/test/drain.test.ts",
  "apps/server/test/outbox-soak.test.ts",
  "apps/server/test/tracing.test.ts",
];
const pure = [
  "packages/domain/test/**",
  "packages/validators/test/**",
  "apps/web/test/**",
  "packages/api/test/pdf-check.test.ts",
  "packages/api/test/transformer.test.ts",
  "packages/api/test/read-cache.test.ts",
  "packages/api/test/import-graph.test.ts",
  "packages/api/test/output-check.test.ts",
  "apps/server/test/trpc-route.test.ts",
  "apps/server/test/trpc-json-answer.test.ts",
  "apps/server/test/seo-helpers.test.ts",
  "apps/server/test/server-node-flags.test.ts",
];

// Suites that open a database but check what does not depend on which one (the web app's render).
const sameOnEveryDatabase = ["apps/server/test/ssr-server-queries.test.ts"];

// Slow suites that pick their databases themselves whatever TEST_DATABASE_URL says (PostgreSQL, or
// both PostgreSQL and PGlite): one pass runs them in full.
const slowOnFixedDatabases = [
  "apps/server/test/crash.test.ts",
  "apps/server/test/scale.test.ts",
  "apps/server/test/outage.test.ts",
  "apps/server/test/backup.test.ts",
  "apps/server/test/drain.test.ts",
  "apps/server/test/outbox-soak.test.ts",
];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Worker threads: a file's modules load faster than in a forked process. The slow suites, which
    // kill, restart and time processes, keep a process of their own.
    pool: "threads",
    maxWorkers: 2,
    // A worker keeps its modules from one file to the next (each file still opens its own database):
    // a file must not rely on fresh module state, and one that mocks a module re-imports what uses it.
    isolate: false,
    projects: [
      { extends: true, test: { name: "unit", include, exclude: slow } },
      {
        extends: true,
        test: { name: "unit-db", include, exclude: [...slow, ...pure, ...sameOnEveryDatabase] },
      },
      { extends: true, test: { name: "slow", include: slow, pool: "forks", isolate: true } },
      {
        extends: true,
        test: { name: "slow-db", include: slow, exclude: slowOnFixedDatabases, pool: "forks", isolate: true },
      },
    ],
  },
});
