/**
 * Email that always arrives, and accounts a patient controls — end to end against a real SMTP
 * server (e2e/mail-catcher.ts, started by playwright.config.ts; the site sends with SMTP_URL and
 * OUTBOX_POLL_MS=500). Messages are read from the saved .eml files with mailparser.
 *
 * - A patient signs up, confirms the address from the email (the dashboard banner goes), books a
 *   test and gets the "received" email with its calendar file, forgets the password and resets it
 *   from the emailed link (a guessable one refused first; the other browser's session ends), downloads
 *   their data and deletes the account; signing in again is refused.
 * - The profile's devices, password change and email change (confirmed from the new address).
 * - An admin reads the outbox under Emails and the demo-settings warning leads to Site settings.
 */
import { readFileSync } from "node:fs";
import type { Browser, Locator, Page } from "@playwright/test";
import { expectAccessible } from "./axe";
import { expect, test } from "./fixtures";
import { linkIn, waitForMail } from "./mail-helpers";
import { nonFridayDate, pickDate, signUp, slotButton, trpcQuery } from "./patient-helpers";
import { TEST_OFFER_LIMIT_MAX } from "@labcompare/domain/offer-compare";

const ADMIN = { email: "admin@e2e.test", password: "e2e admin password" };
/** The password patient-helpers' signUp uses. */
const FIRST_PASSWORD = "a long password";
const NEW_PASSWORD = "violet harbour lantern 42";

const uid = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

/** Signs in through /auth and waits for `landing`. */
async function signIn(page: Page, email: string, password: string, landing = /\/dashboard$/) {
  await page.goto("/auth");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Password" }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(landing);
}

/**
 * Signs `email` in on a second browser (another device), then opens the profile on `page`, whose
 * "Signed-in devices" lists both. Output: the other browser and page, and the devices region.
 */
async function signInOnSecondDevice(page: Page, browser: Browser, email: string) {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, email, FIRST_PASSWORD);
  await page.goto("/profile");
  const devices = page.getByRole("region", { name: "Signed-in devices" });
  await expect(devices.getByTestId("session")).toHaveCount(2);
  return { other, otherPage, devices };
}

/** Fills "New password" and "Confirm new password" (`confirm`, the same unless given) in `form`, then presses `submit`. */
async function submitNewPassword(form: Page | Locator, submit: string, next: string, confirm = next) {
  await form.getByRole("textbox", { name: "New password", exact: true }).fill(next);
  await form.getByRole("textbox", { name: "Confirm new password" }).fill(confirm);
  await form.getByRole("button", { name: submit }).click();
}

/**
 * In `form`: the guessable password `guessable` is refused with the server's reason, then `strong`
 * is submitted (both through `submit`).
 */
async function submitStrongAfterGuessable(
  form: Page | Locator,
  submit: string,
  guessable: string,
  strong: string,
) {
  await submitNewPassword(form, submit, guessable);
  await expect(form.getByText(/^This password is too easy to guess\./)).toBeVisible();
  await submitNewPassword(form, submit, strong);
}

/** On /auth: signing in as `email` with `password` is refused with "Invalid email or password". */
async function expectSignInRefused(page: Page, email: string, password: string) {
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Password" }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Invalid email or password" }).first(),
  ).toBeVisible();
}

interface TestDetail {
  id: string;
  offers: Array<{ lab: { id: string; openingHours: string } }>;
}

