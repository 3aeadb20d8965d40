import { and, asc, eq, exists, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { PostListQuerySchema, PostSummary } from "@wordloom/shared/model";
import { addCalendarDays, zonedInstant } from "@wordloom/shared/rules";
import type { Database } from "../../db/client";
import type { CampaignActor } from "./campaign.policy";
import { campaignPostMedia, campaignPostTargets, campaignPosts, type CampaignRow } from "./campaigns.tables";
import { mediaUrl } from "./post-details";
import { presentPostSummary, type SummaryEntry } from "./present-post";

type Query = z.output<typeof PostListQuerySchema>;

/** A campaign's posts by publish time, with the list's and the calendar's filters (type, platform, status, week, date range). */
export const listPosts = async (
  db: Pick<Database, "select">,
  actor: CampaignActor,
  campaign: CampaignRow,
  query: Query,
): Promise<{ items: PostSummary[]; total: number }> => {
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
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(campaignPostTargets)
          .where(and(eq(campaignPostTargets.postId, campaignPosts.id), eq(campaignPostTargets.platform, query.platform))),
      ),
    );
  }
  // Only what a summary shows, the content cut in SQL (the snippet needs its start); the entries and
  // first images of the whole campaign come from two joins on the campaign id (no list of ids sent).
  const [rows, targets, images] = await Promise.all([
    db
      .select({
        id: campaignPosts.id,
        campaignId: campaignPosts.campaignId,
        ownerId: campaignPosts.ownerId,
        title: campaignPosts.title,
        category: campaignPosts.category,
        type: campaignPosts.type,
        status: campaignPosts.status,
        publishAt: campaignPosts.publishAt,
        week: campaignPosts.week,
        content: sql<string>`left(${campaignPosts.content}, 300)`,
        isRestricted: campaignPosts.isRestricted,
      })
      .from(campaignPosts)
      .where(and(...where))
      .orderBy(asc(campaignPosts.publishAt), asc(campaignPosts.id)),
    db
      .select({
        postId: campaignPostTargets.postId,
        platform: campaignPostTargets.platform,
        status: campaignPostTargets.status,
        url: campaignPostTargets.url,
        partialCompletionMessage: campaignPostTargets.partialCompletionMessage,
      })
      .from(campaignPostTargets)
      .innerJoin(campaignPosts, eq(campaignPosts.id, campaignPostTargets.postId))
      .where(eq(campaignPosts.campaignId, campaign.id))
      .orderBy(asc(campaignPostTargets.position)),
    db
      .select({ postId: campaignPostMedia.postId, storedPath: campaignPostMedia.storedPath, externalUrl: campaignPostMedia.externalUrl })
      .from(campaignPostMedia)
      .innerJoin(campaignPosts, eq(campaignPosts.id, campaignPostMedia.postId))
      .where(
        and(
          eq(campaignPosts.campaignId, campaign.id),
          eq(campaignPostMedia.purpose, "post"),
          inArray(campaignPostMedia.kind, ["image", "gif"]),
        ),
      )
      .orderBy(asc(campaignPostMedia.position)),
  ]);
  const entries = new Map<string, SummaryEntry[]>();
  for (const target of targets) {
    const list = entries.get(target.postId);
    if (list) {
      list.push(target);
    } else {
      entries.set(target.postId, [target]);
    }
  }
  const thumbnails = new Map<string, string>();
  for (const image of images) {
    if (!thumbnails.has(image.postId)) {
      thumbnails.set(image.postId, mediaUrl(image));
    }
  }
  const items = rows.map((row) => presentPostSummary(row, campaign, entries.get(row.id) ?? [], thumbnails.get(row.id) ?? null, actor));
  return { items, total: items.length };
};
