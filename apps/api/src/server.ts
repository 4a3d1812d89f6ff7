/** Starts the site: listens on HOST:PORT and closes gracefully on SIGINT/SIGTERM. */
import { setFlagsFromString } from "node:v8";
import { buildApp } from "./app.ts";
import { loadEnv } from "./env.ts";

const env = loadEnv();
// On PostgreSQL the only WebAssembly is Prisma's query compiler, which runs once per query shape
// (its plans are cached): V8's optimising tier bought no measurable CPU there (catalog.labs.list
// 1.73 → 1.70 ms per request) but cost 10–40 MB of memory, idle and under load (issue 12,
// docs/performance.md "Node flags"). PGlite is PostgreSQL itself in WebAssembly and keeps it.
// Set before the database opens: V8 reads the flag when a module is compiled.
if (env.DATABASE_URL) setFlagsFromString("--liftoff-only");
const app = await buildApp({
  env,
  logger: { level: env.NODE_ENV === "production" ? "info" : "warn" },
});

let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    await app.close();
    process.exit(0);
  });
}

await app.listen({ host: env.HOST, port: env.PORT });
console.log(`LabCompare UAE is running at ${env.PUBLIC_URL ?? `http://localhost:${env.PORT}`} (database: ${app.db.kind})`);
