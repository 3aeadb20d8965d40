/**
 * The Word add-in's framed screens: this feature's module for the app's feature list
 * (app/features.ts). This file is in the main bundle; the sign-in hand-off that auth uses is
 * public through public/office-sign-in.ts.
 */
import type { FeatureModule } from "../app/feature-module";
import { mswordRoutes } from "./routes";

export const mswordFeature: FeatureModule = { id: "msword", outerRoutes: mswordRoutes };
