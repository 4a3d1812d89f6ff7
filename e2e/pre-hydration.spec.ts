/**
 * A server-rendered page acts on what a person does before its scripts have run: the page's
 * JavaScript is held back (as on a slow phone), the test types and taps, then lets the scripts in
 * and checks that nothing was lost. And with JavaScript off, the forms reach their pages.
 */
import { test as base, expect, type Page } from "@playwright/test";
import { trpcQuery } from "./patient-helpers";

/**
 * Holds the app's scripts (the entry and the chunks under /assets) until `release()`. The small boot
 * script that adds them after the first paint runs as usual (it is `defer`: held, it would hold the
 * document's DOMContentLoaded too).
 */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

/**
 * Opens `path` with the app's scripts held (holdScripts), as far as DOMContentLoaded; `hydrate()`
 * lets the scripts in and waits until the app has hydrated.
 */
async function openWithScriptsHeld(page: Page, path: string): Promise<{ hydrate: () => Promise<void> }> {
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return {
    hydrate: async () => {
      scripts.release();
      await hydrated(page);
    },
  };
}

/** The results count the search page shows ("12 tests found"). */
const resultCount = (page: Page) => page.getByTestId("result-count");

const test = base;

test("text typed into the home page's search box before hydration stays, and the search runs with it", async ({
  page,
}) => {
  const scripts = await openWithScriptsHeld(page, "/");
  const box = page.getByRole("textbox", { name: "Search tests" });
  await box.fill("vitamin d");
  await scripts.hydrate();
  await expect(box).toHaveValue("vitamin d");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=vitamin(\+|%20)d$/);
  await expect(page.getByRole("heading", { level: 1, name: 'Search Results for "vitamin d"' })).toBeVisible();
  await expect(resultCount(page)).toHaveText(/^[1-9]\d* tests? found$/);
});

test("a search sent from the home page before hydration opens its results", async ({ page }) => {
  const scripts = await openWithScriptsHeld(page, "/");
  await page.getByRole("textbox", { name: "Search tests" }).fill("thyroid");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=thyroid$/);
  // The results page arrives server-rendered, scripts still held.
  await expect(page.getByRole("heading", { level: 1, name: 'Search Results for "thyroid"' })).toBeVisible();
  await scripts.hydrate();
  await expect(page.getByRole("textbox", { name: "Search tests" })).toHaveValue("thyroid");
});

test("text typed into the search page's box before hydration stays, and searching uses it", async ({
  page,
}) => {
  const scripts = await openWithScriptsHeld(page, "/search?q=cbc");
  const box = page.getByRole("textbox", { name: "Search tests" });
  await expect(box).toHaveValue("cbc");
  await box.fill("lipid");
  await scripts.hydrate();
  await expect(box).toHaveValue("lipid");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=lipid$/);
  await expect(page.getByRole("heading", { level: 1, name: 'Search Results for "lipid"' })).toBeVisible();
});

