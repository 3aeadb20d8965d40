import type { RouteObject } from "react-router";
import { lazyRoute } from "../ui/lazy-route";

/** Routes under /:product/app for brand voices and their tone-styles (spec document 1 §3, document 3 §4.5). */
export const brandVoiceRoutes: RouteObject[] = [
  {
    path: "brand-voices",
    lazy: lazyRoute(
      () => import("./BrandVoicesPage"),
      (module) => module.BrandVoicesPage,
    ),
  },
  {
    path: "brand-voices/new",
    lazy: lazyRoute(
      () => import("./BrandVoiceEditPage"),
      (module) => module.BrandVoiceEditPage,
    ),
  },
  {
    path: "brand-voices/:id",
    lazy: lazyRoute(
      () => import("./BrandVoiceEditPage"),
      (module) => module.BrandVoiceEditPage,
    ),
  },
];
