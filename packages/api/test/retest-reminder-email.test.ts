/**
 * The retest reminder's email through the outbox, against a real SMTP peer and a clock set in the
 * test: nothing before 08:00 Asia/Dubai on the due date, sent at it, in the account's language, with
 * the basket holding the test and the lab cheapest that day (the patient's share under the saved
 * plan, else the self-pay price); not sent when reminders are off or the reminder was cancelled (on
 * the page or by the email's link); the link works once.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestPlan } from "@labcompare/db/testing";
import { deliverDue, type OutboxOptions } from "../src/index.ts";
import { LINK_REMOVED } from "../src/notifications/outbox-links.ts";
import { setRetestReminder } from "../src/results/retest-reminders.service.ts";
import type { Fixture, TestWorld } from "./helpers.ts";
import { clearOutbox, closeMailWorld, createMailWorld } from "./mail-world.ts";
import type { SmtpPeer } from "./smtp-peer.ts";

let world: TestWorld, fx: Fixture, smtp: SmtpPeer;
const SITE = "https://labcompare.test";
// Set on 31 January 2027 (10:00 in Dubai), one month: due 28 February 2027, sent at 08:00 Dubai (04:00 UTC).
const SET_AT = new Date("2027-01-31T06:00:00Z");
const SEND_AT = new Date("2027-02-28T04:00:00Z");

beforeAll(async () => ({ world, fx, smtp } = await createMailWorld()));
afterAll(() => closeMailWorld({ world, smtp }));
beforeEach(() => clearOutbox({ world, smtp }));

/** One outbox round with the clock at `at`. */
const deliverAt = (at: Date, options: Partial<OutboxOptions> = {}) =>
  deliverDue(world.db.prisma, {
    transport: smtp.transport(),
    from: "LabCompare UAE <no-reply@labcompare.test>",
    siteUrl: SITE,
    now: () => at,
    ...options,
  });

/** A patient with a one-month CBC reminder set at SET_AT. */
async function remindedPatient(email: string, personId: string | null = null) {
  const patient = await world.signedIn(email);
  const reminder = await setRetestReminder(
    world.db.prisma,
    patient.userId,
    { testId: fx.cbcId, months: 1, personId },
    SET_AT,
  );
  return { ...patient, reminder };
}

/** The token of the email's cancel link. */
const tokenIn = (text: string) => /\/cancel-reminder\?token=([\w-]+)/.exec(text)![1]!;