test("sign up, confirm the email, book, reset a forgotten password, download my data and delete the account", async ({
  page,
  browser,
}) => {
  // A long journey with several emails: three times the usual time limit.
  test.slow();
  const email = `mail-${uid()}@example.com`;

  // Sign-up queues the confirmation email; the dashboard asks for it. "Resend" sends another link.
  await signUp(page, email);
  const banner = page.getByTestId("verify-banner");
  await expect(banner).toContainText(
    "Please confirm your email address: we sent you a link when you signed up.",
  );
  const welcome = await waitForMail(email, /^Confirm your email for LabCompare UAE$/);
  expect(welcome.html).toContain("/verify-email?token=");
  await expectAccessible(page, "dashboard with the verification banner");
  await banner.getByRole("button", { name: "Resend" }).click();
  await expect(banner).toContainText("We have sent you a new confirmation link.");
  const again = await waitForMail(email, /^Confirm your email for LabCompare UAE$/);
  expect(linkIn(again, "/verify-email")).not.toBe(linkIn(welcome, "/verify-email"));

  // Opening the link confirms the address; a used link says it is invalid.
  await page.goto(linkIn(welcome, "/verify-email"));
  await expect(page.getByText("Thank you: your email address is confirmed.")).toBeVisible();
  await page.getByRole("link", { name: "Go to my dashboard" }).click();
  await expect(page.getByRole("heading", { name: "My Dashboard" })).toBeVisible();
  await expect(page.getByTestId("verify-banner")).toHaveCount(0);
  await page.goto(linkIn(welcome, "/verify-email"));
  await expect(page.getByText("Your email address is already confirmed.")).toBeVisible();

  // Book a test at a lab open every day; the "received" email carries the reference and a calendar file.
  const cbc = await trpcQuery<TestDetail>(page, "catalog.tests.byId", {
    id: "complete-blood-count-cbc",
    limit: TEST_OFFER_LIMIT_MAX,
  });
  const lab = cbc.offers.find((o) => o.lab.openingHours.startsWith("Daily"))!.lab;
  await page.goto(`/book/${cbc.id}?lab=${lab.id}`);
  await pickDate(page.locator("form"), nonFridayDate(9));
  await slotButton(page, "10:00").click();
  await page.getByRole("textbox", { name: "Patient name" }).fill("Mariam Saeed");
  await page.getByRole("button", { name: "Book Test" }).click();
  await expect(page).toHaveURL(/\/bookings\/LC-[0-9A-Z]{6}$/);
  const reference = page.url().split("/").pop()!;
  const received = await waitForMail(email, new RegExp(`^Booking ${reference} received: `));
  expect(received.text).toContain(reference);
  const invite = received.attachments.find((a) => a.contentType.startsWith("text/calendar"));
  expect(invite, "a text/calendar attachment").toBeTruthy();
  expect(invite!.content.toString()).toContain("BEGIN:VEVENT");

  // Another browser signed in before the reset, listed among the devices.
  const { other, otherPage, devices } = await signInOnSecondDevice(page, browser, email);
  await expect(devices.getByText("This device")).toHaveCount(1);

  // Signed out, the password is "forgotten".
  await page.getByRole("button", { name: "Sign Out", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/auth\?forgot=1/);
  await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  const resetRequested =
    "If an account exists for this email, we have sent a link to reset its password. Please check your inbox.";
  await expect(page.getByText(resetRequested)).toBeVisible();
  // The same answer for an address without an account (/auth?forgot=1 is the link in account emails).
  await page.goto("/auth?forgot=1");
  await page.getByRole("textbox", { name: "Email" }).fill(`nobody-${uid()}@example.com`);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(resetRequested)).toBeVisible();

  // The emailed link: a guessable password is refused with the server's reason, a strong one is set.
  const reset = await waitForMail(email, /^Reset your LabCompare UAE password$/);
  await page.goto(linkIn(reset, "/reset-password"));
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await expectAccessible(page, "reset password");
  await submitNewPassword(page, "Set new password", "password123", "password124");
  await expect(page.getByText("The passwords do not match")).toBeVisible();
  await submitStrongAfterGuessable(page, "Set new password", "password123", NEW_PASSWORD);
  await expect(
    page.getByText("Your password has been changed. Please sign in with your new password."),
  ).toBeVisible();
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/auth$/);

  // The old password no longer works, the new one does; the other browser was signed out.
  await expectSignInRefused(page, email, FIRST_PASSWORD);
  await signIn(page, email, NEW_PASSWORD);
  await otherPage.goto("/dashboard");
  await expect(otherPage).toHaveURL(/\/auth\?redirect=/);
  await other.close();

  // My data as a JSON file, with the booking.
  await page.goto("/profile");
  await expect(page.getByRole("region", { name: "Signed-in devices" }).getByTestId("session")).toHaveCount(1);
  await expectAccessible(page, "profile");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^labcompare-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync(await download.path(), "utf8")) as {
    account: { email: string };
    bookings: Array<{ reference: string }>;
  };
  expect(exported.account.email).toBe(email);
  expect(exported.bookings.map((b) => b.reference)).toContain(reference);
  await expect(page.getByText("Your data has been downloaded.")).toBeVisible();

  // Deleting the account asks for the password (a wrong one is refused), then goes home signed out.
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByRole("textbox", { name: "Password" }).fill("not my password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("The password is not correct")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Password" }).fill(NEW_PASSWORD);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Your account has been deleted.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Log In" }).first()).toBeVisible();

  await page.goto("/auth");
  await expectSignInRefused(page, email, NEW_PASSWORD);
});

