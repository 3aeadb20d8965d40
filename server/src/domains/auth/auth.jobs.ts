import type { QueueDefinition, ScheduleDefinition } from "../../jobs/queue";
import type { DomainModule } from "../domain-module";
import { cleanupAuthState } from "./cleanup-auth";

const AUTH_QUEUES = { cleanupAuth: "maintenance.cleanup-auth" } as const;

export const authQueues: readonly QueueDefinition[] = [{ name: AUTH_QUEUES.cleanupAuth }];
export const authSchedules: readonly ScheduleDefinition[] = [{ queue: AUTH_QUEUES.cleanupAuth, cron: "47 3 * * *" }];

export const startAuthWorkers: NonNullable<DomainModule["workers"]> = async (boss, deps, { pollingIntervalSeconds }) => {
  await boss.work(AUTH_QUEUES.cleanupAuth, { pollingIntervalSeconds }, async () => {
    await cleanupAuthState(deps);
  });
};
