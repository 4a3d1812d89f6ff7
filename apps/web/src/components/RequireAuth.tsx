import { Navigate, useLocation } from "react-router-dom";
import { useMe } from "../lib/auth";
import { PageLoader } from "./PageLoader";

/**
 * Renders its children for signed-in users; sends visitors to /auth?redirect={this page} so they
 * come back after signing in (the dashboard, the profile and a booking's page are for signed-in users).
 */
export function RequireAuth({ children }: { children: React.ReactNode }) {
  const { user, isPending } = useMe();
  const location = useLocation();

  if (isPending) return <PageLoader />;
  if (!user) {
    const redirect = `${location.pathname}${location.search}`;
    return <Navigate to={`/auth?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  return <>{children}</>;
}
