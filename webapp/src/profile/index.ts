/**
 * The profile feature's public entry: its module for the app's feature list (app/features.ts) and
 * its query keys. The sidebar's profile link is the shell's (the user's avatar, shell/Sidebar.tsx).
 */
import type { FeatureModule } from "../app/feature-module";
import { profileRoutes } from "./routes";

export const profileFeature: FeatureModule = { id: "profile", appRoutes: profileRoutes };

export { profileKeys } from "./queries";
