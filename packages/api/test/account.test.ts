/**
 * Accounts a patient controls, on a real database: email verification, password reset (no
 * enumeration; wrong, expired and reused links; per-IP and per-account limits), password and email
 * change (expired, reused and wrong-kind links), sessions, data export and account deletion with
 * anonymised bookings.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInDubai } from "@labcompare/domain";
import { messages } from "@labcompare/validators";
import { createAuthLimits, createCaller, createContextInner } from "../src/index.ts";
import {
  bookingInput,
  createSeededWorld,
  failure,
  type Caller,
  type Fixture,
  type TestWorld,
} from "./helpers.ts";
import { raceAtUserRow, type RaceStep } from "./row-lock-holder.ts";

let world: TestWorld, fx: Fixture;
const PASSWORD = "a sturdy passphrase";

beforeAll(async () => {
  ({ world, fx } = await createSeededWorld());
});
afterAll(() => world.close());

/** A caller whose Set-Cookie values are collected, with a session when `sessionId` is given. */
async function callerFor(sessionId?: string) {
  const cookies: string[] = [];
  const validated = sessionId ? await world.auth.validateSession(sessionId) : { session: null, user: null };
  const caller = createCaller(
    createContextInner({
      db: world.db.prisma,
      auth: world.auth,
      session: validated.session,
      user: validated.user,
      setCookie: (c) => cookies.push(c),
    }),
  );
  return { caller, cookies };
}

/** Signs up through the procedure; returns the session id from the cookie. */
async function signUp(email: string): Promise<{ sessionId: string; userId: string }> {
  const { caller, cookies } = await callerFor();
  const { user } = await caller.auth.signUp({ email, password: PASSWORD });
  return { sessionId: /labcompare_session=([^;]+)/.exec(cookies[0]!)![1]!, userId: user.id };
}

/** The single-use link path most recently queued for `email` with `template`. */
async function lastLink(email: string, template: string): Promise<string> {
  const row = await world.db.prisma.notification.findFirstOrThrow({
    where: { recipient: email, template },
    orderBy: { createdAt: "desc" },
  });
  return (row.data as { link: string }).link;
}
/** Signs up `email` and returns a caller with the new session, as `callerFor` does. */
async function signedUp(email: string) {
  const { sessionId, userId } = await signUp(email);
  return { sessionId, userId, ...(await callerFor(sessionId)) };
}

/** How many messages are queued for `recipient` (with `template` when given). */
const queued = (recipient: string, template?: string) =>
  world.db.prisma.notification.count({ where: { recipient, ...(template ? { template } : {}) } });

const tokenOf = (link: string) => new URL(link, "http://x").searchParams.get("token")!;

