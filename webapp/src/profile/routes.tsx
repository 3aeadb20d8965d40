import type { RouteObject } from "react-router";
import { lazyRoute } from "../ui/lazy-route";

/** Routes under /:product/app for the profile. */
export const profileRoutes: RouteObject[] = [
  {
    path: "profile",
    lazy: lazyRoute(
      () => import("./ProfilePage"),
      (module) => module.ProfilePage,
    ),
  },
];
