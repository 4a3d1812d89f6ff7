/**
 * The appointment picker (SlotPicker) of the booking form and the reschedule dialog, against the
 * production build and the seeded database:
 *  1. the earliest day with a free time is chosen already, only its free times are listed, no time
 *     is chosen, and on a 390 × 844 phone the first free time is in view without scrolling;
 *  2. "Show all times" lists the taken times too, disabled and saying why ("Full");
 *  3. home-collection windows read whole ("07:00–09:00") at 320 and 390 px;
 *  4. keyboard: the calendar and the times are one Tab stop each, arrows move between days (into
 *     the next month too) and times, PageUp/PageDown by a month, Space chooses, the next Tab
 *     leaves; the reschedule dialog behaves the same;
 *  5. the picker's accessibility tree (inline snapshot, no dates in it);
 *  6. a time inside the lab's change cut-off says, before it is booked, that only the lab can move it.
 * Dates are "YYYY-MM-DD" in Asia/Dubai; the truth about free times comes from the public
 * `booking.availability` and `booking.slots` procedures.
 */
import { expect, test } from "./fixtures";
import { adminPage, uid } from "./admin-helpers";
import {
  chooseEmirate,
  dubaiDate,
  longDate,
  nonFridayDate,
  pickDate,
  signUp,
  trpcQuery,
} from "./patient-helpers";
import {
  checkTimeKeys,
  dailyLab,
  type DaySlots,
  earliestFreeDay,
  focused,
  freeTimes,
  listedTimes,
  openDays,
  plusDays,
  plusMonths,
  TESTS,
  testId,
  trpcMutation,
} from "./slot-helpers";

