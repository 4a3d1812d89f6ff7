/**
 * The appointment journey end to end, in Chromium against the production build and a seeded
 * database: a new patient books two tests (CBC + Lipid Profile) at one lab from the slot buttons,
 * lands on the confirmation page /bookings/LC-…, downloads the calendar file, reschedules to
 * another slot, cancels with a reason, and both slots show their place free again.
 * Dates are several days ahead (Asia/Dubai) so lead times never interfere.
 */
import { expect, test } from "./fixtures";
import {
  aedText,
  longDate,
  nonFridayDate,
  pickDate,
  remainingAt,
  signUp,
  slotButton,
  trpcQuery,
} from "./patient-helpers";

interface Offer {
  priceAed: string;
  lab: { id: string; name: string; openingHours: string; address: string };
}
interface TestDetail {
  id: string;
  name: string;
  offers: Offer[];
}

test("a patient books two tests at one lab, adds it to the calendar, reschedules and cancels; the places come free again", async ({
  page,
}) => {
  const cbc = await trpcQuery<TestDetail>(page, "catalog.tests.byId", { id: "complete-blood-count-cbc" });
  const lipid = await trpcQuery<TestDetail>(page, "catalog.tests.byId", { id: "lipid-profile" });
  // A lab open every day that offers both tests.
  const offer = cbc.offers.find(
    (o) => o.lab.openingHours.startsWith("Daily") && lipid.offers.some((l) => l.lab.id === o.lab.id),
  )!;
  expect(offer, "a daily lab offering CBC and Lipid Profile").toBeTruthy();
  const lab = offer.lab;
  const lipidPrice = Number(lipid.offers.find((o) => o.lab.id === lab.id)!.priceAed);
  const total = Number(offer.priceAed) + lipidPrice;

  const firstDate = nonFridayDate(5);
  const secondDate = nonFridayDate(6) === firstDate ? nonFridayDate(7) : nonFridayDate(6);
  const before1 = await remainingAt(page, lab.id, firstDate, "10:00");
  const before2 = await remainingAt(page, lab.id, secondDate, "11:00");

  await signUp(page, `journey-${Date.now()}@example.com`);
  await page.goto(`/book/${cbc.id}?lab=${lab.id}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Book Test: Complete Blood Count (CBC)" }),
  ).toBeVisible();

  // Add the second test from the lab's own offers.
  await page.getByRole("button", { name: "Add another test at this lab" }).click();
  await page.getByRole("combobox", { name: "Add a test" }).fill("Lipid Prof");
  await page.getByRole("option", { name: /^Lipid Profile – / }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Book Tests: Complete Blood Count (CBC), Lipid Profile" }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`tests=${lipid.id}`));
  const summary = page.getByTestId("booking-summary");
  await expect(summary.getByTestId("booking-total")).toHaveText(aedText(total));
  await expect(page.locator("form").getByText(lab.openingHours)).toBeVisible();
  await expect(summary.getByText("Fast for 10 hours", { exact: false })).toBeVisible();

  // Date from the calendar, time from the slot buttons; no free time field exists.
  await expect(page.getByRole("textbox", { name: "Time" })).toHaveCount(0);
  await pickDate(page.locator("form"), firstDate);
  await slotButton(page, "10:00").click();
  await expect(slotButton(page, "10:00")).toHaveAttribute("aria-checked", "true");

  await page.getByRole("textbox", { name: "Patient name" }).fill("Omar Haddad");
  await page.getByRole("textbox", { name: "Phone" }).fill("050 123 4567");
  await page.getByRole("button", { name: "Book Test" }).click();

  // Confirmation page with the reference.
  await expect(page).toHaveURL(/\/bookings\/LC-[0-9A-Z]{6}$/);
  await expect(page.getByText("Your booking has been submitted")).toBeVisible();
  const reference = page.url().split("/").pop()!;
  await expect(page.getByTestId("booking-reference")).toHaveText(reference);
  await expect(page.getByText("Pending", { exact: true })).toBeVisible();
  await expect(page.getByTestId("booking-when")).toHaveText(`${longDate(firstDate)} at 10:00`);
  await expect(page.getByRole("cell", { name: "Complete Blood Count (CBC)" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Lipid Profile" })).toBeVisible();
  await expect(page.getByTestId("booking-total")).toHaveText(aedText(total));
  await expect(page.getByTestId("preparation-list")).toContainText("Lipid Profile: Fast for 10 hours.");
  await expect(
    page.getByRole("link", { name: `Get directions to ${lab.name} (opens in a new tab)` }),
  ).toHaveAttribute("href", /google\.com\/maps\/dir/);
  expect(await remainingAt(page, lab.id, firstDate, "10:00")).toBe(before1 - 1);

  // The calendar file.
  const calendarLink = page.getByRole("link", { name: "Add to calendar" });
  const href = await calendarLink.getAttribute("href");
  expect(href).toBe(`/bookings/${reference}.ics`);
  const ics = await page.request.get(href!);
  expect(ics.status(), "GET /bookings/{reference}.ics").toBe(200);
  expect(ics.headers()["content-type"]).toContain("text/calendar");
  const calendarText = await ics.text();
  expect(calendarText).toContain(reference);
  // A reminder the day before the appointment.
  expect(calendarText).toContain("BEGIN:VALARM");
  expect(calendarText).toContain("TRIGGER:-PT24H");

  // Reschedule to another day and time.
  await page.getByRole("button", { name: "Reschedule" }).click();
  const reschedule = page.getByRole("dialog", { name: "Reschedule booking" });
  await expect(reschedule).toBeVisible();
  await pickDate(reschedule, secondDate);
  await slotButton(reschedule, "11:00").click();
  await reschedule.getByRole("button", { name: "Continue" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm the new time" });
  await expect(confirm.getByText(`to ${longDate(secondDate)} at 11:00?`)).toBeVisible();
  await confirm.getByRole("button", { name: "Confirm new time" }).click();
  await expect(page.getByText("Booking rescheduled")).toBeVisible();
  await expect(page.getByTestId("booking-when")).toHaveText(`${longDate(secondDate)} at 11:00`);
  expect(await remainingAt(page, lab.id, firstDate, "10:00")).toBe(before1);
  expect(await remainingAt(page, lab.id, secondDate, "11:00")).toBe(before2 - 1);

  // Cancel with a reason.
  await page.getByRole("button", { name: "Cancel booking" }).click();
  const cancel = page.getByRole("dialog", { name: "Cancel booking" });
  await cancel.getByRole("textbox", { name: "Reason (optional)" }).fill("Travelling that week");
  await cancel.getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByText("Booking cancelled")).toBeVisible();
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(page.getByText("Cancelled by you")).toBeVisible();
  await expect(page.getByText("Reason: Travelling that week")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reschedule" })).toHaveCount(0);
  await expect(page.getByText("A cancelled booking cannot be changed.")).toBeVisible();

  // Both places are free again on the booking page's slot buttons.
  await page.goto(`/book/${cbc.id}?lab=${lab.id}`);
  await pickDate(page.locator("form"), firstDate);
  await expect(slotButton(page, "10:00")).toBeEnabled();
  await expect(slotButton(page, "10:00")).toHaveAttribute("data-remaining", String(before1));
  await pickDate(page.locator("form"), secondDate);
  await expect(slotButton(page, "11:00")).toBeEnabled();
  await expect(slotButton(page, "11:00")).toHaveAttribute("data-remaining", String(before2));

  // The dashboard lists it under Past, cancelled by the patient, linking to its page.
  await page.goto("/dashboard");
  await page.getByRole("tab", { name: /^Past/ }).click();
  const item = page.locator(`[data-reference="${reference}"]`);
  await expect(item.getByText("Cancelled by you. Reason: Travelling that week")).toBeVisible();
  await expect(item.getByText("Complete Blood Count (CBC), Lipid Profile")).toBeVisible();
  await item.getByRole("link", { name: `View details of booking ${reference}` }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${reference}$`));
});

test("another patient's booking reads as not found", async ({ page }) => {
  await signUp(page, `stranger-${Date.now()}@example.com`);
  await page.goto("/bookings/LC-ZZZZZZ");
  await expect(page.getByRole("heading", { level: 1, name: "Booking not found" })).toBeVisible();
  const ics = await page.request.get("/bookings/LC-ZZZZZZ.ics");
  expect(ics.status()).toBe(404);
});
