/**
 * Starts the site: tracing when configured (tracing.ts), the database opened and the start-up work
 * done (bootstrap.ts), then the app built from its plugins (app.ts) listens on HOST:PORT and shuts
 * down gracefully on SIGINT/SIGTERM (drain.ts).
 * Node's flags are given on the command line (`npm start`, scripts/server-node-flags.ts).
 */
import { pino } from "pino";
import { openDatabase } from "@labcompare/db";
import { buildApp } from "./app.ts";
import { bootstrap } from "./bootstrap.ts";
import { drainOnSignals } from "./drain.ts";
import { loadEnv } from "./env.ts";
import { privateLogSerializers } from "./log-privacy.ts";
import { startTracing } from "./tracing.ts";

const env = loadEnv();
const logger = { level: env.LOG_LEVEL ?? (env.NODE_ENV === "production" ? "info" : "warn") };
// Before the database: its client must see the SQL instrumentation.
const tracing = await startTracing(env);
const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
// The embedded database's thread ended: every statement would fail until a restart, so restart.
void db.lost?.then((error) => {
  console.error(`The embedded database stopped (${error.message}): exiting so that the server is restarted.`);
  process.exit(1);
});
await bootstrap(db, env, pino({ ...logger, serializers: privateLogSerializers }));
const app = await buildApp({ env, db, logger, tracing: tracing?.fastifyPlugin });

drainOnSignals(app, { delayMs: env.SHUTDOWN_DELAY_MS, flush: tracing?.shutdown });

await app.listen({ host: env.HOST, port: env.PORT });
console.log(
  `LabCompare UAE is running at ${env.PUBLIC_URL ?? `http://localhost:${env.PORT}`} (database: ${app.db.kind})`,
);
