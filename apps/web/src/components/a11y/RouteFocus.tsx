import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { focusWhenReady, pageHeading } from "../../lib/focus";

/** The element a #hash names, or null. */
function hashTarget(hash: string): HTMLElement | null {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * Moves focus after a route change as a full page load would reset it (WCAG 2.4.3): to the new
 * page's h1 (a screen reader then says the page's heading), or to the #anchor's element when the
 * link names one. Not on the first load (the browser starts at the top of the page), and not when
 * only the query changes (filters, sorting, typing in a search box: the person is still working on
 * the same page). Rendered once beside the routes (router.tsx), for the site and the admin console.
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation();
  const previous = useRef<{ pathname: string; hash: string } | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = { pathname, hash };
    if (!before) return;
    const samePage = before.pathname === pathname;
    if (samePage && (before.hash === hash || !hash)) return;
    // A link to a section of another page falls back on that page's heading when the section is not there.
    return focusWhenReady(hash ? () => hashTarget(hash) ?? (samePage ? null : pageHeading()) : undefined);
  }, [pathname, hash]);

  return null;
}
