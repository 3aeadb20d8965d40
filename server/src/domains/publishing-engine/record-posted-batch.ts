import { sql } from "drizzle-orm";
import type { WorkerDeps } from "../../context";
import type { Database } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import type { PublishedPost } from "../../integrations/platforms/provider";
import { recordProviderSuccess } from "./holds-and-health";
import type { Attempt, PublishOutcome } from "./publish-attempt";
import { engineTargets } from "./publishing-engine.tables";
import { settlePosts } from "./rollup-post";
import { uuidArray } from "./rollup-statements";

/** An attempt the platform confirmed, waiting to be recorded with the rest of its batch. */
export interface ConfirmedAttempt {
  attempt: Attempt;
  published: PublishedPost;
}

const at = (name: string) => sql`${sql.placeholder(name)}::timestamptz`;

/**
 * The batch record, built once per database handle and prepared (named) on each connection. Per
 * target, the `answers` parameter (one JSON object: target id → attempt id, platform post id, URL)
 * holds the attempt that must still hold it and what the platform answered.
 */
const buildRecord = (db: Database) => {
  const answer = sql`(${sql.placeholder("answers")}::jsonb -> ${engineTargets.id}::text)`;
  return db
    .update(engineTargets)
    .set({
      state: "posted",
      platformPostId: sql`${answer} ->> 'platformPostId'`,
      url: sql`${answer} ->> 'url'`,
      postedAt: at("now"),
      error: null,
      errorKind: null,
      attemptId: null,
      updatedAt: at("now"),
    })
    .where(
      sql`${engineTargets.id} = any(${sql.placeholder("targetIds")}::uuid[]) and ${engineTargets.attemptId} = (${answer} ->> 'attemptId')::uuid`,
    )
    .returning()
    .prepare("publishing_engine_record_posted");
};

const recordFor = preparedPerDatabase(buildRecord);

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
  const answers = Object.fromEntries(
    confirmed.map(({ attempt, published }) => [
      attempt.target.id,
      { attemptId: attempt.attemptId, platformPostId: published.platformPostId, url: published.url ?? null },
    ]),
  );
  const rows = await recordFor(deps.db).execute({
    answers: JSON.stringify(answers),
    targetIds: uuidArray(confirmed.map(({ attempt }) => attempt.target.id)),
    now: deps.clock.now().toISOString(),
  });
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
