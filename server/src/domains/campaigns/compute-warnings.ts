import { and, between, eq, inArray, ne, sql } from "drizzle-orm";
import { CAMPAIGN_LIMITS, postWarnings, type PostWarning } from "@wordloom/shared/rules";
import type { Database } from "../../db/client";
import { campaignPostTargets, campaignPosts, type CampaignPostRow } from "./campaigns.tables";
import type { PostDetails } from "./post-details";

/**
 * The text as the duplicate rule compares it, hashed: the expression of campaign_posts_content_idx
 * (campaigns.tables.ts), so finding the same text is an index lookup. shared/rules/post-warnings.ts
 * then compares the candidates' texts exactly.
 */
export const contentKey = sql`md5(lower(btrim(regexp_replace(${campaignPosts.content}, '\\s+', ' ', 'g'))))`;

type Reader = Pick<Database, "select" | "selectDistinct">;
type Candidate = { id: string; content: string; xContent: string | null; publishAt: Date };
export interface WarningCandidates {
  sameText: Candidate[];
  near: Candidate[];
}

/**
 * The only posts that could raise a warning: the same text, or one of the post's accounts within
 * the clash window. Neither query needs the post's details (its accounts are read in SQL), so they
 * run beside loadPostDetails().
 */
export const findWarningCandidates = async (db: Reader, post: CampaignPostRow): Promise<WarningCandidates> => {
  const text = post.content.trim().replace(/\s+/g, " ").toLowerCase();
  const windowMs = CAMPAIGN_LIMITS.tooCloseMinutes * 60_000;
  const columns = {
    id: campaignPosts.id,
    content: campaignPosts.content,
    xContent: campaignPosts.xContent,
    publishAt: campaignPosts.publishAt,
  };
  const [sameText, near] = await Promise.all([
    text.length >= CAMPAIGN_LIMITS.duplicateMinChars
      ? db
          .select(columns)
          .from(campaignPosts)
          .where(and(eq(campaignPosts.campaignId, post.campaignId), sql`${contentKey} = md5(${text})`, ne(campaignPosts.id, post.id)))
      : Promise.resolve([]),
    db
      .selectDistinct(columns)
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
          inArray(
            campaignPostTargets.accountId,
            db
              .select({ accountId: campaignPostTargets.accountId })
              .from(campaignPostTargets)
              .where(eq(campaignPostTargets.postId, post.id)),
          ),
        ),
      ),
  ]);
  return { sameText, near };
};

/** Duplicate content, clashing times on one account and X's price (shared/rules/post-warnings.ts). */
export const warningsOf = (post: CampaignPostRow, details: PostDetails, candidates: WarningCandidates): PostWarning[] => {
  const accountIds = [...new Set(details.targets.map((target) => target.accountId))];
  const others = new Map([...candidates.sameText, ...candidates.near].map((other) => [other.id, { ...other, accountIds: [] as string[] }]));
  for (const other of candidates.near) {
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
