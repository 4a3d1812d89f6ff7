/**
 * Helpers of the patient journeys: sign-up, tRPC reads for test data, Asia/Dubai dates, and the
 * booking calendar and slot buttons (SlotPicker). Dates are "YYYY-MM-DD" in Asia/Dubai (UTC+4).
 */
import { expect, type Locator, type Page } from "@playwright/test";

/** The JSON of a tRPC query (superjson: body.result.data.json), with the page's cookies. */
export async function trpcQuery<T>(page: Page, path: string, input?: unknown): Promise<T> {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  const response = await page.request.get(`/trpc/${path}${query}`);
  expect(response.ok(), `GET /trpc/${path}`).toBeTruthy();
  const body = (await response.json()) as { result: { data: { json: T } } };
  return body.result.data.json;
}

/** Creates an account at /auth and waits for the dashboard. */
export async function signUp(page: Page, email: string) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Create Account" }).click();
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Password" }).fill("a long password");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Today + `days` in Asia/Dubai, "YYYY-MM-DD". */
export function dubaiDate(days: number): string {
  const d = new Date(Date.now() + 4 * 3_600_000);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The first date at least `minDays` ahead that is not a Friday (every seeded lab opens by 08:00 on other days). */
export function nonFridayDate(minDays: number): string {
  for (let i = minDays; ; i++) {
    const date = dubaiDate(i);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() !== 5) return date;
  }
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "Tuesday, 24 November 2026" (the calendar's day labels and the pages' dates). */
export function longDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** Clicks `date` in the calendar inside `scope`, moving to later months as needed; the day must be bookable. */
export async function pickDate(scope: Locator | Page, date: string) {
  const label = longDate(date);
  await expect(scope.getByRole("button", { name: "Next month" })).toBeVisible();
  await expect(scope.getByRole("status", { name: "Loading available dates" })).toHaveCount(0);
  for (let i = 0; i < 3; i++) {
    const day = scope.getByRole("button", { name: label, exact: true });
    if ((await day.count()) > 0) {
      await expect(day).toBeEnabled();
      await day.click();
      return;
    }
    await scope.getByRole("button", { name: "Next month" }).click();
    await expect(scope.getByRole("status", { name: "Loading available dates" })).toHaveCount(0);
  }
  throw new Error(`${label} is not in the next three months of the calendar`);
}

/** The slot button labelled `time` ("10:00") inside `scope`, once the day's slots have loaded. */
export function slotButton(scope: Locator | Page, time: string): Locator {
  return scope.getByRole("button", { name: new RegExp(`^${time}( Full| Current)?$`) });
}

/** Places left at a slot, from the public `booking.slots` procedure. */
export async function remainingAt(page: Page, labId: string, date: string, time: string): Promise<number> {
  const day = await trpcQuery<{ slots: Array<{ time: string; remaining: number }> }>(page, "booking.slots", {
    labId,
    date,
    collectionMode: "lab_visit",
  });
  const slot = day.slots.find((s) => s.time === time);
  expect(slot, `slot ${time} on ${date}`).toBeTruthy();
  return slot!.remaining;
}

/** "1,234.50 AED" for a number of AED (the site's price format). */
export function aedText(value: number): string {
  return `${value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} AED`;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
