/**
 * Email + password accounts with Lucia sessions. Sign-in failures all read "Invalid email or password"
 * so the form does not reveal which emails have accounts.
 */
import { TRPCError } from "@trpc/server";
import { Prisma, type PrismaClient } from "@labcompare/db";
import { hashPassword, verifyPassword, type Auth } from "@labcompare/auth";
import { messages } from "@labcompare/validators";

export interface SessionUser {
  id: string;
  email: string;
  isAdmin: boolean;
}

async function sessionUser(db: PrismaClient, userId: string): Promise<SessionUser> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { id: true, email: true, roles: { select: { role: true } } },
  });
  return { id: user.id, email: user.email, isAdmin: user.roles.some((r) => r.role === "admin") };
}

/**
 * Creates a patient account and signs it in. Returns the user and the Set-Cookie value.
 * Errors: CONFLICT "An account with this email already exists".
 */
export async function signUp(db: PrismaClient, auth: Auth, input: { email: string; password: string }) {
  const passwordHash = await hashPassword(input.password);
  let userId: string;
  try {
    const user = await db.user.create({
      data: { email: input.email, passwordHash, profile: { create: {} } },
      select: { id: true },
    });
    userId = user.id;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new TRPCError({ code: "CONFLICT", message: messages.auth.emailTaken });
    }
    throw error;
  }
  const session = await auth.createSession(userId, {});
  return { user: await sessionUser(db, userId), cookie: auth.createSessionCookie(session.id).serialize() };
}

/** Signs in. Errors: UNAUTHORIZED "Invalid email or password". */
export async function signIn(db: PrismaClient, auth: Auth, input: { email: string; password: string }) {
  const user = await db.user.findUnique({ where: { email: input.email }, select: { id: true, passwordHash: true } });
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) throw new TRPCError({ code: "UNAUTHORIZED", message: messages.auth.invalidCredentials });
  const session = await auth.createSession(user.id, {});
  return { user: await sessionUser(db, user.id), cookie: auth.createSessionCookie(session.id).serialize() };
}

/** Deletes the session row and returns a cookie that clears the browser's copy. */
export async function signOut(auth: Auth, sessionId: string | null) {
  if (sessionId) await auth.invalidateSession(sessionId);
  return { cookie: auth.createBlankSessionCookie().serialize() };
}
