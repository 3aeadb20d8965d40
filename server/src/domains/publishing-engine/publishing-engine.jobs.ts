import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import type { JobQueue } from "../../jobs/queue";

export const ENGINE_QUEUES = {
  /** One job per target at its due time (data: the target id and the time it was queued for). */
  publish: "publishing-engine.publish-target",
  /** Every minute: queue due targets without a job, recover dead workers' targets, mark missed ones, settle unknowns. */
  sweep: "publishing-engine.sweep",
} as const;

export interface PublishJob {
  targetId: string;
  runAt: string;
}

/** The singleton key names the target and the time, so the planner and the sweep never queue the same run twice. */
export const publishJobKey = (targetId: string, runAt: Date): string => `${targetId}@${runAt.toISOString()}`;

/**
 * Queues one publish job per target run, in one statement and in the caller's transaction when it
 * passes one (the jobs then exist only if the targets' change commits). Delays are counted on the
 * app's clock (the queue compares start times with the database's clock), so a job becomes due
 * when the engine's clock says its target is.
 */
export const sendPublishJobs = async (
  deps: { jobs: JobQueue; clock: Clock },
  runs: readonly { targetId: string; runAt: Date }[],
  tx?: Pick<Database, "execute">,
): Promise<void> => {
  const now = deps.clock.now().getTime();
  await deps.jobs.sendMany(
    runs.map(({ targetId, runAt }) => ({
      queue: ENGINE_QUEUES.publish,
      data: { targetId, runAt: runAt.toISOString() } satisfies PublishJob,
      // The handler re-reads the target, so a job left over from before a move or a pause does nothing.
      options: { startAfter: Math.max(0, (runAt.getTime() - now) / 1000), singletonKey: publishJobKey(targetId, runAt), retryLimit: 0 },
    })),
    tx ? { db: tx } : {},
  );
};

export const sendPublishJob = (deps: { jobs: JobQueue; clock: Clock }, targetId: string, runAt: Date, tx?: Pick<Database, "execute">) =>
  sendPublishJobs(deps, [{ targetId, runAt }], tx);
