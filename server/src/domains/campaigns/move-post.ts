import { eq } from "drizzle-orm";
import type { Post } from "@wordloom/shared/model";
import { CAMPAIGN_MESSAGES as M, checkRestrict, statusCheckWaitMs, CAMPAIGN_LIMITS } from "@wordloom/shared/rules";
import type { AppContext } from "../../context";
import { AppError, badRequest } from "../../errors";
import { weekIn } from "./campaign-dates-of";
import type { CampaignActor } from "./campaign.policy";
import { campaignPostTargets, campaignPosts } from "./campaigns.tables";
import { loadPost } from "./find-campaign";
import { postAnswer } from "./post-commands";
import { assertPublishDate, assertWeeklyLimit } from "./post-rules";

type Deps = Pick<AppContext, "db" | "clock" | "events">;

/**
 * Moves a pending post to another date and time (calendar drag, spec 4 §2), in one transaction
 * that locks the post: refused for a published post ('Your post is already published, so the date
 * cannot be changed.'), kept inside the campaign and the one-year window, the week's type limit
 * respected. Emits post.moved so the publisher re-times its job.
 */
export const movePost = async (
  deps: Deps,
  actor: CampaignActor,
  id: string,
  publishAtIso: string,
): Promise<{ post: Post; message: string }> => {
  const now = deps.clock.now();
  const publishAt = new Date(publishAtIso);
  const { row, campaign, from } = await deps.db.transaction(async (tx) => {
    const { post, campaign } = await loadPost(tx, actor, "move", id, true);
    assertPublishDate(campaign, publishAt, now);
    const week = weekIn(campaign, publishAt);
    if (week !== post.week) {
      await assertWeeklyLimit(tx, campaign.id, post.type, week, post.id);
    }
    const [row] = await tx.update(campaignPosts).set({ publishAt, week, updatedAt: now }).where(eq(campaignPosts.id, post.id)).returning();
    return { row: row ?? { ...post, publishAt, week }, campaign, from: post.publishAt };
  });
  // The answer is read beside the listeners (the publisher re-times its plan; it writes only its own
  // tables), both before the request answers.
  const [post] = await Promise.all([
    postAnswer(deps.db, actor, row, campaign),
    deps.events.emit("post.moved", { actorId: actor.id, campaignId: campaign.id, postId: row.id, from, to: row.publishAt }),
  ]);
  return { post, message: M.saved };
};

const RESTRICT_MESSAGES = {
  not_pending: M.restrictOnlyPending,
  too_soon: M.restrictTooSoon,
  no_platform: M.restrictNeedsPlatform,
} as const;

/** Spec 4 §4 restrict toggle: pending only; turning it on needs a time ≥ ~2 minutes ahead and a platform. */
export const restrictPost = async (
  deps: Deps,
  actor: CampaignActor,
  id: string,
  restricted: boolean,
): Promise<{ post: Post; message: string }> => {
  const now = deps.clock.now();
  const { row, campaign, changed } = await deps.db.transaction(async (tx) => {
    const { post, campaign } = await loadPost(tx, actor, "restrict", id, true);
    const targets = await tx
      .select({ id: campaignPostTargets.id })
      .from(campaignPostTargets)
      .where(eq(campaignPostTargets.postId, post.id));
    const problem = checkRestrict({ status: post.status, publishAt: post.publishAt, targetCount: targets.length }, restricted, now);
    if (problem) {
      throw badRequest(RESTRICT_MESSAGES[problem], { rule: problem });
    }
    if (post.isRestricted === restricted) {
      return { row: post, campaign, changed: false };
    }
    const [row] = await tx
      .update(campaignPosts)
      .set({ isRestricted: restricted, updatedAt: now })
      .where(eq(campaignPosts.id, post.id))
      .returning();
    return { row: row ?? { ...post, isRestricted: restricted }, campaign, changed: true };
  });
  if (changed) {
    await deps.events.emit("post.restricted", { actorId: actor.id, campaignId: campaign.id, postId: row.id, restricted });
  }
  return { post: await postAnswer(deps.db, actor, row, campaign), message: M.saved };
};

/**
 * Check Status (spec 4 §4): at most once per 5 seconds per post (429 otherwise, with Retry-After);
 * an active post answers 'Your post is currently in progress. Please check after some time' and
 * asks the publisher to look (post.status_requested).
 */
export const checkPostStatus = async (deps: Deps, actor: CampaignActor, id: string) => {
  const now = deps.clock.now();
  const { row, campaign } = await deps.db.transaction(async (tx) => {
    const { post, campaign } = await loadPost(tx, actor, "checkStatus", id, true);
    const wait = statusCheckWaitMs(post.lastStatusCheckAt, now);
    if (wait > 0) {
      throw new AppError("RATE_LIMITED", M.checkCooldown, { retryAfterMs: wait }, { "retry-after": String(Math.ceil(wait / 1000)) });
    }
    const [row] = await tx.update(campaignPosts).set({ lastStatusCheckAt: now }).where(eq(campaignPosts.id, post.id)).returning();
    return { row: row ?? post, campaign };
  });
  if (row.status === "active") {
    await deps.events.emit("post.status_requested", { actorId: actor.id, campaignId: campaign.id, postId: row.id });
  }
  return {
    post: await postAnswer(deps.db, actor, row, campaign),
    message: row.status === "active" ? M.inProgress : null,
    nextCheckAt: new Date(now.getTime() + CAMPAIGN_LIMITS.statusRefreshCooldownMs).toISOString(),
  };
};
