/**
 * The web app's routes as the server sees them (apps/web/src/router.tsx): which page a path is,
 * whether it is public or private, and its parameters. Matching is case-insensitive on the fixed
 * segments, like React Router's default; trailing and doubled slashes are ignored.
 */

/** Public pages without an entity, with the label the client also uses as the page title ({siteName} is replaced). */
export const STATIC_PAGES: Record<string, string> = {
  "/search": "All lab tests",
  "/resources": "Blog & Resources",
  "/labs": "Partner Labs",
  "/about": "About {siteName}",
  "/faqs": "Frequently Asked Questions",
  "/terms": "Terms of Service",
  "/privacy": "Privacy Policy",
  "/cookies": "Cookie Policy",
};

/** Private pages: rendered with generic tags and noindex. */
const PRIVATE_PAGES: Record<string, string> = {
  "/auth": "Sign in",
  "/dashboard": "Dashboard",
  "/profile": "Edit profile",
  // The basket's content is in the browser or the query string: not a page to index.
  "/basket": "Your basket",
  "/verify-email": "Confirm your email",
  "/reset-password": "Choose a new password",
  "/confirm-email": "Confirm your new email",
};

/** Paths listed in the sitemap besides the entity pages (home, search, resources, labs, footer pages). */
export const SITEMAP_STATIC_PATHS = ["/", ...Object.keys(STATIC_PAGES)];

/** Path prefixes robots.txt disallows (the private pages; "/book" also covers "/bookings/…"). */
export const PRIVATE_PREFIXES = ["/admin", "/dashboard", "/profile", "/book", "/auth", "/basket", "/verify-email", "/reset-password", "/confirm-email"];

export type RouteMatch =
  | { kind: "home"; path: "/" }
  | { kind: "static"; path: string; label: string }
  | { kind: "private"; path: string; label: string }
  | { kind: "category"; path: string; categoryId: string }
  | { kind: "test"; path: string; categoryId: string | null; testId: string }
  | { kind: "post"; path: string; postId: string }
  | { kind: "lab"; path: string; labSlug: string }
  | { kind: "notFound"; path: string };

/**
 * Which page `pathname` (the URL path without query, still percent-encoded) is. `path` in the result
 * is the normalised path (fixed segments lower-cased, no trailing slash) used for the PageSeo lookup,
 * the cache key and the canonical URL; ids and slugs are returned decoded. A segment that cannot be
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

  if (segments.length === 0) return { kind: "home", path: "/" };
  if (segments.length === 1 && STATIC_PAGES[`/${first}`]) return { kind: "static", path: `/${first}`, label: STATIC_PAGES[`/${first}`]! };
  if (segments.length === 1 && PRIVATE_PAGES[`/${first}`]) return { kind: "private", path: `/${first}`, label: PRIVATE_PAGES[`/${first}`]! };
  if (first === "admin") return { kind: "private", path: join(["admin", ...raw.slice(1)]), label: "Admin" };
  if (first === "book" && segments.length === 2) return { kind: "private", path: join(["book", raw[1]!]), label: "Book a test" };
  // A booking's confirmation page (/bookings/LC-7K4Q2M); its .ics file is a separate route.
  if (first === "bookings" && segments.length === 2) return { kind: "private", path: join(["bookings", raw[1]!]), label: "Booking" };
  if (first === "product" && segments.length === 2) {
    return { kind: "category", path: join(["product", raw[1]!]), categoryId: segments[1]! };
  }
  if (first === "product" && segments.length === 4 && segments[2]!.toLowerCase() === "test") {
    return { kind: "test", path: join(["product", raw[1]!, "test", raw[3]!]), categoryId: segments[1]!, testId: segments[3]! };
  }
  if (first === "tests" && segments.length === 2) return { kind: "test", path: join(["tests", raw[1]!]), categoryId: null, testId: segments[1]! };
  if (first === "blog" && segments.length === 2) return { kind: "post", path: join(["blog", raw[1]!]), postId: segments[1]! };
  if (first === "labs" && segments.length === 2) return { kind: "lab", path: join(["labs", raw[1]!]), labSlug: segments[1]! };
  return { kind: "notFound", path: `/${raw.join("/")}` };
}

/** The web app's URL of a test page: under its category when it has one (apps/web/src/lib/paths.ts testPath). */
export function testPagePath(test: { id: string; categoryId?: string | null; category?: { id: string } | null }): string {
  const categoryId = test.category?.id ?? test.categoryId ?? null;
  return categoryId ? `/product/${categoryId}/test/${test.id}` : `/tests/${test.id}`;
}

/**
 * True when a request for `url` should get the HTML shell: a GET or HEAD that is not the API
 * (/trpc), a built asset (/assets/), the health check, or a file (last segment with an extension).
 */
export function isPageRequest(method: string, url: string): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  const pathname = url.split("?")[0]!.split("#")[0]!;
  if (/^\/(trpc|assets|health)(\/|$)/i.test(pathname)) return false;
  const last = pathname.split("/").filter(Boolean).pop() ?? "";
  return !/\.[a-z0-9]{1,8}$/i.test(last);
}
