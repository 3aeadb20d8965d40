import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { WorkerDeps } from "../../context";
import { socialRuntime } from "../social-accounts/social-runtime";
import { claimDueTarget, EARLY_TOLERANCE_MS, singleRequestPlatforms } from "./claim-due-target";
import { ENGINE_MESSAGES } from "./engine-messages";
import type { EngineSettings } from "./engine-settings";
import { runTimeOf } from "./plan-publishing";
import type { Attempt, PublishOutcome } from "./publish-attempt";
import { sendPublishJob } from "./publishing-engine.jobs";
import { enginePosts, engineTargets, publishingHolds } from "./publishing-engine.tables";
import { settlePost } from "./rollup-post";

/**
 * Step 1 of every attempt. A due target that nothing stops is reserved in one statement
 * (claim-due-target.ts); otherwise, in one transaction: lock the target (SKIP LOCKED: another worker has it),
 * check it is due, not held, not restricted, not rate-limited and not overdue past the cut-off, and
 * reserve the attempt (attempt id, started at) before anything is sent to the platform. A target
 * that must wait gets its next job in the same transaction.
 */
export const reserveTarget = async (
  deps: WorkerDeps,
  targetId: string,
  settings: EngineSettings,
  /** False when a batch claim (publish-batch.ts) has just tried the one statement for this target. */
  tryClaim = true,
): Promise<Attempt | PublishOutcome> => {
  const claimed = tryClaim ? await claimDueTarget(deps, targetId, settings, singleRequestPlatforms(socialRuntime(deps))) : undefined;
  if (claimed) {
    return claimed;
  }
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        target: engineTargets,
        post: enginePosts,
        holdUntil: sql<string | null>`(select max(${publishingHolds.until}) from ${publishingHolds} where ${publishingHolds.key} in (
          'account:' || ${engineTargets.accountId}::text,
          case when ${engineTargets.platform} in ('facebook', 'instagram') then 'app:meta' else '' end))`,
      })
      .from(engineTargets)
      .innerJoin(enginePosts, eq(enginePosts.id, engineTargets.postId))
      .where(eq(engineTargets.id, targetId))
      .for("update", { of: engineTargets, skipLocked: true })
      .limit(1);
    if (!row || row.target.state !== "scheduled") {
      return { kind: "skipped" } as const;
    }
    const { target, post } = row;
    if (!target.releasedAt && (post.restricted || post.held)) {
      return { kind: "skipped" } as const;
    }
    const runAt = runTimeOf(target);
    if (runAt.getTime() > now.getTime() + EARLY_TOLERANCE_MS) {
      await sendPublishJob(deps, target.id, runAt, tx);
      return { kind: "later", runAt } as const;
    }
    const hold = row.holdUntil ? new Date(row.holdUntil) : null;
    if (hold && hold > now) {
      await tx.update(engineTargets).set({ nextAttemptAt: hold, updatedAt: now }).where(eq(engineTargets.id, target.id));
      await sendPublishJob(deps, target.id, hold, tx);
      return { kind: "later", runAt: hold } as const;
    }
    const cutoff = settings.missedAfterMinutes * 60_000;
    if (!target.releasedAt && now.getTime() - target.dueAt.getTime() > cutoff) {
      const [missed] = await tx
        .update(engineTargets)
        .set({ state: "missed", error: ENGINE_MESSAGES.missed(Math.round(settings.missedAfterMinutes / 60)), updatedAt: now })
        .where(eq(engineTargets.id, target.id))
        .returning();
      return { kind: "missed", missed } as const;
    }
    const attemptId = randomUUID();
    const [reserved] = await tx
      .update(engineTargets)
      .set({ state: "publishing", attemptId, attemptStartedAt: now, attempts: target.attempts + 1, createSentAt: null, updatedAt: now })
      .where(eq(engineTargets.id, target.id))
      .returning();
    return { target: reserved ?? target, post, attemptId };
  });
  if ("missed" in result) {
    if (result.missed) {
      await settlePost(deps, result.missed.postId, result.missed);
    }
    return { kind: "missed" };
  }
  return result;
};
