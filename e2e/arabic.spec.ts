/**
 * The site in Arabic, right to left, on a 390 px phone against the production build:
 *  1. The whole journey: search "فيتامين د" on the Arabic home page → the test's page → book at the
 *     cheapest lab as a new patient (the account made inline) → the confirmation → the email, in Arabic.
 *  2. No page scrolls sideways at 320 and 390 px (home, search, test, basket, booking form, labs, a
 *     lab, and the demo patient's results record, its test and labs named in Arabic), each page's
 *     screenshot attached to the report, and axe finds no violation on the Arabic pages.
 * Labels come from the Arabic resources (apps/web/src/i18n/locales/ar), so wording changes there
 * do not break the journey; what the test checks is that the page shows them.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expectAccessible } from "./axe";
import { waitForMail } from "./mail-helpers";
import { nonFridayDate, signInDemoPatient, trpcQuery } from "./patient-helpers";
import { expect, test } from "./fixtures";
import { TEST_OFFER_LIMIT_MAX } from "@labcompare/domain/offer-compare";

// A phone's browser: the host renders the phone layout (offer cards, not the wide table) into the first HTML.
const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
test.use({ viewport: { width: 390, height: 844 }, userAgent: PHONE_UA });

type Texts = Record<string, unknown>;
const LOCALES = join(import.meta.dirname, "../apps/web/src/i18n/locales/ar");
/** The Arabic text of `ns:path.to.key`, with `{{values}}` filled in. */
function ar(key: string, values: Record<string, string | number> = {}): string {
  const [ns, path] = key.split(":") as [string, string];
  const tree = JSON.parse(readFileSync(join(LOCALES, `${ns}.json`), "utf8")) as Texts;
  const text = path.split(".").reduce<unknown>((node, part) => (node as Texts)[part], tree);
  if (typeof text !== "string") throw new Error(`No Arabic text ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

/** The calendar's label of `date` in Arabic ("الثلاثاء، 24 نوفمبر 2026"), as formatLongDate writes it. */
function arabicLongDate(date: string): string {
  return new Intl.DateTimeFormat("ar-AE-u-nu-latn", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

/** Clicks `date` in the Arabic calendar inside `scope`, unfolding it and moving months as needed. */
async function pickArabicDate(scope: Locator, date: string) {
  await expect(scope.getByRole("group", { name: ar("appointments:slotPicker.dateLabel") })).toBeVisible();
  const unfold = scope.getByRole("button", { name: ar("appointments:slotPicker.changeDate") });
  if (await unfold.isVisible()) await unfold.click();
  const next = scope.getByRole("button", { name: ar("appointments:slotPicker.nextMonth") });
  for (let i = 0; i < 3; i++) {
    await expect(scope.getByRole("status", { name: ar("appointments:slotPicker.loadingDates") })).toHaveCount(
      0,
    );
    const day = scope.getByRole("gridcell", { name: arabicLongDate(date), exact: true });
    if ((await day.count()) > 0) {
      await day.click();
      await expect(day).toHaveAttribute("aria-selected", "true");
      return;
    }
    await next.click();
  }
  throw new Error(`${date} is not in the next three months of the calendar`);
}

/** The page is Arabic and right to left, and nothing on it is wider than the screen. */
async function expectArabicFits(page: Page, label: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${label}: page wider than the screen`).toBeLessThanOrEqual(innerWidth);
}

