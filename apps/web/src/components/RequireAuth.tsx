import { Navigate, useLocation } from "react-router-dom";
import { useMe } from "../lib/auth";
import { PageLoader } from "./PageLoader";

/**
 * Renders its children for signed-in users; sends visitors to /auth?redirect={this page} so they
 * come back after signing in (the dashboard, the profile and a booking's page are for signed-in users).
 * While the session is checked it shows a loader, or with `eager` the children themselves: a page
 * whose own queries need the session anyway (refused for a visitor) fetches them beside the check.
 */
export function RequireAuth({ children, eager = false }: { children: React.ReactNode; eager?: boolean }) {
  const { user, isPending } = useMe();
  const location = useLocation();

  if (isPending) return eager ? <>{children}</> : <PageLoader />;
  if (!user) {
    const redirect = `${location.pathname}${location.search}`;
    return <Navigate to={`/auth?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  return <>{children}</>;
}
