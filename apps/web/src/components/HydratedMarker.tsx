import { useEffect } from "react";

/**
 * Marks the document once React has taken over the page (`<html data-hydrated>`): after hydration
 * of a server-rendered page, or after the first render of a client-rendered one. End-to-end tests
 * wait for it before clicking, as a click on server HTML before hydration does nothing.
 *
 * Rendered inside the routes' Suspense boundary (router.tsx), beside the routes: React hydrates a
 * Suspense boundary in a pass of its own, after the providers around it, so a marker outside it was
 * set while the layout and the page were still server HTML (a test scrolled before the scroll
 * handler was attached, or clicked a link that did nothing). What sits in a HydrateLater boundary
 * (the footer, content below the first screen) hydrates in passes after the marker is set; a click
 * there hydrates it first, and the click then acts.
 */
export function HydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
