import { and, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Campaign, CampaignStatus, CreateCampaignBodySchema, UpdateCampaignBodySchema } from "@wordloom/shared/model";
import {
  CAMPAIGN_LIMITS,
  CAMPAIGN_MESSAGES as M,
  checkPublishDate,
  defaultCampaignStart,
  localDateOf,
  localTimeOf,
  weekOfPost,
} from "@wordloom/shared/rules";
import type { AppContext } from "../../context";
import type { UserRow } from "../account/users.tables";
import { badRequest, conflict } from "../../errors";
import { loadBrandVoice } from "../brand-voices/find-brand-voice";
import type { CampaignActor } from "./campaign.policy";
import { emptyCounts, loadCampaignStats } from "./campaign-stats";
import { campaignPosts, campaigns, type CampaignRow } from "./campaigns.tables";
import { loadCampaign } from "./find-campaign";
import { presentCampaign } from "./present-campaign";
import { removeUnreferencedFiles, storedPathsOf, type Writer } from "./write-post";

type Deps = Pick<AppContext, "db" | "clock" | "events">;
type CreateBody = z.output<typeof CreateCampaignBodySchema>;
type UpdateBody = z.output<typeof UpdateCampaignBodySchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Campaigns as the API shows them, with their counts and post days. */
export const presentCampaigns = async (db: Writer, actor: CampaignActor, rows: readonly CampaignRow[], now: Date): Promise<Campaign[]> => {
  const stats = await loadCampaignStats(db, rows);
  return rows.map((row) =>
    presentCampaign(row, stats.get(row.id) ?? { counts: emptyCounts(), postDays: [], hasCalendarFeed: false }, actor, now),
  );
};

export const campaignAnswer = async (db: Writer, actor: CampaignActor, row: CampaignRow, now: Date): Promise<Campaign> => {
  const [campaign] = await presentCampaigns(db, actor, [row], now);
  if (!campaign) {
    throw new Error("campaign vanished");
  }
  return campaign;
};

export const listCampaigns = async (deps: Pick<AppContext, "db" | "clock">, actor: CampaignActor, status: CampaignStatus | undefined) => {
  const rows = await deps.db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.ownerId, actor.id), ...(status ? [eq(campaigns.status, status)] : [])))
    .orderBy(desc(campaigns.createdAt));
  const hasAny =
    rows.length > 0 ||
    (status !== undefined &&
      (await deps.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.ownerId, actor.id)).limit(1)).length > 0);
  return { items: await presentCampaigns(deps.db, actor, rows, deps.clock.now()), hasAny };
};

const assertStartInWindow = (startAt: Date, now: Date) => {
  if (startAt.getTime() > now.getTime() + CAMPAIGN_LIMITS.editingWindowDays * DAY_MS) {
    throw badRequest(M.dateOutsideWindow);
  }
};

