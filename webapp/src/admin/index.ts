/**
 * The admin feature's public entry: its module for the app's feature list (app/features.ts). This
 * file is in the main bundle: it must not pull admin screens or the admin client into it.
 */
import type { FeatureModule } from "../app/feature-module";
import { adminRoutes } from "./routes";

export const adminFeature: FeatureModule = { id: "admin", outerRoutes: adminRoutes };

export { adminKeys } from "./queries";
