/**
 * A link for the doctor end to end: a new patient with an uploaded result (a past HbA1c with its
 * PDF, POST /api/results) opens /results, "Share with a doctor", keeps all results, 14 days and the
 * PIN; the link and PIN are shown once with a QR code and a WhatsApp link holding the URL but never
 * the PIN. A fresh browser without an account opens the link, is asked for the PIN (a plain form),
 * enters it, reads the person and the value (also in Arabic, right to left), and downloads the PDF
 * (the same bytes); the doctor's pages pass axe. The patient sees the link as opened, withdraws
 * it, and the link then answers 410 "This link has expired or was withdrawn.".
 */
import { readFileSync } from "node:fs";
import { trpcMutation, uid } from "./admin-helpers";
import { expectAccessible } from "./axe";
import { expect, test } from "./fixtures";
import { dubaiDate, signUp } from "./patient-helpers";
import { pdfReport } from "./results-helpers";

const GONE = "This link has expired or was withdrawn.";

test("a patient shares results with a PIN; a browser without an account opens them and downloads the PDF; the withdrawn link is refused", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUp(page, `share-${uid()}@example.com`);
  await trpcMutation(page.request, "profile.update", { firstName: "Layla", lastName: "Haddad" });
  const pdf = await pdfReport("HbA1c 6.4 %");
  const upload = await page.request.post("/api/results", {
    multipart: {
      testId: "glycated-hemoglobin-hba1c",
      value: "6.4",
      unit: "%",
      effectiveDate: dubaiDate(-20),
      labName: "Clinic Lab",
      flag: "H",
      file: { name: "report.pdf", mimeType: "application/pdf", buffer: pdf },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);

  // The patient: Share with a doctor, the defaults (all results, 14 days, PIN on).
  await page.goto("/results");
  await page.getByRole("button", { name: "Share with a doctor" }).click();
  const dialog = page.getByRole("dialog", { name: "Share with a doctor" });
  await expect(dialog.getByRole("radio", { name: "All results" })).toBeChecked();
  await expect(dialog.getByRole("textbox", { name: "Days the link works" })).toHaveValue("14");
  await expect(dialog.getByRole("switch", { name: "Ask for a 6-digit PIN" })).toBeChecked();
  await dialog.getByRole("button", { name: "Create link" }).click();
  const created = dialog.getByTestId("share-created");
  await expect(created.getByText("Shown only once")).toBeVisible();
  const url = await created.getByRole("textbox", { name: "Link" }).inputValue();
  expect(url).toMatch(/\/share\/[A-Za-z0-9_-]{22}$/);
  const pin = (await created.getByTestId("share-pin").textContent())!.trim();
  expect(pin).toMatch(/^\d{6}$/);
  await expect(created.getByRole("img", { name: "QR code of the link" })).toBeVisible();
  await expect(created.getByRole("button", { name: "Copy link" })).toBeVisible();
  const whatsApp = (await created.getByRole("link", { name: "Send on WhatsApp" }).getAttribute("href"))!;
  expect(whatsApp.startsWith("https://wa.me/?text=")).toBe(true);
  const text = decodeURIComponent(whatsApp.slice("https://wa.me/?text=".length));
  expect(text).toContain(url);
  expect(text).not.toContain(pin);
  await created.getByRole("button", { name: "Done" }).click();
  const card = page.getByTestId("share-link");
  await expect(card).toContainText("Not opened yet");

  // The doctor: a browser without an account.
  const doctor = await (await browser.newContext()).newPage();
  const first = await doctor.goto(url);
  expect(first?.headers()["cache-control"]).toBe("no-store");
  await expect(doctor).toHaveTitle("Shared lab results");
  await expect(doctor.getByText("Layla")).toHaveCount(0);
  await expectAccessible(doctor, "the doctor's PIN page");
  await doctor.getByRole("textbox", { name: "PIN (6 digits)" }).fill(pin);
  await doctor.getByRole("button", { name: "Open the results" }).click();
  await expect(doctor.getByText("Layla Haddad")).toBeVisible();
  await expect(doctor.getByRole("heading", { name: "Glycated Hemoglobin (HbA1c)" })).toBeVisible();
  await expect(doctor.getByText("High").first()).toBeVisible();
  await expectAccessible(doctor, "the doctor's page");
  // The same page in Arabic, right to left, without asking for the PIN again.
  await doctor.getByRole("link", { name: "العربية" }).click();
  await expect(doctor.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(doctor).toHaveTitle("نتائج فحوصات مختبرية مُشارَكة");
  await expect(doctor.getByText("مرتفع").first()).toBeVisible();
  await expectAccessible(doctor, "the doctor's page in Arabic");
  await doctor.getByRole("link", { name: "English" }).click();
  const [file] = await Promise.all([
    doctor.waitForEvent("download"),
    doctor.getByRole("link", { name: /^Download PDF of the results from Clinic Lab/ }).click(),
  ]);
  expect(readFileSync(await file.path()).equals(pdf)).toBe(true);

  // The patient sees it opened, and withdraws it.
  await page.reload();
  await expect(card).toContainText("Last opened");
  await card.getByRole("button", { name: /^Withdraw the link/ }).click();
  await expect(card).toContainText("Withdrawn");

  const refused = await doctor.goto(url);
  expect(refused?.status()).toBe(410);
  await expect(doctor.getByText(GONE)).toBeVisible();
  await doctor.context().close();
});
