/**
 * Accessibility: axe-core (WCAG 2.0, 2.1 and 2.2 A and AA rules) over every public route, the cookie-consent
 * banner, and the signed-in pages (booking form with slots, confirmation page and its reschedule and
 * cancel dialogs, dashboard tabs), against the production build and the seeded
 * database. A page fails on any violation of impact "serious" or "critical"; every violation
 * (including minor and moderate ones) is printed to help fixing.
 */
import type { Browser } from "@playwright/test";
import { dismissToasts, expectAccessible, settle } from "./axe";
import { expect, test } from "./fixtures";
import { nonFridayDate, pickDate, signUp, slotButton, trpcQuery } from "./patient-helpers";

interface Ids {
  categoryId: string;
  testPath: string;
  testId: string;
  secondTestId: string;
  postId: string;
}

let ids: Ids;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const categories = await trpcQuery<Array<{ id: string; testCount: number }>>(
    page,
    "catalog.categories.list",
  );
  const category = categories.find((c) => c.testCount > 0)!;
  const tests = await trpcQuery<Array<{ id: string }>>(page, "catalog.tests.byCategory", {
    categoryId: category.id,
  });
  const posts = await trpcQuery<Array<{ id: string }>>(page, "content.blog.list");
  expect(posts.length, "the seed publishes blog posts").toBeGreaterThan(0);
  ids = {
    categoryId: category.id,
    testId: tests[0]!.id,
    secondTestId: tests[1]?.id ?? tests[0]!.id,
    testPath: `/product/${category.id}/test/${tests[0]!.id}`,
    postId: posts[0]!.id,
  };
  await page.close();
});

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
});

const PUBLIC_ROUTES: Array<{ label: string; path: () => string; heading: RegExp | string }> = [
  { label: "home", path: () => "/", heading: /Lab Tests Made Simple/ },
  { label: "search", path: () => "/search?q=cbc", heading: /Search Results for/ },
  {
    label: "search with a lab filter",
    path: () => "/search?q=&lab=corniche-helix-laboratory",
    heading: /Search Results for/,
  },
  { label: "category", path: () => `/product/${ids.categoryId}`, heading: /./ },
  { label: "test", path: () => ids.testPath, heading: /./ },
  { label: "resources (blog posts)", path: () => "/resources", heading: "Blog & Resources" },
  {
    label: "resources (health resources)",
    path: () => "/resources?tab=resources",
    heading: "Blog & Resources",
  },
  { label: "blog post", path: () => `/blog/${ids.postId}`, heading: /./ },
  {
    label: "missing blog post",
    path: () => "/blog/00000000-0000-4000-8000-000000000000",
    heading: "Post Not Found",
  },
  { label: "labs", path: () => "/labs", heading: "Partner Labs" },
  { label: "lab page", path: () => "/labs/corniche-helix-laboratory", heading: "Corniche Helix Laboratory" },
  {
    label: "test with filters (table with totals)",
    path: () => `${ids.testPath}?emirate=Dubai&home=1&sort=total`,
    heading: /./,
  },
  { label: "basket (empty)", path: () => "/basket", heading: "Your basket" },
  {
    label: "basket with tests",
    path: () => `/basket?tests=${ids.testId},${ids.secondTestId}&home=1`,
    heading: "Your basket",
  },
  { label: "about", path: () => "/about", heading: "About LabCompare UAE" },
  { label: "faqs", path: () => "/faqs", heading: "Frequently Asked Questions" },
  { label: "terms", path: () => "/terms", heading: "Terms of Service" },
  { label: "privacy", path: () => "/privacy", heading: "Privacy Policy" },
  { label: "cookies", path: () => "/cookies", heading: "Cookie Policy" },
  { label: "auth", path: () => "/auth", heading: /./ },
  { label: "not found", path: () => "/no-such-page", heading: "Oops! Page not found" },
];

