/**
 * What the page host reads from a request: the site's origin, the URL's path and query, the
 * visitor's saved language, whether a response finished an admin change, and whether a basket
 * URL is server-rendered. Pure functions over request values.
 */
import type { FastifyRequest } from "fastify";
import { readCookie } from "@labcompare/auth";
import { LOCALE_COOKIE, parseLocale, type Locale } from "@labcompare/domain/locale";

/**
 * True for the basket when its query names what to show — its tests (`tests=…`, a shared link) or a
 * doctor's list (`list=…`, the list box's GET form): then the server renders it (still noindex), so
 * it works before hydration and without JavaScript. A bare /basket shows the browser's own basket.
 */
export function isRenderedBasket(path: string, query: string): boolean {
  if (path !== "/basket") return false;
  const params = new URLSearchParams(query);
  return !!params.get("tests") || params.has("list");
}

const HOST_PATTERN = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The site's origin ("https://labcompare.ae", no trailing slash): PUBLIC_URL's origin when set,
 * otherwise the request's protocol and Host header ("localhost" when the Host is missing or malformed).
 */
export function siteOrigin(req: FastifyRequest, publicUrl?: string): string {
  if (publicUrl) return new URL(publicUrl).origin;
  const host = HOST_PATTERN.test(req.host) ? req.host.toLowerCase() : "localhost";
  return `${req.protocol ?? "http"}://${host}`;
}

/** `[path, query]` of a request URL (no fragment; query without "?", "" when none). */
export function splitUrl(url: string): [string, string] {
  const noFragment = url.split("#")[0]!;
  const at = noFragment.indexOf("?");
  return at < 0 ? [noFragment, ""] : [noFragment.slice(0, at), noFragment.slice(at + 1)];
}

/**
 * True when a response finished a successful state-changing admin call: POST to /trpc/admin.* (alone
 * or in a batch) with a status below 400.
 */
export function isAdminChange(method: string, url: string, statusCode: number): boolean {
  if (method !== "POST" || statusCode >= 400 || !url.startsWith("/trpc/")) return false;
  let procedures: string;
  try {
    procedures = decodeURIComponent(url.slice("/trpc/".length).split("?")[0]!);
  } catch {
    return false;
  }
  return procedures.split(",").some((p) => p.trim().startsWith("admin."));
}

/**
 * The language saved in the `lang` cookie of a Cookie header ("en" | "ar"), or null when there is
 * none or it names no language.
 */
export function savedLocale(cookieHeader: string | undefined): Locale | null {
  const saved = readCookie(cookieHeader, LOCALE_COOKIE);
  return saved === null ? null : parseLocale(saved);
}
