/**
 * Page titles of pages that search engines do not index (sign-in, dashboard, profile, booking,
 * not-found, admin). Kept for those pages; it is `useSeo` (./seo.ts) with the title as the route's
 * label and robots "noindex", so their head is reset as well (no stale description or canonical).
 * Public pages call `useSeo` directly.
 */
import { useSeo } from "./seo";

/** Sets the tab title to "{title} | {site name}" (or the site title when none) and marks the page noindex. */
export function usePageTitle(title?: string | null) {
  useSeo({ fallback: { title: title ?? null }, noindex: true });
}
