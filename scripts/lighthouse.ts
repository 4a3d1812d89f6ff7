/**
 * Lighthouse audit of the production build: `npm run lighthouse [-- --desktop]` (also `audit:lighthouse`).
 *
 * 1. builds the web app and the server bundle (`npm run build`),
 * 2. starts the production server like playwright.config.ts does (node apps/server/dist/server.mjs) on
 *    port 3200 (LIGHTHOUSE_PORT overrides it) with a fresh seeded embedded database in a temporary DATA_DIR, NODE_ENV=production and
 *    PUBLIC_URL=http://localhost:3200, and waits for /health,
 * 3. launches Debian's Chromium (/usr/bin/chromium) through chrome-launcher (no browser download),
 * 4. runs Lighthouse (performance, accessibility, best-practices, seo) LIGHTHOUSE_RUNS times (default 5)
 *    on the home page, a search, a category page, a test page, a lab page and a published blog post
 *    (ids read from the tRPC endpoints) and keeps each page's median run (by performance score),
 * 5. prints the four scores and LCP/CLS/TBT per page against the targets (performance ≥ 95,
 *    LCP ≤ 2.0 s, CLS ≤ 0.02, TBT ≤ 150 ms; marked ✗ when missed), then the audits that lost points
 *    outside performance.
 *
 * LIGHTHOUSE_PAGES=test,lab limits the audit to pages whose label starts with one of the words;
 * LIGHTHOUSE_SAVE_DIR=folder keeps each run's full report (JSON).
 *
 * Preset: Lighthouse's default mobile emulation (a mid-range phone with throttling), since most
 * patients book from a phone; `--desktop` uses Lighthouse's desktop preset instead.
 * Exit code 1 when, on any page, SEO < 100, accessibility < 95 or best-practices < 95 (performance
 * is reported only), or when the server or an audit fails.
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { startProductionServer, stopProductionServer, trpcGet } from "./production-server.ts";
import { auditMedian, printTable, THRESHOLDS, type Category, type PageResult } from "./lighthouse-audit.ts";

const ROOT = resolve(import.meta.dirname, "..");
/** 3200 unless LIGHTHOUSE_PORT says otherwise (e.g. when 3200 is taken by another server). */
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3200);
const ORIGIN = `http://localhost:${PORT}`;
const CHROME_PATH = "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const args = new Set(process.argv.slice(2));
const DESKTOP = args.has("--desktop");

let server: ChildProcess | null = null;
let chrome: chromeLauncher.LaunchedChrome | null = null;
let dataDir: string | null = null;
const serverLog: string[] = [];

async function cleanup() {
  if (chrome) {
    try {
      chrome.kill();
    } catch {
      // already gone
    }
    chrome = null;
  }
  await stopProductionServer(server);
  server = null;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = null;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void cleanup().finally(() => process.exit(130));
  });
}

function buildWeb() {
  console.log("› Building the web app and the server…");
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm run build failed");
}

/** True when something already answers on the port (another server would be audited instead of ours). */
async function portInUse(): Promise<boolean> {
  const { createConnection } = await import("node:net");
  return new Promise((resolveInUse) => {
    const socket = createConnection({ host: "127.0.0.1", port: PORT });
    socket.once("connect", () => {
      socket.destroy();
      resolveInUse(true);
    });
    socket.once("error", () => resolveInUse(false));
  });
}

async function startServer() {
  dataDir = mkdtempSync(join(tmpdir(), "labcompare-lighthouse-"));
  console.log(`› Starting the production server on ${ORIGIN} (DATA_DIR ${dataDir})…`);
  server = await startProductionServer(PORT, dataDir, serverLog);
}

async function pagesToAudit(): Promise<Array<{ label: string; path: string }>> {
  const categories = await trpcGet<Array<{ id: string; name: string; testCount: number }>>(
    ORIGIN,
    "catalog.categories.list",
  );
  const category = categories.find((c) => c.testCount > 0);
  if (!category) throw new Error("No category with tests: is the demo catalogue seeded?");
  const tests = await trpcGet<Array<{ id: string; name: string }>>(ORIGIN, "catalog.tests.byCategory", {
    categoryId: category.id,
  });
  const posts = await trpcGet<Array<{ id: string; title: string }>>(ORIGIN, "content.blog.list");
  const labs = await trpcGet<Array<{ slug: string; name: string }>>(ORIGIN, "catalog.labs.list");
  if (!tests[0] || !posts[0] || !labs[0]) throw new Error("No test, lab or published post to audit");
  return [
    { label: "Home", path: "/" },
    { label: "Search (cbc)", path: "/search?q=cbc" },
    { label: `Category: ${category.name}`, path: `/product/${category.id}` },
    { label: `Test: ${tests[0].name}`, path: `/product/${category.id}/test/${tests[0].id}` },
    { label: `Lab: ${labs[0].name}`, path: `/labs/${labs[0].slug}` },
    { label: `Post: ${posts[0].title}`, path: `/blog/${posts[0].id}` },
  ];
}

async function main() {
  if (await portInUse()) {
    throw new Error(
      `Port ${PORT} is already in use by another process; stop it or set LIGHTHOUSE_PORT to a free port`,
    );
  }
  buildWeb();
  await startServer();
  // LIGHTHOUSE_PAGES=test,lab audits only the pages whose label starts with one of the words (case-insensitive).
  const only = (process.env.LIGHTHOUSE_PAGES ?? "")
    .split(",")
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  const pages = (await pagesToAudit()).filter(
    (p) => !only.length || only.some((w) => p.label.toLowerCase().startsWith(w)),
  );
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const results: PageResult[] = [];
  for (const page of pages)
    results.push(await auditMedian(page, { origin: ORIGIN, port: chrome.port, desktop: DESKTOP }));

  printTable(results, { origin: ORIGIN, port: chrome.port, desktop: DESKTOP });
  const failures: string[] = [];
  for (const r of results) {
    for (const [category, min] of Object.entries(THRESHOLDS) as Array<[Category, number]>) {
      const score = r.scores[category];
      if (score === null || score < min) failures.push(`${r.label}: ${category} ${score ?? "n/a"} < ${min}`);
    }
  }
  const withIssues = results.filter((r) => r.issues.length);
  if (withIssues.length) {
    console.log("\nAudits that lost points (accessibility, best practices, SEO):");
    for (const r of withIssues) {
      console.log(`  ${r.label} (${r.path})`);
      for (const issue of r.issues) console.log(`    - ${issue}`);
    }
  }
  if (failures.length) {
    console.error(
      `\nBelow the thresholds (SEO 100, accessibility 95, best practices 95):\n  ${failures.join("\n  ")}`,
    );
    process.exitCode = 1;
  } else {
    console.log("\nAll pages meet the thresholds (SEO 100, accessibility ≥ 95, best practices ≥ 95).");
  }
}

try {
  await main();
} catch (error) {
  console.error(`\nLighthouse audit failed: ${error instanceof Error ? error.message : String(error)}`);
  if (serverLog.length)
    console.error(`\nServer output (last lines):\n${serverLog.join("").split("\n").slice(-30).join("\n")}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
