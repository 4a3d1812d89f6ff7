/**
 * Lucia sessions for the site. `createAuth(prisma, { secure })` returns the Lucia instance whose
 * cookie is HttpOnly, SameSite=Lax, Path=/, and Secure when `secure` (production).
 * Sessions: an idle timeout of 7 days, extended when used in its second half (Lucia's sliding
 * expiry), and an absolute lifetime of 30 days from sign-in (the adapter caps the expiry).
 */
import { parseCookie } from "cookie";
import { Lucia, TimeSpan } from "lucia";
import type { PrismaClient } from "@labcompare/db";
import { PrismaSessionAdapter } from "./adapter.ts";

export {
  hashPassword,
  verifyPassword,
  PasswordHashBusyError,
  hashQueueState,
  hashCount,
  MAX_CONCURRENT_HASHES,
  MAX_QUEUED_HASHES,
} from "./password.ts";
export {
  weakPasswordReason,
  closePasswordChecks,
  strengthChecksPending,
  MIN_PASSWORD_SCORE,
  STRENGTH_CHECK_LIMITS,
} from "./password-strength.ts";
export { hashSessionToken, PrismaSessionAdapter, SESSION_ABSOLUTE_LIFETIME_MS } from "./adapter.ts";

/** Idle timeout of a session, days (sliding). */
export const SESSION_IDLE_TIMEOUT_DAYS = 7;

export const SESSION_COOKIE_NAME = "labcompare_session";

/**
 * Lucia over the Prisma session table: the session cookie (SESSION_COOKIE_NAME, SameSite=Lax,
 * `secure` on HTTPS), SESSION_IDLE_TIMEOUT_DAYS of idle lifetime, and the user attributes the API
 * reads (email, isAdmin, staffLabIds).
 */
export function createAuth(prisma: PrismaClient, options: { secure: boolean }) {
  return new Lucia(new PrismaSessionAdapter(prisma), {
    sessionExpiresIn: new TimeSpan(SESSION_IDLE_TIMEOUT_DAYS, "d"),
    sessionCookie: {
      name: SESSION_COOKIE_NAME,
      expires: true,
      attributes: { secure: options.secure, sameSite: "lax", path: "/" },
    },
    getUserAttributes: (attributes) => ({
      email: attributes.email,
      isAdmin: attributes.roles.includes("admin"),
      /** Labs a lab_staff user runs (empty for everyone else). */
      staffLabIds: attributes.staffLabIds ?? [],
    }),
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * The value of cookie `name` in a Cookie header (the first one of that name), or null. Parsed by
 * `cookie` (jshttp), which is lenient: a malformed cookie another app set on the domain (e.g.
 * `_ga=GA1.%ff`) is kept as written, never thrown on.
 */
export function readCookie(cookieHeader: string | undefined | null, name: string): string | null {
  if (!cookieHeader) return null;
  const value = parseCookie(cookieHeader)[name];
  // RFC 6265 lets a value be written in double quotes; the quotes are not part of what we set.
  return value === undefined ? null : value.replace(/^"(.*)"$/, "$1");
}

/** The session token from a Cookie header, or null when absent or not one of ours (lower-case base32). */
export function readSessionToken(cookieHeader: string | undefined | null): string | null {
  const token = readCookie(cookieHeader, SESSION_COOKIE_NAME);
  return token !== null && /^[a-z0-9]{1,128}$/.test(token) ? token : null;
}

declare module "lucia" {
  interface Register {
    Lucia: Auth;
    DatabaseUserAttributes: { email: string; roles: string[]; staffLabIds?: string[] };
    DatabaseSessionAttributes: { userAgent?: string | null };
  }
}
