/**
 * The booking confirmation page as a patient reads it, against the production build:
 * - at an auto-confirm lab (seeded Palmwood Medical Laboratory) the page says "Confirmed" and the
 *   patient gets one "Booking … confirmed" email with the calendar event (METHOD:PUBLISH), no "received";
 * - at a lab that confirms itself (made here by the admin: open 24 hours, confirms within 90 minutes,
 *   changes close 72 hours ahead) the page says by when the lab confirms, shows what to do next before
 *   the buttons, and the greyed Reschedule and Cancel say why, with the lab's phone as a tel: link; a
 *   home collection reads as its window; the admin then turns auto-confirm on in the lab form and the
 *   next booking there is confirmed at once.
 * Bookings are made through booking.create with the patient's session (the booking form is tested
 * elsewhere).
 */
import type { Page } from "@playwright/test";
import { adminPage, trpcMutation, uid } from "./admin-helpers";
import { expectAccessible } from "./axe";
import { expect, test } from "./fixtures";
import { readMails, waitForMail } from "./mail-helpers";
import { dubaiDate, longDate, nonFridayDate, signUp, trpcQuery } from "./patient-helpers";
import { TEST_OFFER_LIMIT_MAX } from "@labcompare/domain/offer-compare";

interface Booked {
  reference: string;
  createdAt: string;
  status: string;
}

/** Books `testId` at `labId` as the page's patient (emails go to `patientEmail`). */
function book(
  page: Page,
  labId: string,
  testId: string,
  date: string,
  time: string,
  extra: Record<string, unknown> = {},
): Promise<Booked> {
  return trpcMutation<Booked>(page.request, "booking.create", {
    testIds: [testId],
    labId,
    scheduledDate: date,
    scheduledTime: time,
    patientName: "Layla Nasser",
    patientEmail: "layla@example.com",
    ...extra,
  });
}

/** True when `first` comes before `second` in the page's reading order. */
async function comesBefore(page: Page, first: string, second: string): Promise<boolean> {
  return page.evaluate(
    ([a, b]) => {
      const x = document.querySelector(a!);
      const y = document.querySelector(b!);
      return Boolean(x && y && x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING);
    },
    [first, second],
  );
}

/** True when the booking page's next steps come before its link to the calendar file (.ics). */
const nextStepsBeforeCalendarLink = (page: Page, reference: string) =>
  comesBefore(page, "[data-testid=booking-next-steps]", `a[href="/bookings/${reference}.ics"]`);

/** "Tuesday, 24 November 2026 at 12:30": `minutes` after `iso`, in Asia/Dubai. */
function dubaiAt(iso: string, minutes: number): string {
  const local = new Date(new Date(iso).getTime() + minutes * 60_000 + 4 * 3_600_000).toISOString();
  return `${longDate(local.slice(0, 10))} at ${local.slice(11, 16)}`;
}

test("at an auto-confirm lab the page says Confirmed and one 'confirmed' email carries the calendar event", async ({
  page,
  browser,
}) => {
  // Two browsers, a sign-up and an email: twice the usual time limit.
  test.setTimeout(120_000);
  const email = `auto-${uid()}@example.com`;
  const cbc = await trpcQuery<{
    id: string;
    offers: Array<{ lab: { id: string; slug: string; name: string } }>;
  }>(page, "catalog.tests.byId", { id: "complete-blood-count-cbc", limit: TEST_OFFER_LIMIT_MAX });
  const lab = cbc.offers.find((o) => o.lab.slug === "palmwood-medical-laboratory")!.lab;
  await signUp(page, email);
  const booking = await book(page, lab.id, cbc.id, nonFridayDate(8), "10:00", { patientEmail: email });
  expect(booking.status).toBe("confirmed");

  await page.goto(`/bookings/${booking.reference}`);
  const state = page.getByTestId("booking-confirmation-state");
  await expect(state).toContainText("Confirmed");
  await expect(state).toContainText(`${lab.name} has confirmed your appointment.`);
  await expectAccessible(page, "confirmation page, confirmed");
  await expect(page.getByTestId("booking-next-steps")).toContainText("What to bring");
  expect(await nextStepsBeforeCalendarLink(page, booking.reference)).toBe(true);

  const mail = await waitForMail(email, new RegExp(`^Booking ${booking.reference} confirmed: `));
  expect(mail.text).toContain(`${lab.name} has confirmed your booking.`);
  const event = mail.attachments.find((a) => a.contentType.startsWith("text/calendar"))!.content.toString();
  expect(event).toContain("METHOD:PUBLISH");
  expect(event).toContain("STATUS:CONFIRMED");
  // One booking email: the outbox holds no "received" for it, and none arrived.
  const admin = await adminPage(browser);
  const outbox = await trpcQuery<{ items: Array<{ template: string }> }>(admin, "admin.emails.list", {
    q: email,
  });
  expect(
    outbox.items
      .map((i) => i.template)
      .filter((t) => !t.startsWith("booking_reminder"))
      .sort(),
  ).toEqual(["booking_confirmed", "email_verification"]);
  expect(
    (await readMails()).filter((m) => m.subject?.includes(booking.reference)).map((m) => m.subject),
  ).toEqual([mail.subject]);
  await admin.context().close();
});

