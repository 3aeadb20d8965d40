import type { WorkerDeps } from "../../context";
import { socialRuntime } from "../social-accounts/social-runtime";
import { claimDueTargets, singleRequestPlatforms } from "./claim-due-target";
import { engineSettings } from "./engine-settings";
import type { PublishOutcome } from "./publish-attempt";
import { publishTarget } from "./publish-target";
import { recordPosted, recordFailure } from "./record-outcome";
import { recordPostedBatch, type ConfirmedAttempt } from "./record-posted-batch";
import { settlePosts } from "./rollup-post";
import { runAttempt } from "./run-attempt";

/**
 * Publishes the targets of one pg-boss batch with the same rules as publishTarget, at a fraction of
 * its statements: one claim reserves every target the common case allows (claim-due-target.ts),
 * their pending posts turn active in one rollup, the platform calls run concurrently, and the
 * confirmed create-only ones are recorded posted in one statement and rolled up in two
 * (record-posted-batch.ts); an attempt with more steps (uploads, a token refresh) records its own.
 * Everything else keeps the per-target path: a target the claim did not reserve (held, restricted,
 * not due, rate-limited, missed, taken by another worker) goes publishTarget's long way, and a
 * failed attempt goes recordFailure (retry, outcome_unknown, failed) on its own.
 *
 * The answer has one settled result per id, in order, so the worker fails only the jobs whose
 * target threw and completes the others.
 */
export const publishTargets = async (deps: WorkerDeps, targetIds: readonly string[]): Promise<PromiseSettledResult<PublishOutcome>[]> => {
  const settings = engineSettings(deps.config);
  const claimed = await claimDueTargets(deps, targetIds, settings, singleRequestPlatforms(socialRuntime(deps)));
  const attempts = new Map(claimed.map((attempt) => [attempt.target.id, attempt]));
  // Spec 4 §4: a post is active while it is being posted (the claim read the posts before it).
  await settlePosts(
    deps,
    claimed.filter((attempt) => attempt.post.status === "pending").map((attempt) => ({ postId: attempt.post.id })),
  );
  const confirmed: ConfirmedAttempt[] = [];
  const createOnly = new Map<string, Promise<PromiseSettledResult<PublishOutcome>>>();
  const ownRecord = new Map<string, Promise<PromiseSettledResult<PublishOutcome>>>();
  for (const attempt of claimed) {
    const progress = { createSent: false };
    // A create-only attempt (the claim wrote create_sent_at: one quick request) waits for the batch
    // record; one with uploads, staged steps or a token refresh may take minutes, so it records its
    // own outcome as publishTarget does rather than keep the batch's quick posts unrecorded meanwhile.
    const batched = attempt.target.createSentAt !== null;
    const run = runAttempt(deps, attempt, settings, progress).then(
      (published): PublishOutcome | Promise<PublishOutcome> => {
        if (!batched) {
          return recordPosted(deps, attempt, published).catch((error: unknown) => recordFailure(deps, attempt, error, true, settings));
        }
        confirmed.push({ attempt, published });
        return { kind: "posted" }; // replaced by what the batch record says
      },
      (error: unknown) => recordFailure(deps, attempt, error, progress.createSent, settings),
    );
    (batched ? createOnly : ownRecord).set(attempt.target.id, settle(run));
  }
  const seen = new Set<string>();
  const results = targetIds.map((targetId): Promise<PromiseSettledResult<PublishOutcome>> | undefined => {
    if (seen.has(targetId)) {
      // The same target twice in one batch (two runs queued): the second finds it taken, as a second worker would.
      return Promise.resolve({ status: "fulfilled", value: { kind: "skipped" } });
    }
    seen.add(targetId);
    return attempts.has(targetId) ? undefined : settle(publishTarget(deps, targetId, false));
  });
  const fastResults = new Map<string, PromiseSettledResult<PublishOutcome>>();
  for (const [targetId, result] of createOnly) {
    fastResults.set(targetId, await result);
  }
  const recorded = await recordConfirmed(deps, confirmed);
  for (const [targetId, result] of ownRecord) {
    fastResults.set(targetId, await result);
  }
  return Promise.all(
    targetIds.map(async (targetId, index): Promise<PromiseSettledResult<PublishOutcome>> => {
      const own = results[index];
      if (own) {
        return own;
      }
      const outcome = recorded.get(targetId);
      return outcome
        ? { status: "fulfilled", value: outcome }
        : (fastResults.get(targetId) ?? { status: "fulfilled", value: { kind: "skipped" } });
    }),
  );
};

/** A promise's result as a value, its rejection handled at once (a batch awaits its members later). */
const settle = <T>(promise: Promise<T>): Promise<PromiseSettledResult<T>> =>
  promise.then(
    (value) => ({ status: "fulfilled", value }),
    (reason: unknown) => ({ status: "rejected", reason }),
  );

/**
 * The batch record, or, when its statement fails, each target on its own as publishTarget records it
 * (a target whose own record fails too becomes outcome_unknown through recordFailure).
 */
const recordConfirmed = async (deps: WorkerDeps, confirmed: readonly ConfirmedAttempt[]): Promise<Map<string, PublishOutcome>> => {
  try {
    return await recordPostedBatch(deps, confirmed);
  } catch {
    const settings = engineSettings(deps.config);
    const outcomes = await Promise.all(
      confirmed.map(({ attempt, published }) =>
        recordPosted(deps, attempt, published).catch((error: unknown) => recordFailure(deps, attempt, error, true, settings)),
      ),
    );
    return new Map(confirmed.map(({ attempt }, index) => [attempt.target.id, outcomes[index] ?? { kind: "skipped" }]));
  }
};
