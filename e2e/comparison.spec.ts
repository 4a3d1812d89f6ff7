/**
 * "The cheapest lab for all my tests, on a phone, near me, with true prices": journeys on a
 * 390×844 phone viewport against the production build and the seeded database.
 *  1. Search "vitamin d" in Dubai → the test page keeps Dubai → sort by total with home collection
 *     → Book from a card reaches the booking page at that lab with home collection chosen.
 *  2. A basket of CBC, Vitamin D, TSH and HbA1c (two added as a visitor, merged at sign-up) →
 *     /basket: the first lab does all four and is the cheapest → "Book at {lab} – {total}" → the booking
 *     page lists the four tests at that lab with the same total → book a slot → the confirmation
 *     page shows the four tests.
 *  3. Near me: a refused location shows the shared message; an area, then the browser's location,
 *     sort the labs by distance (km) on the test page and on /labs.
 *  4. "Show more labs" is a plain link (`labs=N`): it adds labs with and without JavaScript; a lab
 *     page's "Show N more" (`prices=N`) adds prices, and its search box asks the server.
 *  5. No page scrolls sideways at 320 px (home, search, test page, basket, /labs, a lab page, the
 *     booking page); screenshots are attached.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  aedText,
  escapeRegExp,
  nonFridayDate,
  pickDate,
  signUp,
  slotButton,
  trpcQuery,
} from "./patient-helpers";
import { TEST_OFFER_LIMIT_MAX } from "@labcompare/domain/offer-compare";

test.use({ viewport: { width: 390, height: 844 } });

const TESTS = {
  cbc: { slug: "complete-blood-count-cbc", name: "Complete Blood Count (CBC)" },
  vitaminD: { slug: "vitamin-d-test", name: "Vitamin D Test" },
  tsh: { slug: "thyroid-function-tsh", name: "Thyroid Function (TSH)" },
  hba1c: { slug: "glycated-hemoglobin-hba1c", name: "Glycated Hemoglobin (HbA1c)" },
};

/** Picks `option` in the native or Mantine select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  // The search and test page filters are native selects (they work before hydration); other pickers are Mantine's.
  const native = page.locator("select").and(page.getByLabel(label, { exact: true }));
  if ((await native.count()) > 0) {
    await native.first().selectOption({ label: option });
    return;
  }
  const box = page
    .getByRole("textbox", { name: label })
    .or(page.getByRole("combobox", { name: label }))
    .first();
  // The open list's option (the test page's native filter selects hold options of the same names).
  const item = page.getByRole("listbox").getByRole("option", { name: option, exact: true });
  // A click while the list re-renders (its data refetched for the URL) can land on the old box: open again.
  await expect(async () => {
    if (!(await item.isVisible())) await box.click();
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await item.click();
}

/** Numbers of "1,234.50 AED" texts. */
const amounts = (texts: string[]) => texts.map((t) => Number(t.replace(/[^\d.]/g, "")));

