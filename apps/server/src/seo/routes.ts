/**
 * The web app's routes as the server sees them (apps/web/src/router.tsx): which page a path is,
 * in which language, whether it is public or private, and its parameters. Matching is
 * case-insensitive on the fixed segments, like React Router's default; trailing and doubled slashes
 * are ignored. Every page exists in English at its plain path and in Arabic under `/ar`
 * (@labcompare/domain/locale); the pages' labels are in texts/<locale>.ts.
 */
import {
  ARABIC_PREFIX,
  localeOfPath,
  pathInLocale,
  pathWithoutLocale,
  type Locale,
} from "@labcompare/domain/locale";

/** Public pages without an entity (their labels and descriptions: texts/<locale>.ts). */
export const STATIC_PAGE_PATHS = [
  "/search",
  "/resources",
  "/labs",
  "/about",
  "/faqs",
  "/terms",
  "/privacy",
  "/cookies",
] as const;
export type StaticPagePath = (typeof STATIC_PAGE_PATHS)[number];

/**
 * Private pages: rendered with generic tags and noindex. One-segment pages by their path, the
 * others by their first segment ("/admin/…", "/book/{testId}", "/bookings/{reference}").
 */
export const PRIVATE_PAGE_KEYS = [
  "/auth",
  "/dashboard",
  "/profile",
  "/results",
  // The basket's content is in the browser or the query string: not a page to index.
  "/basket",
  "/verify-email",
  "/reset-password",
  "/confirm-email",
  "/cancel-reminder",
  "/admin",
  "/book",
  "/bookings",
] as const;
export type PrivatePageKey = (typeof PRIVATE_PAGE_KEYS)[number];

/** Private pages reached by one segment (the others take parameters). */
const ONE_SEGMENT_PRIVATE = new Set<string>(
  PRIVATE_PAGE_KEYS.filter((k) => !["/admin", "/book", "/bookings"].includes(k)),
);
const STATIC_SET = new Set<string>(STATIC_PAGE_PATHS);

/** Paths listed in the sitemap besides the entity pages (home, search, resources, labs, footer pages), in English. */
export const SITEMAP_STATIC_PATHS = ["/", ...STATIC_PAGE_PATHS];

/** Path prefixes robots.txt disallows in each language (the private pages; "/book" also covers "/bookings/…"). */
export const PRIVATE_PREFIXES = [
  "/admin",
  "/dashboard",
  "/profile",
  "/results",
  "/book",
  "/auth",
  "/basket",
  "/verify-email",
  "/reset-password",
  "/confirm-email",
  "/cancel-reminder",
];

/** PRIVATE_PREFIXES in every language: the English ones, then the same under `/ar`. */
export const PRIVATE_PREFIXES_ALL_LOCALES = [
  ...PRIVATE_PREFIXES,
  ...PRIVATE_PREFIXES.map((p) => ARABIC_PREFIX + p),
];

export type RouteMatch =
  | { kind: "home"; path: "/" }
  | { kind: "static"; path: StaticPagePath; page: StaticPagePath }
  | { kind: "private"; path: string; page: PrivatePageKey }
  | { kind: "category"; path: string; categoryId: string }
  | { kind: "test"; path: string; categoryId: string | null; testId: string }
  | { kind: "post"; path: string; postId: string }
  | { kind: "lab"; path: string; labSlug: string }
  | { kind: "notFound"; path: string };

/** A page request: its language (from the `/ar` prefix) and the page it is, matched without the prefix. */
export interface PageMatch {
  locale: Locale;
  route: RouteMatch;
}

/**
 * Which page `pathname` (the URL path without query, still percent-encoded, without a language
 * prefix) is. `path` in the result is the normalised path (fixed segments lower-cased, no trailing
 * slash) without a language prefix; ids and slugs are returned decoded. A segment that cannot be
 * decoded makes the path not found.
 */
