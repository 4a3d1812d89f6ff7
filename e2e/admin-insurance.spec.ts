/**
 * The console's Insurance section against the production build on a fresh seeded database (see
 * playwright.config.ts): an admin creates an insurer and a plan (20 % co-pay capped at 50 AED), puts
 * two labs in its network, imports a network CSV with a bad line (the server's "Line 3: …" shown) and
 * then a good one (the summary shown); a patient books with the plan, and the bookings list filtered
 * by Insurance (then by the plan) shows only insured bookings; lab staff see their lab's networks
 * read-only.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { adminPage, trpcMutation, uid } from "./admin-helpers";
import { freeSlot, PATIENT_PASSWORD, signIn, signUp, trpcQuery } from "./patient-helpers";

interface OfferLab {
  id: string;
  name: string;
  slug: string;
}

/** A toast (Mantine notification) with this title. */
const toast = (page: Page, title: string) => page.getByRole("alert").filter({ hasText: title }).last();

/** Picks `name` in a searchable select or multi-select (`combobox`) by typing its first word. */
async function pick(page: Page, combobox: Locator, name: string) {
  await combobox.fill(name.split(" ")[0]!);
  await page
    .getByRole("option", { name: new RegExp(name) })
    .first()
    .click();
}

/** Creates the insurer and its plan through the screen; returns the plan's row. */
async function createInsurerAndPlan(page: Page, insurer: string, plan: { name: string; slug: string }) {
  await page.getByRole("button", { name: "New insurer" }).click();
  const insurerDialog = page.getByRole("dialog", { name: "New insurer" });
  await insurerDialog.getByRole("textbox", { name: "Name", exact: true }).fill(insurer);
  // Arabic pages name the insurer and plan in Arabic (e2e/arabic-text.spec.ts walks them later).
  await insurerDialog.getByRole("textbox", { name: "Name (Arabic)" }).fill("شركة التأمين التجريبية");
  await insurerDialog.getByRole("button", { name: "Create insurer" }).click();
  await expect(toast(page, "Insurer created")).toBeVisible();
  await expect(page.getByRole("heading", { name: insurer })).toBeVisible();

  await page.getByRole("button", { name: `Add a plan to ${insurer}` }).click();
  const planDialog = page.getByRole("dialog", { name: "New plan" });
  await planDialog.getByRole("textbox", { name: "Plan name" }).fill(plan.name);
  await planDialog.getByRole("textbox", { name: "Name (Arabic)" }).fill("الذهبية التجريبية");
  await planDialog.getByRole("textbox", { name: "Slug" }).fill(plan.slug);
  await planDialog.getByRole("textbox", { name: "Co-pay (%)" }).fill("20");
  await planDialog.getByRole("textbox", { name: "Cap per visit (AED)" }).fill("50");
  await planDialog.getByRole("button", { name: "Create plan" }).click();
  await expect(toast(page, "Plan created")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: plan.slug });
  await expect(row).toContainText("20%");
  await expect(row).toContainText("50.00 AED");
  await expect(row).toContainText("Not covered");
  return row;
}

/** Runs one network import from the open dialog and returns the dialog. */
async function importNetworks(page: Page, source: { file?: string; text?: string }) {
  const dialog = page.getByRole("dialog", { name: "Import networks (CSV)" });
  if (!(await dialog.isVisible())) await page.getByRole("button", { name: "Import networks (CSV)" }).click();
  if (source.file !== undefined) {
    await dialog.locator('input[type="file"]').setInputFiles({
      name: "networks.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(source.file),
    });
  } else {
    await dialog.getByRole("button", { name: "Clear network file" }).click();
    await dialog.getByRole("textbox", { name: "Or paste the lines" }).fill(source.text ?? "");
  }
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  return dialog;
}

/**
 * `page` (a fixture page, which waits for hydration) becomes a new account made staff of `labId` by
 * `admin` (admin.users.setLabStaff), signed in again on /admin/bookings.
 */
async function becomeLabStaff(page: Page, admin: Page, labId: string) {
  const email = `staff-${uid()}@example.com`;
  await page.context().clearCookies();
  await signUp(page, email);
  const users = await trpcQuery<{ items: { id: string; email: string }[] }>(admin, "admin.users.list", {
    q: email,
    page: 1,
  });
  const userId = users.items.find((u) => u.email === email)!.id;
  await trpcMutation(admin.request, "admin.users.setLabStaff", { userId, labIds: [labId] });
  await page.context().clearCookies();
  await signIn(page, email, PATIENT_PASSWORD, /\/admin\/bookings$/);
}

