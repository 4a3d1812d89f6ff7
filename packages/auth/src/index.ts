/**
 * Lucia sessions for the site. `createAuth(prisma, { secure })` returns the Lucia instance whose
 * cookie is HttpOnly, SameSite=Lax, Path=/, and Secure when `secure` (production).
 * Sessions last 30 days and are extended when used in their second half (Lucia's default).
 */
import { Lucia, TimeSpan } from "lucia";
import type { PrismaClient } from "@labcompare/db";
import { PrismaSessionAdapter } from "./adapter.ts";

export { hashPassword, verifyPassword } from "./password.ts";
export { hashSessionToken, PrismaSessionAdapter } from "./adapter.ts";

export const SESSION_COOKIE_NAME = "labcompare_session";

export function createAuth(prisma: PrismaClient, options: { secure: boolean }) {
  return new Lucia(new PrismaSessionAdapter(prisma), {
    sessionExpiresIn: new TimeSpan(30, "d"),
    sessionCookie: {
      name: SESSION_COOKIE_NAME,
      expires: true,
      attributes: { secure: options.secure, sameSite: "lax", path: "/" },
    },
    getUserAttributes: (attributes) => ({
      email: attributes.email,
      isAdmin: attributes.roles.includes("admin"),
    }),
  });
}

export type Auth = ReturnType<typeof createAuth>;

declare module "lucia" {
  interface Register {
    Lucia: Auth;
    DatabaseUserAttributes: { email: string; roles: string[] };
  }
}
