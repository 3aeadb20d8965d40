import type { WorkerDeps } from "../../context";
import { engineSettings, type EngineSettings } from "./engine-settings";
import type { Attempt, PublishOutcome } from "./publish-attempt";
import { recordFailure, recordPosted } from "./record-outcome";
import { reserveTarget } from "./reserve-target";
import { settlePost } from "./rollup-post";
import { runAttempt } from "./run-attempt";

export type { PublishOutcome } from "./publish-attempt";

/**
 * Publishes one target at most once: reserve the attempt in the database (reserve-target.ts), run
 * the platform's steps recording each confirmed one (run-attempt.ts), then record what happened
 * (record-outcome.ts). Retries only errors the taxonomy calls retryable, and only when the platform
 * cannot have created the post; anything ambiguous after the create request was sent is
 * outcome_unknown and waits for a person (or the settling sweep), never an automatic retry. A
 * target that must wait has its next job queued with the change that made it wait.
 *
 * The workers publish a whole pg-boss batch at once (publish-batch.ts) and send here only the
 * targets its one-statement claim did not reserve (`tryClaim: false`).
 */
export const publishTarget = async (deps: WorkerDeps, targetId: string, tryClaim = true): Promise<PublishOutcome> => {
  const settings = engineSettings(deps.config);
  const reserved = await reserveTarget(deps, targetId, settings, tryClaim);
  if (!("attemptId" in reserved)) {
    return reserved;
  }
  // Spec 4 §4: a post is active while it is being posted. Only its first target to start changes that
  // (a pending post), so the others add no statement; a long upload shows active meanwhile.
  if (reserved.post.status === "pending") {
    await settlePost(deps, reserved.post.id);
  }
  return publishReserved(deps, reserved, settings);
};

/** Runs a reserved attempt and records its outcome, posted or not. */
const publishReserved = async (deps: WorkerDeps, reserved: Attempt, settings: EngineSettings): Promise<PublishOutcome> => {
  const progress = { createSent: false };
  try {
    return await recordPosted(deps, reserved, await runAttempt(deps, reserved, settings, progress));
  } catch (error) {
    return recordFailure(deps, reserved, error, progress.createSent, settings);
  }
};
