/**
 * Every patient-side page on a 320 px phone, in English and Arabic, with no sideways scroll
 * (document.documentElement.scrollWidth ≤ 320) and no text cut at the edge (screen-fit.ts): the public pages as a visitor, the account pages as a
 * new patient whose email address is long (on the booking confirmation it must wrap), and the results
 * record as the demo patient. At 390 px /results lists every value in a card, whole on the screen, and
 * shows its frame (the heading) while the session check is still on its way, the record fetched beside it.
 */
import type { Page } from "@playwright/test";
import { trpcMutation, uid } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { firstOfferFreeSlot, signInDemoPatient, signUp, trpcQuery } from "./patient-helpers";
import { expectFitsWidth } from "./screen-fit";

const NARROW = { width: 320, height: 720 };
// A 320 px screen is a phone's: the host lays its pages out for a phone from the first HTML.
const PHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1";
const LANGUAGES = ["", "/ar"] as const;

/** Opens `path` in both languages once its data has arrived, and checks each fits the screen's width. */
async function expectFits(page: Page, label: string, path: string) {
  for (const prefix of LANGUAGES) {
    await page.goto(`${prefix}${path}`);
    await page.waitForLoadState("networkidle");
    await expectFitsWidth(page, `${label} (${prefix || "en"})`);
  }
}

test.use({ viewport: NARROW, userAgent: PHONE_UA });

test("public pages fit a 320 px screen in English and Arabic", async ({ page }) => {
  test.setTimeout(600_000);
  const categories = await trpcQuery<Array<{ id: string; testCount: number }>>(
    page,
    "catalog.categories.list",
  );
  const category = categories.find((c) => c.testCount > 0)!;
  const posts = await trpcQuery<Array<{ id: string }>>(page, "content.blog.list");
  const tests = ["vitamin-d-test", "complete-blood-count-cbc", "glycated-hemoglobin-hba1c"];
  const ids = await Promise.all(
    tests.map(async (id) => (await trpcQuery<{ id: string }>(page, "catalog.tests.byId", { id })).id),
  );
  const pages: Array<[string, string]> = [
    ["home", "/"],
    ["search", "/search"],
    ["search results", "/search?q=vitamin"],
    ["category", `/product/${category.id}`],
    ["test", `/tests/${ids[0]}`],
    ["labs", "/labs"],
    ["lab", "/labs/ghafwood-labs"],
    ["basket", `/basket?tests=${ids.join(",")}`],
    ["doctor's list", `/basket?list=${encodeURIComponent("CBC, vitamn d, TSH, qwxzv")}`],
    ["booking form", `/book/${ids[0]}`],
    ["blog", "/resources"],
    ["blog post", `/blog/${posts[0]!.id}`],
    ["about", "/about"],
    ["faqs", "/faqs"],
    ["terms", "/terms"],
    ["privacy", "/privacy"],
    ["cookies", "/cookies"],
    ["sign in", "/auth"],
    ["sign up", "/auth?tab=signup"],
    ["reset password", "/reset-password"],
  ];
  for (const [label, path] of pages) await expectFits(page, label, path);
});

test("a patient's pages fit a 320 px screen in English and Arabic, a long email address wrapping", async ({
  page,
}) => {
  test.setTimeout(600_000);
  // No hyphen or dot to break at: the address wraps only if the page lets it break anywhere.
  const email = `apatientwitharatherlongaddress${uid()}@familyclinicofdubai.example.com`;
  await signUp(page, email);
  const { testId, labId, slot } = await firstOfferFreeSlot(page, "complete-blood-count-cbc");
  const booking = await trpcMutation<{ reference: string }>(page.request, "booking.create", {
    testIds: [testId],
    labId,
    scheduledDate: slot.date,
    scheduledTime: slot.time,
    patientName: "Layla Nasser Abdulrahman Al Mansoori",
    patientEmail: email,
  });
  const pages: Array<[string, string]> = [
    ["booking confirmation", `/bookings/${booking.reference}`],
    ["dashboard", "/dashboard"],
    ["past bookings", "/dashboard?tab=past"],
    ["results tab", "/dashboard?tab=results"],
    ["profile", "/profile"],
    ["results (none yet)", "/results"],
  ];
  for (const [label, path] of pages) await expectFits(page, label, path);

  await page.context().clearCookies();
  await signInDemoPatient(page);
  await expectFits(page, "results", "/results");
  await expectFits(page, "demo dashboard results", "/dashboard?tab=results");
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  // A sign-in and two languages' pages, each value's box read: more than the default minute on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test("/results lists every value in a card, whole on the screen, with no sideways scroll", async ({
    page,
  }) => {
    await signInDemoPatient(page);
    for (const prefix of LANGUAGES) {
      await page.goto(`${prefix}/results`);
      const values = page.getByTestId("series-points").getByTestId("point-value");
      await expect(values.nth(2)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      for (const value of await values.all()) {
        const box = (await value.boundingBox())!;
        expect(box.x, `${await value.innerText()} starts on the screen`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${await value.innerText()} ends on the screen`).toBeLessThanOrEqual(390);
      }
      // No table to scroll sideways: one card a value.
      await expect(page.getByTestId("series-points").locator("table")).toHaveCount(0);
    }
  });

  test("/results shows its frame while the session check is on its way, the record requested beside it", async ({
    page,
  }) => {
    await signInDemoPatient(page);
    let releaseSession: () => void = () => {};
    const sessionHeld = new Promise<void>((resolve) => (releaseSession = resolve));
    const requested: string[] = [];
    await page.route(
      (url) => url.pathname.startsWith("/trpc/"),
      async (route) => {
        const path = new URL(route.request().url()).pathname;
        requested.push(path);
        if (path.includes("auth.me")) await sessionHeld;
        await route.continue();
      },
    );
    await page.goto("/results", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1, name: "My results" })).toBeVisible();
    await expect.poll(() => requested.some((p) => p.includes("results.timeline"))).toBe(true);
    releaseSession();
    await expect(page.getByTestId("series-latest").first()).toBeVisible();
  });
});
