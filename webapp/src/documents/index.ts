/**
 * The documents feature's light public entry: its module for the app's feature list (app/features.ts),
 * its query keys and its small hooks. This file is in the main bundle, so it names no screen or
 * styled component; those are in public/, one file each (see app/features.ts).
 */
import type { FeatureModule } from "../app/feature-module";
import { documentsCreateMenuItems } from "./create-menu";
import { documentRoutes } from "./routes";
import { documentsSidebarItems } from "./sidebar";

export const documentsFeature: FeatureModule = {
  id: "documents",
  appRoutes: documentRoutes,
  sidebarItems: documentsSidebarItems,
  createMenuItems: documentsCreateMenuItems,
};

export { documentKeys, type DocumentListFilter } from "./queries";
