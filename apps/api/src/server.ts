/**
 * Starts the site: tracing when configured (tracing.ts), then listens on HOST:PORT and shuts down
 * gracefully on SIGINT/SIGTERM (drain.ts).
 * Node's flags are given on the command line (`npm start`, scripts/server-node-flags.ts).
 */
import { buildApp } from "./app.ts";
import { drainOnSignals } from "./drain.ts";
import { loadEnv } from "./env.ts";
import { startTracing } from "./tracing.ts";

const env = loadEnv();
// Before the app: the database client it opens must see the SQL instrumentation.
const tracing = await startTracing(env);
const app = await buildApp({
  env,
  logger: { level: env.NODE_ENV === "production" ? "info" : "warn" },
  tracing: tracing?.fastifyPlugin,
});

drainOnSignals(app, { delayMs: env.SHUTDOWN_DELAY_MS, flush: tracing?.shutdown });

await app.listen({ host: env.HOST, port: env.PORT });
console.log(`LabCompare UAE is running at ${env.PUBLIC_URL ?? `http://localhost:${env.PORT}`} (database: ${app.db.kind})`);
