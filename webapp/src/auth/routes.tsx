import { Navigate, type RouteObject } from "react-router";
import { lazyRoute } from "../ui/lazy-route";

/** Sign-in and sign-out, outside the signed-in frame. */
export const authRoutes: RouteObject[] = [
  {
    path: "/auth",
    lazy: lazyRoute(
      () => import("./AuthPage"),
      (module) => module.AuthPage,
    ),
  },
  { path: "/contentcraft/auth", element: <Navigate to="/auth" replace /> },
  {
    path: "/logout",
    lazy: lazyRoute(
      () => import("./LogoutRoute"),
      (module) => module.LogoutRoute,
    ),
  },
  // The Word add-in's sign-in, in an Office dialog.
  {
    path: "/mso-auth",
    lazy: lazyRoute(
      () => import("./MsoAuthPage"),
      (module) => module.MsoAuthPage,
    ),
  },
];
