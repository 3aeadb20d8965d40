/**
 * The platforms feature's light public entry: its module for the app's feature list
 * (app/features.ts) and the path to app/platforms with platforms highlighted (for the need-linking
 * dialogs of later flows). No screen here: the platforms screen is a lazy chunk.
 */
import type { FeatureModule } from "../app/feature-module";
import { platformOuterRoutes, platformRoutes } from "./routes";
import { platformSidebarItems } from "./sidebar";

export const platformsFeature: FeatureModule = {
  id: "platforms",
  appRoutes: platformRoutes,
  outerRoutes: platformOuterRoutes,
  sidebarItems: platformSidebarItems,
};

export { platformKeys } from "./queries";
export { platformsPath } from "./paths";
