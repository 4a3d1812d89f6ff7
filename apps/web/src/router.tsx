/**
 * Routes. Only the layout (navigation bar and footer) is in the first bundle; every page is a lazy
 * route, so visitors never download the booking, dashboard or admin code until they go there.
 * The browser router is made in main.tsx, the server's static router in entry-server.tsx.
 *
 * Public pages that the server renders carry their source module in `handle.module` (the key of the
 * page's chunk in Vite's manifest), so the server can link the chunk's CSS and JavaScript in the
 * HTML; scripts/size-budget.ts checks that every such module is in the manifest.
 */
import type { RouteObject } from "react-router-dom";
import { Layout } from "./components/Layout";
import { PageLoader } from "./components/PageLoader";
import { RouteError } from "./components/RouteError";

/** What the server needs to know of a route: the page's source module (Vite manifest key). */
export interface RouteHandle {
  module: string;
}

const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, "lazy"> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** A page the server renders: its lazy chunk and its module path ("src/pages/….tsx") for the manifest. */
const ssrPage = (module: string, load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, "lazy" | "handle"> => ({
  ...page(load),
  handle: { module } satisfies RouteHandle,
});

export const routes: RouteObject[] = [
  {
    path: "/admin/*",
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader fullScreen />,
    lazy: async () => ({ Component: (await import("./admin/AdminRoutes")).AdminRoutes }),
  },
  {
    element: <Layout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader fullScreen />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, ...ssrPage("src/pages/HomePage.tsx", () => import("./pages/HomePage")) },
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
        ],
      },
    ],
  },
];

