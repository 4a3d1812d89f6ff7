/**
 * Arabic pages say everything in Arabic: every patient page under /ar is walked as the server sends it
 * (JavaScript off) and once the app has taken it over, and no Latin word may appear outside names,
 * codes, units, the brand, emails and elements marked `lang="en"` (e2e/latin-text.ts has the
 * allowlist). Text that exists only in English (a test's preparation, blog posts) is shown inside
 * such an element, after an Arabic note that it is in English, and keeps its warnings.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { weeklyClosureDay } from "@labcompare/domain/calendar";
import { latinLeaks } from "./latin-text";
import { dubaiDate, signInDemoPatient, trpcQuery } from "./patient-helpers";
import { expect, test } from "./fixtures";

type Texts = Record<string, unknown>;
const LOCALES = join(import.meta.dirname, "../apps/web/src/i18n/locales/ar");
/** The Arabic text of `ns:path.to.key`, with `{{values}}` filled in. */
function ar(key: string, values: Record<string, string> = {}): string {
  const [ns, path] = key.split(":") as [string, string];
  const tree = JSON.parse(readFileSync(join(LOCALES, `${ns}.json`), "utf8")) as Texts;
  const text = path.split(".").reduce<unknown>((node, part) => (node as Texts)[part], tree);
  if (typeof text !== "string") throw new Error(`No Arabic text ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}

interface Catalogue {
  vitaminD: string;
  tsh: string;
  tshCategory: string;
  rare: string;
  labSlug: string;
  postId: string;
  /** The post's English title: its page's tab title is its name. */
  postTitle: string;
  labIds: string[];
}

/**
 * The reasons of the labs' dated closures from today for 62 days: an admin's words, shown as written
 * (the console's lab form takes no Arabic one), as a post's title is. Weekly closures are translated.
 */
async function closureReasons(page: Page, labIds: string[]): Promise<string[]> {
  const reasons = new Set<string>();
  for (const labId of labIds) {
    const { days } = await trpcQuery<{ days: Array<{ closedReason: string | null }> }>(
      page,
      "booking.availability",
      {
        labId,
        from: dubaiDate(0),
        days: 62,
      },
    );
    for (const { closedReason } of days)
      if (closedReason && weeklyClosureDay(closedReason) === null) reasons.add(closedReason);
  }
  return [...reasons];
}

/** Ids of the pages walked: tests (one offered by few labs, so a basket lab card lists what it lacks), a lab, a post. */
async function catalogue(page: Page): Promise<Catalogue> {
  const test = (id: string) =>
    trpcQuery<{ id: string; category: { id: string } | null }>(page, "catalog.tests.byId", { id });
  const [vitaminD, tsh, rare] = await Promise.all([
    test("vitamin-d-test"),
    test("thyroid-function-tsh"),
    test("whole-exome-sequencing-wes"),
  ]);
  const labs = await trpcQuery<Array<{ id: string; slug: string }>>(page, "catalog.labs.list", {});
  const [post] = await trpcQuery<Array<{ id: string; title: string }>>(page, "content.blog.list");
  return {
    vitaminD: vitaminD.id,
    tsh: tsh.id,
    tshCategory: tsh.category!.id,
    rare: rare.id,
    labSlug: labs[0]!.slug,
    postId: post!.id,
    postTitle: post!.title,
    labIds: labs.map((l) => l.id),
  };
}

/** The public pages under /ar (the server renders most of them; the sign-in and booking form are the browser's). */
function publicPaths(c: Catalogue): string[] {
  const list = encodeURIComponent("فيتامين د\nالغدة الدرقية\nCBC");
  return [
    "/ar/",
    "/ar/search",
    `/ar/search?q=${encodeURIComponent("فيتامين")}`,
    `/ar/tests/${c.vitaminD}`,
    `/ar/product/${c.tshCategory}/test/${c.tsh}`,
    `/ar/product/${c.tshCategory}`,
    "/ar/labs",
    `/ar/labs/${c.labSlug}`,
    `/ar/basket?tests=${c.vitaminD},${c.tsh},${c.rare}`,
    `/ar/basket?list=${list}`,
    "/ar/resources",
    "/ar/resources?tab=resources",
    `/ar/blog/${c.postId}`,
    "/ar/about",
    "/ar/faqs",
    "/ar/terms",
    "/ar/privacy",
    "/ar/cookies",
    "/ar/auth",
    "/ar/auth?mode=signup",
    `/ar/book/${c.vitaminD}`,
  ];
}

/** Scrolls through the page (sections hydrate as they come into view) and waits for its data. */
async function settle(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // A page that keeps polling never goes idle: its data has arrived by then.
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.describe.configure({ timeout: 600_000 });

test("Arabic pages as the server sends them (JavaScript off) have no English outside names, codes and lang=en", async ({
  browser,
  page,
}) => {
  const c = await catalogue(page);
  const paths = publicPaths(c);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  const leaks: string[] = [];
  for (const path of paths) {
    await noJs.goto(path);
    leaks.push(...(await latinLeaks(noJs, [c.postTitle])).map((leak) => `${path} ${leak}`));
  }
  await context.close();
  expect(leaks).toEqual([]);
});

test("Arabic pages after hydration, signed out and signed in, have no English outside names, codes and lang=en", async ({
  page,
}) => {
  const c = await catalogue(page);
  const leaks: string[] = [];
  const names = [c.postTitle, ...(await closureReasons(page, c.labIds))];
  const walk = async (path: string) => {
    await page.goto(path);
    await settle(page);
    leaks.push(...(await latinLeaks(page, names)).map((leak) => `${path} ${leak}`));
  };
  for (const path of publicPaths(c)) await walk(path);

  await signInDemoPatient(page);
  const [booking] = await trpcQuery<Array<{ reference: string; patientName: string }>>(
    page,
    "booking.listMine",
  );
  // The patient's own name, as written, is a name too.
  names.push(booking!.patientName);
  for (const path of ["/ar/dashboard", "/ar/results", "/ar/profile", `/ar/bookings/${booking!.reference}`])
    await walk(path);
  expect(leaks).toEqual([]);
});

test("English-only text is marked as English after an Arabic note, and keeps its warnings; the server titles a search by its query", async ({
  page,
}) => {
  const c = await catalogue(page);
  await page.goto(`/ar/product/${c.tshCategory}/test/${c.tsh}`);
  const english = page.locator('[lang="en"][dir="ltr"]').filter({ hasText: /biotin/ });
  await expect(english.first()).toBeVisible();
  await expect(english.first()).toHaveText(/^If you take biotin supplements, stop them for 48 hours/);
  const alert = page.getByRole("alert").filter({ has: english });
  await expect(alert).toContainText(ar("common:preparation.noFasting"));
  await expect(alert).toContainText(ar("common:englishOnlyInline"));

  // The server's head of /ar/search?q=cbc already names the query, as the app then does.
  const html = await (await page.request.get("/ar/search?q=cbc")).text();
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)![1]!;
  expect(title).toContain(ar("search:seoTitleQuery", { q: "cbc" }));
  await page.goto("/ar/search?q=cbc");
  await expect(page).toHaveTitle(title.replace(/&amp;/g, "&"));
});
