/**
 * From a doctor's list to a confirmed appointment, as a new patient on a phone (390 × 844), counting
 * actions as the product's goal does: an action is one tap or click, one field filled, or one choice
 * from a list; scrolling and moving the keyboard focus are not actions. Each journey starts on the
 * home page with "CBC, Vitamin D, TSH, HbA1c" and books all four at the lab the basket calls
 * cheapest, in at most 8 actions for a lab visit and 10 for home collection:
 *  1. by touch, lab visit;
 *  2. by touch, home collection (the basket's switch, then the address);
 *  3. by keyboard alone, lab visit (Tab presses are counted apart and printed, not as actions).
 * Each ends on the booking's page with the four tests at that lab; the keyboard journey runs axe on
 * every page it passes (moving and cancelling the booking by keyboard: keyboard.spec.ts).
 */
import type { Locator, Page } from "@playwright/test";
import { expectAccessible } from "./axe";
import { expect, test } from "./fixtures";

const LIST = "CBC, Vitamin D, TSH, HbA1c";
const TEST_NAMES = [/Complete Blood Count/i, /Vitamin D/i, /TSH|Thyroid/i, /HbA1c|Glycated/i];
const PASSWORD = "a long password for the list";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
// Each journey signs a new patient up (password hashing, the strength check's dictionaries) and books.
test.describe.configure({ timeout: 180_000 });

/** The actions of one journey, in order, for the report when the count is over. */
class Actions {
  readonly done: string[] = [];
  tabs = 0;
  constructor(private readonly page: Page) {}
  async tap(target: Locator, what: string) {
    await target.tap();
    this.done.push(`tap ${what}`);
  }
  async fill(target: Locator, value: string, what: string) {
    await target.fill(value);
    this.done.push(`fill ${what}`);
  }
  /** Tabs until `target` has the focus (not actions), then types `value` into it (one action). */
  async typeInto(target: Locator, value: string, what: string) {
    await this.tabTo(target);
    await this.page.keyboard.type(value);
    this.done.push(`type ${what}`);
  }
  /** Tabs until `target` has the focus, then presses `key` on it (one action). */
  async press(target: Locator, key: "Enter" | " ", what: string) {
    await this.tabTo(target);
    await this.page.keyboard.press(key === " " ? "Space" : key);
    this.done.push(`${key === " " ? "Space" : key} on ${what}`);
  }
  async tabTo(target: Locator, max = 120) {
    await target.waitFor();
    for (let i = 0; i < max; i++) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await this.page.keyboard.press("Tab");
      this.tabs++;
    }
    throw new Error(`${max} Tab presses did not reach ${target.toString()}`);
  }
}

/** The cheapest complete lab's card on the basket: its name and total ("480.00 AED"). */
async function cheapestCard(page: Page) {
  const card = page.locator('[data-testid="basket-lab"][data-cheapest="true"]');
  await expect(card).toHaveCount(1, { timeout: 20_000 });
  const lab = (await card.getByRole("heading", { level: 3 }).innerText()).trim();
  const total = (await card.getByTestId("basket-lab-total").innerText()).trim();
  return {
    card,
    lab,
    total,
    book: card.getByRole("link", { name: `Book at ${lab} – ${total}`, exact: true }),
  };
}

/** The booking page after the submit: the reference, the lab and the four tests. */
async function expectBooked(page: Page, lab: string) {
  await expect(page).toHaveURL(/\/bookings\/LC-[0-9A-Z]{6}$/, { timeout: 30_000 });
  const main = page.locator("main");
  await expect(main.getByText(lab).first()).toBeVisible();
  for (const name of TEST_NAMES) await expect(main.getByText(name).first()).toBeVisible();
}

const listBox = (page: Page) => page.getByRole("textbox", { name: "Paste or type your doctor's list" });
const firstFreeTime = (page: Page) =>
  page
    .getByRole("radiogroup", { name: /^Times on / })
    .getByRole("radio")
    .first();
const account = (page: Page) => page.getByTestId("booking-account");

