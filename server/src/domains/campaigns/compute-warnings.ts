import { eq, inArray } from "drizzle-orm";
import { postWarnings, type PostWarning } from "@wordloom/shared/rules";
import type { Database } from "../../db/client";
import { campaignPostTargets, campaignPosts, type CampaignPostRow } from "./campaigns.tables";
import type { PostDetails } from "./post-details";

/** Duplicate content, clashing times on one account and X's price, against the campaign's other posts. */
export const computeWarnings = async (
  db: Pick<Database, "select">,
  post: CampaignPostRow,
  details: PostDetails,
): Promise<PostWarning[]> => {
  const others = await db
    .select({ id: campaignPosts.id, content: campaignPosts.content, xContent: campaignPosts.xContent, publishAt: campaignPosts.publishAt })
    .from(campaignPosts)
    .where(eq(campaignPosts.campaignId, post.campaignId));
  const ids = others.map((other) => other.id);
  const targets = ids.length
    ? await db
        .select({ postId: campaignPostTargets.postId, accountId: campaignPostTargets.accountId })
        .from(campaignPostTargets)
        .where(inArray(campaignPostTargets.postId, ids))
    : [];
  const accountsOf = new Map<string, string[]>();
  for (const target of targets) {
    accountsOf.set(target.postId, [...(accountsOf.get(target.postId) ?? []), target.accountId]);
  }
  return postWarnings(
    {
      id: post.id,
      content: post.content,
      xContent: post.xContent,
      publishAt: post.publishAt,
      accountIds: details.targets.map((target) => target.accountId),
      hasXTarget: details.targets.some((target) => target.platform === "x"),
      hasLinkMedia: details.media.some((item) => item.kind === "url" && item.purpose === "post"),
    },
    others.map((other) => ({
      ...other,
      accountIds: accountsOf.get(other.id) ?? [],
      hasXTarget: false,
      hasLinkMedia: false,
    })),
  );
};
