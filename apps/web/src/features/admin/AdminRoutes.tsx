/**
 * The admin console's route tree, loaded lazily for /admin/*. Admins get every section; lab staff get
 * Bookings, Day view and a read-only Insurance (their labs' networks); other sections show "no
 * access" (the server refuses them too). Visitors go to /auth (and come back after signing in), other
 * signed-in users see a refusal. Each screen is its own lazy chunk (the dashboard's charts are the
 * heaviest), so opening one section loads only that one.
 */
import { lazy, Suspense } from "react";
import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { Link, Navigate, Route, Routes, useLocation } from "react-router-dom";
import { messages } from "@labcompare/validators/messages";
import { PageLoader } from "../../components/PageLoader";
import { useMe } from "../../lib/auth";
import { AdminLayout } from "./AdminLayout";
import { adminHome } from "./nav";

const AdminDashboardPage = lazy(() => import("./dashboard/AdminDashboardPage"));
const AdminBookingsPage = lazy(() => import("./bookings/AdminBookingsPage"));
const AdminDayViewPage = lazy(() => import("./bookings/AdminDayViewPage"));
const AdminTestsPage = lazy(() => import("./tests/AdminTestsPage"));
const AdminLabsPage = lazy(() => import("./labs/AdminLabsPage"));
const AdminCategoriesPage = lazy(() => import("./categories/AdminCategoriesPage"));
const AdminOffersPage = lazy(() => import("./offers/AdminOffersPage"));
const AdminUsersPage = lazy(() => import("./users/AdminUsersPage"));
const AdminBlogPostsPage = lazy(() => import("./blog/AdminBlogPostsPage"));
const AdminBlogPostFormPage = lazy(() => import("./blog/AdminBlogPostFormPage"));
const AdminResourcesPage = lazy(() => import("./resources/AdminResourcesPage"));
const AdminSeoPage = lazy(() => import("./seo/AdminSeoPage"));
const AdminAuditLogPage = lazy(() => import("./audit-log/AdminAuditLogPage"));
const AdminEmailsPage = lazy(() => import("./emails/AdminEmailsPage"));
const AdminSiteSettingsPage = lazy(() => import("./settings/AdminSiteSettingsPage"));
const AdminInsurancePage = lazy(() => import("./insurance/AdminInsurancePage"));
const LabNetworksPage = lazy(() => import("./insurance/LabNetworksPage"));

/** "No access" in place of an admin-only section, for lab staff. */
function NoAccess() {
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>No access</Title>
      <Text c="dimmed">
        This section is for administrators. Lab staff can use Bookings, Day view and Insurance.
      </Text>
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
          <Route path="dashboard" element={adminOnly(<AdminDashboardPage />)} />
          <Route path="bookings" element={<AdminBookingsPage />} />
          <Route path="day-view" element={<AdminDayViewPage />} />
          <Route path="tests" element={adminOnly(<AdminTestsPage />)} />
          <Route path="labs" element={adminOnly(<AdminLabsPage />)} />
          <Route path="categories" element={adminOnly(<AdminCategoriesPage />)} />
          <Route path="offers" element={adminOnly(<AdminOffersPage />)} />
          <Route path="insurance" element={user.isAdmin ? <AdminInsurancePage /> : <LabNetworksPage />} />
          <Route path="users" element={adminOnly(<AdminUsersPage />)} />
          <Route path="blog-posts" element={adminOnly(<AdminBlogPostsPage />)} />
          <Route path="blog-posts/new" element={adminOnly(<AdminBlogPostFormPage />)} />
          <Route path="blog-posts/edit/:postId" element={adminOnly(<AdminBlogPostFormPage />)} />
          <Route path="resources" element={adminOnly(<AdminResourcesPage />)} />
          <Route path="seo" element={adminOnly(<AdminSeoPage />)} />
          <Route path="audit-log" element={adminOnly(<AdminAuditLogPage />)} />
          <Route path="emails" element={adminOnly(<AdminEmailsPage />)} />
          <Route path="site-settings" element={adminOnly(<AdminSiteSettingsPage />)} />
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
