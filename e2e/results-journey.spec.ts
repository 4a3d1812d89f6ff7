/**
 * View Results end to end, as the people involved do it: the seeded demo patient books HbA1c at a lab
 * (booking.create with their session); a new account made that lab's staff by the admin confirms it
 * if the lab had not, and uploads a PDF and a CSV file with an HbA1c row (5.5 %, flag N) in the
 * console's booking drawer; the patient receives "Your results for booking … are ready" (no values,
 * no test names), follows its link to the booking page, sees the value, range and "Normal", downloads
 * the PDF (the same bytes, as application/pdf), and /results shows HbA1c across labs ending with the
 * new value. The demo patient's seeded record is asserted by e2e/results.spec.ts, which allows for
 * this value (on a booking days ahead, so the latest).
 */
import { readFileSync } from "node:fs";
import { adminPage, labStaffPage, trpcMutation } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { waitForMail } from "./mail-helpers";
import { DEMO_EMAIL, escapeRegExp, signInDemoPatient, trpcQuery } from "./patient-helpers";
import { attachPdfReport, openBookingDrawer } from "./results-helpers";
import { bookAtFreeSlot } from "./slot-helpers";
import { TEST_OFFER_LIMIT_MAX } from "@labcompare/domain/offer-compare";

interface Timeline {
  series: { loincCode: string | null; points: { reportId: string }[] }[];
  reports: { id: string; labName: string }[];
}

test("lab staff upload a PDF and a CSV; the patient is emailed, sees the value and flag, downloads the PDF and sees HbA1c across labs", async ({
  page,
  browser,
}) => {
  // Three browsers, a role change, the console, an email and four patient pages: four times the usual limit.
  test.setTimeout(240_000);
  await signInDemoPatient(page);
  const hba1c = await trpcQuery<{
    id: string;
    offers: { lab: { id: string; slug: string; name: string } }[];
  }>(page, "catalog.tests.byId", { id: "glycated-hemoglobin-hba1c", limit: TEST_OFFER_LIMIT_MAX });
  // A lab that confirms bookings itself (not the auto-confirm Palmwood), other than the demo's two when there is one.
  const before = await trpcQuery<Timeline>(page, "results.timeline");
  const labOfReport = new Map(before.reports.map((r) => [r.id, r.labName]));
  const seededLabs = new Set(
    before.series.find((s) => s.loincCode === "4548-4")!.points.map((p) => labOfReport.get(p.reportId)),
  );
  const labs = hba1c.offers.map((o) => o.lab).filter((l) => l.slug !== "palmwood-medical-laboratory");
  const lab = labs.find((l) => !seededLabs.has(l.name)) ?? labs[0]!;
  const booking = await bookAtFreeSlot(page, {
    testIds: [hba1c.id],
    labId: lab.id,
    patientName: "Demo Patient",
    patientEmail: DEMO_EMAIL,
  });

  const admin = await adminPage(browser);
  const staff = await labStaffPage(browser, admin, lab.id);
  await admin.context().close();
  const desk = staff.page;
  if (booking.status === "pending")
    await trpcMutation(desk.request, "admin.bookings.updateStatus", { id: booking.id, status: "confirmed" });

  // The lab's staff: the booking's drawer, a PDF and a CSV file.
  const drawer = await openBookingDrawer(desk, booking.reference, "Demo Patient");
  const form = drawer.getByRole("form", { name: "Upload results" });
  const pdf = await attachPdfReport(form, "Glycated Hemoglobin (HbA1c) 5.5 %");
  const csv =
    "loinc,name,value,unit,ref_low,ref_high,ref_text,flag\n4548-4,Glycated Hemoglobin (HbA1c),5.5,%,4.0,5.6,,N\n";
  await form
    .locator('input[type="file"][accept=".csv,text/csv"]')
    .setInputFiles({ name: "hba1c.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(form.getByRole("textbox", { name: "Or observations as CSV" })).toHaveValue(csv);
  await form.getByRole("button", { name: "Upload results" }).click();
  await expect(desk.getByRole("alert").filter({ hasText: "Results uploaded" })).toContainText(
    "Version 1 is stored and the patient has been emailed.",
  );
  const v1 = drawer
    .getByRole("list", { name: "Result versions" })
    .getByRole("listitem", { name: "Version 1" });
  await expect(v1).toContainText("Glycated Hemoglobin (HbA1c): 5.5 %");
  await expect(v1).toContainText(`by ${staff.email}`);
  await expect(drawer.getByText("Completed").first()).toBeVisible();
  await desk.context().close();

  // The email: the booking's link, and nothing about the result itself.
  const mail = await waitForMail(
    DEMO_EMAIL,
    new RegExp(`^Your results for booking ${booking.reference} are ready$`),
  );
  for (const secret of ["5.5", "HbA1c", "Glycated", "Normal"]) {
    expect(mail.text).not.toContain(secret);
    expect(String(mail.html)).not.toContain(secret);
  }
  expect(mail.attachments).toEqual([]);
  const link = new RegExp(`https?://[^\\s]+/bookings/${booking.reference}`).exec(mail.text ?? "");
  expect(link, "the booking's link in the email").toBeTruthy();

  // The patient follows it: the value, its range and the flag in words.
  await page.goto(link![0]);
  const section = page.getByRole("region", { name: "Results ready" });
  await expect(
    section.getByRole("row").filter({ hasText: "Glycated Hemoglobin (HbA1c)" }).getByRole("cell"),
  ).toHaveText(["Glycated Hemoglobin (HbA1c)", "5.5 %", "4–5.6", "Normal"]);

  // The PDF: downloaded as LC-….pdf with the bytes the lab sent, served as a PDF.
  const download = section.getByRole("link", {
    name: `Download PDF of the results of booking ${booking.reference}`,
  });
  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toBe(`${booking.reference}.pdf`);
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(bytes.equals(pdf)).toBe(true);
  const served = await page.request.get((await download.getAttribute("href"))!);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("application/pdf");
  expect((await served.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // One record across labs: the seeded values, then the new one, the latest.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Results" }).click();
  await expect(page).toHaveURL(/\/results$/);
  const card = page
    .getByTestId("result-series")
    .filter({ has: page.getByRole("heading", { name: "Glycated Hemoglobin (HbA1c)" }) });
  await expect(card.getByTestId("series-latest")).toHaveText("5.5 %");
  const rows = card.getByTestId("series-points").locator("tbody tr");
  await expect(rows.last().getByRole("cell")).toHaveText([/\S/, lab.name, "5.5 %", "Normal", "Download PDF"]);
  const values = await rows.locator("td:nth-child(3)").allTextContents();
  expect(values).toEqual(expect.arrayContaining(["6.1 %", "5.9 %", "5.8 %"]));
  const labNames = new Set(await rows.locator("td:nth-child(2)").allTextContents());
  expect(labNames.size, "HbA1c from more than one lab").toBeGreaterThanOrEqual(2);
  expect(labNames).toContain(lab.name);
  await expect(
    card.getByRole("img", {
      name: new RegExp(
        `^Trend of Glycated Hemoglobin \\(HbA1c\\): .+ → 5\\.5 % \\(${escapeRegExp(lab.name)}, .+\\)$`,
      ),
    }),
  ).toBeVisible();
});
