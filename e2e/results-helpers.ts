/**
 * Helpers of the results journeys: HbA1c as the catalogue answers it, a lab to book it at, a new
 * patient's HbA1c booking confirmed by the seeded admin, ready for the console's upload, a lab
 * report's PDF for the upload forms, a booking's drawer in the console, and the HbA1c card of /results.
 */
import type { Browser, Locator, Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { adminPage, trpcMutation } from "./admin-helpers";
import { signInDemoPatient, signUp, trpcQuery } from "./patient-helpers";
import { bookAtFreeSlot } from "./slot-helpers";
import { TEST_OFFER_LIMIT_MAX } from "@labcompare/domain/offer-compare";

/** HbA1c as catalog.tests.byId answers it: its id and the labs of its offers. */
export interface Hba1c {
  id: string;
  offers: { lab: { id: string; slug: string } }[];
}

/** HbA1c with all its offers (catalog.tests.byId with the page's session). */
export const hba1cTest = (page: Page): Promise<Hba1c> =>
  trpcQuery<Hba1c>(page, "catalog.tests.byId", {
    id: "glycated-hemoglobin-hba1c",
    limit: TEST_OFFER_LIMIT_MAX,
  });

/** A lab offering HbA1c other than Palmwood Medical Laboratory (the first offer's lab when only it does). */
export const labBesidesPalmwood = (hba1c: Hba1c): Hba1c["offers"][number]["lab"] =>
  (hba1c.offers.find((o) => o.lab.slug !== "palmwood-medical-laboratory") ?? hba1c.offers[0]!).lab;

/**
 * A new patient signs up on `page` as `patient.email` and books HbA1c for `patient.name` at a free
 * slot (bookAtFreeSlot) of the lab `pickLab` chooses (default: the first offer's); the seeded admin,
 * in a new browser, confirms the booking if the lab had not. Returns the booking, its lab's id and
 * the admin's page (the caller closes its context).
 */
export async function confirmedHba1cBooking(
  page: Page,
  browser: Browser,
  patient: { email: string; name: string },
  pickLab: (hba1c: Hba1c) => { id: string } = (hba1c) => hba1c.offers[0]!.lab,
): Promise<{ booking: { id: string; reference: string; status: string }; labId: string; admin: Page }> {
  await signUp(page, patient.email);
  const hba1c = await hba1cTest(page);
  const labId = pickLab(hba1c).id;
  const booking = await bookAtFreeSlot(page, {
    testIds: [hba1c.id],
    labId,
    patientName: patient.name,
    patientEmail: patient.email,
  });
  const admin = await adminPage(browser);
  if (booking.status === "pending")
    await trpcMutation(admin.request, "admin.bookings.updateStatus", { id: booking.id, status: "confirmed" });
  return { booking, labId, admin };
}

/** The bytes of a one-page PDF that reads `text` (a lab's report). */
export async function pdfReport(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(text);
  return Buffer.from(await doc.save());
}

/** Attaches a one-page PDF reading `text` as "report.pdf" to the PDF input inside `form`; returns its bytes. */
export async function attachPdfReport(form: Locator, text: string): Promise<Buffer> {
  const pdf = await pdfReport(text);
  await form
    .locator('input[type="file"][accept="application/pdf,.pdf"]')
    .setInputFiles({ name: "report.pdf", mimeType: "application/pdf", buffer: pdf });
  return pdf;
}

/** The HbA1c card of /results. */
export const hba1cCard = (page: Page): Locator =>
  page
    .getByTestId("result-series")
    .filter({ has: page.getByRole("heading", { name: "Glycated Hemoglobin (HbA1c)" }) });

/** Signs in the seeded demo patient, opens /results and returns its HbA1c card. */
export async function demoHba1cCard(page: Page): Promise<Locator> {
  await signInDemoPatient(page);
  await page.goto("/results");
  return hba1cCard(page);
}

/**
 * Finds booking `reference` of `patientName` in the console's bookings list on `desk` (an admin's or
 * a lab staff member's page) and opens it; returns its drawer.
 */
export async function openBookingDrawer(
  desk: Page,
  reference: string,
  patientName: string,
): Promise<Locator> {
  await desk.goto(`/admin/bookings?q=${reference}`);
  await desk.getByRole("button", { name: `Open booking ${reference} of ${patientName}` }).click();
  return desk.getByRole("dialog", { name: `Booking ${reference}` });
}
