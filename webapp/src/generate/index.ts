/**
 * The generate feature's light public entry: its module for the app's feature list
 * (app/features.ts), its query keys and the small form helpers brand voices share. This file is in
 * the main bundle; the creation panel, the generation host and test fixtures are public through
 * public/, one file each.
 */
import type { FeatureModule } from "../app/feature-module";
import { generateCreateMenuItems } from "./create-menu";
import { generateRoutes } from "./routes";

export const generateFeature: FeatureModule = { id: "generate", appRoutes: generateRoutes, createMenuItems: generateCreateMenuItems };

export { generateKeys } from "./queries";
export { fieldState, usePaneForm } from "./forms/use-pane-form";
export { checkRequest, type FieldErrors } from "./forms/validate-request";