/** Opens a test page by slug and adds the test to the basket. */
async function addToBasket(page: Page, t: { slug: string; name: string }) {
  await page.goto(`/tests/${t.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: t.name })).toBeVisible();
  await page.getByRole("button", { name: `Add to basket: ${t.name}` }).click();
  await expect(page.getByRole("button", { name: `Remove from basket: ${t.name}` })).toBeVisible();
}

test("search in Dubai, the test page keeps Dubai, sort by total with home collection, book from a card", async ({
  page,
}) => {
  await signUp(page, `compare-${Date.now()}@example.com`);

  await page.goto("/search?q=vitamin%20d");
  await expect(page.getByRole("heading", { name: /Search Results for "vitamin d"/ })).toBeVisible();
  // On a phone the filters are folded behind their <details> summary.
  await page.locator("summary").filter({ hasText: /^Show/ }).click();
  await choose(page, "Emirate", "Dubai");
  await expect(page).toHaveURL(/emirate=Dubai/);
  await expect(page.getByTestId("result-count")).toBeVisible();
  // The results follow the URL in a moment (a React transition): the card's link then carries the filter.
  const compare = page.getByRole("link", { name: "Compare prices for Vitamin D Test" });
  await expect(compare).toHaveAttribute("href", /emirate=Dubai/);

  await compare.click();
  await expect(page.getByRole("heading", { level: 1, name: "Vitamin D Test" })).toBeVisible();
  await expect(page).toHaveURL(/emirate=Dubai/);

  // Every lab listed is in Dubai, and the header's count is the number of cards.
  const cards = page.getByTestId("offer-card");
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  for (const location of await page.getByTestId("offer-location").allInnerTexts())
    expect(location).toMatch(/, Dubai( ·|$)/);
  const all = await trpcQuery<{ offers: Array<{ lab: { emirate: string } }> }>(page, "catalog.tests.byId", {
    id: TESTS.vitaminD.slug,
    limit: TEST_OFFER_LIMIT_MAX,
  });
  const inDubai = all.offers.filter((o) => o.lab.emirate === "Dubai").length;
  expect(count).toBe(inDubai);
  await expect(page.getByTestId("compare-count")).toHaveText(`${count} of ${all.offers.length} labs`);
  // The summary card agrees with the list.
  await expect(page.getByTestId("test-summary").getByText(`${count} labs`)).toBeVisible();

  // Sort by total with home collection: only labs collecting at home, totals ascending.
  await choose(page, "Sort by", "Total: low to high");
  await expect(page).toHaveURL(/sort=total/);
  await page
    .locator("summary")
    .filter({ hasText: /^Filters/ })
    .click();
  // The switch follows the URL, which the router updates in a transition: click, then wait for both
  // (Playwright's check() reads the state at once and can see the old value).
  const homeSwitch = page.getByRole("switch", { name: /Home collection/ });
  await homeSwitch.click();
  await expect(page).toHaveURL(/home=1/);
  await expect(homeSwitch).toBeChecked();
  await expect(page).toHaveURL(/emirate=Dubai/);
  await expect(page.getByText("Total with home collection").first()).toBeVisible();
  const totals = amounts(await page.getByTestId("offer-total").allInnerTexts());
  expect(totals.length).toBeGreaterThan(0);
  expect(totals).toEqual([...totals].sort((a, b) => a - b));
  expect(await cards.filter({ hasText: "Not available" }).count()).toBe(0);
  await expect(page.getByTestId("badge-lowest").first()).toBeVisible();

  // The choice survives a reload (the URL holds it).
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Vitamin D Test" })).toBeVisible();
  // The comparison hydrates after the rest of the page (its own Suspense boundary), then shows cards.
  await expect(cards).toHaveCount(totals.length);
  expect(amounts(await page.getByTestId("offer-total").allInnerTexts())).toEqual(totals);

  // Book from the first card: the booking page opens at that lab, home collection chosen.
  const first = cards.first();
  const book = first.getByRole("link", { name: /^Book at / });
  const labName = (await book.getAttribute("aria-label"))!.replace(/^Book at /, "");
  await book.click();
  await expect(page).toHaveURL(/\/book\/[0-9a-f-]{36}\?lab=[0-9a-f-]{36}&home=1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Book Test: Vitamin D Test" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Lab" })).toHaveValue(
    new RegExp(`^${escapeRegExp(labName)}`),
  );
  await expect(page.getByRole("radio", { name: /Home collection/ })).toBeChecked();
  await expect(page.getByTestId("booking-total")).toHaveText(aedText(totals[0]!));
});

test("a basket of four tests: the cheapest complete lab first, booked in one visit", async ({ page }) => {
  // Two tests as a visitor (kept in the browser), merged into the account at sign-up.
  await addToBasket(page, TESTS.cbc);
  await addToBasket(page, TESTS.vitaminD);
  // The header's basket link (the visible one: the phone layout's) carries the count.
  await expect(page.getByRole("link", { name: "Basket, 2 tests" })).toBeVisible();
  await signUp(page, `basket-${Date.now()}@example.com`);
  await expect(page.getByRole("link", { name: "Basket, 2 tests" })).toBeVisible();
  await addToBasket(page, TESTS.tsh);
  await addToBasket(page, TESTS.hba1c);
  await page.getByRole("link", { name: "Basket, 4 tests" }).click();
  await expect(page).toHaveURL(/\/basket\?tests=/);
  await expect(page.getByRole("heading", { level: 1, name: "Your basket" })).toBeVisible();
  const names = Object.values(TESTS).map((t) => t.name);
  for (const name of names)
    await expect(page.getByTestId("basket-tests").getByRole("link", { name })).toBeVisible();

  // The first lab offers all four and is the cheapest of those that do.
  const labs = page.getByTestId("basket-lab");
  const first = labs.first();
  await expect(first).toHaveAttribute("data-complete", "true");
  await expect(first).toHaveAttribute("data-cheapest", "true");
  await expect(first.getByText("Cheapest for all your tests")).toBeVisible();
  const completeTotals = amounts(
    await page.getByTestId("basket-complete").getByTestId("basket-lab-total").allInnerTexts(),
  );
  expect(completeTotals[0]).toBe(Math.min(...completeTotals));
  const total = (await first.getByTestId("basket-lab-total").innerText()).trim();
  const labName = (await first.getByRole("heading", { level: 3 }).innerText()).trim();

  // The basket's link opens the same basket.
  const shared = page.url();
  await page.goto("/");
  await page.goto(shared);
  await expect(page.getByTestId("basket-lab").first()).toHaveAttribute("data-cheapest", "true");

  await page
    .getByTestId("basket-lab")
    .first()
    .getByRole("link", { name: `Book at ${labName} – ${total}`, exact: true })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Book Tests: ${names.join(", ")}` }),
  ).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Lab" })).toHaveValue(
    new RegExp(`^${escapeRegExp(labName)}`),
  );
  const summary = page.getByTestId("booking-summary");
  for (const name of names) await expect(summary.getByText(name, { exact: true })).toBeVisible();
  await expect(summary.getByTestId("booking-total")).toHaveText(total);

  const date = nonFridayDate(5);
  await pickDate(page.locator("form"), date);
  await slotButton(page, "10:00").click();
  await page.getByRole("textbox", { name: "Patient name" }).fill("Mariam Saeed");
  await page.getByRole("button", { name: "Book Test" }).click();

  await expect(page).toHaveURL(/\/bookings\/LC-[0-9A-Z]{6}$/);
  for (const name of names) await expect(page.getByRole("cell", { name, exact: true })).toBeVisible();
  await expect(page.getByTestId("booking-total")).toHaveText(total);
});

