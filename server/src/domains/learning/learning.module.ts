import { defineDomain } from "../domain-module";
import { registerLearningAssets } from "./learning-assets.http";
import { startLearningWorkers, learningQueues } from "./learning.jobs";
import { subscribeLearning } from "./learning.listeners";
import { adminLearningRoutes, learningRoutes } from "./learning.routes";
import "./learning.events";

/** Writing exercises with their evaluation, the journey with its objectives, the questionnaire and the admin catalogue. */
export const learningDomain = defineDomain({
  name: "learning",
  routes: (app, ctx) => {
    registerLearningAssets(app);
    learningRoutes(app, ctx);
    adminLearningRoutes(app, ctx);
  },
  queues: learningQueues,
  workers: startLearningWorkers,
  subscribe: subscribeLearning,
});