export function matchRoute(pathname: string): RouteMatch {
  const raw = pathname.split("/").filter(Boolean);
  let segments: string[];
  try {
    segments = raw.map((s) => decodeURIComponent(s));
  } catch {
    return { kind: "notFound", path: `/${raw.join("/")}` };
  }
  const first = segments[0]?.toLowerCase();
  const join = (fixed: string[]) => `/${fixed.join("/")}`;
  const key = `/${first}`;

  if (segments.length === 0) return { kind: "home", path: "/" };
  if (segments.length === 1 && STATIC_SET.has(key))
    return { kind: "static", path: key as StaticPagePath, page: key as StaticPagePath };
  if (segments.length === 1 && ONE_SEGMENT_PRIVATE.has(key))
    return { kind: "private", path: key, page: key as PrivatePageKey };
  if (first === "admin") return { kind: "private", path: join(["admin", ...raw.slice(1)]), page: "/admin" };
  if (first === "book" && segments.length === 2)
    return { kind: "private", path: join(["book", raw[1]!]), page: "/book" };
  // A booking's confirmation page (/bookings/LC-7K4Q2M); its .ics file is a separate route.
  if (first === "bookings" && segments.length === 2)
    return { kind: "private", path: join(["bookings", raw[1]!]), page: "/bookings" };
  if (first === "product" && segments.length === 2) {
    return { kind: "category", path: join(["product", raw[1]!]), categoryId: segments[1]! };
  }
  if (first === "product" && segments.length === 4 && segments[2]!.toLowerCase() === "test") {
    return {
      kind: "test",
      path: join(["product", raw[1]!, "test", raw[3]!]),
      categoryId: segments[1]!,
      testId: segments[3]!,
    };
  }
  if (first === "tests" && segments.length === 2)
    return { kind: "test", path: join(["tests", raw[1]!]), categoryId: null, testId: segments[1]! };
  if (first === "blog" && segments.length === 2)
    return { kind: "post", path: join(["blog", raw[1]!]), postId: segments[1]! };
  if (first === "labs" && segments.length === 2)
    return { kind: "lab", path: join(["labs", raw[1]!]), labSlug: segments[1]! };
  return { kind: "notFound", path: `/${raw.join("/")}` };
}

/**
 * The page of a request path in either language: "/ar/labs/x" → { locale: "ar", route: lab x },
 * "/ar" and "/ar/" → the Arabic home, "/labs/x" → English. The route's `path` has no prefix
 * (pathInLocale gives the page's own address).
 */
export function matchPage(pathname: string): PageMatch {
  // Doubled slashes are ignored by matchRoute, so "//ar/x" is the Arabic page too.
  const collapsed = pathname.replace(/\/{2,}/g, "/");
  const locale = localeOfPath(collapsed);
  return { locale, route: matchRoute(pathWithoutLocale(collapsed)) };
}

/**
 * The address of the matched page `route` in `locale`: its path as is in English, under `/ar` in
 * Arabic ("/" → "/ar/"). Unlike pathInLocale it never strips a prefix, so an unknown "/ar/ar/faqs"
 * (route path "/ar/faqs") keeps its own address and cache key.
 */
export function pagePathOf(route: RouteMatch, locale: Locale): string {
  if (locale === "en") return route.path;
  return route.path === "/" ? `${ARABIC_PREFIX}/` : ARABIC_PREFIX + route.path;
}

/** One hreflang alternate of a page: "en", "ar" or "x-default" (English, the default) and its absolute URL. */
export interface AlternateLink {
  hreflang: "en" | "ar" | "x-default";
  href: string;
}

/**
 * The page at `plainPath` (a path without language prefix, e.g. "/labs") in every language on the
 * site at `origin` (no trailing slash): en → origin/labs, ar → origin/ar/labs, x-default → English.
 */
export function alternateLinks(origin: string, plainPath: string): AlternateLink[] {
  const en = origin + pathInLocale(plainPath, "en");
  return [
    { hreflang: "en", href: en },
    { hreflang: "ar", href: origin + pathInLocale(plainPath, "ar") },
    { hreflang: "x-default", href: en },
  ];
}

/** The web app's URL of a test page: under its category when it has one (apps/web/src/lib/paths.ts testPath). */
export function testPagePath(test: {
  id: string;
  categoryId?: string | null;
  category?: { id: string } | null;
}): string {
  const categoryId = test.category?.id ?? test.categoryId ?? null;
  return categoryId ? `/product/${categoryId}/test/${test.id}` : `/tests/${test.id}`;
}

/**
 * True when a request for `url` should get the HTML shell: a GET or HEAD that is not the API
 * (/trpc, /api/…), a built asset (/assets/), the health check, or a file (last segment with an extension).
 */
export function isPageRequest(method: string, url: string): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  const pathname = url.split("?")[0]!.split("#")[0]!;
  if (/^\/(trpc|api|assets|health)(\/|$)/i.test(pathname)) return false;
  const last = pathname.split("/").filter(Boolean).pop() ?? "";
  return !/\.[a-z0-9]{1,8}$/i.test(last);
}
