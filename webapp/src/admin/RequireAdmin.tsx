import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { adminLoginPath } from "./admin-paths";
import { useAdminSession, useAdminSessionEnd } from "./admin-session";

/**
 * Admin pages: without an admin session (never signed in, expired, or signed out) the admin goes to
 * /admin/login. Only a deliberate sign-out forgets the page the admin was on.
 */
export const RequireAdmin = ({ children }: { children: ReactNode }) => {
  const session = useAdminSession();
  const ended = useAdminSessionEnd();
  const location = useLocation();
  if (!session) {
    const next = ended === "signed-out" ? undefined : `${location.pathname}${location.search}`;
    return <Navigate to={adminLoginPath(next)} replace />;
  }
  return children;
};
