import type { RouteObject } from "react-router";
import { lazyRoute } from "../ui/lazy-route";

/** app/campaigns, app/campaigns/{id}, app/campaign and app/campaign/post/{postId} (spec document 1 §2, document 4 §2). */
export const campaignRoutes: RouteObject[] = [
  {
    path: "campaigns",
    lazy: lazyRoute(
      () => import("./CampaignsPage"),
      (module) => module.CampaignsPage,
    ),
  },
  {
    path: "campaigns/:campaignId",
    lazy: lazyRoute(
      () => import("./CampaignPage"),
      (module) => module.CampaignPage,
    ),
  },
  {
    path: "campaign",
    lazy: lazyRoute(
      () => import("./LatestCampaignPage"),
      (module) => module.LatestCampaignPage,
    ),
  },
  {
    path: "campaign/post/:postId",
    lazy: lazyRoute(
      () => import("./post/PostEditorPage"),
      (module) => module.PostEditorPage,
    ),
  },
];