test.describe("booking form", () => {
  test("on a 390 × 844 phone: the earliest free day is chosen, only its free times are listed, and the first is in view", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp(page, `slots-phone-${Date.now()}@example.com`);
    const lab = await dailyLab(page);
    await page.goto(`/book/${TESTS[0]}?lab=${lab.id}&tests=${TESTS.slice(1).join(",")}`);
    const times = page.getByRole("radiogroup", { name: /^Times on / });
    await expect(times).toBeVisible();

    const day = await earliestFreeDay(page, lab.id);
    const free = await freeTimes(page, lab.id, day);
    await expect(times).toHaveAccessibleName(`Times on ${longDate(day)}`);
    await expect(page.locator('[role="gridcell"][aria-selected="true"]')).toHaveAttribute(
      "aria-label",
      longDate(day),
    );
    expect(await listedTimes(times)).toEqual(free);
    await expect(
      page.getByText(`${free.length} free times on ${longDate(day)}`, { exact: true }),
    ).toBeAttached();
    // The day was chosen for the patient; the time is theirs to choose.
    await expect(times.getByRole("radio", { checked: true })).toHaveCount(0);

    // On a phone the calendar is folded behind the chosen day.
    await expect(page.getByRole("button", { name: "Change date" })).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("grid")).toBeHidden();

    // The first free time is inside the viewport, the page not scrolled.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const box = await times.getByRole("radio").first().boundingBox();
    expect(box, "the first free time is rendered").toBeTruthy();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);

    await times.getByRole("radio", { name: free[0] }).click();
    await expect(times.getByRole("radio", { name: free[0] })).toHaveAttribute("aria-checked", "true");

    // Another day from the unfolded calendar: its times replace the first day's.
    await page.getByRole("button", { name: "Change date" }).click();
    await expect(page.getByRole("grid")).toBeVisible();
    const later = nonFridayDate(8);
    await pickDate(page.locator("form"), later);
    await expect(times).toHaveAccessibleName(`Times on ${longDate(later)}`);
    await expect(times.getByRole("radio", { checked: true })).toHaveCount(0);
  });

  test('"Show all times" lists the taken times, disabled with their reason in words', async ({ page }) => {
    await signUp(page, `slots-all-${Date.now()}@example.com`);
    const lab = await dailyLab(page);
    const emirate = lab.serviceEmirates[0]!;
    const date = nonFridayDate(20);
    // Both places of the 09:00 window taken (two bookings of different tests; the same test twice would be a duplicate).
    const visit = {
      labId: lab.id,
      scheduledDate: date,
      scheduledTime: "09:00",
      collectionMode: "home_collection",
      collectionAddress: "Villa 1, Street 2",
      collectionEmirate: emirate,
      patientName: "Mariam Saeed",
      patientEmail: "slots-all-patient@example.com",
    };
    for (const slug of TESTS.slice(0, 2))
      await trpcMutation(page.request, "booking.create", { ...visit, testIds: [await testId(page, slug)] });

    await page.goto(`/book/${TESTS[0]}?lab=${lab.id}`);
    await page.getByRole("radio", { name: /Home collection/ }).check();
    if (lab.serviceEmirates.length > 1) await chooseEmirate(page, emirate);
    await pickDate(page.locator("form"), date);
    const times = page.getByRole("radiogroup", { name: `Times on ${longDate(date)}` });
    await expect(times).toBeVisible();
    const free = await freeTimes(page, lab.id, date, { emirate });
    expect(free).not.toContain("09:00");
    expect(await listedTimes(times)).toEqual(free);
    await expect(times.getByRole("radio", { name: /^09:00–11:00/ })).toHaveCount(0);
    await expect(
      page.getByText(`${free.length} free times on ${longDate(date)}`, { exact: true }),
    ).toBeAttached();

    const showAll = page.getByRole("switch", { name: "Show all times" });
    await showAll.check();
    const full = times.getByRole("radio", { name: "09:00–11:00 Full", exact: true });
    await expect(full).toBeVisible();
    await expect(full).toBeDisabled();
    const day = await trpcQuery<DaySlots>(page, "booking.slots", {
      labId: lab.id,
      date,
      collectionMode: "home_collection",
      collectionEmirate: emirate,
    });
    expect(await listedTimes(times)).toEqual(day.slots.map((s) => s.time));

    await showAll.uncheck();
    await expect(full).toHaveCount(0);
  });

  for (const width of [320, 390]) {
    test(`home-collection windows read whole at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await signUp(page, `slots-windows-${width}-${Date.now()}@example.com`);
      const lab = await dailyLab(page);
      await page.goto(`/book/${TESTS[0]}?lab=${lab.id}`);
      await page.getByRole("radio", { name: /Home collection/ }).check();
      if (lab.serviceEmirates.length > 1) await chooseEmirate(page, lab.serviceEmirates[0]!);
      const times = page.getByRole("radiogroup", { name: /^Times on / });
      await expect(times.getByRole("radio").first()).toBeVisible();
      await page.getByRole("switch", { name: "Show all times" }).check();
      // Each window's text: "HH:mm–HH:mm" on one line, inside its button, not cut off.
      const windows = await times.getByRole("radio").evaluateAll((buttons) =>
        buttons.map((button) => {
          const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
          let node: Node | null;
          while ((node = walker.nextNode()) && !/\d\d:\d\d/.test(node.textContent ?? ""));
          const range = document.createRange();
          range.selectNodeContents(node!);
          const text = range.getBoundingClientRect();
          const box = button.getBoundingClientRect();
          const style = getComputedStyle(node!.parentElement!);
          return {
            text: node!.textContent,
            lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size,
            inside: text.left >= box.left - 0.5 && text.right <= box.right + 0.5,
            ellipsis: style.textOverflow === "ellipsis",
          };
        }),
      );
      expect(windows.length).toBeGreaterThan(3);
      for (const w of windows)
        expect(w, w.text ?? "").toMatchObject({
          text: expect.stringMatching(/^\d\d:\d\d–\d\d:\d\d$/),
          lines: 1,
          inside: true,
          ellipsis: false,
        });
      // Nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  test("keyboard: the calendar and the times are one Tab stop each; arrows move, Space chooses, Tab leaves", async ({
    page,
  }) => {
    await signUp(page, `slots-keys-${Date.now()}@example.com`);
    const lab = await dailyLab(page);
    await page.goto(`/book/${TESTS[0]}?lab=${lab.id}`);
    await expect(page.getByRole("radiogroup", { name: /^Times on / })).toBeVisible();

    // An open day at least 3 days ahead whose next day is open in the same month.
    const open = await openDays(page, lab.id);
    const date = open.find(
      (d) =>
        d >= dubaiDate(3) && open.includes(plusDays(d, 1)) && plusDays(d, 1).slice(0, 7) === d.slice(0, 7),
    )!;
    const next = plusDays(date, 1);
    await pickDate(page.locator("form"), date);

    // From "Next month", one Tab reaches the chosen day; arrows move, Enter chooses.
    await page.getByRole("button", { name: "Next month" }).focus();
    await page.keyboard.press("Tab");
    expect(await focused(page)).toMatchObject({ role: "gridcell", label: longDate(date) });
    await page.keyboard.press("ArrowRight");
    expect(await focused(page)).toMatchObject({ role: "gridcell", label: longDate(next) });
    await page.keyboard.press("Enter");
    await expect(page.getByRole("gridcell", { name: longDate(next), exact: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("gridcell", { name: longDate(date), exact: true })).toHaveAttribute(
      "aria-selected",
      "false",
    );
    const times = page.getByRole("radiogroup", { name: `Times on ${longDate(next)}` });
    await expect(times).toBeVisible();

    // PageDown / PageUp: the same day a month later and back (or the nearest open day after it).
    const monthLater = open.find((d) => d >= plusMonths(next, 1))!;
    await page.keyboard.press("PageDown");
    await expect.poll(() => focused(page)).toMatchObject({ role: "gridcell", label: longDate(monthLater) });
    await page.keyboard.press("PageUp");
    await expect.poll(() => focused(page)).toMatchObject({ role: "gridcell", label: longDate(next) });
    // Past the month's last open day, the arrow goes on into the next month, and back.
    const lastOpen = open.filter((d) => d.slice(0, 7) === next.slice(0, 7)).at(-1)!;
    const following = open.find((d) => d > lastOpen)!;
    await page.getByRole("gridcell", { name: longDate(lastOpen), exact: true }).focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => focused(page)).toMatchObject({ role: "gridcell", label: longDate(following) });
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => focused(page)).toMatchObject({ role: "gridcell", label: longDate(lastOpen) });

    // The next Tab leaves the calendar for the times' switch.
    await page.keyboard.press("Tab");
    expect(await focused(page)).toMatchObject({ role: "switch" });

    await checkTimeKeys(page, page.locator("form"), await freeTimes(page, lab.id, next));
  });

  test("accessibility tree of the slot picker", async ({ page }) => {
    await signUp(page, `slots-tree-${Date.now()}@example.com`);
    const lab = await dailyLab(page);
    await page.goto(`/book/${TESTS[0]}?lab=${lab.id}`);
    const picker = page.getByTestId("slot-picker");
    await expect(picker.getByRole("radiogroup", { name: /^Times on / })).toBeVisible();
    await picker.getByRole("radio").first().click();
    await expect(picker).toMatchAriaSnapshot(`
      - group "Date":
        - paragraph: Date
        - button "Next month"
        - grid /^[A-Z][a-z]+ \\d{4}$/:
          - rowgroup:
            - row:
              - columnheader "Su"
              - columnheader "Sa"
          - rowgroup:
            - row:
              - gridcell /^[A-Z][a-z]+day, \\d{1,2} [A-Z][a-z]+ \\d{4}$/ [selected]
      - paragraph: Time
      - switch "Show all times" [checked=false]
      - paragraph: All times are Dubai time (GST, UTC+4).
      - text: /^\\d+ free times? on [A-Z][a-z]+day, \\d{1,2} [A-Z][a-z]+ \\d{4}$/
      - radiogroup /^Times on [A-Z][a-z]+day, \\d{1,2} [A-Z][a-z]+ \\d{4}$/:
        - text: /^(Morning|Afternoon|Evening)$/
        - radio /^\\d\\d:\\d\\d$/ [checked]
        - radio /^\\d\\d:\\d\\d$/ [checked=false]
      - paragraph: ${lab.name}
    `);
  });
});

test("reschedule dialog: the earliest free day chosen, the present time marked Current, the same keys", async ({
  page,
}) => {
  await signUp(page, `slots-move-${Date.now()}@example.com`);
  const lab = await dailyLab(page);
  const date = nonFridayDate(12);
  const booking = await trpcMutation<{ reference: string }>(page.request, "booking.create", {
    testIds: [await testId(page, TESTS[0]!)],
    labId: lab.id,
    scheduledDate: date,
    scheduledTime: "10:00",
    patientName: "Mariam Saeed",
    patientEmail: `slots-move-patient@example.com`,
  });
  await page.goto(`/bookings/${booking.reference}`);
  await page.getByRole("button", { name: "Reschedule" }).click();
  const dialog = page.getByRole("dialog", { name: "Reschedule booking" });
  const times = dialog.getByRole("radiogroup", { name: /^Times on / });
  await expect(times).toBeVisible();

  const day = await earliestFreeDay(page, lab.id);
  await expect(times).toHaveAccessibleName(`Times on ${longDate(day)}`);
  await expect(dialog.locator('[role="gridcell"][aria-selected="true"]')).toHaveAttribute(
    "aria-label",
    longDate(day),
  );
  expect(await listedTimes(times)).toEqual(await freeTimes(page, lab.id, day));
  // The keys need three free times or more: late in the evening the earliest day (today) has fewer.
  let keysDay = day;
  for (const open of await openDays(page, lab.id)) {
    keysDay = open;
    if ((await freeTimes(page, lab.id, open)).length >= 3) break;
  }
  if (keysDay !== day) await pickDate(dialog, keysDay);
  await checkTimeKeys(page, dialog, await freeTimes(page, lab.id, keysDay));

  // The booking's own day: its time listed as "Current", not choosable, out of the arrow keys' way.
  await pickDate(dialog, date);
  const onDay = dialog.getByRole("radiogroup", { name: `Times on ${longDate(date)}` });
  const current = onDay.getByRole("radio", { name: "10:00 Current", exact: true });
  await expect(current).toBeDisabled();
  await expect(onDay.locator('[role="radio"][tabindex="0"]')).toHaveCount(1);
  await expect(onDay.locator('[role="radio"][tabindex="0"]')).not.toHaveAttribute("data-time", "10:00");
});

test("a time inside the lab's change cut-off says, before booking, that only the lab can change it", async ({
  page,
  browser,
}) => {
  const admin = await adminPage(browser);
  const name = `Cut-off Lab ${uid()}`;
  const lab = await trpcMutation<{ id: string }>(admin.request, "admin.labs.create", {
    name,
    emirate: "Dubai",
    area: "Al Barsha",
    address: "Building 3, Al Barsha",
    phone: "+971 4 555 0102",
    homeCollection: false,
    serviceEmirates: [],
    weeklyHours: Array.from({ length: 7 }, () => [{ open: "00:00", close: "24:00" }]),
    cancellationCutoffMinutes: 4320,
  });
  // The suite shares one catalogue: the lab is closed again at the end.
  try {
    const cbc = await testId(page, TESTS[0]!);
    await trpcMutation(admin.request, "admin.offers.upsert", {
      labId: lab.id,
      testId: cbc,
      priceAed: 300,
      homeCollectionFeeAed: 0,
      turnaroundHours: 24,
    });
    await signUp(page, `slots-cutoff-${Date.now()}@example.com`);
    await page.goto(`/book/${TESTS[0]}?lab=${lab.id}`);
    const picker = page.getByTestId("slot-picker");
    const notice = picker.getByTestId("slot-cutoff-notice");
    // The earliest free day is within 72 hours: its first time gets the notice.
    await picker.getByRole("radio").first().click();
    await expect(notice).toHaveText(
      "This time is less than 72 hours away: once booked, it can only be changed or cancelled by calling the lab.",
    );
    // Four days on, outside the cut-off: no notice.
    await pickDate(picker, dubaiDate(4));
    await picker.getByRole("radio").first().click();
    await expect(picker.getByRole("radio").first()).toHaveAttribute("aria-checked", "true");
    await expect(notice).toHaveCount(0);
  } finally {
    await trpcMutation(admin.request, "admin.labs.setActive", { id: lab.id, active: false });
    await admin.context().close();
  }
});
