/**
 * The learning feature's light public entry (spec document 3 §2.10–2.11): its module for the app's
 * feature list, its query keys and paths. No screen here: every learning screen is a lazy chunk.
 */
import type { FeatureModule } from "../app/feature-module";
import { learningCreateMenuItems } from "./create-menu";
import { learningRoutes } from "./routes";
import { learningSidebarItems } from "./sidebar";

export const learningFeature: FeatureModule = {
  id: "learning",
  appRoutes: learningRoutes,
  sidebarItems: learningSidebarItems,
  createMenuItems: learningCreateMenuItems,
};

export { learningKeys } from "./queries";
export { exercisesPath, submissionPath, timelinePath, writingLessonsGatePath } from "./paths";
