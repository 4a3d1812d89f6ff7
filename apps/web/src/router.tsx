/**
 * Routes. Only the layout (navigation bar and footer) is in the first bundle; every page is a lazy
 * route, so visitors never download the booking, dashboard or admin code until they go there.
 */
import { createBrowserRouter, type RouteObject } from "react-router-dom";
import { Layout } from "./components/Layout";
import { PageLoader } from "./components/PageLoader";
import { RouteError } from "./components/RouteError";

const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, "lazy"> => ({
  lazy: async () => ({ Component: (await load()).default }),
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
          { index: true, ...page(() => import("./pages/HomePage")) },
          { path: "auth", ...page(() => import("./pages/AuthPage")) },
          { path: "reset-password", ...page(() => import("./pages/account/ResetPasswordPage")) },
          { path: "verify-email", ...page(() => import("./pages/account/VerifyEmailPage")) },
          { path: "confirm-email", ...page(() => import("./pages/account/ConfirmEmailPage")) },
          { path: "search", ...page(() => import("./pages/SearchPage")) },
          { path: "product/:categoryId", ...page(() => import("./pages/CategoryPage")) },
          { path: "product/:categoryId/test/:testId", ...page(() => import("./pages/TestDetailPage")) },
          { path: "tests/:testId", ...page(() => import("./pages/TestDetailPage")) },
          { path: "book/:testId", ...page(() => import("./pages/booking/BookingPage")) },
          { path: "bookings/:reference", ...page(() => import("./pages/booking-detail/BookingDetailPage")) },
          { path: "dashboard", ...page(() => import("./pages/dashboard/DashboardPage")) },
          { path: "profile", ...page(() => import("./pages/ProfilePage")) },
          { path: "labs", ...page(() => import("./pages/info/LabsPage")) },
          { path: "labs/:slug", ...page(() => import("./pages/lab/LabPage")) },
          { path: "basket", ...page(() => import("./pages/basket/BasketPage")) },
          { path: "about", ...page(() => import("./pages/info/AboutPage")) },
          { path: "faqs", ...page(() => import("./pages/info/FaqsPage")) },
          { path: "resources", ...page(() => import("./pages/info/ResourcesPage")) },
          { path: "blog/:postId", ...page(() => import("./pages/BlogPostPage")) },
          { path: "terms", ...page(() => import("./pages/info/TermsPage")) },
          { path: "privacy", ...page(() => import("./pages/info/PrivacyPage")) },
          { path: "cookies", ...page(() => import("./pages/info/CookiesPage")) },
          { path: "*", ...page(() => import("./pages/NotFoundPage")) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
