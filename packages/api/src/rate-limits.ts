/**
 * Rate limits, counted per procedure call (a tRPC middleware on the procedures), so neither an
 * encoded path (`auth%2EsignIn`) nor a batch of many calls in one request gets around them.
 * Counters live in Redis when the host passes a client (several instances share them), else in
 * this process's memory (rate-limiter-flexible).
 *
 * - Per IP: AUTH_RATE_LIMIT_PER_MINUTE attempts (sign-in + sign-up) a minute.
 * - Per account (OWASP ASVS 2.2.1, "anti-automation … without locking the account out"): after
 *   10 failed sign-ins for one email within 15 minutes, that email may be tried only once a minute,
 *   from any IP, until the 15 minutes are over; a successful sign-in clears the count. An attacker
 *   gets at most one guess a minute and cannot lock the owner out: the owner can still sign in
 *   (one try a minute) or reset the password.
 * - Catalogue procedures that cost CPU per call (catalog.compareBasket, catalog.resolveList):
 *   CATALOG_RATE_LIMIT_PER_MINUTE calls per procedure per IP a minute.
 */
import { AppError } from "./app-error.ts";
import type { Redis } from "ioredis";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { messages } from "@labcompare/validators";

export interface AuthLimits {
  /** Counts one sign-in/sign-up attempt from `ip`. Throws TOO_MANY_REQUESTS over the limit. */
  attempt(ip: string): Promise<void>;
  /** Counts one attempt on `email` when it is throttled. Throws TOO_MANY_REQUESTS when it must wait. */
  beforeSignIn(email: string): Promise<void>;
  /** Records a failed sign-in for `email`. */
  failed(email: string): Promise<void>;
  /** Clears `email`'s failures after a successful sign-in. */
  succeeded(email: string): Promise<void>;
}

export interface AuthLimitOptions {
  /** Attempts per IP per minute. */
  perMinute: number;
  /** Failures for one email before it is throttled (default 10). */
  accountFailures?: number;
  /** Window of those failures, seconds (default 900 = 15 minutes). */
  accountWindowSeconds?: number;
  /** Shared store; absent = this process's memory. */
  redis?: Redis;
  /** Key prefix in Redis (tests use their own). */
  keyPrefix?: string;
}

/** Where counters live: Redis when given (shared by instances), else this process's memory. */
interface LimitStore {
  redis?: Redis;
  keyPrefix?: string;
}

function limiter(opts: LimitStore, name: string, points: number, duration: number): RateLimiterAbstract {
  const keyPrefix = `${opts.keyPrefix ?? "labcompare"}:${name}`;
  if (!opts.redis) return new RateLimiterMemory({ keyPrefix, points, duration });
  return new RateLimiterRedis({
    storeClient: opts.redis,
    keyPrefix,
    points,
    duration,
    // While Redis is unreachable, count in memory rather than let every attempt through.
    insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
  });
}

const refused = (message: string) => new AppError("TOO_MANY_REQUESTS", message);

/** Limits as described in the module comment. */
export function createAuthLimits(opts: AuthLimitOptions): AuthLimits {
  const window = opts.accountWindowSeconds ?? 900;
  const perIp = limiter(opts, "auth-ip", opts.perMinute, 60);
  const failures = limiter(opts, "auth-fail", opts.accountFailures ?? 10, window);
  const throttled = limiter(opts, "auth-slow", 1, 60);
  const key = (email: string) => email.trim().toLowerCase();
  return {
    async attempt(ip) {
      try {
        await perIp.consume(ip);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw refused(messages.auth.rateLimited);
        throw error;
      }
    },
    async beforeSignIn(email) {
      const state = await failures.get(key(email));
      if (!state || state.remainingPoints > 0) return;
      try {
        await throttled.consume(key(email));
      } catch (error) {
        if (error instanceof RateLimiterRes) throw refused(messages.auth.accountThrottled);
        throw error;
      }
    },
    async failed(email) {
      // Past the limit the count stays at its maximum until the window ends.
      await failures.penalty(key(email), 1);
    },
    async succeeded(email) {
      await Promise.all([failures.delete(key(email)), throttled.delete(key(email))]);
    },
  };
}

/** The catalogue procedures limited per IP (each counted on its own). */
export type LimitedCatalogProcedure = "compareBasket" | "resolveList";

export interface CatalogLimits {
  /** Counts one call of `procedure` from `ip`. Throws TOO_MANY_REQUESTS over the limit. */
  call(procedure: LimitedCatalogProcedure, ip: string): Promise<void>;
}

export interface CatalogLimitOptions extends LimitStore {
  /** Calls per procedure per IP per minute. */
  perMinute: number;
}

/** `perMinute` calls of each limited catalogue procedure per IP a minute, then TOO_MANY_REQUESTS "Too many requests. …". */
export function createCatalogLimits(opts: CatalogLimitOptions): CatalogLimits {
  const limiters: Record<LimitedCatalogProcedure, RateLimiterAbstract> = {
    compareBasket: limiter(opts, "catalog-compare", opts.perMinute, 60),
    resolveList: limiter(opts, "catalog-resolve", opts.perMinute, 60),
  };
  return {
    async call(procedure, ip) {
      try {
        await limiters[procedure].consume(ip);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw refused(messages.generic.tooManyRequests);
        throw error;
      }
    },
  };
}
