import type { WorkerDeps } from "../../context";
import type { EventBus } from "../../events/event-bus";
import { applyOutcomeToCampaign, syncCampaign, syncCampaignPost } from "./campaign-bridge";
import { cancelPostPublishing, holdCampaignPublishing } from "./plan-publishing";
import { settleUnknownTargets } from "./settle-unknown";

/**
 * The engine follows the campaigns' events (campaigns.events.ts): activation, resume and a changed
 * start plan the campaign's posts; pause holds them; a post's edits, moves and restriction re-plan
 * it; deletions remove it. Each handler runs the engine's own transaction; the minute sweep covers
 * a crash between the campaign's commit and the handler.
 */
export const subscribePublishingEngine = (events: EventBus, deps: WorkerDeps): void => {
  events.on("campaign.activated", ({ campaignId }) => syncCampaign(deps, campaignId));
  events.on("campaign.resumed", ({ campaignId }) => syncCampaign(deps, campaignId));
  events.on("campaign.updated", ({ campaignId }) => syncCampaign(deps, campaignId));
  events.on("campaign.paused", ({ campaignId }) => holdCampaignPublishing(deps, campaignId, true));
  events.on("campaign.deleted", async ({ postIds }) => {
    for (const postId of postIds) {
      await cancelPostPublishing(deps, postId);
    }
  });
  for (const name of ["post.created", "post.updated", "post.moved", "post.restricted"] as const) {
    events.on(name, ({ postId }) => syncCampaignPost(deps, postId));
  }
  // Check Status (5-second cooldown, campaigns): an unknown outcome is looked up at the platform.
  events.on("post.status_requested", async ({ postId }) => {
    await settleUnknownTargets(deps, { postIds: [postId] });
  });
  events.on("post.deleted", ({ postId }) => cancelPostPublishing(deps, postId));
  events.on("publishing.post_settled", (outcome) => applyOutcomeToCampaign(deps, outcome));
};
