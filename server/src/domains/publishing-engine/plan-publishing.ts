import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Database } from "../../db/client";
import { AppError } from "../../errors";
import { ENGINE_MESSAGES } from "./engine-messages";
import { sendPublishJobs } from "./publishing-engine.jobs";
import { optionsOf, sameDestination, upsertPlannedPost, type PostPlan } from "./planned-post";
import { enginePosts, engineTargets, type EngineTargetRow } from "./publishing-engine.tables";
import { replanKeptTargets, type KnownTargets } from "./replan-kept-targets";

export type { PlannedTarget, PostPlan } from "./planned-post";

type PlanDeps = Pick<AppContext, "db" | "clock" | "jobs">;
/** A transaction (or the database): where the targets change, the jobs are queued too. */
type Tx = Pick<Database, "select" | "execute">;

/** When a scheduled target runs: at its due time, or later after a retry's backoff or a rate-limit hold. */
export const runTimeOf = (target: Pick<EngineTargetRow, "dueAt" | "nextAttemptAt">): Date =>
  target.nextAttemptAt && target.nextAttemptAt > target.dueAt ? target.nextAttemptAt : target.dueAt;

/**
 * Queues a job for each scheduled target of these posts, in the transaction that changed them: the
 * targets and their jobs commit together or not at all (the sweep stays the safety net).
 */
const queueScheduled = async (deps: PlanDeps, tx: Tx, postIds: readonly string[]): Promise<void> => {
  if (postIds.length === 0) {
    return;
  }
  const rows = await tx
    .select({ target: engineTargets, restricted: enginePosts.restricted, held: enginePosts.held })
    .from(engineTargets)
    .innerJoin(enginePosts, eq(enginePosts.id, engineTargets.postId))
    .where(and(inArray(engineTargets.postId, [...postIds]), eq(engineTargets.state, "scheduled")));
  const runs = rows
    .filter(({ target, restricted, held }) => target.releasedAt || (!restricted && !held))
    .map(({ target }) => ({ targetId: target.id, runAt: runTimeOf(target) }));
  await sendPublishJobs(deps, runs, tx);
};

/**
 * Creates or updates what the engine will publish for a post (campaigns call it when a post is
 * saved in an active campaign, on activation and on resume). In one transaction: the snapshot, the
 * new targets, the due time of the still-scheduled ones, the removal of targets no longer chosen
 * (never a posted or unknown one) and one job per target at its due time. The post's row is written
 * first, so two plans of one post run one after the other (the second reads the first's targets).
 * With `known` (the post's targets read just before, replan-kept-targets.ts), a plan that only
 * re-times or re-words the targets already there takes fewer statements.
 */
export const planPostPublishing = async (deps: PlanDeps, plan: PostPlan, known?: KnownTargets): Promise<void> => {
  if (known && (await replanKeptTargets(deps, plan, known))) {
    return;
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await upsertPlannedPost(tx, plan, now);
    const existing = await tx.select().from(engineTargets).where(eq(engineTargets.postId, plan.postId));
    // The jobs follow from the rows in hand (no second read): a scheduled target runs at the new due
    // time when nothing stops it (released now, or neither restricted nor held).
    const stopped = (plan.restricted ?? false) || (plan.held ?? false);
    const runs: { targetId: string; runAt: Date }[] = [];
    const kept: string[] = [];
    for (const target of plan.targets) {
      const row = existing.find((candidate) => sameDestination(candidate, target));
      if (row) {
        kept.push(row.id);
        if (row.state === "scheduled") {
          // `state = 'scheduled'` again: a worker may have claimed it since the read; then it keeps its attempt and gets no job.
          const [updated] = await tx
            .update(engineTargets)
            .set({
              dueAt: plan.dueAt,
              nextAttemptAt: null,
              postType: target.postType ?? "post",
              options: optionsOf(target),
              updatedAt: now,
            })
            .where(and(eq(engineTargets.id, row.id), eq(engineTargets.state, "scheduled")))
            .returning({ id: engineTargets.id, releasedAt: engineTargets.releasedAt });
          if (updated && (updated.releasedAt || !stopped)) {
            runs.push({ targetId: updated.id, runAt: plan.dueAt });
          }
        }
        continue;
      }
      const [inserted] = await tx
        .insert(engineTargets)
        .values({
          postId: plan.postId,
          ownerId: plan.ownerId,
          accountId: target.accountId,
          platform: target.platform,
          destinationId: target.destinationId ?? null,
          postType: target.postType ?? "post",
          options: optionsOf(target),
          dueAt: plan.dueAt,
          updatedAt: now,
        })
        .returning({ id: engineTargets.id });
      if (inserted) {
        kept.push(inserted.id);
        if (!stopped) {
          runs.push({ targetId: inserted.id, runAt: plan.dueAt });
        }
      }
    }
    // Only when a scheduled target is no longer chosen (a move or an edit of the text keeps them all).
    if (existing.some((row) => row.state === "scheduled" && !kept.includes(row.id))) {
      await tx
        .delete(engineTargets)
        .where(
          and(
            eq(engineTargets.postId, plan.postId),
            eq(engineTargets.state, "scheduled"),
            kept.length > 0 ? notInArray(engineTargets.id, kept) : undefined,
          ),
        );
    }
    await sendPublishJobs(deps, runs, tx);
  });
};

