/**
 * Helpers of the patient journeys: sign-up and sign-in (also as the seeded demo patient), tRPC reads
 * for test data, Asia/Dubai dates, a free time at a lab, and the booking calendar and slot buttons
 * (SlotPicker). Dates are "YYYY-MM-DD" in Asia/Dubai (UTC+4).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { daysBetween } from "@labcompare/domain/calendar";
import { formatLongDate } from "@labcompare/domain/format";

/** The password of every account made by signUp. */
export const PATIENT_PASSWORD = "a long password";

/** The demo patient the server seeds on its first start (three past bookings with results at two labs). */
export const DEMO_EMAIL = "patient@labcompare.local";

/**
 * The JSON of a tRPC query (superjson: body.result.data.json), with the cookies of `from` (a page or
 * its request context). Asked once more after the Retry-After seconds of a 503 (the database briefly
 * busy), as the site's own client retries queries.
 */
export async function trpcQuery<T>(
  from: Page | APIRequestContext,
  path: string,
  input?: unknown,
): Promise<T> {
  const request = "request" in from ? from.request : from;
  const url = `/trpc/${path}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`}`;
  let response = await request.get(url);
  if (response.status() === 503) {
    const seconds = Number(response.headers()["retry-after"] ?? 1);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    response = await request.get(url);
  }
  expect(response.ok(), `GET /trpc/${path}: ${await response.text()}`).toBeTruthy();
  const body = (await response.json()) as { result: { data: { json: T } } };
  return body.result.data.json;
}

/**
 * Creates an account at /auth (password PATIENT_PASSWORD) and waits for the dashboard; then saves a
 * date of birth and sex on the profile (profile.update), as a patient who has booked before has them,
 * so the booking form does not ask for them (the journeys that ask: fillPersonDetails).
 */
export async function signUp(page: Page, email: string) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Create Account" }).click();
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Password" }).fill(PATIENT_PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const res = await page.request.post("/trpc/profile.update", {
    data: {
      json: { firstName: null, lastName: null, phone: null, dateOfBirth: "1990-05-01", sex: "female" },
    },
  });
  expect(res.ok(), `profile.update: ${await res.text()}`).toBeTruthy();
}

/** Fills the booking form's "Date of birth" and picks "Female": what the form asks when the profile lacks them. */
export async function fillPersonDetails(page: Page, dateOfBirth = "1990-05-01"): Promise<void> {
  await page.getByLabel("Date of birth").fill(dateOfBirth);
  await page.getByRole("radio", { name: "Female" }).check();
}

/** Signs in through /auth with `email` and `password` and waits for `landing` (a URL pattern). */
export async function signIn(page: Page, email: string, password: string, landing: RegExp): Promise<void> {
  await page.goto("/auth");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Password" }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(landing);
}

/** The demo patient's password, as the server wrote it on its first start (E2E_DATA_DIR/demo-patient-password.txt). */
export function demoPassword(): string {
  const text = readFileSync(join(process.env.E2E_DATA_DIR!, "demo-patient-password.txt"), "utf8");
  return /^Password: (.+)$/m.exec(text)![1]!;
}

/** Signs the demo patient in through /auth; lands on the dashboard. */
export async function signInDemoPatient(page: Page): Promise<void> {
  await signIn(page, DEMO_EMAIL, demoPassword(), /\/dashboard$/);
}

/**
 * The first bookable lab-visit time from 11:00 at `labId`, from three days ahead (so no rule about
 * the next hours or today's times applies), by the public booking.slots. Dates in Asia/Dubai.
 */
export async function freeSlot(page: Page, labId: string): Promise<{ date: string; time: string }> {
  for (let days = 3; days < 40; days++) {
    const date = dubaiDate(days);
    const day = await trpcQuery<{ slots: { time: string; bookable: boolean }[] }>(page, "booking.slots", {
      labId,
      date,
      collectionMode: "lab_visit",
    });
    const slot = day.slots.find((s) => s.bookable && s.time >= "11:00");
    if (slot) return { date, time: slot.time };
  }
  throw new Error("no free time within 40 days");
}

/** The test `slug` (its id), the lab of its first offer and that lab's freeSlot. */
export async function firstOfferFreeSlot(
  page: Page,
  slug: string,
): Promise<{ testId: string; labId: string; slot: { date: string; time: string } }> {
  const test = await trpcQuery<{ id: string; offers: Array<{ lab: { id: string } }> }>(
    page,
    "catalog.tests.byId",
    { id: slug },
  );
  const labId = test.offers[0]!.lab.id;
  return { testId: test.id, labId, slot: await freeSlot(page, labId) };
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

/** How many days `date` ("YYYY-MM-DD") is after today in Asia/Dubai. */
export function daysFromToday(date: string): number {
  return daysBetween(dubaiDate(0), date);
}

/** "Tuesday, 24 November 2026" (the calendar's day labels and the pages' dates), as the site writes it. */
export const longDate = (date: string): string => formatLongDate(date);

/**
 * Clicks `date` in the calendar inside `scope`, moving to later months as needed; the day must be
 * bookable. On a phone the calendar is folded behind "Change date": it is unfolded first.
 */
export async function pickDate(scope: Locator | Page, date: string) {
  const label = longDate(date);
  await expect(scope.getByRole("group", { name: "Date" })).toBeVisible();
  const unfold = scope.getByRole("button", { name: "Change date" });
  if (await unfold.isVisible()) await unfold.click();
  await expect(scope.getByRole("button", { name: "Next month" })).toBeVisible();
  await expect(scope.getByRole("status", { name: "Loading available dates" })).toHaveCount(0);
  for (let i = 0; i < 3; i++) {
    const day = scope.getByRole("gridcell", { name: label, exact: true });
    if ((await day.count()) > 0) {
      await expect(day).toBeEnabled();
      await day.click();
      await expect(day).toHaveAttribute("aria-selected", "true");
      return;
    }
    await scope.getByRole("button", { name: "Next month" }).click();
    await expect(scope.getByRole("status", { name: "Loading available dates" })).toHaveCount(0);
  }
  throw new Error(`${label} is not in the next three months of the calendar`);
}

/**
 * The time labelled `time` ("10:00", or a home-collection window's start "07:00") inside `scope`, a
 * radio of the slot picker's time group, once the day's times have loaded. Only free times are
 * listed until "Show all times" is on; the others read "Full", "Passed", "Too soon" or "Current".
 */
export function slotButton(scope: Locator | Page, time: string): Locator {
  return scope.getByRole("radio", {
    name: new RegExp(`^${time}(–\\d\\d:\\d\\d)?( Full| Current| Passed| Too soon)?$`),
  });
}

/** The booking form's emirate of home collection: a text box, or a select's combobox where the lab serves several. */
export function emirateField(page: Page): Locator {
  return page
    .getByRole("textbox", { name: "Emirate" })
    .or(page.getByRole("combobox", { name: "Emirate" }))
    .first();
}

/** Chooses `emirate` in the booking form's emirate select. */
export async function chooseEmirate(page: Page, emirate: string): Promise<void> {
  await emirateField(page).click();
  await page.getByRole("option", { name: emirate, exact: true }).click();
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
