/**
 * A lab delivers results from the console: the patient books HbA1c (booking.create with their
 * session), the admin confirms it (admin.bookings.updateStatus) if the lab had not, opens it in the
 * console's bookings, is told why an empty upload and a wrong CSV row are refused, then uploads a
 * PDF, a CSV and a value typed in the form; version 1 is listed (Final, current, Download PDF), the
 * booking is completed, and the patient receives "Your results for booking … are ready" with the
 * booking's link and no values, no test names and no attachment. No lab is created here.
 */
import { ADMIN, uid } from "./admin-helpers";
import { expectRegionAccessible } from "./axe";
import { expect, test } from "./fixtures";
import { waitForResultsMail } from "./mail-helpers";
import {
  attachPdfReport,
  confirmedHba1cBooking,
  labBesidesPalmwood,
  openBookingDrawer,
} from "./results-helpers";

test("lab staff upload a PDF and a CSV in the console; the patient is emailed a link without values", async ({
  page,
  browser,
}) => {
  // Two browsers, a sign-up, the console and an email: three times the usual time limit.
  test.setTimeout(180_000);
  const email = `results-${uid()}@example.com`;
  const name = `Hana Results ${uid()}`;
  const { booking, admin } = await confirmedHba1cBooking(page, browser, { email, name }, labBesidesPalmwood);
  const drawer = await openBookingDrawer(admin, booking.reference, name);
  await expect(drawer.getByRole("heading", { name: "Results", exact: true })).toBeVisible();
  await expect(drawer.getByText("No results uploaded yet.")).toBeVisible();

  const form = drawer.getByRole("form", { name: "Upload results" });
  await form.getByRole("button", { name: "Upload results" }).click();
  await expect(form.getByRole("alert")).toContainText("Please add a PDF or observations (or both).");

  const csv = form.getByRole("textbox", { name: "Or observations as CSV" });
  await csv.fill("loinc,name,value,unit,ref_low,ref_high,ref_text,flag\n4548-4,HbA1c,6.1,%,4.0,5.6,,X\n");
  await form.getByRole("button", { name: "Upload results" }).click();
  await expect(form.getByRole("alert")).toContainText(
    "Line 2: flag must be one of L, N, H, LL, HH, A, or empty.",
  );

  await attachPdfReport(form, "HbA1c 6.1 %");
  await csv.fill("loinc,name,value,unit,ref_low,ref_high,ref_text,flag\n4548-4,HbA1c,6.1,%,4.0,5.6,,H\n");
  await form.getByRole("textbox", { name: /^Value for / }).fill("6.0");
  await form.getByRole("textbox", { name: /^Unit for / }).fill("%");
  await form.getByRole("button", { name: "Upload results" }).click();
  await expect(admin.getByRole("alert").filter({ hasText: "Results uploaded" })).toContainText(
    "Version 1 is stored and the patient has been emailed.",
  );

  const versions = drawer.getByRole("list", { name: "Result versions" });
  const v1 = versions.getByRole("listitem", { name: "Version 1" });
  await expect(v1).toContainText("Final");
  await expect(v1).toContainText("Current");
  await expect(v1).toContainText("HbA1c: 6.1 % (ref 4–5.6) H");
  await expect(v1).toContainText("Glycated Hemoglobin (HbA1c): 6 %");
  await expect(v1).toContainText(`by ${ADMIN.email}`);
  await expect(v1.getByRole("link", { name: "Download the PDF of version 1" })).toHaveAttribute(
    "href",
    /^\/api\/results\/[0-9a-f-]{36}\/file$/,
  );
  await expect(drawer.getByText("Completed").first()).toBeVisible();
  // The drawer with its Results section: no serious or critical WCAG 2.1 AA violation.
  await expectRegionAccessible(admin, '[role="dialog"]');

  const mail = await waitForResultsMail(email, booking.reference);
  expect(mail.text).toMatch(new RegExp(`https?://[^\\s]+/bookings/${booking.reference}`));
  expect(mail.attachments).toEqual([]);
  for (const secret of ["6.1", "6.0", "HbA1c", "Glycated"]) {
    expect(mail.text).not.toContain(secret);
    expect(String(mail.html)).not.toContain(secret);
  }
  await admin.context().close();
});
