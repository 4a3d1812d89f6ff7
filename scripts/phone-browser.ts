/**
 * The browser side of the page benchmarks (bench-hydration.ts, bench-results.ts): Debian's Chromium
 * driven by Playwright as a phone (390 × 844, touch, an Android user agent) with the CPU slowed down,
 * the median of the runs and the load average printed beside the figures.
 */
import { loadavg } from "node:os";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";

/** Playwright context options of the phone every run is measured on. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
};

/** Headless Chromium (CHROMIUM_PATH, else /usr/bin/chromium) without its background traffic. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--headless",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** A new page of `context` with the CPU slowed `cpuRate` times, navigated to `url` (resolves at commit). */
export async function openThrottled(context: BrowserContext, url: string, cpuRate: number): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
  await page.goto(url, { waitUntil: "commit" });
  return page;
}

/** The median of `values` (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The 1-, 5- and 15-minute load averages with `digits` decimals, space-separated. */
export const loadAverage = (digits = 2) =>
  loadavg()
    .map((l) => l.toFixed(digits))
    .join(" ");
