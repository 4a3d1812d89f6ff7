/**
 * Request context for tRPC procedures. The Prisma client reaches code only through `ctx.db`.
 * `createContextInner` builds it from parts (tests, scripts); the Fastify host builds the parts from
 * the request (apps/api/src/trpc-plugin.ts).
 */
import type { PrismaClient } from "@labcompare/db";
import type { Auth } from "@labcompare/auth";
import type { Session, User } from "lucia";

export interface ContextInner {
  db: PrismaClient;
  auth: Auth;
  /** The signed-in session, or null for a visitor. */
  session: Session | null;
  /** The signed-in user ({ id, email, isAdmin }), or null. */
  user: User | null;
  /** Adds a Set-Cookie header to the response (a serialized cookie). */
  setCookie: (serialized: string) => void;
}

export function createContextInner(opts: {
  db: PrismaClient;
  auth: Auth;
  session?: Session | null;
  user?: User | null;
  setCookie?: (serialized: string) => void;
}): ContextInner {
  return {
    db: opts.db,
    auth: opts.auth,
    session: opts.session ?? null,
    user: opts.user ?? null,
    setCookie: opts.setCookie ?? (() => {}),
  };
}

export type Context = ContextInner;
