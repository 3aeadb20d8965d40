import type PgBoss from "pg-boss";
import type { WorkerDeps } from "../../context";
import type { DomainModule } from "../domain-module";
import { engineSettings } from "./engine-settings";
import { publishTargets } from "./publish-batch";
import { ENGINE_QUEUES, type PublishJob } from "./publishing-engine.jobs";
import { sweepTargets } from "./sweep-targets";

/**
 * Works one batch of publish jobs (a target that must wait gets its next job from publishTarget, with
 * the change that made it wait). pg-boss completes a batch's jobs in one statement when the handler
 * returns and fails them all when it throws, so a target that threw has its own job failed here
 * first (the completion then leaves it failed) and never fails or retries the others.
 */
export const workPublishJobs = async (
  boss: Pick<PgBoss, "fail">,
  deps: WorkerDeps,
  jobs: readonly PgBoss.Job<PublishJob>[],
): Promise<void> => {
  const results = await publishTargets(
    deps,
    jobs.map((job) => job.data.targetId),
  );
  await Promise.all(
    jobs.map(async (job, index) => {
      const result = results[index];
      if (result?.status === "rejected") {
        const reason: unknown = result.reason;
        await boss.fail(ENGINE_QUEUES.publish, job.id, { message: reason instanceof Error ? reason.message : String(reason) });
      }
    }),
  );
};

/**
 * The engine's workers: several pollers per process, each taking a batch and publishing it in
 * parallel. Any number of processes share the queue (pg-boss fetches with SKIP LOCKED, and each
 * target is reserved with SELECT … FOR UPDATE SKIP LOCKED). A sweep runs once at start, so a
 * restarted worker recovers what a dead one left behind.
 */
export const startPublishingEngineWorkers: NonNullable<DomainModule["workers"]> = async (boss: PgBoss, deps, options) => {
  const settings = engineSettings(deps.config);
  if (!settings.runWorkers) {
    return;
  }
  const pollers = Math.max(1, Math.min(4, settings.pollers, settings.concurrency));
  const batchSize = Math.max(1, Math.ceil(settings.concurrency / pollers));
  const pollingIntervalSeconds = Math.max(0.5, Math.min(options.pollingIntervalSeconds, settings.pollingIntervalSeconds));
  for (let index = 0; index < pollers; index += 1) {
    let workerId = "";
    workerId = await boss.work<PublishJob>(ENGINE_QUEUES.publish, { batchSize, pollingIntervalSeconds }, async (jobs) => {
      await workPublishJobs(boss, deps, jobs);
      if (jobs.length === batchSize && workerId) {
        // A full batch: more are likely waiting, so fetch again now instead of after the polling interval.
        boss.notifyWorker(workerId);
      }
    });
  }
  await boss.work(ENGINE_QUEUES.sweep, { pollingIntervalSeconds }, async () => {
    await sweepTargets(deps);
  });
  await sweepTargets(deps);
  if (settings.sweepEverySeconds > 0) {
    const timer = setInterval(() => {
      sweepTargets(deps).catch(() => undefined);
    }, settings.sweepEverySeconds * 1000);
    timer.unref();
    boss.once("stopped", () => clearInterval(timer));
  }
};
