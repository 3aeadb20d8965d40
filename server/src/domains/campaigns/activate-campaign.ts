import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { ActivateCampaignBodySchema, ActivationResult } from "@wordloom/shared/model";
import {
  CAMPAIGN_LIMITS,
  CAMPAIGN_MESSAGES as M,
  campaignEndsAt,
  earliestActivationStart,
  isStartFarEnoughAhead,
  lastShiftedInstant,
  shiftPostsToStart,
  weekOfPost,
} from "@wordloom/shared/rules";
import type { AppContext } from "../../context";
import { badRequest, conflict } from "../../errors";
import { datesOf } from "./campaign-dates-of";
import type { CampaignActor } from "./campaign.policy";
import { campaignAnswer } from "./campaign-commands";
import { campaignPosts, campaigns, type CampaignRow } from "./campaigns.tables";
import { loadCampaign } from "./find-campaign";
import {
  loadPendingPosts,
  platformsNeedingLinking,
  postsMissingLinkedInComments,
  publishablePosts,
  type PendingPost,
} from "./activation-facts";
import type { Writer } from "./write-post";

type Deps = Pick<AppContext, "db" | "clock" | "events">;
type Body = z.output<typeof ActivateCampaignBodySchema>;

const LEAD_MS = CAMPAIGN_LIMITS.scheduleLeadMinutes * 60_000;

/** Moves the campaign's start (its default time stays) and posts to new times, recomputing weeks. */
export const moveStartAndPosts = async (
  tx: Writer,
  campaign: CampaignRow,
  startAt: Date,
  moves: readonly { id: string; publishAt: Date }[],
  now: Date,
): Promise<CampaignRow> => {
  const next = { ...campaign, startAt, updatedAt: now };
  const dates = datesOf(next);
  if (moves.length > 0 && (lastShiftedInstant(moves)?.getTime() ?? 0) >= campaignEndsAt(dates).getTime()) {
    throw conflict("The shifted posts do not fit before the campaign ends. Add weeks to the campaign first.");
  }
  for (const move of moves) {
    await tx
      .update(campaignPosts)
      .set({ publishAt: move.publishAt, week: weekOfPost(dates, move.publishAt), updatedAt: now })
      .where(eq(campaignPosts.id, move.id));
  }
  const others = await tx
    .select({ id: campaignPosts.id, publishAt: campaignPosts.publishAt })
    .from(campaignPosts)
    .where(eq(campaignPosts.campaignId, campaign.id));
  for (const post of others) {
    if (!moves.some((move) => move.id === post.id)) {
      await tx
        .update(campaignPosts)
        .set({ week: Math.max(1, weekOfPost(dates, post.publishAt)) })
        .where(eq(campaignPosts.id, post.id));
    }
  }
  const [updated] = await tx.update(campaigns).set({ startAt, updatedAt: now }).where(eq(campaigns.id, campaign.id)).returning();
  return updated ?? next;
};

const overdue = (posts: readonly PendingPost[], now: Date) =>
  posts.filter((post) => post.row.publishAt.getTime() < now.getTime() + LEAD_MS);

/**
 * Activation (spec 4 §4, document 1 §4), in one transaction that locks the campaign: at least one
 * pending post with accounts; a start (or posts) in the past asks for a new start ≥ 5 minutes ahead,
 * then 'Proceed & Shift posts' moves the earlier posts there 5 minutes apart, or 'Shift posts
 * myself' only moves the start; a LinkedIn post without own comments asks first; accounts to link
 * again are listed (nothing changes). Emits campaign.activated after the commit.
 */
export const activateCampaign = async (deps: Deps, actor: CampaignActor, id: string, body: Body): Promise<ActivationResult> => {
  const now = deps.clock.now();
  type Outcome =
    | { kind: "answer"; answer: ActivationResult }
    | { kind: "start_updated"; row: CampaignRow; postsToMove: string[] }
    | { kind: "activated"; row: CampaignRow; shifted: string[] };
  const result = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const campaign = await loadCampaign(tx, actor, "activate", id, true);
    const pending = await loadPendingPosts(tx, campaign.id);
    if (publishablePosts(pending).length === 0) {
      throw conflict(M.nothingToActivate);
    }
    const earliest = earliestActivationStart(now);
    let startAt = campaign.startAt;
    let moves: { id: string; publishAt: Date }[] = [];
    if (body.startAt) {
      startAt = new Date(body.startAt);
      if (!isStartFarEnoughAhead(startAt, now)) {
        throw badRequest(M.startTooSoon, { earliestStartAt: earliest.toISOString() });
      }
      if (body.shiftPosts === false) {
        const row = await moveStartAndPosts(tx, campaign, startAt, [], now);
        const postsToMove = pending.filter((post) => post.row.publishAt.getTime() < startAt.getTime()).map((post) => post.row.id);
        return { kind: "start_updated", row, postsToMove };
      }
      moves = shiftPostsToStart(
        pending.map((post) => ({ id: post.row.id, publishAt: post.row.publishAt })),
        startAt,
      );
    } else if (campaign.startAt.getTime() < now.getTime() || overdue(pending, now).length > 0) {
      const before = pending.filter((post) => post.row.publishAt.getTime() < earliest.getTime()).length;
      return {
        kind: "answer",
        answer: { outcome: "needs_new_start", message: M.startInPast, earliestStartAt: earliest.toISOString(), postsBeforeStart: before },
      };
    }
    if (!body.ignoreMissingComments) {
      const missing = postsMissingLinkedInComments(pending);
      if (missing.length > 0) {
        return { kind: "answer", answer: { outcome: "missing_linkedin_comments", message: M.linkedInCommentsMissing, postIds: missing } };
      }
    }
    const platforms = platformsNeedingLinking(pending);
    if (platforms.length > 0) {
      return { kind: "answer", answer: { outcome: "needs_linking", message: M.needsLinking, platforms } };
    }
    const moved = body.startAt ? await moveStartAndPosts(tx, campaign, startAt, moves, now) : campaign;
    const [row] = await tx
      .update(campaigns)
      .set({ status: "active", activatedAt: now, pausedAt: null, updatedAt: now })
      .where(eq(campaigns.id, campaign.id))
      .returning();
    return { kind: "activated", row: row ?? moved, shifted: moves.map((move) => move.id) };
  });
  if (result.kind === "answer") {
    return result.answer;
  }
  if (result.kind === "start_updated") {
    await deps.events.emit("campaign.updated", { actorId: actor.id, campaignId: id, fields: ["startAt"] });
    const campaign = await campaignAnswer(deps.db, actor, result.row, now);
    return { outcome: "start_updated", message: M.shiftMyself, campaign, postsToMove: result.postsToMove };
  }
  await deps.events.emit("campaign.activated", {
    actorId: actor.id,
    campaignId: id,
    startAt: result.row.startAt,
    shiftedPostIds: result.shifted,
  });
  return {
    outcome: "activated",
    message: M.activated,
    campaign: await campaignAnswer(deps.db, actor, result.row, now),
    shiftedPostIds: result.shifted,
  };
};
