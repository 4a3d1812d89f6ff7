/**
 * Passwords: the strength check, hashing under the queue's limit, a reset by an emailed 30-minute
 * single-use link (email-links.ts), and a change by the signed-in owner. Either ends sessions.
 */
import { AppError } from "../app-error.ts";
import { type PrismaClient, transaction } from "@labcompare/db";
import {
  hashPassword,
  hashSessionToken,
  PasswordHashBusyError,
  verifyPassword,
  weakPasswordReason,
} from "@labcompare/auth";
import { messages } from "@labcompare/validators";
import { consumeToken, NO_ACCOUNT_RECIPIENT, queueLink, tokenHash } from "./email-links.ts";

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
