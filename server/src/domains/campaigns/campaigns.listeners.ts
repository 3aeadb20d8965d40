import type { WorkerDeps } from "../../context";
import type { EventBus } from "../../events/event-bus";
import "../publishing-engine/publishing-engine.events";
import { completeCampaignIfDone } from "./complete-campaigns";

/**
 * When a post of a campaign settles, the campaign completes if its end has passed and nothing is
 * left to publish. The event's rolled-up status is used for that post, so the answer does not
 * depend on whether the engine's bridge copied it onto the post first. The periodic check
 * (campaigns.jobs.ts) covers campaigns whose end passes after their last post settled.
 */
export const subscribeCampaigns = (events: EventBus, deps: WorkerDeps): void => {
  events.on("publishing.post_settled", async ({ campaignId, postId, status }) => {
    if (campaignId) {
      await completeCampaignIfDone(deps, campaignId, { postId, status });
    }
  });
};
