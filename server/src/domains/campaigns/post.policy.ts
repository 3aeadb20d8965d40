import { CAMPAIGN_MESSAGES } from "@wordloom/shared/rules";
import type { PostAbilities } from "@wordloom/shared/model";
import { allowed, definePolicy } from "../../policies/index";
import type { CampaignActor } from "./campaign.policy";
import type { CampaignPostRow } from "./campaigns.tables";

type PostFacts = Pick<CampaignPostRow, "ownerId" | "status">;

/** Published on at least one platform: posted, or partial (some entries posted, others failed). */
const published = (post: PostFacts) => post.status === "posted" || post.status === "partial";

const pendingOnly = (post: PostFacts, message: string) =>
  post.status === "pending" ? true : { conflict: published(post) ? CAMPAIGN_MESSAGES.alreadyPublished : message };

/**
 * A scheduled post follows its owner (spec document 4 §4, §6): pending posts are edited, moved and
 * restricted; active, posted and partial ones are read-only; a posted or partial post keeps its date
 * ('Your post is already published, so the date cannot be changed.'); a posted one cannot be
 * duplicated (a partial one can: its failed entries are re-uploaded or published from a copy). Anyone else — until
 * the collaboration issue adds active reviewers — is answered 404 with the spec's access-denied text.
 */
export const postPolicy = definePolicy({
  notFound: CAMPAIGN_MESSAGES.accessDenied,
  see: (actor: CampaignActor, post: PostFacts) => post.ownerId === actor.id,
  rules: {
    read: () => true,
    update: (_actor, post) => (post.status === "pending" ? true : { conflict: CAMPAIGN_MESSAGES.readOnly }),
    delete: (_actor, post) => (post.status === "active" ? { conflict: CAMPAIGN_MESSAGES.readOnly } : true),
    clone: (_actor, post) => (post.status === "posted" ? { conflict: CAMPAIGN_MESSAGES.postedNoClone } : true),
    move: (_actor, post) => pendingOnly(post, CAMPAIGN_MESSAGES.readOnly),
    restrict: (_actor, post) => (post.status === "pending" ? true : { conflict: CAMPAIGN_MESSAGES.restrictOnlyPending }),
    checkStatus: () => true,
    /** Reviewers' comments (collaboration issue): nobody yet. */
    comment: () => false,
  },
});

export type PostAction = keyof typeof postPolicy.rules;

/** The abilities the client renders from (`post.can`). */
export const postAbilities = (actor: CampaignActor, post: PostFacts): PostAbilities => ({
  edit: allowed(postPolicy, actor, "update", post),
  delete: allowed(postPolicy, actor, "delete", post),
  clone: allowed(postPolicy, actor, "clone", post),
  move: allowed(postPolicy, actor, "move", post),
  restrict: allowed(postPolicy, actor, "restrict", post),
  checkStatus: post.status === "active" && allowed(postPolicy, actor, "checkStatus", post),
  comment: allowed(postPolicy, actor, "comment", post),
});
