import type { RouteObject } from "react-router";
import { lazyRoute } from "../ui/lazy-route";

const list = (path: string, load: () => Promise<{ default: React.ComponentType }>): RouteObject => ({
  path,
  lazy: lazyRoute(load, (module) => module.default),
});

/** The Explore Public Posts screens under /:product/app (spec document 1 §2). */
export const publicationRoutes: RouteObject[] = [
  list("publications/trending", () => import("./explore/TrendingPage")),
  list("publications/recommended", () => import("./explore/RecommendedPage")),
  list("publications/mine", () => import("./explore/MyPublicPostsPage")),
  list("saved", () => import("./explore/SavedPage")),
];

/** /saved (spec document 1 §2: Read later) opens the Saved list inside the signed-in frame. */
export const publicationOuterRoutes: RouteObject[] = [
  {
    path: "/saved",
    lazy: lazyRoute(
      () => import("./explore/SavedRedirect"),
      (module) => module.SavedRedirect,
    ),
  },
];
