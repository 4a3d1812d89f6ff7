/**
 * The email outbox against a real SMTP peer and a real database: what a patient reads, retries while
 * the server refuses, no duplicate with two workers, nothing for a rolled-back transaction, and the
 * messages and reminders each booking change queues.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays, todayInDubai } from "@labcompare/domain";
import { createTestPlan } from "@labcompare/db/testing";
import {
  deliverDue,
  queueMessages,
  renderTemplate,
  retryDelayMs,
  templateNames,
  type OutboxOptions,
} from "../src/index.ts";
import { changeBookingStatus } from "../src/bookings/booking-status.service.ts";
import { plannedReminders } from "../src/notifications/booking-messages.ts";
import { bookingInput, verificationEmail, type Fixture, type TestWorld } from "./helpers.ts";
import { clearOutbox, closeMailWorld, createMailWorld } from "./mail-world.ts";
import type { SmtpPeer } from "./smtp-peer.ts";

let world: TestWorld, fx: Fixture, smtp: SmtpPeer;
const SITE = "https://labcompare.test";
const day = addDays(todayInDubai(), 5);

beforeAll(async () => ({ world, fx, smtp } = await createMailWorld()));
afterAll(() => closeMailWorld({ world, smtp }));
beforeEach(() => clearOutbox({ world, smtp }));

const deliver = (options: Partial<OutboxOptions> = {}) =>
  deliverDue(world.db.prisma, {
    transport: smtp.transport(),
    from: "LabCompare UAE <no-reply@labcompare.test>",
    siteUrl: SITE,
    ...options,
  });
const booking = (patch: Record<string, unknown> = {}) =>
  bookingInput(fx, day, { testIds: [fx.cbcId, fx.lipidId], ...patch });

describe("booking messages", () => {
  it("sends the received email with tests, total, time, lab, directions, fasting first, a link and an invitation", async () => {
    const { caller } = await world.signedIn("mail-1@example.com");
    const b = await caller.booking.create(booking());
    expect(await deliver()).toMatchObject({ sent: 1 });
    const [mail] = smtp.received;
    expect(mail!.to).toMatchObject({ text: "aisha@example.com" });
    expect(mail!.subject).toMatch(
      new RegExp(`^Booking ${b.reference} received: \\w+day, \\d+ \\w+ \\d{4} at 10:00$`),
    );
    const text = mail!.text!;
    for (const part of [
      "Dear Aisha Rahman,",
      `Reference: ${b.reference}`,
      "Where: Palm Crest Diagnostics, Building 1, Al Barsha, Dubai",
      "Lab phone: +971 4 000 0000",
      "Directions: https://www.google.com/maps/dir/?api=1&destination=25.1117%2C55.2001",
      "- Complete Blood Count (CBC): 85.00 AED",
      "- Lipid Profile: 110.00 AED",
      "Total: 195.00 AED",
      "- Lipid Profile: fast for 10 hours. Fast for 10-12 hours.",
      `Your booking: ${SITE}/bookings/${b.reference}`,
    ])
      expect(text).toContain(part);
    expect(mail!.html).toContain(`href="${SITE}/bookings/${b.reference}"`);
    expect(text).toContain("Palm Crest Diagnostics confirms it by ");
    // Self-pay: nothing of insurance.
    expect(`${text}${mail!.html}`).not.toMatch(/Insurance|Your share|confirms your cover/);
    const invite = mail!.attachments.find((a) => a.contentType.startsWith("text/calendar"));
    expect(invite?.content.toString()).not.toMatch(/Insurance|Your share|confirms your cover/);
    expect(invite?.headers.get("content-type")).toMatchObject({ params: { method: "PUBLISH" } });
    expect(invite?.content.toString()).toContain("METHOD:PUBLISH");
    expect(invite?.content.toString()).toContain(`UID:booking-${b.id}@labcompare.ae`);
    expect(invite?.content.toString()).toContain("SEQUENCE:0");
    expect(invite?.content.toString()).toContain("STATUS:TENTATIVE");
    expect(mail!.messageId).toMatch(/@labcompare\.ae>?$/);
  });

  it("plans a 24-hour reminder (and 07:00 on the day for home collection), re-plans on reschedule, cancels on cancel", async () => {
    const { caller } = await world.signedIn("mail-2@example.com");
    const b = await caller.booking.create(
      booking({
        testIds: [fx.cbcId],
        scheduledTime: "09:00",
        collectionMode: "home_collection",
        collectionAddress: "Villa 1",
        collectionEmirate: "Dubai",
      }),
    );
    const queued = () =>
      world.db.prisma.notification.findMany({
        where: { bookingId: b.id, status: "queued" },
        orderBy: { nextAttemptAt: "asc" },
        select: { template: true, nextAttemptAt: true },
      });
    const planned = await queued();
    expect(planned.map((n) => n.template)).toEqual([
      "booking_created",
      "booking_reminder_24h",
      "booking_reminder_morning",
    ]);
    expect(planned[1]!.nextAttemptAt.toISOString()).toBe(
      new Date(new Date(b.startsAt).getTime() - 86_400_000).toISOString(),
    );
    expect(planned[2]!.nextAttemptAt.toISOString()).toBe(`${day}T03:00:00.000Z`); // 07:00 in Dubai
    // Reschedule: the old reminders are cancelled, new ones planned, and the patient told.
    const moved = await caller.booking.reschedule({
      id: b.id,
      scheduledDate: addDays(day, 1),
      scheduledTime: "11:00",
    });
    const after = await queued();
    expect(after.map((n) => n.template).sort()).toEqual([
      "booking_created",
      "booking_reminder_24h",
      "booking_reminder_morning",
      "booking_rescheduled",
    ]);
    expect(after.find((n) => n.template === "booking_reminder_24h")!.nextAttemptAt.toISOString()).toBe(
      new Date(new Date(moved.startsAt).getTime() - 86_400_000).toISOString(),
    );
    // Cancel: every reminder stops; the cancellation (with a CANCEL invitation) goes out.
    await caller.booking.cancel({ id: b.id, reason: "Travelling" });
    expect((await queued()).map((n) => n.template).sort()).toEqual([
      "booking_cancelled",
      "booking_created",
      "booking_rescheduled",
    ]);
    expect(await deliver()).toMatchObject({ sent: 3 });
    const cancelled = smtp.received.find((m) => m.subject === `Booking ${b.reference} cancelled`)!;
    expect(cancelled.text).toContain("Your booking has been cancelled as you asked.");
    expect(cancelled.text).toContain("Reason: Travelling");
    // The same event (UID), published again as cancelled, two versions on: moved, then cancelled.
    const cancelledEvent = cancelled.attachments
      .find((a) => a.contentType.startsWith("text/calendar"))!
      .content.toString();
    expect(cancelledEvent).toContain("METHOD:PUBLISH");
    expect(cancelledEvent).toContain(`UID:booking-${b.id}@labcompare.ae`);
    expect(cancelledEvent).toContain("SEQUENCE:2");
    expect(cancelledEvent).toContain("STATUS:CANCELLED");
    // Home collection: the home address, and the lab's address, phone and directions too.
    expect(cancelled.text).toContain("Where: Home collection at Villa 1 by Palm Crest Diagnostics");
    expect(cancelled.text).toContain(
      "Lab: Palm Crest Diagnostics, Building 1, Al Barsha, Dubai (your sample is tested here)",
    );
    expect(cancelled.text).toContain("Lab phone: +971 4 000 0000");
    expect(cancelled.text).toContain(
      "Directions: https://www.google.com/maps/dir/?api=1&destination=25.1117%2C55.2001",
    );
    const rescheduled = smtp.received.find((m) => m.subject!.startsWith(`Booking ${b.reference} moved to`))!;
    expect(rescheduled.text).toMatch(/It was on \w+day, \d+ \w+ \d{4}, 09:00–11:00\./);
    expect(
      rescheduled.attachments.find((a) => a.contentType.startsWith("text/calendar"))!.content.toString(),
    ).toContain("SEQUENCE:1");
  });

  it("an insured booking's emails, reminders and calendar event state the plan, the estimated share and the cover notice, in English and Arabic", async () => {
    await createTestPlan(world.db.prisma, {
      slug: "corvane-essential",
      copayCapPerVisitAed: 50,
      labIds: [fx.dubaiLabId],
    });
    const payment = {
      method: "insurance",
      planSlug: "corvane-essential",
      memberNumber: "CV-1234/56",
      referral: true,
    };
    const en = await world.signedIn("insured-en@example.com");
    const ar = await world.signedIn("insured-ar@example.com");
    await ar.caller.profile.setLocale({ locale: "ar" });
    const made = async (caller: typeof en.caller) =>
      caller.booking.create(booking({ testIds: [fx.cbcId], scheduledTime: "16:00", payment }));
    const [bEn, bAr] = [await made(en.caller), await made(ar.caller)];
    // 20 % of CBC's 85.00 AED at a lab in the network.
    expect([bEn.estimatedShareAed, bAr.estimatedShareAed]).toEqual(["17.00", "17.00"]);
    const reminder = await world.db.prisma.notification.findFirstOrThrow({
      where: { bookingId: bEn.id, template: "booking_reminder_24h" },
    });
    expect(reminder.data).toMatchObject({ insurance: { estimatedShareAed: "17.00" } });
    await deliver();
    const mailOf = (reference: string) => smtp.received.find((m) => m.subject!.includes(reference))!;
    const eventOf = (m: (typeof smtp.received)[number]) =>
      m.attachments
        .find((a) => a.contentType.startsWith("text/calendar"))!
        .content.toString()
        .replace(/\r\n[ \t]/g, "");

    const english = mailOf(bEn.reference);
    expect(english.text).toContain(
      "Total: 85.00 AED\nInsurance: Corvane Health, Essential plan\nYour share (estimate): 17.00 AED\nThe lab confirms your cover at the visit; the share may differ.\n",
    );
    expect(english.html).toContain(">Corvane Health, Essential plan</td>");
    expect(english.html).toMatch(/>Your share \(estimate\)<\/td><td [^>]+>17\.00 AED<\/td>/);
    expect(english.html).toContain(">The lab confirms your cover at the visit; the share may differ.</p>");
    expect(eventOf(english)).toContain(
      "Insurance: Corvane Health\\, Essential plan\\nYour share (estimate): 17.00 AED\\nThe lab confirms your cover at the visit\\; the share may differ.",
    );

    const arabic = mailOf(bAr.reference);
    expect(arabic.text).toContain(
      "التأمين: كورفان للصحة، الخطة الأساسية\nحصتك (تقديرية): 17.00 AED\nيؤكد المختبر تغطيتك عند الزيارة؛ وقد تختلف حصتك.\n",
    );
    expect(arabic.html).toMatch(/>حصتك \(تقديرية\)<\/td><td [^>]+ dir="ltr">17\.00 AED<\/td>/);
    expect(eventOf(arabic)).toContain(
      "حصتك (تقديرية): 17.00 AED\\nيؤكد المختبر تغطيتك عند الزيارة؛ وقد تختلف حصتك.",
    );

    // Cancelled: nothing is paid, so no share and no notice (in the email or the event).
    await en.caller.booking.cancel({ id: bEn.id });
    smtp.received.length = 0;
    await deliver();
    const cancelled = mailOf(bEn.reference);
    expect(cancelled.subject).toBe(`Booking ${bEn.reference} cancelled`);
    expect(`${cancelled.text}${cancelled.html}${eventOf(cancelled)}`).not.toMatch(
      /Your share|confirms your cover/,
    );
  });

  it("gives a booking made less than 24 hours ahead no 24-hour reminder", () => {
    const now = new Date("2026-11-24T06:00:00Z");
    expect(
      plannedReminders(
        {
          startsAt: new Date("2026-11-25T05:00:00Z"),
          scheduledDate: new Date("2026-11-25T00:00:00Z"),
          collectionMode: "lab_visit",
        },
        now,
      ),
    ).toEqual([]);
    expect(
      plannedReminders(
        {
          startsAt: new Date("2026-11-25T07:00:00Z"),
          scheduledDate: new Date("2026-11-25T00:00:00Z"),
          collectionMode: "lab_visit",
        },
        now,
      ),
    ).toEqual([{ template: "booking_reminder_24h", at: new Date("2026-11-24T07:00:00Z") }]);
  });

  it("tells the patient when the lab confirms or cancels, with the lab's reason", async () => {
    const { caller } = await world.signedIn("mail-3@example.com");
    const admin = await world.signedIn("mail-admin@example.com", { admin: true });
    const b = await caller.booking.create(booking({ testIds: [fx.cbcId], scheduledTime: "12:00" }));
    await changeBookingStatus(
      world.db.prisma,
      { id: b.id, status: "confirmed" },
      { userId: admin.userId, kind: "lab" },
    );
    await changeBookingStatus(
      world.db.prisma,
      { id: b.id, status: "cancelled", reason: "Analyser under maintenance" },
      { userId: admin.userId, kind: "lab" },
    );
    await deliver();
    const subjects = smtp.received.map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        expect.stringMatching(`^Booking ${b.reference} confirmed: `),
        `Booking ${b.reference} cancelled`,
      ]),
    );
    const cancelled = smtp.received.find((m) => m.subject === `Booking ${b.reference} cancelled`)!;
    expect(cancelled.text).toContain("Palm Crest Diagnostics has cancelled your booking.");
    expect(cancelled.text).toContain("Reason: Analyser under maintenance");
  });

  it("skips reminders when the patient turned them off, but still sends booking messages", async () => {
    const { caller, userId } = await world.signedIn("mail-4@example.com");
    const b = await caller.booking.create(booking({ testIds: [fx.cbcId], scheduledTime: "13:00" }));
    await caller.profile.setReminders({ enabled: false });
    await world.db.prisma.notification.updateMany({
      where: { bookingId: b.id },
      data: { nextAttemptAt: new Date(Date.now() - 1000) },
    });
    expect(await deliver()).toMatchObject({ sent: 1, cancelled: 1 });
    expect(smtp.received.map((m) => m.subject)).toEqual([expect.stringMatching(/received/)]);
    expect(
      await world.db.prisma.notification.count({
        where: { userId, template: "booking_reminder_24h", status: "cancelled" },
      }),
    ).toBe(1);
  });
});

describe("delivery", () => {
  it("retries while the SMTP server refuses, then delivers once", async () => {
    await queueMessages(world.db.prisma, [verificationEmail("retry@example.com", "abc")]);
    smtp.refusing = true;
    const failures: unknown[] = [];
    expect(await deliver({ onError: (_error, failure) => failures.push(failure) })).toMatchObject({
      sent: 0,
      retried: 1,
    });
    const row = await world.db.prisma.notification.findFirstOrThrow({
      where: { recipient: "retry@example.com" },
    });
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    // onError is told which message and which attempt failed (no need to read the row back).
    expect(failures).toEqual([{ kind: "send", notificationId: row.id, attempt: 1, willRetry: true }]);
    expect(row.lastError).toMatch(/451|try again/i);
    // The first retry comes within a minute.
    expect(row.nextAttemptAt.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    await world.db.prisma.notification.update({ where: { id: row.id }, data: { nextAttemptAt: new Date() } });
    smtp.refusing = false;
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.text).toContain(`${SITE}/verify-email?token=abc`);
    // A sent single-use link is not kept in the outbox.
    const sent = await world.db.prisma.notification.findUniqueOrThrow({ where: { id: row.id } });
    expect(sent).toMatchObject({ status: "sent", attempts: 2 });
    expect(JSON.stringify(sent.data)).not.toContain("token=abc");
  });

  it("backs off from 30 seconds to 6 hours, then gives up", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(10)).toBe(15_360_000); // 4 h 16 min
    expect(retryDelayMs(11)).toBe(6 * 3_600_000);
    // The attempt after the 6-hour wait is the last: then the message is failed.
    expect(retryDelayMs(12)).toBeNull();
  });

  it("never sends a row twice when two workers run at once", async () => {
    await queueMessages(
      world.db.prisma,
      Array.from({ length: 30 }, (_, i) => verificationEmail(`pair${i}@example.com`, `t${i}`)),
    );
    const [a, b] = await Promise.all([deliver(), deliver()]);
    expect(a.sent + b.sent).toBe(30);
    await deliver();
    const recipients = smtp.received.map((m) => (m.to as { text: string }).text).sort();
    expect(recipients).toHaveLength(30);
    expect(new Set(recipients).size).toBe(30);
  });

  it("claims again a row whose sender died (expired lease), with the same Message-ID", async () => {
    await queueMessages(world.db.prisma, [verificationEmail("lease@example.com", "lease")]);
    const row = await world.db.prisma.notification.findFirstOrThrow({
      where: { recipient: "lease@example.com" },
    });
    // A worker claimed it and died: its lease ran out.
    await world.db.prisma.notification.update({
      where: { id: row.id },
      data: { status: "sending", attempts: 1, claimedUntil: new Date(Date.now() - 1000) },
    });
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect(smtp.received[0]!.messageId).toBe(row.messageId);
  });

  it("sends nothing for a booking whose transaction rolled back", async () => {
    const before = await world.db.prisma.notification.count();
    const { caller } = await world.signedIn("rollback@example.com");
    // Fill the slot so the third create fails after it queued nothing.
    await Promise.all(
      [0, 1, 2].map(async (i) =>
        (await world.signedIn(`full-${i}@example.com`)).caller.booking.create(
          booking({ testIds: [fx.cbcId], scheduledTime: "14:00" }),
        ),
      ),
    );
    const mid = await world.db.prisma.notification.count();
    await expect(
      caller.booking.create(booking({ testIds: [fx.cbcId], scheduledTime: "14:00" })),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await world.db.prisma.notification.count()).toBe(mid);
    expect(mid - before).toBe(3 * 2); // each booking: received + 24-hour reminder
    // And inside a transaction that throws after queueing, the message goes with it.
    await world.db.prisma
      .$transaction(async (tx) => {
        await queueMessages(tx, [
          {
            recipient: "ghost@example.com",
            template: "email_verification",
            data: { link: "/x", validFor: "24 hours" },
          },
        ]);
        throw new Error("roll back");
      })
      .catch(() => {});
    expect(await world.db.prisma.notification.count({ where: { recipient: "ghost@example.com" } })).toBe(0);
  });
});

describe("templates", () => {
  const bookingData = {
    reference: "LC-7K4Q2M",
    patientName: "<b>Omar</b> & Co",
    tests: [
      {
        name: "Complete Blood Count (CBC)",
        priceAed: "85.00",
        fastingHours: 0,
        preparationInstructions: null,
      },
      {
        name: "Lipid Profile",
        priceAed: "110.00",
        fastingHours: 12,
        preparationInstructions: "Water is fine.",
      },
    ],
    subtotalAed: "195.00",
    homeCollectionFeeAed: "50.00",
    totalAed: "245.00",
    dateText: "Tuesday, 24 November 2026",
    time: "09:00",
    endTime: "11:00",
    collectionMode: "home_collection",
    collectionAddress: "Villa 12 <script>",
    lab: {
      name: "Palm Crest",
      address: "Building 1",
      area: "Al Barsha",
      emirate: "Dubai",
      phone: "+971 4 000 0000",
      directionsUrl: "https://maps.example/x",
    },
    bookingUrl: "https://labcompare.test/bookings/LC-7K4Q2M",
    cancelledBy: "lab",
    cancellationReason: "Analyser down",
    previousDateText: "Monday, 23 November 2026",
    previousTime: "08:00",
    previousEndTime: "10:00",
  };
  const linkData = {
    link: "https://labcompare.test/reset-password?token=abc",
    validFor: "30 minutes",
    newEmail: "new@example.com",
  };
  const noticeData = {
    email: "old@example.com",
    newEmail: "new@example.com",
    resetUrl: "https://labcompare.test/auth?forgot=1",
  };
  const expected: Record<string, [object, string, string[]]> = {
    booking_created: [
      bookingData,
      "Booking LC-7K4Q2M received: Tuesday, 24 November 2026, 09:00–11:00",
      [
        "The lab will confirm it shortly.",
        "between 09:00 and 11:00",
        "Home collection: 50.00 AED",
        "Total: 245.00 AED",
        "Lipid Profile: fast for 12 hours. Water is fine.",
      ],
    ],
    booking_confirmed: [
      bookingData,
      "Booking LC-7K4Q2M confirmed: Tuesday, 24 November 2026, 09:00–11:00",
      ["Palm Crest has confirmed your booking."],
    ],
    booking_cancelled: [
      bookingData,
      "Booking LC-7K4Q2M cancelled",
      ["Palm Crest has cancelled your booking.", "Reason: Analyser down"],
    ],
    booking_rescheduled: [
      bookingData,
      "Booking LC-7K4Q2M moved to Tuesday, 24 November 2026, 09:00–11:00",
      ["It was on Monday, 23 November 2026, 08:00–10:00."],
    ],
    booking_reminder_24h: [
      bookingData,
      "Reminder: your home sample collection tomorrow, 09:00–11:00 (LC-7K4Q2M)",
      ["This is a reminder of your booking tomorrow."],
    ],
    booking_reminder_morning: [
      bookingData,
      "Today: home sample collection, 09:00–11:00 (LC-7K4Q2M)",
      ["Palm Crest will come to collect your sample today between 09:00 and 11:00."],
    ],
    email_verification: [
      linkData,
      "Confirm your email for LabCompare UAE",
      [
        "Confirm my email: https://labcompare.test/reset-password?token=abc",
        "The link works once, for 30 minutes.",
      ],
    ],
    password_reset: [
      linkData,
      "Reset your LabCompare UAE password",
      [
        "Choose a new password: https://labcompare.test/reset-password?token=abc",
        "The link works once, for 30 minutes.",
      ],
    ],
    email_change_confirm: [
      linkData,
      "Confirm your new email for LabCompare UAE",
      ["Please confirm new@example.com as the new email"],
    ],
    email_change_requested: [
      noticeData,
      "Your LabCompare UAE email is being changed",
      [
        "from old@example.com to new@example.com",
        "reset your password now: https://labcompare.test/auth?forgot=1",
      ],
    ],
    email_changed: [
      noticeData,
      "Your LabCompare UAE email was changed",
      ["was changed from old@example.com to new@example.com"],
    ],
    signup_existing_account: [
      noticeData,
      "Someone tried to sign up with your email",
      ["with old@example.com, which already has an account"],
    ],
    result_ready: [
      { reference: "LC-7K4Q2M", bookingUrl: "https://labcompare.test/bookings/LC-7K4Q2M" },
      "Your results for booking LC-7K4Q2M are ready",
      [
        "View your results: https://labcompare.test/bookings/LC-7K4Q2M",
        "this email does not contain your results",
      ],
    ],
    retest_reminder: [
      {
        reminderId: "r1",
        link: "https://labcompare.test/cancel-reminder?token=abc",
        test: { name: "Lipid <b>Omar</b> Profile", nameAr: null },
        personName: "<b>Omar</b>",
        dueDate: "2027-02-28",
        basketUrl: "https://labcompare.test/basket?tests=t1",
        cheapest: { lab: { name: "Palm Crest", nameAr: null }, priceAed: "110.00", plan: null },
      },
      "Time to retest: Lipid <b>Omar</b> Profile",
      [
        "retest Lipid <b>Omar</b> Profile for <b>Omar</b> today, Sunday, 28 February 2027.",
        "Cheapest lab today: Palm Crest, 110.00 AED.",
        "Compare labs and book: https://labcompare.test/basket?tests=t1",
        "Cancel this reminder: https://labcompare.test/cancel-reminder?token=abc",
      ],
    ],
  };

  it.each(templateNames.map((n) => [n]))(
    "%s reads right in text and HTML, with user input escaped",
    (name) => {
      const [data, subject, lines] = expected[name]!;
      const message = renderTemplate(name, data);
      expect(message.subject).toBe(subject);
      for (const line of lines) expect(message.text).toContain(line);
      expect(message.html).toContain("<!doctype html>");
      expect(message.html).not.toContain("<script>");
      expect(message.html).not.toContain("<b>Omar</b>");
      if (name.startsWith("booking_")) expect(message.html).toContain("&lt;b&gt;Omar&lt;/b&gt; &amp; Co");
    },
  );

  const bookingTemplates = templateNames.filter((n) => n.startsWith("booking_"));

  it.each(bookingTemplates.map((n) => [n]))(
    "%s for home collection shows the home address and the lab's name, address, phone and directions",
    (name) => {
      const message = renderTemplate(name, bookingData);
      expect(message.text).toContain("Where: Home collection at Villa 12 <script> by Palm Crest");
      expect(message.text).toContain(
        "Lab: Palm Crest, Building 1, Al Barsha, Dubai (your sample is tested here)",
      );
      expect(message.text).toContain("Lab phone: +971 4 000 0000");
      expect(message.text).toContain("Directions: https://maps.example/x");
      expect(message.html).toContain("Home collection at Villa 12 &lt;script&gt; by Palm Crest");
      expect(message.html).toContain("Palm Crest, Building 1, Al Barsha, Dubai (your sample is tested here)");
      expect(message.html).toContain(`<a href="tel:+97140000000">+971 4 000 0000</a>`);
      expect(message.html).toContain(`<a href="https://maps.example/x">Directions to Palm Crest</a>`);
    },
  );

  it.each(bookingTemplates.map((n) => [n]))(
    "%s for a lab visit shows the lab as the place, its phone and directions, and no home line",
    (name) => {
      const message = renderTemplate(name, {
        ...bookingData,
        collectionMode: "lab_visit",
        collectionAddress: null,
        homeCollectionFeeAed: null,
      });
      expect(message.text).toContain("Where: Palm Crest, Building 1, Al Barsha, Dubai");
      expect(message.text).not.toContain("Home collection");
      expect(message.text).not.toContain("Lab: ");
      expect(message.text).toContain("Lab phone: +971 4 000 0000");
      expect(message.text).toContain("Directions: https://maps.example/x");
      expect(message.html).toContain(`<a href="https://maps.example/x">Directions to Palm Crest</a>`);
    },
  );

  it("a lab visit's subjects say the time, and a received booking says by when the lab confirms", () => {
    const visit = {
      ...bookingData,
      collectionMode: "lab_visit",
      collectionAddress: null,
      homeCollectionFeeAed: null,
      previousEndTime: undefined,
    };
    expect(renderTemplate("booking_confirmed", visit).subject).toBe(
      "Booking LC-7K4Q2M confirmed: Tuesday, 24 November 2026 at 09:00",
    );
    expect(renderTemplate("booking_reminder_24h", visit).subject).toBe(
      "Reminder: your lab test tomorrow at 09:00 (LC-7K4Q2M)",
    );
    expect(renderTemplate("booking_rescheduled", visit).text).toContain(
      "It was on Monday, 23 November 2026 at 08:00.",
    );
    const received = renderTemplate("booking_created", {
      ...visit,
      confirmBy: "Monday, 23 November 2026 at 12:30",
    });
    expect(received.text).toContain(
      "We have received your booking at Palm Crest. Palm Crest confirms it by Monday, 23 November 2026 at 12:30 (UAE time); we will email you when it does.",
    );
    expect(received.text).not.toContain("shortly");
    expect(received.text).toContain(
      "The calendar event is attached: add it to your calendar to be reminded the day before.",
    );
    expect(renderTemplate("booking_confirmed", visit).text).not.toContain("calendar event is attached");
  });

  it("names the lab's area and emirate once when the address already ends with the area", () => {
    const lab = {
      ...bookingData.lab,
      address: "Building 64, Al Razi Complex, Dubai Healthcare City",
      area: "Dubai Healthcare City",
    };
    const message = renderTemplate("booking_confirmed", {
      ...bookingData,
      collectionMode: "lab_visit",
      collectionAddress: null,
      lab,
    });
    expect(message.text).toContain(
      "Where: Palm Crest, Building 64, Al Razi Complex, Dubai Healthcare City, Dubai\n",
    );
    expect(message.html).toContain("Palm Crest, Building 64, Al Razi Complex, Dubai Healthcare City, Dubai<");
  });

  it.each(bookingTemplates.map((n) => [n]))(
    "%s in Arabic names the lab and its address in Arabic; in English exactly as without the Arabic fields",
    (name) => {
      const lab = { ...bookingData.lab, nameAr: "بالم كرست", addressAr: "مبنى 1", areaAr: "البرشاء" };
      const withArabic = { ...bookingData, lab };
      expect(renderTemplate(name, withArabic)).toEqual(renderTemplate(name, bookingData));
      expect(renderTemplate(name, withArabic, "en")).toEqual(renderTemplate(name, bookingData, "en"));
      const home = renderTemplate(name, withArabic, "ar");
      expect(home.text).toContain("المكان: سحب العينة من المنزل في Villa 12 <script> بواسطة بالم كرست\n");
      expect(home.text).toContain("المختبر: بالم كرست، مبنى 1، البرشاء، دبي (تُحلَّل عينتك هنا)\n");
      expect(home.html).toContain(">بالم كرست، مبنى 1، البرشاء، دبي (تُحلَّل عينتك هنا)<");
      expect(home.html).toContain(`<a href="https://maps.example/x">الاتجاهات إلى بالم كرست</a>`);
      const visit = renderTemplate(
        name,
        { ...withArabic, collectionMode: "lab_visit", collectionAddress: null, homeCollectionFeeAed: null },
        "ar",
      );
      expect(visit.text).toContain("المكان: بالم كرست، مبنى 1، البرشاء، دبي\n");
      for (const message of [home, visit]) {
        expect(`${message.subject}\n${message.text}\n${message.html}`).not.toMatch(
          /Palm Crest|Building 1|Al Barsha|Dubai/,
        );
      }
    },
  );

  it("names the lab in Arabic in the Arabic intros that name it", () => {
    const d = { ...bookingData, lab: { ...bookingData.lab, nameAr: "بالم كرست" } };
    expect(renderTemplate("booking_confirmed", d, "ar").text).toContain("أكّد بالم كرست حجزك.");
    expect(renderTemplate("booking_cancelled", d, "ar").text).toContain("ألغى بالم كرست حجزك.");
    expect(renderTemplate("booking_rescheduled", d, "ar").text).toContain("تم تغيير موعد حجزك في بالم كرست.");
    expect(renderTemplate("booking_reminder_morning", d, "ar").text).toContain(
      "سيحضر بالم كرست لسحب عينتك اليوم بين 09:00 و11:00.",
    );
    const received = renderTemplate(
      "booking_created",
      { ...d, confirmByDate: "2026-11-23", confirmByTime: "12:30" },
      "ar",
    ).text;
    expect(received).toContain("استلمنا حجزك في بالم كرست. يؤكده بالم كرست قبل ");
    expect(received).toContain("أرفقنا موعدك كحدث تقويم: أضفه إلى تقويمك ليذكّرك قبل الموعد بيوم.");
  });

  const insured = {
    ...bookingData,
    insurance: {
      insurer: { name: "Corvane Health", nameAr: "كورفان للصحة" },
      plan: { name: "Essential", nameAr: "الأساسية" },
      estimatedShareAed: "19.00",
    },
  };

  it.each(bookingTemplates.map((n) => [n]))(
    "%s for an insured booking states the plan, the estimated share and the cover notice in English and Arabic (none once cancelled)",
    (name) => {
      const en = renderTemplate(name, insured, "en");
      const ar = renderTemplate(name, insured, "ar");
      if (name === "booking_cancelled") {
        for (const m of [en, ar])
          expect(`${m.text}${m.html}`).not.toMatch(/Corvane|كورفان|19\.00|Your share|حصتك/);
        return;
      }
      expect(en.text).toContain(
        "Total: 245.00 AED\nInsurance: Corvane Health, Essential plan\nYour share (estimate): 19.00 AED\nThe lab confirms your cover at the visit; the share may differ.\n",
      );
      expect(en.html).toMatch(/>Your share \(estimate\)<\/td><td [^>]+>19\.00 AED<\/td>/);
      expect(en.html).toContain(">The lab confirms your cover at the visit; the share may differ.</p>");
      expect(ar.text).toContain(
        "الإجمالي: 245.00 AED\nالتأمين: كورفان للصحة، الخطة الأساسية\nحصتك (تقديرية): 19.00 AED\nيؤكد المختبر تغطيتك عند الزيارة؛ وقد تختلف حصتك.\n",
      );
      expect(ar.html).toContain(">كورفان للصحة، الخطة الأساسية</td>");
      expect(ar.html).toContain(">يؤكد المختبر تغطيتك عند الزيارة؛ وقد تختلف حصتك.</p>");
    },
  );

  it.each(bookingTemplates.map((n) => [n]))(
    "%s for a self-pay booking (or a row queued before payments were kept) says nothing of insurance",
    (name) => {
      for (const data of [bookingData, { ...bookingData, insurance: null }])
        for (const locale of ["en", "ar"] as const) {
          const m = renderTemplate(name, data, locale);
          expect(`${m.text}${m.html}`).not.toMatch(/Insurance|Your share|التأمين|حصتك|confirms your cover/);
        }
    },
  );

  it("a row queued without the lab's Arabic fields reads its English name and address in Arabic", () => {
    const message = renderTemplate(
      "booking_confirmed",
      { ...bookingData, collectionMode: "lab_visit", collectionAddress: null },
      "ar",
    );
    expect(message.text).toContain("المكان: Palm Crest، Building 1، Al Barsha، دبي\n");
  });

  it("escapes the lab's details in HTML", () => {
    const lab = {
      ...bookingData.lab,
      name: "Lab <i>One</i>",
      address: 'Street "5" & Co',
      area: "Deira",
      directionsUrl: 'https://maps.example/x?a=1&b="2"',
    };
    const message = renderTemplate("booking_confirmed", { ...bookingData, lab });
    expect(message.html).not.toContain("<i>One</i>");
    expect(message.html).toContain("Lab &lt;i&gt;One&lt;/i&gt;, Street &quot;5&quot; &amp; Co, Deira, Dubai");
    expect(message.html).toContain(`href="https://maps.example/x?a=1&amp;b=&quot;2&quot;"`);
  });
});
