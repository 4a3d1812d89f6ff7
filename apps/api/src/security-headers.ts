/**
 * Security headers on every answer (helmet): the Content Security Policy, HSTS on an https site, and
 * helmet's other defaults.
 */
import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import type { Env } from "./env.ts";

/** CSP sources Google Analytics 4 needs: gtag.js, and where it sends hits. */
export const GOOGLE_ANALYTICS = {
  scriptSrc: ["https://www.googletagmanager.com"],
  connectSrc: ["https://www.google-analytics.com", "https://*.google-analytics.com", "https://*.analytics.google.com"],
} as const;

/**
 * Adds the headers to every reply of `app`. Input: the env (IMAGE_HOSTS) and whether the site is
 * served over https (Secure-only protections: HSTS, upgrade-insecure-requests).
 */
export function registerSecurityHeaders(app: FastifyInstance, env: Env, httpsSite: boolean): void {
  // helmet's middleware built once and applied to every reply (@fastify/helmet rebuilds it, parsing
  // the CSP directives, on every request).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Google Analytics (gtag.js): loaded by the client only after the visitor accepts analytics
        // cookies, and only when the admin set an analytics ID.
        scriptSrc: ["'self'", ...GOOGLE_ANALYTICS.scriptSrc],
        // Mantine writes CSS variables into style attributes and <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Images come from this site, data: URLs and the hosts an operator lists in IMAGE_HOSTS
        // (admin image URLs elsewhere are refused), nothing else.
        imgSrc: ["'self'", "data:", ...env.IMAGE_HOSTS.map((h) => `https://${h}`)],
        // gtag.js (GA4) sends its hits with navigator.sendBeacon or fetch, which connect-src governs;
        // its image-pixel fallback is only for browsers without either.
        connectSrc: ["'self'", ...GOOGLE_ANALYTICS.connectSrc],
        fontSrc: ["'self'", "data:"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: httpsSite ? [] : null,
      },
    },
    hsts: httpsSite,
  });
  app.addHook("onRequest", (req, reply, done) => securityHeaders(req.raw, reply.raw, () => done()));
}
