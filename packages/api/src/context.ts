/**
 * Request context for tRPC procedures. The Prisma client reaches code only through `ctx.db`.
 * `createContextInner` builds it from parts (tests, scripts); the Fastify host builds the parts from
 * the request (apps/api/src/trpc-context.ts).
 */
import type { PrismaClient } from "@labcompare/db";
import type { Auth } from "@labcompare/auth";
import type { Session, User } from "lucia";
import { createAuthLimits, type AuthLimits } from "./rate-limits.ts";

// Tests and scripts that build a context without limits share one generous in-memory limiter.
const defaultAuthLimits = createAuthLimits({ perMinute: 10_000 });

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
  /** Hosts (https) images may come from besides this site (env IMAGE_HOSTS). */
  imageHosts: readonly string[];
  /** The site's public origin (PUBLIC_URL, or http://localhost:PORT), for links in emails. */
  siteUrl: string;
}

/**
 * The tRPC context of one call: the database, Lucia, the session and user (null for a visitor), a
 * cookie setter, the client's IP and User-Agent, the auth rate limits, allowed image hosts and the
 * site's origin. Missing options take harmless defaults (no session, no cookies).
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
  imageHosts?: readonly string[];
  siteUrl?: string;
}): ContextInner {
  return {
    db: opts.db,
    auth: opts.auth,
    session: opts.session ?? null,
    user: opts.user ?? null,
    setCookie: opts.setCookie ?? (() => {}),
    ip: opts.ip ?? "127.0.0.1",
    userAgent: opts.userAgent ?? null,
    authLimits: opts.authLimits ?? defaultAuthLimits,
    imageHosts: opts.imageHosts ?? [],
    siteUrl: opts.siteUrl ?? "http://localhost:3000",
  };
}

export type Context = ContextInner;
