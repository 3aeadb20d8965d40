import { and, asc, eq, exists, gte, lt, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { PostAbilities, PostCard, PostCardListQuerySchema, PostListQuerySchema, PostSummary } from "@wordloom/shared/model";
import { addCalendarDays, firstCalendarRange, zonedInstant } from "@wordloom/shared/rules";
import type { Database } from "../../db/client";
import type { CampaignActor } from "./campaign.policy";
import { datesOf } from "./campaign-dates-of";
import { campaignPosts, type CampaignPostRow, type CampaignRow } from "./campaigns.tables";
import { postAbilities } from "./post.policy";
import { linksOf, partialMessageOf, platformsOf, presentPostSummary, snippetOf, type SummaryEntry } from "./present-post";

type Query = z.output<typeof PostListQuerySchema>;
type Reader = Pick<Database, "select">;

/** The outer post's id, qualified: inside a subquery drizzle would write a bare "id". */
const POST_ID = sql.raw(`"campaign_posts"."id"`);

/** The list's and the calendar's filters (type, platform, status, week, date range in the campaign's zone). */
const filtersOf = (campaign: CampaignRow, query: Query): SQL[] => {
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
  return where;
};

/**
 * A post's entries in order (platform, status, link, a partial post's message), read beside it
 * (campaign_post_targets_post_account_key).
 */
const entriesColumn = sql<SummaryEntry[] | null>`(select json_agg(json_build_object('platform', t.platform, 'status', t.status,
  'url', t.url, 'partialCompletionMessage', t.partial_completion_message) order by t.position)
  from campaign_post_targets t where t.post_id = ${POST_ID})`;

/** The post's first image (campaign_post_media_post_idx), as mediaUrl() builds it. */
const thumbnailColumn = sql<
  string | null
>`(select case when m.stored_path is not null then '/media/' || m.stored_path else coalesce(m.external_url, '') end
  from campaign_post_media m where m.post_id = ${POST_ID} and m.purpose = 'post' and m.kind in ('image', 'gif') order by m.position limit 1)`;

/** The abilities only depend on the owner and the status: computed once per pair, not per post. */
const abilitiesOf = (actor: CampaignActor) => {
  const known = new Map<string, PostAbilities>();
  return (post: Pick<CampaignPostRow, "ownerId" | "status">): PostAbilities => {
    const key = `${post.ownerId}|${post.status}`;
    let abilities = known.get(key);
    if (!abilities) {
      abilities = postAbilities(actor, post);
      known.set(key, abilities);
    }
    return abilities;
  };
};

/** What a card and a summary both read of a post (the summary reads more, and a longer content start). */
const cardColumns = {
  id: campaignPosts.id,
  ownerId: campaignPosts.ownerId,
  title: campaignPosts.title,
  category: campaignPosts.category,
  type: campaignPosts.type,
  status: campaignPosts.status,
  publishAt: campaignPosts.publishAt,
  isRestricted: campaignPosts.isRestricted,
  entries: entriesColumn,
};

/**
 * A campaign's posts by publish time, filtered: one query, the platforms and first image read as
 * columns of each post, the content cut in SQL (the snippet needs only its start).
 */
export const listPosts = async (
  db: Reader,
  actor: CampaignActor,
  campaign: CampaignRow,
  query: Query,
): Promise<{ items: PostSummary[]; total: number }> => {
  const rows = await db
    .select({
      ...cardColumns,
      campaignId: campaignPosts.campaignId,
      week: campaignPosts.week,
      content: sql<string>`left(${campaignPosts.content}, 300)`,
      thumbnailUrl: thumbnailColumn,
    })
    .from(campaignPosts)
    .where(and(...filtersOf(campaign, query)))
    .orderBy(asc(campaignPosts.publishAt), asc(campaignPosts.id));
  const abilities = abilitiesOf(actor);
  const items = rows.map((row) => presentPostSummary(row, campaign, row.entries ?? [], row.thumbnailUrl, actor, abilities(row)));
  return { items, total: items.length };
};

/** Cards cut their snippet to one line's worth. */
const CARD_SNIPPET_CHARS = 90;

/**
 * The cards' filters as the list's: range "first-month" becomes the from/to of the month the web
 * app's calendar opens on (its start date as the campaign answer gives it), so the first cards can
 * be asked for together with the campaign rather than after it.
 */
export const cardFilters = (campaign: CampaignRow, { range, ...query }: z.output<typeof PostCardListQuerySchema>): Query =>
  range === "first-month" ? { ...query, ...firstCalendarRange(datesOf(campaign).startDate) } : query;

/**
 * The same list as cards (the calendar's and the post list's lean answer, PostCardSchema): nothing
 * read in a zone, no thumbnail, only the move ability; the content cut to what a card shows.
 */
export const listPostCards = async (
  db: Reader,
  actor: CampaignActor,
  campaign: CampaignRow,
  query: Query,
): Promise<{ items: PostCard[]; total: number }> => {
  const rows = await db
    .select({ ...cardColumns, content: sql<string>`left(${campaignPosts.content}, ${CARD_SNIPPET_CHARS * 2})` })
    .from(campaignPosts)
    .where(and(...filtersOf(campaign, query)))
    .orderBy(asc(campaignPosts.publishAt), asc(campaignPosts.id));
  const abilities = abilitiesOf(actor);
  const items = rows.map((row): PostCard => ({
    id: row.id,
    title: row.title,
    category: row.category,
    type: row.type,
    status: row.status,
    publishAt: row.publishAt.toISOString(),
    platforms: platformsOf(row.entries ?? []),
    snippet: snippetOf(row.content, CARD_SNIPPET_CHARS),
    isRestricted: row.isRestricted,
    links: linksOf(row.entries ?? []),
    partialCompletionMessage: partialMessageOf(row.status, row.entries ?? []),
    can: { move: abilities(row).move },
  }));
  return { items, total: items.length };
};
