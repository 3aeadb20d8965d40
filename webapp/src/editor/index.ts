/**
 * The editor feature's light public entry: its module for the app's feature list (app/features.ts),
 * its query keys and small helpers. This file is in the main bundle; the editor core (TipTap) is
 * public through public/core.ts, and test helpers through public/testing.ts.
 */
import type { FeatureModule } from "../app/feature-module";
import { editorRoutes } from "./routes";

export const editorFeature: FeatureModule = { id: "editor", appRoutes: editorRoutes };

export { editorKeys } from "./queries";
export { lastDocumentCandidates, rememberLastDocument, userLastDocumentKey } from "./page/last-document";
export { issueTypeNotesFor } from "./page/autosave/issue-types";
export { newId } from "./core/ids";
