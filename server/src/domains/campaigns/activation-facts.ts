import { and, eq, inArray } from "drizzle-orm";
import type { PublishingPlatformId } from "@wordloom/shared/rules";
import type { Database } from "../../db/client";
import { socialAccounts } from "../social-accounts/social-accounts.tables";
import { campaignPostTargets, campaignPosts, type CampaignPostRow } from "./campaigns.tables";

export interface PendingPost {
  row: CampaignPostRow;
  platforms: PublishingPlatformId[];
  /** Platforms whose account must be linked again. */
  unlinked: PublishingPlatformId[];
}

/** The campaign's pending posts with the platforms of their accounts (what activation and resume decide on). */
export const loadPendingPosts = async (db: Pick<Database, "select">, campaignId: string): Promise<PendingPost[]> => {
  const rows = await db
    .select()
    .from(campaignPosts)
    .where(and(eq(campaignPosts.campaignId, campaignId), eq(campaignPosts.status, "pending")));
  const ids = rows.map((row) => row.id);
  const targets = ids.length
    ? await db
        .select({ postId: campaignPostTargets.postId, platform: campaignPostTargets.platform, status: socialAccounts.status })
        .from(campaignPostTargets)
        .innerJoin(socialAccounts, eq(socialAccounts.id, campaignPostTargets.accountId))
        .where(inArray(campaignPostTargets.postId, ids))
    : [];
  return rows.map((row) => {
    const mine = targets.filter((target) => target.postId === row.id);
    return {
      row,
      platforms: mine.map((target) => target.platform),
      unlinked: mine.filter((target) => target.status !== "linked").map((target) => target.platform),
    };
  });
};

/** Posts that will be published: pending, not restricted, with at least one account. */
export const publishablePosts = (posts: readonly PendingPost[]) =>
  posts.filter((post) => !post.row.isRestricted && post.platforms.length > 0);

/** Spec 4 §4: a pending LinkedIn post without own comments (warned before activation). */
export const postsMissingLinkedInComments = (posts: readonly PendingPost[]): string[] =>
  publishablePosts(posts)
    .filter((post) => post.platforms.includes("linkedin") && (post.row.ownComments.linkedin ?? []).length === 0)
    .map((post) => post.row.id);

/** The platforms to link again before the campaign can publish. */
export const platformsNeedingLinking = (posts: readonly PendingPost[]): PublishingPlatformId[] => [
  ...new Set(publishablePosts(posts).flatMap((post) => post.unlinked)),
];
