/**
 * Account emails a patient controls: email verification, the notice of a sign-up with a taken
 * address, and email change. Links sent by email (email-links.ts) expire: verification and email
 * change 24 hours. Messages are queued in the outbox in the same transaction (or the same statement)
 * as the change they report. Passwords: password.service.ts; sessions: sessions.service.ts.
 */
import { AppError } from "../app-error.ts";
import { type Db, type PrismaClient, transaction } from "@labcompare/db";
import { verifyPassword } from "@labcompare/auth";
import { messages } from "@labcompare/validators";
import { isUniqueViolation } from "../errors.ts";
import { queueMessages } from "../notifications/outbox-queue.ts";
import {
  consumeToken,
  createLink,
  LINKS_PER_HOUR,
  queueLink,
  recentLinks,
  VALID_FOR,
} from "./email-links.ts";
import { hashing } from "./password.service.ts";

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
