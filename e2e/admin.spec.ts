/**
 * Admin console journeys against the production build on a fresh seeded database (see
 * playwright.config.ts): sign-in lands on the dashboard; booking status changes in place with a
 * toast; blog post validation, create / publish / unpublish / delete (with the public pages);
 * General and Page SEO; a lab price-list CSV import with a bad row; the last-admin guard.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

const ADMIN = { email: "admin@e2e.test", password: "e2e admin password" };

/** A short unique suffix so reruns against the same database do not collide. */
const uid = () => Math.random().toString(36).slice(2, 8);

/** Signs in through /auth and waits for the landing page. */
async function signIn(page: Page, email: string, password: string, landing: RegExp) {
  await page.goto("/auth");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Password" }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(landing);
}

/** Signs in as the seeded admin; lands on /admin/dashboard. */
async function signInAdmin(page: Page) {
  await signIn(page, ADMIN.email, ADMIN.password, /\/admin\/dashboard$/);
}

/** A tRPC query over HTTP (superjson body), with the page's cookies. */
async function trpcQuery<T>(request: APIRequestContext, path: string, input: unknown): Promise<T> {
  const res = await request.get(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`);
  expect(res.ok(), `${path}: ${await res.text()}`).toBeTruthy();
  return (await res.json()).result.data.json as T;
}

/** A tRPC mutation over HTTP (superjson body), with the page's cookies. */
async function trpcMutation<T>(request: APIRequestContext, path: string, input: unknown): Promise<T> {
  const res = await request.post(`/trpc/${path}`, { data: { json: input } });
  expect(res.ok(), `${path}: ${await res.text()}`).toBeTruthy();
  return (await res.json()).result.data.json as T;
}

/** yyyy-MM-dd `days` from now (UTC; two days ahead is never in the past in Dubai). */
function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A toast (Mantine notification) with this title and, when given, this message. */
/** Closes every open toast, as a user would before reaching a control it covers (toasts pause while hovered). */
async function dismissToasts(page: Page) {
  for (const close of await page.getByRole("alert").getByRole("button").all()) await close.click().catch(() => {});
  await expect(page.getByRole("alert")).toHaveCount(0);
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
  for (const label of ["Dashboard", "Bookings", "Tests", "Labs", "Categories", "Offers & Price Lists", "Users", "Blog Posts", "Resources", "SEO", "Audit log"]) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
});

test("an admin confirms, completes and cancels a booking in place", async ({ page }) => {
  // A patient signs up through the UI and books a test through the API with their session.
  const patientEmail = `patient-${uid()}@e2e.test`;
  await page.goto("/auth?mode=signup");
  await page.getByRole("textbox", { name: "Email" }).fill(patientEmail);
  await page.getByRole("textbox", { name: "Password" }).fill("patient password 1");
  await page.getByRole("button", { name: "Create Account", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const test = await trpcQuery<{ id: string; name: string; offers: { lab: { id: string; name: string } }[] }>(
    page.request,
    "catalog.tests.byId",
    { id: "lipid-profile" },
  );
  const patientName = `Amal Test ${uid()}`;
  const date = daysFromNow(2);
  await trpcMutation(page.request, "booking.create", {
    testId: test.id,
    labId: test.offers[0]!.lab.id,
    scheduledDate: date,
    scheduledTime: "10:30",
    patientName,
    patientEmail,
    patientPhone: "+971 50 123 4567",
    notes: "E2E booking",
  });

  await page.context().clearCookies();
  await signInAdmin(page);
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Bookings" }).click();
  await expect(page).toHaveURL(/\/admin\/bookings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
  await expect(page.getByText("Manage and track all test bookings")).toBeVisible();
  for (const column of ["Patient", "Test", "Date & Time", "Status", "Actions"]) {
    await expect(page.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
  }

  const row = page.getByRole("row").filter({ hasText: patientName });
  await expect(row).toBeVisible();
  await expect(row.getByText(patientEmail)).toBeVisible();
  await expect(row.getByText("+971 50 123 4567")).toBeVisible();
  await expect(row.getByText(test.name)).toBeVisible();
  const longDate = new Date(`${date}T00:00:00`).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" });
  await expect(row.getByText(`${longDate} at 10:30 AM`)).toBeVisible();
  await expect(row.getByText("Pending", { exact: true })).toBeVisible();

  for (const [action, status, label] of [
    ["Mark as Confirmed", "confirmed", "Confirmed"],
    ["Mark as Completed", "completed", "Completed"],
    ["Cancel Booking", "cancelled", "Cancelled"],
  ] as const) {
    await row.getByRole("button", { name: `Actions for ${patientName}'s booking` }).click();
    await page.getByRole("menuitem", { name: action }).click();
    await expect(toast(page, "Status updated", `Booking status has been updated to ${status}`)).toBeVisible();
    await expect(row.getByText(label, { exact: true })).toBeVisible();
  }

  // The status filter finds it among cancelled bookings.
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Cancelled" }).click();
  await expect(page.getByRole("row").filter({ hasText: patientName })).toBeVisible();
});

