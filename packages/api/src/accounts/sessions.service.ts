/** The account's sessions: list them (with a readable browser name), end one, or end them all. */
import Bowser from "bowser";
import type { PrismaClient } from "@labcompare/db";
import { hashSessionToken, type Auth } from "@labcompare/auth";
import { messages } from "@labcompare/validators";
import { AppError } from "../app-error.ts";

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
