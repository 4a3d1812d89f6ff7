/**
 * Whether a page fits the screen's width: no sideways scroll (document.documentElement.scrollWidth ≤
 * the window's width) and no text cut at the screen's edge (a long word or email address in a box
 * that clips it), text inside a box that scrolls sideways on its own excepted.
 */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The page's scroll width and the visible texts that reach past the window's edges (their first 40 characters). */
function measureFit(page: Page) {
  return page.evaluate(() => {
    const cut: string[] = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const scrollsSideways = (el: Element | null): boolean => {
      for (let a = el; a && a !== document.body; a = a.parentElement) {
        const overflow = getComputedStyle(a).overflowX;
        if (overflow === "auto" || overflow === "scroll") return true;
      }
      return false;
    };
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!node.textContent?.trim() || !el || el.closest(".mantine-VisuallyHidden-root, [aria-hidden=true]"))
        continue;
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (!box.width || (box.left >= -1 && box.right <= window.innerWidth + 1)) continue;
      if (!scrollsSideways(el)) cut.push(node.textContent.trim().slice(0, 40));
    }
    return { scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth, cut };
  });
}

/** Checks, softly (every page of a loop is reported), that the page fits the screen's width. */
export async function expectFitsWidth(page: Page, label: string): Promise<void> {
  const { scrollWidth, width, cut } = await measureFit(page);
  expect.soft(scrollWidth, `${label}: page wider than the screen`).toBeLessThanOrEqual(width);
  expect.soft(cut, `${label}: text cut at the screen's edge`).toEqual([]);
}
