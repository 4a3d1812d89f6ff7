/**
 * Server rendering of the public pages: the HTML carries the page's content and data, so
 * a browser without JavaScript (a crawler, a phone still downloading the scripts) sees the test, its
 * labs and prices; then React takes the page over without a hydration error, on a phone and on a
 * desktop, and the page works.
 */
import { devices, type Page } from "@playwright/test";
import { aedText, trpcQuery } from "./patient-helpers";
import { expect, test } from "./fixtures";

interface TestDetail {
  id: string;
  name: string;
  category: { id: string } | null;
  offers: Array<{ priceAed: number; lab: { name: string } }>;
}

/** Page errors and console errors (React reports hydration mismatches there) while `run` runs. */
async function errorsDuring(page: Page, run: () => Promise<void>): Promise<string[]> {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await run();
  return errors;
}

test("without JavaScript, a test page shows the test, every lab and its price", async ({ browser, page }) => {
  const test = await trpcQuery<TestDetail>(page, "catalog.tests.byId", { id: "lipid-profile" });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  const response = await noJs.goto(`/tests/${test.id}`);
  expect(response?.status()).toBe(200);
  await expect(noJs.getByRole("heading", { level: 1, name: test.name })).toBeVisible();
  const table = noJs.getByTestId("compare-table");
  for (const offer of test.offers.slice(0, 5)) {
    await expect(
      table
        .getByRole("row")
        .filter({ hasText: offer.lab.name })
        .filter({ hasText: aedText(offer.priceAed) })
        .first(),
    ).toBeVisible();
  }
  // The search page's results are in the HTML too.
  await noJs.goto("/search?q=lipid");
  await expect(noJs.getByRole("heading", { name: /Search Results for "lipid"/ })).toBeVisible();
  await expect(noJs.getByRole("link", { name: `Compare prices for ${test.name}` })).toBeVisible();
  await context.close();
});

test("a page whose data is older than its staleTime (from the page cache) hydrates without errors", async ({
  browser,
  page,
}) => {
  const test = await trpcQuery<TestDetail>(page, "catalog.tests.byId", { id: "lipid-profile" });
  const [lab] = await trpcQuery<Array<{ slug: string }>>(page, "catalog.labs.list", {});
  const context = await browser.newContext();
  const p = await context.newPage();
  // The server's page cache can hand out HTML rendered minutes ago; a browser clock ten minutes ahead
  // makes every embedded query that old, so React Query refetches each on mount.
  await p.clock.setSystemTime(new Date(Date.now() + 10 * 60_000));
  const paths = [
    "/",
    "/search?q=cbc",
    `/product/${test.category!.id}`,
    `/tests/${test.id}`,
    "/labs",
    `/labs/${lab!.slug}`,
    "/resources",
  ];
  for (const path of paths) {
    const errors = await errorsDuring(p, async () => {
      await p.goto(path);
      await p.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    });
    expect(errors, path).toEqual([]);
  }
  // The refetch still happens (catalog.search in a batched request after the load) and its results show.
  const refetch = p.waitForResponse(
    (r) =>
      r.ok() && (new URL(r.url()).pathname.split("/trpc/")[1] ?? "").split(",").includes("catalog.search"),
  );
  await p.goto("/search?q=cbc");
  await refetch;
  await expect(p.getByTestId("result-count")).toContainText(/\d+ tests? found/);
  await context.close();
});

test("a lab page's today mark follows the browser's clock and hydrates without errors", async ({
  browser,
  page,
}) => {
  const [lab] = await trpcQuery<Array<{ slug: string }>>(page, "catalog.labs.list", {});
  const context = await browser.newContext();
  const p = await context.newPage();
  // HTML from the page cache was rendered earlier; a clock three and a half days ahead puts the
  // browser on another weekday and another side of any opening hour than the server's render.
  const browserNow = new Date(Date.now() + 3.5 * 24 * 60 * 60_000);
  await p.clock.setSystemTime(browserNow);
  const errors = await errorsDuring(p, async () => {
    await p.goto(`/labs/${lab!.slug}`);
    await p.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  });
  expect(errors).toEqual([]);
  const weekday = new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: "Asia/Dubai" }).format(
    browserNow,
  );
  const today = p.getByTestId("lab-hours").locator('tr[aria-current="date"]');
  await expect(today).toHaveCount(1);
  await expect(today.getByRole("rowheader")).toContainText(weekday);
  await expect(today).toContainText(/Open now|Closed now/);
  await context.close();
});

for (const device of ["desktop", "phone"] as const) {
  test(`public pages hydrate without errors (${device})`, async ({ browser, page }) => {
    const test = await trpcQuery<TestDetail>(page, "catalog.tests.byId", { id: "lipid-profile" });
    const context = await browser.newContext(device === "phone" ? devices["Pixel 7"] : {});
    const p = await context.newPage();
    const paths = [
      "/",
      "/search?q=cbc",
      `/product/${test.category!.id}`,
      `/product/${test.category!.id}/test/${test.id}`,
      "/labs",
      "/faqs",
    ];
    for (const path of paths) {
      const errors = await errorsDuring(p, async () => {
        const response = await p.goto(path);
        // Rendered on the server: the root holds the page before any script runs.
        expect(await response!.text(), path).toContain('id="ssr-state"');
        await p.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      });
      expect(errors, path).toEqual([]);
    }
    // The hydrated test page works: the home-collection filter narrows the list and goes into the URL.
    await p.goto(`/product/${test.category!.id}/test/${test.id}`);
    await p.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    if (device === "phone")
      await p
        .locator("summary")
        .filter({ hasText: /^Filters/ })
        .click();
    await p.getByRole("switch", { name: /home collection/i }).click();
    await expect(p).toHaveURL(/home=1/);
    await context.close();
  });
}

/** Records, from the page's first script on, every name a basket row's Remove button has had. */
async function recordRemoveLabels(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { removeLabels: string[] }).removeLabels = seen;
    const note = () => {
      for (const button of document.querySelectorAll("[data-remove-test]")) {
        const label = button.getAttribute("aria-label") ?? "";
        if (!seen.includes(label)) seen.push(label);
      }
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { removeLabels: string[] }).removeLabels);
}

test("the basket on arrival: the URL's tests named in the server's HTML, else skeleton rows, never 'no longer available' before the answer", async ({
  page,
}) => {
  const names = ["Complete Blood Count (CBC)", "Vitamin D Test"];
  const labels = names.map((name) => `Remove ${name}`);
  const cbc = await trpcQuery<TestDetail>(page, "catalog.tests.byId", { id: "complete-blood-count-cbc" });
  // Rendered on the server, for a list and for a shared basket's tests.
  for (const path of [`/basket?list=${encodeURIComponent("CBC, Vitamin D")}`, `/basket?tests=${cbc.id}`]) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain(`aria-label="${labels[0]}"`);
    expect(html, path).not.toContain("no longer available");
  }

  // Reached in the browser from the home page's list box: the names come after the page.
  const seenLabels = await recordRemoveLabels(page);
  await page.goto("/");
  await page.getByRole("textbox", { name: "Paste or type your doctor's list" }).fill("CBC, Vitamin D");
  await page.getByRole("button", { name: "Compare labs for these 2 tests" }).click();
  await expect(page).toHaveURL(/\/basket\?/);
  const rows = page.getByTestId("basket-tests");
  for (const name of names) await expect(rows.getByRole("link", { name })).toBeVisible();
  expect((await seenLabels()).sort()).toEqual([...labels].sort());
});
