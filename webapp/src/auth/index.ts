/**
 * The auth feature's light public entry: its module for the app's feature list (app/features.ts),
 * the signed-in guard and sign-out. This file is in the main bundle; the logout dialog is public
 * through public/LogoutDialog.ts.
 */
import type { FeatureModule } from "../app/feature-module";
import { authRoutes } from "./routes";
import { authSidebarItems } from "./sidebar";

export const authFeature: FeatureModule = { id: "auth", outerRoutes: authRoutes, sidebarItems: authSidebarItems };

export { RequireAuth } from "./RequireAuth";
export { signOut } from "./sign-out";
