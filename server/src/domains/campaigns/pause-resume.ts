import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Campaign, ResumeCampaignBodySchema, ResumeResult } from "@wordloom/shared/model";
import {
  CAMPAIGN_LIMITS,
  CAMPAIGN_MESSAGES as M,
  earliestActivationStart,
  isStartFarEnoughAhead,
  shiftPostsToStart,
} from "@wordloom/shared/rules";
import type { AppContext } from "../../context";
import { badRequest, conflict } from "../../errors";
import { datesOf } from "./campaign-dates-of";
import type { CampaignActor } from "./campaign.policy";
import { campaignAnswer } from "./campaign-commands";
import { campaignPosts, campaigns, type CampaignRow } from "./campaigns.tables";
import { loadCampaign } from "./find-campaign";
import { loadPendingPosts, platformsNeedingLinking, publishablePosts } from "./activation-facts";
import { campaignEndsAt, weekOfPost } from "@wordloom/shared/rules";

type Deps = Pick<AppContext, "db" | "clock" | "events">;
type Body = z.output<typeof ResumeCampaignBodySchema>;

const LEAD_MS = CAMPAIGN_LIMITS.scheduleLeadMinutes * 60_000;

/** Pause (spec 4 §4): nothing of the campaign is published until it resumes. */
export const pauseCampaign = async (deps: Deps, actor: CampaignActor, id: string): Promise<Campaign> => {
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const campaign = await loadCampaign(tx, actor, "pause", id, true);
    const [row] = await tx
      .update(campaigns)
      .set({ status: "paused", pausedAt: now, updatedAt: now })
      .where(eq(campaigns.id, campaign.id))
      .returning();
    return row ?? campaign;
  });
  await deps.events.emit("campaign.paused", { actorId: actor.id, campaignId: id });
  return campaignAnswer(deps.db, actor, row, now);
};

/**
 * Resume (spec 4 §4 'Ignore and Resume' / 'Let me move posts', rescheduleWindow), in one
 * transaction: posts whose time passed while paused are listed first; `ignore` restricts them (they
 * are not published late), `reschedule` moves them to the new start 5 minutes apart.
 */
export const resumeCampaign = async (deps: Deps, actor: CampaignActor, id: string, body: Body): Promise<ResumeResult> => {
  const now = deps.clock.now();
  const result = await deps.db.transaction(
    async (tx): Promise<{ answer: ResumeResult | null; row: CampaignRow; restricted: string[]; shifted: string[] }> => {
      const campaign = await loadCampaign(tx, actor, "resume", id, true);
      const pending = await loadPendingPosts(tx, campaign.id);
      const overdue = publishablePosts(pending).filter((post) => post.row.publishAt.getTime() < now.getTime() + LEAD_MS);
      const platforms = platformsNeedingLinking(pending);
      if (platforms.length > 0) {
        return { answer: { outcome: "needs_linking", message: M.needsLinking, platforms }, row: campaign, restricted: [], shifted: [] };
      }
      if (overdue.length > 0 && !body.mode) {
        return {
          answer: {
            outcome: "overdue_posts",
            message: M.overduePosts,
            postIds: overdue.map((post) => post.row.id),
            earliestStartAt: earliestActivationStart(now).toISOString(),
          },
          row: campaign,
          restricted: [],
          shifted: [],
        };
      }
      let restricted: string[] = [];
      let shifted: string[] = [];
      if (overdue.length > 0 && body.mode === "ignore") {
        restricted = overdue.map((post) => post.row.id);
        await tx
          .update(campaignPosts)
          .set({ isRestricted: true, updatedAt: now })
          .where(and(inArray(campaignPosts.id, restricted)));
      }
      if (overdue.length > 0 && body.mode === "reschedule" && body.startAt) {
        const startAt = new Date(body.startAt);
        if (!isStartFarEnoughAhead(startAt, now)) {
          throw badRequest(M.startTooSoon, { earliestStartAt: earliestActivationStart(now).toISOString() });
        }
        const moves = shiftPostsToStart(
          overdue.map((post) => ({ id: post.row.id, publishAt: post.row.publishAt })),
          startAt,
        );
        const dates = datesOf(campaign);
        const last = moves.at(-1)?.publishAt;
        if (last && last.getTime() >= campaignEndsAt(dates).getTime()) {
          throw conflict("The new window is after the campaign ends. Add weeks to the campaign first.");
        }
        for (const move of moves) {
          await tx
            .update(campaignPosts)
            .set({ publishAt: move.publishAt, week: weekOfPost(dates, move.publishAt), updatedAt: now })
            .where(eq(campaignPosts.id, move.id));
        }
        shifted = moves.map((move) => move.id);
      }
      const [row] = await tx
        .update(campaigns)
        .set({ status: "active", pausedAt: null, updatedAt: now })
        .where(eq(campaigns.id, campaign.id))
        .returning();
      return { answer: null, row: row ?? campaign, restricted, shifted };
    },
  );
  if (result.answer) {
    return result.answer;
  }
  await deps.events.emit("campaign.resumed", {
    actorId: actor.id,
    campaignId: id,
    restrictedPostIds: result.restricted,
    shiftedPostIds: result.shifted,
  });
  return {
    outcome: "resumed",
    message: M.resumed,
    campaign: await campaignAnswer(deps.db, actor, result.row, now),
    restrictedPostIds: result.restricted,
    shiftedPostIds: result.shifted,
  };
};