test("by touch, a lab visit for a four-test list takes at most 8 actions from the home page", async ({
  page,
}) => {
  const act = new Actions(page);
  await page.goto("/");
  await act.fill(listBox(page), LIST, "the doctor's list");
  await act.tap(page.getByRole("button", { name: "Compare labs for these 4 tests" }), "compare");

  await expect(page).toHaveURL(/\/basket\?/);
  const cheapest = await cheapestCard(page);
  await act.tap(cheapest.book, cheapest.lab);

  await expect(page.getByRole("radio", { name: /Lab visit/ })).toBeChecked();
  await act.fill(account(page).getByRole("textbox", { name: "Patient name" }), "Layla Haddad", "name");
  await act.fill(
    account(page).getByRole("textbox", { name: "Email" }),
    `list-touch-${Date.now()}@example.com`,
    "email",
  );
  await act.fill(account(page).getByRole("textbox", { name: "Password" }), PASSWORD, "password");
  await act.tap(firstFreeTime(page), "the first free time");
  await act.tap(page.getByRole("button", { name: "Book Test" }), "Book Test");

  await expectBooked(page, cheapest.lab);
  console.log(`lab visit by touch: ${act.done.length} actions: ${act.done.join("; ")}`);
  expect(act.done.length, act.done.join("; ")).toBeLessThanOrEqual(8);
});

test("by touch, home collection for a four-test list takes at most 10 actions from the home page", async ({
  page,
}) => {
  const act = new Actions(page);
  await page.goto("/");
  await act.fill(listBox(page), LIST, "the doctor's list");
  await act.tap(page.getByRole("button", { name: "Compare labs for these 4 tests" }), "compare");

  await expect(page).toHaveURL(/\/basket\?/);
  await act.tap(page.getByRole("switch", { name: /Home collection/ }), "home collection");
  await expect(page).toHaveURL(/home=1/);
  const cheapest = await cheapestCard(page);
  await act.tap(cheapest.book, cheapest.lab);

  await expect(page.getByRole("radio", { name: /Home collection/ })).toBeChecked();
  await act.fill(account(page).getByRole("textbox", { name: "Patient name" }), "Omar Khalil", "name");
  await act.fill(
    account(page).getByRole("textbox", { name: "Email" }),
    `list-home-${Date.now()}@example.com`,
    "email",
  );
  await act.fill(account(page).getByRole("textbox", { name: "Password" }), PASSWORD, "password");
  await act.fill(
    page.getByRole("textbox", { name: "Address" }),
    "Villa 12, Street 4, Al Barsha 2",
    "address",
  );
  await act.tap(firstFreeTime(page), "the first free window");
  await act.tap(page.getByRole("button", { name: "Book Test" }), "Book Test");

  await expectBooked(page, cheapest.lab);
  console.log(`home collection by touch: ${act.done.length} actions: ${act.done.join("; ")}`);
  expect(act.done.length, act.done.join("; ")).toBeLessThanOrEqual(10);
});

test("by keyboard alone, a lab visit for a four-test list takes at most 8 actions from the home page", async ({
  page,
}) => {
  const act = new Actions(page);
  await page.goto("/");
  await expectAccessible(page, "home page");
  await act.typeInto(listBox(page), LIST, "the doctor's list");
  await act.press(page.getByRole("button", { name: "Compare labs for these 4 tests" }), "Enter", "compare");

  await expect(page).toHaveURL(/\/basket\?/);
  const cheapest = await cheapestCard(page);
  await expectAccessible(page, "basket");
  await act.press(cheapest.book, "Enter", cheapest.lab);

  await expect(page.getByRole("radio", { name: /Lab visit/ })).toBeChecked();
  await expectAccessible(page, "booking form");
  await act.press(firstFreeTime(page), " ", "the first free time");
  await expect(firstFreeTime(page)).toHaveAttribute("aria-checked", "true");
  await act.typeInto(account(page).getByRole("textbox", { name: "Patient name" }), "Sara Nasser", "name");
  await act.typeInto(
    account(page).getByRole("textbox", { name: "Email" }),
    `list-keys-${Date.now()}@example.com`,
    "email",
  );
  await act.typeInto(account(page).getByRole("textbox", { name: "Password" }), PASSWORD, "password");
  await act.press(page.getByRole("button", { name: "Book Test" }), "Enter", "Book Test");

  await expectBooked(page, cheapest.lab);
  await expectAccessible(page, "confirmation page");
  console.log(
    `lab visit by keyboard: ${act.done.length} actions and ${act.tabs} Tab presses: ${act.done.join("; ")}`,
  );
  expect(act.done.length, act.done.join("; ")).toBeLessThanOrEqual(8);
});
