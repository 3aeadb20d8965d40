import { CAMPAIGN_MESSAGES } from "@wordloom/shared/rules";
import type { CampaignAbilities } from "@wordloom/shared/model";
import type { UserRow } from "../account/users.tables";
import { allowed, definePolicy } from "../../policies/index";
import type { CampaignRow } from "./campaigns.tables";

export type CampaignActor = Pick<UserRow, "id">;
type CampaignFacts = Pick<CampaignRow, "ownerId" | "status">;

const notCompleted = (campaign: CampaignFacts) => (campaign.status === "completed" ? { conflict: CAMPAIGN_MESSAGES.completed } : true);

/**
 * A campaign is its owner's (spec document 4 §6: the owner edits, deletes, shares, moves dates).
 * Everyone else is answered 404. Reviewers of a shared campaign come with the collaboration issue:
 * until then `see` admits the owner only, and `share` answers whether the Share button shows
 * (hidden when active or completed, spec 4 §2).
 */
export const campaignPolicy = definePolicy({
  notFound: CAMPAIGN_MESSAGES.notFound,
  see: (actor: CampaignActor, campaign: CampaignFacts) => campaign.ownerId === actor.id,
  rules: {
    read: () => true,
    update: (_actor, campaign) => notCompleted(campaign),
    delete: () => true,
    share: (_actor, campaign) => campaign.status !== "active" && campaign.status !== "completed",
    activate: (_actor, campaign) => (campaign.status === "pending" ? true : { conflict: CAMPAIGN_MESSAGES.notPending }),
    pause: (_actor, campaign) => (campaign.status === "active" ? true : { conflict: CAMPAIGN_MESSAGES.notActive }),
    resume: (_actor, campaign) => (campaign.status === "paused" ? true : { conflict: CAMPAIGN_MESSAGES.notPaused }),
    createPost: (_actor, campaign) => notCompleted(campaign),
    manageCalendarFeed: () => true,
  },
});

export type CampaignAction = keyof typeof campaignPolicy.rules;

/** The abilities the client renders from (`campaign.can`). */
export const campaignAbilities = (actor: CampaignActor, campaign: CampaignFacts): CampaignAbilities => ({
  edit: allowed(campaignPolicy, actor, "update", campaign),
  delete: allowed(campaignPolicy, actor, "delete", campaign),
  share: allowed(campaignPolicy, actor, "share", campaign),
  activate: allowed(campaignPolicy, actor, "activate", campaign),
  pause: allowed(campaignPolicy, actor, "pause", campaign),
  resume: allowed(campaignPolicy, actor, "resume", campaign),
  createPost: allowed(campaignPolicy, actor, "createPost", campaign),
  manageCalendarFeed: allowed(campaignPolicy, actor, "manageCalendarFeed", campaign),
});
