/** The context each tRPC procedure gets for an HTTP request (packages/api's createContextInner). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { readSessionToken } from "@labcompare/auth";
import { createContextInner, type AuthLimits } from "@labcompare/api";

export interface RequestContextOptions {
  authLimits: AuthLimits;
  /** Hosts admin image URLs may use (env IMAGE_HOSTS). */
  imageHosts: string[];
  /** The site's public origin, for links in emails. */
  siteUrl: string;
}

/**
 * Returns createContext(req, reply) for `app` (which has `db` and `auth` decorated): database, auth,
 * client IP and user agent, and the session and user read from the session cookie. Sets a fresh
 * session cookie on the reply when the session was renewed, a blank one when it is no longer valid.
 */
export function requestContext(app: FastifyInstance, options: RequestContextOptions) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const auth = app.auth;
    const setCookie = (serialized: string) => void reply.header("set-cookie", serialized);
    const ua = req.headers["user-agent"];
    const base = { db: app.db.prisma, auth, setCookie, ip: req.ip, userAgent: typeof ua === "string" ? ua : null, ...options };
    const sessionId = readSessionToken(req.headers.cookie);
    if (!sessionId) return createContextInner(base);
    const { session, user } = await auth.validateSession(sessionId);
    if (session?.fresh) setCookie(auth.createSessionCookie(session.id).serialize());
    if (!session) setCookie(auth.createBlankSessionCookie().serialize());
    return createContextInner({ ...base, session, user });
  };
}
