/**
 * admin.emails (the outbox in the console), on a real database: admins only (a visitor is
 * UNAUTHORIZED, a patient or lab staff FORBIDDEN), the list with its filters, counts and pages, one
 * message rendered with absolute links and its single-use links hidden (a retest reminder with its
 * reminder as it is now), and "Send again" — allowed only for a failed message, audited, and
 * delivered once by the worker afterwards (with the real link).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverDue, queueMessages } from "../src/index.ts";
import {
  createSeededWorld,
  failure,
  issueMessages,
  sessionCaller,
  type Caller,
  type Fixture,
  type TestWorld,
  verificationEmail,
} from "./helpers.ts";
import { signedInLabStaff } from "./admin-helpers.ts";
import { startSmtpPeer, type SmtpPeer } from "./smtp-peer.ts";

const SITE = "https://labcompare.test";
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

let world: TestWorld, fx: Fixture;
let smtp: SmtpPeer;
let admin: { userId: string; caller: Caller };
let patient: Caller;

beforeAll(async () => {
  ({ world, fx } = await createSeededWorld());
  smtp = await startSmtpPeer();
  // The admin's caller carries the site's public origin, as the Fastify host sets it.
  const { userId } = await world.signedIn("emails-admin@example.com", { admin: true });
  admin = { userId, caller: await sessionCaller(world, userId, { siteUrl: SITE }) };
  patient = (await world.signedIn("emails-patient@example.com")).caller;
});
afterAll(async () => {
  await smtp.close();
  await world.close();
});

/** One round of the outbox worker to the SMTP peer, whose earlier messages are cleared first. */
function deliverAfresh() {
  smtp.received.length = 0;
  return deliverDue(world.db.prisma, {
    transport: smtp.transport(),
    from: "LabCompare UAE <no-reply@labcompare.test>",
    siteUrl: SITE,
  });
}

type Status = "queued" | "sending" | "sent" | "failed" | "cancelled";

/** Queues one verification email to `recipient` and sets its status (and created-at); returns its id. */
async function outboxRow(
  recipient: string,
  status: Status,
  patch: { createdAt?: Date; lastError?: string; attempts?: number } = {},
): Promise<string> {
  await queueMessages(world.db.prisma, [verificationEmail(recipient, recipient)]);
  const row = await world.db.prisma.notification.findFirstOrThrow({
    where: { recipient },
    orderBy: { createdAt: "desc" },
    select: { id: true },
  });
  await world.db.prisma.notification.update({
    where: { id: row.id },
    data: {
      status,
      ...(status === "failed" ? { attempts: 12, lastError: "451 4.3.0 Try again later" } : {}),
      ...(status === "sent" ? { attempts: 1, sentAt: new Date() } : {}),
      ...(status === "sending" ? { attempts: 1, claimedUntil: new Date(Date.now() + 120_000) } : {}),
      ...patch,
    },
  });
  return row.id;
}

describe("who may use admin.emails", () => {
  it("refuses a visitor (UNAUTHORIZED), a patient and lab staff (FORBIDDEN), and changes nothing", async () => {
    const id = await outboxRow("gate@example.com", "failed");
    const staff = (await signedInLabStaff(world, "emails-staff@example.com", [fx.dubaiLabId])).caller;
    // Thunks: each call starts only when awaited, so no rejection is left unhandled meanwhile.
    const calls = (c: Caller) => [
      () => c.admin.emails.list({ page: 1 }),
      () => c.admin.emails.byId({ id }),
      () => c.admin.emails.resend({ id }),
    ];
    for (const call of calls(world.anon)) {
      expect(await failure(call())).toMatchObject({
        code: "UNAUTHORIZED",
        message: "Please sign in to continue",
      });
    }
    for (const caller of [patient, staff]) {
      for (const call of calls(caller)) {
        expect(await failure(call())).toMatchObject({
          code: "FORBIDDEN",
          message: "You do not have permission to do this",
        });
      }
    }
    expect(
      await world.db.prisma.notification.findUniqueOrThrow({
        where: { id },
        select: { status: true, attempts: true },
      }),
    ).toEqual({ status: "failed", attempts: 12 });
    expect(await world.db.prisma.auditLog.count({ where: { entity: "notification", entityId: id } })).toBe(0);
  });
});

