/** Which origins may make state-changing requests (the host's CSRF check). */
import type { Env } from "./env.ts";

/** The two spellings of this machine's loopback address a browser may show in its address bar. */
const LOOPBACK_NAMES = ["localhost", "127.0.0.1"];

/**
 * `origin` and, when its host is `localhost` or `127.0.0.1`, the other spelling with the same scheme
 * and port (`npm start` sets PUBLIC_URL=http://localhost:3000; a browser opened at
 * http://127.0.0.1:3000 must still be able to sign in).
 */
function withLoopbackAlias(origin: string): string[] {
  const url = new URL(origin);
  if (!LOOPBACK_NAMES.includes(url.hostname)) return [url.origin];
  return LOOPBACK_NAMES.map((host) => {
    const alias = new URL(url.origin);
    alias.hostname = host;
    return alias.origin;
  });
}

/**
 * Origins allowed to make state-changing requests: PUBLIC_URL's origin (with the other loopback
 * spelling when its host is localhost or 127.0.0.1); when unset, http://localhost:PORT and
 * http://127.0.0.1:PORT, plus the Vite dev server's origin in development.
 * Never an origin derived from the request's Host header (a forged Host would vouch for itself).
 */
export function allowedOrigins(
  env: Pick<Env, "PUBLIC_URL" | "PORT" | "NODE_ENV" | "DEV_SERVER_ORIGIN">,
): Set<string> {
  const origins = new Set<string>(withLoopbackAlias(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`));
  if (env.NODE_ENV === "development")
    for (const o of withLoopbackAlias(env.DEV_SERVER_ORIGIN)) origins.add(o);
  return origins;
}

/** True when a browser request's Origin (or Sec-Fetch-Site) shows it came from another site. */
export function isForeignOrigin(
  headers: Record<string, string | string[] | undefined>,
  allowed: Set<string>,
): boolean {
  const origin = typeof headers.origin === "string" ? headers.origin : undefined;
  if (origin) {
    try {
      return !allowed.has(new URL(origin).origin);
    } catch {
      return true;
    }
  }
  // No Origin: a non-browser client (scripts, curl), unless the browser says it is cross-site.
  return headers["sec-fetch-site"] === "cross-site";
}
