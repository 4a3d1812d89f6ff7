/**
 * The admin console's route tree, loaded lazily for /admin/*. Only admins get in: visitors go to
 * /auth (and come back after signing in), signed-in non-admins see a refusal.
 *
 * To build a section, replace its <AdminPlaceholder> element below with the real screen (keep the
 * screens in this folder so they stay out of the public bundle).
 */
import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { Link, Navigate, Route, Routes, useLocation } from "react-router-dom";
import { messages } from "@labcompare/validators/messages";
import { PageLoader } from "../components/PageLoader";
import { useMe } from "../lib/auth";
import { AdminLayout } from "./AdminLayout";
import { AdminPlaceholder } from "./AdminPlaceholder";
import { ADMIN_SECTIONS } from "./nav";

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
      <Container size="sm" py={120}>
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

  const section = (path: string) => ADMIN_SECTIONS.find((s) => s.path === path)!;
  return (
    <AdminLayout email={user.email}>
      <Routes>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route
          path="dashboard"
          element={<AdminPlaceholder title="Admin console" description="Welcome to the LabCompare UAE admin console." />}
        />
        {ADMIN_SECTIONS.filter((s) => s.path !== "dashboard").map((s) => (
          <Route key={s.path} path={s.path} element={<AdminPlaceholder title={s.label} description={s.description} />} />
        ))}
        <Route path="blog-posts/new" element={<AdminPlaceholder title="New Post" description={section("blog-posts").description} />} />
        <Route
          path="blog-posts/edit/:postId"
          element={<AdminPlaceholder title="Edit Post" description={section("blog-posts").description} />}
        />
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
    </AdminLayout>
  );
}
