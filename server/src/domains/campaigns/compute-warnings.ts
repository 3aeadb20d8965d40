import { and, between, eq, inArray, ne, sql } from "drizzle-orm";
import { CAMPAIGN_LIMITS, postWarnings, type PostWarning } from "@wordloom/shared/rules";
import type { Database } from "../../db/client";
import { campaignPostTargets, campaignPosts, type CampaignPostRow } from "./campaigns.tables";
import type { PostDetails } from "./post-details";

/** The text as the duplicate rule compares it (shared/rules/post-warnings.ts normalizes the same way). */
const normalizedContent = sql`lower(regexp_replace(btrim(${campaignPosts.content}), '\\s+', ' ', 'g'))`;

/**
 * Duplicate content, clashing times on one account and X's price (shared/rules/post-warnings.ts),
 * against only the posts that could match: the same text, or one of the post's accounts within the
 * clash window. Two narrow queries instead of reading the whole campaign, so a save stays fast in a
 * campaign of hundreds of posts.
 */
export const computeWarnings = async (
  db: Pick<Database, "select" | "selectDistinct">,
  post: CampaignPostRow,
  details: PostDetails,
): Promise<PostWarning[]> => {
  const accountIds = [...new Set(details.targets.map((target) => target.accountId))];
  const text = post.content.trim().replace(/\s+/g, " ").toLowerCase();
  const windowMs = CAMPAIGN_LIMITS.tooCloseMinutes * 60_000;
  const [sameText, near] = await Promise.all([
    text.length >= CAMPAIGN_LIMITS.duplicateMinChars
      ? db
          .select({
            id: campaignPosts.id,
            content: campaignPosts.content,
            xContent: campaignPosts.xContent,
            publishAt: campaignPosts.publishAt,
          })
          .from(campaignPosts)
          .where(and(eq(campaignPosts.campaignId, post.campaignId), ne(campaignPosts.id, post.id), sql`${normalizedContent} = ${text}`))
      : Promise.resolve([]),
    accountIds.length
      ? db
          .selectDistinct({
            id: campaignPosts.id,
            content: campaignPosts.content,
            xContent: campaignPosts.xContent,
            publishAt: campaignPosts.publishAt,
          })
          .from(campaignPosts)
          .innerJoin(campaignPostTargets, eq(campaignPostTargets.postId, campaignPosts.id))
          .where(
            and(
              eq(campaignPosts.campaignId, post.campaignId),
              ne(campaignPosts.id, post.id),
              between(
                campaignPosts.publishAt,
                new Date(post.publishAt.getTime() - windowMs + 1),
                new Date(post.publishAt.getTime() + windowMs - 1),
              ),
              inArray(campaignPostTargets.accountId, accountIds),
            ),
          )
      : Promise.resolve([]),
  ]);
  const others = new Map([...sameText, ...near].map((other) => [other.id, { ...other, accountIds: [] as string[] }]));
  for (const other of near) {
    const entry = others.get(other.id);
    if (entry) {
      entry.accountIds = accountIds;
    }
  }
  return postWarnings(
    {
      id: post.id,
      content: post.content,
      xContent: post.xContent,
      publishAt: post.publishAt,
      accountIds,
      hasXTarget: details.targets.some((target) => target.platform === "x"),
      hasLinkMedia: details.media.some((item) => item.kind === "url" && item.purpose === "post"),
    },
    [...others.values()].map((other) => ({ ...other, hasXTarget: false, hasLinkMedia: false })),
  );
};
