/**
 * The axe-core check of the accessibility specs: a page, once its data has rendered, must have no
 * violation of impact "serious" or "critical" under the WCAG 2.0, 2.1 and 2.2 A and AA rules; every
 * violation (minor and moderate too) is printed to help fixing. Also a check of one region of a page
 * under the WCAG 2.0 and 2.1 A and AA rules.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, waitForAnimations } from "./fixtures";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const WCAG21_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING = new Set(["serious", "critical"]);

/**
 * axe over the page in the page itself (axe.run, "legacy mode"): the default merges per-frame results
 * in a blank page it opens for each check, which costs more than the check; the pages have no frame
 * axe could enter (the one iframe, an email preview, is sandboxed without scripts).
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}

/** Waits until the page has rendered its data: no loading skeletons or spinners, fonts and network settled. */
export async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  // Let entrance transitions (hero fade-in, tab panels) finish so colours are final.
  await waitForAnimations(page);
}

/** Waits until the toasts have closed by themselves (they are checked where they appear, not on every page). */
export async function dismissToasts(page: Page) {
  await expect(page.getByRole("button", { name: /^(Close notification|إغلاق الإشعار)$/ })).toHaveCount(0, {
    timeout: 15_000,
  });
}

/** Runs axe on the page, prints every violation, and fails on serious or critical ones. */
export async function expectAccessible(page: Page, label: string) {
  await settle(page);
  const results = await axeOn(page).withTags(WCAG_TAGS).analyze();
  for (const v of results.violations) {
    console.log(
      `[axe] ${label}: ${v.impact ?? "unknown"} ${v.id} – ${v.help} (${v.nodes.length} node(s)) ${v.helpUrl}`,
    );
    for (const node of v.nodes.slice(0, 5)) {
      console.log(
        `        ${node.target.join(" ")}\n          ${node.failureSummary?.replace(/\n/g, "\n          ")}`,
      );
    }
  }
  const blocking = results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ""))
    .map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(blocking, `serious/critical axe violations on ${label}`).toEqual([]);
}

/**
 * Once animations have finished, runs axe on the elements matching `selector` (a CSS selector) under
 * the WCAG 2.0 and 2.1 A and AA rules; fails on a serious or critical violation, naming its nodes.
 */
export async function expectRegionAccessible(page: Page, selector: string): Promise<void> {
  await waitForAnimations(page);
  const axe = await axeOn(page).include(selector).withTags(WCAG21_TAGS).analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}
