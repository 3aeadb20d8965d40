/**
 * The trash feature's public entry: its module for the app's feature list (app/features.ts). Trash
 * lists deleted documents, so its queries are the documents feature's (documentKeys).
 */
import type { FeatureModule } from "../app/feature-module";
import { trashRoutes } from "./routes";
import { trashSidebarItems } from "./sidebar";

export const trashFeature: FeatureModule = { id: "trash", appRoutes: trashRoutes, sidebarItems: trashSidebarItems };