test.describe("public pages have no serious or critical axe violations", () => {
  for (const route of PUBLIC_ROUTES) {
    test(route.label, async ({ page }) => {
      await page.goto(route.path());
      await expect(page.getByRole("heading", { level: 1, name: route.heading }).first()).toBeVisible();
      await expectAccessible(page, route.label);
    });
  }

  test("faqs with an answer open", async ({ page }) => {
    await page.goto("/faqs");
    await page.getByRole("button", { name: "How do I pay?" }).click();
    await expect(page.getByText("You pay the lab directly")).toBeVisible();
    await expectAccessible(page, "faqs (open)");
  });

  test("labs filtered by emirate", async ({ page }) => {
    await page.goto("/labs");
    await page.getByText(/^Abu Dhabi \(\d+\)$/).click();
    await expect(page).toHaveURL(/emirate=Abu(\+|%20)Dhabi/);
    await expect(page.getByText(/labs? in Abu Dhabi/)).toBeVisible();
    await expectAccessible(page, "labs (Abu Dhabi)");
  });

  test("test page on a phone: comparison cards with filters open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${ids.testPath}?sort=total&home=1`);
    await expect(page.getByTestId("offer-card").first()).toBeVisible();
    // The filters fold behind their <details> summary on a phone.
    await page
      .locator("summary")
      .filter({ hasText: /^Filters/ })
      .click();
    await expectAccessible(page, "test (mobile, filters open)");
  });

  test("lab page on a phone with its price list searched", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/labs/corniche-helix-laboratory");
    await page.getByRole("searchbox", { name: "Search this lab's tests" }).fill("vitamin");
    await expect(page.getByTestId("lab-prices-count")).toHaveText(/of \d+ tests/);
    await expectAccessible(page, "lab page (mobile, searched)");
  });

  test("home on a phone-sized screen with the menu open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: /menu/i }).first().click();
    await expectAccessible(page, "home (mobile, menu open)");
  });
});

test.describe("cookie consent", () => {
  /**
   * A page in a context of its own that serves every page with the analytics-id meta tag the server
   * writes when an analytics ID is set; `gtag` collects the requests for gtag.js. bypassCSP: the
   * server's Content-Security-Policy does not allow googletagmanager.com.
   */
  async function pageWithAnalyticsId(browser: Browser, baseURL: string) {
    const context = await browser.newContext({ bypassCSP: true, baseURL });
    const page = await context.newPage();
    const gtag: string[] = [];
    const site = new URL(baseURL).host;
    await page.route("https://www.googletagmanager.com/**", (route) => {
      gtag.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
    });
    await page.route(
      (url) =>
        url.host === site &&
        !/^\/(trpc|assets|health)(\/|$)/.test(url.pathname) &&
        !/\.[a-z0-9]+$/i.test(url.pathname),
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          "</head>",
          '<meta name="analytics-id" content="G-E2ETEST1"></head>',
        );
        await route.fulfill({ response, body: html });
      },
    );
    return { context, page, gtag };
  }

  test("the banner is accessible, and gtag.js loads only after Accept", async ({ browser, baseURL }) => {
    const { context, page, gtag } = await pageWithAnalyticsId(browser, baseURL!);

    await page.goto("/resources");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await expect(banner).toBeVisible();
    await expectAccessible(page, "cookie banner");
    expect(gtag, "no analytics before a choice").toEqual([]);

    await banner.getByRole("button", { name: "Accept analytics" }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => gtag.length).toBe(1);
    expect(gtag[0]).toBe("https://www.googletagmanager.com/gtag/js?id=G-E2ETEST1");

    // Remembered: no banner on the next visit, analytics loads again.
    await page.reload();
    await settle(page);
    await expect(banner).toBeHidden();
    expect(gtag.length).toBe(2);

    // "Cookie settings" in the footer reopens the choice.
    await page.getByRole("button", { name: "Cookie settings" }).click();
    await expect(banner).toBeVisible();
    await expect(banner).toBeFocused();
    await banner.getByRole("button", { name: "Reject" }).click();
    await expect(banner).toBeHidden();
    await context.close();
  });

  test("after Reject, gtag.js is never loaded", async ({ browser, baseURL }) => {
    const { context, page, gtag } = await pageWithAnalyticsId(browser, baseURL!);

    await page.goto("/");
    await page
      .getByRole("region", { name: "Cookie consent" })
      .getByRole("button", { name: "Reject" })
      .click();
    await page.reload();
    await settle(page);
    await page.getByRole("link", { name: "Partner Labs" }).first().click();
    await settle(page);
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
    expect(gtag).toEqual([]);
    expect(await page.locator('script[src*="googletagmanager.com"]').count()).toBe(0);
    await context.close();
  });

  test("without an analytics ID there is no banner", async ({ page }) => {
    await page.goto("/");
    await settle(page);
    await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
  });
});

