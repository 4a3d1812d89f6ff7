/**
 * Admin console journeys against the production build on a fresh seeded database (see
 * playwright.config.ts): sign-in lands on the dashboard; booking status changes in place with a
 * toast, only along the allowed moves, cancelling with a reason; finding a booking by phone, its
 * history and the CSV export; rescheduling a booking from its drawer; lab staff scoped to their lab
 * (with the site header's "Lab console" link); blog post validation, create / publish / unpublish / delete (with the public pages);
 * General and Page SEO; a lab price-list CSV import with a bad row; the last-admin guard; a lab's
 * weekly hours, closure and Arabic name (on its Arabic page).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ADMIN, trpcMutation, uid } from "./admin-helpers";
import { pickDate, signIn, slotButton, trpcQuery } from "./patient-helpers";

/** Signs in as the seeded admin; lands on /admin/dashboard. */
async function signInAdmin(page: Page) {
  await signIn(page, ADMIN.email, ADMIN.password, /\/admin\/dashboard$/);
}

/** yyyy-MM-dd `days` from now (UTC; two days ahead is never in the past in Dubai). */
function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A toast (Mantine notification) with this title and, when given, this message. */
/** Closes every open toast, as a user would before reaching a control it covers (toasts pause while hovered). */
async function dismissToasts(page: Page) {
  // Retried: a click on a toast still sliding in can miss, and another toast may arrive meanwhile.
  await expect(async () => {
    for (const close of await page
      .getByRole("alert")
      .getByRole("button", { name: "Close notification" })
      .all()) {
      await close.click({ timeout: 1_000 }).catch(() => {});
    }
    await expect(page.getByRole("alert")).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

function toast(page: Page, title: string, message?: string) {
  const alerts = page.getByRole("alert").filter({ hasText: title });
  return message ? alerts.filter({ hasText: message }).last() : alerts.last();
}

test("an admin signs in at /auth and lands on the dashboard", async ({ page }) => {
  await signInAdmin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByText("Appointments today")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Bookings per day (last 30 days)" })).toBeVisible();
  await expect(page.getByRole("img", { name: /Bar chart: \d+ bookings made/ })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Admin sections" });
  for (const label of [
    "Dashboard",
    "Bookings",
    "Tests",
    "Labs",
    "Categories",
    "Offers & Price Lists",
    "Users",
    "Blog Posts",
    "Resources",
    "SEO",
    "Audit log",
  ]) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
});

/** Signs up a new patient through the UI; lands on /dashboard. Returns the email. */
async function signUpPatient(page: Page): Promise<string> {
  const email = `patient-${uid()}@e2e.test`;
  await page.goto("/auth?mode=signup");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Password" }).fill("patient password 1");
  await page.getByRole("button", { name: "Create Account", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

interface Slot {
  date: string;
  time: string;
}
const takenSlots = new Set<string>();

/** The first bookable lab-visit slot at `labId` from two days ahead (booking.slots), not used yet by this run. */
async function freeSlot(request: APIRequestContext, labId: string): Promise<Slot> {
  for (let days = 2; days < 30; days++) {
    const date = daysFromNow(days);
    const day = await trpcQuery<{ slots: { time: string; bookable: boolean; remaining: number }[] }>(
      request,
      "booking.slots",
      { labId, date },
    );
    const slot = day.slots.find(
      (s) => s.bookable && s.time >= "09:00" && !takenSlots.has(`${labId} ${date} ${s.time}`),
    );
    if (slot) {
      takenSlots.add(`${labId} ${date} ${slot.time}`);
      return { date, time: slot.time };
    }
  }
  throw new Error("No free slot in the next 30 days");
}

interface BookingResult {
  id: string;
  reference: string;
  scheduledDate: string;
  scheduledTime: string;
  lab: { id: string; name: string };
}

/**
 * Books Lipid Profile through the API (POST /trpc/booking.create with the page's session cookie) at
 * the first lab offering it, in a free slot. Independent of the patient booking page.
 */
async function bookThroughApi(page: Page, patient: { email: string; name: string; phone?: string }) {
  const test = await trpcQuery<{ id: string; name: string; offers: { lab: { id: string; name: string } }[] }>(
    page.request,
    "catalog.tests.byId",
    {
      id: "lipid-profile",
    },
  );
  const lab = test.offers[0]!.lab;
  const slot = await freeSlot(page.request, lab.id);
  const booking = await trpcMutation<BookingResult>(page.request, "booking.create", {
    testIds: [test.id],
    labId: lab.id,
    scheduledDate: slot.date,
    scheduledTime: slot.time,
    patientName: patient.name,
    patientEmail: patient.email,
    patientPhone: patient.phone,
    notes: "E2E booking",
  });
  return { booking, test };
}

/** "March 5, 2025 at 9:00 AM" as the admin table shows a date and time. */
function longDateTime(date: string, time: string): string {
  const longDate = new Date(`${date}T00:00:00`).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
  });
  const [h = 0, m = 0] = time.split(":").map(Number);
  return `${longDate} at ${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** Opens a booking row's actions menu and returns the menu items' names. */
async function menuItems(
  page: Page,
  row: ReturnType<Page["getByRole"]>,
  patientName: string,
): Promise<string[]> {
  await row.getByRole("button", { name: `Actions for ${patientName}'s booking` }).click();
  const menu = page.getByRole("menu", { name: new RegExp(`Actions for ${patientName}`) });
  await expect(menu).toBeVisible();
  return (await menu.getByRole("menuitem").allTextContents()).map((t) => t.trim());
}

test("an admin moves bookings only along the allowed statuses; cancelling needs a reason", async ({
  page,
}) => {
  const patientEmail = await signUpPatient(page);
  const nameA = `Amal Test ${uid()}`;
  const nameB = `Badr Test ${uid()}`;
  const { booking: a, test } = await bookThroughApi(page, {
    email: patientEmail,
    name: nameA,
    phone: "+971 50 123 4567",
  });
  await bookThroughApi(page, { email: patientEmail, name: nameB });

  await page.context().clearCookies();
  await signInAdmin(page);
  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Bookings" })
    .click();
  await expect(page).toHaveURL(/\/admin\/bookings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
  await expect(page.getByText("Manage and track all test bookings")).toBeVisible();
  for (const column of ["Patient", "Test", "Date & Time", "Status", "Actions"]) {
    await expect(page.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
  }

  const rowA = page.getByRole("row").filter({ hasText: nameA });
  await expect(rowA).toBeVisible();
  await expect(rowA.getByText(patientEmail)).toBeVisible();
  await expect(rowA.getByText("+971501234567")).toBeVisible();
  await expect(rowA.getByText(a.reference)).toBeVisible();
  await expect(rowA.getByText(test.name)).toBeVisible();
  await expect(rowA.getByText(longDateTime(a.scheduledDate, a.scheduledTime))).toBeVisible();
  await expect(rowA.getByText("Pending", { exact: true })).toBeVisible();

  // Pending: only Confirm or Cancel.
  expect(await menuItems(page, rowA, nameA)).toEqual(["Mark as Confirmed", "Cancel Booking"]);
  await page.getByRole("menuitem", { name: "Mark as Confirmed" }).click();
  await expect(toast(page, "Status updated", "Booking status has been updated to confirmed")).toBeVisible();
  await expect(rowA.getByText("Confirmed", { exact: true })).toBeVisible();
  await dismissToasts(page);

  // Confirmed, before the appointment: Complete or Cancel (no-show only once it has started).
  expect(await menuItems(page, rowA, nameA)).toEqual(["Mark as Completed", "Cancel Booking"]);
  await page.getByRole("menuitem", { name: "Mark as Completed" }).click();
  await expect(toast(page, "Status updated", "Booking status has been updated to completed")).toBeVisible();
  await expect(rowA.getByText("Completed", { exact: true })).toBeVisible();
  await dismissToasts(page);
  expect(await menuItems(page, rowA, nameA)).toEqual(["No further status changes"]);
  await page.keyboard.press("Escape");

  // Cancelling asks for the reason the patient will see.
  const rowB = page.getByRole("row").filter({ hasText: nameB });
  expect(await menuItems(page, rowB, nameB)).toEqual(["Mark as Confirmed", "Cancel Booking"]);
  await page.getByRole("menuitem", { name: "Cancel Booking" }).click();
  const dialog = page.getByRole("dialog", { name: /Cancel booking LC-/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel booking" }).click();
  await expect(dialog.getByText("Please give a reason for cancelling")).toBeVisible();
  await dialog
    .getByRole("textbox", { name: "Reason for cancelling" })
    .fill("The lab is closed for maintenance");
  await dialog.getByRole("button", { name: "Cancel booking" }).click();
  await expect(toast(page, "Status updated", "Booking status has been updated to cancelled")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowB.getByText("Cancelled", { exact: true })).toBeVisible();

  // The status filter (kept in the URL) finds it among cancelled bookings.
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Cancelled" }).click();
  await expect(page).toHaveURL(/status=cancelled/);
  await expect(page.getByRole("row").filter({ hasText: nameB })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: nameA })).toHaveCount(0);
});

test("an admin finds a booking by the patient's phone, opens its history and exports CSV", async ({
  page,
}) => {
  const patientEmail = await signUpPatient(page);
  const name = `Huda Phone ${uid()}`;
  const local = `054 ${String(Math.floor(Math.random() * 1e7))
    .padStart(7, "0")
    .replace(/^(\d{3})/, "$1 ")}`;
  const e164 = `+97154${local.replace(/\D/g, "").slice(3)}`;
  const { booking } = await bookThroughApi(page, { email: patientEmail, name, phone: e164 });

  await page.context().clearCookies();
  await signInAdmin(page);
  await page.goto("/admin/bookings");
  await page.getByRole("textbox", { name: "Search" }).fill(local);
  await expect(page).toHaveURL(/[?&]q=/);
  const rows = page.getByRole("row").filter({ hasText: booking.reference });
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole("row")).toHaveCount(2); // header + the one match

  // Open it: the full booking, the phone as a tel: link, and its history.
  await rows.getByRole("button", { name: `Open booking ${booking.reference} of ${name}` }).click();
  const drawer = page.getByRole("dialog", { name: `Booking ${booking.reference}` });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("link", { name: e164 })).toHaveAttribute("href", `tel:${e164}`);
  await expect(drawer.getByText("E2E booking")).toBeVisible();
  const history = drawer.getByRole("list", { name: "Booking history" });
  await expect(
    history.getByText(`Booked for ${longDateTime(booking.scheduledDate, booking.scheduledTime)}`),
  ).toBeVisible();
  await expect(history.getByText(patientEmail)).toBeVisible();

  // A status change from the drawer joins the history with the admin's email.
  await drawer.getByRole("button", { name: `Actions for ${name}'s booking` }).click();
  await page.getByRole("menuitem", { name: "Mark as Confirmed" }).click();
  await expect(toast(page, "Status updated", "Booking status has been updated to confirmed")).toBeVisible();
  await expect(history.getByText("Pending → Confirmed")).toBeVisible();
  await expect(history.getByText(ADMIN.email)).toBeVisible();

  // The search and the open booking survive a reload (they live in the URL).
  await expect(page).toHaveURL(new RegExp(`booking=${booking.id}`));
  await page.reload();
  await expect(page.getByRole("dialog", { name: `Booking ${booking.reference}` })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Search" })).toHaveValue(local);
  await page.getByRole("button", { name: "Close booking details" }).click();
  await dismissToasts(page);

  // Export the filtered list: a link to the streamed export with the search as its filter, which
  // downloads a UTF-8 CSV with a byte-order mark holding the booking.
  const exportLink = page.getByRole("link", { name: "Export CSV" });
  await expect(exportLink).toHaveAttribute(
    "href",
    `/api/admin/bookings/export.csv?${new URLSearchParams({ q: local })}`,
  );
  const downloading = page.waitForEvent("download");
  await exportLink.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.toString("utf8");
  expect(csv).toContain(
    "Reference,Status,Date,Time,Lab,Tests,Patient name,Email,Phone,Collection mode,Address,Emirate,Total AED,Created at,Payment,Insurer,Plan,Member number,Estimated share AED,Booked for,Date of birth,Sex",
  );
  expect(csv).toContain(booking.reference);
  expect(csv).toContain(e164);
  expect(csv.trim().split("\r\n")).toHaveLength(2);
});

test("lab staff land on the bookings of their lab and see only Bookings, Day view and Insurance", async ({
  page,
  browser,
}) => {
  // A patient books at a lab, and another account becomes staff of that lab.
  const patientEmail = await signUpPatient(page);
  const name = `Staff Check ${uid()}`;
  const { booking } = await bookThroughApi(page, { email: patientEmail, name });
  await page.context().clearCookies();
  const staffEmail = await signUpPatient(page);
  await page.context().clearCookies();

  await signInAdmin(page);
  await page.goto("/admin/users");
  await page.getByRole("textbox", { name: "Search" }).fill(staffEmail);
  const row = page.getByRole("row").filter({ hasText: staffEmail });
  await row.getByRole("button", { name: `Lab staff labs of ${staffEmail}` }).click();
  const dialog = page.getByRole("dialog", { name: `Lab staff: ${staffEmail}` });
  await dialog.getByRole("combobox", { name: "Labs" }).fill(booking.lab.name.split(" ")[0]!);
  await page.getByRole("option", { name: new RegExp(booking.lab.name) }).click();
  await page.keyboard.press("Escape");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Lab staff updated")).toBeVisible();
  // The Roles column: the badge and the staff's lab.
  await expect(row.getByText("Lab staff", { exact: true })).toHaveCount(2); // badge + the "Lab staff" button
  await expect(row.getByText(booking.lab.name, { exact: true })).toBeVisible();

  const staff = await browser.newPage({ baseURL: page.url().replace(/\/admin.*$/, "") });
  await signIn(staff, staffEmail, "patient password 1", /\/admin\/bookings$/);
  const nav = staff.getByRole("navigation", { name: "Admin sections" });
  await expect(nav.getByRole("link")).toHaveText(["Bookings", "Day view", "Insurance"]);
  await expect(staff.getByRole("row").filter({ hasText: booking.reference })).toBeVisible();
  await staff.goto("/admin/dashboard");
  await expect(staff.getByRole("heading", { level: 1, name: "No access" })).toBeVisible();

  // The day view shows the booking in its slot.
  await staff.goto(`/admin/day-view?date=${booking.scheduledDate}&booked=1`);
  const slot = staff.getByRole("row").filter({ hasText: booking.reference });
  await expect(slot).toContainText(booking.scheduledTime);
  await expect(slot).toContainText(/\d+ \/ \d+/);

  // The site header leads lab staff to their console (not to the admin dashboard).
  await staff.goto("/");
  const main = staff.getByRole("navigation", { name: "Main" });
  await expect(main.getByRole("link", { name: "Lab console" })).toHaveAttribute("href", "/admin/bookings");
  await expect(main.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);
  await staff.close();
});

test("an admin reschedules a booking from its drawer: slot picker, confirmation, history and list refreshed", async ({
  page,
}) => {
  const patientEmail = await signUpPatient(page);
  const name = `Rami Move ${uid()}`;
  const { booking } = await bookThroughApi(page, { email: patientEmail, name });
  const target = await freeSlot(page.request, booking.lab.id);
  const from = longDateTime(booking.scheduledDate, booking.scheduledTime);
  const to = longDateTime(target.date, target.time);

  await page.context().clearCookies();
  await signInAdmin(page);
  await page.goto(`/admin/bookings?q=${booking.reference}`);
  const row = page.getByRole("row").filter({ hasText: booking.reference });
  await expect(row.getByText(from)).toBeVisible();
  await row.getByRole("button", { name: `Open booking ${booking.reference} of ${name}` }).click();
  const drawer = page.getByRole("dialog", { name: `Booking ${booking.reference}` });
  await drawer.getByRole("button", { name: "Reschedule" }).click();

  // The booking page's date picker and slot buttons, at the booking's lab; a time is required.
  const dialog = page.getByRole("dialog", { name: `Reschedule booking ${booking.reference}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByText("Please choose a new date and time")).toBeVisible();
  await pickDate(dialog, target.date);
  await slotButton(dialog, target.time).click();
  await expect(slotButton(dialog, target.time)).toHaveAttribute("aria-checked", "true");
  await dialog.getByRole("button", { name: "Continue" }).click();

  // The confirm step names both times; Back returns to the picker, Move books the new slot.
  const confirm = page.getByRole("dialog", { name: "Confirm the new time" });
  await expect(confirm).toContainText(`Move this booking from ${from} to ${to}?`);
  await confirm.getByRole("button", { name: "Move booking" }).click();
  await expect(
    toast(page, "Booking rescheduled", `Booking ${booking.reference} is now on ${to}.`),
  ).toBeVisible();
  await expect(confirm).toBeHidden();

  // The drawer and its history show the move by the admin; the list row has the new time.
  const history = drawer.getByRole("list", { name: "Booking history" });
  await expect(history.getByText(`Rescheduled to ${to}`)).toBeVisible();
  await expect(history.getByText(`from ${from}`)).toBeVisible();
  await expect(history.getByText(ADMIN.email)).toBeVisible();
  await expect(drawer.getByText("Pending", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Close booking details" }).click();
  await expect(row.getByText(to)).toBeVisible();
  await expect(row.getByText(from)).toHaveCount(0);
  await dismissToasts(page);
});

test("the blog post form shows the five required-field messages", async ({ page }) => {
  await signInAdmin(page);
  await page.goto("/admin/blog-posts/new");
  await expect(page.getByRole("heading", { level: 1, name: "New Post" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel" })).toHaveCount(0);
  await page.getByRole("button", { name: "Create Post" }).click();
  for (const message of [
    "Title is required",
    "Excerpt is required",
    "Content is required",
    "Author is required",
    "Category is required",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page).toHaveURL(/\/admin\/blog-posts\/new$/);
});

test("an admin creates, publishes, edits, unpublishes and deletes a blog post", async ({ page, context }) => {
  const title = `Fasting before a blood test ${uid()}`;
  await signInAdmin(page);
  await page.goto("/admin/blog-posts");
  await expect(page.getByRole("heading", { level: 1, name: "Blog Posts" })).toBeVisible();
  await expect(page.getByText("Manage your blog posts and resources")).toBeVisible();
  await page.getByRole("link", { name: "New Post" }).click();
  await expect(page).toHaveURL(/\/admin\/blog-posts\/new$/);

  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await page.getByRole("textbox", { name: "Excerpt" }).fill("What to eat and drink before your lab test.");
  await page
    .getByRole("textbox", { name: "Content" })
    .fill("<p>Drink <strong>water</strong>. Avoid breakfast for 10 hours.</p>");
  await page.getByRole("textbox", { name: "Author" }).fill("Dr. Layla Haddad");
  await page.getByRole("textbox", { name: "Category" }).fill("Test preparation");
  await page.getByRole("checkbox", { name: "Publish post" }).check();
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(toast(page, "Post created", "Your blog post has been created successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog-posts$/);

  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByText("Published", { exact: true })).toBeVisible();
  await expect(row.getByText("Test preparation")).toBeVisible();
  await expect(row.getByText("Dr. Layla Haddad")).toBeVisible();
  const today = new Date().toLocaleDateString("en-US", { month: "short", day: "2-digit", year: "numeric" });
  await expect(row.getByText(today)).toBeVisible();
  const view = row.getByRole("link", { name: "View post" });
  await expect(view).toHaveAttribute("target", "_blank");
  const href = (await view.getAttribute("href"))!;
  expect(href).toMatch(/^\/blog\/[0-9a-f-]{36}$/);

  // Public pages: the published post is listed and readable.
  const visitor = await context.browser()!.newPage();
  await visitor.goto("/resources");
  await expect(visitor.getByRole("link", { name: title, exact: true })).toBeVisible();
  await visitor.goto(href);
  await expect(visitor.getByRole("heading", { name: title })).toBeVisible();

  // Edit: the form loads the post, offers Cancel, and saves.
  await row.getByRole("link", { name: "Edit post" }).click();
  await expect(page).toHaveURL(/\/admin\/blog-posts\/edit\//);
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(title);
  await expect(page.getByRole("link", { name: "Cancel" })).toBeVisible();
  await page
    .getByRole("textbox", { name: "Excerpt" })
    .fill("Updated: what to eat and drink before your lab test.");
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(toast(page, "Post updated", "Your blog post has been updated successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog-posts$/);

  // Unpublish: the row turns Draft and the public page no longer shows it.
  await row.getByRole("button", { name: `Unpublish ${title}` }).click();
  await expect(toast(page, "Post unpublished")).toBeVisible();
  await expect(row.getByText("Draft", { exact: true })).toBeVisible();
  await visitor.goto(href);
  await expect(visitor.getByText("Post Not Found")).toBeVisible();
  await visitor.close();

  // Publish again, then delete through the dialog.
  await row.getByRole("button", { name: `Publish ${title}` }).click();
  await expect(toast(page, "Post published")).toBeVisible();
  await expect(row.getByText("Published", { exact: true })).toBeVisible();
  await dismissToasts(page);

  await row.getByRole("button", { name: "Delete post" }).click();
  const dialog = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(
    dialog.getByText("This action cannot be undone. This will permanently delete the blog post."),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await row.getByRole("button", { name: "Delete post" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Post deleted", "The blog post has been deleted successfully.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
});

test("an admin saves General SEO and adds and deletes a Page SEO entry", async ({ page }) => {
  await signInAdmin(page);
  await page.goto("/admin/seo");
  await expect(page.getByRole("tab", { name: "General SEO" })).toHaveAttribute("aria-selected", "true");

  const siteTitle = page.getByRole("textbox", { name: "Site title" });
  await expect(siteTitle).toHaveValue(/Lab Tests in Dubai/);
  await siteTitle.fill("");
  await page.getByRole("textbox", { name: "Default social image URL" }).fill("not a url");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Site title is required")).toBeVisible();
  await expect(page.getByText("Please enter a valid URL (http:// or https://)")).toBeVisible();

  const newTitle = `LabCompare UAE | Lab Tests in Dubai ${uid()}`;
  await siteTitle.fill(newTitle);
  await page.getByRole("textbox", { name: "Default social image URL" }).fill("https://labcompare.ae/og.png");
  await page.getByRole("textbox", { name: "Google Analytics ID" }).fill("G-E2ETEST01");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(
    toast(page, "SEO settings updated", "Your SEO settings have been saved successfully."),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Site title" })).toHaveValue(newTitle);

  await page.getByRole("tab", { name: "Page SEO" }).click();
  const empty = page.getByText(
    "No page-specific SEO settings found. Add your first page SEO configuration above.",
  );
  await expect(empty).toBeVisible();
  await page.getByRole("button", { name: "Add Page SEO" }).click();
  for (const message of ["Page path is required", "Title is required", "Description is required"]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByRole("textbox", { name: "Page path" }).fill("/labs");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("Partner labs in Dubai and Abu Dhabi");
  await page.getByRole("textbox", { name: "Keywords" }).fill("labs, dubai, abu dhabi");
  await page
    .getByRole("textbox", { name: "Description" })
    .fill("Every partner lab with its location and opening hours.");
  await page.getByRole("textbox", { name: "Canonical URL" }).fill("https://labcompare.ae/labs");
  await page.getByRole("button", { name: "Add Page SEO" }).click();
  await expect(toast(page, "Page SEO added")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "/labs" });
  await expect(row.getByText("Partner labs in Dubai and Abu Dhabi")).toBeVisible();
  await expect(empty).toBeHidden();

  await row.getByRole("button", { name: "Delete SEO settings for /labs" }).click();
  const dialog = page.getByRole("dialog");
  await expect(
    dialog.getByText("Are you sure you want to delete this page SEO configuration?"),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Page SEO deleted")).toBeVisible();
  await expect(empty).toBeVisible();

  // Put the analytics ID back to none, so later journeys don't meet the cookie banner.
  await page.getByRole("tab", { name: "General SEO" }).click();
  await expect(page.getByRole("textbox", { name: "Google Analytics ID" })).toHaveValue("G-E2ETEST01");
  await page.getByRole("textbox", { name: "Google Analytics ID" }).fill("");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(toast(page, "SEO settings updated").first()).toBeVisible();
});

test("an admin imports a lab price list with a bad row, then applies it", async ({ page }) => {
  const lab = "Marinelle Clinical Lab";
  // A price that differs from run to run, so the lipid profile row always changes something.
  const price = (50 + (Date.now() % 4900) / 100).toFixed(2);
  await signInAdmin(page);
  await page.goto("/admin/offers?tab=import");
  await expect(
    page.getByText("test, price_aed, original_price_aed, home_collection_fee_aed, turnaround_hours"),
  ).toBeVisible();

  await page.getByRole("combobox", { name: "Lab" }).fill("Marinelle");
  await page.getByRole("option", { name: new RegExp(lab) }).click();
  const csv = [
    "test,price_aed,original_price_aed,home_collection_fee_aed,turnaround_hours",
    `lipid-profile,${price},150,25,8`,
    "vitamin-d-test,139,,,24",
    "no-such-test-anywhere,50,,,24",
    "ferritin,88,,,24",
  ].join("\n");
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "marinelle.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Preview" }).click();

  await expect(page.getByRole("heading", { name: `Preview: ${lab}` })).toBeVisible();
  await expect(page.getByText("4 rows read. Nothing has been changed yet.")).toBeVisible();
  const bad = page.getByRole("table", { name: "Bad rows (will be skipped)" });
  await expect(bad.getByRole("row").filter({ hasText: "no-such-test-anywhere" })).toContainText("4");
  await expect(bad.getByRole("row").filter({ hasText: "no-such-test-anywhere" })).toContainText(
    "Unknown test",
  );
  await expect(page.getByText("1 bad row", { exact: true })).toBeVisible();
  // The three good rows are each to add, to change or unchanged; lipid-profile's new values differ.
  const count = async (label: string) =>
    Number((await page.getByText(new RegExp(`^\\d+ ${label}$`)).textContent())!.split(" ")[0]);
  expect((await count("to add")) + (await count("to change")) + (await count("unchanged"))).toBe(3);
  await expect(
    page
      .getByRole("table", { name: /Rows to (add|change)/ })
      .getByRole("row")
      .filter({ hasText: "Lipid Profile" }),
  ).toContainText(`${price} AED`);

  await page.getByRole("button", { name: "Apply" }).click();
  await expect(toast(page, "Price list applied", `${lab}:`)).toBeVisible();
  await expect(toast(page, "Price list applied")).toContainText("1 bad row skipped");

  // The lab's price list now has the new price.
  await page.getByRole("tab", { name: "By lab" }).click();
  await page.getByRole("textbox", { name: "Search tests" }).fill("Lipid Profile");
  const offer = page.getByRole("row").filter({ hasText: /^Lipid Profile/ });
  await expect(offer.first()).toContainText(`${price} AED`);
});

test("the last admin cannot revoke their own admin role", async ({ page }) => {
  await signInAdmin(page);
  await page.goto("/admin/users");
  // Other specs sign up patients on the same server: the admin need not be on the list's first page.
  await page.getByRole("textbox", { name: "Search" }).fill(ADMIN.email);
  const row = page.getByRole("row").filter({ hasText: ADMIN.email });
  await expect(row.getByText("Admin", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: `Revoke admin from ${ADMIN.email}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke admin" }).click();
  await expect(
    toast(page, "Could not revoke the admin role", "You cannot remove the last admin"),
  ).toBeVisible();
  await expect(row.getByText("Admin", { exact: true })).toBeVisible();
});

test("an admin sets a lab's weekly hours, a closure and its Arabic name", async ({ page }) => {
  const lab = "Marinelle Clinical Lab";
  const arabicName = "مختبر مارينيل للتحاليل الطبية";
  await signInAdmin(page);
  await page.goto("/admin/labs");
  await page.getByRole("textbox", { name: "Search" }).fill("Marinelle");
  await page.getByRole("button", { name: `Edit ${lab}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit lab" });
  await expect(dialog).toBeVisible();

  // 24 hours on Sunday, copied to every day; Friday closed; Saturday 09:00–20:00.
  await dialog.getByRole("button", { name: "Open 24 hours on Sunday" }).click();
  await dialog.getByRole("button", { name: "Copy Sunday's hours to every day" }).click();
  await expect(dialog.getByText("Open 24 hours", { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Remove Friday hours 1" }).click();
  await dialog.getByRole("button", { name: "Remove Saturday hours 1" }).click();
  await dialog.getByRole("button", { name: "Add hours on Saturday" }).click();
  await dialog.getByRole("textbox", { name: "Saturday opening time 1" }).fill("21:00");
  await dialog.getByRole("textbox", { name: "Saturday closing time 1" }).fill("20:00");

  // A closure: a date and the reason patients see.
  await dialog.getByRole("button", { name: "Add closure" }).click();
  await dialog.getByRole("button", { name: "Closure 1 date" }).click();
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), 28);
  const dayLabel = `28 ${day.toLocaleDateString("en-US", { month: "long" })} ${day.getFullYear()}`;
  await page.getByRole("button", { name: dayLabel, exact: true }).click();
  await dialog.getByRole("textbox", { name: "Closure 1 reason" }).fill("National Day");
  // The name Arabic pages show.
  await dialog.getByRole("textbox", { name: "Name (Arabic)" }).fill(arabicName);

  // The shared schedule rules explain a closing time before the opening time.
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog.getByText("Closing time must be after opening time")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Saturday opening time 1" }).fill("09:00");
  await expect(dialog.getByText("Sun–Thu 24 hours, Sat 09:00–20:00")).toBeVisible();
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Lab updated", `${lab} has been saved.`)).toBeVisible();

  const row = page.getByRole("row").filter({ hasText: lab });
  await expect(row.getByText("Sun–Thu 24 hours, Sat 09:00–20:00")).toBeVisible();
  await expect(row.getByText("1 closure")).toBeVisible();
  await row.getByRole("button", { name: `Edit ${lab}` }).click();
  await expect(dialog.getByRole("textbox", { name: "Closure 1 reason" })).toHaveValue("National Day");
  await expect(dialog.getByText("Closed", { exact: true })).toHaveCount(1);
  await expect(dialog.getByRole("textbox", { name: "Name (Arabic)" })).toHaveValue(arabicName);

  // The lab's Arabic page is headed by it.
  await page.goto("/ar/labs/marinelle-clinical-lab");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(arabicName);
});
