/**
 * Accounts a patient controls: email verification, password reset and change, email change, the
 * account's sessions. Links sent by email (email-links.ts) expire: verification and email change 24
 * hours, password reset 30 minutes. Messages are queued in the outbox in the same transaction (or
 * the same statement) as the change they report.
 */
import { AppError } from "../app-error.ts";
import Bowser from "bowser";
import { type Db, type PrismaClient, transaction } from "@labcompare/db";
import {
  hashPassword,
  hashSessionToken,
  PasswordHashBusyError,
  verifyPassword,
  weakPasswordReason,
  type Auth,
} from "@labcompare/auth";
import { messages } from "@labcompare/validators";
import { isUniqueViolation } from "../errors.ts";
import { queueMessages } from "../notifications/outbox-queue.ts";
import {
  consumeToken,
  createLink,
  LINKS_PER_HOUR,
  NO_ACCOUNT_RECIPIENT,
  queueLink,
  recentLinks,
  tokenHash,
  VALID_FOR,
} from "./email-links.ts";

export { NO_ACCOUNT_RECIPIENT, TOKEN_TTL_MS } from "./email-links.ts";

/** Runs a hashing step; a full hashing queue becomes TOO_MANY_REQUESTS "The server is busy…". */
export async function hashing<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (error instanceof PasswordHashBusyError) throw new AppError("TOO_MANY_REQUESTS", messages.auth.busy);
    throw error;
  }
}

/**
 * Refuses a guessable password: BAD_REQUEST with zxcvbn's reason (the email and its parts count as
 * guessable); TOO_MANY_REQUESTS when the strength checks are queued past their limits.
 */
export async function assertStrong(password: string, email: string): Promise<void> {
  const weak = await hashing(() => weakPasswordReason(password, [email, ...email.split(/[@.]/)]));
  if (weak) throw new AppError("BAD_REQUEST", weak);
}

/** Queues the verification email for a new account (inside the sign-up transaction). */
export async function queueVerification(db: Db, userId: string, email: string): Promise<void> {
  const link = await createLink(db, userId, "verify_email");
  await queueMessages(db, [
    {
      recipient: email,
      template: "email_verification",
      data: { link, validFor: VALID_FOR.verify_email },
      userId,
    },
  ]);
}

/** Tells the owner of `email` that someone tried to sign up with it (sign-up answers CONFLICT). */
export async function queueSignupAttemptNotice(db: Db, email: string): Promise<void> {
  const owner = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (!owner) return;
  // One notice an hour is enough, however often it is tried.
  const recent = await db.notification.count({
    where: {
      userId: owner.id,
      template: "signup_existing_account",
      createdAt: { gt: new Date(Date.now() - 3_600_000) },
    },
  });
  if (recent > 0) return;
  await queueMessages(db, [
    {
      recipient: email,
      template: "signup_existing_account",
      data: { email, resetUrl: "/auth?forgot=1" },
      userId: owner.id,
    },
  ]);
}

/** auth.resendVerification: a new link unless verified already (or 3 sent this hour). Output: { sent }. */
export async function resendVerification(db: PrismaClient, userId: string): Promise<{ sent: boolean }> {
  return { sent: await queueLink(db, { userId }, "verify_email", null) };
}

/** auth.verifyEmail { token }: confirms the address. Errors: BAD_REQUEST invalid/expired/used link. */
export async function verifyEmail(db: PrismaClient, token: string): Promise<{ ok: true }> {
  await transaction(db, async (tx) => {
    const row = await consumeToken(tx, token, "verify_email");
    await tx.user.update({ where: { id: row.userId }, data: { emailVerifiedAt: new Date() } });
  });
  return { ok: true };
}

/**
 * auth.requestPasswordReset { email }: the same answer whether or not an account exists (no
 * enumeration); when it does, a 30-minute single-use link is emailed (at most 3 an hour). The
 * database runs the same one statement and writes one outbox row either way (a `cancelled` row with
 * no address or data when no link is sent), so neither the answer nor the work tells the cases apart.
 */
export async function requestPasswordReset(db: PrismaClient, email: string): Promise<{ ok: true }> {
  await queueLink(db, { email }, "reset_password", NO_ACCOUNT_RECIPIENT);
  return { ok: true };
}

/**
 * auth.resetPassword { token, newPassword }: sets the password and ends every session of the account.
 * Errors: BAD_REQUEST invalid/expired/used link, or a guessable password (the link stays usable).
 */
export async function resetPassword(
  db: PrismaClient,
  input: { token: string; newPassword: string },
): Promise<{ ok: true }> {
  const pending = await db.emailToken.findUnique({
    where: { tokenHash: tokenHash(input.token) },
    select: { user: { select: { email: true } } },
  });
  if (pending) await assertStrong(input.newPassword, pending.user.email);
  const passwordHash = await hashing(() => hashPassword(input.newPassword));
  await transaction(db, async (tx) => {
    const row = await consumeToken(tx, input.token, "reset_password");
    // Opening the emailed link proves the address too.
    await tx.user.update({ where: { id: row.userId }, data: { passwordHash, emailVerifiedAt: new Date() } });
    await tx.session.deleteMany({ where: { userId: row.userId } });
  });
  return { ok: true };
}

/**
 * auth.changePassword { currentPassword, newPassword }: ends every other session of the account.
 * Errors: BAD_REQUEST wrong current password, same password, or a guessable one.
 */
