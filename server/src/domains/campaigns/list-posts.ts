import { count, sql } from "drizzle-orm";
import type { z } from "zod";
import type { PostAbilities, PostCard, PostCardListQuerySchema, PostPageQuerySchema, PostSummary } from "@wordloom/shared/model";
import { firstCalendarRange } from "@wordloom/shared/rules";
import type { CampaignActor } from "./campaign.policy";
import { datesOf } from "./campaign-dates-of";
import { campaignPosts, type CampaignPostRow, type CampaignRow } from "./campaigns.tables";
import { postFilters, readEntries, readThumbnails, type ListReader, type PostListQuery } from "./list-post-rows";
import { afterCursor, encodePostCursor, POST_ORDER } from "./post-page";
import { postAbilities } from "./post.policy";
import { linksOf, partialMessageOf, platformsOf, presentPostSummary, snippetOf, type SummaryEntry } from "./present-post";

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
};

const NO_ENTRIES: readonly SummaryEntry[] = [];

type PostPageQuery = z.output<typeof PostPageQuerySchema>;

/**
 * One page of a campaign's posts by publish time (then id), filtered: the page's posts (their
 * content cut in SQL, the snippet needs only its start; one row more than the page says whether
 * another follows; each row carries the count of every post the filters match, an uncorrelated
 * subquery run once), their entries and their first images are three reads side by side
 * (PostgreSQL runs them on pooled connections; PGlite one after another). A page past the end (a
 * cursor whose posts were moved or deleted) has no row to carry the count: then it is read alone.
 * They are not one snapshot: a post saved between them may show its new entries, as it would on
 * the next refresh.
 */
export const listPosts = async (
  db: ListReader,
  actor: CampaignActor,
  campaign: CampaignRow,
  { cursor, limit, ...query }: PostPageQuery,
): Promise<{ items: PostSummary[]; total: number; nextCursor: string | null }> => {
  const filters = postFilters(campaign, query);
  const page = { where: afterCursor(filters, cursor), limit };
  const counted = db.select({ total: count() }).from(campaignPosts).where(filters);
  const [rows, entries, thumbnails] = await Promise.all([
    db
      .select({
        ...cardColumns,
        campaignId: campaignPosts.campaignId,
        week: campaignPosts.week,
        content: sql<string>`left(${campaignPosts.content}, 300)`,
        total: sql<number>`(${counted})`.mapWith(Number),
      })
      .from(campaignPosts)
      .where(page.where)
      .orderBy(...POST_ORDER)
      .limit(limit + 1),
    readEntries(db, page),
    readThumbnails(db, page),
  ]);
  const total = rows[0]?.total ?? (cursor === undefined ? 0 : ((await counted)[0]?.total ?? 0));
  const shown = rows.slice(0, limit);
  const abilities = abilitiesOf(actor);
  const items = shown.map((row) =>
    presentPostSummary(row, campaign, entries.get(row.id) ?? NO_ENTRIES, thumbnails.get(row.id) ?? null, actor, abilities(row)),
  );
  const last = shown.at(-1);
  return { items, total, nextCursor: rows.length > limit && last ? encodePostCursor(last) : null };
};

/** Cards cut their snippet to one line's worth. */
const CARD_SNIPPET_CHARS = 90;

/**
 * The cards' filters as the list's: range "first-month" becomes the from/to of the month the web
 * app's calendar opens on (its start date as the campaign answer gives it), so the first cards can
 * be asked for together with the campaign rather than after it.
 */
export const cardFilters = (campaign: CampaignRow, { range, ...query }: z.output<typeof PostCardListQuerySchema>): PostListQuery =>
  range === "first-month" ? { ...query, ...firstCalendarRange(datesOf(campaign).startDate) } : query;

/**
 * The same list as cards (the calendar's and the post list's lean answer, PostCardSchema): nothing
 * read in a zone, no thumbnail, only the move ability; the content cut to what a card shows.
 */
export const listPostCards = async (
  db: ListReader,
  actor: CampaignActor,
  campaign: CampaignRow,
  query: PostListQuery,
): Promise<{ items: PostCard[]; total: number }> => {
  const filters = postFilters(campaign, query);
  const [rows, entries] = await Promise.all([
    db
      .select({ ...cardColumns, content: sql<string>`left(${campaignPosts.content}, ${CARD_SNIPPET_CHARS * 2})` })
      .from(campaignPosts)
      .where(filters)
      .orderBy(...POST_ORDER),
    readEntries(db, { where: filters }),
  ]);
  const abilities = abilitiesOf(actor);
  const items = rows.map((row): PostCard => {
    const postEntries = entries.get(row.id) ?? NO_ENTRIES;
    return {
      id: row.id,
      title: row.title,
      category: row.category,
      type: row.type,
      status: row.status,
      publishAt: row.publishAt.toISOString(),
      platforms: platformsOf(postEntries),
      snippet: snippetOf(row.content, CARD_SNIPPET_CHARS),
      isRestricted: row.isRestricted,
      links: linksOf(postEntries),
      partialCompletionMessage: partialMessageOf(row.status, postEntries),
      can: { move: abilities(row).move },
    };
  });
  return { items, total: items.length };
};
