/**
 * From a doctor's list to a confirmed appointment, as a new patient on a phone (390 × 844), counting
 * actions as the product's goal does: an action is one tap or click, one field filled, or one choice
 * from a list; scrolling and moving the keyboard focus are not actions. Each journey starts on the
 * home page with "CBC, Vitamin D, TSH, HbA1c" and books all four at the lab the basket calls
 * cheapest, in at most 10 actions for a lab visit and 12 for home collection (a new patient's date
 * of birth and sex included):
 *  1. by touch, lab visit;
 *  2. by touch, home collection in Dubai and in Abu Dhabi (one choice on the basket sets the mode and
 *     the emirate, which the booking form starts with; then the address);
 *  3. by keyboard alone, lab visit (Tab presses are counted apart and printed, not as actions).
 * Each ends on the booking's page with the four tests at that lab; the keyboard journey runs axe on
 * every page it passes (moving and cancelling the booking by keyboard: keyboard.spec.ts).
 */
import type { Page } from "@playwright/test";
import { expectAccessible } from "./axe";
import { expect, test } from "./fixtures";
import { Actions } from "./journey-actions";
import {
  account,
  compareListByTouch,
  dateOfBirth,
  female,
  fillNewPatientByTouch,
  firstFreeTime,
  listBox,
} from "./list-helpers";
import { emirateField } from "./patient-helpers";

const LIST = "CBC, Vitamin D, TSH, HbA1c";
const TEST_NAMES = [/Complete Blood Count/i, /Vitamin D/i, /TSH|Thyroid/i, /HbA1c|Glycated/i];
const PASSWORD = "a long password for the list";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
// Each journey signs a new patient up (password hashing, the strength check's dictionaries) and books.
test.describe.configure({ timeout: 180_000 });

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

test("by touch, a lab visit for a four-test list takes at most 10 actions from the home page", async ({
  page,
}) => {
  const act = new Actions(page);
  await compareListByTouch(page, act, LIST);
  const cheapest = await cheapestCard(page);
  await act.tap(cheapest.book, cheapest.lab);

  await expect(page.getByRole("radio", { name: /Lab visit/ })).toBeChecked();
  await fillNewPatientByTouch(page, act, {
    name: "Layla Haddad",
    email: `list-touch-${Date.now()}@example.com`,
    password: PASSWORD,
  });
  await act.tap(firstFreeTime(page), "the first free time");
  await act.tap(page.getByRole("button", { name: "Book Test" }), "Book Test");

  await expectBooked(page, cheapest.lab);
  console.log(`lab visit by touch: ${act.done.length} actions: ${act.done.join("; ")}`);
  expect(act.done.length, act.done.join("; ")).toBeLessThanOrEqual(10);
});

// One choice on the basket sets both home collection and its emirate; the booking form starts there.
for (const emirate of ["Dubai", "Abu Dhabi"]) {
  test(`by touch, home collection in ${emirate} for a four-test list takes at most 12 actions from the home page`, async ({
    page,
  }) => {
    const act = new Actions(page);
    await compareListByTouch(page, act, LIST);
    const choice = page.getByRole("link", { name: `Home collection in ${emirate}` });
    await act.tap(choice, `home collection in ${emirate}`);
    await expect(page).toHaveURL(/home=1/);
    await expect(page).toHaveURL(new RegExp(`emirate=${emirate.replace(" ", "(\\+|%20)")}`));
    await expect(choice).toHaveAttribute("aria-current", "true");
    const cheapest = await cheapestCard(page);
    await expect(cheapest.card).toContainText(emirate);
    await act.tap(cheapest.book, cheapest.lab);

    await expect(page.getByRole("radio", { name: /Home collection/ })).toBeChecked();
    await expect(emirateField(page)).toHaveValue(emirate);
    await fillNewPatientByTouch(page, act, {
      name: "Omar Khalil",
      email: `list-home-${Date.now()}@example.com`,
      password: PASSWORD,
    });
    await act.fill(
      page.getByRole("textbox", { name: "Address" }),
      "Villa 12, Street 4, Al Barsha 2",
      "address",
    );
    await act.tap(firstFreeTime(page), "the first free window");
    await act.tap(page.getByRole("button", { name: "Book Test" }), "Book Test");

    await expectBooked(page, cheapest.lab);
    await expect(
      page.locator("main").getByText(`Villa 12, Street 4, Al Barsha 2, ${emirate}`).first(),
    ).toBeVisible();
    console.log(`home collection in ${emirate} by touch: ${act.done.length} actions: ${act.done.join("; ")}`);
    expect(act.done.length, act.done.join("; ")).toBeLessThanOrEqual(12);
  });
}

test("by keyboard alone, a lab visit for a four-test list takes at most 10 actions from the home page", async ({
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
  // The date field takes the digits of its month, day and year in turn (en-US: mm/dd/yyyy).
  await act.typeInto(dateOfBirth(page), "05011990", "date of birth");
  await act.press(female(page), " ", "sex");
  await act.press(page.getByRole("button", { name: "Book Test" }), "Enter", "Book Test");

  await expectBooked(page, cheapest.lab);
  await expectAccessible(page, "confirmation page");
  console.log(
    `lab visit by keyboard: ${act.done.length} actions and ${act.tabs} Tab presses: ${act.done.join("; ")}`,
  );
  expect(act.done.length, act.done.join("; ")).toBeLessThanOrEqual(10);
});
