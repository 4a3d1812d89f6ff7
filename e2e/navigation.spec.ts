/**
 * Moving between pages in the browser (React Router's declarative mode, with the app's own scroll
 * handling and error screen): a link opens the next page at its
 * top, Back returns to where the visitor was, a filter change on the same page keeps the scroll, and
 * a page whose code cannot be downloaded shows the error screen while the rest of the site works.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";

const scrollY = (page: import("@playwright/test").Page) => page.evaluate(() => window.scrollY);

test("a link opens the next page at the top and Back returns to the same place", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto("/search");
  const results = page.getByRole("link", { name: /^Compare prices for / });
  await expect(results.nth(5)).toBeVisible();
  await results.nth(5).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(300);
  const name = (await results.nth(5).getAttribute("aria-label"))!.replace("Compare prices for ", "");

  await results.nth(5).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(results.nth(5)).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(before);

  await page.goForward();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  expect(await scrollY(page)).toBe(0);
});

test("a page whose code fails to download shows the error screen; the other pages still open", async ({
  page,
}) => {
  await page.goto("/");
  // Chunk files are named by their hash only (apps/web/vite.config.ts): the build's manifest says which is the About page's.
  const manifest = JSON.parse(
    readFileSync(new URL("../apps/web/dist/.vite/manifest.json", import.meta.url), "utf8"),
  ) as Record<string, { file: string }>;
  const aboutChunk = manifest["src/features/info/AboutPage.tsx"]!.file;
  await page.route(
    (url) => url.pathname === `/${aboutChunk}`,
    (route) => route.abort(),
  );
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
  // The navigation bar and footer stay; leaving the broken page clears the error.
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQs" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeHidden();
  await expect(page).toHaveURL(/\/faqs$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
