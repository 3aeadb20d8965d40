import { and, asc, eq, exists, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { PostListQuerySchema } from "@wordloom/shared/model";
import { addCalendarDays, zonedInstant } from "@wordloom/shared/rules";
import type { Database } from "../../db/client";
import { campaignPostMedia, campaignPostTargets, campaignPosts, type CampaignRow } from "./campaigns.tables";
import { POST_ORDER } from "./post-page";
import type { SummaryEntry } from "./present-post";

export type PostListQuery = z.output<typeof PostListQuerySchema>;
export type ListReader = Pick<Database, "select" | "selectDistinctOn">;

/** The outer post's id, qualified: inside a subquery drizzle would write a bare "id". */
const POST_ID = sql.raw(`"campaign_posts"."id"`);

/** The list's and the calendar's filters (type, platform, status, week, date range in the campaign's zone). */
export const postFilters = (campaign: CampaignRow, query: PostListQuery): SQL | undefined => {
  const where: SQL[] = [eq(campaignPosts.campaignId, campaign.id)];
  if (query.type) {
    where.push(eq(campaignPosts.type, query.type));
  }
  if (query.status) {
    where.push(eq(campaignPosts.status, query.status));
  }
  if (query.week) {
    where.push(eq(campaignPosts.week, query.week));
  }
  if (query.from) {
    where.push(gte(campaignPosts.publishAt, zonedInstant(query.from, "00:00", campaign.timeZone)));
  }
  if (query.to) {
    where.push(lt(campaignPosts.publishAt, zonedInstant(addCalendarDays(query.to, 1), "00:00", campaign.timeZone)));
  }
  if (query.platform) {
    // Probed per post of the campaign through campaign_post_targets_post_account_key (post_id first).
    where.push(exists(sql`(select 1 from campaign_post_targets t where t.post_id = ${POST_ID} and t.platform = ${query.platform})`));
  }
  return and(...where);
};

/**
 * Which posts a read covers: every post the filters match (the calendar's cards, read by a join), or
 * one page of them (the post list: the first `limit` posts matching `where` in the list's order, read
 * by id through the same subquery as the page itself, so the page's reads can run side by side).
 */
export interface PostScope {
  where: SQL | undefined;
  limit?: number;
}

const pageIds = (db: ListReader, where: SQL | undefined, limit: number) =>
  db
    .select({ id: campaignPosts.id })
    .from(campaignPosts)
    .where(where)
    .orderBy(...POST_ORDER)
    .limit(limit);

const entryColumns = {
  postId: campaignPostTargets.postId,
  platform: campaignPostTargets.platform,
  status: campaignPostTargets.status,
  url: campaignPostTargets.url,
  partialCompletionMessage: campaignPostTargets.partialCompletionMessage,
};

/**
 * The entries (platform, status, link, a partial post's message) of the posts in scope, grouped by
 * post in their order. One set-based read joined to the posts (a hash join over the campaign's
 * entries) instead of a json_agg subquery run once per post: that subquery and the JSON it built
 * were most of the list's database time (about 7 of 11 ms for 500 posts on PostgreSQL).
 */
export const readEntries = async (db: ListReader, scope: PostScope): Promise<Map<string, SummaryEntry[]>> => {
  const rows =
    scope.limit === undefined
      ? await db
          .select(entryColumns)
          .from(campaignPostTargets)
          .innerJoin(campaignPosts, eq(campaignPosts.id, campaignPostTargets.postId))
          .where(scope.where)
          .orderBy(asc(campaignPostTargets.position))
      : await db
          .select(entryColumns)
          .from(campaignPostTargets)
          .where(inArray(campaignPostTargets.postId, pageIds(db, scope.where, scope.limit)))
          .orderBy(asc(campaignPostTargets.position));
  const byPost = new Map<string, SummaryEntry[]>();
  for (const { postId, ...entry } of rows) {
    const entries = byPost.get(postId);
    if (entries) {
      entries.push(entry);
    } else {
      byPost.set(postId, [entry]);
    }
  }
  return byPost;
};

/** Each post's first image (by position) in one page of the list, as mediaUrl() builds it; posts without one are absent. */
export const readThumbnails = async (db: ListReader, page: Required<PostScope>): Promise<Map<string, string>> => {
  const rows = await db
    .selectDistinctOn([campaignPostMedia.postId], {
      postId: campaignPostMedia.postId,
      url: sql<string>`case when ${campaignPostMedia.storedPath} is not null then '/media/' || ${campaignPostMedia.storedPath}
        else coalesce(${campaignPostMedia.externalUrl}, '') end`,
    })
    .from(campaignPostMedia)
    .where(
      and(
        inArray(campaignPostMedia.postId, pageIds(db, page.where, page.limit)),
        eq(campaignPostMedia.purpose, "post"),
        inArray(campaignPostMedia.kind, ["image", "gif"]),
      ),
    )
    .orderBy(asc(campaignPostMedia.postId), asc(campaignPostMedia.position));
  return new Map(rows.map((row) => [row.postId, row.url]));
};
