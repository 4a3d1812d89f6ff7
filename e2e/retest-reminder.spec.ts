/**
 * Retest reminders on /results, as the seeded demo patient: "Remind me to retest in 1, 3, 6 or 12
 * months" on the HbA1c series schedules one, shown with its date and "Cancel"; cancelling puts the
 * choice back. The email's link page asks before it cancels: opening it changes nothing, and a link
 * that matches no reminder says so after the click.
 */
import { expect, test } from "./fixtures";
import { expectAccessible } from "./axe";
import { longDate } from "./patient-helpers";
import { demoHba1cCard } from "./results-helpers";

/** The date `months` after today in Asia/Dubai, the same day of the month or that month's last day. */
function monthsAhead(months: number): string {
  const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  const first = new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 8);
  return `${first}${String(Math.min(d, last)).padStart(2, "0")}`;
}

test("a retest reminder is set on a series of /results, shown with its date, and cancelled", async ({
  page,
}) => {
  const card = await demoHba1cCard(page);
  const reminder = card.getByTestId("retest-reminder");
  const choice = card.getByRole("group", { name: "Remind me to retest in 1, 3, 6 or 12 months" });
  await expect(choice).toBeVisible();
  await choice.getByRole("button", { name: "3 months" }).click();

  const date = longDate(monthsAhead(3));
  await expect(reminder.getByText(`Retest reminder: we will email you on ${date} at 08:00.`)).toBeVisible();
  await expectAccessible(page, "results with a retest reminder");
  await reminder
    .getByRole("button", { name: "Cancel the retest reminder for Glycated Hemoglobin (HbA1c)" })
    .click();
  await expect(choice).toBeVisible();
  await expect(reminder.getByText(/Retest reminder:/)).toHaveCount(0);
});

test("the email's cancel link asks first, and says when the link no longer works", async ({ page }) => {
  await page.goto(`/cancel-reminder?token=${"x".repeat(43)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Cancel the retest reminder?" })).toBeVisible();
  await expect(page.getByText("You will not get this retest reminder.")).toBeVisible();
  await page.getByRole("button", { name: "Cancel the reminder" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "This link is no longer valid: the reminder was already cancelled.",
  );
  await expectAccessible(page, "cancel reminder");
});
