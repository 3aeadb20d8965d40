import { createHash, randomUUID } from "node:crypto";
import { PLATFORM_IDS } from "@wordloom/shared/rules";
import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { WorkerDeps } from "../../context";
import type { Database } from "../../db/client";
import { socialAccounts } from "../social-accounts/social-accounts.tables";
import type { SocialRuntime } from "../social-accounts/social-runtime";
import { PUBLISH_REFRESH_MARGIN_MS } from "./account-session";
import type { EngineSettings } from "./engine-settings";
import type { Attempt } from "./publish-attempt";
import { enginePosts, engineTargets, publishingHolds } from "./publishing-engine.tables";

/** A job may start this early (pg-boss and our clock are not the same clock). */
export const EARLY_TOLERANCE_MS = 1_000;

/**
 * Platforms whose publish is a single create request with nothing recorded before it (no staged
 * container, no quota read): for them, a post without media or mail can mark the create as sent
 * in the reservation itself.
 */
export const singleRequestPlatforms = (runtime: Pick<SocialRuntime, "provider">): string[] =>
  PLATFORM_IDS.filter((id) => {
    const publishing = runtime.provider(id)?.publishing;
    return publishing !== undefined && !publishing.staged && !publishing.publishingQuota;
  });

/**
 * The common case of a reservation in one statement: a due, scheduled target that nothing stops
 * (not held, not restricted unless released, no rate-limit hold, not overdue past the cut-off) is
 * locked (SKIP LOCKED), given its attempt and returned with its post and its account. Anything else
 * (another worker has it, not due, on hold, missed, skipped) returns undefined and goes the long
 * way (reserve-target.ts), which says why.
 *
 * `create_sent_at` is written here too when the only platform request left is the create (a
 * single-request platform, no media, no mail, no destination to look up, a token that needs no
 * refresh): a worker that dies after this statement leaves the target outcome_unknown rather than
 * retried, which is never a second post. A refusal before the create is still known in-process
 * (`progress.createSent` stays false) and retried or failed as before.
 */
const at = (name: string) => sql`${sql.placeholder(name)}::timestamptz`;

/** The statement, built once per database handle and platform list and prepared (named) on each connection. */
const buildClaim = (db: Database, singleRequest: readonly string[]) => {
  const createOnly = and(
    inArray(engineTargets.platform, [...singleRequest]),
    sql`jsonb_array_length(${enginePosts.content} -> 'media') = 0`,
    sql`(${enginePosts.content} -> 'mail') is null`,
    sql`${engineTargets.destinationId} is null`,
    sql`not (${socialAccounts.status} = 'linked' and ${socialAccounts.accessTokenExpiresAt} is not null and ${socialAccounts.accessTokenExpiresAt} <= ${at("refreshBy")})`,
  );
  const lockable = sql`(select ${engineTargets.id} from ${engineTargets} where ${engineTargets.id} = ${sql.placeholder("targetId")}::uuid for update skip locked)`;
  const holdKeys = sql`('account:' || ${engineTargets.accountId}::text, case when ${engineTargets.platform} in ('facebook', 'instagram') then 'app:meta' else '' end)`;
  return (
    db
      .update(engineTargets)
      .set({
        state: "publishing",
        attemptId: sql`${sql.placeholder("attemptId")}::uuid`,
        attemptStartedAt: at("now"),
        attempts: sql`${engineTargets.attempts} + 1`,
        createSentAt: sql`case when ${createOnly} then ${at("now")} else null end`,
        updatedAt: at("now"),
      })
      .from(enginePosts)
      .innerJoin(socialAccounts, sql`true`)
      .where(
        and(
          eq(engineTargets.id, lockable),
          eq(engineTargets.state, "scheduled"),
          eq(enginePosts.id, engineTargets.postId),
          eq(socialAccounts.id, engineTargets.accountId),
          or(isNotNull(engineTargets.releasedAt), and(eq(enginePosts.restricted, false), eq(enginePosts.held, false))),
          sql`greatest(${engineTargets.dueAt}, coalesce(${engineTargets.nextAttemptAt}, ${engineTargets.dueAt})) <= ${at("early")}`,
          or(isNotNull(engineTargets.releasedAt), sql`${engineTargets.dueAt} >= ${at("cutoff")}`),
          sql`not exists (select 1 from ${publishingHolds} where ${publishingHolds.key} in ${holdKeys} and ${publishingHolds.until} > ${at("now")})`,
        ),
      )
      .returning({ target: engineTargets, post: enginePosts, account: socialAccounts })
      // Named after its platform list (a statement name must stay under PostgreSQL's 63 characters).
      .prepare(`publishing_engine_claim_${createHash("sha256").update(singleRequest.join(",")).digest("hex").slice(0, 12)}`)
  );
};

const claims = new WeakMap<Database, Map<string, ReturnType<typeof buildClaim>>>();

const claimFor = (db: Database, singleRequest: readonly string[]) => {
  const key = singleRequest.join(",");
  const byList = claims.get(db) ?? new Map<string, ReturnType<typeof buildClaim>>();
  claims.set(db, byList);
  let claim = byList.get(key);
  if (!claim) {
    claim = buildClaim(db, singleRequest);
    byList.set(key, claim);
  }
  return claim;
};

export const claimDueTarget = async (
  deps: Pick<WorkerDeps, "db" | "clock">,
  targetId: string,
  settings: Pick<EngineSettings, "missedAfterMinutes">,
  singleRequest: readonly string[],
): Promise<Attempt | undefined> => {
  const now = deps.clock.now().getTime();
  const attemptId = randomUUID();
  const instant = (ms: number) => new Date(ms).toISOString();
  const [row] = await claimFor(deps.db, singleRequest).execute({
    targetId,
    attemptId,
    now: instant(now),
    early: instant(now + EARLY_TOLERANCE_MS),
    cutoff: instant(now - settings.missedAfterMinutes * 60_000),
    refreshBy: instant(now + PUBLISH_REFRESH_MARGIN_MS),
  });
  return row ? { target: row.target, post: row.post, account: row.account, attemptId } : undefined;
};
