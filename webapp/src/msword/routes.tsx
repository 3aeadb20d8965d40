import type { RouteObject } from "react-router";
import { lazyRoute } from "../ui/lazy-route";

/** The screens framed in the Word add-in's pane, signed in over the bridge; outside the app's frame. */
export const mswordRoutes: RouteObject[] = [
  {
    path: "/:product/app/msword",
    lazy: lazyRoute(
      () => import("./MswordPage"),
      (module) => module.MswordPage,
    ),
  },
];
