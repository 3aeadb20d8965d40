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

export const sendPublishJob = async (jobs: JobQueue, targetId: string, runAt: Date): Promise<void> => {
  const data: PublishJob = { targetId, runAt: runAt.toISOString() };
  // The handler re-reads the target, so a job left over from before a move or a pause does nothing.
  await jobs.send(ENGINE_QUEUES.publish, data, { startAfter: runAt, singletonKey: publishJobKey(targetId, runAt), retryLimit: 0 });
};
