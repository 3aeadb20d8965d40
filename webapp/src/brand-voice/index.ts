/**
 * The brand-voice feature's light public entry: its module for the app's feature list
 * (app/features.ts), its query keys and the selected-voice store. This file is in the main bundle;
 * the pickers the creation panes render are public through public/, one file each.
 */
import type { FeatureModule } from "../app/feature-module";
import { brandVoiceRoutes } from "./routes";
import { brandVoiceSidebarItems } from "./sidebar";

export const brandVoiceFeature: FeatureModule = { id: "brand-voice", appRoutes: brandVoiceRoutes, sidebarItems: brandVoiceSidebarItems };

export { brandVoiceKeys } from "./queries";
export { selectedBrandVoice, useSelectedBrandVoiceId } from "./selected-brand-voice";
