import {
  AdminPublishingTargetListSchema,
  AdminPublishingTargetParamsSchema,
  AdminRetryBodySchema,
  DeletedShortsSchema,
  InstantPostBodySchema,
  PostEntryDetailsSchema,
  PostEntryParamsSchema,
  ProviderHealthListSchema,
  PublishingActionResultSchema,
} from "../../model/publishing-engine";
import { PostParamsSchema } from "../../model/campaigns";
import { OkSchema } from "../../model/common";
import { endpoint } from "../contract";

const tag = "publishing";

/**
 * Publishing a campaign post (spec document 4 §4, §7, §8, §9): instant post, Post Now for one
 * entry, re-upload of a failed entry, a posted entry's details (Facebook, Instagram, YouTube
 * Shorts), deleting a Short; the admin's view of dead-lettered and unknown targets; the providers'
 * health line. Entries are the post's `targets` (their ids).
 */
export const publishingEngineEndpoints = {
  instantPostCampaignPost: endpoint({
    method: "POST",
    path: "/api/campaign-posts/:id/instant-post",
    summary:
      "Publish a post now on its entries (or the chosen ones); 409 'Please select a platform, in order to post instantly.' without one",
    tag,
    auth: "user",
    params: PostParamsSchema,
    body: InstantPostBodySchema,
    response: PublishingActionResultSchema,
    errors: ["UNAUTHENTICATED", "NOT_FOUND", "CONFLICT"],
  }),
  publishCampaignPostEntryNow: endpoint({
    method: "POST",
    path: "/api/campaign-posts/:id/entries/:targetId/post-now",
    summary: "Post Now: publish one not-posted entry now",
    tag,
    auth: "user",
    params: PostEntryParamsSchema,
    response: PublishingActionResultSchema,
    errors: ["UNAUTHENTICATED", "NOT_FOUND", "CONFLICT"],
  }),
  reuploadCampaignPostEntry: endpoint({
    method: "POST",
    path: "/api/campaign-posts/:id/entries/:targetId/reupload",
    summary: "Re-upload a failed entry (postReupload)",
    tag,
    auth: "user",
    params: PostEntryParamsSchema,
    response: PublishingActionResultSchema,
    errors: ["UNAUTHENTICATED", "NOT_FOUND", "CONFLICT"],
  }),
  getCampaignPostEntryDetails: endpoint({
    method: "GET",
    path: "/api/campaign-posts/:id/entries/:targetId/details",
    summary: "A posted entry at the platform: likes and comments (Facebook, Instagram), YouTube Shorts status",
    tag,
    auth: "user",
    params: PostEntryParamsSchema,
    response: PostEntryDetailsSchema,
    errors: ["UNAUTHENTICATED", "NOT_FOUND", "CONFLICT"],
  }),
  deleteCampaignPostShorts: endpoint({
    method: "DELETE",
    path: "/api/campaign-posts/:id/entries/:targetId/shorts",
    summary: "Delete a published YouTube Short: 'You have deleted this Shorts video.'",
    tag,
    auth: "user",
    params: PostEntryParamsSchema,
    response: DeletedShortsSchema,
    errors: ["UNAUTHENTICATED", "NOT_FOUND", "CONFLICT"],
  }),
  getPublishingHealth: endpoint({
    method: "GET",
    path: "/api/platforms/health",
    summary: "Per provider: the last successful publish and the last error kind",
    tag,
    auth: "user",
    response: ProviderHealthListSchema,
    errors: ["UNAUTHENTICATED"],
  }),
  adminListPublishingTargets: endpoint({
    method: "GET",
    path: "/api/admin/publishing/targets",
    summary: "Dead-lettered (failed after retries), outcome-unknown and missed targets, newest first",
    tag,
    auth: "admin",
    response: AdminPublishingTargetListSchema,
    errors: ["UNAUTHENTICATED"],
  }),
  adminRetryPublishingTarget: endpoint({
    method: "POST",
    path: "/api/admin/publishing/targets/:id/retry",
    summary: "Retry one target now (confirm: true — an unknown outcome may already be published)",
    tag,
    auth: "admin",
    params: AdminPublishingTargetParamsSchema,
    body: AdminRetryBodySchema,
    response: OkSchema,
    errors: ["UNAUTHENTICATED", "NOT_FOUND", "CONFLICT"],
  }),
};
