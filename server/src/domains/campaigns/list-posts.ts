import { and, asc, eq, exists, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { PostListQuerySchema, PostSummary } from "@wordloom/shared/model";
import { addCalendarDays, zonedInstant } from "@wordloom/shared/rules";
import type { Database } from "../../db/client";
import type { CampaignActor } from "./campaign.policy";
import { campaignPostMedia, campaignPostTargets, campaignPosts, type CampaignRow } from "./campaigns.tables";
import { mediaUrl } from "./post-details";
import { presentPostSummary } from "./present-post";
import type { PublishingPlatformId } from "@wordloom/shared/rules";

type Query = z.output<typeof PostListQuerySchema>;

/** A campaign's posts by publish time, with the list's and the calendar's filters (type, platform, status, week, date range). */
export const listPosts = async (
  db: Pick<Database, "select" | "selectDistinctOn">,
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
  const rows = await db
    .select()
    .from(campaignPosts)
    .where(and(...where))
    .orderBy(asc(campaignPosts.publishAt), asc(campaignPosts.id));
  const ids = rows.map((row) => row.id);
  const [targets, images] = ids.length
    ? await Promise.all([
        db
          .select({ postId: campaignPostTargets.postId, platform: campaignPostTargets.platform })
          .from(campaignPostTargets)
          .where(inArray(campaignPostTargets.postId, ids)),
        db
          .selectDistinctOn([campaignPostMedia.postId], {
            postId: campaignPostMedia.postId,
            storedPath: campaignPostMedia.storedPath,
            externalUrl: campaignPostMedia.externalUrl,
          })
          .from(campaignPostMedia)
          .where(
            and(
              inArray(campaignPostMedia.postId, ids),
              eq(campaignPostMedia.purpose, "post"),
              inArray(campaignPostMedia.kind, ["image", "gif"]),
            ),
          )
          .orderBy(campaignPostMedia.postId, asc(campaignPostMedia.position)),
      ])
    : [[], []];
  const platforms = new Map<string, PublishingPlatformId[]>();
  for (const target of targets) {
    platforms.set(target.postId, [...(platforms.get(target.postId) ?? []), target.platform]);
  }
  const thumbnails = new Map(images.map((image) => [image.postId, mediaUrl(image)]));
  const items = rows.map((row) => presentPostSummary(row, campaign, platforms.get(row.id) ?? [], thumbnails.get(row.id) ?? null, actor));
  return { items, total: items.length };
};
