import type { RouteObject } from "react-router";
import { lazyRoute } from "../ui/lazy-route";

/** Routes under /:product/app for the creation panes. */
export const generateRoutes: RouteObject[] = [
  {
    path: "create/:kind",
    lazy: lazyRoute(
      () => import("./CreatePage"),
      (module) => module.CreatePage,
    ),
  },
];
