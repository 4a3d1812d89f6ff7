/**
 * Security headers on every answer (helmet): the Content Security Policy, HSTS on an https site, and
 * helmet's other defaults. Google Analytics' hosts are in the CSP only while the console's SEO
 * settings hold an analytics ID.
 */
import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import type { PrismaClient } from "@labcompare/db";
import { getSeoSettings } from "@labcompare/api/content/content.service";
import type { Env } from "./env.ts";

/** CSP sources Google Analytics 4 needs: gtag.js, and where it sends hits. */
export const GOOGLE_ANALYTICS = {
  scriptSrc: ["https://www.googletagmanager.com"],
  connectSrc: [
    "https://www.google-analytics.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
  ],
} as const;

/** The CSP's switch for Google Analytics. */
export interface SecurityHeaders {
  /**
   * Reads the analytics ID again and allows or drops Google Analytics from the next request on. A failed read is logged and keeps the current policy; never rejects.
   */
  reload(): Promise<void>;
}

/** helmet's middleware for one policy; built once (helmet parses the CSP directives when built). */
function buildHelmet(env: Env, httpsSite: boolean, analytics: boolean) {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // gtag.js is loaded by the client only after the visitor accepts analytics cookies, and only
        // when the admin set an analytics ID: without an ID, no third-party script is allowed.
        scriptSrc: ["'self'", ...(analytics ? GOOGLE_ANALYTICS.scriptSrc : [])],
        // Mantine writes CSS variables into style attributes and <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Images come from this site, data: URLs and the hosts an operator lists in IMAGE_HOSTS
        // (admin image URLs elsewhere are refused), nothing else.
        imgSrc: ["'self'", "data:", ...env.IMAGE_HOSTS.map((h) => `https://${h}`)],
        // gtag.js (GA4) sends its hits with navigator.sendBeacon or fetch, which connect-src governs;
        // its image-pixel fallback is only for browsers without either.
        connectSrc: ["'self'", ...(analytics ? GOOGLE_ANALYTICS.connectSrc : [])],
        fontSrc: ["'self'", "data:"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: httpsSite ? [] : null,
      },
    },
    hsts: httpsSite,
  });
}

/** Whether the console's SEO settings (admin.seo) hold a Google Analytics ID. */
async function hasAnalyticsId(db: PrismaClient): Promise<boolean> {
  return Boolean((await getSeoSettings(db)).googleAnalyticsId?.trim());
}

/**
 * Adds the headers to every reply of `app`. Input: the env (IMAGE_HOSTS), whether the site is served
 * over https (Secure-only protections: HSTS, upgrade-insecure-requests), and the database whose SEO
 * settings say whether Google Analytics is on (read once here; again on each `reload`). Output: the
 * switch to call when the SEO settings change. Throws when the first read fails.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  env: Env,
  httpsSite: boolean,
  db: PrismaClient,
): Promise<SecurityHeaders> {
  // Both policies built once and one picked per reply (@fastify/helmet rebuilds the middleware,
  // parsing the CSP directives, on every request).
  const withAnalytics = buildHelmet(env, httpsSite, true);
  const withoutAnalytics = buildHelmet(env, httpsSite, false);
  let analytics = await hasAnalyticsId(db);
  app.addHook("onRequest", (req, reply, done) =>
    (analytics ? withAnalytics : withoutAnalytics)(req.raw, reply.raw, () => done()),
  );
  return {
    async reload() {
      try {
        analytics = await hasAnalyticsId(db);
      } catch (error) {
        app.log.warn(
          { err: { message: (error as Error).message } },
          "Could not read the analytics ID: the CSP is unchanged",
        );
      }
    },
  };
}
