import type { LoaderFunctionArgs, RouteObject } from "react-router";
import { sessionStore } from "../api/session";
import { lazyRoute } from "../ui/lazy-route";
import { prefetchCampaignPage } from "./campaign-queries";

/**
 * A campaign's first requests (the campaign, then the cards of the month its calendar opens on)
 * start as soon as the URL matches, in parallel with the screen's code; nothing waits for them here.
 * campaign-queries.ts only needs what the app's first chunk holds (the API client, the query
 * client), so it is imported here rather than loaded as one more chunk before the first request.
 */
const prefetchCampaign = ({ params, request }: LoaderFunctionArgs) => {
  const id = params.campaignId;
  if (id && sessionStore.get()) {
    const mode = new URL(request.url).searchParams.get("mode");
    prefetchCampaignPage(id, mode === null || mode === "campaign").catch(() => undefined);
  }
  return null;
};

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
    loader: prefetchCampaign,
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