/** Pause (held = true) or resume (held = false) every post of a campaign; resuming queues the due jobs again. */
export const holdCampaignPublishing = async (deps: PlanDeps, campaignId: string, held: boolean): Promise<void> => {
  await deps.db.transaction(async (tx) => {
    const posts = await tx
      .update(enginePosts)
      .set({ held, updatedAt: deps.clock.now() })
      .where(eq(enginePosts.campaignId, campaignId))
      .returning({ id: enginePosts.id });
    if (!held) {
      await queueScheduled(
        deps,
        tx,
        posts.map((post) => post.id),
      );
    }
  });
};

/** Moves a post: refused once any target was posted (spec 4 §4); scheduled targets follow in the same transaction. */
export const movePostPublishing = async (deps: PlanDeps, postId: string, dueAt: Date): Promise<void> => {
  await deps.db.transaction(async (tx) => {
    const targets = await tx.select().from(engineTargets).where(eq(engineTargets.postId, postId)).for("update");
    if (targets.some((target) => target.state === "posted" || target.state === "publishing")) {
      throw new AppError("CONFLICT", ENGINE_MESSAGES.alreadyPublished);
    }
    const now = deps.clock.now();
    await tx.update(enginePosts).set({ dueAt, updatedAt: now }).where(eq(enginePosts.id, postId));
    await tx
      .update(engineTargets)
      .set({ dueAt, nextAttemptAt: null, updatedAt: now })
      .where(and(eq(engineTargets.postId, postId), eq(engineTargets.state, "scheduled")));
    await queueScheduled(deps, tx, [postId]);
  });
};

/** Restricted posts are never auto-published; lifting the restriction queues them again. */
export const restrictPostPublishing = async (deps: PlanDeps, postId: string, restricted: boolean): Promise<void> => {
  await deps.db.transaction(async (tx) => {
    await tx.update(enginePosts).set({ restricted, updatedAt: deps.clock.now() }).where(eq(enginePosts.id, postId));
    if (!restricted) {
      await queueScheduled(deps, tx, [postId]);
    }
  });
};

/** A deleted post: its targets that have not started go with it (a publishing one finishes on its own and finds nothing to write). */
export const cancelPostPublishing = async (deps: PlanDeps, postId: string): Promise<void> => {
  await deps.db.delete(enginePosts).where(eq(enginePosts.id, postId));
};

/**
 * Instant post, Post Now and re-upload: the chosen targets (not posted, not publishing) are released
 * for now, even when the post is restricted or its campaign paused, with a fresh attempt count.
 * Answers the released target ids.
 */
export const releaseTargetsNow = async (
  deps: PlanDeps,
  postId: string,
  options: { targetIds?: readonly string[]; includeUnknown?: boolean } = {},
): Promise<string[]> => {
  const now = deps.clock.now();
  const states = ["scheduled", "failed", "missed", ...(options.includeUnknown ? ["outcome_unknown" as const] : [])] as const;
  return deps.db.transaction(async (tx) => {
    const released = await tx
      .update(engineTargets)
      .set({
        state: "scheduled",
        dueAt: now,
        nextAttemptAt: null,
        releasedAt: now,
        attempts: 0,
        attemptId: null,
        createSentAt: null,
        error: null,
        errorKind: null,
        needsReconnect: false,
        steps: {},
        updatedAt: now,
      })
      .where(
        and(
          eq(engineTargets.postId, postId),
          inArray(engineTargets.state, [...states]),
          options.targetIds ? inArray(engineTargets.id, [...options.targetIds]) : undefined,
        ),
      )
      .returning({ id: engineTargets.id });
    if (released.length === 0) {
      throw new AppError("CONFLICT", ENGINE_MESSAGES.selectPlatform);
    }
    await sendPublishJobs(
      deps,
      released.map(({ id }) => ({ targetId: id, runAt: now })),
      tx,
    );
    return released.map((row) => row.id);
  });
};
