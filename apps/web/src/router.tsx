/**
 * Routes, in React Router's declarative mode (`<Routes>` under BrowserRouter in the browser and
 * StaticRouter on the server): the data router's code would be part of every first load.
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
import { Accessibility } from "./components/a11y/Accessibility";
import { HydratedMarker } from "./components/HydratedMarker";
import { Layout } from "./components/Layout";
import { PageLoader } from "./components/PageLoader";
import { RouteErrorBoundary } from "./components/RouteError";
import { lazyPage, type LazyPage, type PageModule } from "./lib/lazyPage";
import { pathWithoutLocale } from "@labcompare/domain/locale";
import type { TrpcUtils } from "./trpc";

/**
 * A page: its path under the layout (none for the home page), its lazy component, for a
 * server-rendered page its source module ("src/features/….tsx"), and for a page the browser renders
 * the queries to start before its code and the layout are in (`prefetch`).
 */
export interface PageRoute {
  path?: string;
  Page: LazyPage;
  module?: string;
  prefetch?: (utils: TrpcUtils) => void;
}

type LoadPage = () => Promise<PageModule>;
const page = (load: LoadPage): Pick<PageRoute, "Page"> => ({ Page: lazyPage(load) });
/** A page the server renders: its lazy chunk and its module path for the manifest. */
const ssrPage = (module: string, load: LoadPage): Pick<PageRoute, "Page" | "module"> => ({
  Page: lazyPage(load),
  module,
});
/**
 * A page for signed-in users only: a visitor is sent to sign in and brought back (RequireAuth, in the
 * page's chunk); `eager`: the page renders while the session is checked (RequireAuth's `eager`).
 */
const signedInPage = (load: LoadPage, { eager = false } = {}): Pick<PageRoute, "Page"> =>
  page(async () => {
    const [{ RequireAuth }, { default: Page }] = await Promise.all([
      import("./components/RequireAuth"),
      load(),
    ]);
    return {
      default: () => (
        <RequireAuth eager={eager}>
          <Page />
        </RequireAuth>
      ),
    };
  });

const AdminRoutes = lazyPage(async () => ({
  default: (await import("./features/admin/AdminRoutes")).AdminRoutes,
}));

/** The pages inside the public layout. */
const pages: PageRoute[] = [
  { ...ssrPage("src/features/home/HomePage.tsx", () => import("./features/home/HomePage")) },
  { path: "auth", ...page(() => import("./features/auth/AuthPage")) },
  { path: "reset-password", ...page(() => import("./features/account/ResetPasswordPage")) },
  { path: "verify-email", ...page(() => import("./features/account/VerifyEmailPage")) },
  { path: "confirm-email", ...page(() => import("./features/account/ConfirmEmailPage")) },
  { path: "cancel-reminder", ...page(() => import("./features/account/CancelReminderPage")) },
  {
    path: "search",
    ...ssrPage("src/features/search/SearchPage.tsx", () => import("./features/search/SearchPage")),
  },
  {
    path: "product/:categoryId",
    ...ssrPage("src/features/category/CategoryPage.tsx", () => import("./features/category/CategoryPage")),
  },
  {
    path: "product/:categoryId/test/:testId",
    ...ssrPage(
      "src/features/test-detail/TestDetailPage.tsx",
      () => import("./features/test-detail/TestDetailPage"),
    ),
  },
  {
    path: "tests/:testId",
    ...ssrPage(
      "src/features/test-detail/TestDetailPage.tsx",
      () => import("./features/test-detail/TestDetailPage"),
    ),
  },
  { path: "book/:testId", ...page(() => import("./features/booking/BookingPage")) },
  {
    path: "bookings/:reference",
    ...signedInPage(() => import("./features/booking-detail/BookingDetailPage")),
  },
  { path: "dashboard", ...signedInPage(() => import("./features/dashboard/DashboardPage")) },
  {
    path: "results",
    ...signedInPage(() => import("./features/results/ResultsPage"), { eager: true }),
    // The record leaves with the page's code; a visitor's is refused and RequireAuth sends them to sign in.
    prefetch: (utils) => void Promise.all([utils.results.timeline.prefetch(), utils.results.list.prefetch()]),
  },
  { path: "profile", ...signedInPage(() => import("./features/profile/ProfilePage")) },
  { path: "labs", ...ssrPage("src/features/labs/LabsPage.tsx", () => import("./features/labs/LabsPage")) },
  { path: "labs/:slug", ...ssrPage("src/features/lab/LabPage.tsx", () => import("./features/lab/LabPage")) },
  // Rendered by the server only with `tests` or `list` in its query (apps/server/src/seo/index.ts): the basket itself lives in the browser.
  {
    path: "basket",
    ...ssrPage("src/features/basket/BasketPage.tsx", () => import("./features/basket/BasketPage")),
  },
  { path: "about", ...ssrPage("src/features/info/AboutPage.tsx", () => import("./features/info/AboutPage")) },
  { path: "faqs", ...ssrPage("src/features/info/FaqsPage.tsx", () => import("./features/info/FaqsPage")) },
  {
    path: "resources",
    ...ssrPage("src/features/blog/ResourcesPage.tsx", () => import("./features/blog/ResourcesPage")),
  },
  {
    path: "blog/:postId",
    ...ssrPage("src/features/blog/BlogPostPage.tsx", () => import("./features/blog/BlogPostPage")),
  },
  { path: "terms", ...ssrPage("src/features/info/TermsPage.tsx", () => import("./features/info/TermsPage")) },
  {
    path: "privacy",
    ...ssrPage("src/features/info/PrivacyPage.tsx", () => import("./features/info/PrivacyPage")),
  },
  {
    path: "cookies",
    ...ssrPage("src/features/info/CookiesPage.tsx", () => import("./features/info/CookiesPage")),
  },
  { path: "*", ...page(() => import("./features/not-found/NotFoundPage")) },
];

/** The same routes as objects, for matchRoutes. */
const matchTable: RouteObject[] = [
  { path: "/admin/*" },
  {
    path: "/",
    children: pages.map((p): RouteObject =>
      p.path ? { path: p.path, handle: p } : { index: true, handle: p },
    ),
  },
];

/** The layout's pages matching `pathname`, in either language (none for the admin console or an unknown path outside the layout). */
export function matchPages(pathname: string): PageRoute[] {
  return matchPagesWithParams(pathname).pages;
}

/** matchPages, with the route's parameters (`{ testId: "cbc" }` for /tests/cbc). */
export function matchPagesWithParams(pathname: string): {
  pages: PageRoute[];
  params: Record<string, string | undefined>;
} {
  const matches = matchRoutes(matchTable, pathWithoutLocale(pathname)) ?? [];
  const pages = matches
    .map((m) => m.route.handle as PageRoute | undefined)
    .filter((p): p is PageRoute => !!p);
  return { pages, params: matches.at(-1)?.params ?? {} };
}

/** The app's routes: the admin console (its own route tree, fully lazy) and the public layout with its pages; the keyboard and screen reader helpers of both. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <>
      <Accessibility />
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoader fullScreen />}>
          <Routes>
            <Route path="/admin/*" element={<AdminRoutes />} />
            <Route element={<Layout />}>
              {pages.map(({ path, Page }) =>
                path ? (
                  <Route key={path} path={path} element={<Page />} />
                ) : (
                  <Route key="" index element={<Page />} />
                ),
              )}
            </Route>
          </Routes>
          <HydratedMarker />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}
