/**
 * The account feature's light public entry: its module for the app's feature list (app/features.ts),
 * its query keys, the plan-limit gate and prompt store, and the plan labels. This file is in the
 * main bundle; the limit prompt itself is public through public/LimitPrompt.ts.
 */
import type { FeatureModule } from "../app/feature-module";
import { accountRoutes } from "./routes";
import { accountSidebarItems } from "./sidebar";

export const accountFeature: FeatureModule = { id: "account", appRoutes: accountRoutes, sidebarItems: accountSidebarItems };

export { accountKeys } from "./queries";
export { limitPrompt, useLimitPrompt } from "./limit-prompt-store";
export { ACCOUNT_TYPE_LABELS, ADDON_LABELS, PRODUCT_LABELS, TIER_LABELS, USER_ROLE_LABELS, addonsLabel } from "./plan-labels";
