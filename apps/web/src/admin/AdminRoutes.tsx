/**
 * The admin console's route tree, loaded lazily for /admin/*. Only admins get in: visitors go to
 * /auth (and come back after signing in), signed-in non-admins see a refusal. Each screen is its own
 * lazy chunk (the dashboard's charts are the heaviest), so opening one section loads only that one.
 */
import "@mantine/dates/styles.css";
import "@mantine/charts/styles.css";
import { lazy, Suspense } from "react";
import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { Link, Navigate, Route, Routes, useLocation } from "react-router-dom";
import { messages } from "@labcompare/validators/messages";
import { PageLoader } from "../components/PageLoader";
import { useMe } from "../lib/auth";
import { AdminLayout } from "./AdminLayout";

const DashboardPage = lazy(() => import("./pages/DashboardPage"));
const BookingsPage = lazy(() => import("./pages/BookingsPage"));
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

/** Guards /admin/* (admins only) and maps each admin path to its screen inside the console frame. */
export function AdminRoutes() {
  const { user, isPending } = useMe();
  const location = useLocation();

  if (isPending) return <PageLoader fullScreen />;
  if (!user) {
    const redirect = `${location.pathname}${location.search}`;
    return <Navigate to={`/auth?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  if (!user.isAdmin) {
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

  return (
    <AdminLayout email={user.email}>
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route index element={<Navigate to="dashboard" replace />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="bookings" element={<BookingsPage />} />
          <Route path="tests" element={<TestsPage />} />
          <Route path="labs" element={<LabsPage />} />
          <Route path="categories" element={<CategoriesPage />} />
          <Route path="offers" element={<OffersPage />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="blog-posts" element={<BlogPostsPage />} />
          <Route path="blog-posts/new" element={<BlogPostFormPage />} />
          <Route path="blog-posts/edit/:postId" element={<BlogPostFormPage />} />
          <Route path="resources" element={<ResourcesPage />} />
          <Route path="seo" element={<SeoPage />} />
          <Route path="audit-log" element={<AuditLogPage />} />
          <Route
            path="*"
            element={
              <Stack gap="md" align="flex-start">
                <Title order={1}>Oops! Page not found</Title>
                <Button component={Link} to="/admin/dashboard">
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
