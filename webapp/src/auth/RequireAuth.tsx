import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useSession } from "../api/session";

/** Signed-in pages: anonymous users go to sign-in and come back afterwards. */
export const RequireAuth = ({ children }: { children: ReactNode }) => {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/auth?next=${encodeURIComponent(next)}`} replace />;
  }
  return children;
};

/** Only same-site paths are followed after sign-in. */
export const safeNext = (next: string | null, fallback: string): string =>
  next && next.startsWith("/") && !next.startsWith("//") ? next : fallback;
