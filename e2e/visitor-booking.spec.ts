/**
 * A visitor books without a detour to sign in, on a 390×844 phone against the production build:
 *  1. From the basket's "Book at {lab} – {total}" to a confirmed booking: name, email, password, a
 *     time and one submit create the account and the booking; the name lands in the profile.
 *  2. A returning patient chooses "I have an account" and books with email and password; the name
 *     comes from the profile.
 *  3. Failed submits (email already registered, then a wrong password) keep everything typed.
 *  4. The basket remembers home collection and emirate, never calls a lab-visit price cheapest
 *     under home collection, and hands mode and emirate to the booking form.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { trpcMutation } from "./admin-helpers";
import { expect, test } from "./fixtures";
import {
  aedText,
  emirateField,
  fillPersonDetails,
  nonFridayDate,
  pickDate,
  slotButton,
  trpcQuery,
} from "./patient-helpers";

test.use({ viewport: { width: 390, height: 844 } });

const PASSWORD = "a long password";

async function testId(page: Page, slug: string): Promise<string> {
  return (await trpcQuery<{ id: string }>(page, "catalog.tests.byId", { id: slug })).id;
}

/**
 * An account made over HTTP (the `request` fixture keeps its own cookies: the visitor's page stays
 * signed out), with a name on its profile when given.
 */
async function existingAccount(
  request: APIRequestContext,
  email: string,
  name?: { first: string; last: string },
) {
  await trpcMutation(request, "auth.signUp", { email, password: PASSWORD });
  if (name)
    await trpcMutation(request, "profile.update", {
      firstName: name.first,
      lastName: name.last,
      dateOfBirth: "1984-07-09",
      sex: "male",
    });
}

test("a visitor goes from the basket's Book button to a confirmed booking with name, email, password, a time and one submit", async ({
  page,
}) => {
  const email = `visitor-${Date.now()}@example.com`;
  const ids = [await testId(page, "complete-blood-count-cbc"), await testId(page, "vitamin-d-test")];
  await page.goto(`/basket?tests=${ids.join(",")}`);
  const first = page.getByTestId("basket-lab").first();
  await expect(first).toHaveAttribute("data-cheapest", "true");
  const labName = (await first.getByRole("heading", { level: 3 }).innerText()).trim();
  const total = (await first.getByTestId("basket-lab-total").innerText()).trim();

  await first.getByRole("link", { name: `Book at ${labName} – ${total}`, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Book Tests: / })).toBeVisible();
  await expect(page).toHaveURL(/\/book\//);
  await expect(page.getByText("Authentication required")).toHaveCount(0);
  await expect(page.getByRole("radio", { name: /Lab visit/ })).toBeChecked();
  await expect(page.getByTestId("booking-summary").getByTestId("booking-total")).toHaveText(total);

  const account = page.getByTestId("booking-account");
  await account.getByRole("textbox", { name: "Patient name" }).fill("Mariam Saeed");
  await account.getByRole("textbox", { name: "Email" }).fill(email);
  const password = account.getByRole("textbox", { name: "Password" });
  await password.fill(PASSWORD);
  // The show/hide button is the next Tab stop after the password.
  await password.press("Tab");
  await expect(account.getByRole("button", { name: "Show or hide password" })).toBeFocused();
  await fillPersonDetails(page);
  await pickDate(page.locator("form"), nonFridayDate(3));
  await slotButton(page, "10:00").click();
  await page.getByRole("button", { name: "Book Test" }).click();

  // One submit creates the account (the server's first sign-up loads the password-strength
  // dictionaries) and then the booking.
  await expect(page).toHaveURL(/\/bookings\/LC-[0-9A-Z]{6}$/, { timeout: 20_000 });
  await expect(page.getByText("Your booking has been submitted")).toBeVisible();
  await expect(page.getByText("Mariam Saeed")).toBeVisible();
  // The account is the patient's now: the name typed once is on the profile.
  await page.goto("/profile");
  await expect(page.getByRole("textbox", { name: "First name" })).toHaveValue("Mariam");
  await expect(page.getByRole("textbox", { name: "Last name" })).toHaveValue("Saeed");
});

test('a returning patient chooses "I have an account" and books with email and password', async ({
  page,
  request,
}) => {
  const email = `returning-${Date.now()}@example.com`;
  await existingAccount(request, email, { first: "Omar", last: "Haddad" });
  await page.goto(`/book/${await testId(page, "complete-blood-count-cbc")}`);
  await expect(page.getByRole("heading", { level: 1, name: /^Book Test: / })).toBeVisible();

  await page.getByRole("button", { name: "I have an account" }).click();
  const account = page.getByTestId("booking-account");
  await expect(account.getByRole("textbox", { name: "Email" })).toBeFocused();
  await expect(account.getByRole("textbox", { name: "Patient name" })).toHaveCount(0);
  await account.getByRole("textbox", { name: "Email" }).fill(email);
  await account.getByRole("textbox", { name: "Password" }).fill(PASSWORD);
  await pickDate(page.locator("form"), nonFridayDate(3));
  await slotButton(page, "11:00").click();
  await page.getByRole("button", { name: "Book Test" }).click();

  await expect(page).toHaveURL(/\/bookings\/LC-[0-9A-Z]{6}$/);
  await expect(page.getByText("Omar Haddad")).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});

