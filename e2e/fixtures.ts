/**
 * Playwright's `test` with one change: `page.goto` and `page.reload` wait, for an HTML page, until
 * React has taken the page over (`<html data-hydrated>`, set by apps/web/src/components/HydratedMarker.tsx). Public pages
 * arrive server-rendered and look ready before their JavaScript runs; a click before hydration would
 * do nothing, as it would for a person on a slow phone, and the test would wait for a reaction that
 * never comes.
 */
import { test as base, expect, type Page, type Response } from "@playwright/test";

async function waitForHydration(page: Page, response: Response | null): Promise<void> {
  if (!response?.headers()["content-type"]?.includes("text/html")) return;
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page["goto"]>) => {
      const response = await goto(...args);
      await waitForHydration(page, response);
      return response;
    };
    page.reload = async (...args: Parameters<Page["reload"]>) => {
      const response = await reload(...args);
      await waitForHydration(page, response);
      return response;
    };
    await use(page);
  },
});

export { expect };

/** Waits until every finite CSS transition and animation on the page has finished (colours are final). */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
  );
}
