/**
 * The patient journey by keyboard alone (page.keyboard only; the sign-up that creates the account is
 * setup): home → the skip link is the first Tab stop and moves the focus to <main> → search → a test
 * → "Add to basket" (announced) → the basket (its outcome in a polite status) → Book → the booking
 * form (required fields exposed as such, an empty name focused with its message) → a date and a time
 * → the confirmation page → the cancel dialog (Tab stays inside, Escape closes it, the focus returns to
 * its button) → cancelling. After each page change the focus is on the new page's h1; every control
 * the Tab key reaches shows a focus ring (an outline, not a border colour). Also: the admin console's
 * skip link, the password field's show/hide button is a Tab stop, the basket's "Compare labs for
 * these N tests" focuses the comparison's heading, and "Book Test" keeps the focus while it sends.
 */
import { expect, test } from "./fixtures";
import { expectAccessible } from "./axe";
import { chooseDateAndTime, expectHeadingFocused, focusedRing, tabTo } from "./keyboard-helpers";
import {
  daysFromToday,
  firstOfferFreeSlot,
  longDate,
  nonFridayDate,
  pickDate,
  signUp,
  slotButton,
} from "./patient-helpers";

test.use({ viewport: { width: 1280, height: 900 } });

test("the journey from the home page to a cancelled booking, by keyboard alone", async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, `keyboard-${Date.now()}@example.com`);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");

  // The skip link: the first Tab stop, shown when focused, moving the focus to <main>.
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  expect((await focusedRing(page)).ring).toBe(true);
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main-content")).toBeFocused();

  // Search: the next Tab stop is the hero's search box.
  await page.keyboard.press("Tab");
  const searchBox = page.getByRole("textbox", { name: "Search tests" });
  await expect(searchBox).toBeFocused();
  expect((await focusedRing(page)).ring, "the search box shows a focus ring").toBe(true);
  await page.keyboard.type("Vitamin D");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=Vitamin/);
  await expectHeadingFocused(page, /Search Results for/);

  // A test.
  await tabTo(page, page.getByRole("link", { name: "Compare prices for Vitamin D Test" }));
  await page.keyboard.press("Enter");
  await expectHeadingFocused(page, "Vitamin D Test");

  // Add to basket: said by the live region.
  await tabTo(page, page.getByRole("button", { name: "Add to basket: Vitamin D Test" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Remove from basket: Vitamin D Test" })).toBeFocused();
  await expect(page.getByTestId("announcer")).toHaveText("Vitamin D Test added to your basket, 1 test");

  // The basket, from the navigation bar (back up the page).
  await tabTo(page, page.getByRole("link", { name: "Basket, 1 test" }), { back: true });
  await page.keyboard.press("Enter");
  await expectHeadingFocused(page, "Your basket");
  await expect(page.getByTestId("basket-results-status")).toHaveText(
    /^Cheapest for all 1 test: .+, [\d,.]+ AED\./,
  );

  // Book at the cheapest lab.
  await tabTo(page, page.getByTestId("basket-complete").getByRole("link", { name: /^Book/ }).first());
  await page.keyboard.press("Enter");
  await expectHeadingFocused(page, /^Book Test: /);

  // The booking form: required fields are exposed as required.
  const form = page.locator("form");
  const name = form.getByRole("textbox", { name: "Patient name" });
  await expect(name).toHaveAttribute("required", "");
  await expect(form.getByRole("textbox", { name: "Email" })).toHaveAttribute("required", "");
  await expect(
    form
      .getByRole("textbox", { name: "Lab" })
      .or(form.getByRole("combobox", { name: "Lab" }))
      .first(),
  ).toHaveAttribute("required", "");

  // A date two days on or the next that is not a Friday (past the lab's change cut-off, so the
  // booking can be moved) and its first free time, then Book with the name empty.
  const bookedOn = nonFridayDate(2);
  const movedTo = nonFridayDate(daysFromToday(bookedOn) + 1);
  await expectAccessible(page, "booking form");
  await chooseDateAndTime(page, form, bookedOn);
  await tabTo(page, form.getByRole("button", { name: "Book Test" }));
  await page.keyboard.press("Enter");
  // The first invalid field gets the focus, its message tied to it by aria-describedby.
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await name.getAttribute("aria-describedby")) ?? "";
  const messages = await Promise.all(
    describedBy
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).textContent()),
  );
  expect(messages.join(" ")).toMatch(/name/i);

  await page.keyboard.type("Layla Ahmed");
  await tabTo(page, form.getByRole("button", { name: "Book Test" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/bookings\/LC-[0-9A-Z]{6}$/);
  await expectHeadingFocused(page, /^LC-[0-9A-Z]{6}$/);
  await expectAccessible(page, "confirmation page");

  // The reschedule dialog: Escape closes it and the focus returns to its button.
  const rescheduleButton = page.getByRole("button", { name: "Reschedule" });
  await tabTo(page, rescheduleButton);
  await page.keyboard.press("Enter");
  const reschedule = page.getByRole("dialog", { name: "Reschedule booking" });
  await expect(reschedule).toBeVisible();
  expect(
    await reschedule.evaluate((d) => d.contains(document.activeElement)),
    "the focus is in the dialog",
  ).toBe(true);
  await page.keyboard.press("Escape");
  await expect(reschedule).toBeHidden();
  await expect(rescheduleButton).toBeFocused();

  // Rescheduling: the next day that is not a Friday, by the calendar's arrow keys, its first free
  // time, Continue, Confirm.
  await page.keyboard.press("Enter");
  await expect(reschedule).toBeVisible();
  await expectAccessible(page, "reschedule dialog");
  await chooseDateAndTime(page, reschedule, movedTo);
  await tabTo(page, reschedule.getByRole("button", { name: "Continue" }));
  await page.keyboard.press("Enter");
  const confirmMove = page.getByRole("dialog", { name: "Confirm the new time" });
  await expect(confirmMove).toBeVisible();
  await tabTo(page, confirmMove.getByRole("button", { name: "Confirm new time" }));
  await page.keyboard.press("Enter");
  await expect(confirmMove).toBeHidden();
  await expect(page.getByText("Booking rescheduled").first()).toBeVisible();
  await expect(page.getByTestId("booking-when")).toContainText(longDate(movedTo));

  // The cancel dialog: Tab cycles inside it, Escape closes it and the focus returns to its button.
  const cancelButton = page.getByRole("button", { name: "Cancel booking" });
  await tabTo(page, cancelButton);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Cancel booking" });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement)), "Tab stays in the dialog").toBe(
      true,
    );
    expect((await focusedRing(page)).ring).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(cancelButton).toBeFocused();

  // Cancelling: the button and the dialog go, the focus goes to the heading (not to the page's start).
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole("button", { name: "Cancel booking" }));
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Cancelled", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
});

