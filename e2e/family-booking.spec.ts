/**
 * Booking for a child, end to end: a parent signs up, opens the booking form for HbA1c, chooses
 * "Someone else…" under "Who is this test for?" and adds their child inline (name, relation, date of
 * birth, sex); the booking is the child's (the confirmation says "For Yousef Haddad (Child)"); the
 * admin confirms it and the console shows whom it is for (child, date of birth, sex) while uploading
 * the child's results (a PDF and values); the parent's /results has a person switcher: nothing under
 * "Me", the HbA1c value under the child (`?person=<id>`, a plain link), in English and in Arabic.
 * The parent then shares the child's results with a doctor (the child chosen, a PIN); a browser
 * without an account opens the link, enters the PIN, sees the child's name and date of birth and
 * downloads the PDF (the same bytes); the parent withdraws the link and it is refused (410).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { adminPage, trpcMutation, uid } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { signUp, trpcQuery } from "./patient-helpers";
import { attachPdfReport, hba1cTest, labBesidesPalmwood } from "./results-helpers";

const CHILD = "Yousef Haddad";
const LOCALES = join(import.meta.dirname, "../apps/web/src/i18n/locales/ar");
/** An Arabic text of the web app ("family:me"). */
const ar = (key: string): string => {
  const [ns, path] = key.split(":") as [string, string];
  const tree = JSON.parse(readFileSync(join(LOCALES, `${ns}.json`), "utf8")) as Record<string, unknown>;
  return path
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
};

