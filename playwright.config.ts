import { defineConfig } from "@playwright/test";

// End-to-end journeys in Debian's Chromium against the production build served by the Fastify host,
// on a fresh embedded database (seeded on first start) in data/e2e.
const PORT = Number(process.env.E2E_PORT ?? 3100);

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
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
    command: `rm -rf data/e2e && tsx apps/api/src/server.ts`,
    url: `http://localhost:${PORT}/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR: "data/e2e",
      NODE_ENV: "development",
      ADMIN_EMAIL: "admin@e2e.test",
      ADMIN_PASSWORD: "e2e admin password",
      AUTH_RATE_LIMIT_PER_MINUTE: "100",
    },
  },
});
