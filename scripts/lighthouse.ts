/**
 * Lighthouse audit of the production build: `npm run lighthouse [-- --desktop]` (also `audit:lighthouse`).
 *
 * 1. builds the web app and the server bundle (`npm run build`),
 * 2. starts the production server like playwright.config.ts does (node apps/api/dist/server.mjs) on
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
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { serverNodeFlags } from "./server-node-flags.ts";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

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
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
/** Minimum scores (0-100); performance has none. */
const THRESHOLDS: Partial<Record<Category, number>> = { seo: 100, accessibility: 95, "best-practices": 95 };

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
  if (server?.pid && server.exitCode === null) {
    // The server runs in its own process group: stop the whole group.
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      server.kill("SIGTERM");
    }
    await new Promise((r) => setTimeout(r, 500));
  }
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
  server = spawn(process.execPath, [...serverNodeFlags(), "apps/api/dist/server.mjs"], {
    cwd: ROOT,
    detached: true,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      PUBLIC_URL: ORIGIN,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [server.stdout, server.stderr]) stream?.on("data", (chunk) => serverLog.push(String(chunk)));

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${ORIGIN}/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("The server did not answer /health within 120 s");
}

/** A tRPC query's JSON (superjson: body.result.data.json). */
async function trpc<T>(path: string, input?: unknown): Promise<T> {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  const res = await fetch(`${ORIGIN}/trpc/${path}${query}`);
  if (!res.ok) throw new Error(`GET /trpc/${path} answered ${res.status}`);
  return ((await res.json()) as { result: { data: { json: T } } }).result.data.json;
}

async function pagesToAudit(): Promise<Array<{ label: string; path: string }>> {
  const categories = await trpc<Array<{ id: string; name: string; testCount: number }>>("catalog.categories.list");
  const category = categories.find((c) => c.testCount > 0);
  if (!category) throw new Error("No category with tests: is the demo catalogue seeded?");
  const tests = await trpc<Array<{ id: string; name: string }>>("catalog.tests.byCategory", { categoryId: category.id });
  const posts = await trpc<Array<{ id: string; title: string }>>("content.blog.list");
  const labs = await trpc<Array<{ slug: string; name: string }>>("catalog.labs.list");
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

interface PageResult {
  label: string;
  path: string;
  scores: Record<Category, number | null>;
  /** Audits that lost points, per category (performance left out). */
  issues: string[];
  /** FCP, LCP, TBT, CLS and Speed Index as Lighthouse displays them. */
  metrics: string;
  /** LCP and TBT in ms, CLS unitless: the numbers the targets are checked against. */
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
}

/** The targets for a public page on the mobile preset (median run). */
const TARGETS = { performance: 95, lcpMs: 2000, cls: 0.02, tbtMs: 150 };
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));

/** Audits `page` RUNS times and returns the run with the median performance score. */
async function auditMedian(page: { label: string; path: string }, port: number): Promise<PageResult> {
  const runs: PageResult[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(page, port));
  runs.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  return runs[Math.floor(runs.length / 2)]!;
}

async function audit(page: { label: string; path: string }, port: number): Promise<PageResult> {
  const url = ORIGIN + page.path;
  let lhr;
  // A run can fail on a trace hiccup (e.g. NO_NAVSTART): try up to three times.
  for (let attempt = 1; ; attempt++) {
    console.log(`› Lighthouse ${url}${attempt > 1 ? ` (attempt ${attempt})` : ""}`);
    const result = await lighthouse(
      url,
      { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] },
      DESKTOP ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    lhr = result.lhr;
    // LIGHTHOUSE_SAVE_DIR keeps every run's full report (JSON) for a closer look at a figure.
    if (process.env.LIGHTHOUSE_SAVE_DIR) {
      mkdirSync(process.env.LIGHTHOUSE_SAVE_DIR, { recursive: true });
      writeFileSync(join(process.env.LIGHTHOUSE_SAVE_DIR, `${page.label.replace(/[^a-z0-9]+/gi, "-").slice(0, 40)}-${Date.now()}.json`), JSON.stringify(lhr));
    }
    if (!lhr.runtimeError) break;
    if (attempt >= 3) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100)]),
  ) as Record<Category, number | null>;
  const issues: string[] = [];
  for (const category of CATEGORIES) {
    if (category === "performance") continue;
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || ref.weight === 0 || a.score === null || a.score >= 1) continue;
      const items = (a.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
      const examples = items
        .slice(0, 3)
        .map((item) => {
          const node = item.node as { snippet?: string; nodeLabel?: string } | undefined;
          return node?.snippet ?? node?.nodeLabel ?? (item.source as string | undefined) ?? (item.url as string | undefined) ?? JSON.stringify(item).slice(0, 160);
        })
        .map((s) => `\n        ${String(s).slice(0, 200)}`)
        .join("");
      issues.push(`[${category}] ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ""}${examples}`);
    }
  }
  for (const w of lhr.runWarnings ?? []) issues.push(`[warning] ${w}`);
  const metric = (id: string, name: string) => `${name} ${lhr.audits[id]?.displayValue ?? "n/a"}`;
  const metrics = [
    metric("first-contentful-paint", "FCP"),
    metric("largest-contentful-paint", "LCP"),
    metric("total-blocking-time", "TBT"),
    metric("cumulative-layout-shift", "CLS"),
    metric("speed-index", "SI"),
  ].join(", ");
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  return { label: page.label, path: page.path, scores, issues, metrics, lcpMs: numeric("largest-contentful-paint"), tbtMs: numeric("total-blocking-time"), cls: numeric("cumulative-layout-shift") };
}

