import type { RouteObject } from "react-router";
import { lazyRoute } from "../ui/lazy-route";

/** Routes under /:product/app for documents. */
export const documentRoutes: RouteObject[] = [
  { index: true, lazy: lazyRoute(() => import("./DocumentPage"), (module) => module.DocumentPage) },
  { path: "list", lazy: lazyRoute(() => import("./DocumentsHome"), (module) => module.DocumentsHome) },
];
