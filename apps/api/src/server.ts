/**
 * Starts the site: listens on HOST:PORT and closes gracefully on SIGINT/SIGTERM. Node's flags are
 * given on the command line (`npm start`, scripts/server-node-flags.ts).
 */
import { buildApp } from "./app.ts";
import { loadEnv } from "./env.ts";

const env = loadEnv();
const app = await buildApp({
  env,
  logger: { level: env.NODE_ENV === "production" ? "info" : "warn" },
});

let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ host: env.HOST, port: env.PORT });
console.log(`LabCompare UAE is running at ${env.PUBLIC_URL ?? `http://localhost:${env.PORT}`} (database: ${app.db.kind})`);
