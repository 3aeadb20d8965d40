import { eq } from "drizzle-orm";
import type { WorkerDeps } from "../../context";
import { logActivity } from "../activity/log-activity";
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
  const [post] = await deps.db.select().from(enginePosts).where(eq(enginePosts.id, postId)).limit(1);
  if (!post) {
    return;
  }
  const targets = await deps.db.select().from(engineTargets).where(eq(engineTargets.postId, postId));
  const { status, partialCompletionMessage } = rollUp(targets);
  if (status !== post.status || partialCompletionMessage !== post.partialCompletionMessage) {
    await deps.db
      .update(enginePosts)
      .set({ status, partialCompletionMessage, updatedAt: deps.clock.now() })
      .where(eq(enginePosts.id, postId));
  }
  if (settled && settled.state in ACTIVITY_OF) {
    const action = ACTIVITY_OF[settled.state as keyof typeof ACTIVITY_OF];
    await logActivity(deps, {
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
    });
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