test("at a lab that confirms itself the page says by when, shows the next steps first, and says why changes are closed", async ({
  page,
  browser,
}) => {
  // Two browsers, a sign-up, the console's lab form and four bookings: three times the usual time limit.
  test.setTimeout(180_000);
  const admin = await adminPage(browser);
  const name = `Harbour Point Lab ${uid()}`;
  const lab = await trpcMutation<{ id: string }>(admin.request, "admin.labs.create", {
    name,
    emirate: "Dubai",
    area: "Dubai Healthcare City",
    address: "Building 12, Dubai Healthcare City",
    phone: "+971 4 555 0101",
    homeCollection: true,
    serviceEmirates: ["Dubai"],
    weeklyHours: Array.from({ length: 7 }, () => [{ open: "00:00", close: "24:00" }]),
    cancellationCutoffMinutes: 4320,
    confirmationMinutes: 90,
  });
  const cbc = await trpcQuery<{ id: string }>(page, "catalog.tests.byId", { id: "complete-blood-count-cbc" });
  await trpcMutation(admin.request, "admin.offers.upsert", {
    labId: lab.id,
    testId: cbc.id,
    priceAed: 80,
    homeCollectionFeeAed: 0,
    turnaroundHours: 24,
  });
  // The suite shares one catalogue: the lab is closed again at the end, so later specs see the seeded
  // prices and labs (its CBC would be the cheapest, and it has no map position).
  try {
    await signUp(page, `pending-${uid()}@example.com`);
    const date = dubaiDate(2);
    const booking = await book(page, lab.id, cbc.id, date, "10:00");
    expect(booking.status).toBe("pending");
    await page.goto(`/bookings/${booking.reference}`);

    // Pending: by when the lab confirms (created + 90 minutes, Dubai time).
    const state = page.getByTestId("booking-confirmation-state");
    await expect(state).toContainText("Waiting for the lab to confirm");
    await expect(state).toContainText(
      `${name} confirms your booking by ${dubaiAt(booking.createdAt, 90)} (Dubai time). We will email you when it does.`,
    );
    await expect(page.getByText("Pending", { exact: true })).toBeVisible();

    // What to do next, before the buttons; the address says its area and emirate once.
    const next = page.getByTestId("booking-next-steps");
    await expect(next).toContainText("No special preparation is needed for these tests.");
    await expect(next).toContainText("Samples takenBlood");
    await expect(next).toContainText(
      `Your Emirates ID (or passport), this booking reference (${booking.reference}) and any doctor's request form.`,
    );
    expect(await nextStepsBeforeCalendarLink(page, booking.reference)).toBe(true);
    expect(await comesBefore(page, "[data-testid=booking-next-steps]", "#booking-change-blocked")).toBe(true);
    await expect(page.getByText("Building 12, Dubai Healthcare City, Dubai", { exact: true })).toBeVisible();

    // Inside the lab's cut-off: greyed buttons with the reason (the rule's hours) and the lab's phone.
    const reason = page.getByTestId("booking-change-blocked");
    await expect(reason).toHaveText(
      "Changes close 72 hours before your appointment; call the lab on +971 4 555 0101.",
    );
    await expect(reason.getByRole("link", { name: "+971 4 555 0101" })).toHaveAttribute(
      "href",
      "tel:+97145550101",
    );
    for (const button of ["Reschedule", "Cancel booking"]) {
      await expect(page.getByRole("button", { name: button })).toBeDisabled();
      await expect(page.getByRole("button", { name: button })).toHaveAccessibleDescription(
        /^Changes close 72 hours before your appointment; call the lab on \+971 4 555 0101\.$/,
      );
    }
    await expectAccessible(page, "confirmation page, pending, inside the cut-off");

    // A home collection reads as its whole window, on the page and the dashboard.
    const home = await book(page, lab.id, cbc.id, date, "07:00", {
      collectionMode: "home_collection",
      collectionAddress: "Villa 4, Street 9",
      collectionEmirate: "Dubai",
    });
    await page.goto(`/bookings/${home.reference}`);
    await expect(page.getByTestId("booking-when")).toHaveText(`${longDate(date)}, 07:00–09:00`);
    await page.goto("/dashboard");
    await expect(
      page.locator(`[data-reference="${home.reference}"]`).getByText(`${longDate(date)}, 07:00–09:00`),
    ).toBeVisible();

    // The admin turns auto-confirm on in the lab form: the next booking there is confirmed at once.
    await admin.goto("/admin/labs");
    await admin.getByRole("textbox", { name: "Search" }).fill(name);
    await admin.getByRole("button", { name: `Edit ${name}` }).click();
    const form = admin.getByRole("dialog");
    await expect(form.getByRole("checkbox", { name: "Confirm bookings automatically" })).not.toBeChecked();
    await expect(form.getByRole("textbox", { name: "Confirmation time (minutes)" })).toHaveValue("90");
    await form.getByRole("checkbox", { name: "Confirm bookings automatically" }).check();
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(form).toBeHidden();
    const later = await book(page, lab.id, cbc.id, date, "11:00");
    expect(later.status).toBe("confirmed");
    await page.goto(`/bookings/${later.reference}`);
    await expect(page.getByTestId("booking-confirmation-state")).toContainText(
      `${name} has confirmed your appointment.`,
    );
  } finally {
    await trpcMutation(admin.request, "admin.labs.setActive", { id: lab.id, active: false });
    await admin.context().close();
  }
});
