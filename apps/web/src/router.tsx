/**
 * Routes, in React Router's declarative mode (issue 12: `<Routes>` under BrowserRouter in the browser
 * and StaticRouter on the server; the data router's code was ~15 KB brotli of every first load).
 * Only the layout (navigation bar and footer) is in the first bundle; every page is a lazy chunk
 * (lib/lazyPage.ts), so visitors never download the booking, dashboard or admin code until they go
 * there.
 *
 * Public pages that the server renders carry their source module (the key of the page's chunk in
 * Vite's manifest), so the server can link the chunk's CSS and JavaScript in the HTML;
 * scripts/size-budget.ts checks that every such module is in the manifest.
 */
import { Suspense } from "react";
import { matchRoutes, Route, Routes, useLocation, type RouteObject } from "react-router-dom";
import { HydratedMarker } from "./components/HydratedMarker";
import { Layout } from "./components/Layout";
import { PageLoader } from "./components/PageLoader";
import { RouteErrorBoundary } from "./components/RouteError";
import { lazyPage, type LazyPage } from "./lib/lazyPage";

/** A page: its path under the layout (none for the home page), its lazy component, and for a server-rendered page its source module ("src/pages/….tsx"). */
export interface PageRoute {
  path?: string;
  Page: LazyPage;
  module?: string;
}

type PageModule = () => Promise<{ default: React.ComponentType }>;
const page = (load: PageModule): Pick<PageRoute, "Page"> => ({ Page: lazyPage(load) });
/** A page the server renders: its lazy chunk and its module path for the manifest. */
const ssrPage = (module: string, load: PageModule): Pick<PageRoute, "Page" | "module"> => ({ Page: lazyPage(load), module });

const AdminRoutes = lazyPage(async () => ({ default: (await import("./admin/AdminRoutes")).AdminRoutes }));

/** The pages inside the public layout. */
const pages: PageRoute[] = [
  { ...ssrPage("src/pages/HomePage.tsx", () => import("./pages/HomePage")) },
  { path: "auth", ...page(() => import("./pages/AuthPage")) },
  { path: "reset-password", ...page(() => import("./pages/account/ResetPasswordPage")) },
  { path: "verify-email", ...page(() => import("./pages/account/VerifyEmailPage")) },
  { path: "confirm-email", ...page(() => import("./pages/account/ConfirmEmailPage")) },
  { path: "search", ...ssrPage("src/pages/SearchPage.tsx", () => import("./pages/SearchPage")) },
  { path: "product/:categoryId", ...ssrPage("src/pages/CategoryPage.tsx", () => import("./pages/CategoryPage")) },
  { path: "product/:categoryId/test/:testId", ...ssrPage("src/pages/TestDetailPage.tsx", () => import("./pages/TestDetailPage")) },
  { path: "tests/:testId", ...ssrPage("src/pages/TestDetailPage.tsx", () => import("./pages/TestDetailPage")) },
  { path: "book/:testId", ...page(() => import("./pages/booking/BookingPage")) },
  { path: "bookings/:reference", ...page(() => import("./pages/booking-detail/BookingDetailPage")) },
  { path: "dashboard", ...page(() => import("./pages/dashboard/DashboardPage")) },
  { path: "profile", ...page(() => import("./pages/ProfilePage")) },
  { path: "labs", ...ssrPage("src/pages/info/LabsPage.tsx", () => import("./pages/info/LabsPage")) },
  { path: "labs/:slug", ...ssrPage("src/pages/lab/LabPage.tsx", () => import("./pages/lab/LabPage")) },
  { path: "basket", ...page(() => import("./pages/basket/BasketPage")) },
  { path: "about", ...ssrPage("src/pages/info/AboutPage.tsx", () => import("./pages/info/AboutPage")) },
  { path: "faqs", ...ssrPage("src/pages/info/FaqsPage.tsx", () => import("./pages/info/FaqsPage")) },
  { path: "resources", ...ssrPage("src/pages/info/ResourcesPage.tsx", () => import("./pages/info/ResourcesPage")) },
  { path: "blog/:postId", ...ssrPage("src/pages/BlogPostPage.tsx", () => import("./pages/BlogPostPage")) },
  { path: "terms", ...ssrPage("src/pages/info/TermsPage.tsx", () => import("./pages/info/TermsPage")) },
  { path: "privacy", ...ssrPage("src/pages/info/PrivacyPage.tsx", () => import("./pages/info/PrivacyPage")) },
  { path: "cookies", ...ssrPage("src/pages/info/CookiesPage.tsx", () => import("./pages/info/CookiesPage")) },
  { path: "*", ...page(() => import("./pages/NotFoundPage")) },
];

/** The same routes as objects, for matchRoutes. */
const matchTable: RouteObject[] = [
  { path: "/admin/*" },
  { path: "/", children: pages.map((p): RouteObject => (p.path ? { path: p.path, handle: p } : { index: true, handle: p })) },
];

/** The layout's pages matching `pathname` (none for the admin console or an unknown path outside the layout). */
export function matchPages(pathname: string): PageRoute[] {
  return (matchRoutes(matchTable, pathname) ?? []).map((m) => m.route.handle as PageRoute | undefined).filter((p): p is PageRoute => !!p);
}

/** The app's routes: the admin console (its own route tree, fully lazy) and the public layout with its pages. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoader fullScreen />}>
        <Routes>
          <Route path="/admin/*" element={<AdminRoutes />} />
          <Route element={<Layout />}>
            {pages.map(({ path, Page }) => (path ? <Route key={path} path={path} element={<Page />} /> : <Route key="" index element={<Page />} />))}
          </Route>
        </Routes>
        <HydratedMarker />
      </Suspense>
    </RouteErrorBoundary>
  );
}
