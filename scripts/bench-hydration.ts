/**
 * Time from first paint to interactive on every server-rendered page: `npm run bench:hydration`.
 *
 * Uses the production build as it is (run `npm run build` first; nothing is built here), starts the
 * server like playwright.config.ts does (node apps/server/dist/server.mjs with npm start's flags) on a
 * free port with a fresh embedded database, and drives Debian's Chromium (/usr/bin/chromium) through
 * Playwright as a phone (390 × 844, touch) with the CPU slowed 4× (CDP `Emulation.setCPUThrottlingRate`).
 * Each run is a new browser context (a first visit: empty cache). Per page it prints the median of
 * HYDRATION_RUNS runs (default 5) of first-contentful-paint → `<html data-hydrated>` (set by
 * components/HydratedMarker.tsx once React has taken over), with FCP and hydration times from
 * navigation start beside it, and the load average before and after.
 *
 * HYDRATION_PAGES=home,search limits the run to pages whose label starts with one of the words;
 * HYDRATION_CPU=1 measures without the slowdown. HYDRATION_COMPARE=/path/to/checkout also starts that
 * checkout's build (built there beforehand) and measures the two in alternation, run by run, so both
 * see the same load; the table then has a row per build. A benchmark, not a test: nothing fails on a
 * figure.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "@playwright/test";
import { freePort } from "../apps/server/test/support/server-process.ts";
import { startProductionServer, stopProductionServer, trpcGet } from "./production-server.ts";
import { PHONE, launchChromium, loadAverage as load, median, openThrottled } from "./phone-browser.ts";

const RUNS = Number(process.env.HYDRATION_RUNS ?? 5);
const CPU_RATE = Number(process.env.HYDRATION_CPU ?? 4);
/** Longest wait for `data-hydrated` after the load starts, ms. */
const HYDRATION_TIMEOUT_MS = 30_000;

interface Sample {
  fcp: number;
  hydrated: number;
}

/** The server-rendered pages (router.tsx's `ssrPage` routes), with ids from the seeded catalogue. */
async function pages(origin: string): Promise<Array<{ label: string; path: string }>> {
  const categories = await trpcGet<Array<{ id: string; testCount: number }>>(
    origin,
    "catalog.categories.list",
  );
  const category = categories.find((c) => c.testCount > 0);
  if (!category) throw new Error("No category with tests: is the demo catalogue seeded?");
  const tests = await trpcGet<Array<{ id: string }>>(origin, "catalog.tests.byCategory", {
    categoryId: category.id,
  });
  const posts = await trpcGet<Array<{ id: string }>>(origin, "content.blog.list");
  const labs = await trpcGet<Array<{ slug: string }>>(origin, "catalog.labs.list");
  if (!tests[0] || !posts[0] || !labs[0]) throw new Error("No test, lab or published post in the catalogue");
  return [
    { label: "home", path: "/" },
    { label: "search", path: "/search?q=cbc" },
    { label: "category", path: `/product/${category.id}` },
    { label: "test", path: `/product/${category.id}/test/${tests[0].id}` },
    { label: "labs", path: "/labs" },
    { label: "lab", path: `/labs/${labs[0].slug}` },
    { label: "about", path: "/about" },
    { label: "faqs", path: "/faqs" },
    { label: "resources", path: "/resources" },
    { label: "blog post", path: `/blog/${posts[0].id}` },
    { label: "terms", path: "/terms" },
    { label: "privacy", path: "/privacy" },
    { label: "cookies", path: "/cookies" },
  ];
}

/** One first visit of `url` as a phone: FCP and the moment `data-hydrated` appeared, ms from navigation start. */
async function measure(browser: Browser, url: string): Promise<Sample> {
  const context = await browser.newContext(PHONE);
  try {
    // The marker's time is taken by an observer installed before any of the page's scripts run (on
    // the document: its <html> element does not exist yet).
    await context.addInitScript(() => {
      const w = window as unknown as { __hydratedAt?: number };
      new MutationObserver((_records, observer) => {
        if (document.documentElement.dataset.hydrated !== undefined) {
          w.__hydratedAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
    });
    const page = await openThrottled(context, url, CPU_RATE);
    await page.waitForFunction(
      () => (window as unknown as { __hydratedAt?: number }).__hydratedAt !== undefined,
      null,
      {
        timeout: HYDRATION_TIMEOUT_MS,
        polling: 100,
      },
    );
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      hydrated: (window as unknown as { __hydratedAt: number }).__hydratedAt,
    }));
  } finally {
    await context.close();
  }
}

/** One build under measurement: its label, server and origin. */
interface Build {
  label: string;
  server: ChildProcess;
  origin: string;
  dataDir: string;
}

async function startBuild(label: string, root: string | undefined, log: string[]): Promise<Build> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "labcompare-hydration-"));
  const server = await startProductionServer(port, dataDir, log, root);
  return { label, server, origin: `http://localhost:${port}`, dataDir };
}

async function main() {
  const log: string[] = [];
  const builds: Build[] = [];
  let browser: Browser | null = null;
  try {
    builds.push(await startBuild("this checkout", undefined, log));
    const compare = process.env.HYDRATION_COMPARE;
    if (compare) builds.push(await startBuild(compare, compare, log));
    const only = (process.env.HYDRATION_PAGES ?? "")
      .split(",")
      .map((w) => w.trim().toLowerCase())
      .filter(Boolean);
    // Page paths per build: ids differ between two seeded databases.
    const lists = await Promise.all(
      builds.map(async (b) =>
        (await pages(b.origin)).filter((p) => !only.length || only.some((w) => p.label.startsWith(w))),
      ),
    );
    browser = await launchChromium();
    // One unmeasured visit per page: the server's first render of each (module loading, JIT, page cache).
    for (const [i, b] of builds.entries())
      for (const p of lists[i]!) await measure(browser, b.origin + p.path);
    console.log(`Load average before: ${load()}; CPU slowdown ${CPU_RATE}×; ${RUNS} runs a page (median)\n`);
    console.log(
      `| page${builds.length > 1 ? " | build" : ""} | FCP → hydrated (ms) | FCP (ms) | hydrated (ms) | runs FCP → hydrated (ms) |`,
    );
    console.log(`|---${builds.length > 1 ? "|---" : ""}|---:|---:|---:|---|`);
    for (const [index, p] of lists[0]!.entries()) {
      const samples: Sample[][] = builds.map(() => []);
      for (let run = 0; run < RUNS; run++) {
        for (const [i, b] of builds.entries())
          samples[i]!.push(await measure(browser, b.origin + lists[i]![index]!.path));
      }
      for (const [i, b] of builds.entries()) {
        const gaps = samples[i]!.map((s) => s.hydrated - s.fcp);
        const figures = [
          median(gaps),
          median(samples[i]!.map((s) => s.fcp)),
          median(samples[i]!.map((s) => s.hydrated)),
        ].map((v) => v.toFixed(0));
        const label = builds.length > 1 ? [p.label, b.label] : [p.label];
        console.log(
          `| ${[...label, ...figures].join(" | ")} | ${gaps.map((g) => g.toFixed(0)).join(", ")} |`,
        );
      }
    }
    console.log(`\nLoad average after: ${load()}`);
  } catch (error) {
    console.error(`Hydration benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    if (log.length) console.error(log.join("").split("\n").slice(-30).join("\n"));
    process.exitCode = 1;
  } finally {
    await browser?.close();
    for (const b of builds) {
      await stopProductionServer(b.server);
      rmSync(b.dataDir, { recursive: true, force: true });
    }
  }
}

await main();
