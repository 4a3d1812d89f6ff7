import { Box, Progress } from "@mantine/core";
import { Outlet, useLocation } from "react-router-dom";
import { BasketSync } from "../lib/basket";
import { usePageLoading } from "../lib/lazyPage";
import { Footer } from "./Footer";
import { NAV_HEIGHT, NavBar } from "./NavBar";
import { RouteErrorBoundary } from "./RouteError";
import { ScrollRestorer } from "./ScrollRestorer";

/**
 * Public pages: fixed navigation, the page, and the footer. The home hero sits under the transparent
 * bar. While the next page's code loads, the current page stays with a progress bar on top (the
 * router's navigations are transitions; the Suspense fallback in router.tsx shows only on a first
 * visit the server did not render). A page that fails to load or render shows an error between the
 * bar and the footer. No Suspense boundary here: with one, end-to-end tests saw "Add to basket" stay
 * disabled after `auth.me` answered. That was before the hydration marker moved inside the routes'
 * boundary (HydratedMarker.tsx), so the tests may have clicked too early; not retried since.
 */
export function Layout() {
  const { pathname } = useLocation();
  const pageLoading = usePageLoading();
  const isHome = pathname === "/";
  return (
    <>
      {pageLoading && (
        <Progress.Root size="xs" radius={0} pos="fixed" top={0} left={0} right={0} style={{ zIndex: 300 }}>
          <Progress.Section value={100} animated aria-label="Loading page" />
        </Progress.Root>
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
