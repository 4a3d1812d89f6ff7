/**
 * The signed-in user of a plain HTTP route (not tRPC), from the session cookie: one reading for the
 * calendar file, result files and multipart uploads. With `reply`, a renewed session's cookie is
 * set, and a dead one blanked, as tRPC's context does.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { readSessionToken } from "@labcompare/auth";

/** The signed-in user, as the session validates it. */
export type SessionUser = NonNullable<
  Awaited<ReturnType<FastifyInstance["auth"]["validateSession"]>>["user"]
>;

/** The signed-in user of `req`, or null for a visitor (no cookie, or an expired or unknown session). */
export async function sessionUser(
  app: FastifyInstance,
  req: FastifyRequest,
  reply?: FastifyReply,
): Promise<SessionUser | null> {
  const token = readSessionToken(req.headers.cookie);
  if (!token) return null;
  const { session, user } = await app.auth.validateSession(token);
  if (reply && session?.fresh)
    reply.header("set-cookie", app.auth.createSessionCookie(session.id).serialize());
  if (reply && !session) reply.header("set-cookie", app.auth.createBlankSessionCookie().serialize());
  return session && user ? user : null;
}