test("near me: a refused location says so; an area or the browser's location sorts labs by distance", async ({
  page,
  context,
}) => {
  await page.goto(`/tests/${TESTS.cbc.slug}?sort=distance`);
  await expect(page.getByRole("heading", { level: 1, name: TESTS.cbc.name })).toBeVisible();
  await expect(page.getByText("To sort by distance, use your location or choose your area.")).toBeVisible();

  // Refused (no permission granted): the shared message, nothing chosen.
  await page.getByRole("button", { name: "Use my location" }).click();
  await expect(
    page.getByText("We could not get your location. Choose your area from the list instead."),
  ).toBeVisible();

  // An area from the list (grouped by emirate): distances in km, nearest first, kept in the URL.
  await choose(page, "Or choose your area", "Al Barsha");
  await expect(page).toHaveURL(/area=[0-9a-f-]{36}/);
  await expect(page.getByText("Distances from Al Barsha, Dubai", { exact: false })).toBeVisible();
  const km = (texts: string[]) => texts.map((t) => Number(/([\d.]+) km away/.exec(t)?.[1]));
  const fromArea = km(await page.getByTestId("offer-location").allInnerTexts());
  expect(fromArea.every((d) => Number.isFinite(d))).toBe(true);
  expect(fromArea).toEqual([...fromArea].sort((a, b) => a - b));

  // The browser's location (Dubai Marina), once allowed.
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: 25.0805, longitude: 55.1403 });
  await page.getByRole("button", { name: "Use my location" }).click();
  await expect(page).toHaveURL(/near=25\.08\d*%2C55\.14|near=25\.08\d*,55\.14/);
  await expect(page.getByText("Distances from your location", { exact: false })).toBeVisible();
  const fromMe = km(await page.getByTestId("offer-location").allInnerTexts());
  expect(fromMe).toEqual([...fromMe].sort((a, b) => a - b));

  // Remembered on /labs: nearest first with the distance.
  await page.goto("/labs");
  await expect(page.getByText(/labs across the UAE, nearest first/)).toBeVisible();
  const labs = (await page.getByTestId("lab-distance").allInnerTexts()).map((t) =>
    Number(/([\d.]+) km/.exec(t)?.[1]),
  );
  expect(labs.length).toBeGreaterThan(5);
  expect(labs).toEqual([...labs].sort((a, b) => a - b));
});