test("the Health Resources tab of /resources opens before hydration", async ({ page }) => {
  const scripts = await openWithScriptsHeld(page, "/resources");
  await expect(page.getByRole("tab", { name: "Blog Posts" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "Health Resources" }).click();
  await expect(page).toHaveURL(/\/resources\?tab=resources$/);
  await expect(page.getByRole("tab", { name: "Health Resources" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("link", { name: /^View Resource/ }).first()).toBeVisible();
  await scripts.hydrate();
  await expect(page.getByRole("tab", { name: "Health Resources" })).toHaveAttribute("aria-selected", "true");
  // After hydration the tabs still switch, and the URL follows.
  await page.getByRole("tab", { name: "Blog Posts" }).click();
  await expect(page).toHaveURL(/\/resources$/);
  await expect(page.getByRole("link", { name: /^Read more/ }).first()).toBeVisible();
});

test("filters chosen on the search page before hydration are applied once the scripts run", async ({
  page,
}) => {
  const scripts = await openWithScriptsHeld(page, "/search?q=test");
  await page.getByLabel("Category").selectOption({ label: "Hormone Panels" });
  await page.getByRole("switch", { name: "Home collection available" }).check();
  await page.getByLabel("Emirate").selectOption("Abu Dhabi");
  await scripts.hydrate();
  await expect(page).toHaveURL(/[?&]emirate=Abu(\+|%20)Dhabi(&|$)/);
  await expect(page).toHaveURL(/[?&]home=1(&|$)/);
  await expect(page).toHaveURL(/[?&]category=[^&]+/);
  await expect(page.getByRole("switch", { name: "Home collection available" })).toBeChecked();
  await expect(page.getByLabel("Emirate")).toHaveValue("Abu Dhabi");
  await expect(page.getByLabel("Category").locator("option:checked")).toHaveText("Hormone Panels");
  // The results are the filtered search's (every seeded test is offered with home collection in
  // both emirates, so the category is what narrows them).
  const category = new URL(page.url()).searchParams.get("category")!;
  const filtered = await trpcQuery<{ total: number }>(page, "catalog.search", {
    q: "test",
    category,
    emirate: "Abu Dhabi",
    homeCollection: true,
  });
  const all = await trpcQuery<{ total: number }>(page, "catalog.search", { q: "test" });
  expect(filtered.total, "the filters narrow the search").toBeLessThan(all.total);
  await expect(resultCount(page)).toHaveText(
    `${filtered.total} ${filtered.total === 1 ? "test" : "tests"} found`,
  );
});

test("on the basket, 'Home collection in Abu Dhabi' works before hydration and stays chosen after it", async ({
  page,
}) => {
  const scripts = await openWithScriptsHeld(page, `/basket?list=${encodeURIComponent("CBC, Vitamin D")}`);
  await page.getByRole("link", { name: "Home collection in Abu Dhabi" }).click();
  // A link: the server renders the basket with both filters, scripts still held.
  await expect(page).toHaveURL(/[?&]home=1(&|$)/);
  await expect(page).toHaveURL(/[?&]emirate=Abu(\+|%20)Dhabi(&|$)/);
  const choice = page.getByRole("link", { name: "Home collection in Abu Dhabi" });
  await expect(choice).toHaveAttribute("aria-current", "true");
  const labs = page.getByTestId("basket-lab");
  await expect(labs.first()).toContainText("Abu Dhabi");
  await scripts.hydrate();
  await expect(choice).toHaveAttribute("aria-current", "true");
  for (const location of await labs.allInnerTexts()) expect(location).toContain("Abu Dhabi");
  // After hydration the choice changes in place: a lab visit keeps the emirate.
  await page.getByRole("link", { name: "Lab visit" }).click();
  await expect(page).not.toHaveURL(/[?&]home=1/);
  await expect(page).toHaveURL(/[?&]emirate=Abu(\+|%20)Dhabi(&|$)/);
  await expect(page.getByRole("link", { name: "Lab visit" })).toHaveAttribute("aria-current", "true");
});

test("on the basket, 'Show all N labs' of the partial matches works before hydration", async ({ page }) => {
  const [vitaminD, rare] = await Promise.all(
    ["vitamin-d-test", "whole-exome-sequencing-wes"].map((id) =>
      trpcQuery<{ id: string }>(page, "catalog.tests.byId", { id }),
    ),
  );
  const scripts = await openWithScriptsHeld(page, `/basket?tests=${vitaminD!.id},${rare!.id}`);
  const partial = page
    .getByRole("region", { name: /Labs with some of your tests/ })
    .getByTestId("basket-lab");
  await expect(partial).toHaveCount(5);
  const showAll = page.getByRole("link", { name: /^Show all \d+ labs$/ });
  const total = Number((await showAll.innerText()).match(/\d+/)![0]);
  expect(total).toBeGreaterThan(5);
  await showAll.click();
  // A link: the server renders every partial match, scripts still held.
  await expect(page).toHaveURL(/[?&]partial=all(&|$)/);
  await expect(partial).toHaveCount(total);
  await scripts.hydrate();
  await expect(partial).toHaveCount(total);
});

test("the test page's sort and filters chosen before hydration are applied once the scripts run", async ({
  page,
}) => {
  const scripts = await openWithScriptsHeld(page, "/tests/complete-blood-count-cbc?labs=20");
  await page.getByLabel("Sort by").selectOption({ label: "Total: low to high" });
  await page.getByLabel("Emirate", { exact: true }).selectOption("Dubai");
  await page.getByRole("switch", { name: /Home collection/ }).check();
  await scripts.hydrate();
  for (const param of [
    /[?&]sort=total(&|$)/,
    /[?&]emirate=Dubai(&|$)/,
    /[?&]home=1(&|$)/,
    /[?&]labs=20(&|$)/,
  ])
    await expect(page).toHaveURL(param);
  await expect(page.getByLabel("Emirate", { exact: true })).toHaveValue("Dubai");
  await expect(page.getByRole("switch", { name: /Home collection/ })).toBeChecked();
  await expect(page.getByTestId("compare-count")).toHaveText(/^\d+ of \d+ labs$/);
  const locations = page.getByTestId("compare-table").locator("tbody tr td:nth-child(2)");
  for (const location of await locations.allInnerTexts()) expect(location).toContain("Dubai");
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page's search form opens the server-rendered results", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("textbox", { name: "Search tests" }).fill("vitamin d");
    await page.getByRole("textbox", { name: "Search tests" }).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=vitamin(\+|%20)d$/);
    await expect(
      page.getByRole("heading", { level: 1, name: 'Search Results for "vitamin d"' }),
    ).toBeVisible();
    await expect(resultCount(page)).toHaveText(/^[1-9]\d* tests? found$/);
    await expect(page.getByRole("link", { name: /^Compare prices for / }).first()).toBeVisible();
  });

  test("the search page's filters apply through their form", async ({ page }) => {
    await page.goto("/search?q=test");
    await page.getByLabel("Emirate").selectOption("Abu Dhabi");
    await page.getByRole("switch", { name: "Home collection available" }).check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/[?&]emirate=Abu(\+|%20)Dhabi(&|$)/);
    await expect(page).toHaveURL(/[?&]q=test(&|$)/);
    await expect(page.getByLabel("Emirate")).toHaveValue("Abu Dhabi");
    await expect(resultCount(page)).toHaveText(/^\d+ tests? found$/);
  });

  test("the test page's filters apply through their form, keeping the page's other parameters", async ({
    page,
  }) => {
    await page.goto("/tests/complete-blood-count-cbc?labs=20");
    await page.getByLabel("Emirate", { exact: true }).selectOption("Abu Dhabi");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/[?&]emirate=Abu(\+|%20)Dhabi(&|$)/);
    await expect(page).toHaveURL(/[?&]labs=20(&|$)/);
    await expect(page.getByLabel("Emirate", { exact: true })).toHaveValue("Abu Dhabi");
    await expect(page.getByTestId("compare-count")).toHaveText(/^\d+ of \d+ labs$/);
    const locations = page.getByTestId("compare-table").locator("tbody tr td:nth-child(2)");
    for (const location of await locations.allInnerTexts()) expect(location).toContain("Abu Dhabi");
  });

  test("the Health Resources tab and the phone menu are links", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/resources");
    await page.getByRole("tab", { name: "Health Resources" }).click();
    await expect(page).toHaveURL(/\/resources\?tab=resources$/);
    await expect(page.getByRole("link", { name: /^View Resource/ }).first()).toBeVisible();
  });
});
