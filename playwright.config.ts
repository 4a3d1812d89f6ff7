import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { freePort } from "./apps/server/test/support/server-process";
import { startMailCatcher } from "./e2e/mail-catcher";
import { serverNodeFlags } from "./scripts/server-node-flags";

// End-to-end journeys in Debian's Chromium against the production build served by the Fastify host,
// on a fresh embedded database (seeded on first start) in a new temporary folder. Port and folder are
// chosen once and passed to the workers through the environment, so parallel runs don't collide.
// The port is one the system hands out as free (3100 + pid % 800 once landed on MariaDB's 3306).
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "labcompare-e2e-"));
const PORT = Number(process.env.E2E_PORT);

// A real SMTP server for the site's email (e2e/mail-catcher.ts): started once, here in the runner
// process (workers load this file too, and see the variables already set), before the web server.
// Each accepted message is saved as an .eml file in E2E_MAIL_DIR, which the tests read.
if (!process.env.E2E_SMTP_PORT) {
  const mail = await startMailCatcher();
  process.env.E2E_MAIL_DIR = mail.dir;
  process.env.E2E_SMTP_PORT = String(mail.port);
}

/**
 * Debian's Chromium headless shell (package chromium-headless-shell, the browser Playwright itself
 * runs headless), else the full browser in headless mode: the shell does the same pages with less
 * CPU, which on a 2-core machine is most of the suite's time.
 */
function chromiumPath(): string {
  const shell = "/usr/bin/chromium-headless-shell";
  return existsSync(shell) ? shell : "/usr/bin/chromium";
}

export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? "list" : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace snapshots every action, costly on a CPU-bound suite: recorded when a failed test retries.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromiumPath(),
      args: [
        "--no-sandbox",
        "--headless",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: ["node", ...serverNodeFlags(), "apps/server/dist/server.mjs"].join(" "), // the production bundle (npm run build), with npm start's flags
    url: `http://localhost:${PORT}/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      PUBLIC_URL: `http://localhost:${PORT}`,
      SHARE_SECRET: "e2e share-link secret of at least thirty-two characters",
      ADMIN_EMAIL: "admin@e2e.test",
      ADMIN_PASSWORD: "e2e admin password",
      AUTH_RATE_LIMIT_PER_MINUTE: "100",
      CATALOG_RATE_LIMIT_PER_MINUTE: "1000",
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      OUTBOX_POLL_MS: "500",
    },
  },
});
