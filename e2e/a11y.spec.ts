/**
 * Accessibility: axe-core (WCAG 2.0/2.1 A and AA rules) over every public route, the cookie-consent
 * banner, and the signed-in booking form and dashboard, against the production build and the seeded
 * database. A page fails on any violation of impact "serious" or "critical"; every violation
 * (including minor and moderate ones) is printed to help fixing.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING = new Set(["serious", "critical"]);

/** The JSON of a tRPC query (superjson: body.result.data.json). */
async function trpcQuery<T>(page: Page, path: string, input?: unknown): Promise<T> {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  const response = await page.request.get(`/trpc/${path}${query}`);
  expect(response.ok(), `GET /trpc/${path}`).toBeTruthy();
  const body = (await response.json()) as { result: { data: { json: T } } };
  return body.result.data.json;
}

/** Waits until the page has rendered its data: no loading skeletons or spinners, fonts and network settled. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  // Let entrance transitions (hero fade-in, tab panels) finish so colours are final.
  await page.waitForTimeout(400);
}

/** Runs axe on the page, prints every violation, and fails on serious or critical ones. */
async function expectAccessible(page: Page, label: string) {
  await settle(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  for (const v of results.violations) {
    console.log(`[axe] ${label}: ${v.impact ?? "unknown"} ${v.id} – ${v.help} (${v.nodes.length} node(s)) ${v.helpUrl}`);
    for (const node of v.nodes.slice(0, 5)) {
      console.log(`        ${node.target.join(" ")}\n          ${node.failureSummary?.replace(/\n/g, "\n          ")}`);
    }
  }
  const blocking = results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ""))
    .map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(blocking, `serious/critical axe violations on ${label}`).toEqual([]);
}

interface Ids {
  categoryId: string;
  testPath: string;
  testId: string;
  postId: string;
}

let ids: Ids;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const categories = await trpcQuery<Array<{ id: string; testCount: number }>>(page, "catalog.categories.list");
  const category = categories.find((c) => c.testCount > 0)!;
  const tests = await trpcQuery<Array<{ id: string }>>(page, "catalog.tests.byCategory", { categoryId: category.id });
  const posts = await trpcQuery<Array<{ id: string }>>(page, "content.blog.list");
  expect(posts.length, "the seed publishes blog posts").toBeGreaterThan(0);
  ids = {
    categoryId: category.id,
    testId: tests[0]!.id,
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
  { label: "search with a lab filter", path: () => "/search?q=&lab=corniche-helix-laboratory", heading: /Search Results for/ },
  { label: "category", path: () => `/product/${ids.categoryId}`, heading: /./ },
  { label: "test", path: () => ids.testPath, heading: /./ },
  { label: "resources (blog posts)", path: () => "/resources", heading: "Blog & Resources" },
  { label: "resources (health resources)", path: () => "/resources?tab=resources", heading: "Blog & Resources" },
  { label: "blog post", path: () => `/blog/${ids.postId}`, heading: /./ },
  { label: "missing blog post", path: () => "/blog/00000000-0000-4000-8000-000000000000", heading: "Post Not Found" },
  { label: "labs", path: () => "/labs", heading: "Partner Labs" },
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

  test("home on a phone-sized screen with the menu open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: /menu/i }).first().click();
    await expectAccessible(page, "home (mobile, menu open)");
  });
});

test.describe("cookie consent", () => {
  /** Serves every page with the analytics-id meta tag the server writes when an analytics ID is set. */
  async function withAnalyticsId(page: Page, gtagRequests: string[], baseURL: string) {
    const site = new URL(baseURL).host;
    await page.route("https://www.googletagmanager.com/**", (route) => {
      gtagRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
    });
    await page.route(
      (url) => url.host === site && !/^\/(trpc|assets|health)(\/|$)/.test(url.pathname) && !/\.[a-z0-9]+$/i.test(url.pathname),
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace("</head>", '<meta name="analytics-id" content="G-E2ETEST1"></head>');
        await route.fulfill({ response, body: html });
      },
    );
  }

  test("the banner is accessible, and gtag.js loads only after Accept", async ({ browser, baseURL }) => {
    // bypassCSP: the server's Content-Security-Policy does not (yet) allow googletagmanager.com.
    const context = await browser.newContext({ bypassCSP: true, baseURL });
    const page = await context.newPage();
    const gtag: string[] = [];
    await withAnalyticsId(page, gtag, baseURL!);

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
    const context = await browser.newContext({ bypassCSP: true, baseURL });
    const page = await context.newPage();
    const gtag: string[] = [];
    await withAnalyticsId(page, gtag, baseURL!);

    await page.goto("/");
    await page.getByRole("region", { name: "Cookie consent" }).getByRole("button", { name: "Reject" }).click();
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
  test("booking form and dashboard of a new patient", async ({ page }) => {
    const email = `a11y-${Date.now()}@example.com`;
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Create Account" }).click();
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByRole("textbox", { name: "Password" }).fill("a long password");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Profile Information")).toBeVisible();
    await expectAccessible(page, "dashboard");

    await page.goto(`/book/${ids.testId}`);
    await expect(page.getByRole("heading", { name: /^Book Test: / })).toBeVisible();
    await expectAccessible(page, "booking form");

    // The form's validation messages must be accessible too.
    await page.getByRole("button", { name: "Book Test" }).click();
    await expect(page.getByText("Please select a date").first()).toBeVisible();
    await expectAccessible(page, "booking form (with errors)");
  });
});
