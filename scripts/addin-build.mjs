// Builds the Word add-in's task pane (addin/dist, served at /addin/) when it is missing or older
// than its sources: used by `npm start`, the end-to-end tests and the add-in benchmark.
import { runWorkspaceBuild, staleBuildReason } from "./stale-build.mjs";

/** What the pane's build is made from, relative to the repository root. */
export const ADDIN_BUILD_INPUTS = [
  "addin/src",
  "addin/public",
  "addin/taskpane.html",
  "addin/vite.config.ts",
  "addin/package.json",
  "shared",
  "package-lock.json",
];

/** Why addin/dist must be built, or null when it is up to date. */
export const addinBuildReason = (repoRoot) =>
  staleBuildReason(repoRoot, { output: "addin/dist/taskpane.html", inputs: ADDIN_BUILD_INPUTS });

/** Runs `npm run build -w @wordloom/addin`; with `quiet`, its output is shown only when it fails. */
export const buildAddin = (repoRoot, { quiet = false } = {}) =>
  runWorkspaceBuild(repoRoot, { workspace: "@wordloom/addin", label: "the Word add-in", quiet });

/** Builds the pane when needed; answers whether it did. */
export const ensureAddinBuild = (repoRoot, { quiet = false, log = console.log } = {}) => {
  const reason = addinBuildReason(repoRoot);
  if (!reason) {
    return false;
  }
  log(`Building the Word add-in (${reason})…`);
  buildAddin(repoRoot, { quiet });
  return true;
};
