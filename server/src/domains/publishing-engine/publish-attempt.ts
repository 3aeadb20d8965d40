import { and, eq } from "drizzle-orm";
import type { WorkerDeps } from "../../context";
import type { Database } from "../../db/client";
import type { SocialAccountRow } from "../social-accounts/social-accounts.tables";
import { engineTargets, type EnginePostRow, type EngineTargetRow } from "./publishing-engine.tables";
import { settlePost } from "./rollup-post";

/** What one run of a publish job did. */
export type PublishOutcome =
  | { kind: "posted" | "failed" | "outcome_unknown" | "missed" | "skipped" }
  /** Not yet (not due, a backoff, a rate-limit hold): its job runs again at `runAt`. */
  | { kind: "later"; runAt: Date };

/** A reserved attempt: the target (now 'publishing'), its post and the attempt id that guards every write. */
export interface Attempt {
  target: EngineTargetRow;
  post: EnginePostRow;
  attemptId: string;
  /** The account as the reservation read it (the one-statement reservation reads it with the target). */
  account?: SocialAccountRow;
}

/** The attempt lost its reservation (the sweep gave the target to another worker): stop without a platform call. */
export class LostReservation extends Error {}

/** A refusal before anything was sent to the platform, as a target error. */
export class Precheck extends Error {
  constructor(
    message: string,
    readonly kind: string,
    readonly needsReconnect = false,
  ) {
    super(message);
  }
}

/** The account may publish no more for now (Instagram's 24-hour quota): wait until `resetAt` without using an attempt. */
export class QuotaExhausted extends Error {
  constructor(
    message: string,
    readonly resetAt: Date,
  ) {
    super(message);
  }
}

/** Writes to the target only while this attempt still holds it (in `db`, a transaction when given). */
export const guardedUpdate = async (
  deps: Pick<WorkerDeps, "db" | "clock">,
  attempt: Attempt,
  values: Partial<EngineTargetRow>,
  db: Pick<Database, "update"> = deps.db,
): Promise<EngineTargetRow> => {
  const [row] = await db
    .update(engineTargets)
    .set({ ...values, updatedAt: deps.clock.now() })
    .where(and(eq(engineTargets.id, attempt.target.id), eq(engineTargets.attemptId, attempt.attemptId)))
    .returning();
  if (!row) {
    throw new LostReservation();
  }
  return row;
};

/** Ends the attempt with a final state and rolls the post up. */
export const finishAttempt = async (deps: WorkerDeps, attempt: Attempt, values: Partial<EngineTargetRow>): Promise<void> => {
  const row = await guardedUpdate(deps, attempt, { ...values, attemptId: null });
  await settlePost(deps, row.postId, row);
};