test("profile: sign out another device, change the password and the email (confirmed from the new address), reminders, sign out everywhere", async ({
  page,
  browser,
}) => {
  test.slow();
  const email = `profile-${uid()}@example.com`;
  const newEmail = `profile-new-${uid()}@example.com`;
  await signUp(page, email);

  const { other, otherPage, devices } = await signInOnSecondDevice(page, browser, email);
  await devices.getByRole("button", { name: /^Sign out .* \(signed in / }).click();
  await expect(page.getByText("Signed out of that device")).toBeVisible();
  await expect(devices.getByTestId("session")).toHaveCount(1);
  await otherPage.goto("/dashboard");
  await expect(otherPage).toHaveURL(/\/auth\?redirect=/);

  // Password: a wrong current password and a guessable new one are refused on their fields.
  const password = page.getByRole("region", { name: "Password" });
  await password.getByRole("textbox", { name: "Current password" }).fill("wrong password");
  await submitNewPassword(password, "Change password", NEW_PASSWORD);
  await expect(password.getByText("The password is not correct")).toBeVisible();
  await password.getByRole("textbox", { name: "Current password" }).fill(FIRST_PASSWORD);
  await submitStrongAfterGuessable(password, "Change password", "qwerty123", NEW_PASSWORD);
  await expect(
    page.getByText("Your password has been changed. Other devices have been signed out."),
  ).toBeVisible();
  await expect(password.getByRole("textbox", { name: "Current password" })).toHaveValue("");

  // Email: the change waits for the link sent to the new address.
  const emailSection = page.getByRole("region", { name: "Email" });
  await expect(emailSection).toContainText(`You sign in with ${email}.`);
  await emailSection.getByRole("textbox", { name: "New email" }).fill(newEmail);
  await emailSection.getByRole("textbox", { name: "Password" }).fill(NEW_PASSWORD);
  await emailSection.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(
    emailSection.getByText(
      `We have sent a confirmation link to ${newEmail}. Your email changes when you open it.`,
    ),
  ).toBeVisible();
  await waitForMail(email, /email is being changed$/);
  const confirm = await waitForMail(newEmail, /^Confirm your new email for LabCompare UAE$/);
  await page.goto(linkIn(confirm, "/confirm-email"));
  await expect(page.getByText("Your email address has been changed.")).toBeVisible();
  await expect(page.getByTestId("new-email")).toHaveText(`From now on, sign in with ${newEmail}.`);
  await page.getByRole("link", { name: "Go to my profile" }).click();
  await expect(page.getByRole("region", { name: "Email" })).toContainText(`You sign in with ${newEmail}.`);

  // Reminders off, kept after a reload.
  const reminders = page.getByRole("switch", { name: "Email me appointment reminders" });
  await expect(reminders).toBeChecked();
  await reminders.click({ force: true });
  await expect(page.getByText("Reminders turned off")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Email me appointment reminders" })).not.toBeChecked();

  // Sign out everywhere, after a confirmation, lands on /auth signed out.
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await page
    .getByRole("dialog", { name: "Sign out everywhere?" })
    .getByRole("button", { name: "Sign out everywhere" })
    .click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText("Signed out everywhere")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\?redirect=/);
  await signIn(page, newEmail, NEW_PASSWORD);
  await other.close();
});

test("an admin reads the outbox under Emails, and the demo-settings warning leads to Site settings", async ({
  page,
  browser,
}) => {
  const patientEmail = `outbox-${uid()}@example.com`;
  const patient = await browser.newContext();
  await signUp(await patient.newPage(), patientEmail);
  await patient.close();
  await waitForMail(patientEmail, /^Confirm your email for LabCompare UAE$/);

  await signIn(page, ADMIN.email, ADMIN.password, /\/admin\/dashboard$/);
  const warning = page.getByTestId("demo-settings-alert");
  await expect(warning).toContainText("The site still shows demo contact details.");

  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Emails" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Emails" })).toBeVisible();
  await expect(page.getByTestId("count-sent")).toContainText(/Sent: [1-9]/);
  await page.getByRole("textbox", { name: "Search" }).fill(patientEmail);
  const row = page.getByRole("row").filter({ hasText: patientEmail });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Email confirmation");
  await expect(row).toContainText("Sent");
  await expectAccessible(page, "admin emails");

  await row.getByRole("button", { name: `View email to ${patientEmail}`, exact: false }).click();
  const drawer = page.getByRole("dialog", { name: "Email" });
  await expect(drawer.getByTestId("email-subject")).toHaveText("Confirm your email for LabCompare UAE");
  // Sent links are single-use secrets: the server keeps them only until the message is sent.
  await expect(drawer.getByTestId("email-text")).toContainText(
    "Please confirm that this is your email address.",
  );
  await drawer.getByRole("tab", { name: "HTML" }).click();
  const frame = drawer.locator("iframe");
  await expect(frame).toHaveAttribute("sandbox", "");
  await expect(frame).toHaveAttribute("srcdoc", /Confirm my email/);
  await drawer.getByRole("button", { name: "Close email" }).click();

  // Site settings from the dashboard's warning; the shared schema's messages show on the fields.
  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Dashboard" })
    .click();
  await page.getByTestId("demo-settings-alert").getByRole("link", { name: "Open Site settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Site settings" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "WhatsApp number" })).toHaveValue("971500000000");
  await expect(page.getByRole("group", { name: "Testimonial 1" })).toBeVisible();
  await page.getByRole("textbox", { name: "WhatsApp number" }).fill("12");
  await page.getByRole("button", { name: "Add testimonial" }).click();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(
    page.getByText("Please enter the WhatsApp number with its country code, e.g. 971501234567"),
  ).toBeVisible();
  await expect(page.getByText("Testimonial text is required")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "WhatsApp number" })).toBeFocused();
  await expectAccessible(page, "admin site settings (with errors)");
});

test("in Arabic, a wrong current password is shown on its own field, in Arabic", async ({ page }) => {
  const email = `profile-ar-${uid()}@example.com`;
  await signUp(page, email);
  await page.goto("/ar/profile");
  const password = page.getByRole("region", { name: "كلمة المرور", exact: true });
  const current = password.getByRole("textbox", { name: "كلمة المرور الحالية" });
  const next = password.getByRole("textbox", { name: "كلمة المرور الجديدة", exact: true });
  await current.fill("wrong password");
  await next.fill(NEW_PASSWORD);
  await password.getByRole("textbox", { name: "تأكيد كلمة المرور الجديدة" }).fill(NEW_PASSWORD);
  await password.getByRole("button", { name: "تغيير كلمة المرور" }).click();
  await expect(password.getByText("كلمة المرور غير صحيحة")).toBeVisible();
  // The error is the current password's (its description), not the new one's.
  await expect(current).toHaveAccessibleDescription(/كلمة المرور غير صحيحة/);
  await expect(next).not.toHaveAccessibleDescription(/كلمة المرور غير صحيحة/);
});
