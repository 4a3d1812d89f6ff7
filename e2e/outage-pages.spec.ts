/**
 * What a patient sees when the database is briefly away while a page loads its data in the browser:
 * the server's 503 message with a "Try again" button, and the page once the database is back.
 * The server's own 503 under a real outage is apps/server/test/outage.test.ts; here the browser's
 * requests for one procedure get that answer (the body the server sends) until the outage ends.
 */
import type { Page } from "@playwright/test";
import { trpcQuery } from "./patient-helpers";
import { expect, test } from "./fixtures";

const OUTAGE_MESSAGE = "The service is briefly unavailable. Please try again in a moment.";

/**
 * Until the returned function is called, `procedure` answers 503 as in an outage; the other
 * procedures of the same batched request get the server's real answers.
 */
async function outageFor(page: Page, procedure: string): Promise<() => Promise<void>> {
  const proceduresOf = (url: URL) => (url.pathname.split("/trpc/")[1] ?? "").split(",");
  const matches = (url: URL) => proceduresOf(url).includes(procedure);
  const handler = async (route: Parameters<Parameters<Page["route"]>[1]>[0]) => {
    const url = new URL(route.request().url());
    const error = {
      error: {
        json: {
          message: OUTAGE_MESSAGE,
          code: -32603,
          data: { code: "SERVICE_UNAVAILABLE", httpStatus: 503 },
        },
      },
    };
    if (url.searchParams.get("batch") !== "1") {
      await route.fulfill({
        status: 503,
        headers: { "retry-after": "5" },
        contentType: "application/json",
        body: JSON.stringify(error),
      });
      return;
    }
    const real = (await (await route.fetch()).json()) as unknown[];
    const answers = proceduresOf(url).map((name, i) => (name === procedure ? error : real[i]));
    await route.fulfill({ status: 207, contentType: "application/json", body: JSON.stringify(answers) });
  };
  await page.route(matches, handler);
  return () => page.unroute(matches, handler);
}

/** Moves to `path` inside the app (no page load), as a click on a link does. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

test("a test page that could not load says the service is briefly unavailable, and Try again shows it", async ({
  page,
}) => {
  const lipid = await trpcQuery<{ id: string; name: string }>(page, "catalog.tests.byId", {
    id: "lipid-profile",
  });
  await page.goto("/");
  const endOutage = await outageFor(page, "catalog.tests.byId");
  await navigateInApp(page, `/tests/${lipid.id}`);
  await expect(page.getByText(OUTAGE_MESSAGE).first()).toBeVisible();
  await endOutage();
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: lipid.name })).toBeVisible();
});

test("a category page whose tests could not load says so with Try again, then lists them", async ({
  page,
}) => {
  const lipid = await trpcQuery<{ category: { id: string } | null }>(page, "catalog.tests.byId", {
    id: "lipid-profile",
  });
  const categoryId = lipid.category!.id;
  await page.goto("/");
  const endOutage = await outageFor(page, "catalog.tests.byCategory");
  await navigateInApp(page, `/product/${categoryId}`);
  // The page's alert (the toast that also says so has no button).
  const alert = page
    .getByRole("alert")
    .filter({ hasText: OUTAGE_MESSAGE })
    .filter({ has: page.getByRole("button", { name: "Try again" }) });
  await expect(alert).toBeVisible();
  await endOutage();
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByRole("link", { name: /Lipid Profile/ }).first()).toBeVisible();
});
