import { asc, count, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { localDateOf } from "@wordloom/shared/rules";
import type { PostStatus } from "@wordloom/shared/model";
import { campaignCalendarFeeds, campaignPosts, type CampaignRow } from "./campaigns.tables";

export interface CampaignStats {
  counts: Record<PostStatus | "total", number>;
  postDays: { date: string; postId: string }[];
  hasCalendarFeed: boolean;
}

export const emptyCounts = (): CampaignStats["counts"] => ({ total: 0, pending: 0, active: 0, posted: 0, partial: 0, failed: 0 });

/** Post counts by status, the days that hold a post (first post of each) and whether a calendar link exists, per campaign. */
export const loadCampaignStats = async (
  db: Pick<Database, "select">,
  rows: readonly CampaignRow[],
): Promise<Map<string, CampaignStats>> => {
  const stats = new Map<string, CampaignStats>(
    rows.map((row) => [row.id, { counts: emptyCounts(), postDays: [], hasCalendarFeed: false }]),
  );
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) {
    return stats;
  }
  const [counted, posts, feeds] = await Promise.all([
    db
      .select({ campaignId: campaignPosts.campaignId, status: campaignPosts.status, n: count() })
      .from(campaignPosts)
      .where(inArray(campaignPosts.campaignId, ids))
      .groupBy(campaignPosts.campaignId, campaignPosts.status),
    db
      .select({ campaignId: campaignPosts.campaignId, id: campaignPosts.id, publishAt: campaignPosts.publishAt })
      .from(campaignPosts)
      .where(inArray(campaignPosts.campaignId, ids))
      .orderBy(asc(campaignPosts.publishAt), asc(campaignPosts.id)),
    db
      .select({ campaignId: campaignCalendarFeeds.campaignId })
      .from(campaignCalendarFeeds)
      .where(inArray(campaignCalendarFeeds.campaignId, ids)),
  ]);
  for (const row of counted) {
    const entry = stats.get(row.campaignId);
    if (entry) {
      entry.counts[row.status] += row.n;
      entry.counts.total += row.n;
    }
  }
  const zones = new Map(rows.map((row) => [row.id, row.timeZone]));
  for (const post of posts) {
    const entry = stats.get(post.campaignId);
    const date = localDateOf(post.publishAt, zones.get(post.campaignId) ?? "UTC");
    if (entry && entry.postDays.at(-1)?.date !== date) {
      entry.postDays.push({ date, postId: post.id });
    }
  }
  for (const feed of feeds) {
    const entry = stats.get(feed.campaignId);
    if (entry) {
      entry.hasCalendarFeed = true;
    }
  }
  return stats;
};
