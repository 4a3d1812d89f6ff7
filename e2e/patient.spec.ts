/**
 * The patient path end to end, in Chromium against the production build and a seeded database:
 * search "cbc" → compare labs → Book at a chosen lab → the booking form at once (the account is
 * asked in it) → book from the calendar and slot buttons → confirmation page → dashboard → profile.
 */
import { expect, test } from "./fixtures";
import { fillPersonDetails, longDate, nonFridayDate, pickDate, slotButton } from "./patient-helpers";

test("a visitor finds CBC, compares labs, books a slot at the chosen lab with a new account and sees it on the dashboard", async ({
  page,
}) => {
  const email = `patient-${Date.now()}@example.com`;

  await page.goto("/");
  // The home page's popular tests: the price with the struck-through original (CBC 85 / 120 AED).
  const popularCbc = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: /^Complete Blood Count \(CBC\)/ }) });
  await expect(popularCbc).toContainText("85.00 AED");
  await expect(popularCbc.locator("s")).toHaveText("120.00 AED");
  await page.getByRole("textbox", { name: "Search tests" }).first().fill("cbc");
  await page.getByRole("button", { name: "Search", exact: true }).first().click();
  await expect(page).toHaveURL(/\/search\?q=cbc/);
  await expect(page.getByRole("heading", { name: /Search Results for/ })).toBeVisible();

  await page.getByRole("link", { name: "Compare prices for Complete Blood Count (CBC)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Complete Blood Count (CBC)" })).toBeVisible();

  // Compare table: labs sorted by price; book at the second-cheapest to prove the choice is carried.
  const table = page
    .getByRole("region", { name: "Compare prices across labs" })
    .or(page.locator("section[aria-labelledby=compare-title]"));
  const rows = table.locator("tbody tr");
  expect(await rows.count()).toBeGreaterThan(2);
  const prices = (await rows.locator("td:nth-child(3)").allInnerTexts()).map((t) =>
    Number(t.replace(/[^\d.]/g, "")),
  );
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  expect(prices[0]).toBe(85); // CBC's listed price (seeded at its first lab)
  await expect(rows.first().locator("s")).toHaveText("120.00 AED");
  const chosen = rows.nth(1);
  const bookButton = chosen.getByRole("link", { name: /^Book at / });
  const labName = (await bookButton.getAttribute("aria-label"))!.replace(/^Book at /, "");
  const price = (await chosen.locator("td:nth-child(3)").innerText()).trim();
  expect(price).toMatch(/^\d[\d,]*\.\d{2} AED$/);
  await bookButton.click();

  // Visitors go straight to the booking form, with the chosen lab preselected and its price in the
  // summary; nobody is sent to sign in first.
  await expect(page.getByRole("heading", { name: "Book Test: Complete Blood Count (CBC)" })).toBeVisible();
  await expect(page).toHaveURL(/\/book\//);
  await expect(page.getByText("Authentication required")).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Lab" })).toHaveValue(
    new RegExp(`^${labName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
  );
  await expect(page.getByText(price).first()).toBeVisible();

  // The earliest free day is chosen already; submitting without a time asks for one and books nothing (nor creates the account).
  await expect(page.getByRole("radiogroup", { name: /^Times on / })).toBeVisible();
  await page.getByRole("textbox", { name: "Patient name" }).fill("Aisha Rahman");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Password" }).fill("a long password");
  await fillPersonDetails(page);
  await page.getByRole("button", { name: "Book Test" }).click();
  await expect(page.getByText("Please select a time").first()).toBeVisible();
  await expect(page).toHaveURL(/\/book\//);
  await expect(page.getByRole("link", { name: "Log In" }).first()).toBeAttached();

  // A day from the calendar (several days ahead, not a Friday) and a time from the slot buttons.
  const date = nonFridayDate(4);
  await pickDate(page.locator("form"), date);
  await slotButton(page, "10:00").click();
  await page.getByRole("button", { name: "Book Test" }).click();

  // One submit creates the account (the server's first sign-up loads the password-strength
  // dictionaries) and then the booking.
  await expect(page.getByText("Your booking has been submitted")).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/bookings\/LC-[0-9A-Z]{6}$/);
  const reference = page.url().split("/").pop()!;
  await expect(page.getByTestId("booking-reference")).toHaveText(reference);
  await expect(page.getByTestId("booking-when")).toHaveText(`${longDate(date)} at 10:00`);

  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const bookings = page
    .getByText("My Bookings")
    .locator("xpath=ancestor::*[contains(@class,'mantine-Card-root')][1]");
  await expect(bookings.getByRole("tab", { name: "Upcoming (1)" })).toHaveAttribute("aria-selected", "true");
  const item = bookings.locator(`[data-reference="${reference}"]`);
  await expect(item.getByText("Complete Blood Count (CBC)")).toBeVisible();
  await expect(item.getByText("Pending", { exact: true })).toBeVisible();
  await expect(item.getByText(price)).toBeVisible();
  await expect(item.getByText(labName)).toBeVisible();
  await expect(item.getByText(`${longDate(date)} at 10:00`)).toBeVisible();
  await bookings.getByRole("tab", { name: "Past (0)" }).click();
  await expect(bookings.getByText("No past bookings.")).toBeVisible();

  // The profile was filled from the booking; the phone is validated and shown formatted.
  await page.getByRole("link", { name: "Edit Profile" }).click();
  await expect(page.getByRole("textbox", { name: "First name" })).toHaveValue("Aisha");
  const phone = page.getByRole("textbox", { name: "Phone" });
  await phone.fill("12345");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Please enter a valid phone number, e.g. +971 50 123 4567")).toBeVisible();
  await expect(phone).toBeFocused();
  await phone.fill("0501234567");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("+971 50 123 4567")).toBeVisible();
});

test("a visitor cannot open the dashboard and is sent to sign in", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth/);
});

test("unknown paths show the not-found page", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