describe("the retest reminder email", () => {
  it("is not sent before 08:00 Asia/Dubai on the due date, then once at it, with the basket and the cheapest lab", async () => {
    const { caller, reminder } = await remindedPatient("retest-1@example.com");
    expect(reminder.dueDate).toBe("2027-02-28");
    expect(await deliverAt(new Date("2027-02-27T12:00:00Z"))).toMatchObject({ sent: 0 });
    expect(await deliverAt(new Date(SEND_AT.getTime() - 1000))).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(0);

    expect(await deliverAt(SEND_AT)).toMatchObject({ sent: 1 });
    expect(await deliverAt(new Date(SEND_AT.getTime() + 3_600_000))).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toMatchObject({ text: "retest-1@example.com" });
    expect(mail!.subject).toBe("Time to retest: Complete Blood Count (CBC)");
    const text = mail!.text!;
    for (const part of [
      "You asked us to remind you to retest Complete Blood Count (CBC) today, Sunday, 28 February 2027.",
      // Self-pay: the Dubai lab's 85 AED beats Abu Dhabi's 95.
      "Cheapest lab today: Palm Crest Diagnostics, 85.00 AED.",
      `Compare labs and book: ${SITE}/basket?tests=${fx.cbcId}`,
      `No longer needed? Cancel this reminder: ${SITE}/cancel-reminder?token=`,
    ])
      expect(text).toContain(part);
    expect(mail!.html).toContain(`href="${SITE}/basket?tests=${fx.cbcId}"`);
    expect(mail!.html).toContain(`href="${SITE}/cancel-reminder?token=${tokenIn(text)}"`);

    const row = await world.db.prisma.retestReminder.findUniqueOrThrow({ where: { id: reminder.id } });
    expect(row.sentAt).toEqual(SEND_AT);
    // The outbox keeps no usable link once the email is sent.
    const sent = await world.db.prisma.notification.findUniqueOrThrow({ where: { id: row.notificationId! } });
    expect(sent).toMatchObject({ status: "sent", sentAt: SEND_AT, data: { link: LINK_REMOVED } });
    // Sent: no longer shown as scheduled.
    expect(await caller.results.reminders.list()).toEqual([]);
  });

  it("is written in Arabic for an Arabic account, with the patient's share under the saved plan", async () => {
    const planId = await createTestPlan(world.db.prisma, {
      slug: "retest-essential",
      labIds: [fx.abuDhabiLabId],
      requiresReferral: false,
    });
    const patient = await world.signedIn("retest-2@example.com");
    await patient.caller.profile.setLocale({ locale: "ar" });
    await world.db.prisma.profile.update({
      where: { id: patient.userId },
      data: { insurancePlanId: planId },
    });
    const member = await world.db.prisma.familyMember.create({
      data: {
        userId: patient.userId,
        name: "Omar",
        dateOfBirth: new Date("2018-05-01"),
        sex: "male",
        relation: "child",
      },
    });
    await setRetestReminder(
      world.db.prisma,
      patient.userId,
      { testId: fx.cbcId, months: 1, personId: member.id },
      SET_AT,
    );
    expect(await deliverAt(SEND_AT)).toMatchObject({ sent: 1 });
    const [mail] = smtp.received;
    expect(mail!.subject).toBe("حان وقت إعادة الفحص: Complete Blood Count (CBC)");
    const text = mail!.text!;
    expect(text).toContain("طلبت منا تذكيرك بإعادة فحص Complete Blood Count (CBC) لـ Omar اليوم، ");
    // In the plan's network, Corniche Lab costs the patient 20 % of 95 AED; Palm Crest is out of it.
    expect(text).toContain(
      "أرخص مختبر اليوم مع كورفان للصحة، الأساسية: Corniche Lab، حصتك (تقديرية) 19.00 AED.",
    );
    expect(text).toContain(`قارن المختبرات واحجز: ${SITE}/basket?tests=${fx.cbcId}`);
    expect(text).toContain(`لم تعد بحاجة إليه؟ ألغِ هذا التذكير: ${SITE}/cancel-reminder?token=`);
    expect(mail!.html).toMatch(/<html lang="ar" dir="rtl">/);
  });

  it("is not sent when the account turned reminders off", async () => {
    const { caller, reminder } = await remindedPatient("retest-3@example.com");
    await caller.profile.setReminders({ enabled: false });
    expect(await deliverAt(SEND_AT)).toMatchObject({ sent: 0, cancelled: 1 });
    expect(smtp.received).toHaveLength(0);
    const row = await world.db.prisma.retestReminder.findUniqueOrThrow({ where: { id: reminder.id } });
    expect(row.sentAt).toBeNull();
  });

  it("is not sent once cancelled on the page", async () => {
    const { caller, reminder } = await remindedPatient("retest-4@example.com");
    await caller.results.reminders.cancel({ id: reminder.id });
    expect(await deliverAt(SEND_AT)).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it("is not sent when the reminder was cancelled after its email was queued (checked at send time)", async () => {
    const { reminder } = await remindedPatient("retest-5@example.com");
    // Cancelled without touching the outbox row (e.g. by a version that did not cancel it).
    await world.db.prisma.retestReminder.update({
      where: { id: reminder.id },
      data: { cancelledAt: SET_AT },
    });
    expect(await deliverAt(SEND_AT)).toMatchObject({ sent: 0, cancelled: 1 });
    expect(smtp.received).toHaveLength(0);
  });

  it("has a cancel link that works once, without a sign-in", async () => {
    const first = await remindedPatient("retest-6@example.com");
    const second = await setRetestReminder(
      world.db.prisma,
      first.userId,
      { testId: fx.lipidId, months: 1, personId: null },
      new Date("2027-01-15T06:00:00Z"),
    );
    // The lipid reminder (due 15 February) arrives first; its link cancels it (already sent: it stops
    // showing), and the CBC reminder is unaffected.
    await deliverAt(new Date("2027-02-15T04:00:00Z"));
    expect(smtp.received.map((m) => m.subject)).toEqual(["Time to retest: Lipid Profile"]);
    const token = tokenIn(smtp.received[0]!.text!);
    await expect(world.anon.results.reminders.cancelByToken({ token })).resolves.toEqual({ cancelled: true });
    await expect(world.anon.results.reminders.cancelByToken({ token })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const rows = await world.db.prisma.retestReminder.findMany({
      where: { userId: first.userId },
      select: { id: true, cancelledAt: true },
    });
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: second.id, cancelledAt: expect.any(Date) },
        { id: first.reminder.id, cancelledAt: null },
      ]),
    );
    expect(await deliverAt(SEND_AT)).toMatchObject({ sent: 1 });
  });

  it("stops a reminder not yet sent when the link is used (the email's token, found in the outbox row)", async () => {
    const { reminder } = await remindedPatient("retest-7@example.com");
    const row = await world.db.prisma.retestReminder.findUniqueOrThrow({ where: { id: reminder.id } });
    const queued = await world.db.prisma.notification.findUniqueOrThrow({
      where: { id: row.notificationId! },
    });
    const token = tokenIn((queued.data as { link: string }).link);
    await world.anon.results.reminders.cancelByToken({ token });
    expect(await deliverAt(SEND_AT)).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(0);
    expect((await world.db.prisma.notification.findUniqueOrThrow({ where: { id: queued.id } })).status).toBe(
      "cancelled",
    );
  });
});
