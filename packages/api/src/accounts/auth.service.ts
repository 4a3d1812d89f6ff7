/**
 * Email + password accounts with Lucia sessions. Sign-in failures all read "Invalid email or password"
 * so the form does not reveal which emails have accounts.
 */
import type { Locale } from "@labcompare/domain/locale";
import { type PrismaClient, transaction } from "@labcompare/db";
import { AppError } from "../app-error.ts";
import { hashPassword, verifyPassword, type Auth } from "@labcompare/auth";
import type { AuthLimits } from "../rate-limits.ts";
import { queueSignupAttemptNotice, queueVerification } from "./account.service.ts";
import { assertStrong, hashing } from "./password.service.ts";
import { messages } from "@labcompare/validators";
import { isMissingRowError, isUniqueViolation } from "../errors.ts";

export interface SessionUser {
  id: string;
  email: string;
  isAdmin: boolean;
  /** A lab_staff user with at least one lab: lands on the console's bookings. */
  isLabStaff: boolean;
}

async function sessionUser(db: PrismaClient, userId: string): Promise<SessionUser> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      roles: { select: { role: true } },
      _count: { select: { staffLabs: true } },
    },
  });
  return {
    id: user.id,
    email: user.email,
    isAdmin: user.roles.some((r) => r.role === "admin"),
    isLabStaff: user.roles.some((r) => r.role === "lab_staff") && user._count.staffLabs > 0,
  };
}

export interface SessionOptions {
  /** The browser's User-Agent, kept with the session. */
  userAgent?: string | null;
  /** A session the browser presented: it ends, so a fixed session id never survives a sign-in. */
  previousSessionId?: string | null;
}

async function newSessionCookie(auth: Auth, userId: string, opts: SessionOptions): Promise<string> {
  if (opts.previousSessionId) await auth.invalidateSession(opts.previousSessionId);
  const session = await auth.createSession(userId, { userAgent: opts.userAgent ?? null });
  return auth.createSessionCookie(session.id).serialize();
}

/**
 * The signed-in user and a new session's cookie. An account deleted while the request ran (a
 * concurrent profile.deleteAccount) has no session to open: UNAUTHORIZED "Invalid email or password".
 */
async function openSession(db: PrismaClient, auth: Auth, userId: string, opts: SessionOptions) {
  try {
    return { user: await sessionUser(db, userId), cookie: await newSessionCookie(auth, userId, opts) };
  } catch (error) {
    if (isMissingRowError(error)) throw new AppError("UNAUTHORIZED", messages.auth.invalidCredentials);
    throw error;
  }
}

/**
 * Creates a patient account, queues its verification email, and signs it in. Returns the user and
 * the Set-Cookie value. The password is hashed before the email is checked, so a known email costs
 * the same time; the owner of a known email is told by email that someone tried. `locale` (the
 * page's language, default "en") is saved on the profile: the emails are written in it.
 * Errors: BAD_REQUEST a guessable password (zxcvbn score < 3, with the reason); CONFLICT "An account
 * with this email already exists"; TOO_MANY_REQUESTS when the hashing queue is full.
 */
export async function signUp(
  db: PrismaClient,
  auth: Auth,
  input: { email: string; password: string; locale?: Locale },
  opts: SessionOptions = {},
) {
  await assertStrong(input.password, input.email);
  const passwordHash = await hashing(() => hashPassword(input.password));
  let userId: string;
  try {
    userId = await transaction(db, async (tx) => {
      const user = await tx.user.create({
        data: { email: input.email, passwordHash, profile: { create: { locale: input.locale ?? "en" } } },
        select: { id: true },
      });
      // The verification link commits with the account.
      await queueVerification(tx, user.id, input.email);
      return user.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      // The answer must differ (a new patient is signed in at once), so the owner is told by email.
      await queueSignupAttemptNotice(db, input.email);
      throw new AppError("CONFLICT", messages.auth.emailTaken);
    }
    throw error;
  }
  return openSession(db, auth, userId, opts);
}

/**
 * Signs in with a new session (the presented one, if any, ends).
 * Errors: UNAUTHORIZED "Invalid email or password"; TOO_MANY_REQUESTS when the account is throttled
 * after repeated failures (rate-limits.ts) or the hashing queue is full.
 */
export async function signIn(
  db: PrismaClient,
  auth: Auth,
  input: { email: string; password: string },
  opts: SessionOptions & { limits?: AuthLimits } = {},
) {
  await opts.limits?.beforeSignIn(input.email);
  const user = await db.user.findUnique({
    where: { email: input.email },
    select: { id: true, passwordHash: true },
  });
  const valid = await hashing(() => verifyPassword(user?.passwordHash, input.password));
  if (!user || !valid) {
    await opts.limits?.failed(input.email);
    throw new AppError("UNAUTHORIZED", messages.auth.invalidCredentials);
  }
  await opts.limits?.succeeded(input.email);
  return openSession(db, auth, user.id, opts);
}

/** Deletes the session row and returns a cookie that clears the browser's copy. */
export async function signOut(auth: Auth, sessionId: string | null) {
  if (sessionId) await auth.invalidateSession(sessionId);
  return { cookie: auth.createBlankSessionCookie().serialize() };
}