test("on a phone, the navigation menu opens from its button, and Escape closes it with the focus back on the button", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/labs");
  const burger = page.getByRole("button", { name: "Open navigation menu" });
  await tabTo(page, burger);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Close navigation menu" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await tabTo(page, page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Tests" }), {
    max: 1,
  });
  await page.keyboard.press("Escape");
  await expect(burger).toBeFocused();
  await expect(burger).toHaveAttribute("aria-expanded", "false");
  // Closed, its links are out of the Tab order: the next stop is in the page.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.querySelector("main")?.contains(document.activeElement))).toBe(
    true,
  );
});

test("a link to a section of another page moves the focus to that section; a query change leaves the focus in the search box", async ({
  page,
}) => {
  await page.goto("/labs");
  await tabTo(
    page,
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "How It Works" }),
  );
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/#how-it-works$/);
  await expect(page.locator("#how-it-works")).toBeFocused();
  expect((await focusedRing(page)).ring, "a section focused by script shows no ring").toBe(false);

  // On /search, a new search changes only the query: the focus stays where the person typed.
  await page.goto("/search?q=cbc");
  await tabTo(page, page.getByRole("textbox", { name: "Search tests" }));
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("lipid");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/q=lipid/);
  await expect(page.getByRole("heading", { level: 1, name: /lipid/ })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Search tests" })).toBeFocused();
});

test("the admin console's first Tab stop is its skip link, which moves the focus to <main>", async ({
  page,
}) => {
  await page.goto("/auth");
  await page.getByRole("textbox", { name: "Email" }).fill("admin@e2e.test");
  await page.getByRole("textbox", { name: "Password" }).fill("e2e admin password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin/bookings");
  await expect(page.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main-content")).toBeFocused();
  // From the section navigation, by keyboard: the next section's heading gets the focus.
  await tabTo(page, page.getByRole("link", { name: "Labs" }).first(), { back: true });
  await page.keyboard.press("Enter");
  await expectHeadingFocused(page, "Labs");
});

test("the password's show/hide button is a Tab stop, and a wrong sign-in focuses the field in error", async ({
  page,
}) => {
  await page.goto("/auth");
  await tabTo(page, page.getByRole("textbox", { name: "Email" }));
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveAttribute("required", "");
  await page.keyboard.type("not-an-email");
  await tabTo(page, page.getByRole("button", { name: "Show or hide password" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Show or hide password" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await tabTo(page, page.getByRole("button", { name: "Sign In" }));
  await page.keyboard.press("Enter");
  const email = page.getByRole("textbox", { name: "Email" });
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
});

test("Enter on the basket's 'Compare labs for these 2 tests' moves the focus to the comparison's heading", async ({
  page,
}) => {
  await page.goto(`/basket?list=${encodeURIComponent("CBC, Vitamin D")}`);
  const compare = page.getByRole("link", { name: "Compare labs for these 2 tests" });
  await compare.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: "Labs for your tests" })).toBeFocused();
});

test("Enter on 'Book Test' keeps the focus on the button while the booking is sent (a second Enter books nothing more), then the confirmation's heading has it", async ({
  page,
}) => {
  // Sign-up, the calendar and the booking: as long as the journey above on a busy machine.
  test.setTimeout(120_000);
  await signUp(page, `keyboard-submit-${Date.now()}@example.com`);
  const { testId, labId, slot } = await firstOfferFreeSlot(page, "lipid-profile");
  await page.goto(`/book/${testId}?lab=${labId}`);
  await page.getByRole("textbox", { name: "Patient name" }).fill("Huda Saleh");
  await pickDate(page, slot.date);
  await slotButton(page, slot.time).click();

  // booking.create reaches the server at once; its answer is held until the checks below are done.
  let creates = 0;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith("/trpc/") && url.pathname.includes("booking.create"),
    async (route) => {
      creates++;
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    },
  );
  await page.getByRole("button", { name: "Book Test" }).focus();
  await page.keyboard.press("Enter");
  const sending = page.getByRole("button", { name: "Submitting..." });
  await expect(sending).toHaveAttribute("aria-disabled", "true");
  await expect(sending).toBeFocused();
  await page.keyboard.press("Enter");
  await page.waitForTimeout(500);
  await expect(sending).toBeFocused();
  release();
  await expect(page).toHaveURL(/\/bookings\/LC-[0-9A-Z]{6}$/);
  await expectHeadingFocused(page, /^LC-[0-9A-Z]{6}$/);
  expect(creates).toBe(1);
});
