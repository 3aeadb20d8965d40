/**
 * The campaigns feature's light public entry: its module for the app's feature list
 * (app/features.ts), its query keys and paths. No screen here: every campaign screen is a lazy chunk.
 */
import type { FeatureModule } from "../app/feature-module";
import { campaignCreateMenuItems } from "./create-menu";
import { campaignRoutes } from "./routes";
import { campaignSidebarItems } from "./sidebar";

export const campaignsFeature: FeatureModule = {
  id: "campaigns",
  appRoutes: campaignRoutes,
  sidebarItems: campaignSidebarItems,
  createMenuItems: campaignCreateMenuItems,
};

export { campaignKeys } from "./queries";
export { campaignPath, campaignsPath, postEditorPath } from "./paths";
