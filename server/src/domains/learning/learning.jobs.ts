import { z } from "zod";
import { warmUpHarper } from "@wordloom/shared/analysis/grammar";
import type { JobQueue, QueueDefinition } from "../../jobs/queue";
import type { DomainModule } from "../domain-module";
import { evaluateSubmission } from "./evaluate-submission";

export const LEARNING_QUEUES = { evaluate: "learning.evaluate" } as const;

export const learningQueues: readonly QueueDefinition[] = [{ name: LEARNING_QUEUES.evaluate }];

const EvaluateJobSchema = z.object({ submissionId: z.uuid() });

/** Queues the evaluation of a submitted text (pg-boss; retried once if the worker dies mid-way). */
export const queueEvaluation = (jobs: JobQueue, submissionId: string): Promise<void> =>
  jobs.send(LEARNING_QUEUES.evaluate, { submissionId }, { retryLimit: 1, retryDelay: 5, expireInSeconds: 120 });

/** Learners wait on this queue, so its worker looks for work at least every half second. */
const EVALUATION_POLL_SECONDS = 0.5;

export const startLearningWorkers: NonNullable<DomainModule["workers"]> = async (boss, deps, { pollingIntervalSeconds }) => {
  // The grammar engine loads its WebAssembly once; do it now rather than in the first learner's wait.
  void warmUpHarper("en-US").catch(() => undefined);
  await boss.work(
    LEARNING_QUEUES.evaluate,
    { pollingIntervalSeconds: Math.min(pollingIntervalSeconds, EVALUATION_POLL_SECONDS) },
    async (jobs) => {
      for (const job of jobs) {
        await evaluateSubmission(deps, EvaluateJobSchema.parse(job.data).submissionId);
      }
    },
  );
};
