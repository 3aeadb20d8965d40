/**
 * The web app's features, in order. The router (router.tsx), the sidebar and the Create menu
 * (shell/sidebar-items.ts, shell/create-menu-items.ts) loop over this one list.
 *
 * How to add a feature:
 *  1. Make one folder under webapp/src/<feature>/ with its screens and
 *     - routes.tsx: its routes, each screen behind lazyRoute(() => import(...)) so it gets its own chunk;
 *     - queries.ts: its TanStack Query keys, as a small key factory (`<feature>Keys`);
 *     - sidebar.ts / create-menu.ts: its sidebar rows and Create-menu entries, if it has any;
 *     - index.ts: its FeatureModule plus query keys, types and tiny stores. The main bundle imports
 *       it, and the bundler puts everything it re-exports there: no screen, styled component or
 *       query hook here.
 *     - public/<Name>.ts: what other (lazily loaded) features use beyond that (components, hooks),
 *       one small re-export file each, not a barrel: a barrel pulls every screen it names into
 *       each importer's chunk (measured: the trash chunk grew 65%).
 *  2. Add one line below. Order matters only for the sidebar's rows within a section and the
 *     Create menu's entries.
 * Other features import it only as "../<feature>" or "../<feature>/public/<Name>" (lint-enforced,
 * eslint.config.js).
 */
import { accountFeature } from "../account";
import { adminFeature } from "../admin";
import { authFeature } from "../auth";
import { brandVoiceFeature } from "../brand-voice";
import { campaignsFeature } from "../campaigns";
import { documentsFeature } from "../documents";
import { editorFeature } from "../editor";
import { generateFeature } from "../generate";
import { learningFeature } from "../learning";
import { mswordFeature } from "../msword";
import { platformsFeature } from "../platforms";
import { profileFeature } from "../profile";
import { publicationsFeature } from "../publications";
import { trashFeature } from "../trash";
import type { FeatureModule } from "./feature-module";

export const FEATURES: readonly FeatureModule[] = [
  editorFeature,
  documentsFeature,
  accountFeature,
  trashFeature,
  authFeature,
  profileFeature,
  generateFeature,
  brandVoiceFeature,
  platformsFeature,
  campaignsFeature,
  publicationsFeature,
  learningFeature,
  mswordFeature,
  adminFeature,
];