test('a new patient searches "فيتامين د", books at the cheapest lab and reads the confirmation and the email in Arabic', async ({
  page,
}) => {
  const email = `arabic-${Date.now()}@example.com`;
  await page.goto("/ar/");
  await expectArabicFits(page, "home");
  await expect(page.getByRole("heading", { level: 1, name: ar("home:hero.title") })).toBeVisible();

  // Search in Arabic: the Vitamin D test comes first, under its Arabic name.
  const box = page
    .getByRole("searchbox", { name: ar("common:searchBox.label") })
    .or(page.getByRole("textbox", { name: ar("common:searchBox.label") }))
    .first();
  await box.fill("فيتامين د");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/ar\/search\?q=/);
  const compare = page.getByRole("link", {
    name: ar("search:result.compareLabel", { name: "فيتامين د" }),
    exact: true,
  });
  await expect(compare).toBeVisible();
  await compare.click();

  // The test's page in Arabic; its labs compared, the cheapest first.
  await expect(page).toHaveURL(/\/ar\/(tests|product)\//);
  await expect(page.getByRole("heading", { level: 1, name: "فيتامين د" })).toBeVisible();
  await expectArabicFits(page, "test page");
  const book = page
    .getByRole("link", { name: new RegExp(`^${ar("testDetail:compare.bookLabel", { lab: "" })}`) })
    .first();
  await book.click();

  // The booking form as a visitor: the account is made inline.
  await expect(page).toHaveURL(/\/ar\/book\//);
  const form = page.locator("form");
  await form.getByRole("textbox", { name: ar("booking:patientName") }).fill("مريم سعيد");
  await form.getByRole("textbox", { name: ar("booking:email") }).fill(email);
  await form.getByRole("textbox", { name: ar("booking:password") }).fill("a long password");
  await form.getByLabel(ar("family:dateOfBirth")).fill("1990-05-01");
  await form.getByRole("radio", { name: ar("family:sex.female"), exact: true }).check();
  await pickArabicDate(form, nonFridayDate(3));
  await form.getByRole("radio", { name: /^10:00/ }).click();
  await expectArabicFits(page, "booking form");
  await page.getByRole("button", { name: ar("booking:submit") }).click();

  // The confirmation, in Arabic, with the reference kept left to right.
  await expect(page).toHaveURL(/\/ar\/bookings\/LC-[0-9A-Z]{6}$/, { timeout: 20_000 });
  const reference = /LC-[0-9A-Z]{6}$/.exec(page.url())![0];
  await expect(page.getByText(ar("booking:successMessage"))).toBeVisible();
  await expect(page.getByText(ar("bookingDetail:referenceLabel"))).toBeVisible();
  await expect(page.locator("bdi[dir=ltr]").filter({ hasText: reference }).first()).toBeVisible();
  await expectArabicFits(page, "confirmation");
  // What to expect, in Arabic: the sample type (blood) by its Arabic name.
  await expect(
    page.getByTestId("booking-next-steps").getByText(ar("testDetail:sampleTypes.blood"), { exact: true }),
  ).toBeVisible();

  // The calendar file, from the Arabic page: written in Arabic.
  const calendarLink = page.getByRole("link", { name: ar("bookingDetail:addToCalendar") });
  await expect(calendarLink).toHaveAttribute("href", `/ar/bookings/${reference}.ics`);
  const download = await page.request.get(`/ar/bookings/${reference}.ics`);
  expect(download.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect((await download.text()).replace(/\r\n[ \t]/g, "")).toMatch(/^SUMMARY:تحليل في /m);

  // The email, in Arabic: the account was made on an Arabic page; its calendar event too.
  const mail = await waitForMail(email, new RegExp(`^تم (استلام|تأكيد) الحجز ${reference}`));
  expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  expect(mail.text).toContain("مريم سعيد");
  const event = mail.attachments.find((a) => a.contentType.startsWith("text/calendar"));
  expect(event!.content.toString().replace(/\r\n[ \t]/g, "")).toMatch(/^SUMMARY:تحليل في /m);
});

test("a lab's page, its offers on a test page and the booking form give the lab's Arabic name, area and address; static pages keep their Arabic meta description", async ({
  page,
}) => {
  await page.goto("/ar/labs/ghafwood-labs");
  await expect(page.getByRole("heading", { level: 1, name: "مختبرات غافوود" })).toBeVisible();
  await expect(page.getByText("البرشاء، دبي", { exact: true })).toBeVisible();
  await expect(
    page.getByText("مكتب 102، مركز برشاء هايتس الطبي، البرشاء 1، بالقرب من مول الإمارات، دبي"),
  ).toBeVisible();

  // Every lab offering Vitamin D, by its Arabic name and place.
  const vitaminD = await trpcQuery<{ id: string }>(page, "catalog.tests.byId", { id: "vitamin-d-test" });
  await page.goto(`/ar/tests/${vitaminD.id}`);
  const cards = page.getByTestId("offer-card");
  await expect(cards.first()).toBeVisible();
  const arabicOnly = /^[\u0600-\u06FF\s،]+$/;
  for (const card of await cards.all()) {
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(arabicOnly);
    await expect(card.getByTestId("offer-location")).toHaveText(/^[\u0600-\u06FF\s]+، (دبي|أبوظبي|الشارقة)/);
  }

  // The booking form at the first lab: its name and address beside the calendar, in Arabic.
  const firstLab = (await cards.first().getByRole("heading", { level: 3 }).textContent())!;
  await cards
    .first()
    .getByRole("link", { name: new RegExp(`^${ar("testDetail:compare.bookLabel", { lab: "" })}`) })
    .click();
  await expect(page).toHaveURL(/\/ar\/book\//);
  await expect(page.getByText(firstLab, { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId("booking-summary")).toContainText(firstLab);
  // Latin letters only in the currency code (AED), as the Arabic pages write prices.
  await expect(page.getByTestId("booking-summary")).not.toContainText(/(?!AED)[A-Za-z]{3}/);

  // Static pages keep their Arabic meta description once the app has taken over (client-side navigation too).
  await page.goto("/ar/labs");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /^[^A-Za-z]*[\u0600-\u06FF]/,
  );
  await page.goto("/ar/faqs");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /^[^A-Za-z]*[\u0600-\u06FF]/,
  );
});

test("the booking form in Arabic: days and times move with the reading direction; the lab's hours in Arabic, the time zone left to right", async ({
  page,
}) => {
  const vitaminD = await trpcQuery<{ id: string }>(page, "catalog.tests.byId", { id: "vitamin-d-test" });
  await page.goto(`/ar/book/${vitaminD.id}`);
  const form = page.locator("form");
  const picked = nonFridayDate(3);
  await pickArabicDate(form, picked);

  // The calendar's days: Left is the next open day on a right-to-left page, Right the previous one;
  // past the month's last open day, Left goes on into the next month.
  const focusedDate = () =>
    page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.date ?? null);
  const openDays = await form
    .locator('[role="gridcell"][data-date]:not([disabled])')
    .evaluateAll((days) => days.map((d) => (d as HTMLElement).dataset.date!));
  const from = Math.min(openDays.indexOf(picked), openDays.length - 2);
  expect(from, "two open days in the month").toBeGreaterThanOrEqual(0);
  await form.locator(`[role="gridcell"][data-date="${openDays[from]}"]`).focus();
  await page.keyboard.press("ArrowLeft");
  expect(await focusedDate()).toBe(openDays[from + 1]);
  await page.keyboard.press("ArrowRight");
  expect(await focusedDate()).toBe(openDays[from]);
  const lastOpen = openDays.at(-1)!;
  await form.locator(`[role="gridcell"][data-date="${lastOpen}"]`).focus();
  await page.keyboard.press("ArrowLeft");
  await expect.poll(focusedDate).toMatch(new RegExp(`^(?!${lastOpen.slice(0, 7)})\\d{4}-\\d{2}-\\d{2}$`));
  await page.keyboard.press("ArrowRight");
  await expect.poll(focusedDate).toBe(lastOpen);

  const times = form.getByRole("radiogroup").first();
  const first = times.locator('[role="radio"][tabindex="0"]');
  await first.focus();
  const order = await times
    .locator('[role="radio"]')
    .evaluateAll((radios) => radios.map((r) => (r as HTMLElement).dataset.time));
  const firstTime = await first.getAttribute("data-time");
  expect(firstTime).toBe(order[0]);
  // Left is forward on a right-to-left page: the next time (not the last, as Left-is-back would wrap to); Right goes back.
  await page.keyboard.press("ArrowLeft");
  const second = times.locator('[role="radio"][aria-checked="true"]');
  await expect(second).toHaveAttribute("data-time", order[1]!);
  await expect(second).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(times.locator('[role="radio"][aria-checked="true"]')).toHaveAttribute("data-time", firstTime!);

  // The time zone stays left to right inside the Arabic note; the hours line is Arabic.
  await expect(page.locator("bdi[dir=ltr]").filter({ hasText: /^GST, UTC\+4$/ })).toBeVisible();
  await expect(page.getByText(/يوميًا|مفتوح على مدار|من السبت إلى|من الأحد إلى/).first()).toBeVisible();
});

for (const width of [320, 390]) {
  test(`Arabic pages fit a ${width} px screen and pass axe`, async ({ page }, testInfo) => {
    // Eight pages, each screenshotted and (at 390 px) run through axe, and a sign-in.
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 844 });
    const vitaminD = await trpcQuery<{ id: string }>(page, "catalog.tests.byId", { id: "vitamin-d-test" });
    const cbc = await trpcQuery<{ id: string }>(page, "catalog.tests.byId", {
      id: "complete-blood-count-cbc",
    });
    const pages: Array<[string, string]> = [
      ["home", "/ar/"],
      ["search", "/ar/search?q=%D9%81%D9%8A%D8%AA%D8%A7%D9%85%D9%8A%D9%86%20%D8%AF"],
      ["test", `/ar/tests/${vitaminD.id}`],
      ["basket", `/ar/basket?tests=${vitaminD.id},${cbc.id}`],
      ["booking form", `/ar/book/${vitaminD.id}`],
      ["labs", "/ar/labs"],
      ["lab", "/ar/labs/ghafwood-labs"],
    ];
    const check = async (label: string) => {
      await expectArabicFits(page, label);
      await testInfo.attach(`${label} at ${width} px`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: "image/png",
      });
      if (width === 390) await expectAccessible(page, `${label} (Arabic)`);
    };
    for (const [label, path] of pages) {
      await page.goto(path);
      await check(label);
    }

    // The results record of the demo patient (seeded: HbA1c 6.1 → 5.9 → 5.8 %, high), in Arabic.
    await signInDemoPatient(page);
    await page.goto("/ar/results");
    await expect(page.getByRole("heading", { level: 1, name: ar("results:heading") })).toBeVisible();
    const hba1c = page
      .getByTestId("result-series")
      .filter({ has: page.getByTestId("series-points").getByText("6.1 %") });
    await expect(hba1c.getByTestId("series-points").getByText(ar("results:flags.H")).first()).toBeVisible();
    await expect(
      hba1c.getByRole("img", {
        name: new RegExp(`^${ar("results:chartLabel", { name: "" }).replace(/:.*$/, "")}`),
      }),
    ).toBeVisible();
    // The test and its labs by their Arabic names in the catalogue, not the English ones.
    const hba1cTest = await trpcQuery<{
      name: string;
      nameAr: string;
      offers: { lab: { name: string; nameAr: string } }[];
    }>(page, "catalog.tests.byId", { id: "glycated-hemoglobin-hba1c", limit: TEST_OFFER_LIMIT_MAX });
    await expect(hba1c.getByRole("heading", { level: 3 })).toHaveText(hba1cTest.nameAr);
    const points = await hba1c.getByTestId("series-points").innerText();
    const labs = hba1cTest.offers.map((o) => o.lab);
    // The demo's visits were at two of the labs offering the test.
    expect(labs.filter((l) => points.includes(l.nameAr)).length).toBeGreaterThanOrEqual(2);
    expect(labs.filter((l) => points.includes(l.name)).map((l) => l.name)).toEqual([]);
    await check("results");
  });
}
