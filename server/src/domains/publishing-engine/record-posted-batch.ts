import { inArray, sql } from "drizzle-orm";
import type { WorkerDeps } from "../../context";
import type { PublishedPost } from "../../integrations/platforms/provider";
import { recordProviderSuccess } from "./holds-and-health";
import type { Attempt, PublishOutcome } from "./publish-attempt";
import { engineTargets } from "./publishing-engine.tables";
import { settlePosts } from "./rollup-post";

/** An attempt the platform confirmed, waiting to be recorded with the rest of its batch. */
export interface ConfirmedAttempt {
  attempt: Attempt;
  published: PublishedPost;
}

/**
 * Records a batch of confirmed attempts as posted in one statement, then rolls their posts up in
 * two (rollup-post.ts). Each row is written only while its attempt still holds the target (the same
 * guard as guardedUpdate): a target the sweep gave away meanwhile is not written and counts as
 * skipped, exactly as recordPosted's LostReservation. The caller falls back to the per-target path
 * when this statement fails, so a target is never left without its outcome by a batch-wide error.
 */
export const recordPostedBatch = async (deps: WorkerDeps, confirmed: readonly ConfirmedAttempt[]): Promise<Map<string, PublishOutcome>> => {
  const outcomes = new Map<string, PublishOutcome>();
  if (confirmed.length === 0) {
    return outcomes;
  }
  const now = deps.clock.now();
  // Per target: the attempt that must still hold it and what the platform answered (one JSON parameter).
  const answers = Object.fromEntries(
    confirmed.map(({ attempt, published }) => [
      attempt.target.id,
      { attemptId: attempt.attemptId, platformPostId: published.platformPostId, url: published.url ?? null },
    ]),
  );
  const answer = sql`(${JSON.stringify(answers)}::jsonb -> ${engineTargets.id}::text)`;
  const rows = await deps.db
    .update(engineTargets)
    .set({
      state: "posted",
      platformPostId: sql`${answer} ->> 'platformPostId'`,
      url: sql`${answer} ->> 'url'`,
      postedAt: now,
      error: null,
      errorKind: null,
      attemptId: null,
      updatedAt: now,
    })
    .where(
      sql`${inArray(
        engineTargets.id,
        confirmed.map(({ attempt }) => attempt.target.id),
      )} and ${engineTargets.attemptId} = (${answer} ->> 'attemptId')::uuid`,
    )
    .returning();
  for (const { attempt } of confirmed) {
    outcomes.set(attempt.target.id, { kind: "skipped" });
  }
  for (const row of rows) {
    outcomes.set(row.id, { kind: "posted" });
  }
  await settlePosts(
    deps,
    rows.map((row) => ({ postId: row.postId, settled: row })),
  );
  for (const platform of new Set(rows.map((row) => row.platform))) {
    await recordProviderSuccess(deps, platform);
  }
  return outcomes;
};
