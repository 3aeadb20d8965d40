import { defineDomain } from "../domain-module";
import { ENGINE_QUEUES } from "./publishing-engine.jobs";
import { subscribePublishingEngine } from "./publishing-engine.listeners";
import { publishingEngineRoutes } from "./publishing-engine.routes";
import { startPublishingEngineWorkers } from "./publishing-engine.workers";
import "./publishing-engine.events";

/**
 * Scheduled and instant publishing of campaign posts (issue 25): one target per post × account,
 * one job per target at its due time plus a reconciliation sweep every minute.
 */
export const publishingEngineDomain = defineDomain({
  name: "publishing-engine",
  routes: publishingEngineRoutes,
  queues: [
    { name: ENGINE_QUEUES.publish, policy: "short" },
    { name: ENGINE_QUEUES.sweep, policy: "singleton" },
  ],
  schedules: [{ queue: ENGINE_QUEUES.sweep, cron: "* * * * *" }],
  workers: startPublishingEngineWorkers,
  subscribe: subscribePublishingEngine,
});
