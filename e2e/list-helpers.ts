/**
 * Helpers of the doctor's-list journeys (list-journey.spec.ts): the home page's list box, the booking
 * form's fields, and the steps the touch journeys share, each counted by an `Actions`.
 */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import type { Actions } from "./journey-actions";

/** The home page's box for a doctor's list. */
export const listBox = (page: Page) =>
  page.getByRole("textbox", { name: "Paste or type your doctor's list" });
/** The first free time (or window) of the booking form's time group. */
export const firstFreeTime = (page: Page) =>
  page
    .getByRole("radiogroup", { name: /^Times on / })
    .getByRole("radio")
    .first();
/** The booking form's account section (a new patient's name, email and password). */
export const account = (page: Page) => page.getByTestId("booking-account");
/** The booking form's date of birth field. */
export const dateOfBirth = (page: Page) => page.getByLabel("Date of birth");
/** The booking form's "Female" choice of sex. */
export const female = (page: Page) => page.getByRole("radio", { name: "Female", exact: true });

/**
 * By touch from the home page: fills the doctor's list with `list` and taps "Compare labs for these
 * 4 tests" (two actions), then waits for the basket.
 */
export async function compareListByTouch(page: Page, act: Actions, list: string): Promise<void> {
  await page.goto("/");
  await act.fill(listBox(page), list, "the doctor's list");
  await act.tap(page.getByRole("button", { name: "Compare labs for these 4 tests" }), "compare");
  await expect(page).toHaveURL(/\/basket\?/);
}

/**
 * By touch on the booking form: a new patient's name, `email` and `password`, date of birth
 * 1990-05-01 and sex female (five actions).
 */
export async function fillNewPatientByTouch(
  page: Page,
  act: Actions,
  patient: { name: string; email: string; password: string },
): Promise<void> {
  await act.fill(account(page).getByRole("textbox", { name: "Patient name" }), patient.name, "name");
  await act.fill(account(page).getByRole("textbox", { name: "Email" }), patient.email, "email");
  await act.fill(account(page).getByRole("textbox", { name: "Password" }), patient.password, "password");
  await act.fill(dateOfBirth(page), "1990-05-01", "date of birth");
  await act.tap(female(page), "sex");
}