test("'Show more labs' is a plain link that adds labs, with and without JavaScript", async ({
  page,
  browser,
}) => {
  const { labCount } = await trpcQuery<{ labCount: number }>(page, "catalog.tests.byId", {
    id: TESTS.cbc.slug,
    limit: 0,
  });
  expect(labCount).toBeGreaterThan(10);
  const after = Math.min(labCount, 40);

  // The server's page holds the first ten; the link asks for thirty more.
  await page.goto(`/tests/${TESTS.cbc.slug}?labs=10`);
  const cards = page.getByTestId("offer-card");
  await expect(cards).toHaveCount(10);
  await expect(page.getByTestId("compare-count")).toHaveText(`${labCount} labs`);
  const more = page.getByRole("link", { name: "Show more labs" });
  await expect(more).toHaveAttribute("href", /[?&]labs=40(&|$)/);
  await more.click();
  await expect(page).toHaveURL(/[?&]labs=40(&|$)/);
  await expect(cards).toHaveCount(after);
  if (after === labCount) await expect(more).toHaveCount(0);

  // Without JavaScript the link loads the longer page from the server.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto(`/tests/${TESTS.cbc.slug}?labs=10`);
  const rows = noJs.getByTestId("compare-table").locator("tbody tr");
  await expect(rows).toHaveCount(10);
  await noJs.getByRole("link", { name: "Show more labs" }).click();
  await expect(noJs).toHaveURL(/[?&]labs=40(&|$)/);
  await expect(rows).toHaveCount(after);
  await context.close();
});

test("a lab page shows its prices a page at a time, and searches them on the server", async ({ page }) => {
  const slug = "corniche-helix-laboratory";
  const { count } = await trpcQuery<{ count: number }>(page, "catalog.labs.prices", { id: slug, limit: 1 });
  expect(count).toBeGreaterThan(5);
  await page.goto(`/labs/${slug}?prices=5`);
  const prices = page.getByRole("region", { name: "Price list" }).getByRole("link", { name: /^Book / });
  await expect(prices).toHaveCount(5);
  const more = page.getByRole("link", { name: /^Show \d+ more$/ });
  await expect(more).toHaveAttribute("href", /[?&]prices=45(&|$)/);
  await more.click();
  await expect(prices).toHaveCount(Math.min(count, 45));

  // A search replaces the list with the server's matches, from the first page.
  await page.getByRole("searchbox", { name: "Search this lab's tests" }).fill("vitamin d");
  await expect(page).toHaveURL(/[?&]q=vitamin(\+|%20)d(&|$)/);
  await expect(page).not.toHaveURL(/prices=/);
  await expect(page.getByTestId("lab-prices-count")).toHaveText(new RegExp(` of ${count} tests$`));
  await expect(prices.first()).toHaveAttribute("aria-label", /Vitamin D/i);
});

test("no page scrolls sideways at 320 px", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await signUp(page, `narrow-${Date.now()}@example.com`);
  const cbc = await trpcQuery<{ id: string; offers: Array<{ lab: { id: string; slug: string } }> }>(
    page,
    "catalog.tests.byId",
    { id: TESTS.cbc.slug },
  );
  const tsh = await trpcQuery<{ id: string }>(page, "catalog.tests.byId", { id: TESTS.tsh.slug });
  const lab = cbc.offers[0]!.lab;
  const pages: Array<[string, string, RegExp | string]> = [
    ["home", "/", /Lab Tests Made Simple/],
    ["search", "/search?q=vitamin%20d&emirate=Dubai", /Search Results for/],
    ["test", `/tests/${TESTS.cbc.slug}?home=1&sort=total`, TESTS.cbc.name],
    // Two tests in the basket: the header shows its count.
    ["basket", `/basket?tests=${cbc.id},${tsh.id}`, "Your basket"],
    ["labs", "/labs", "Partner Labs"],
    ["lab", `/labs/${lab.slug}`, /./],
    ["booking", `/book/${cbc.id}?lab=${lab.id}&tests=${tsh.id}`, /^Book Tests: /],
  ];
  for (const [label, path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const [scrollWidth, innerWidth] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    await testInfo.attach(`${label}-320.png`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: "image/png",
    });
    expect(scrollWidth, `${label} (${path}) scrolls sideways`).toBeLessThanOrEqual(innerWidth);
    // The fixed navigation bar does not count in scrollWidth: nothing in it may stick out either.
    const headerRight = await page.evaluate(() =>
      Math.max(...[...document.querySelectorAll("header *")].map((e) => e.getBoundingClientRect().right)),
    );
    expect(headerRight, `${label}: the navigation bar fits`).toBeLessThanOrEqual(innerWidth);
  }
});
