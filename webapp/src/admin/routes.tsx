import { Navigate, type RouteObject } from "react-router";
import { lazyRoute } from "../ui/lazy-route";

/**
 * The admin area (spec document 1 §2, §6): its own sign-in and session. Every screen is loaded on
 * demand, so admin code is its own chunk and never loads for normal users.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: "/admin/login",
    lazy: lazyRoute(
      () => import("./AdminLoginPage"),
      (module) => module.AdminLoginPage,
    ),
  },
  {
    path: "/admin",
    lazy: lazyRoute(
      () => import("./AdminLayout"),
      (module) => module.AdminLayout,
    ),
    children: [
      // A literal, not ADMIN_HOME_PATH: this file is in the main bundle and must not pull admin modules into it.
      { index: true, element: <Navigate to="/admin/users" replace /> },
      {
        path: "users",
        lazy: lazyRoute(
          () => import("./UsersPage"),
          (module) => module.UsersPage,
        ),
      },
      {
        path: "reference-works",
        lazy: lazyRoute(
          () => import("./ReferenceWorksPage"),
          (module) => module.ReferenceWorksPage,
        ),
      },
      {
        path: "exercises",
        lazy: lazyRoute(
          () => import("./exercise-catalogue/ExerciseCataloguePage"),
          (module) => module.ExerciseCataloguePage,
        ),
      },
    ],
  },
];
