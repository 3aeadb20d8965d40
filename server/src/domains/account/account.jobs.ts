import type { QueueDefinition, ScheduleDefinition } from "../../jobs/queue";
import type { DomainModule } from "../domain-module";
import { sweepOrphanAvatars } from "./sweep-orphan-avatars";

/** The account domain's queues. */
export const ACCOUNT_QUEUES = {
  sweepOrphanMedia: "account.sweep-orphan-media",
} as const;

export const accountQueues: readonly QueueDefinition[] = [{ name: ACCOUNT_QUEUES.sweepOrphanMedia }];

/** Hourly: profile-picture files that no user references (left by a crash mid-upload) are removed. */
export const accountSchedules: readonly ScheduleDefinition[] = [{ queue: ACCOUNT_QUEUES.sweepOrphanMedia, cron: "23 * * * *" }];

export const startAccountWorkers: NonNullable<DomainModule["workers"]> = async (boss, deps, { pollingIntervalSeconds }) => {
  await boss.work(ACCOUNT_QUEUES.sweepOrphanMedia, { pollingIntervalSeconds }, async () => {
    await sweepOrphanAvatars(deps);
  });
};