describe("email verification", () => {
  it("queues a link at sign-up that verifies the address once", async () => {
    const { caller } = await signedUp("verify@example.com");
    expect((await caller.auth.me()).user).toMatchObject({ emailVerified: false });
    const token = tokenOf(await lastLink("verify@example.com", "email_verification"));
    // Only the hash is stored.
    expect(await world.db.prisma.emailToken.count({ where: { tokenHash: token } })).toBe(0);
    await expect(world.anon.auth.verifyEmail({ token })).resolves.toEqual({ ok: true });
    expect((await caller.auth.me()).user).toMatchObject({ emailVerified: true });
    await expect(world.anon.auth.verifyEmail({ token })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "This link is invalid or has expired. Please ask for a new one.",
    });
    await expect(world.anon.auth.verifyEmail({ token: "x".repeat(43) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    // Verified: resend does nothing.
    expect(await caller.auth.resendVerification()).toEqual({ sent: false });
  });

  it("resends a link to an unverified account, at most 3 an hour", async () => {
    const { caller } = await signedUp("resend@example.com");
    expect(await caller.auth.resendVerification()).toEqual({ sent: true });
    expect(await caller.auth.resendVerification()).toEqual({ sent: true });
    expect(await caller.auth.resendVerification()).toEqual({ sent: false });
    expect(await queued("resend@example.com", "email_verification")).toBe(3);
  });

  it("tells the owner when someone signs up with their address", async () => {
    await signUp("owner@example.com");
    const { caller } = await callerFor();
    await expect(
      caller.auth.signUp({ email: "OWNER@example.com", password: PASSWORD }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    const notice = await world.db.prisma.notification.findFirstOrThrow({
      where: { recipient: "owner@example.com", template: "signup_existing_account" },
    });
    expect(notice.data).toMatchObject({ email: "owner@example.com" });
  });
});

describe("password reset", () => {
  it("answers the same for known and unknown emails, and sends a link only for the known one", async () => {
    await signUp("reset@example.com");
    const known = await world.anon.auth.requestPasswordReset({ email: "reset@example.com" });
    const unknown = await world.anon.auth.requestPasswordReset({ email: "nobody-here@example.com" });
    expect(known).toEqual(unknown);
    expect(await queued("reset@example.com", "password_reset")).toBe(1);
    expect(await queued("nobody-here@example.com")).toBe(0);
  });

  it("sets the new password with the link, once, and ends every session", async () => {
    const { sessionId, userId } = await signUp("reset2@example.com");
    await world.anon.auth.requestPasswordReset({ email: "reset2@example.com" });
    const token = tokenOf(await lastLink("reset2@example.com", "password_reset"));
    const weak = await failure(world.anon.auth.resetPassword({ token, newPassword: "password1" }));
    expect(weak.message).toMatch(/^This password is too easy to guess/);
    await expect(
      world.anon.auth.resetPassword({ token, newPassword: "brand new passphrase" }),
    ).resolves.toEqual({ ok: true });
    expect(await world.db.prisma.session.count({ where: { userId } })).toBe(0);
    expect((await world.auth.validateSession(sessionId)).session).toBeNull();
    await expect(
      world.anon.auth.resetPassword({ token, newPassword: "another new passphrase" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "This link is invalid or has expired. Please ask for a new one.",
    });
    const { caller } = await callerFor();
    await expect(
      caller.auth.signIn({ email: "reset2@example.com", password: PASSWORD }),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(
      caller.auth.signIn({ email: "reset2@example.com", password: "brand new passphrase" }),
    ).resolves.toMatchObject({ user: { email: "reset2@example.com" } });
  });

  it("refuses an expired link, and a link of another kind", async () => {
    await signUp("reset3@example.com");
    await world.anon.auth.requestPasswordReset({ email: "reset3@example.com" });
    const token = tokenOf(await lastLink("reset3@example.com", "password_reset"));
    await world.db.prisma.emailToken.updateMany({
      where: { user: { email: "reset3@example.com" }, purpose: "reset_password" },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await expect(
      world.anon.auth.resetPassword({ token, newPassword: "brand new passphrase" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const verify = tokenOf(await lastLink("reset3@example.com", "email_verification"));
    await expect(
      world.anon.auth.resetPassword({ token: verify, newPassword: "brand new passphrase" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("expired, reused and wrong-kind links", () => {
  const LINK_INVALID = {
    code: "BAD_REQUEST",
    message: "This link is invalid or has expired. Please ask for a new one.",
  };
  /** Moves the expiry of `email`'s links of `purpose` into the past. */
  const expire = (email: string, purpose: "verify_email" | "reset_password" | "change_email") =>
    world.db.prisma.emailToken.updateMany({
      where: { user: { email }, purpose },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });

  it("auth.verifyEmail refuses an expired link and leaves the address unverified", async () => {
    const { sessionId } = await signUp("verify-expired@example.com");
    const token = tokenOf(await lastLink("verify-expired@example.com", "email_verification"));
    await expire("verify-expired@example.com", "verify_email");
    await expect(world.anon.auth.verifyEmail({ token })).rejects.toMatchObject(LINK_INVALID);
    expect((await (await callerFor(sessionId)).caller.auth.me()).user).toMatchObject({
      emailVerified: false,
    });
    // A new link works.
    await (await callerFor(sessionId)).caller.auth.resendVerification();
    const fresh = tokenOf(await lastLink("verify-expired@example.com", "email_verification"));
    await expect(world.anon.auth.verifyEmail({ token: fresh })).resolves.toEqual({ ok: true });
  });

  it("auth.verifyEmail refuses a used link, and a link of another kind without using it up", async () => {
    await signUp("verify-kinds@example.com");
    const token = tokenOf(await lastLink("verify-kinds@example.com", "email_verification"));
    await expect(world.anon.auth.verifyEmail({ token })).resolves.toEqual({ ok: true });
    await expect(world.anon.auth.verifyEmail({ token })).rejects.toMatchObject(LINK_INVALID);
    await world.anon.auth.requestPasswordReset({ email: "verify-kinds@example.com" });
    const reset = tokenOf(await lastLink("verify-kinds@example.com", "password_reset"));
    await expect(world.anon.auth.verifyEmail({ token: reset })).rejects.toMatchObject(LINK_INVALID);
    await expect(
      world.anon.auth.resetPassword({ token: reset, newPassword: "brand new passphrase" }),
    ).resolves.toEqual({ ok: true });
  });

  it("auth.confirmEmailChange refuses an expired link: the email stays and nobody is told it changed", async () => {
    const { caller } = await signedUp("change-expired@example.com");
    await caller.auth.changeEmail({ newEmail: "change-expired-new@example.com", password: PASSWORD });
    const token = tokenOf(await lastLink("change-expired-new@example.com", "email_change_confirm"));
    await expire("change-expired@example.com", "change_email");
    await expect(world.anon.auth.confirmEmailChange({ token })).rejects.toMatchObject(LINK_INVALID);
    expect((await caller.profile.get()).email).toBe("change-expired@example.com");
    expect(
      await world.db.prisma.notification.count({
        where: { template: "email_changed", recipient: "change-expired@example.com" },
      }),
    ).toBe(0);
  });

  it("auth.confirmEmailChange refuses a used link (after a later change too) and a link of another kind", async () => {
    const { caller } = await signedUp("change-reuse@example.com");
    await caller.auth.changeEmail({ newEmail: "change-reuse-a@example.com", password: PASSWORD });
    const first = tokenOf(await lastLink("change-reuse-a@example.com", "email_change_confirm"));
    await expect(world.anon.auth.confirmEmailChange({ token: first })).resolves.toEqual({
      email: "change-reuse-a@example.com",
    });
    await caller.auth.changeEmail({ newEmail: "change-reuse-b@example.com", password: PASSWORD });
    const second = tokenOf(await lastLink("change-reuse-b@example.com", "email_change_confirm"));
    await expect(world.anon.auth.confirmEmailChange({ token: second })).resolves.toEqual({
      email: "change-reuse-b@example.com",
    });
    // Opening the first link again does not move the account back.
    await expect(world.anon.auth.confirmEmailChange({ token: first })).rejects.toMatchObject(LINK_INVALID);
    expect((await caller.profile.get()).email).toBe("change-reuse-b@example.com");
    const verify = tokenOf(await lastLink("change-reuse@example.com", "email_verification"));
    await expect(world.anon.auth.confirmEmailChange({ token: verify })).rejects.toMatchObject(LINK_INVALID);
    await expect(world.anon.auth.confirmEmailChange({ token: "x".repeat(43) })).rejects.toMatchObject(
      LINK_INVALID,
    );
  });

  it("auth.confirmEmailChange answers CONFLICT when the address was taken meanwhile, and the link stays usable", async () => {
    const { caller } = await signedUp("change-race@example.com");
    await caller.auth.changeEmail({ newEmail: "change-race-new@example.com", password: PASSWORD });
    const token = tokenOf(await lastLink("change-race-new@example.com", "email_change_confirm"));
    const squatter = await signUp("change-race-new@example.com");
    await expect(world.anon.auth.confirmEmailChange({ token })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "An account with this email already exists",
    });
    expect((await caller.profile.get()).email).toBe("change-race@example.com");
    await world.db.prisma.user.delete({ where: { id: squatter.userId } });
    await expect(world.anon.auth.confirmEmailChange({ token })).resolves.toEqual({
      email: "change-race-new@example.com",
    });
  });
});

describe("password reset rate limit", () => {
  /** A visitor's caller from `ip`, counted against `limits`. */
  const visitorFrom = (ip: string, limits: ReturnType<typeof createAuthLimits>) =>
    createCaller(createContextInner({ db: world.db.prisma, auth: world.auth, ip, authLimits: limits }));

  it("answers the same for any email until the per-IP limit, then TOO_MANY_REQUESTS with the clear message for any email", async () => {
    await signUp("limited@example.com");
    const limits = createAuthLimits({ perMinute: 3, keyPrefix: "test-reset-limit" });
    const visitor = visitorFrom("203.0.113.7", limits);
    const answers = [
      await visitor.auth.requestPasswordReset({ email: "limited@example.com" }),
      await visitor.auth.requestPasswordReset({ email: "not-registered@example.com" }),
      await visitor.auth.requestPasswordReset({ email: "LIMITED@example.com" }),
    ];
    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    const tooMany = {
      code: "TOO_MANY_REQUESTS",
      message: "Too many attempts. Please wait a minute and try again.",
    };
    const known = await failure(visitor.auth.requestPasswordReset({ email: "limited@example.com" }));
    const unknown = await failure(visitor.auth.requestPasswordReset({ email: "not-registered@example.com" }));
    expect(known).toMatchObject(tooMany);
    expect(unknown).toMatchObject(tooMany);
    expect([known.code, known.message]).toEqual([unknown.code, unknown.message]);
    // Refused calls queue nothing; the two accepted ones for the account queued a link each.
    expect(await queued("limited@example.com", "password_reset")).toBe(2);
    expect(await queued("not-registered@example.com")).toBe(0);
    // The limit is per IP: another address is still answered.
    await expect(
      visitorFrom("203.0.113.8", limits).auth.requestPasswordReset({ email: "limited@example.com" }),
    ).resolves.toEqual({ ok: true });
  });

  it("sends at most 3 links an hour to one account, still answering as for an unknown email", async () => {
    await signUp("flooded@example.com");
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await world.anon.auth.requestPasswordReset({ email: "flooded@example.com" }));
    answers.push(await world.anon.auth.requestPasswordReset({ email: "never-signed-up@example.com" }));
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(new Set([JSON.stringify({ ok: true })]));
    expect(await queued("flooded@example.com", "password_reset")).toBe(3);
  });
});

describe("password and email change", () => {
  it("changes the password with the current one and signs out the other devices only", async () => {
    const { sessionId, userId } = await signUp("change@example.com");
    const other = await world.auth.createSession(userId, {});
    const { caller } = await callerFor(sessionId);
    await expect(
      caller.auth.changePassword({ currentPassword: "wrong password", newPassword: "brand new passphrase" }),
    ).rejects.toMatchObject({ message: "The password is not correct" });
    await expect(
      caller.auth.changePassword({ currentPassword: PASSWORD, newPassword: PASSWORD }),
    ).rejects.toMatchObject({ message: "The new password must differ from the current one" });
    await caller.auth.changePassword({ currentPassword: PASSWORD, newPassword: "brand new passphrase" });
    expect((await world.auth.validateSession(other.id)).session).toBeNull();
    expect((await world.auth.validateSession(sessionId)).session).not.toBeNull();
  });

  it("changes the email only when the link sent to the new address is opened, telling the old one", async () => {
    const { sessionId } = await signUp("old-address@example.com");
    await signUp("taken@example.com");
    const { caller } = await callerFor(sessionId);
    await expect(
      caller.auth.changeEmail({ newEmail: "taken@example.com", password: PASSWORD }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(
      caller.auth.changeEmail({ newEmail: "new-address@example.com", password: "wrong password" }),
    ).rejects.toMatchObject({ message: "The password is not correct" });
    await caller.auth.changeEmail({ newEmail: "New-Address@example.com", password: PASSWORD });
    expect((await caller.profile.get()).email).toBe("old-address@example.com");
    expect(await queued("old-address@example.com", "email_change_requested")).toBe(1);
    const token = tokenOf(await lastLink("new-address@example.com", "email_change_confirm"));
    await expect(world.anon.auth.confirmEmailChange({ token })).resolves.toEqual({
      email: "new-address@example.com",
    });
    expect(await caller.profile.get()).toMatchObject({
      email: "new-address@example.com",
      emailVerified: true,
    });
    expect(await queued("old-address@example.com", "email_changed")).toBe(1);
    await expect(world.anon.auth.confirmEmailChange({ token })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});

describe("sessions", () => {
  it("lists the account's sessions with the browser, and signs out one or all", async () => {
    const { sessionId, userId } = await signUp("devices@example.com");
    const phone = await world.auth.createSession(userId, {
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
    });
    const { caller, cookies } = await callerFor(sessionId);
    const list = await caller.auth.sessions();
    expect(list).toHaveLength(2);
    expect(list.find((s) => !s.current)).toMatchObject({ browser: "Safari 17 on iOS" });
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const other = list.find((s) => !s.current)!;
    // Another account cannot end it.
    const stranger = await signUp("stranger@example.com");
    await expect(
      (await callerFor(stranger.sessionId)).caller.auth.signOutSession({ id: other.id }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await caller.auth.signOutSession({ id: other.id });
    expect((await world.auth.validateSession(phone.id)).session).toBeNull();
    await caller.auth.signOutEverywhere();
    expect((await world.auth.validateSession(sessionId)).session).toBeNull();
    expect(cookies.at(-1)).toMatch(/labcompare_session=;/);
  });
});

describe("data export and account deletion", () => {
  it("exports everything stored about the caller", async () => {
    const { caller } = await signedUp("export@example.com");
    await caller.profile.update({ firstName: "Export", lastName: "Me", phone: "0501234567" });
    const b = await caller.booking.create(
      bookingInput(fx, addDays(todayInDubai(), 4), {
        scheduledTime: "10:00",
        patientName: "Export Me",
        patientEmail: "export@example.com",
      }),
    );
    await caller.basket.set({ testIds: [fx.vitaminDId, fx.lipidId] });
    await caller.auth.changeEmail({ newEmail: "export-new@example.com", password: PASSWORD });
    // A used link and an expired one are not pending any more.
    await world.anon.auth.requestPasswordReset({ email: "export@example.com" });
    await world.db.prisma.emailToken.updateMany({
      where: { user: { email: "export@example.com" }, purpose: "reset_password" },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await caller.auth.resendVerification();
    const firstVerification = await world.db.prisma.emailToken.findFirstOrThrow({
      where: { user: { email: "export@example.com" }, purpose: "verify_email" },
      orderBy: { createdAt: "asc" },
    });
    await world.db.prisma.emailToken.update({
      where: { id: firstVerification.id },
      data: { usedAt: new Date() },
    });
    await caller.results.reminders.set({ testId: fx.cbcId, months: 6 });
    const data = await caller.profile.export();
    expect(data.account).toMatchObject({ email: "export@example.com", roles: [] });
    expect(data.profile).toMatchObject({
      firstName: "Export",
      phone: "+971501234567",
      remindersEnabled: true,
    });
    expect(data.bookings).toHaveLength(1);
    expect(data.bookings[0]).toMatchObject({
      reference: b.reference,
      items: [{ name: "Complete Blood Count (CBC)" }],
      history: [{ action: "booking.create" }],
    });
    expect(data.messages.map((m) => m.template).sort()).toEqual([
      "booking_created",
      "booking_reminder_24h",
      "email_change_confirm",
      "email_change_requested",
      "email_verification",
      "email_verification",
      "password_reset",
      "retest_reminder",
    ]);
    expect(data.retestReminders).toEqual([
      expect.objectContaining({ testId: fx.cbcId, familyMemberId: null, months: 6, cancelledAt: null }),
    ]);
    expect(data.retestReminders[0]).not.toHaveProperty("cancelTokenHash");
    expect(data.sessions).toHaveLength(1);
    expect(data.basket).toEqual([
      { testId: fx.vitaminDId, testName: "Vitamin D Test", addedAt: expect.any(Date) },
      { testId: fx.lipidId, testName: "Lipid Profile", addedAt: expect.any(Date) },
    ]);
    expect(data.pendingEmailLinks).toEqual([
      {
        purpose: "change_email",
        newEmail: "export-new@example.com",
        requestedAt: expect.any(Date),
        expiresAt: expect.any(Date),
      },
      { purpose: "verify_email", newEmail: null, requestedAt: expect.any(Date), expiresAt: expect.any(Date) },
    ]);
    expect(data.pendingEmailLinks.every((l) => l.expiresAt.getTime() > Date.now())).toBe(true);
    const json = JSON.stringify(data);
    expect(json).not.toMatch(/passwordHash|tokenHash|token=/);
    for (const { tokenHash } of await world.db.prisma.emailToken.findMany({
      where: { user: { email: "export@example.com" } },
      select: { tokenHash: true },
    })) {
      expect(json).not.toContain(tokenHash);
    }
  });

  it("deletes an account once when two deletions arrive together: the other is signed out, not a server error", async () => {
    const { userId, caller } = await signedUp("twice@example.com");
    await caller.booking.create(
      bookingInput(fx, addDays(todayInDubai(), 5), {
        scheduledTime: "12:00",
        patientName: "Twice Patient",
        patientEmail: "twice@example.com",
      }),
    );
    const results = await Promise.allSettled([
      caller.profile.deleteAccount({ password: PASSWORD }),
      caller.profile.deleteAccount({ password: PASSWORD }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused?.reason).toMatchObject({ code: "UNAUTHORIZED", message: "Please sign in to continue" });
    expect(await world.db.prisma.user.count({ where: { id: userId } })).toBe(0);
    // The booking was cancelled once (one audit row), its place freed once.
    expect(
      await world.db.prisma.auditLog.count({
        where: {
          action: "booking.cancel",
          after: { path: ["reason"], equals: "Account deleted" },
          entityId: {
            in: (
              await world.db.prisma.booking.findMany({
                where: { patientEmail: "deleted-account@invalid.invalid", scheduledTime: "12:00" },
                select: { id: true },
              })
            ).map((b) => b.id),
          },
        },
      }),
    ).toBe(1);
  });

  it("a request whose account is deleted while it runs answers as signed out, not a server error", async () => {
    // The session was read when the request began; the account is gone by the time its write runs
    // (its own deletion in the same batch can do that).
    const { userId, caller } = await signedUp("gone-midway@example.com");
    await world.db.prisma.user.delete({ where: { id: userId } });
    const signedOut = { code: "UNAUTHORIZED", message: "Please sign in to continue" };
    expect(
      await failure(caller.profile.update({ firstName: "Gone", lastName: "Midway", phone: "+971501234567" })),
    ).toMatchObject(signedOut);
    expect(
      await failure(
        caller.auth.changePassword({ currentPassword: PASSWORD, newPassword: "another sturdy phrase 42" }),
      ),
    ).toMatchObject(signedOut);
    expect(
      await failure(
        caller.booking.create(
          bookingInput(fx, addDays(todayInDubai(), 6), {
            scheduledTime: "13:00",
            patientName: "Gone Midway",
            patientEmail: "gone-midway@example.com",
          }),
        ),
      ),
    ).toMatchObject(signedOut);
    expect(await world.db.prisma.booking.count({ where: { patientEmail: "gone-midway@example.com" } })).toBe(
      0,
    );
  });

  /**
   * Races the deletion of `userId`'s account through `caller` against `other` at the user's row, the
   * deletion first when `order` says so; returns the deletion's results, then the other's.
   */
  async function raceDeletion(order: string, userId: string, caller: Caller, other: RaceStep) {
    const deletion = { start: () => [caller.profile.deleteAccount({ password: PASSWORD })], waiting: 1 };
    return order === "deletion first"
      ? await raceAtUserRow(world, userId, [deletion, other])
      : (await raceAtUserRow(world, userId, [other, deletion])).reverse();
  }

  // Each race below runs in both orders, forced on PostgreSQL with a lock on the user's row; PGlite runs
  // one transaction at a time, so there the two run one after the other (raceAtUserRow).
  it("deletes an account while the lab cancels its bookings: both answer, each booking cancelled and freed once (each order)", async () => {
    // The deletion frees slots and the lab's cancel holds a booking: taken in opposite orders, PostgreSQL
    // deadlocks them (40P01).
    const lab = await world.signedIn("cancelling-lab@example.com", { admin: true });
    const date = addDays(todayInDubai(), 6);
    const remaining = async (time: string) =>
      (
        await world.anon.booking.slots({ labId: fx.dubaiLabId, date, collectionMode: "lab_visit" })
      ).slots.find((s) => s.time === time)?.remaining;
    for (const [round, order] of (["deletion first", "cancels first"] as const).entries()) {
      const email = `racing-delete-${round}@example.com`;
      const { userId, caller } = await signedUp(email);
      const times = ["00", "15", "30"].map((m) => `1${round}:${m}`);
      const bookings: { id: string }[] = [];
      for (const time of times) {
        bookings.push(
          await caller.booking.create(
            bookingInput(fx, date, {
              scheduledTime: time,
              patientName: "Racing Patient",
              patientEmail: email,
            }),
          ),
        );
      }
      // The deletion waits for the user's row holding the bookings; each cancel holds its booking and
      // place and waits for the user's row to write its email.
      const cancels = {
        start: () =>
          bookings.map((b) =>
            lab.caller.admin.bookings.updateStatus({ id: b.id, status: "cancelled", reason: "Lab closed" }),
          ),
        waiting: bookings.length,
      };
      const [deleted, cancelled] = await raceDeletion(order, userId, caller, cancels);
      const results = [...deleted!, ...cancelled!];
      expect(results[0], order).toMatchObject({ status: "fulfilled" });
      for (const r of results.slice(1)) {
        if (r.status === "rejected") expect(r.reason).toMatchObject({ code: "BAD_REQUEST" });
      }
      for (const b of bookings) {
        expect(
          await world.db.prisma.booking.findUniqueOrThrow({ where: { id: b.id }, select: { status: true } }),
        ).toEqual({ status: "cancelled" });
        expect(
          await world.db.prisma.auditLog.count({
            where: { entityId: b.id, action: { in: ["booking.cancel", "booking.updateStatus"] } },
          }),
        ).toBe(1);
      }
      for (const time of times) expect(await remaining(time)).toBe(3);
    }
  });

  it("deletes an account while its own email link is opened: both answer (each order)", async () => {
    // The link's use locks its token, then the user; the deletion locks the user, then (cascading) the tokens.
    for (const [round, order] of (["deletion first", "link first"] as const).entries()) {
      const email = `racing-verify-${round}@example.com`;
      const { userId, caller } = await signedUp(email);
      const token = tokenOf(await lastLink(email, "email_verification"));
      // Either waits for the user's row: the deletion holding the link, or the link's use holding its token.
      const link = { start: () => [world.anon.auth.verifyEmail({ token })], waiting: 1 };
      const [deletionResults, linkResults] = await raceDeletion(order, userId, caller, link);
      const [deleted, opened] = [deletionResults![0], linkResults![0]];
      expect(deleted, order).toMatchObject({ status: "fulfilled" });
      if (opened!.status === "rejected")
        expect(opened!.reason).toMatchObject({ code: "BAD_REQUEST", message: messages.account.linkInvalid });
      expect(await world.db.prisma.user.count({ where: { email } })).toBe(0);
    }
  });

  it("deletes an account while it books a test: both answer, no open booking is left (each order)", async () => {
    // The deletion holds the user's row and frees its bookings' slots, the create holds a slot and needs
    // the user's row: taken in opposite orders, PostgreSQL deadlocks them (40P01).
    const date = addDays(todayInDubai(), 9);
    const failed: string[] = [];
    for (const [round, order] of (["deletion first", "create first"] as const).entries()) {
      const email = `racing-create-${round}@example.com`;
      const { userId, caller } = await signedUp(email);
      // Four open bookings: the deletion frees their slots in time order, the create's slot last.
      const times = ["00", "15", "30", "45"].map((m) => `${String(8 + round).padStart(2, "0")}:${m}`);
      for (const time of times) {
        await caller.booking.create(
          bookingInput(fx, date, { scheduledTime: time, patientName: "Racing Patient", patientEmail: email }),
        );
      }
      // Both wait for the user's row: the deletion holding the bookings and links, the create nothing yet.
      const create = {
        start: () => [
          caller.booking.create(
            bookingInput(fx, date, {
              testIds: [fx.lipidId],
              scheduledTime: times[3]!,
              patientName: "Racing Patient",
              patientEmail: email,
            }),
          ),
        ],
        waiting: 1,
      };
      const [deletionResults, createResults] = await raceDeletion(order, userId, caller, create);
      const [deletionResult, created] = [deletionResults![0], createResults![0]];
      const answers = [deletionResult!, created!].map((r) =>
        r.status === "fulfilled"
          ? "ok"
          : `${(r.reason as { code?: string }).code}: ${(r.reason as Error).message}`,
      );
      const signedOut = `UNAUTHORIZED: ${messages.auth.signInRequired}`;
      if (answers[0] !== "ok" || (answers[1] !== "ok" && answers[1] !== signedOut))
        failed.push(`${order}: ${answers.join(" / ")}`);
      // Made or not, nothing of the create outlives the account: no open booking, every place free.
      expect(await world.db.prisma.user.count({ where: { email } })).toBe(0);
      const open = await world.db.prisma.booking.count({
        where: {
          labId: fx.dubaiLabId,
          scheduledDate: new Date(`${date}T00:00:00Z`),
          scheduledTime: { in: times },
          status: { in: ["pending", "confirmed"] },
        },
      });
      expect(open).toBe(0);
      const slots = (
        await world.anon.booking.slots({ labId: fx.dubaiLabId, date, collectionMode: "lab_visit" })
      ).slots;
      for (const time of times) expect(slots.find((s) => s.time === time)?.remaining).toBe(3);
    }
    expect(failed).toEqual([]);
  });

  it("deletes the account: future bookings cancelled for the lab, past ones anonymised, sign-in refused", async () => {
    const { userId, caller, cookies } = await signedUp("leaving@example.com");
    const future = await caller.booking.create(
      bookingInput(fx, addDays(todayInDubai(), 4), {
        scheduledTime: "11:00",
        patientName: "Leaving Patient",
        patientEmail: "leaving@example.com",
        patientPhone: "0501112233",
        notes: "Allergic to latex",
      }),
    );
    const past = await world.db.prisma.booking.create({
      data: {
        reference: "LC-PAST22",
        userId,
        labId: fx.dubaiLabId,
        scheduledDate: new Date("2026-01-10T00:00:00Z"),
        scheduledTime: "09:00",
        startsAt: new Date("2026-01-10T05:00:00Z"),
        status: "completed",
        patientName: "Leaving Patient",
        patientEmail: "leaving@example.com",
        patientPhone: "+971501112233",
        priceAed: 85,
        totalAed: 85,
        items: { create: { testId: fx.cbcId, priceAed: 85 } },
      },
    });
    await expect(caller.profile.deleteAccount({ password: "wrong password" })).rejects.toMatchObject({
      message: "The password is not correct",
    });
    await caller.profile.deleteAccount({ password: PASSWORD });
    expect(cookies.at(-1)).toMatch(/labcompare_session=;/);
    expect(await world.db.prisma.user.count({ where: { id: userId } })).toBe(0);
    expect(await world.db.prisma.profile.count({ where: { id: userId } })).toBe(0);
    expect(await world.db.prisma.session.count({ where: { userId } })).toBe(0);
    expect(await queued("leaving@example.com")).toBe(0);
    const kept = await world.db.prisma.booking.findMany({
      where: { id: { in: [future.id, past.id] } },
      orderBy: { startsAt: "asc" },
      include: { items: true },
    });
    expect(
      kept.map((b) => [
        b.reference,
        b.status,
        b.cancelledBy,
        b.cancellationReason,
        b.userId,
        b.patientName,
        b.patientEmail,
        b.patientPhone,
        b.notes,
      ]),
    ).toEqual([
      [
        "LC-PAST22",
        "completed",
        null,
        null,
        null,
        "Deleted account",
        "deleted-account@invalid.invalid",
        null,
        null,
      ],
      [
        future.reference,
        "cancelled",
        "patient",
        "Account deleted",
        null,
        "Deleted account",
        "deleted-account@invalid.invalid",
        null,
        null,
      ],
    ]);
    expect(kept[0]!.items).toHaveLength(1);
    // The future booking's place is free again.
    const slot = (
      await world.anon.booking.slots({
        labId: fx.dubaiLabId,
        date: addDays(todayInDubai(), 4),
        collectionMode: "lab_visit",
      })
    ).slots.find((s) => s.time === "11:00");
    expect(slot?.remaining).toBe(3);
    const { caller: fresh } = await callerFor();
    await expect(
      fresh.auth.signIn({ email: "leaving@example.com", password: PASSWORD }),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("refuses to delete the last admin", async () => {
    // The world may hold other admins from other tests: make this the only one.
    await world.db.prisma.userRole.deleteMany({ where: { role: "admin" } });
    const admin = await world.signedIn("only-admin@example.com", { admin: true });
    const error = await failure(admin.caller.profile.deleteAccount({ password: "correct horse battery" }));
    expect(error).toMatchObject({
      code: "FORBIDDEN",
      message: "You are the last admin: make someone else an admin before deleting your account.",
    });
    expect(await world.db.prisma.user.count({ where: { id: admin.userId } })).toBe(1);
  });
});
