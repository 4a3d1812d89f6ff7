/**
 * Request context for tRPC procedures. The Prisma client reaches code only through `ctx.db`.
 * `createContextInner` builds it from parts (tests, scripts); the Fastify host builds the parts from
 * the request (apps/server/src/trpc-context.ts).
 */
import type { PrismaClient } from "@labcompare/db";
import type { Auth } from "@labcompare/auth";
import type { Session, User } from "lucia";
import { createAuthLimits, createCatalogLimits, type AuthLimits, type CatalogLimits } from "./rate-limits.ts";
import type { FileStore } from "./files/file-store.ts";
import { createPostgresFileStore } from "./files/postgres-file-store.ts";
import { planCacheFor, type PlanCache } from "./insurance/plan-cache.ts";
import { uncachedSiteData, type SiteDataCache } from "./content/site-data.ts";

// Tests and scripts that build a context without limits share one generous in-memory limiter.
const defaultAuthLimits = createAuthLimits({ perMinute: 10_000 });
const defaultCatalogLimits = createCatalogLimits({ perMinute: 100_000 });

export interface ContextInner {
  db: PrismaClient;
  auth: Auth;
  /** The signed-in session, or null for a visitor. */
  session: Session | null;
  /** The signed-in user ({ id, email, isAdmin }), or null. */
  user: User | null;
  /** Adds a Set-Cookie header to the response (a serialized cookie). */
  setCookie: (serialized: string) => void;
  /** The client's IP address (behind a proxy: as TRUST_PROXY lets Fastify read it). */
  ip: string;
  /** The client's User-Agent header, or null. */
  userAgent: string | null;
  /** Sign-in and sign-up limits (per IP, per account). */
  authLimits: AuthLimits;
  /** Per-IP limits of the catalogue procedures that cost CPU (compareBasket, resolveList). */
  catalogLimits: CatalogLimits;
  /** Hosts (https) images may come from besides this site (env IMAGE_HOSTS). */
  imageHosts: readonly string[];
  /** The site's public origin (PUBLIC_URL, or http://localhost:PORT), for links in emails. */
  siteUrl: string;
  /** Where result PDFs are kept (PostgreSQL by default, S3 when configured). */
  fileStore: FileStore;
  /** The HTTP request's id (its X-Request-Id), sent back in 5xx error bodies; null outside a request. */
  requestId: string | null;
  /** Insurance plans kept between requests: by default the one cache of `db` (planCacheFor). */
  planCache: PlanCache;
  /** Called after an insurer, plan or network changed: empties `planCache` here and on every instance. */
  plansChanged: () => void;
  /** Site-wide reads every page's layout asks (content/site-data.ts): the host's cache, else read afresh. */
  siteData: SiteDataCache;
}

/**
 * The tRPC context of one call: the database, Lucia, the session and user (null for a visitor), a
 * cookie setter, the client's IP and User-Agent, the auth and catalogue rate limits, allowed image hosts, the
 * site's origin, the file store and the caches. Missing options take harmless defaults (no session,
 * no cookies, site-wide reads not kept).
 */
export function createContextInner(opts: {
  db: PrismaClient;
  auth: Auth;
  session?: Session | null;
  user?: User | null;
  setCookie?: (serialized: string) => void;
  ip?: string;
  userAgent?: string | null;
  authLimits?: AuthLimits;
  catalogLimits?: CatalogLimits;
  imageHosts?: readonly string[];
  siteUrl?: string;
  fileStore?: FileStore;
  requestId?: string | null;
  planCache?: PlanCache;
  plansChanged?: () => void;
  siteData?: SiteDataCache;
}): ContextInner {
  const planCache = opts.planCache ?? planCacheFor(opts.db);
  return {
    db: opts.db,
    auth: opts.auth,
    session: opts.session ?? null,
    user: opts.user ?? null,
    setCookie: opts.setCookie ?? (() => {}),
    ip: opts.ip ?? "127.0.0.1",
    userAgent: opts.userAgent ?? null,
    authLimits: opts.authLimits ?? defaultAuthLimits,
    catalogLimits: opts.catalogLimits ?? defaultCatalogLimits,
    imageHosts: opts.imageHosts ?? [],
    siteUrl: opts.siteUrl ?? "http://localhost:3000",
    fileStore: opts.fileStore ?? createPostgresFileStore(opts.db),
    requestId: opts.requestId ?? null,
    planCache,
    plansChanged: opts.plansChanged ?? (() => planCache.clear()),
    siteData: opts.siteData ?? uncachedSiteData,
  };
}

export type Context = ContextInner;
