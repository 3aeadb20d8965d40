import type PgBoss from "pg-boss";
import type { WorkerDeps } from "../context";
import type { DomainModule } from "../domains/domain-module";
import { ensureQueues, type BossOptions } from "./queue";

/** Creates every domain's queues; both processes call it before sending or working. */
export const ensureDomainQueues = (boss: PgBoss, domains: readonly DomainModule[]): Promise<void> =>
  ensureQueues(
    boss,
    domains.flatMap((domain) => domain.queues ?? []),
  );

/** Starts every domain's workers and schedules; called by the web process or by `npm run worker`. */
export const startWorkers = async (
  boss: PgBoss,
  deps: WorkerDeps,
  domains: readonly DomainModule[],
  { pollingIntervalSeconds = 2 }: BossOptions = {},
): Promise<void> => {
  for (const domain of domains) {
    await domain.workers?.(boss, deps, { pollingIntervalSeconds });
  }
  for (const { queue, cron } of domains.flatMap((domain) => domain.schedules ?? [])) {
    await boss.schedule(queue, cron, {}, { tz: "UTC" });
  }
};
