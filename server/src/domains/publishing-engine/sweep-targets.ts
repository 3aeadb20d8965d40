import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { WorkerDeps } from "../../context";
import { ENGINE_MESSAGES, platformName } from "./engine-messages";
import { engineSettings } from "./engine-settings";
import { runTimeOf } from "./plan-publishing";
import { sendPublishJobs } from "./publishing-engine.jobs";
import { enginePosts, engineTargets } from "./publishing-engine.tables";
import { settlePost } from "./rollup-post";
import { settleUnknownTargets } from "./settle-unknown";

export interface SweepCounts {
  settled: number;
  queued: number;
  missed: number;
  recovered: number;
  unknown: number;
}

/** How far ahead the sweep queues jobs (it runs every minute). */
const QUEUE_AHEAD_MS = 65_000;

/**
 * The reconciliation sweep (every minute, and once when workers start):
 * - targets overdue beyond the cut-off become missed (not published days late);
 * - targets left 'publishing' by a dead worker past the lease: outcome_unknown when the create
 *   request had been sent, otherwise scheduled again (resuming after the last confirmed step);
 * - every scheduled target due within the next minute gets its job (a lost job, a restore from
 *   backup, a crash between a transaction and its send) — the singleton key keeps it to one;
 * - outcome_unknown targets are settled where the platform lists recent posts (settle-unknown.ts).
 */
export const sweepTargets = async (deps: WorkerDeps): Promise<SweepCounts> => {
  const settings = engineSettings(deps.config);
  const now = deps.clock.now();
  const counts: SweepCounts = { settled: 0, queued: 0, missed: 0, recovered: 0, unknown: 0 };
  const owners = settings.sweepOwnerIds
    ? inArray(engineTargets.ownerId, [...settings.sweepOwnerIds, "00000000-0000-4000-8000-000000000000"])
    : undefined;
  const released = or(isNotNull(engineTargets.releasedAt), and(eq(enginePosts.restricted, false), eq(enginePosts.held, false)));

  const overdue = new Date(now.getTime() - settings.missedAfterMinutes * 60_000);
  const missedIds = await deps.db
    .select({ id: engineTargets.id })
    .from(engineTargets)
    .innerJoin(enginePosts, eq(enginePosts.id, engineTargets.postId))
    .where(and(eq(engineTargets.state, "scheduled"), isNull(engineTargets.releasedAt), lt(engineTargets.dueAt, overdue), released, owners));
  for (const { id } of missedIds) {
    const [row] = await deps.db
      .update(engineTargets)
      .set({ state: "missed", error: ENGINE_MESSAGES.missed(Math.round(settings.missedAfterMinutes / 60)), updatedAt: now })
      .where(and(eq(engineTargets.id, id), eq(engineTargets.state, "scheduled")))
      .returning();
    if (row) {
      counts.missed += 1;
      await settlePost(deps, row.postId, row);
    }
  }

  const leaseEnd = new Date(now.getTime() - settings.leaseSeconds * 1000);
  const stale = await deps.db
    .select()
    .from(engineTargets)
    .where(and(eq(engineTargets.state, "publishing"), lt(engineTargets.attemptStartedAt, leaseEnd), owners));
  for (const target of stale) {
    const unknown = target.createSentAt !== null;
    const [row] = await deps.db
      .update(engineTargets)
      .set(
        unknown
          ? {
              // The attempt id stays: should its worker be alive after all and hear the answer, it records the truth.
              state: "outcome_unknown",
              error: ENGINE_MESSAGES.outcomeUnknown(platformName(target.platform)),
              updatedAt: now,
            }
          : { state: "scheduled", attemptId: null, nextAttemptAt: now, updatedAt: now },
      )
      .where(
        and(
          eq(engineTargets.id, target.id),
          eq(engineTargets.state, "publishing"),
          sql`${engineTargets.attemptId} is not distinct from ${target.attemptId}`,
        ),
      )
      .returning();
    if (row && unknown) {
      counts.unknown += 1;
      await settlePost(deps, row.postId, row);
    } else if (row) {
      counts.recovered += 1;
    }
  }

  const horizon = new Date(now.getTime() + QUEUE_AHEAD_MS);
  const due = await deps.db
    .select({ id: engineTargets.id, dueAt: engineTargets.dueAt, nextAttemptAt: engineTargets.nextAttemptAt })
    .from(engineTargets)
    .innerJoin(enginePosts, eq(enginePosts.id, engineTargets.postId))
    .where(
      and(
        eq(engineTargets.state, "scheduled"),
        lte(sql`greatest(${engineTargets.dueAt}, coalesce(${engineTargets.nextAttemptAt}, ${engineTargets.dueAt}))`, horizon),
        released,
        owners,
      ),
    );
  // One statement for all of them; the singleton keys leave a target that has its job alone.
  await sendPublishJobs(
    deps,
    due.map((target) => ({ targetId: target.id, runAt: runTimeOf(target) })),
  );
  counts.queued = due.length;
  counts.settled = settings.sweepOwnerIds ? 0 : await settleUnknownTargets(deps).catch(() => 0);
  return counts;
};