describe("admin.emails.list", () => {
  it("lists newest first with status and recipient filters, counts per status and 25 to a page", async () => {
    await world.db.prisma.notification.deleteMany();
    const base = Date.now() - 3_600_000;
    const at = (minutes: number) => new Date(base + minutes * 60_000);
    const failedId = await outboxRow("aisha@example.com", "failed", { createdAt: at(3) });
    const sentId = await outboxRow("omar@example.com", "sent", { createdAt: at(2) });
    await outboxRow("queued-1@example.com", "queued", { createdAt: at(1) });
    await outboxRow("cancelled@example.com", "cancelled", { createdAt: at(0) });
    for (let i = 0; i < 24; i++)
      await outboxRow(`bulk-${i}@example.com`, "queued", { createdAt: at(-10 - i) });

    const first = await admin.caller.admin.emails.list({ page: 1 });
    expect(first).toMatchObject({
      total: 28,
      page: 1,
      pageSize: 25,
      counts: { queued: 25, sending: 0, sent: 1, failed: 1, cancelled: 1 },
    });
    expect(first.items).toHaveLength(25);
    expect(first.items.slice(0, 4).map((m) => m.recipient)).toEqual([
      "aisha@example.com",
      "omar@example.com",
      "queued-1@example.com",
      "cancelled@example.com",
    ]);
    expect(first.items[0]).toMatchObject({
      id: failedId,
      template: "email_verification",
      status: "failed",
      attempts: 12,
      lastError: "451 4.3.0 Try again later",
      sentAt: null,
      bookingId: null,
    });
    // The list does not carry message data (single-use links stay out of it).
    expect(first.items[0]).not.toHaveProperty("data");
    const second = await admin.caller.admin.emails.list({ page: 2 });
    expect(second.items.map((m) => m.recipient)).toEqual([
      "bulk-21@example.com",
      "bulk-22@example.com",
      "bulk-23@example.com",
    ]);

    const failed = await admin.caller.admin.emails.list({ status: "failed", page: 1 });
    expect(failed.items.map((m) => m.id)).toEqual([failedId]);
    expect(failed.total).toBe(1);
    // Counts are of the whole outbox, whatever the filter.
    expect(failed.counts).toEqual(first.counts);
    const byRecipient = await admin.caller.admin.emails.list({ q: "OMAR@", page: 1 });
    expect(byRecipient.items.map((m) => m.id)).toEqual([sentId]);
    expect((await admin.caller.admin.emails.list({ status: "sent", q: "aisha", page: 1 })).items).toEqual([]);
    // The default input is page 1.
    expect((await admin.caller.admin.emails.list()).items).toHaveLength(25);
  });

  it("refuses a page out of range with the field's message", async () => {
    const error = await failure(admin.caller.admin.emails.list({ page: 0 }));
    expect(error.code).toBe("BAD_REQUEST");
    expect(issueMessages(error)).toEqual(["Page must be a positive number"]);
  });
});

