/**
 * The patient's record across labs, as the seeded demo patient (three past bookings at two labs with
 * HbA1c 6.1 → 5.9 → 5.8 %; its generated password is in the data folder, beside the admin's): /results
 * shows HbA1c across both labs with values, flags in words and the trend chart; the booking page of a
 * booking with results shows its values (each page, and the dashboard's Results tab, passes axe); a
 * past result added by hand with its PDF appears marked "Added by you", and its PDF downloads.
 */
import { PDFDocument } from "pdf-lib";
import { expect, test } from "./fixtures";
import { expectAccessible } from "./axe";
import { dubaiDate, signInDemoPatient } from "./patient-helpers";
import { demoHba1cCard, hba1cCard } from "./results-helpers";

// The suite shares one database: e2e/results-journey.spec.ts (earlier in a full run) adds one HbA1c
// value to the demo patient, on a booking days ahead, so after the seeded ones. These tests hold with
// and without it: they check the seeded values, and what follows from whichever value is the latest.

test("the demo patient's /results shows HbA1c across two labs with values, flags in words and a trend chart", async ({
  page,
}) => {
  await signInDemoPatient(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Results" }).click();
  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByRole("heading", { level: 1, name: "My results" })).toBeVisible();

  const card = hba1cCard(page);
  await expect(card.getByText("High").first()).toBeVisible();
  await expect(card.getByText("Reference range 4–5.6 %")).toBeVisible();

  // Every value with its lab and date, oldest first, as text under the chart: the seeded three, then
  // at most the journey's one; the latest is the last.
  const rows = card.getByTestId("series-points").locator("tbody tr");
  await expect(rows.nth(2)).toBeVisible();
  const values = await rows.locator("td:nth-child(3)").allTextContents();
  expect(values.slice(0, 3)).toEqual(["6.1 %", "5.9 %", "5.8 %"]);
  expect(values.length).toBeLessThanOrEqual(4);
  expect((await rows.locator("td:nth-child(4)").allTextContents()).slice(0, 3)).toEqual([
    "High",
    "High",
    "High",
  ]);
  await expect(card.getByTestId("series-latest")).toHaveText(values.at(-1)!);
  const labs = (await rows.locator("td:nth-child(2)").allTextContents()).slice(0, 3);
  expect(new Set(labs).size, "two labs").toBe(2);
  expect(labs[0]).toBe(labs[2]);

  // The chart: a line through the points, described for screen readers with each lab and date.
  const chart = card.getByRole("img", {
    name: /^Trend of Glycated Hemoglobin \(HbA1c\): 6\.1 % \(.+\) → 5\.9 % \(.+\) → 5\.8 % \(.+\)( → [^→]+)?$/,
  });
  await expect(chart).toBeVisible();
  await expect(chart.locator(".recharts-line path").first()).toBeVisible();
  // The other seeded test has its own series.
  await expect(
    page
      .getByTestId("result-series")
      .filter({ has: page.getByRole("heading", { name: "Total Cholesterol" }) })
      .getByTestId("series-latest"),
  ).toHaveText("4.9 mmol/L");

  await expectAccessible(page, "results");
});

test("the booking page of a booking with results shows its values, ranges and flags", async ({ page }) => {
  await signInDemoPatient(page);
  await page.getByRole("tab", { name: "Results" }).click();
  await expect(page).toHaveURL(/\?tab=results$/);
  // The seeded reports hold two values each (the journey's holds one), newest first.
  const cards = page.getByTestId("result-card").filter({ hasText: "2 values" });
  await expect(cards).toHaveCount(3);
  await expectAccessible(page, "dashboard results tab");
  await cards
    .first()
    .getByRole("link", { name: /^Booking LC-/ })
    .click();
  await expect(page).toHaveURL(/\/bookings\/LC-[0-9A-Z]{6}$/);

  const section = page.getByRole("region", { name: "Results ready" });
  await expect(section).toBeVisible();
  const hba1c = section.getByRole("row").filter({ hasText: "Glycated Hemoglobin (HbA1c)" });
  await expect(hba1c.getByRole("cell")).toHaveText(["Glycated Hemoglobin (HbA1c)", "5.8 %", "4–5.6", "High"]);
  const cholesterol = section.getByRole("row").filter({ hasText: "Total Cholesterol" });
  await expect(cholesterol.getByRole("cell")).toHaveText([
    "Total Cholesterol",
    "4.9 mmol/L",
    "< 5.2",
    "Normal",
  ]);
  // No PDF was sent with the seeded results.
  await expect(section.getByRole("link", { name: /Download PDF/ })).toHaveCount(0);
  await expectAccessible(page, "booking with results");
});

test('a past result added by hand with its PDF appears on /results marked "Added by you", with a Download PDF link', async ({
  page,
}) => {
  const card = await demoHba1cCard(page);
  await expect(card.getByTestId("series-latest")).toHaveText(/^[\d.]+ %$/);
  const latest = await card.getByTestId("series-latest").textContent();
  const form = page.getByRole("form", { name: "Add a past result" });
  await form.getByRole("button", { name: "Add result" }).click();
  await expect(form.getByText("Please choose the test")).toBeVisible();
  await expect(form.getByText("Please enter the result")).toBeVisible();

  await form.getByRole("combobox", { name: "Test", exact: true }).fill("HbA1c");
  await page.getByRole("option", { name: "Glycated Hemoglobin (HbA1c)" }).click();
  await form.getByRole("textbox", { name: "Result" }).fill("6.4");
  await form.getByRole("textbox", { name: "Unit" }).fill("%");
  const date = dubaiDate(-400);
  await form.getByLabel("Date of the test").fill(date);
  await form.getByRole("textbox", { name: "Lab", exact: true }).fill("City Clinic Lab");
  await form.getByRole("combobox", { name: "Flag on the report (optional)" }).selectOption("High");
  // The report's PDF, as the patient has it.
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText("HbA1c 6.4 %", { x: 20, y: 100 });
  const pdf = Buffer.from(await doc.save());
  await form
    .locator('input[type="file"][accept="application/pdf,.pdf"]')
    .setInputFiles({ name: "city-clinic.pdf", mimeType: "application/pdf", buffer: pdf });
  await form.getByRole("button", { name: "Add result" }).click();
  await expect(page.getByText("Your past result was added")).toBeVisible();

  const added = card.getByTestId("series-points").locator("tbody tr").filter({ hasText: "City Clinic Lab" });
  await expect(added).toContainText("Added by you");
  await expect(added.locator("td:nth-child(3)")).toHaveText("6.4 %");
  // Older than the lab results: the first row, and the latest value is unchanged.
  await expect(card.getByTestId("series-points").locator("tbody tr").first()).toContainText(
    "City Clinic Lab",
  );
  await expect(card.getByTestId("series-latest")).toHaveText(latest!);
  await expect(form.getByRole("textbox", { name: "Lab", exact: true })).toHaveValue("");

  // Its PDF downloads from the row: the same bytes, as a PDF.
  const link = added.getByRole("link", { name: /^Download PDF of the results from City Clinic Lab, / });
  await expect(link).toHaveText("Download PDF");
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/api\/results\/[0-9a-f-]{36}\/file$/);
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect((await file.body()).equals(pdf)).toBe(true);
});