test("failed submits keep what was typed: an email already registered, then a wrong password", async ({
  page,
  request,
}) => {
  const email = `taken-${Date.now()}@example.com`;
  await existingAccount(request, email);
  await page.goto(`/book/${await testId(page, "complete-blood-count-cbc")}`);
  await expect(page.getByRole("heading", { level: 1, name: /^Book Test: / })).toBeVisible();

  const account = page.getByTestId("booking-account");
  const name = account.getByRole("textbox", { name: "Patient name" });
  const emailBox = account.getByRole("textbox", { name: "Email" });
  const password = account.getByRole("textbox", { name: "Password" });
  const phone = account.getByRole("textbox", { name: "Phone" });
  const notes = page.getByRole("textbox", { name: "Additional notes" });
  await name.fill("Layla Nasser");
  await emailBox.fill(email);
  await password.fill("another long password");
  await phone.fill("050 123 4567");
  await notes.fill("Morning please");
  await fillPersonDetails(page);
  await pickDate(page.locator("form"), nonFridayDate(3));
  await slotButton(page, "09:00").click();
  await page.getByRole("button", { name: "Book Test" }).click();

  await expect(account.getByText("An account with this email already exists")).toBeVisible();
  await expect(emailBox).toBeFocused();
  await expect(page).toHaveURL(/\/book\//);
  await expect(name).toHaveValue("Layla Nasser");
  await expect(emailBox).toHaveValue(email);
  await expect(password).toHaveValue("another long password");
  await expect(phone).toHaveValue("050 123 4567");
  await expect(notes).toHaveValue("Morning please");

  // The same email and password under "I have an account": the password is wrong, still nothing lost.
  await page.getByRole("button", { name: "I have an account" }).click();
  await expect(emailBox).toHaveValue(email);
  await expect(password).toHaveValue("another long password");
  await page.getByRole("button", { name: "Book Test" }).click();
  await expect(account.getByText("Invalid email or password")).toBeVisible();
  await expect(password).toHaveValue("another long password");
  await expect(notes).toHaveValue("Morning please");

  // The right password books, with the name typed before (the profile has none).
  await password.fill(PASSWORD);
  await page.getByRole("button", { name: "Book Test" }).click();
  await expect(page).toHaveURL(/\/bookings\/LC-[0-9A-Z]{6}$/);
  await expect(page.getByText("Layla Nasser")).toBeVisible();
});

test("the basket remembers home collection and emirate, and its cheapest card is always for the mode shown", async ({
  page,
}) => {
  const ids = [await testId(page, "complete-blood-count-cbc"), await testId(page, "vitamin-d-test")];
  const basket = `/basket?tests=${ids.join(",")}`;
  await page.goto(basket);
  await expect(page.getByTestId("basket-lab").first()).toHaveAttribute("data-cheapest", "true");

  // Hold the home-collection comparison: meanwhile no lab may be called cheapest (the lab-visit
  // answer on screen is for the other mode).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(
    (url) =>
      url.pathname.includes("catalog.compareBasket") &&
      decodeURIComponent(url.search).includes('"homeCollection":true'),
    async (route) => {
      asked = true;
      await held;
      await route.continue();
    },
  );
  // One choice sets home collection and its emirate.
  const homeInDubai = page.getByRole("link", { name: "Home collection in Dubai" });
  await homeInDubai.click();
  await expect(page).toHaveURL(/home=1/);
  await expect(page).toHaveURL(/emirate=Dubai/);
  await expect.poll(() => asked).toBe(true);
  await expect(page.locator("[data-cheapest]")).toHaveCount(0);
  await expect(page.getByText("Cheapest for all your tests")).toHaveCount(0);
  release();

  const home = await trpcQuery<{ cheapestCompleteLabId: string; labs: Array<{ totalAed: string }> }>(
    page,
    "catalog.compareBasket",
    { testIds: ids, homeCollection: true, emirate: "Dubai" },
  );
  const cheapest = page.locator("[data-cheapest]");
  await expect(cheapest).toHaveAttribute("data-lab-id", home.cheapestCompleteLabId);
  await expect(cheapest.getByText("Home collection (one visit)")).toBeVisible();
  await expect(cheapest.getByTestId("basket-lab-total")).toHaveText(aedText(Number(home.labs[0]!.totalAed)));

  // Remembered: the basket's link without filters opens on home collection in Dubai.
  await page.goto(basket);
  await expect(homeInDubai).toHaveAttribute("aria-current", "true");
  await expect(emirateField(page)).toHaveValue("Dubai");

  // The Book button carries both to the booking form.
  const first = page.locator("[data-cheapest]");
  await expect(first).toHaveAttribute("data-lab-id", home.cheapestCompleteLabId);
  const book = first.getByRole("link", { name: /^Book at / });
  await expect(book).toHaveAttribute("href", /home=1/);
  await expect(book).toHaveAttribute("href", /emirate=Dubai/);
  await book.click();
  await expect(page.getByRole("heading", { level: 1, name: /^Book Tests: / })).toBeVisible();
  await expect(page.getByRole("radio", { name: /Home collection/ })).toBeChecked();
  await expect(emirateField(page)).toHaveValue("Dubai");
});
