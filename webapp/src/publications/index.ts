/**
 * The publications feature's light public entry: its module for the app's feature list (the
 * Explore Public Posts screens and their sidebar rows) and its query keys. No screen here; the
 * editor's publishing parts are in public/, one file each.
 */
import type { FeatureModule } from "../app/feature-module";
import { publicationOuterRoutes, publicationRoutes } from "./routes";
import { publicationSidebarItems } from "./sidebar";

export const publicationsFeature: FeatureModule = {
  id: "publications",
  appRoutes: publicationRoutes,
  outerRoutes: publicationOuterRoutes,
  sidebarItems: publicationSidebarItems,
};

export { publicationKeys } from "./queries";
export { postListPath, type PostListKind } from "./paths";