export async function changePassword(
  db: PrismaClient,
  user: { id: string; email: string },
  currentSessionId: string,
  input: { currentPassword: string; newPassword: string },
): Promise<{ ok: true }> {
  const row = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { passwordHash: true } });
  if (!(await hashing(() => verifyPassword(row.passwordHash, input.currentPassword)))) {
    throw new AppError("BAD_REQUEST", messages.account.wrongPassword);
  }
  if (input.currentPassword === input.newPassword)
    throw new AppError("BAD_REQUEST", messages.account.samePassword);
  await assertStrong(input.newPassword, user.email);
  const passwordHash = await hashing(() => hashPassword(input.newPassword));
  await transaction(db, async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    await tx.session.deleteMany({
      where: { userId: user.id, id: { not: hashSessionToken(currentSessionId) } },
    });
  });
  return { ok: true };
}

/**
 * auth.changeEmail { newEmail, password }: emails a 24-hour link to the new address (the change takes
 * effect when it is opened) and tells the old address. Errors: BAD_REQUEST wrong password or same
 * address; CONFLICT the address belongs to another account.
 */
export async function changeEmail(
  db: PrismaClient,
  user: { id: string; email: string },
  input: { newEmail: string; password: string },
): Promise<{ ok: true }> {
  const row = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { passwordHash: true } });
  if (!(await hashing(() => verifyPassword(row.passwordHash, input.password)))) {
    throw new AppError("BAD_REQUEST", messages.account.wrongPassword);
  }
  if (input.newEmail === user.email) throw new AppError("BAD_REQUEST", messages.account.sameEmail);
  if (await db.user.findUnique({ where: { email: input.newEmail }, select: { id: true } })) {
    throw new AppError("CONFLICT", messages.auth.emailTaken);
  }
  if ((await recentLinks(db, user.id, "change_email")) >= LINKS_PER_HOUR)
    throw new AppError("TOO_MANY_REQUESTS", messages.auth.rateLimited);
  await transaction(db, async (tx) => {
    const link = await createLink(tx, user.id, "change_email", input.newEmail);
    await queueMessages(tx, [
      {
        recipient: input.newEmail,
        template: "email_change_confirm",
        data: { link, validFor: VALID_FOR.change_email, newEmail: input.newEmail },
        userId: user.id,
      },
      {
        recipient: user.email,
        template: "email_change_requested",
        data: { email: user.email, newEmail: input.newEmail, resetUrl: "/auth?forgot=1" },
        userId: user.id,
      },
    ]);
  });
  return { ok: true };
}

/**
 * auth.confirmEmailChange { token }: the account's email becomes the confirmed new address (and
 * counts as verified); the old address is told. Errors: BAD_REQUEST invalid link; CONFLICT the address
 * was taken meanwhile.
 */
export async function confirmEmailChange(db: PrismaClient, token: string): Promise<{ email: string }> {
  try {
    return await transaction(db, async (tx) => {
      const row = await consumeToken(tx, token, "change_email");
      const before = await tx.user.findUniqueOrThrow({ where: { id: row.userId }, select: { email: true } });
      const email = row.newEmail!;
      await tx.user.update({ where: { id: row.userId }, data: { email, emailVerifiedAt: new Date() } });
      await queueMessages(tx, [
        {
          recipient: before.email,
          template: "email_changed",
          data: { email: before.email, newEmail: email, resetUrl: "/auth?forgot=1" },
          userId: row.userId,
        },
      ]);
      return { email };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", messages.auth.emailTaken);
    throw error;
  }
}

/** "Chrome 120 on macOS" from a User-Agent header (bowser); "Unknown browser" when absent. */
export function browserName(userAgent: string | null): string {
  if (!userAgent) return "Unknown browser";
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split(".")[0]].filter(Boolean).join(" ");
  const os = parsed.os.name;
  return browser ? (os ? `${browser} on ${os}` : browser) : "Unknown browser";
}

/**
 * auth.sessions: the account's live sessions, newest first: { id (the token's SHA-256 hex, not the
 * token), createdAt, lastUsedAt (to the hour), expiresAt, browser, current }.
 */
export async function listSessions(db: PrismaClient, userId: string, currentSessionId: string) {
  const rows = await db.session.findMany({
    where: { userId, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: "desc" },
    select: { id: true, createdAt: true, lastUsedAt: true, expiresAt: true, userAgent: true },
  });
  const current = hashSessionToken(currentSessionId);
  return rows.map(({ userAgent, ...s }) => ({
    ...s,
    browser: browserName(userAgent),
    current: s.id === current,
  }));
}

/** auth.signOutSession { id }: ends one of the caller's sessions. Errors: NOT_FOUND not theirs. */
export async function signOutSession(db: PrismaClient, userId: string, id: string): Promise<{ ok: true }> {
  const deleted = await db.session.deleteMany({ where: { id, userId } });
  if (deleted.count !== 1) throw new AppError("NOT_FOUND", messages.generic.notFound);
  return { ok: true };
}

/** auth.signOutEverywhere: ends every session of the account, this one included; returns the blank cookie. */
export async function signOutEverywhere(auth: Auth, userId: string): Promise<{ cookie: string }> {
  await auth.invalidateUserSessions(userId);
  return { cookie: auth.createBlankSessionCookie().serialize() };
}
