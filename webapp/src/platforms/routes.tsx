import type { RouteObject } from "react-router";
import { lazyRoute } from "../ui/lazy-route";

/** app/platforms under /:product/app (spec document 1 §2, document 4 §2). */
export const platformRoutes: RouteObject[] = [
  {
    path: "platforms",
    lazy: lazyRoute(
      () => import("./PlatformsPage"),
      (module) => module.PlatformsPage,
    ),
  },
];

/** Where a platform's consent page sends the browser back (the redirect URI the server registers). */
export const platformOuterRoutes: RouteObject[] = [
  {
    path: "/oauth/callback/:platform",
    lazy: lazyRoute(
      () => import("./OAuthCallbackPage"),
      (module) => module.OAuthCallbackPage,
    ),
  },
];
