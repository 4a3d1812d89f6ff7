/**
 * "A list in, a basket out", as a new patient on a 390×844 phone with the list a doctor writes:
 *  1. Home page: type "CBC, Vitamin D, TSH, HbA1c" into the list box (1 action), tap "Compare labs
 *     for these 4 tests" (2) → /basket shows the four tests as chips and the labs compared, the
 *     cheapest complete lab first, and the basket holds the four tests.
 *  2. Misspellings come back as "did you mean" with choices; tapping another choice swaps that test
 *     in the basket; an unknown item says "not found" with a search link.
 *  3. Without JavaScript the same box (a GET form) reaches a server-rendered basket with the chips
 *     and the comparison.
 *  4. /search with a list offers "Add all N to basket", which fills the basket.
 *  5. Text typed into the box before the page's scripts run is kept, and submits the list.
 *  6. The server-rendered basket (with a list, or with tests) hydrates without errors.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

const LIST = "CBC, Vitamin D, TSH, HbA1c";
const NAMES = [
  "Complete Blood Count (CBC)",
  "Vitamin D Test",
  "Thyroid Function (TSH)",
  "Glycated Hemoglobin (HbA1c)",
];
const LABEL = "Paste or type your doctor's list";

/** The chips shown for the list, and the first lab card of the comparison. */
async function expectChipsAndComparison(page: Page, names: string[]) {
  const chips = page.getByTestId("list-chip");
  await expect(chips).toHaveCount(names.length);
  for (const [i, name] of names.entries()) {
    await expect(chips.nth(i)).toHaveAttribute("data-confidence", "exact");
    await expect(chips.nth(i)).toContainText(name);
  }
  const first = page.getByTestId("basket-lab").first();
  await expect(first).toHaveAttribute("data-complete", "true");
  await expect(first).toHaveAttribute("data-cheapest", "true");
  await expect(page.getByTestId("basket-complete").getByTestId("basket-lab-total").first()).toContainText(
    "AED",
  );
}

test("from the home page, a typed list reaches the labs compared for it in two actions", async ({ page }) => {
  await page.goto("/");
  const box = page.getByRole("textbox", { name: LABEL });
  await box.fill(LIST); // action 1
  await page.getByRole("button", { name: "Compare labs for these 4 tests" }).click(); // action 2

  await expect(page).toHaveURL(/\/basket\?list=CBC/);
  await expect(page.getByRole("heading", { level: 1, name: "Your basket" })).toBeVisible();
  await expectChipsAndComparison(page, NAMES);
  // The list's tests are in the basket (the header counts them; the address is the basket's link).
  await expect(page.getByRole("link", { name: "Basket, 4 tests" })).toBeVisible();
  await expect(page).toHaveURL(/[?&]tests=([0-9a-f-]{36}(%2C|,)){3}[0-9a-f-]{36}/);
  for (const name of NAMES)
    await expect(page.getByTestId("basket-tests").getByRole("link", { name })).toBeVisible();
  // The chips' button jumps to the comparison.
  await page.getByRole("link", { name: "Compare labs for these 4 tests" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Labs for your tests" })).toBeInViewport();
});

test("a misspelling asks 'did you mean', another choice swaps the test, an unknown item links to search", async ({
  page,
}) => {
  await page.goto(`/basket?list=${encodeURIComponent("vitamn d\nthyriod\nqwxzv")}`);
  const chips = page.getByTestId("list-chip");
  await expect(chips).toHaveCount(3);
  const vitamin = chips.nth(0);
  await expect(vitamin).toHaveAttribute("data-confidence", "likely");
  await expect(vitamin).toContainText("“vitamn d”: did you mean");
  await expect(vitamin.getByRole("link", { name: /Vitamin D Test/ })).toHaveAttribute("aria-current", "true");

  const thyroid = chips.nth(1);
  await expect(thyroid).toHaveAttribute("data-confidence", "likely");
  const choices = thyroid.getByRole("link");
  expect(await choices.count()).toBeGreaterThan(1);
  const guess = (await thyroid.locator("[aria-current=true]").innerText()).trim();
  const other = (await choices.nth(1).innerText()).trim();
  await choices.nth(1).click();
  await expect(thyroid.getByRole("link", { name: other })).toHaveAttribute("aria-current", "true");
  await expect(page.getByTestId("basket-tests").getByRole("link", { name: other })).toBeVisible();
  await expect(page.getByTestId("basket-tests").getByRole("link", { name: guess })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Basket, 2 tests" })).toBeVisible();

  const unknown = chips.nth(2);
  await expect(unknown).toHaveAttribute("data-confidence", "none");
  await expect(unknown).toContainText("“qwxzv”: not found");
  await unknown.getByRole("link", { name: "Search for “qwxzv”" }).click();
  await expect(page).toHaveURL(/\/search\?q=qwxzv$/);
});

test("without JavaScript, the list box reaches a server-rendered basket with the chips and the comparison", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("textbox", { name: LABEL }).fill(LIST);
  await page.getByRole("button", { name: "Compare labs" }).click();
  await expect(page).toHaveURL(/\/basket\?list=CBC/);
  await expectChipsAndComparison(page, NAMES);
  // A wrong list says what is wrong, in the page.
  await page.goto("/basket?list=");
  await expect(page.getByRole("alert")).toContainText("Type or paste at least one test");
  await context.close();
});

test("a list typed into the search box offers to add all of it to the basket", async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent("CBC, Vitamin D, TSH")}`);
  const offer = page.getByTestId("search-list-offer");
  await expect(offer).toContainText("This looks like a list of 3 tests");
  await offer.getByRole("link", { name: "Add all 3 to basket" }).click();
  await expect(page).toHaveURL(/\/basket\?list=/);
  await expect(page.getByRole("link", { name: "Basket, 3 tests" })).toBeVisible();
  await expectChipsAndComparison(page, NAMES.slice(0, 3));
});

test("text typed into the list box before the scripts run is kept and submitted", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // Scripts are held until released: the page shows the server's HTML only.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => /\.m?js$/.test(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.goto("/", { waitUntil: "commit" });
  const box = page.getByRole("textbox", { name: LABEL });
  await box.fill(LIST);
  release();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(box).toHaveValue(LIST);
  await page.getByRole("button", { name: "Compare labs for these 4 tests" }).click();
  await expectChipsAndComparison(page, NAMES);
  await context.close();
});

test("the server-rendered basket (list or tests) hydrates without errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  const response = await page.goto(`/basket?list=${encodeURIComponent("CBC, vitamn d, qwxzv")}`);
  expect(await response?.text()).toContain('data-testid="list-chip"');
  await expect(page.getByTestId("list-chip")).toHaveCount(3);
  await expect(page).toHaveURL(/tests=/);
  const shared = page.url();
  await page.goto(shared.replace(/list=[^&]*&?/, ""));
  await expect(page.getByTestId("basket-lab").first()).toBeVisible();
  await page.goto(`/search?q=${encodeURIComponent("CBC, TSH")}`);
  await expect(page.getByTestId("search-list-offer")).toBeVisible();
  expect(errors).toEqual([]);
});
