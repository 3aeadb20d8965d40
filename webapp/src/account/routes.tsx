import type { RouteObject } from "react-router";
import { lazyRoute } from "../ui/lazy-route";

/** Routes under /:product/app for the account and feature usage. */
export const accountRoutes: RouteObject[] = [
  {
    path: "account",
    lazy: lazyRoute(
      () => import("./AccountPage"),
      (module) => module.AccountPage,
    ),
  },
];
