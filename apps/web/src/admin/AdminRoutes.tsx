/**
 * The admin console's route tree, loaded lazily for /admin/*. Admins get every section; lab staff get
 * Bookings and Day view (other sections show "no access"; the server refuses them too). Visitors go
 * to /auth (and come back after signing in), other signed-in users see a refusal. Each screen is its
 * own lazy chunk (the dashboard's charts are the heaviest), so opening one section loads only that one.
 */
import { lazy, Suspense } from "react";
import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { Link, Navigate, Route, Routes, useLocation } from "react-router-dom";
import { messages } from "@labcompare/validators/messages";
import { PageLoader } from "../components/PageLoader";
import { useMe } from "../lib/auth";
import { AdminLayout } from "./AdminLayout";
import { adminHome } from "./nav";

const DashboardPage = lazy(() => import("./pages/DashboardPage"));
const BookingsPage = lazy(() => import("./pages/BookingsPage"));
const DayViewPage = lazy(() => import("./pages/DayViewPage"));
const TestsPage = lazy(() => import("./pages/TestsPage"));
const LabsPage = lazy(() => import("./pages/LabsPage"));
const CategoriesPage = lazy(() => import("./pages/CategoriesPage"));
const OffersPage = lazy(() => import("./pages/OffersPage"));
const UsersPage = lazy(() => import("./pages/UsersPage"));
const BlogPostsPage = lazy(() => import("./pages/BlogPostsPage"));
const BlogPostFormPage = lazy(() => import("./pages/BlogPostFormPage"));
const ResourcesPage = lazy(() => import("./pages/ResourcesPage"));
const SeoPage = lazy(() => import("./pages/SeoPage"));
const AuditLogPage = lazy(() => import("./pages/AuditLogPage"));
const EmailsPage = lazy(() => import("./pages/EmailsPage"));
const SiteSettingsPage = lazy(() => import("./pages/SiteSettingsPage"));

/** "No access" in place of an admin-only section, for lab staff. */
function NoAccess() {
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>No access</Title>
      <Text c="dimmed">This section is for administrators. Lab staff can use Bookings and Day view.</Text>
      <Button component={Link} to="/admin/bookings">
        Go to Bookings
      </Button>
    </Stack>
  );
}

/** Guards /admin/* (admins; lab staff for lab operations) and maps each admin path to its screen inside the console frame. */
export function AdminRoutes() {
  const { user, isPending } = useMe();
  const location = useLocation();

  if (isPending) return <PageLoader fullScreen />;
  if (!user) {
    const redirect = `${location.pathname}${location.search}`;
    return <Navigate to={`/auth?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  if (!user.isAdmin && !user.isLabStaff) {
    return (
      <Container size="sm" py={120} component="main">
        <Stack align="center" ta="center" gap="md">
          <Title order={1}>Admin access only</Title>
          <Text c="dimmed">{messages.auth.forbidden}</Text>
          <Button component={Link} to="/dashboard">
            Go to Dashboard
          </Button>
        </Stack>
      </Container>
    );
  }

  const adminOnly = (screen: React.ReactNode) => (user.isAdmin ? screen : <NoAccess />);

  return (
    <AdminLayout email={user.email} isAdmin={user.isAdmin}>
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route index element={<Navigate to={adminHome(user)} replace />} />
          <Route path="dashboard" element={adminOnly(<DashboardPage />)} />
          <Route path="bookings" element={<BookingsPage />} />
          <Route path="day-view" element={<DayViewPage />} />
          <Route path="tests" element={adminOnly(<TestsPage />)} />
          <Route path="labs" element={adminOnly(<LabsPage />)} />
          <Route path="categories" element={adminOnly(<CategoriesPage />)} />
          <Route path="offers" element={adminOnly(<OffersPage />)} />
          <Route path="users" element={adminOnly(<UsersPage />)} />
          <Route path="blog-posts" element={adminOnly(<BlogPostsPage />)} />
          <Route path="blog-posts/new" element={adminOnly(<BlogPostFormPage />)} />
          <Route path="blog-posts/edit/:postId" element={adminOnly(<BlogPostFormPage />)} />
          <Route path="resources" element={adminOnly(<ResourcesPage />)} />
          <Route path="seo" element={adminOnly(<SeoPage />)} />
          <Route path="audit-log" element={adminOnly(<AuditLogPage />)} />
          <Route path="emails" element={adminOnly(<EmailsPage />)} />
          <Route path="site-settings" element={adminOnly(<SiteSettingsPage />)} />
          <Route
            path="*"
            element={
              <Stack gap="md" align="flex-start">
                <Title order={1}>Oops! Page not found</Title>
                <Button component={Link} to={adminHome(user)}>
                  Back to the admin console
                </Button>
              </Stack>
            }
          />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}