test.describe("signed-in pages", () => {
  test("booking form, confirmation page with its dialogs, and dashboard tabs of a new patient", async ({
    page,
  }) => {
    // A long journey (sign-up, booking, two dialogs, two tabs), each step checked by axe.
    test.setTimeout(150_000);
    const email = `a11y-${Date.now()}@example.com`;
    await signUp(page, email);
    await expect(page.getByText("Profile Information")).toBeVisible();
    await expectAccessible(page, "dashboard (no bookings)");

    await page.goto(`/book/${ids.testId}`);
    await expect(page.getByRole("heading", { name: /^Book Test: / })).toBeVisible();
    await expectAccessible(page, "booking form");

    // The form's validation messages must be accessible too.
    await page.getByRole("button", { name: "Book Test" }).click();
    await expect(page.getByText("Please select a time").first()).toBeVisible();
    await expectAccessible(page, "booking form (with errors)");

    // A day chosen: the slot buttons; then home collection with its emirate select.
    const date = nonFridayDate(4);
    await pickDate(page.locator("form"), date);
    await expect(slotButton(page, "10:00")).toBeEnabled();
    // The validation toast above was checked while shown; fading out, it would read as low contrast.
    await dismissToasts(page);
    await expectAccessible(page, "booking form (slots)");
    await slotButton(page, "10:00").click();
    await page.getByRole("textbox", { name: "Patient name" }).fill("Layla Ahmed");
    await page.getByRole("button", { name: "Book Test" }).click();
    await expect(page).toHaveURL(/\/bookings\/LC-[0-9A-Z]{6}$/);
    await expect(page.getByTestId("booking-reference")).toBeVisible();
    await dismissToasts(page);
    await expectAccessible(page, "booking confirmation");

    await page.getByRole("button", { name: "Reschedule" }).click();
    const reschedule = page.getByRole("dialog", { name: "Reschedule booking" });
    await pickDate(reschedule, nonFridayDate(5) === date ? nonFridayDate(6) : nonFridayDate(5));
    await expect(slotButton(reschedule, "11:00")).toBeEnabled();
    await expectAccessible(page, "reschedule dialog");
    await reschedule.getByRole("button", { name: "Close" }).first().click();
    await expect(reschedule).toBeHidden();

    await page.getByRole("button", { name: "Cancel booking" }).click();
    await expect(page.getByRole("dialog", { name: "Cancel booking" })).toBeVisible();
    await expectAccessible(page, "cancel dialog");
    await page
      .getByRole("dialog", { name: "Cancel booking" })
      .getByRole("button", { name: "Keep booking" })
      .click();

    await page.goto("/dashboard");
    await expect(page.getByRole("tab", { name: "Upcoming (1)" })).toBeVisible();
    await expectAccessible(page, "dashboard (upcoming)");
    await page.getByRole("tab", { name: "Past (0)" }).click();
    await expect(page.getByText("No past bookings.")).toBeVisible();
    await expectAccessible(page, "dashboard (past)");
  });

  test("booking form with home collection chosen", async ({ page }) => {
    await signUp(page, `a11y-home-${Date.now()}@example.com`);
    // A lab with home collection: the cheapest offer of the test at such a lab.
    const test = await trpcQuery<{
      id: string;
      offers: Array<{ lab: { id: string; homeCollection: boolean; serviceEmirates: string[] } }>;
    }>(page, "catalog.tests.byId", { id: ids.testId });
    const lab = test.offers.find((o) => o.lab.homeCollection && o.lab.serviceEmirates.length > 0)!.lab;
    await page.goto(`/book/${ids.testId}?lab=${lab.id}`);
    await page.getByRole("radio", { name: /Home collection/ }).check();
    await expect(page.getByRole("textbox", { name: "Address" })).toBeVisible();
    await expectAccessible(page, "booking form (home collection)");
  });
});
