import { defineDomain } from "../domain-module";
import { analysisRoutes } from "./analysis.routes";
import { integrationRoutes } from "./copyleaks-webhook.routes";
import { overviewRoutes } from "./overview.routes";
import { plagiarismQueues, plagiarismSchedules, startPlagiarismWorkers, subscribePlagiarismIndex } from "./plagiarism.jobs";
import { scoreRoutes } from "./scores.routes";

/** Writing checks, scores, the overview and plagiarism (its index, provider scans and their webhook). */
export const analysisDomain = defineDomain({
  name: "analysis",
  routes: (app, ctx) => {
    analysisRoutes(app, ctx);
    scoreRoutes(app, ctx);
    overviewRoutes(app, ctx);
    integrationRoutes(app, ctx);
  },
  queues: plagiarismQueues,
  schedules: plagiarismSchedules,
  workers: startPlagiarismWorkers,
  subscribe: subscribePlagiarismIndex,
});
