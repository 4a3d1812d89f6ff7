import { Box } from "@mantine/core";
import { useTranslation } from "../i18n/useTranslation";
import { Outlet, useLocation } from "react-router-dom";
import { BasketSync } from "../lib/basket";
import { MAIN_CONTENT_ID, SkipLink } from "./a11y/SkipLink";
import { usePageLoading } from "../lib/lazyPage";
import { Footer } from "./Footer";
import { HydrateLater } from "./HydrateLater";
import classes from "./Layout.module.css";
import { LanguageOffer } from "./LanguageOffer";
import { NAV_HEIGHT, NavBar } from "./NavBar";
import { RouteErrorBoundary } from "./RouteError";
import { ScrollRestorer } from "./ScrollRestorer";

/**
 * Public pages: the skip link, fixed navigation, the page, and the footer. The home hero sits under the transparent
 * bar. While the next page's code loads, the current page stays with a progress bar on top (the
 * router's navigations are transitions; the Suspense fallback in router.tsx shows only on a first
 * visit the server did not render). A page that fails to load or render shows an error between the
 * bar and the footer. No Suspense boundary around the layout itself: the routes' boundary (with the
 * hydration marker, HydratedMarker.tsx) is the one the pages suspend in.
 */
export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const pageLoading = usePageLoading();
  const isHome = pathname === "/";
  return (
    <>
      <SkipLink />
      {pageLoading && (
        // A plain element, not Mantine's Progress, whose code every page's first chunk would carry for this bar only.
        <div className={classes.pageProgress} role="progressbar" aria-label={t("layout.loadingPage")} />
      )}
      <NavBar />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} pt={isHome ? 0 : NAV_HEIGHT} mih="70vh">
        <RouteErrorBoundary resetKey={pathname}>
          <Outlet />
        </RouteErrorBoundary>
      </Box>
      <HydrateLater>
        <Footer />
      </HydrateLater>
      {/* Helpers that draw nothing in the server's HTML, hydrated after the page. */}
      <HydrateLater>
        <LanguageOffer />
        <BasketSync />
        <ScrollRestorer />
      </HydrateLater>
    </>
  );
}