test("an admin sets up a plan and its network; the bookings list filters insured bookings", async ({
  browser,
  page: patient,
}) => {
  test.setTimeout(150_000);
  const page = await adminPage(browser);
  const u = uid();
  const insurer = `Test Insurer ${u}`;
  const plan = { name: `Gold ${u}`, slug: `gold-${u}` };
  const lipid = await trpcQuery<{ id: string; offers: { lab: OfferLab }[] }>(page, "catalog.tests.byId", {
    id: "lipid-profile",
  });
  const [lab1, lab2] = lipid.offers.map((o) => o.lab);
  expect(lab2, "two labs offering the lipid profile").toBeTruthy();

  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Insurance" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Insurance" })).toBeVisible();
  const row = await createInsurerAndPlan(page, insurer, plan);

  // The network editor: two labs.
  await row.getByRole("button", { name: `Network of ${plan.name}` }).click();
  const network = page.getByRole("dialog", { name: `Network of ${plan.name}` });
  const labs = network.getByRole("combobox", { name: "Labs in the network" });
  await expect(labs).toBeEnabled();
  await pick(page, labs, lab1!.name);
  await pick(page, labs, lab2!.name);
  await page.keyboard.press("Escape");
  await network.getByRole("button", { name: "Save network" }).click();
  await expect(toast(page, "Network saved")).toContainText(`${plan.name} is accepted at 2 labs.`);
  await expect(row.getByRole("cell").nth(6)).toHaveText("2");

  // A file with a bad third line is refused whole, with the server's message; then good lines.
  const header = "lab_slug,plan_slug";
  const bad = await importNetworks(page, {
    file: `${header}\n${lab1!.slug},${plan.slug}\nno-such-lab-${u},${plan.slug}\n`,
  });
  await expect(bad.getByRole("alert")).toContainText(`Line 3: unknown lab "no-such-lab-${u}"`);
  const good = await importNetworks(page, {
    text: `${header}\n${lab1!.slug},${plan.slug}\n${lab2!.slug},${plan.slug}\n`,
  });
  await expect(good.getByRole("status")).toContainText("Networks imported");
  await expect(good.getByRole("status")).toContainText(`${plan.slug}: 2 labs`);
  await good.getByRole("button", { name: "Close" }).first().click();

  // A patient books with the plan.
  const email = `insured-${u}@example.com`;
  await signUp(patient, email);
  const slot = await freeSlot(patient, lab1!.id);
  const booking = await trpcMutation<{ reference: string }>(patient.request, "booking.create", {
    testIds: [lipid.id],
    labId: lab1!.id,
    scheduledDate: slot.date,
    scheduledTime: slot.time,
    patientName: `Insured Patient ${u}`,
    patientEmail: email,
    payment: { method: "insurance", planSlug: plan.slug, memberNumber: `MEM-${u}`, referral: true },
  });

  // The bookings list: self-pay bookings (the seeded ones) until filtered by Insurance.
  await page.goto("/admin/bookings");
  await expect(page.getByRole("cell", { name: "Self-pay", exact: true }).first()).toBeVisible();
  await page.getByRole("combobox", { name: "Payment" }).click();
  await page.getByRole("option", { name: "Insurance", exact: true }).click();
  await expect(page).toHaveURL(/payment=insurance/);
  const insured = page.getByRole("row").filter({ hasText: booking.reference });
  await expect(insured).toContainText(`${insurer} · ${plan.name}`);
  await expect(insured).toContainText("Estimated share");
  await expect(page.getByRole("cell", { name: "Self-pay", exact: true })).toHaveCount(0);
  await pick(page, page.getByRole("combobox", { name: "Plan" }), plan.name);
  await expect(page).toHaveURL(/plan=[0-9a-f-]{36}/);
  await expect(page.getByRole("button", { name: /^Open booking / })).toHaveCount(1);
  await expect(insured).toBeVisible();

  // Lab staff of the first lab: the plan in their lab's network, read-only.
  const staff = patient;
  await becomeLabStaff(staff, page, lab1!.id);
  const nav = staff.getByRole("navigation", { name: "Admin sections" });
  await nav.getByRole("link", { name: "Insurance" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: "Insurance networks" })).toBeVisible();
  await expect(staff.getByRole("row").filter({ hasText: lab1!.name })).toContainText(
    `${insurer} · ${plan.name}`,
  );
  await expect(staff.getByRole("button", { name: /New insurer|Import networks|Network of/ })).toHaveCount(0);
  await page.close();
});
