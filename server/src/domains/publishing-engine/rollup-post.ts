import { eq } from "drizzle-orm";
import type { WorkerDeps } from "../../context";
import { activities } from "../activity/activity.tables";
import { activityRows, logActivity, type ActivityEntry } from "../activity/log-activity";
import { ENGINE_MESSAGES, platformName } from "./engine-messages";
import type { PostPublishingSettled } from "./publishing-engine.events";
import { enginePosts, engineTargets, type EnginePostState, type EngineTargetRow } from "./publishing-engine.tables";

const SETTLED = new Set(["posted", "failed", "outcome_unknown", "missed"]);

/** A post's status from its targets: partial when some were posted and others were not (handbook §2.1). */
export const rollUp = (
  targets: readonly Pick<EngineTargetRow, "state" | "attempts" | "platform" | "error">[],
): { status: EnginePostState; partialCompletionMessage: string | null } => {
  const live = targets.filter((target) => target.state !== "cancelled");
  if (live.length === 0) {
    return { status: "pending", partialCompletionMessage: null };
  }
  if (live.some((target) => target.state === "publishing" || (target.state === "scheduled" && target.attempts > 0))) {
    return { status: "active", partialCompletionMessage: null };
  }
  if (live.some((target) => target.state === "scheduled")) {
    return { status: live.some((target) => SETTLED.has(target.state)) ? "active" : "pending", partialCompletionMessage: null };
  }
  const posted = live.filter((target) => target.state === "posted");
  if (posted.length === live.length) {
    return { status: "posted", partialCompletionMessage: null };
  }
  const others = live.filter((target) => target.state !== "posted");
  const failures = others.map((target) => `${platformName(target.platform)}: ${target.error ?? ENGINE_MESSAGES.failed}`).join(" ");
  if (posted.length === 0) {
    return { status: "failed", partialCompletionMessage: null };
  }
  return {
    status: "partial",
    partialCompletionMessage: `Posted on ${[...new Set(posted.map((target) => platformName(target.platform)))].join(", ")}. Not posted on ${failures}`,
  };
};

const ACTIVITY_OF = {
  posted: "publishing.posted",
  failed: "publishing.failed",
  outcome_unknown: "publishing.outcome_unknown",
  missed: "publishing.missed",
} as const;

/**
 * Recomputes a post's status after one of its targets changed, stores it, writes the activity entry
 * for the settled target (the owner's notification until the notifications issue lands) and tells
 * listeners (campaigns copy the statuses onto their entries).
 */
export const settlePost = async (
  deps: Pick<WorkerDeps, "db" | "clock" | "events">,
  postId: string,
  settled?: EngineTargetRow,
): Promise<void> => {
  // The post and its targets in one read, after the caller's change to the target was committed.
  const rows = await deps.db
    .select({
      post: {
        ownerId: enginePosts.ownerId,
        campaignId: enginePosts.campaignId,
        title: enginePosts.title,
        status: enginePosts.status,
        partialCompletionMessage: enginePosts.partialCompletionMessage,
      },
      target: engineTargets,
    })
    .from(enginePosts)
    .leftJoin(engineTargets, eq(engineTargets.postId, enginePosts.id))
    .where(eq(enginePosts.id, postId));
  const post = rows[0]?.post;
  if (!post) {
    return;
  }
  const targets = rows.flatMap((row) => (row.target ? [row.target] : []));
  const { status, partialCompletionMessage } = rollUp(targets);
  const changed = status !== post.status || partialCompletionMessage !== post.partialCompletionMessage;
  const update = deps.db
    .update(enginePosts)
    .set({ status, partialCompletionMessage, updatedAt: deps.clock.now() })
    .where(eq(enginePosts.id, postId));
  if (settled && settled.state in ACTIVITY_OF) {
    const action = ACTIVITY_OF[settled.state as keyof typeof ACTIVITY_OF];
    const entry: ActivityEntry = {
      userId: post.ownerId,
      action: settled.needsReconnect ? "publishing.needs_reconnect" : action,
      details: {
        postId,
        title: post.title,
        targetId: settled.id,
        platform: settled.platform,
        url: settled.url,
        message: settled.state === "posted" ? ENGINE_MESSAGES.posted : (settled.error ?? ENGINE_MESSAGES.failed),
        postStatus: status,
        ...(partialCompletionMessage ? { partialCompletionMessage } : {}),
      },
    };
    if (changed) {
      // The status and the activity entry in one statement.
      const postUpdate = deps.db.$with("settled_post").as(update.returning({ id: enginePosts.id }));
      await deps.db
        .with(postUpdate)
        .insert(activities)
        .values(activityRows([entry], deps.clock.now()));
    } else {
      await logActivity(deps, entry);
    }
  } else if (changed) {
    await update;
  }
  const payload: PostPublishingSettled = {
    postId,
    ownerId: post.ownerId,
    campaignId: post.campaignId,
    status,
    partialCompletionMessage,
    targets: targets.map((target) => ({
      id: target.id,
      accountId: target.accountId,
      platform: target.platform,
      destinationId: target.destinationId,
      state: target.state,
      url: target.url,
      error: target.error,
      needsReconnect: target.needsReconnect,
    })),
  };
  await deps.events.emit("publishing.post_settled", payload);
};
