import type { QueueDefinition, ScheduleDefinition } from "../../jobs/queue";
import type { DomainModule } from "../domain-module";
import { deleteExpiredOAuthStates } from "./oauth-state";
import { sweepExpiringTokens } from "./refresh-tokens";
import { socialRuntime } from "./social-runtime";

export const SOCIAL_ACCOUNT_QUEUES = {
  refreshTokens: "social-accounts.refresh-tokens",
} as const;

/** One sweep at a time: a second one queued while the first runs would refresh the same accounts. */
export const socialAccountQueues: readonly QueueDefinition[] = [{ name: SOCIAL_ACCOUNT_QUEUES.refreshTokens, policy: "singleton" }];

/** Every 5 minutes: tokens expiring within the margin (refresh-tokens.ts) are refreshed; stale OAuth states go. */
export const socialAccountSchedules: readonly ScheduleDefinition[] = [{ queue: SOCIAL_ACCOUNT_QUEUES.refreshTokens, cron: "*/5 * * * *" }];

export const startSocialAccountWorkers: NonNullable<DomainModule["workers"]> = async (boss, deps, { pollingIntervalSeconds }) => {
  await boss.work(SOCIAL_ACCOUNT_QUEUES.refreshTokens, { pollingIntervalSeconds }, async () => {
    await sweepExpiringTokens({ ...deps, runtime: socialRuntime(deps) });
    await deleteExpiredOAuthStates(deps);
  });
};
