/**
 * Single-use links sent by email (verification, password reset, email change): a random 256-bit
 * token in the link, only its SHA-256 hex stored (email_tokens); each works once and expires.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { queueLinkMessage, type Db, type PrismaClient } from "@labcompare/db";
import { hashSessionToken } from "@labcompare/auth";
import { messages } from "@labcompare/validators";
import { AppError } from "../app-error.ts";
import { MESSAGE_ID_DOMAIN } from "../notifications/outbox-queue.ts";

export const TOKEN_TTL_MS = {
  verify_email: 24 * 3_600_000,
  reset_password: 30 * 60_000,
  change_email: 24 * 3_600_000,
} as const;
export type Purpose = keyof typeof TOKEN_TTL_MS;

export const VALID_FOR: Record<Purpose, string> = {
  verify_email: "24 hours",
  reset_password: "30 minutes",
  change_email: "24 hours",
};
export const LINK_PATH: Record<Purpose, string> = {
  verify_email: "/verify-email",
  reset_password: "/reset-password",
  change_email: "/confirm-email",
};
/** At most this many links of one kind per account an hour (no mail-bombing through the forms). */
export const LINKS_PER_HOUR = 3;

/** SHA-256 hex of a link token (the stored form). */
export const tokenHash = (token: string) => hashSessionToken(token);

/** Creates a single-use token and returns its link path ("/reset-password?token=…"). */
export async function createLink(
  db: Db,
  userId: string,
  purpose: Purpose,
  newEmail?: string,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.emailToken.create({
    data: {
      userId,
      purpose,
      tokenHash: tokenHash(token),
      newEmail: newEmail ?? null,
      expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
    },
  });
  return `${LINK_PATH[purpose]}?token=${token}`;
}

/** Marks a valid token used and returns it; BAD_REQUEST "This link is invalid or has expired…" otherwise. */
export async function consumeToken(db: Db, token: string, purpose: Purpose) {
  const hash = tokenHash(token);
  const used = await db.emailToken.updateMany({
    where: { tokenHash: hash, purpose, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  if (used.count !== 1) throw new AppError("BAD_REQUEST", messages.account.linkInvalid);
  return db.emailToken.findUniqueOrThrow({
    where: { tokenHash: hash },
    select: { userId: true, newEmail: true },
  });
}

export async function recentLinks(db: Db, userId: string, purpose: Purpose): Promise<number> {
  return db.emailToken.count({
    where: { userId, purpose, createdAt: { gt: new Date(Date.now() - 3_600_000) } },
  });
}

/**
 * Queues a link of `purpose` (token and outbox row, one statement: see queueLinkMessage) for the
 * account, when it exists, is under the hourly limit (and, for verification, is unverified). The
 * statement and the work around it are the same whichever the case. Output: true when queued.
 */
export async function queueLink(
  db: PrismaClient,
  account: { email: string } | { userId: string },
  purpose: "verify_email" | "reset_password",
  placeholderRecipient: string | null,
): Promise<boolean> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  return queueLinkMessage(db, {
    account,
    purpose,
    onlyUnverified: purpose === "verify_email",
    maxRecent: LINKS_PER_HOUR,
    since: new Date(now.getTime() - 3_600_000),
    now,
    tokenId: randomUUID(),
    tokenHash: tokenHash(token),
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
    notificationId: randomUUID(),
    messageId: `<${randomUUID()}@${MESSAGE_ID_DOMAIN}>`,
    template: purpose === "verify_email" ? "email_verification" : "password_reset",
    data: { link: `${LINK_PATH[purpose]}?token=${token}`, validFor: VALID_FOR[purpose] },
    placeholderRecipient,
  });
}

/** What a password-reset outbox row holds instead of an address when no account (or no link) was behind the request. */
export const NO_ACCOUNT_RECIPIENT = "(no account)";
