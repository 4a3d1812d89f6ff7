/**
 * Helpers of the slot picker's journeys (e2e/slot-picker.spec.ts): a daily lab with home collection
 * offering the four tests of a doctor's list, the free days and times from the public
 * `booking.availability` and `booking.slots` procedures, tRPC mutations, and the keyboard contract of
 * the time group. Dates "YYYY-MM-DD" and times "HH:mm" in Asia/Dubai.
 */
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { trpcMutation } from "./admin-helpers";
import { dubaiDate, freeSlot, trpcQuery } from "./patient-helpers";
import { TEST_OFFER_LIMIT_MAX } from "@labcompare/domain/offer-compare";

export const TESTS = [
  "complete-blood-count-cbc",
  "vitamin-d-test",
  "thyroid-function-tsh",
  "glycated-hemoglobin-hba1c",
];

export interface Lab {
  id: string;
  name: string;
  openingHours: string;
  homeCollection: boolean;
  serviceEmirates: string[];
}
interface Availability {
  days: Array<{ date: string; bookable: number }>;
}
export interface DaySlots {
  slots: Array<{ time: string; endTime: string; remaining: number; bookable: boolean }>;
}

/** A lab open every day that offers all four tests and collects at home. */
export async function dailyLab(page: Page): Promise<Lab> {
  const tests = await Promise.all(
    TESTS.map((id) =>
      trpcQuery<{ offers: Array<{ lab: Lab }> }>(page, "catalog.tests.byId", {
        id,
        limit: TEST_OFFER_LIMIT_MAX,
      }),
    ),
  );
  const lab = tests[0]!.offers
    .map((o) => o.lab)
    .find(
      (l) =>
        l.openingHours.startsWith("Daily") &&
        l.homeCollection &&
        l.serviceEmirates.length > 0 &&
        tests.every((t) => t.offers.some((o) => o.lab.id === l.id)),
    );
  expect(lab, "a daily lab with home collection offering the four tests").toBeTruthy();
  return lab!;
}

/** The id (a UUID) of the test with this slug. */
export async function testId(page: Page, slug: string): Promise<string> {
  return (await trpcQuery<{ id: string }>(page, "catalog.tests.byId", { id: slug })).id;
}

/** The first day from today with a free time, by `booking.availability`. */
export async function earliestFreeDay(
  page: Page,
  labId: string,
  collectionMode = "lab_visit",
): Promise<string> {
  const availability = await trpcQuery<Availability>(page, "booking.availability", {
    labId,
    collectionMode,
    from: dubaiDate(0),
    days: 62,
  });
  const day = availability.days.find((d) => d.bookable > 0);
  expect(day, "a free day within 62 days").toBeTruthy();
  return day!.date;
}

/** The days the calendar offers (a free time, lab visit) from today on, by `booking.availability`. */
export async function openDays(page: Page, labId: string): Promise<string[]> {
  const availability = await trpcQuery<Availability>(page, "booking.availability", {
    labId,
    collectionMode: "lab_visit",
    from: dubaiDate(0),
    days: 62,
  });
  return availability.days.filter((d) => d.bookable > 0).map((d) => d.date);
}

/** `date` + `days` ("YYYY-MM-DD"). */
export function plusDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The same day `months` later, or the month's last day when it has no such day. */
export function plusMonths(date: string, months: number): string {
  const [y, m, day] = date.split("-").map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(day, last))).toISOString().slice(0, 10);
}

/** The free times of `date`, by `booking.slots`. */
export async function freeTimes(
  page: Page,
  labId: string,
  date: string,
  home?: { emirate: string },
): Promise<string[]> {
  const input = home
    ? { labId, date, collectionMode: "home_collection", collectionEmirate: home.emirate }
    : { labId, date, collectionMode: "lab_visit" };
  const day = await trpcQuery<DaySlots>(page, "booking.slots", input);
  return day.slots.filter((s) => s.bookable).map((s) => s.time);
}

export { trpcMutation };

/** A booking made with the page's session (booking.create) at the first free lab-visit time from 11:00, three days ahead or later (freeSlot). */
export async function bookAtFreeSlot(
  page: Page,
  booking: { testIds: string[]; labId: string; patientName: string; patientEmail: string },
): Promise<{ id: string; reference: string; status: string }> {
  const slot = await freeSlot(page, booking.labId);
  return trpcMutation(page.request, "booking.create", {
    ...booking,
    scheduledDate: slot.date,
    scheduledTime: slot.time,
  });
}

/** The data-time of each radio in the time group, in order. */
export const listedTimes = (group: Locator) =>
  group.getByRole("radio").evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.time));

/** The time or day that has the keyboard focus (data-time, or a calendar day's label). */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      role: el?.getAttribute("role") ?? null,
      time: el?.dataset.time ?? null,
      label: el?.getAttribute("aria-label") ?? null,
      inTimes: Boolean(el?.closest('[role="radiogroup"][aria-label^="Times on"]')),
    };
  });

/**
 * The keyboard contract of the time group inside `scope`: one Tab from the control before it
 * (the "Show all times" switch) reaches the first free time, unchosen; Space chooses it; arrows
 * move and choose (wrapping), Home/End go to the ends; the next Tab leaves the group, and
 * Shift+Tab comes back to the chosen time.
 */
export async function checkTimeKeys(page: Page, scope: Locator, free: string[]) {
  const group = scope.getByRole("radiogroup", { name: /^Times on / });
  const radio = (time: string) => group.locator(`[data-time="${time}"]`);
  await scope.getByRole("switch", { name: "Show all times" }).focus();
  await page.keyboard.press("Tab");
  expect(await focused(page)).toMatchObject({ role: "radio", time: free[0] });
  await expect(radio(free[0]!)).toHaveAttribute("aria-checked", "false");
  await page.keyboard.press("Space");
  await expect(radio(free[0]!)).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("ArrowRight");
  expect(await focused(page)).toMatchObject({ time: free[1] });
  await expect(radio(free[1]!)).toHaveAttribute("aria-checked", "true");
  await expect(radio(free[0]!)).toHaveAttribute("aria-checked", "false");
  await page.keyboard.press("ArrowDown");
  expect(await focused(page)).toMatchObject({ time: free[2] });
  await page.keyboard.press("ArrowUp");
  expect(await focused(page)).toMatchObject({ time: free[1] });
  await page.keyboard.press("End");
  expect(await focused(page)).toMatchObject({ time: free.at(-1) });
  await page.keyboard.press("ArrowRight");
  expect(await focused(page)).toMatchObject({ time: free[0] });
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowLeft");
  expect(await focused(page)).toMatchObject({ time: free.at(-1) });
  await expect(radio(free.at(-1)!)).toHaveAttribute("aria-checked", "true");
  // Exactly one radio is in the Tab order.
  await expect(group.locator('[role="radio"][tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press("Tab");
  expect((await focused(page)).inTimes).toBe(false);
  await page.keyboard.press("Shift+Tab");
  expect(await focused(page)).toMatchObject({ role: "radio", time: free.at(-1) });
}