test("the blog post form shows the five required-field messages", async ({ page }) => {
  await signInAdmin(page);
  await page.goto("/admin/blog-posts/new");
  await expect(page.getByRole("heading", { level: 1, name: "New Post" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel" })).toHaveCount(0);
  await page.getByRole("button", { name: "Create Post" }).click();
  for (const message of ["Title is required", "Excerpt is required", "Content is required", "Author is required", "Category is required"]) {
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
  await page.getByRole("textbox", { name: "Content" }).fill("<p>Drink <strong>water</strong>. Avoid breakfast for 10 hours.</p>");
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
  await page.getByRole("textbox", { name: "Excerpt" }).fill("Updated: what to eat and drink before your lab test.");
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
  await expect(dialog.getByText("This action cannot be undone. This will permanently delete the blog post.")).toBeVisible();
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
  await expect(toast(page, "SEO settings updated", "Your SEO settings have been saved successfully.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Site title" })).toHaveValue(newTitle);

  await page.getByRole("tab", { name: "Page SEO" }).click();
  const empty = page.getByText("No page-specific SEO settings found. Add your first page SEO configuration above.");
  await expect(empty).toBeVisible();
  await page.getByRole("button", { name: "Add Page SEO" }).click();
  for (const message of ["Page path is required", "Title is required", "Description is required"]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByRole("textbox", { name: "Page path" }).fill("/labs");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("Partner labs in Dubai and Abu Dhabi");
  await page.getByRole("textbox", { name: "Keywords" }).fill("labs, dubai, abu dhabi");
  await page.getByRole("textbox", { name: "Description" }).fill("Every partner lab with its location and opening hours.");
  await page.getByRole("textbox", { name: "Canonical URL" }).fill("https://labcompare.ae/labs");
  await page.getByRole("button", { name: "Add Page SEO" }).click();
  await expect(toast(page, "Page SEO added")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "/labs" });
  await expect(row.getByText("Partner labs in Dubai and Abu Dhabi")).toBeVisible();
  await expect(empty).toBeHidden();

  await row.getByRole("button", { name: "Delete SEO settings for /labs" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Are you sure you want to delete this page SEO configuration?")).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Page SEO deleted")).toBeVisible();
  await expect(empty).toBeVisible();
});

test("an admin imports a lab price list with a bad row, then applies it", async ({ page }) => {
  const lab = "Marinelle Clinical Lab";
  // A price that differs from run to run, so the lipid profile row always changes something.
  const price = (50 + (Date.now() % 4900) / 100).toFixed(2);
  await signInAdmin(page);
  await page.goto("/admin/offers?tab=import");
  await expect(page.getByText("test, price_aed, original_price_aed, home_collection_fee_aed, turnaround_hours")).toBeVisible();

  await page.getByRole("combobox", { name: "Lab" }).fill("Marinelle");
  await page.getByRole("option", { name: new RegExp(lab) }).click();
  const csv = [
    "test,price_aed,original_price_aed,home_collection_fee_aed,turnaround_hours",
    `lipid-profile,${price},150,25,8`,
    "vitamin-d-test,139,,,24",
    "no-such-test-anywhere,50,,,24",
    "ferritin,88,,,24",
  ].join("\n");
  await page.locator('input[type="file"]').setInputFiles({ name: "marinelle.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Preview" }).click();

  await expect(page.getByRole("heading", { name: `Preview: ${lab}` })).toBeVisible();
  await expect(page.getByText("4 rows read. Nothing has been changed yet.")).toBeVisible();
  const bad = page.getByRole("table", { name: "Bad rows (will be skipped)" });
  await expect(bad.getByRole("row").filter({ hasText: "no-such-test-anywhere" })).toContainText("4");
  await expect(bad.getByRole("row").filter({ hasText: "no-such-test-anywhere" })).toContainText("Unknown test");
  await expect(page.getByText("1 bad row", { exact: true })).toBeVisible();
  // The three good rows are each to add, to change or unchanged; lipid-profile's new values differ.
  const count = async (label: string) => Number((await page.getByText(new RegExp(`^\\d+ ${label}$`)).textContent())!.split(" ")[0]);
  expect((await count("to add")) + (await count("to change")) + (await count("unchanged"))).toBe(3);
  await expect(page.getByRole("table", { name: /Rows to (add|change)/ }).getByRole("row").filter({ hasText: "Lipid Profile" })).toContainText(`${price} AED`);

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
  const row = page.getByRole("row").filter({ hasText: ADMIN.email });
  await expect(row.getByText("Admin", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: `Revoke admin from ${ADMIN.email}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke admin" }).click();
  await expect(toast(page, "Could not revoke the admin role", "You cannot remove the last admin")).toBeVisible();
  await expect(row.getByText("Admin", { exact: true })).toBeVisible();
});
