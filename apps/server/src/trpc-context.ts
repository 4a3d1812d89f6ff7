/** The context each tRPC procedure gets for an HTTP request (packages/api's createContextInner). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { readSessionToken } from "@labcompare/auth";
import {
  createContextInner,
  trpcErrorOf,
  withRequestId,
  type AuthLimits,
  type CatalogLimits,
  type FileStore,
  type PlanCache,
  type SiteDataCache,
} from "@labcompare/api";

export interface RequestContextOptions {
  authLimits: AuthLimits;
  /** Per-IP limits of catalog.compareBasket and catalog.resolveList (env CATALOG_RATE_LIMIT_PER_MINUTE). */
  catalogLimits: CatalogLimits;
  /** Hosts admin image URLs may use (env IMAGE_HOSTS). */
  imageHosts: string[];
  /** The site's public origin, for links in emails. */
  siteUrl: string;
  /** Where result PDFs are kept (the server's one FileStore, app.fileStore). */
  fileStore: FileStore;
  /** The instance's insurance plans cache. */
  planCache: PlanCache;
  /** Empties the plans cache on every instance (after an admin.insurance write). */
  plansChanged: () => void;
  /** The instance's cache of site-wide reads (settings, SEO, areas, plans), cleared after admin changes. */
  siteData: SiteDataCache;
}

/**
 * Returns createContext(req, reply) for `app` (which has `db` and `auth` decorated): database, auth,
 * client IP and user agent, the request id, and the session and user read from the session cookie. Sets a fresh
 * session cookie on the reply when the session was renewed, a blank one when it is no longer valid.
 * Rejects with SERVICE_UNAVAILABLE (503) when the session cannot be read for a database outage.
 */
export function requestContext(app: FastifyInstance, options: RequestContextOptions) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const auth = app.auth;
    const setCookie = (serialized: string) => void reply.header("set-cookie", serialized);
    const ua = req.headers["user-agent"];
    const base = {
      db: app.db.prisma,
      auth,
      setCookie,
      ip: req.ip,
      userAgent: typeof ua === "string" ? ua : null,
      requestId: req.id,
      ...options,
    };
    const sessionId = readSessionToken(req.headers.cookie);
    if (!sessionId) return createContextInner(base);
    // An unreachable database answers 503 here as in the procedures (trpcErrorOf), not 500; the
    // call has no context yet, so the error carries the request id to the error formatter.
    const { session, user } = await auth.validateSession(sessionId).catch((error: unknown) => {
      throw withRequestId(trpcErrorOf(error) ?? error, req.id);
    });
    if (session?.fresh) setCookie(auth.createSessionCookie(session.id).serialize());
    if (!session) setCookie(auth.createBlankSessionCookie().serialize());
    return createContextInner({ ...base, session, user });
  };
}