describe("admin.emails.byId", () => {
  it("shows one message rendered as the patient reads it, with absolute links", async () => {
    await queueMessages(world.db.prisma, [
      {
        recipient: "byid@example.com",
        template: "signup_existing_account",
        data: { email: "byid@example.com", resetUrl: "/auth?forgot=1" },
      },
    ]);
    const { id } = await world.db.prisma.notification.findFirstOrThrow({
      where: { recipient: "byid@example.com" },
      select: { id: true },
    });
    const email = await admin.caller.admin.emails.byId({ id });
    expect(email).toMatchObject({
      id,
      recipient: "byid@example.com",
      template: "signup_existing_account",
      status: "queued",
      attempts: 0,
      messageId: expect.stringMatching(/^<.+@labcompare\.ae>$/),
    });
    expect(email).not.toHaveProperty("data");
    expect(email.rendered.subject).toBe("Someone tried to sign up with your email");
    expect(email.rendered.text).toContain(`reset your password now: ${SITE}/auth?forgot=1`);
    expect(email.rendered.html).toContain(`href="${SITE}/auth?forgot=1"`);
  });

  it("shows a retest reminder with its test as it is now, and says so once the reminder is gone", async () => {
    const reminder = await patient.results.reminders.set({ testId: fx.cbcId, months: 3 });
    const { notificationId } = await world.db.prisma.retestReminder.findUniqueOrThrow({
      where: { id: reminder.id },
      select: { notificationId: true },
    });
    const email = await admin.caller.admin.emails.byId({ id: notificationId! });
    expect(email.template).toBe("retest_reminder");
    expect(email.rendered.subject).toBe("Time to retest: Complete Blood Count (CBC)");
    expect(email.rendered.text).toContain(`${SITE}/basket?tests=${fx.cbcId}`);
    expect(email.rendered.text).not.toMatch(/token=/);

    await world.db.prisma.retestReminder.delete({ where: { id: reminder.id } });
    const gone = await admin.caller.admin.emails.byId({ id: notificationId! });
    expect(gone.rendered.subject).toBe(
      "[this reminder no longer exists: its account, family member or test was deleted]",
    );
  });

  it("hides a queued password reset's link from the admin, and the patient still gets a working one", async () => {
    await world.db.prisma.notification.updateMany({
      where: { status: { in: ["queued", "sending"] } },
      data: { status: "cancelled" },
    });
    await world.signedIn("reset-victim@example.com");
    await world.anon.auth.requestPasswordReset({ email: "reset-victim@example.com" });
    const row = await world.db.prisma.notification.findFirstOrThrow({
      where: { recipient: "reset-victim@example.com", template: "password_reset" },
    });
    const stored = (row.data as { link: string }).link;
    const token = new URL(stored, SITE).searchParams.get("token")!;
    expect(token.length).toBeGreaterThan(20);

    const email = await admin.caller.admin.emails.byId({ id: row.id });
    expect(email.status).toBe("queued");
    for (const part of [email.rendered.subject, email.rendered.text, email.rendered.html]) {
      expect(part).not.toContain(token);
      expect(part).not.toContain("/reset-password?token=");
      expect(part).not.toMatch(/token=/i);
    }
    expect(email.rendered.text).toContain(
      "Choose a new password: [link hidden: only the recipient can use it]",
    );
    expect(email.rendered.html).toContain("[link hidden: only the recipient can use it]");
    // Viewing it changed nothing: the row keeps the real link for the worker.
    expect((await world.db.prisma.notification.findUniqueOrThrow({ where: { id: row.id } })).data).toEqual(
      row.data,
    );

    expect(await deliverAfresh()).toMatchObject({ sent: 1 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.text).toContain(`${SITE}/reset-password?token=${token}`);
    expect(smtp.received[0]!.html).toContain(`href="${SITE}/reset-password?token=${token}"`);
    await expect(
      world.anon.auth.resetPassword({ token, newPassword: "a brand new passphrase" }),
    ).resolves.toEqual({ ok: true });
  });

  it.each(["queued", "sending", "sent", "failed", "cancelled"] as const)(
    "hides single-use links of a %s message, of every kind that carries one",
    async (status) => {
      const kinds = [
        { template: "email_verification", link: "/verify-email?token=VERIFYSECRET" },
        { template: "password_reset", link: "/reset-password?token=RESETSECRET" },
        {
          template: "email_change_confirm",
          link: "/confirm-email?token=CHANGESECRET",
          newEmail: "new-address@example.com",
        },
      ] as const;
      for (const { template, ...data } of kinds) {
        const recipient = `hidden-${template}-${status}@example.com`;
        await queueMessages(world.db.prisma, [
          { recipient, template, data: { ...data, validFor: "24 hours" } },
        ]);
        const { id } = await world.db.prisma.notification.findFirstOrThrow({
          where: { recipient },
          select: { id: true },
        });
        await world.db.prisma.notification.update({ where: { id }, data: { status } });
        const { rendered } = await admin.caller.admin.emails.byId({ id });
        const all = `${rendered.subject}\n${rendered.text}\n${rendered.html}`;
        expect(all).not.toMatch(/SECRET|token=/);
        expect(rendered.text).toContain("[link hidden: only the recipient can use it]");
      }
    },
  );

  it("answers NOT_FOUND for an unknown id", async () => {
    expect(await failure(admin.caller.admin.emails.byId({ id: UNKNOWN_ID }))).toMatchObject({
      code: "NOT_FOUND",
    });
  });
});

describe("admin.emails.resend", () => {
  it("queues a failed message again, due now with attempts reset, audited, and the worker sends it once", async () => {
    await world.db.prisma.notification.updateMany({
      where: { status: { in: ["queued", "sending"] } },
      data: { status: "cancelled" },
    });
    const id = await outboxRow("resend@example.com", "failed");
    const before = Date.now();
    const row = await admin.caller.admin.emails.resend({ id });
    expect(row).toMatchObject({ id, status: "queued", attempts: 0, lastError: null });
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    const audit = await world.db.prisma.auditLog.findFirstOrThrow({
      where: { entity: "notification", entityId: id },
    });
    expect(audit).toMatchObject({
      actorId: admin.userId,
      action: "notification.resend",
      before: { status: "failed" },
      after: { status: "queued" },
    });
    // Now queued, it cannot be "sent again" a second time.
    expect(await failure(admin.caller.admin.emails.resend({ id }))).toMatchObject({
      code: "BAD_REQUEST",
      message: "Only a failed message can be sent again",
    });

    expect(await deliverAfresh()).toMatchObject({ sent: 1 });
    expect(smtp.received.map((m) => (m.to as { text: string }).text)).toEqual(["resend@example.com"]);
    expect(
      await world.db.prisma.notification.findUniqueOrThrow({
        where: { id },
        select: { status: true, attempts: true },
      }),
    ).toEqual({ status: "sent", attempts: 1 });
    // The console showed a placeholder; what is sent again is the stored message, with its real link.
    expect(smtp.received[0]!.text).toContain(`${SITE}/verify-email?token=resend@example.com`);
    expect(smtp.received[0]!.text).not.toContain("link hidden");
  });

  it.each(["queued", "sending", "sent", "cancelled"] as const)(
    "refuses a %s message (only failed ones), leaving it as it was",
    async (status) => {
      const id = await outboxRow(`not-failed-${status}@example.com`, status);
      const before = await world.db.prisma.notification.findUniqueOrThrow({ where: { id } });
      expect(await failure(admin.caller.admin.emails.resend({ id }))).toMatchObject({
        code: "BAD_REQUEST",
        message: "Only a failed message can be sent again",
      });
      expect(await world.db.prisma.notification.findUniqueOrThrow({ where: { id } })).toEqual(before);
      expect(await world.db.prisma.auditLog.count({ where: { entity: "notification", entityId: id } })).toBe(
        0,
      );
    },
  );

  it("answers NOT_FOUND for an unknown id", async () => {
    expect(await failure(admin.caller.admin.emails.resend({ id: UNKNOWN_ID }))).toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