/** New campaign defaults (spec 4 §9, document 1 §9): 'Untitled', 1 week, starting one hour ahead, in the owner's zone. */
export const createCampaign = async (deps: Deps, user: UserRow, body: CreateBody): Promise<Campaign> => {
  const now = deps.clock.now();
  const startAt = body.startAt ? new Date(body.startAt) : defaultCampaignStart(now);
  assertStartInWindow(startAt, now);
  const timeZone = body.timeZone ?? user.timeZone;
  if (body.brandVoiceId) {
    await loadBrandVoice(deps.db, user, "use", body.brandVoiceId);
  }
  const [row] = await deps.db
    .insert(campaigns)
    .values({
      ownerId: user.id,
      title: body.title ?? CAMPAIGN_LIMITS.defaultTitle,
      totalWeeks: body.totalWeeks ?? CAMPAIGN_LIMITS.defaultWeeks,
      startAt,
      defaultTime: localTimeOf(startAt, timeZone),
      timeZone,
      brandVoiceId: body.brandVoiceId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) {
    throw new Error("could not create campaign");
  }
  await deps.events.emit("campaign.created", { actorId: user.id, campaignId: row.id });
  return campaignAnswer(deps.db, user, row, now);
};

/**
 * Changes a campaign. A new start, length or zone must keep every post inside the campaign (409
 * otherwise: move them first); the posts' weeks follow the new start.
 */
export const updateCampaign = async (deps: Deps, user: UserRow, id: string, body: UpdateBody): Promise<Campaign> => {
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const campaign = await loadCampaign(tx, user, "update", id, true);
    if (body.brandVoiceId) {
      await loadBrandVoice(tx, user, "use", body.brandVoiceId);
    }
    const startAt = body.startAt ? new Date(body.startAt) : campaign.startAt;
    if (body.startAt) {
      assertStartInWindow(startAt, now);
    }
    const next: CampaignRow = {
      ...campaign,
      title: body.title ?? campaign.title,
      totalWeeks: body.totalWeeks ?? campaign.totalWeeks,
      startAt,
      timeZone: body.timeZone ?? campaign.timeZone,
      defaultTime:
        body.defaultTime ??
        (body.startAt || body.timeZone ? localTimeOf(startAt, body.timeZone ?? campaign.timeZone) : campaign.defaultTime),
      brandVoiceId: body.brandVoiceId !== undefined ? body.brandVoiceId : campaign.brandVoiceId,
      updatedAt: now,
    };
    const datesChanged =
      next.startAt.getTime() !== campaign.startAt.getTime() ||
      next.totalWeeks !== campaign.totalWeeks ||
      next.timeZone !== campaign.timeZone;
    if (datesChanged) {
      await refitPosts(tx, next);
    }
    const { id: _id, ...values } = next;
    const [updated] = await tx.update(campaigns).set(values).where(eq(campaigns.id, campaign.id)).returning();
    return updated ?? next;
  });
  await deps.events.emit("campaign.updated", { actorId: user.id, campaignId: row.id, fields: Object.keys(body) });
  return campaignAnswer(deps.db, user, row, now);
};

/** Every post must still fit the campaign's dates; their weeks are recomputed. */
export const refitPosts = async (tx: Writer, campaign: CampaignRow): Promise<void> => {
  const dates = {
    startDate: localDateOf(campaign.startAt, campaign.timeZone),
    totalWeeks: campaign.totalWeeks,
    timeZone: campaign.timeZone,
  };
  const posts = await tx
    .select({ id: campaignPosts.id, publishAt: campaignPosts.publishAt, week: campaignPosts.week })
    .from(campaignPosts)
    .where(eq(campaignPosts.campaignId, campaign.id));
  for (const post of posts) {
    const problem = checkPublishDate(dates, post.publishAt, new Date(post.publishAt.getTime() - 1), { scheduled: false });
    if (problem === "before_start" || problem === "after_end") {
      throw conflict(M.postsOutsideDates);
    }
    const week = weekOfPost(dates, post.publishAt);
    if (week !== post.week) {
      await tx.update(campaignPosts).set({ week }).where(eq(campaignPosts.id, post.id));
    }
  }
};

export const deleteCampaign = async (deps: Deps & Pick<AppContext, "config">, actor: CampaignActor, id: string): Promise<void> => {
  const { postIds, paths } = await deps.db.transaction(async (tx) => {
    const campaign = await loadCampaign(tx, actor, "delete", id, true);
    const posts = await tx.select({ id: campaignPosts.id }).from(campaignPosts).where(eq(campaignPosts.campaignId, campaign.id));
    const postIds = posts.map((post) => post.id);
    const paths = await storedPathsOf(tx, postIds);
    await tx.delete(campaigns).where(eq(campaigns.id, campaign.id));
    return { postIds, paths };
  });
  await removeUnreferencedFiles(deps.db, deps.config.mediaDir, paths);
  await deps.events.emit("campaign.deleted", { actorId: actor.id, campaignId: id, postIds });
};
