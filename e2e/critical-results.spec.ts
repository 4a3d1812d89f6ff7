/**
 * A critical result, from the lab to the patient: the patient books HbA1c, the lab's staff upload a
 * critically high value (HH) in the console, and the report is listed under "Critical results to
 * act on" on their Bookings screen and on the admin's dashboard; the patient's booking page and
 * email urge prompt contact (no values); "Patient contacted" on the dashboard removes the row, for
 * the lab too.
 */
import { labStaffPage, uid } from "./admin-helpers";
import { expectRegionAccessible } from "./axe";
import { expect, test } from "./fixtures";
import { waitForResultsMail } from "./mail-helpers";
import { trpcQuery } from "./patient-helpers";
import { confirmedHba1cBooking, openBookingDrawer } from "./results-helpers";

const NOTICE =
  "Some of your results need prompt attention. Please contact your doctor or the lab today. If you feel unwell, seek urgent care.";

test("a critical value is listed in the console until the patient is contacted, and the patient is told to act", async ({
  page,
  browser,
}) => {
  // Three browsers, a sign-up, the console and an email.
  test.setTimeout(180_000);
  const email = `critical-${uid()}@example.com`;
  const name = `Omar Critical ${uid()}`;
  const { booking, labId, admin } = await confirmedHba1cBooking(page, browser, { email, name });

  // The lab uploads a critically high value.
  const { page: staff } = await labStaffPage(browser, admin, labId);
  const drawer = await openBookingDrawer(staff, booking.reference, name);
  const form = drawer.getByRole("form", { name: "Upload results" });
  await form
    .getByRole("textbox", { name: "Or observations as CSV" })
    .fill("loinc,name,value,unit,ref_low,ref_high,ref_text,flag\n4548-4,HbA1c,14.2,%,4.0,5.6,,HH\n");
  await form.getByRole("button", { name: "Upload results" }).click();
  await expect(staff.getByRole("alert").filter({ hasText: "Results uploaded" })).toBeVisible();

  // The lab's Bookings screen lists it.
  await staff.goto("/admin/bookings");
  const staffPanel = staff.getByTestId("critical-reports");
  await expect(staffPanel.getByRole("row").filter({ hasText: booking.reference })).toContainText(
    "HbA1c (critically high)",
  );

  // The patient's booking page says so at the top, and so does the email, without the value.
  await page.goto(`/bookings/${booking.reference}`);
  await expect(page.getByTestId("critical-results-notice")).toHaveText(NOTICE);
  const mail = await waitForResultsMail(email, booking.reference);
  expect(mail.text).toContain(NOTICE);
  expect(mail.text).not.toContain("14.2");

  // The admin's dashboard lists it; "Patient contacted" removes the row.
  await admin.goto("/admin/dashboard");
  const panel = admin.getByTestId("critical-reports");
  const row = panel.getByRole("row").filter({ hasText: booking.reference });
  await expect(row).toContainText(name);
  await expect(row).toContainText("HbA1c (critically high)");
  await expect(row.getByRole("link", { name: booking.reference })).toHaveAttribute(
    "href",
    `/admin/bookings?booking=${booking.id}`,
  );
  // The panel: no serious or critical WCAG 2.1 AA violation.
  await expectRegionAccessible(admin, '[data-testid="critical-reports"]');
  await row.getByRole("button", { name: `Patient contacted for ${booking.reference}` }).click();
  await expect(admin.getByRole("row").filter({ hasText: booking.reference })).toHaveCount(0);
  // Gone for the lab too.
  const left = await trpcQuery<{ items: { booking: { reference: string } }[] }>(
    staff,
    "admin.bookings.criticalReports",
  );
  expect(left.items.map((r) => r.booking.reference)).not.toContain(booking.reference);

  await admin.context().close();
  await staff.context().close();
});
