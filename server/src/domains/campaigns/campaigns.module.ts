import "./campaigns.events";
import { defineDomain } from "../domain-module";
import { CAMPAIGN_QUEUES, startCampaignWorkers } from "./campaigns.jobs";
import { subscribeCampaigns } from "./campaigns.listeners";
import { campaignRoutes } from "./campaigns.routes";

/**
 * Campaigns (calendars) and scheduled posts: planning, editing, activation, pause and resume, the
 * calendar feed, completion once the end passed and every post settled. Publishing at the
 * scheduled times is the publisher's; it listens to the events in campaigns.events.ts.
 */
export const campaignsDomain = defineDomain({
  name: "campaigns",
  routes: campaignRoutes,
  queues: [{ name: CAMPAIGN_QUEUES.complete, policy: "singleton" }],
  schedules: [{ queue: CAMPAIGN_QUEUES.complete, cron: "*/5 * * * *" }],
  workers: startCampaignWorkers,
  subscribe: subscribeCampaigns,
});
