/**
 * Keyboard helpers of the e2e journeys: the focused element and its focus ring, Tab until a target
 * has the focus (every stop showing a ring), the new page's heading focused, and a booking date and
 * time chosen by keyboard alone.
 */
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** What a focused element looks like: its description, and whether a focus ring (outline ≥ 2 px, not none) shows on it or on the box around it. */
export async function focusedRing(page: Page): Promise<{ what: string; ring: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { what: "body", ring: true };
    const what = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
    const shows = (e: Element) => {
      const s = getComputedStyle(e);
      return s.outlineStyle !== "none" && parseFloat(s.outlineWidth) >= 2;
    };
    // A password field's ring goes round its whole box (the input and the show/hide button).
    const box = el.closest(".mantine-PasswordInput-input");
    return { what, ring: shows(el) || (box !== null && shows(box)) };
  });
}

/**
 * Presses Tab (Shift+Tab when `back`) until `target` has the focus, at most `max` times; every stop on
 * the way must show a focus ring. Returns the number of presses.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const stop = await focusedRing(page);
    expect(stop.ring, `focus ring on ${stop.what}`).toBe(true);
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return presses;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${max} presses`);
}

/** The new page's main heading has the focus. */
export async function expectHeadingFocused(page: Page, name: string | RegExp) {
  const h1 = page.getByRole("heading", { level: 1, name });
  await expect(h1).toBeVisible();
  await expect(h1).toBeFocused();
}

/**
 * Chooses a day on or after `from` (ISO date, Asia/Dubai) and its first free time in `scope` (the
 * booking form or the reschedule dialog), by keyboard only: Tab to the calendar's one focusable day,
 * the Right arrow key to the first enabled day not before `from`, Enter; then Tab to
 * the times' radio group (its first free time takes the focus) and Space.
 */
export async function chooseDateAndTime(page: Page, scope: Locator, from: string) {
  const focusedDay = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      return {
        date: el.getAttribute("data-date") ?? "",
        disabled: el.hasAttribute("disabled") || el.hasAttribute("data-disabled"),
      };
    });
  await tabTo(
    page,
    scope
      .locator('[data-path="scheduledDate"] [role="gridcell"][tabindex="0"]')
      .locator("visible=true")
      .first(),
  );
  for (let i = 0; i < 62; i++) {
    const day = await focusedDay();
    if (day.date >= from && !day.disabled) break;
    await page.keyboard.press("ArrowRight");
  }
  const chosen = await focusedDay();
  expect(chosen.date >= from && !chosen.disabled, `an enabled day on or after ${from}`).toBe(true);
  await page.keyboard.press("Enter");
  await expect(scope.getByRole("radiogroup").getByRole("radio").first()).toBeVisible();
  await tabTo(page, scope.getByRole("radiogroup").locator('[role="radio"][tabindex="0"]'));
  await page.keyboard.press("Space");
  await expect(page.locator(":focus")).toHaveAttribute("aria-checked", "true");
}
