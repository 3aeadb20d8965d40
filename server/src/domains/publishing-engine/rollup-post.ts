import type { WorkerDeps } from "../../context";
import type { ActivityEntry } from "../activity/log-activity";
import { ENGINE_MESSAGES, platformName } from "./engine-messages";
import type { PostPublishingSettled } from "./publishing-engine.events";
import type { EnginePostState, EngineTargetRow } from "./publishing-engine.tables";
import { logEntries, rollupStatements, updateAndLogEntries, updatePosts, uuidArray } from "./rollup-statements";

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

/** A post to roll up, with the target whose change settled it (its activity entry), when there is one. */
export interface PostToSettle {
  postId: string;
  settled?: EngineTargetRow | undefined;
}

const activityFor = (
  post: { ownerId: string; title: string },
  postId: string,
  settled: EngineTargetRow,
  status: EnginePostState,
  partialCompletionMessage: string | null,
): ActivityEntry => ({
  userId: post.ownerId,
  action: settled.needsReconnect ? "publishing.needs_reconnect" : ACTIVITY_OF[settled.state as keyof typeof ACTIVITY_OF],
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

/**
 * Recomputes the status of each post after some of its targets changed, stores the ones that
 * changed, writes an activity entry per settled target (the owner's notification until the
 * notifications issue lands) and tells listeners (campaigns copy the statuses onto their entries).
 * Set-based, so a batch of targets costs the same two statements as one: a read of the posts and
 * their targets, and one statement that updates the changed posts and inserts the entries.
 */
export const settlePosts = async (deps: Pick<WorkerDeps, "db" | "clock" | "events">, items: readonly PostToSettle[]): Promise<void> => {
  const postIds = [...new Set(items.map((item) => item.postId))];
  if (postIds.length === 0) {
    return;
  }

  // The posts and their targets in one read, after the caller's change to the targets was committed.
  const rows = await rollupStatements(deps.db).read.execute({ postIds: uuidArray(postIds) });
  const byPost = new Map<string, { post: (typeof rows)[number]["post"]; targets: EngineTargetRow[] }>();
  for (const row of rows) {
    const entry = byPost.get(row.post.id) ?? { post: row.post, targets: [] };
    byPost.set(row.post.id, entry);
    if (row.target) {
      entry.targets.push(row.target);
    }
  }
  const changes: Record<string, { status: EnginePostState; message: string | null }> = {};
  const entries: ActivityEntry[] = [];
  const payloads: PostPublishingSettled[] = [];
  for (const [postId, { post, targets }] of byPost) {
    const { status, partialCompletionMessage } = rollUp(targets);
    if (status !== post.status || partialCompletionMessage !== post.partialCompletionMessage) {
      changes[postId] = { status, message: partialCompletionMessage };
    }
    for (const { settled } of items.filter((item) => item.postId === postId)) {
      if (settled && settled.state in ACTIVITY_OF) {
        entries.push(activityFor(post, postId, settled, status, partialCompletionMessage));
      }
    }
    payloads.push({
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
    });
  }
  const changedIds = Object.keys(changes);
  const now = deps.clock.now().toISOString();
  const update = { changes: JSON.stringify(changes), changedIds: uuidArray(changedIds), now };
  const log = {
    entries: JSON.stringify(
      entries.map(({ userId, action, documentId, details }) => ({
        userId,
        action,
        documentId: documentId ?? null,
        details: details ?? {},
      })),
    ),
    now,
  };
  if (changedIds.length > 0 && entries.length > 0) {
    // The statuses and the activity entries in one statement.
    await updateAndLogEntries(deps.db, { ...update, ...log });
  } else if (entries.length > 0) {
    await logEntries(deps.db, log);
  } else if (changedIds.length > 0) {
    await updatePosts(deps.db, update);
  }
  for (const payload of payloads) {
    await deps.events.emit("publishing.post_settled", payload);
  }
};

/** Rolls one post up after one of its targets changed (`settled`: the target whose change settled it). */
export const settlePost = (deps: Pick<WorkerDeps, "db" | "clock" | "events">, postId: string, settled?: EngineTargetRow): Promise<void> =>
  settlePosts(deps, [{ postId, settled }]);
