import { Box } from "@mantine/core";
import { Outlet, useLocation } from "react-router-dom";
import { BasketSync } from "../lib/basket";
import { usePageLoading } from "../lib/lazyPage";
import { Footer } from "./Footer";
import classes from "./Layout.module.css";
import { NAV_HEIGHT, NavBar } from "./NavBar";
import { RouteErrorBoundary } from "./RouteError";
import { ScrollRestorer } from "./ScrollRestorer";

/**
 * Public pages: fixed navigation, the page, and the footer. The home hero sits under the transparent
 * bar. While the next page's code loads, the current page stays with a progress bar on top (the
 * router's navigations are transitions; the Suspense fallback in router.tsx shows only on a first
 * visit the server did not render). A page that fails to load or render shows an error between the
 * bar and the footer. No Suspense boundary around the layout itself: the routes' boundary (with the
 * hydration marker, HydratedMarker.tsx) is the one the pages suspend in.
 */
export function Layout() {
  const { pathname } = useLocation();
  const pageLoading = usePageLoading();
  const isHome = pathname === "/";
  return (
    <>
      {pageLoading && (
        // A plain element, not Mantine's Progress, whose code every page's first chunk would carry for this bar only.
        <div className={classes.pageProgress} role="progressbar" aria-label="Loading page" />
      )}
      <BasketSync />
      <NavBar />
      <Box component="main" id="main-content" pt={isHome ? 0 : NAV_HEIGHT} mih="70vh">
        <RouteErrorBoundary resetKey={pathname}>
          <Outlet />
        </RouteErrorBoundary>
      </Box>
      <Footer />
      <ScrollRestorer />
    </>
  );
}
