/**
 * How fast /results shows the signed-in patient's record on a phone: `npm run bench:results`.
 *
 * Like scripts/bench-hydration.ts: the production build as it is (run `npm run build` first), a
 * server on a free port with a fresh embedded database (the demo patient seeded with results), and
 * Debian's Chromium as a phone (390 × 844, touch) with the CPU slowed 4× (RESULTS_CPU=1: none). The
 * demo patient signs in once; each run is a new browser context with that session and an empty cache.
 * Per run: first contentful paint, the page's heading ("My results", the frame) and the first series'
 * latest value (the data), in ms from navigation start, and first paint → data (0 when the data is in
 * the first paint). Prints the median of RESULTS_RUNS runs
 * (default 5) and, for the last run, the requests the page waited on (start → end, ms).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext } from "@playwright/test";
import { freePort } from "../apps/server/test/support/server-process.ts";
import { startProductionServer, stopProductionServer } from "./production-server.ts";
import { PHONE, launchChromium, loadAverage, median, openThrottled } from "./phone-browser.ts";

const RUNS = Number(process.env.RESULTS_RUNS ?? 5);
const CPU_RATE = Number(process.env.RESULTS_CPU ?? 4);

interface Sample {
  fcp: number;
  frame: number;
  data: number;
  requests: Array<{ name: string; start: number; end: number }>;
}

/** Signs the demo patient in at /auth; returns the session (cookies) for new contexts. */
async function signIn(browser: Browser, origin: string, dataDir: string) {
  const password = /^Password: (.+)$/m.exec(
    readFileSync(join(dataDir, "demo-patient-password.txt"), "utf8"),
  )![1]!;
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(`${origin}/auth`);
  await page.getByRole("textbox", { name: "Email" }).fill("patient@labcompare.local");
  await page.getByRole("textbox", { name: "Password" }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** One visit of /results in a new context with `session`. */
async function measure(
  browser: Browser,
  url: string,
  session: Awaited<ReturnType<BrowserContext["storageState"]>>,
) {
  const context = await browser.newContext({ ...PHONE, storageState: session });
  try {
    // Times taken by an observer installed before the page's scripts run.
    await context.addInitScript(() => {
      const w = window as unknown as { __frameAt?: number; __dataAt?: number };
      new MutationObserver((_records, observer) => {
        if (w.__frameAt === undefined && document.querySelector("h1")?.textContent === "My results")
          w.__frameAt = performance.now();
        if (w.__dataAt === undefined && document.querySelector('[data-testid="series-latest"]'))
          w.__dataAt = performance.now();
        if (w.__frameAt !== undefined && w.__dataAt !== undefined) observer.disconnect();
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const page = await openThrottled(context, url, CPU_RATE);
    await page.waitForFunction(
      () =>
        (window as unknown as { __dataAt?: number }).__dataAt !== undefined &&
        performance.getEntriesByName("first-contentful-paint").length > 0,
      null,
      {
        timeout: 30_000,
        polling: 100,
      },
    );
    return await page.evaluate((): Sample => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      frame: (window as unknown as { __frameAt: number }).__frameAt,
      data: (window as unknown as { __dataAt: number }).__dataAt,
      requests: (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((r) => ({
        name: new URL(r.name).pathname.replace(/^\/trpc\//, "trpc ").slice(0, 110),
        start: r.startTime,
        end: r.responseEnd,
      })),
    }));
  } finally {
    await context.close();
  }
}

const ms = (v: number) => v.toFixed(0);

async function main() {
  const log: string[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), "labcompare-results-bench-"));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = await startProductionServer(port, dataDir, log).catch((error: unknown) => {
    console.error(log.join("").split("\n").slice(-30).join("\n"));
    throw error;
  });
  const browser = await launchChromium();
  try {
    const session = await signIn(browser, origin, dataDir);
    await measure(browser, `${origin}/results`, session); // unmeasured: the server's first answers
    const samples: Sample[] = [];
    for (let run = 0; run < RUNS; run++) samples.push(await measure(browser, `${origin}/results`, session));
    const pick = (f: (s: Sample) => number) => samples.map(f);
    const load = loadAverage(1);
    console.log(
      `/results as the demo patient, phone, CPU slowdown ${CPU_RATE}×, ${RUNS} runs (median), load ${load}\n`,
    );
    console.log(
      "| FCP (ms) | frame heading (ms) | first series (ms) | FCP → first series (ms) | runs FCP → series |",
    );
    console.log("|---:|---:|---:|---:|---|");
    // Data in the DOM before the first paint is in that paint: 0.
    const gaps = pick((s) => Math.max(0, s.data - s.fcp));
    const row = [
      median(pick((s) => s.fcp)),
      median(pick((s) => s.frame)),
      median(pick((s) => s.data)),
      median(gaps),
    ];
    console.log(`| ${row.map(ms).join(" | ")} | ${gaps.map(ms).join(", ")} |`);
    console.log("\nRequests of the last run (start → end, ms):");
    for (const r of samples.at(-1)!.requests)
      console.log(`  ${ms(r.start).padStart(5)} → ${ms(r.end).padStart(5)}  ${r.name}`);
  } finally {
    await browser.close();
    await stopProductionServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
