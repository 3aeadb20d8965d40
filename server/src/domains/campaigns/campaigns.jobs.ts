import type { DomainModule } from "../domain-module";
import { completeFinishedCampaigns } from "./complete-campaigns";

export const CAMPAIGN_QUEUES = {
  /** Every 5 minutes: complete the active campaigns whose end passed and whose posts all settled. */
  complete: "campaigns.complete-finished",
} as const;

/** The campaigns domain's worker: the completion check on its schedule. */
export const startCampaignWorkers: NonNullable<DomainModule["workers"]> = async (boss, deps, options) => {
  await boss.work(CAMPAIGN_QUEUES.complete, { pollingIntervalSeconds: options.pollingIntervalSeconds }, async () => {
    await completeFinishedCampaigns(deps);
  });
};