function printTable(results: PageResult[]) {
  const header = ["Page", "Performance", "Accessibility", "Best practices", "SEO"];
  const rows = results.map((r) => [
    `${r.label.length > 48 ? `${r.label.slice(0, 47)}…` : r.label}`,
    ...CATEGORIES.map((c) => {
      const s = r.scores[c];
      const min = THRESHOLDS[c];
      return s === null ? "n/a" : `${s}${min !== undefined && s < min ? " ✗" : ""}`;
    }),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ")} |`;
  console.log(`\nLighthouse scores (${DESKTOP ? "desktop preset" : "mobile (default) preset"}), ${ORIGIN}`);
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : `${"-".repeat(w + 1)}:`)).join("|")}|`);
  for (const row of rows) console.log(line(row));
  console.log(`\nPerformance (median of ${RUNS} run${RUNS > 1 ? "s" : ""}) against the targets: performance ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcpMs / 1000} s, CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbtMs} ms`);
  const mark = (ok: boolean) => (ok ? "" : " ✗");
  for (const r of results) {
    const perf = r.scores.performance;
    console.log(
      `  ${r.label}: performance ${perf ?? "n/a"}${mark((perf ?? 0) >= TARGETS.performance)}, ` +
        `LCP ${r.lcpMs === null ? "n/a" : `${(r.lcpMs / 1000).toFixed(2)} s`}${mark((r.lcpMs ?? Infinity) <= TARGETS.lcpMs)}, ` +
        `CLS ${r.cls === null ? "n/a" : r.cls.toFixed(3)}${mark((r.cls ?? Infinity) <= TARGETS.cls)}, ` +
        `TBT ${r.tbtMs === null ? "n/a" : `${Math.round(r.tbtMs)} ms`}${mark((r.tbtMs ?? Infinity) <= TARGETS.tbtMs)}  (${r.metrics})`,
    );
  }
}

async function main() {
  if (await portInUse()) {
    throw new Error(`Port ${PORT} is already in use by another process; stop it or set LIGHTHOUSE_PORT to a free port`);
  }
  buildWeb();
  await startServer();
  // LIGHTHOUSE_PAGES=test,lab audits only the pages whose label starts with one of the words (case-insensitive).
  const only = (process.env.LIGHTHOUSE_PAGES ?? "").split(",").map((w) => w.trim().toLowerCase()).filter(Boolean);
  const pages = (await pagesToAudit()).filter((p) => !only.length || only.some((w) => p.label.toLowerCase().startsWith(w)));
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const results: PageResult[] = [];
  for (const page of pages) results.push(await auditMedian(page, chrome.port));

  printTable(results);
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
    console.error(`\nBelow the thresholds (SEO 100, accessibility 95, best practices 95):\n  ${failures.join("\n  ")}`);
    process.exitCode = 1;
  } else {
    console.log("\nAll pages meet the thresholds (SEO 100, accessibility ≥ 95, best practices ≥ 95).");
  }
}

try {
  await main();
} catch (error) {
  console.error(`\nLighthouse audit failed: ${error instanceof Error ? error.message : String(error)}`);
  if (serverLog.length) console.error(`\nServer output (last lines):\n${serverLog.join("").split("\n").slice(-30).join("\n")}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
