import { useEffect, useRef } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { useMe } from "../lib/auth";
import { notifyError } from "../lib/notify";
import { PageLoader } from "./PageLoader";

interface RequireAuthProps {
  children: React.ReactNode;
  /** Toast shown before sending a visitor to /auth (booking: "Authentication required"). */
  notice?: { title: string; message: string };
}

/**
 * Renders its children for signed-in users; sends visitors to /auth?redirect={this page} so they
 * come back after signing in (SPEC section 6).
 */
export function RequireAuth({ children, notice }: RequireAuthProps) {
  const { user, isPending } = useMe();
  const location = useLocation();
  const noticeShown = useRef(false);
  const signedOut = !isPending && !user;

  useEffect(() => {
    if (signedOut && notice && !noticeShown.current) {
      noticeShown.current = true;
      notifyError(notice.title, notice.message, "auth-required");
    }
  }, [signedOut, notice]);

  if (isPending) return <PageLoader />;
  if (!user) {
    const redirect = `${location.pathname}${location.search}`;
    return <Navigate to={`/auth?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  return <>{children}</>;
}
