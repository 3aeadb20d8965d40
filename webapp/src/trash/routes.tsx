import type { RouteObject } from "react-router";
import { lazyRoute } from "../ui/lazy-route";

/** Routes under /:product/app for the trash. */
export const trashRoutes: RouteObject[] = [
  {
    path: "trash",
    lazy: lazyRoute(
      () => import("./TrashPage"),
      (module) => module.TrashPage,
    ),
  },
];