test("a parent books HbA1c for a child added in the booking form; the lab uploads the child's results; the parent sees them under the child and shares them with a doctor by a link and a PIN", async ({
  page,
  browser,
}) => {
  // A sign-up, the booking form, the console, four results pages and a doctor's visit: three times the usual limit.
  test.setTimeout(180_000);
  await signUp(page, `parent-${uid()}@example.com`);
  const hba1c = await hba1cTest(page);
  const lab = labBesidesPalmwood(hba1c);

  // The booking form: "Me" is chosen; "Someone else…" asks for the child inline.
  await page.goto(`/book/${hba1c.id}?lab=${lab.id}`);
  const whoFor = page.getByRole("radiogroup", { name: "Who is this test for?" });
  await expect(whoFor.getByRole("radio", { name: "Me", exact: true })).toBeChecked();
  // The parent's own date of birth and sex are on the profile: not asked again.
  await expect(page.getByLabel("Date of birth")).toHaveCount(0);
  await whoFor.getByRole("radio", { name: "Someone else…" }).check();
  const member = page.getByTestId("new-family-member");
  await member.getByRole("textbox", { name: "Their name" }).fill(CHILD);
  await member.getByRole("combobox", { name: "Relation" }).selectOption("child");
  await member.getByLabel("Date of birth").fill("2018-03-02");
  await member.getByRole("radio", { name: "Male", exact: true }).check();
  // A child needs no consent; the parent's own name is asked as "Your name".
  await expect(member.getByRole("checkbox")).toHaveCount(0);
  await page.getByRole("textbox", { name: "Your name" }).fill("Rana Haddad");
  await page
    .getByRole("radiogroup", { name: /^Times on / })
    .getByRole("radio")
    .first()
    .click();
  await page.getByRole("button", { name: "Book Test" }).click();

  await expect(page).toHaveURL(/\/bookings\/LC-[0-9A-Z]{6}$/, { timeout: 30_000 });
  const reference = /LC-[0-9A-Z]{6}$/.exec(page.url())![0];
  const main = page.locator("main");
  await expect(main.getByTestId("booked-for")).toHaveText(`For ${CHILD} (Child)`);
  await expect(main.getByText("Born March 2, 2018")).toBeVisible();
  const booking = await trpcQuery<{ id: string; status: string; familyMemberId: string }>(
    page,
    "booking.byReference",
    { reference },
  );
  expect(booking.familyMemberId).toBeTruthy();
  // The dashboard's card says it too.
  await page.goto("/dashboard");
  await expect(page.locator(`[data-reference="${reference}"]`).getByTestId("booked-for")).toHaveText(
    `For ${CHILD} (Child)`,
  );

  // The lab (the admin here) confirms, sees whom it is for, and uploads the child's results.
  const admin = await adminPage(browser);
  if (booking.status === "pending")
    await trpcMutation(admin.request, "admin.bookings.updateStatus", { id: booking.id, status: "confirmed" });
  await admin.goto(`/admin/bookings?q=${reference}`);
  await expect(admin.getByTestId("booking-person").first()).toHaveText("Child · born 2018-03-02 · Male");
  await admin.getByRole("button", { name: `Open booking ${reference} of ${CHILD}` }).click();
  const drawer = admin.getByRole("dialog", { name: `Booking ${reference}` });
  await expect(drawer.getByTestId("booking-person")).toHaveText("Child · born 2018-03-02 · Male");
  const form = drawer.getByRole("form", { name: "Upload results" });
  const pdf = await attachPdfReport(form, "HbA1c 5.2 %");
  await form
    .getByRole("textbox", { name: "Or observations as CSV" })
    .fill("loinc,name,value,unit,ref_low,ref_high,ref_text,flag\n4548-4,HbA1c,5.2,%,4.0,5.6,,N\n");
  await form.getByRole("button", { name: "Upload results" }).click();
  await expect(admin.getByRole("alert").filter({ hasText: "Results uploaded" })).toBeVisible();
  await admin.context().close();

  // The parent's results: nothing under "Me"; the child's HbA1c under the child, by a plain link.
  await page.goto("/results");
  const switcher = page.getByRole("navigation", { name: "Whose results" });
  await expect(switcher.getByRole("link", { name: "Me", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByTestId("result-series")).toHaveCount(0);
  await switcher.getByRole("link", { name: CHILD }).click();
  await expect(page).toHaveURL(new RegExp(`/results\\?person=${booking.familyMemberId}$`));
  await expect(switcher.getByRole("link", { name: CHILD })).toHaveAttribute("aria-current", "page");
  const card = page
    .getByTestId("result-series")
    .filter({ has: page.getByRole("heading", { name: "HbA1c", exact: true }) });
  await expect(card.getByTestId("series-latest")).toHaveText("5.2 %");

  // The same page in Arabic: the switcher's words, the child chosen by the URL.
  await page.goto(`/ar/results?person=${booking.familyMemberId}`);
  const arSwitcher = page.getByRole("navigation", { name: ar("family:switcher") });
  await expect(arSwitcher.getByRole("link", { name: ar("family:me") })).toBeVisible();
  await expect(arSwitcher.getByRole("link", { name: CHILD })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("result-series")).toHaveCount(1);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

  // The parent shares the child's results with a doctor: the child is chosen, a PIN is asked.
  await page.goto(`/results?person=${booking.familyMemberId}`);
  await page.getByRole("button", { name: "Share with a doctor" }).click();
  const dialog = page.getByRole("dialog", { name: "Share with a doctor" });
  await expect(dialog.getByRole("combobox", { name: "Whose results" })).toHaveValue(CHILD);
  await expect(dialog.getByRole("switch", { name: "Ask for a 6-digit PIN" })).toBeChecked();
  await dialog.getByRole("button", { name: "Create link" }).click();
  const created = dialog.getByTestId("share-created");
  const url = await created.getByRole("textbox", { name: "Link" }).inputValue();
  const pin = (await created.getByTestId("share-pin").textContent())!.trim();
  await created.getByRole("button", { name: "Done" }).click();

  // The doctor, without an account: the PIN, the child's name and date of birth, the PDF.
  const doctor = await (await browser.newContext()).newPage();
  await doctor.goto(url);
  await expect(doctor.getByText(CHILD)).toHaveCount(0);
  await doctor.getByRole("textbox", { name: "PIN (6 digits)" }).fill(pin);
  await doctor.getByRole("button", { name: "Open the results" }).click();
  await expect(doctor.getByText(CHILD)).toBeVisible();
  await expect(doctor.getByText("March 2, 2018")).toBeVisible();
  const [file] = await Promise.all([
    doctor.waitForEvent("download"),
    doctor.getByRole("link", { name: /^Download PDF of the results from / }).click(),
  ]);
  expect(readFileSync(await file.path()).equals(pdf)).toBe(true);

  // The parent withdraws the link; the doctor's next visit is refused.
  await page.reload();
  const link = page.getByTestId("share-link");
  await expect(link).toContainText(CHILD);
  await link.getByRole("button", { name: /^Withdraw the link/ }).click();
  await expect(link).toContainText("Withdrawn");
  const refused = await doctor.goto(url);
  expect(refused?.status()).toBe(410);
  await expect(doctor.getByText("This link has expired or was withdrawn.")).toBeVisible();
  await doctor.context().close();
});
